// The injected family (EIP-6963 discovery, EIP-1193 providers): what is special to a browser
// wallet, behind the ConnectorAdapter interface. The generic effects in effects/connection/ turn
// what it reports into events; discovery itself stays the family effect discoverInjectedWallets.
import {
  catchError,
  concatMap,
  defer,
  distinctUntilChanged,
  EMPTY,
  first,
  ignoreElements,
  map,
  NEVER,
  Observable,
  race,
  switchMap,
  throwError,
  timer,
} from 'rxjs'
import type { Deps } from '../../src/deps.js'
import { checkEvmAddress } from '../../src/domain/addressChecks.js'
import { findNetwork } from '../../src/domain/networks.js'
import { AdapterNotFoundError, InvalidAddressError } from '../../src/errors/thrown.js'
import type { GatehouseState } from '../../projections/index.js'
import { switchEvmChain } from '../kit/addChain.js'
import {
  ANNOUNCED,
  announcedWallets,
  type AnnouncedWallet,
  type AnnouncedWallets,
  type InjectedProvider,
} from '../injected/announced.js'
import {
  appNetworks,
  caipChainId,
  callWallet,
  firstAccount,
  isAnnouncedConnector,
  walletErrorData,
} from '../injected/wallets.js'
import type { AdapterStep, ConnectorAdapter, WalletEvent } from './adapter.js'
import { typedWalletErrors } from './walletError.js'

/**
 * How long a restored EIP-6963 connection waits for its wallet to announce itself before it
 * counts as a failed sync. Ours: SPEC gives no number; extensions announce as soon as the page
 * asks, so this only matters when the wallet is gone.
 */
export const INJECTED_RESTORE_WAIT_MS = 2_000

/**
 * The wallets announced on the page now: the page's discovery (shared by every injected effect)
 * replays them, and a page asked afresh hears wallets announce at once (EIP-6963 answers the
 * request event synchronously).
 */
function walletsNow(deps: Pick<Deps, 'eip6963'>): AnnouncedWallets {
  let wallets: AnnouncedWallets = new Map()
  announcedWallets(deps)
    .subscribe((w) => (wallets = w))
    .unsubscribe()
  return wallets
}

/** The announced wallet of `connectorId` on this page now, or an AdapterNotFoundError. */
function walletOf(deps: Pick<Deps, 'eip6963'>, connectorId: string): Observable<AnnouncedWallet> {
  return defer(() => {
    const wallet = walletsNow(deps).get(connectorId)
    // Known from an earlier page, not announced on this one (the extension is gone or disabled).
    return wallet
      ? [wallet]
      : throwError(() => new AdapterNotFoundError({ details: `No EIP-6963 wallet ${connectorId} on this page` }))
  })
}

/** One request to the wallet, its errors read as SPEC §8's (4001 a person's rejection). */
function call(provider: InjectedProvider, method: string, params?: unknown): Observable<unknown> {
  return callWallet(provider, method, params).pipe(typedWalletErrors(walletErrorData))
}

/** eth_accounts or eth_requestAccounts, then eth_chainId: the wallet's account on its chain, or null for none. */
function account(
  wallet: AnnouncedWallet,
  method: 'eth_requestAccounts' | 'eth_accounts',
  connectorId: string,
): Observable<AdapterStep | null> {
  return call(wallet.provider, method).pipe(
    map(firstAccount),
    concatMap((address) =>
      address === null
        ? [null]
        : call(wallet.provider, 'eth_chainId').pipe(
            map((chain): AdapterStep => ({
              type: 'connected',
              connections: [
                { namespace: 'eip155', chainId: caipChainId(chain), address, walletName: wallet.info.name },
              ],
              recent: {
                wallet: {
                  id: connectorId,
                  name: wallet.info.name,
                  ...(wallet.info.icon ? { imageUrl: wallet.info.icon } : {}),
                },
              },
            })),
          ),
    ),
  )
}

/** The provider's EIP-1193 events while subscribed; a provider without `on`, or whose `on` throws, gives none. */
function providerEvents(
  provider: InjectedProvider,
): Observable<{ kind: 'accountsChanged' | 'chainChanged' | 'disconnect'; payload: unknown }> {
  return new Observable((subscriber) => {
    const kinds = ['accountsChanged', 'chainChanged', 'disconnect'] as const
    const listeners = kinds.map((kind) => [kind, (payload: unknown) => subscriber.next({ kind, payload })] as const)
    for (const [kind, listener] of listeners) {
      try {
        provider.on?.(kind, listener)
      } catch {
        // A wallet that cannot be listened to keeps the connection as it is.
      }
    }
    return () => {
      for (const [kind, listener] of listeners) {
        try {
          provider.removeListener?.(kind, listener)
        } catch {
          // Nothing more to do for a wallet that refuses to let go.
        }
      }
    }
  })
}

/** An EIP-1193 event as a wallet event; null for a payload that cannot be read. */
function readEvent(kind: 'accountsChanged' | 'chainChanged' | 'disconnect', payload: unknown): WalletEvent | null {
  switch (kind) {
    case 'accountsChanged': {
      if (!Array.isArray(payload)) return null
      if (payload.length === 0) return { type: 'accountsChanged', namespace: 'eip155', address: null }
      const address = checkEvmAddress(payload[0])
      return address.ok ? { type: 'accountsChanged', namespace: 'eip155', address: address.value } : null
    }
    case 'chainChanged':
      try {
        return { type: 'chainChanged', namespace: 'eip155', chainId: caipChainId(payload) }
      } catch {
        return null
      }
    case 'disconnect':
      return { type: 'disconnect', namespace: 'eip155' }
  }
}

/**
 * EIP-6963 wallets (eip155): connect is eth_requestAccounts (the wallet's prompt) then
 * eth_chainId; restore is eth_accounts, which wallets answer without a prompt for a page they
 * granted, once the wallet has announced itself (within INJECTED_RESTORE_WAIT_MS); disconnect
 * is wallet_revokePermissions, best effort (EIP-1193 has no disconnect: the connection is the
 * app's to end, and a wallet that refuses or does not know the method changes nothing); switch is
 * wallet_switchEthereumChain with the add-chain fallback; request is the provider's own.
 * Without a window there are no wallets, and nothing is owned.
 */
export const injectedAdapter: ConnectorAdapter = {
  type: ANNOUNCED,
  namespaces: ['eip155'],
  owns: (target, state: GatehouseState) =>
    target.namespace === 'eip155' && isAnnouncedConnector(state, target.connectorId),
  connect: (request, { deps }) =>
    walletOf(deps, request.connectorId).pipe(
      concatMap((wallet) => account(wallet, 'eth_requestAccounts', request.connectorId)),
      map((step) => {
        if (step === null) throw new InvalidAddressError({ details: 'The wallet granted no account' })
        return step
      }),
    ),
  restore: (target, { deps }) => {
    // Without a window there is no wallet to ask and no page showing the connection: it stays as stored.
    if (!deps.eip6963) return NEVER
    const wallet$ = announcedWallets(deps).pipe(
      map((wallets) => wallets.get(target.connectorId)),
      first((wallet) => wallet !== undefined),
    )
    return race(wallet$, timer(INJECTED_RESTORE_WAIT_MS, deps.scheduler).pipe(map(() => undefined))).pipe(
      concatMap((wallet) => (wallet ? account(wallet, 'eth_accounts', target.connectorId) : [null])),
      concatMap((step) => (step === null ? [] : [step])),
    )
  },
  disconnect: (target, { deps }) =>
    defer(() => {
      const provider = walletsNow(deps).get(target.connectorId)?.provider
      if (!provider) return EMPTY
      return callWallet(provider, 'wallet_revokePermissions', [{ eth_accounts: {} }]).pipe(
        ignoreElements(),
        // Optional (EIP-2255): a wallet without it keeps its grant, and the app's connection has ended anyway.
        catchError(() => EMPTY),
      )
    }),
  switchNetwork: (request, { deps }) =>
    walletOf(deps, request.connectorId).pipe(
      concatMap((wallet) =>
        switchEvmChain({
          chainId: request.chainId,
          network: findNetwork(appNetworks(deps), request.chainId),
          call: (method, params) => callWallet(wallet.provider, method, params),
          errorData: walletErrorData,
        }),
      ),
      typedWalletErrors(walletErrorData),
    ),
  request: (request, { deps }) =>
    walletOf(deps, request.connectorId).pipe(
      concatMap((wallet) => call(wallet.provider, request.method, request.params)),
    ),
  events: (target, { deps }) =>
    announcedWallets(deps).pipe(
      map((wallets) => wallets.get(target.connectorId)?.provider),
      distinctUntilChanged(),
      switchMap((provider) => (provider ? providerEvents(provider) : EMPTY)),
      concatMap((event) => {
        const read = readEvent(event.kind, event.payload)
        return read ? [read] : []
      }),
    ),
}
