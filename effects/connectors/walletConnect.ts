// The WalletConnect family (sign-client sessions over a relay): what is special to it, behind the
// ConnectorAdapter interface. The pairing link and the pairing facts are events the connect reports
// on the way; announce and ping stay family effects in effects/walletConnect/.
import {
  catchError,
  concat,
  concatMap,
  defer,
  EMPTY,
  from,
  map,
  merge,
  type Observable,
  of,
  race,
  take,
  throwError,
  timer,
  withLatestFrom,
} from 'rxjs'
import type { ProposalNamespace, WalletConnectClient } from '../../src/api/walletConnect.js'
import { checkEvmAddress, checkSolanaAddress } from '../../src/domain/addressChecks.js'
import { namespaceOf, type CaipNetworkId, type ChainNamespace } from '../../src/domain/caip.js'
import { parseCaipNetworkId } from '../../src/domain/caipIds.js'
import { PAIRING_EXPIRY_MARGIN_MS } from '../../src/domain/constants.js'
import { findNetwork, NETWORKS } from '../../src/domain/networks.js'
import { pairingExpiry } from '../../src/domain/requests.js'
import type { Deps } from '../../src/deps.js'
import { CatalogueError } from '../../src/errors/catalogue.js'
import { NotConnectedError } from '../../src/errors/thrown.js'
import { createEvent } from '../../src/events/index.js'
import type { GatehouseState } from '../../projections/index.js'
import { switchEvmChain } from '../kit/addChain.js'
import { fromRequest } from '../kit/request.js'
import {
  clientSessions,
  currentSession,
  InvalidWalletAnswerError,
  PairingExpiredError,
  pairingTopic,
  parseNamespaceAccounts,
  parseSession,
  parseSessionAccount,
  payloadTopic,
  sessionChain,
  sessionEvents,
  WALLET_CONNECT_ID,
  WALLET_CONNECT_NAMESPACES,
  walletConnectClient,
  walletConnectNamespaces,
  wcErrorData,
  type SessionEvent,
  type WalletConnectNamespace,
  type WalletConnectSession,
} from '../walletConnect/client.js'
import type { AdapterConnection, AdapterRecentWallet, AdapterStep, ConnectorAdapter, WalletEvent } from './adapter.js'
import { typedWalletErrors } from './walletError.js'

/** What the dapp asks of an eip155 wallet (SPEC §7 "Wallet-connection protocol calls"). */
export const EIP155_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
]
/** What the dapp asks of a solana wallet. */
export const SOLANA_METHODS = ['solana_signMessage', 'solana_signTransaction']

/**
 * SPEC §8 'No RPC url provided for chainId'. Named as the catalogue's class, and made here: the
 * catalogue's classes that only lazy code uses would otherwise join the start-up chunk.
 */
class NoRpcUrlError extends CatalogueError {
  override name = 'NoRpcUrlError'
  constructor(details: string) {
    super('noRpcUrl', { details })
  }
}

/** eth_* methods only a wallet can answer (they sign, send or name the wallet's accounts); the other eth_* read the chain. */
const WALLET_ONLY = new Set([
  'eth_sendTransaction',
  'eth_sign',
  'eth_signTransaction',
  'eth_signTypedData',
  'eth_signTypedData_v3',
  'eth_signTypedData_v4',
  'eth_requestAccounts',
  'eth_accounts',
])

/** Whether `method` reads the chain (an eth_* method no wallet is needed for). */
export const isChainRead = (method: string): boolean => method.startsWith('eth_') && !WALLET_ONLY.has(method)

/**
 * The namespaces a connect proposes: eip155 and solana where the app has an adapter for them
 * (none at all is the basic kind: both), each with the app's requested networks of that
 * namespace (SPEC §2, §3; all of the app's networks when it requested none). Optional
 * namespaces: the wallet approves what it has.
 */
function proposalNamespaces(state: GatehouseState, deps: Pick<Deps, 'networks'>): Record<string, ProposalNamespace> {
  const networks = deps.networks ?? NETWORKS
  const requested = state.config.networks.requested ?? networks.map((n) => n.caipNetworkId)
  const adapters = state.config.adapters.length > 0 ? state.config.adapters : WALLET_CONNECT_NAMESPACES
  const out: Record<string, ProposalNamespace> = {}
  for (const ns of WALLET_CONNECT_NAMESPACES) {
    if (!adapters.includes(ns)) continue
    const chains = requested.filter((id) => id.startsWith(`${ns}:`))
    if (chains.length === 0) continue
    out[ns] =
      ns === 'eip155'
        ? { chains, methods: [...EIP155_METHODS], events: ['accountsChanged', 'chainChanged'] }
        : { chains, methods: [...SOLANA_METHODS], events: [] }
  }
  return out
}

/** One connection per namespace an approved session serves: the chain asked for, else the app's active one, else the wallet's first. */
function sessionConnections(
  session: WalletConnectSession,
  state: GatehouseState,
  wanted: CaipNetworkId | undefined,
): AdapterConnection[] {
  const out: AdapterConnection[] = []
  for (const ns of WALLET_CONNECT_NAMESPACES) {
    const accounts = session.accounts.filter((a) => a.namespace === ns)
    const active = state.network.byNamespace[ns]?.chainId
    const account =
      accounts.find((a) => wanted !== undefined && a.chainId === wanted) ??
      accounts.find((a) => a.chainId === active) ??
      accounts[0]
    if (account)
      out.push({ namespace: ns, chainId: account.chainId, address: account.address, walletName: session.peer.name })
  }
  return activeLast(out, wanted !== undefined ? namespaceOf(wanted) : 'eip155')
}

/**
 * The connections with `active`'s last: each one reported makes its namespace the active one, so the last stays
 * active (the namespace of the chain asked for, else SPEC §9's default EVM; on a restore, the one active before).
 */
function activeLast(connections: AdapterConnection[], active: ChainNamespace): AdapterConnection[] {
  return [...connections.filter((c) => c.namespace !== active), ...connections.filter((c) => c.namespace === active)]
}

/** SPEC §4: the wallet and its deep link, for the recent wallets: the listed wallet the visitor picked (or of the peer's name), else the peer itself. */
function recentWallet(session: WalletConnectSession, state: GatehouseState): AdapterRecentWallet {
  const chosenId = state.walletConnect.walletId
  const listed =
    (chosenId !== null ? state.wallets.listing.byId[chosenId] : undefined) ??
    Object.values(state.wallets.listing.byId).find((w) => w.name.toLowerCase() === session.peer.name.toLowerCase())
  if (listed) {
    return {
      wallet: { id: listed.id, name: listed.name, ...(listed.imageUrl ? { imageUrl: listed.imageUrl } : {}) },
      deepLink: session.peer.deepLink ?? listed.mobile_link ?? null,
    }
  }
  const host = session.peer.url !== null ? new URL(session.peer.url).host : session.peer.name
  return {
    wallet: {
      id: `walletConnect:${host}`,
      name: session.peer.name,
      ...(session.peer.icon ? { imageUrl: session.peer.icon } : {}),
    },
    deepLink: session.peer.deepLink,
  }
}

/** Whether the visitor still waits on this connect: the namespace is connecting through WalletConnect and the modal is open. */
function stillWanted(state: GatehouseState, namespace: ChainNamespace): boolean {
  const c = state.connection.byNamespace[namespace]
  return (
    c?.status === 'connecting' &&
    !c.restoring &&
    c.connectorId === WALLET_CONNECT_ID &&
    (state.modal.open || state.config.modal.embedded)
  )
}

/** The namespaces being restored through WalletConnect. */
function restoring(state: GatehouseState): WalletConnectNamespace[] {
  return WALLET_CONNECT_NAMESPACES.filter((ns) => {
    const c = state.connection.byNamespace[ns]
    return c?.status === 'connecting' && c.restoring && c.connectorId === WALLET_CONNECT_ID
  })
}

/** The session serving the connection now and the chain of `namespace` on it (`wanted` if it has it), or a NotConnectedError. */
function session(
  client: WalletConnectClient,
  state: GatehouseState,
  namespace: ChainNamespace,
  wanted: string | null | undefined,
): Observable<{ topic: string; on: CaipNetworkId; methods: string[] }> {
  const s = currentSession(client, state)
  const on = s ? sessionChain(s, namespace, wanted) : null
  if (!s || !on)
    return throwError(() => new NotConnectedError({ details: `No WalletConnect session serves ${namespace}` }))
  return of({ topic: s.topic, on, methods: s.methods })
}

/** A chain id as a wallet sends it in chainChanged (a number, EIP-695 hex, or CAIP-2) as CAIP-2 of `namespace`, or null. */
export function chainOfPayload(value: unknown, namespace: WalletConnectNamespace): CaipNetworkId | null {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0)
    return namespace === 'eip155' ? `eip155:${value}` : null
  if (typeof value !== 'string' || value.length > 100) return null
  if (namespace === 'eip155' && /^0x[0-9a-f]{1,14}$/i.test(value)) {
    const n = Number.parseInt(value.slice(2), 16)
    return n > 0 ? `eip155:${n}` : null
  }
  if (namespace === 'eip155' && /^[1-9][0-9]{0,15}$/.test(value)) return `eip155:${value}`
  const parsed = parseCaipNetworkId(value)
  return parsed.ok && parsed.value.namespace === namespace
    ? (`${namespace}:${parsed.value.reference}` as CaipNetworkId)
    : null
}

function addressOf(value: unknown, namespace: WalletConnectNamespace): string | null {
  const account = parseSessionAccount(value)
  if (account) return account.namespace === namespace ? account.address : null
  const checked = namespace === 'eip155' ? checkEvmAddress(value) : checkSolanaAddress(value)
  return checked.ok ? checked.value : null
}

/** A session event of the client as wallet events; events of another session, and payloads that cannot be read, are none. */
function readSessionEvent(event: SessionEvent, state: GatehouseState, client: WalletConnectClient): WalletEvent[] {
  const current = currentSession(client, state)
  const topic = payloadTopic(event.payload)
  if (topic === undefined) return []
  switch (event.kind) {
    case 'session_delete':
    case 'session_expire':
      // Ours if no other session serves the connection now (the client holds the deleted one until the delete is done).
      return current !== null && current.topic !== topic ? [] : [{ type: 'disconnect', namespace: null }]
    case 'session_update': {
      if (current === null || current.topic !== topic) return []
      const accounts = parseNamespaceAccounts(
        (event.payload as { params?: { namespaces?: unknown } }).params?.namespaces,
      )
      const out: WalletEvent[] = []
      for (const ns of walletConnectNamespaces(state)) {
        const c = state.connection.byNamespace[ns]
        if (c?.status !== 'connected') continue
        const mine = accounts.filter((a) => a.namespace === ns)
        // The connected account dropped: another of the namespace, on the same chain if it can; none left is a disconnect.
        if (mine.some((a) => a.address.toLowerCase() === c.address.toLowerCase())) continue
        const next = mine.find((a) => a.chainId === c.chainId) ?? mine[0]
        out.push({ type: 'accountsChanged', namespace: ns, address: next?.address ?? null })
      }
      return out
    }
    case 'session_event': {
      if (current === null || current.topic !== topic) return []
      const params = (event.payload as { params?: { event?: { name?: unknown; data?: unknown }; chainId?: unknown } })
        .params
      const eventChain = typeof params?.chainId === 'string' ? parseCaipNetworkId(params.chainId) : null
      const ns: WalletConnectNamespace = eventChain?.ok && eventChain.value.namespace === 'solana' ? 'solana' : 'eip155'
      const data = params?.event?.data
      if (params?.event?.name === 'accountsChanged') {
        if (!Array.isArray(data)) return []
        if (data.length === 0) return [{ type: 'accountsChanged', namespace: ns, address: null }]
        const address = addressOf(data[0], ns)
        return address === null ? [] : [{ type: 'accountsChanged', namespace: ns, address }]
      }
      if (params?.event?.name === 'chainChanged') {
        const chainId = chainOfPayload(data, ns)
        return chainId === null ? [] : [{ type: 'chainChanged', namespace: ns, chainId }]
      }
      return []
    }
  }
}

/**
 * WalletConnect (eip155 and solana, one session serving both): connect starts the sign-client
 * (its code loads now), proposes the configured namespaces and reports the pairing link
 * (PairingStarted with its topic and expiry; the link itself only in the ephemeral
 * WalletConnectUriCreated). SPEC §9: a link is offered for 4 minutes and is expired under 10 s
 * left; then, while the visitor still waits in the open modal, a fresh link is offered, else the
 * connect fails with PairingExpiredError. The approval is PairingConnected, then every namespace
 * the session serves and the recent wallet with its deep link (SPEC §4). Restore finds the
 * session the sign-client kept that holds the stored address; disconnect ends the session on the
 * relay; switch and request go over the session, except the chain reads the session does not list,
 * which go to the app's RPC. Rejections (WalletConnect 5000–5003) read as 4001.
 */
export const walletConnectAdapter: ConnectorAdapter = {
  type: 'walletConnect',
  namespaces: WALLET_CONNECT_NAMESPACES,
  owns: (target) =>
    target.connectorId === WALLET_CONNECT_ID &&
    (WALLET_CONNECT_NAMESPACES as readonly string[]).includes(target.namespace),
  connect: (request, { deps, state, state$, causationId }): Observable<AdapterStep> => {
    const cause = { causationId }
    // The read models as they are when the link expires or the wallet answers.
    const latest = (): Observable<GatehouseState> => (state$ ?? of(state)).pipe(take(1))
    const offer = (client: WalletConnectClient): Observable<AdapterStep> =>
      latest().pipe(
        concatMap((now) => defer(() => client.connect(proposalNamespaces(now, deps)))),
        concatMap(({ uri, approval }) => {
          const topic = pairingTopic(uri)
          const expiry = pairingExpiry(deps.now())
          const offered = from<AdapterStep[]>([
            { type: 'event', event: createEvent('PairingStarted', { topic, expiry }, cause) },
            { type: 'event', event: createEvent('WalletConnectUriCreated', { topic, uri, expiry }, cause) },
          ])
          const expired$ = timer(Math.max(0, expiry - PAIRING_EXPIRY_MARGIN_MS - deps.now()), deps.scheduler).pipe(
            map(() => null),
          )
          const answered$ = race(from(approval).pipe(map(parseSession)), expired$).pipe(
            withLatestFrom(latest()),
            concatMap(([session, now]): Observable<AdapterStep> => {
              if (session === null) {
                return stillWanted(now, request.namespace)
                  ? offer(client)
                  : throwError(
                      () => new PairingExpiredError({ details: `Pairing ${topic.slice(0, 8)}… had under 10 s left` }),
                    )
              }
              const connections = sessionConnections(session, now, request.chainId)
              if (connections.length === 0)
                return throwError(
                  () => new InvalidWalletAnswerError({ details: 'The wallet approved no account this app can use' }),
                )
              return from<AdapterStep[]>([
                { type: 'event', event: createEvent('PairingConnected', { topic }, cause) },
                { type: 'connected', connections, recent: recentWallet(session, now) },
              ])
            }),
          )
          return concat(offered, answered$)
        }),
      )
    return walletConnectClient(deps).pipe(concatMap(offer), typedWalletErrors(wcErrorData))
  },
  restore: (_target, { deps, state }) =>
    walletConnectClient(deps).pipe(
      concatMap((client): AdapterStep[] => {
        const sessions = clientSessions(client).sort((a, b) => b.expiry - a.expiry)
        const connections: AdapterConnection[] = []
        for (const ns of restoring(state)) {
          const c = state.connection.byNamespace[ns]
          const stored = c?.status === 'connecting' ? c : null
          const address = stored?.address?.toLowerCase()
          const accounts = sessions
            .flatMap((s) => s.accounts.map((a) => ({ ...a, peer: s.peer })))
            .filter((a) => a.namespace === ns && a.address.toLowerCase() === address)
          // The chain the app was last on (a switch after the connect moved it there), else the one connected on.
          const last = state.network.byNamespace[ns]?.chainId
          const account =
            accounts.find((a) => a.chainId === last) ??
            accounts.find((a) => a.chainId === stored?.chainId) ??
            accounts[0]
          if (account)
            connections.push({
              namespace: ns,
              chainId: account.chainId,
              address: account.address,
              walletName: account.peer.name,
            })
        }
        return connections.length > 0
          ? [{ type: 'connected', connections: activeLast(connections, state.network.activeNamespace ?? 'eip155') }]
          : []
      }),
      typedWalletErrors(wcErrorData),
    ),
  disconnect: (_target, { deps, state }) =>
    !deps.walletConnect
      ? EMPTY
      : walletConnectClient(deps).pipe(
          // The session is found with the read models of the intent, which still hold the address it serves.
          concatMap((client) => {
            const s = currentSession(client, state)
            return s ? defer(() => client.disconnect(s.topic)).pipe(map(() => undefined)) : EMPTY
          }),
          typedWalletErrors(wcErrorData),
        ),
  switchNetwork: (request, { deps, state }) => {
    const c = state.connection.byNamespace[request.namespace]
    return walletConnectClient(deps).pipe(
      concatMap((client) =>
        session(client, state, request.namespace, c?.status === 'connected' ? c.chainId : null).pipe(
          concatMap(({ topic, on }) =>
            switchEvmChain({
              chainId: request.chainId,
              network: findNetwork(deps.networks ?? NETWORKS, request.chainId),
              call: (method, params) => defer(() => client.request({ topic, chainId: on, method, params })),
              errorData: wcErrorData,
            }),
          ),
        ),
      ),
      typedWalletErrors(wcErrorData),
    )
  },
  request: (request, { deps, state }) =>
    walletConnectClient(deps).pipe(
      concatMap((client) =>
        session(client, state, request.namespace, request.chainId).pipe(map((s) => ({ client, s }))),
      ),
      concatMap(({ client, s }) => {
        const { method, params } = request
        if (isChainRead(method) && !s.methods.includes(method)) {
          // A chain read the wallet did not approve: the app's RPC answers it, as for any other family.
          const rpc = deps.services.rpc
          if (!rpc) return throwError(() => new NoRpcUrlError(`No RPC for ${request.chainId}`))
          return fromRequest((signal) =>
            rpc.request(request.chainId, params === undefined ? { method } : { method, params }, { signal }),
          )
        }
        return defer(() => client.request({ topic: s.topic, chainId: s.on, method, params }))
      }),
      typedWalletErrors(wcErrorData),
    ),
  events: (_target, { deps, state$ }) =>
    !deps.walletConnect
      ? EMPTY
      : walletConnectClient(deps).pipe(
          // A client that cannot start has no events to follow.
          catchError(() => EMPTY),
          concatMap((client) =>
            merge(
              askedChain(client, state$),
              sessionEvents(client).pipe(
                withLatestFrom(state$),
                concatMap(([event, state]) => {
                  try {
                    return readSessionEvent(event, state, client)
                  } catch {
                    return []
                  }
                }),
              ),
            ),
          ),
        ),
}

/**
 * The chain the wallet is on, asked over the session once the connection is followed (eth_chainId, where the
 * wallet approved it), as a chainChanged: a chainChanged sent while no page listened (the phone moved as the
 * page reloaded, or while it was closed) is lost, and the chain kept in the log would win otherwise.
 */
function askedChain(client: WalletConnectClient, state$: Observable<GatehouseState>): Observable<WalletEvent> {
  return state$.pipe(
    take(1),
    concatMap((state) => {
      const s = currentSession(client, state)
      const c = state.connection.byNamespace.eip155
      if (
        s === null ||
        c?.status !== 'connected' ||
        c.connectorId !== WALLET_CONNECT_ID ||
        !s.methods.includes('eth_chainId')
      )
        return EMPTY
      return defer(() =>
        client.request({
          topic: s.topic,
          chainId: sessionChain(s, 'eip155', c.chainId) ?? c.chainId,
          method: 'eth_chainId',
          params: [],
        }),
      ).pipe(
        concatMap((answer): WalletEvent[] => {
          const chainId = chainOfPayload(answer, 'eip155')
          return chainId === null ? [] : [{ type: 'chainChanged', namespace: 'eip155', chainId }]
        }),
        catchError(() => EMPTY),
      )
    }),
  )
}
