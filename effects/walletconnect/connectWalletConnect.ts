import { catchError, concat, concatMap, defer, from, map, type Observable, of, race, switchMap, take, timer, withLatestFrom } from 'rxjs'
import type { ProposalNamespace, WalletConnectClient } from '../../src/api/walletConnect.js'
import type { Effect } from '../../src/bus/effects.js'
import type { CaipNetworkId } from '../../src/domain/caip.js'
import { PAIRING_EXPIRY_MARGIN_MS } from '../../src/domain/constants.js'
import { findNetwork, NETWORKS } from '../../src/domain/networks.js'
import { pairingExpiry } from '../../src/domain/requests.js'
import { createEvent, ofType, type EventInput } from '../../src/events/index.js'
import type { Deps } from '../../src/deps.js'
import type { GatehouseState } from '../../projections/index.js'
import {
  InvalidWalletAnswerError,
  PairingExpiredError,
  pairingTopic,
  parseSession,
  WALLET_CONNECT_ID,
  WALLET_CONNECT_NAMESPACES,
  walletConnectClient,
  wcErrorData,
  type WalletConnectSession,
} from './client.js'

/** What the dapp asks of an eip155 wallet (SPEC §9 "Wallet-connection protocol calls"). */
export const EIP155_METHODS = ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'wallet_switchEthereumChain', 'wallet_addEthereumChain']
/** What the dapp asks of a solana wallet. */
export const SOLANA_METHODS = ['solana_signMessage', 'solana_signTransaction']

/**
 * The namespaces a connect proposes: eip155 and solana where the app has an adapter for them
 * (none at all is the basic kind: both), each with the app's requested networks of that
 * namespace (SPEC §2, §3; all of the app's networks when it requested none). Optional
 * namespaces: the wallet approves what it has.
 */
export function proposalNamespaces(state: GatehouseState, deps: Pick<Deps, 'networks'>): Record<string, ProposalNamespace> {
  const networks = deps.networks ?? NETWORKS
  const requested = state.config.networks.requested ?? networks.map((n) => n.caipNetworkId)
  const adapters = state.config.adapters.length > 0 ? state.config.adapters : WALLET_CONNECT_NAMESPACES
  const out: Record<string, ProposalNamespace> = {}
  for (const ns of WALLET_CONNECT_NAMESPACES) {
    if (!adapters.includes(ns)) continue
    const chains = requested.filter((id) => id.startsWith(`${ns}:`))
    if (chains.length === 0) continue
    out[ns] = ns === 'eip155'
      ? { chains, methods: [...EIP155_METHODS], events: ['accountsChanged', 'chainChanged'] }
      : { chains, methods: [...SOLANA_METHODS], events: [] }
  }
  return out
}

/** The Connected facts of an approved session, one per namespace it serves, and what follows them. */
export function sessionConnectedEvents(
  session: WalletConnectSession,
  state: GatehouseState,
  deps: Pick<Deps, 'networks'>,
  wanted: CaipNetworkId | undefined,
  cause: { causationId: string },
): EventInput[] {
  const out: EventInput[] = []
  const networks = deps.networks ?? NETWORKS
  for (const ns of WALLET_CONNECT_NAMESPACES) {
    const accounts = session.accounts.filter((a) => a.namespace === ns)
    if (accounts.length === 0) continue
    // The chain asked for, else the app's active network of the namespace, else the wallet's first.
    const active = state.network.byNamespace[ns]?.chainId
    const account =
      accounts.find((a) => wanted !== undefined && a.chainId === wanted) ?? accounts.find((a) => a.chainId === active) ?? (accounts[0] as (typeof accounts)[number])
    out.push(createEvent('Connected', { connectorId: WALLET_CONNECT_ID, namespace: ns, chainId: account.chainId, address: account.address, walletName: session.peer.name }, cause))
    // SPEC §4: a wallet on a network the app does not know puts the namespace on the 'unsupported' placeholder.
    if (!findNetwork(networks, account.chainId)) out.push(createEvent('NetworkUnsupported', { chainId: account.chainId }, cause))
  }
  return out
}

/** SPEC §4: the wallet and its deep link, for the recent wallets, after a connect. */
function recentWallet(session: WalletConnectSession, state: GatehouseState, cause: { causationId: string }): EventInput {
  const chosenId = state.walletConnect.walletId
  const listed =
    (chosenId !== null ? state.wallets.listing.byId[chosenId] : undefined) ??
    Object.values(state.wallets.listing.byId).find((w) => w.name.toLowerCase() === session.peer.name.toLowerCase())
  if (listed) {
    const deepLink = session.peer.deepLink ?? listed.mobile_link ?? null
    return createEvent('RecentWalletRecorded', { wallet: { id: listed.id, name: listed.name, ...(listed.imageUrl ? { imageUrl: listed.imageUrl } : {}) }, deepLink }, cause)
  }
  const host = session.peer.url !== null ? new URL(session.peer.url).host : session.peer.name
  return createEvent(
    'RecentWalletRecorded',
    { wallet: { id: `walletConnect:${host}`, name: session.peer.name, ...(session.peer.icon ? { imageUrl: session.peer.icon } : {}) }, deepLink: session.peer.deepLink },
    cause,
  )
}

/** Whether the visitor still waits on this connect: the namespace is connecting through WalletConnect and the modal is open. */
function stillWanted(state: GatehouseState, namespace: string): boolean {
  const c = state.connection.byNamespace[namespace as keyof typeof state.connection.byNamespace]
  return c?.status === 'connecting' && !c.restoring && c.connectorId === WALLET_CONNECT_ID && (state.modal.open || state.config.modal.embedded)
}

/**
 * Connects a wallet over WalletConnect (ConnectRequested for connector 'walletConnect'): starts
 * the sign-client (its code loads now), proposes the configured namespaces, and offers the
 * pairing link (PairingStarted with its topic and expiry; the link itself only in the
 * ephemeral WalletConnectUriCreated). SPEC §9: a link is offered for 4 minutes and is expired
 * under 10 s left; then, while the visitor still waits in the open modal, a fresh link is
 * offered, else the connect fails with PairingExpiredError. The wallet's approval is checked and
 * becomes PairingConnected, Connected for each namespace the session serves (with
 * NetworkUnsupported for a network the app does not know) and the recent wallet with its deep
 * link (SPEC §4). A rejection is ConnectFailed with the user-rejected error (code 4001); a
 * relay or client failure, or an answer that cannot be read, is ConnectFailed with its typed
 * error. The latest request wins (a retry replaces the link on offer).
 */
export const connectWalletConnect: Effect<GatehouseState> = (event$, state$, deps): Observable<EventInput> =>
  event$.pipe(
    ofType('ConnectRequested'),
    // ConnectRequested clears any link on offer; any connect for another connector ends the one in progress.
    switchMap((event) => {
      if (event.data.connectorId !== WALLET_CONNECT_ID) return from([])
      const { namespace } = event.data
      const cause = { causationId: event.id }
      const failed = (error: unknown) => of(createEvent('ConnectFailed', { connectorId: WALLET_CONNECT_ID, namespace, error: wcErrorData(error) }, cause))
      const offer = (client: WalletConnectClient): Observable<EventInput> =>
        state$.pipe(
          take(1),
          concatMap((state) => defer(() => client.connect(proposalNamespaces(state, deps)))),
          concatMap(({ uri, approval }) => {
            const topic = pairingTopic(uri)
            const expiry = pairingExpiry(deps.now())
            const offered = from([createEvent('PairingStarted', { topic, expiry }, cause), createEvent('WalletConnectUriCreated', { topic, uri, expiry }, cause)])
            const expired$ = timer(Math.max(0, expiry - PAIRING_EXPIRY_MARGIN_MS - deps.now()), deps.scheduler).pipe(map(() => null))
            const answered$ = race(from(approval).pipe(map(parseSession)), expired$).pipe(
              withLatestFrom(state$),
              concatMap(([session, state]): Observable<EventInput> => {
                if (session === null) {
                  return stillWanted(state, namespace) ? offer(client) : failed(new PairingExpiredError({ details: `Pairing ${topic.slice(0, 8)}… had under 10 s left` }))
                }
                if (session.accounts.length === 0) return failed(new InvalidWalletAnswerError({ details: 'The wallet approved no account this app can use' }))
                return from([
                  createEvent('PairingConnected', { topic }, cause),
                  ...sessionConnectedEvents(session, state, deps, event.data.chainId, cause),
                  recentWallet(session, state, cause),
                ])
              }),
            )
            return concat(offered, answered$)
          }),
        )
      return walletConnectClient(deps).pipe(concatMap(offer), catchError(failed))
    }),
  )
