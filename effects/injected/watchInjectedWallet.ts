import { distinctUntilChanged, EMPTY, map, mergeMap, Observable, switchMap, withLatestFrom } from 'rxjs'
import type { Effect } from '../../src/bus/effects.js'
import { checkEvmAddress as validateEvmAddress } from '../../src/domain/addressChecks.js'
import { createEvent, type EventInput } from '../../src/events/index.js'
import type { GatehouseState } from '../../projections/index.js'
import { announcedWallets, caipChainId, isAnnouncedConnector, isKnownNetwork, type InjectedProvider } from './wallets.js'

type WalletEvent = { kind: 'accountsChanged' | 'chainChanged' | 'disconnect'; payload: unknown }

/** The provider's EIP-1193 events while subscribed; a provider without `on`, or whose `on` throws, gives none. */
function providerEvents(provider: InjectedProvider): Observable<WalletEvent> {
  return new Observable<WalletEvent>((subscriber) => {
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

/** The eip155 connection's connector id while it is connected through an EIP-6963 wallet, else null. */
function watchedConnector(state: GatehouseState): string | null {
  const c = state.connection.byNamespace.eip155
  return c?.status === 'connected' && isAnnouncedConnector(state, c.connectorId) ? c.connectorId : null
}

/**
 * Follows the connected EIP-6963 wallet's events (EIP-1193): accountsChanged to another
 * account is AccountChanged, to none is Disconnected (reason 'wallet'); chainChanged is
 * NetworkSwitched, or NetworkUnsupported for a network the app does not know (SPEC §4);
 * 'disconnect' is Disconnected. Facts already in the read models are not repeated, and an
 * event whose payload cannot be read changes nothing.
 */
export const watchInjectedWallet: Effect<GatehouseState> = (_event$, state$, deps): Observable<EventInput> =>
  state$.pipe(
    map(watchedConnector),
    distinctUntilChanged(),
    switchMap((connectorId) =>
      connectorId === null
        ? EMPTY
        : announcedWallets(deps).pipe(
            map((wallets) => wallets.get(connectorId)?.provider),
            distinctUntilChanged(),
            switchMap((provider) => (provider ? providerEvents(provider) : EMPTY)),
            withLatestFrom(state$),
            mergeMap(([event, state]): EventInput[] => {
              const c = state.connection.byNamespace.eip155
              if (c?.status !== 'connected' || c.connectorId !== connectorId) return []
              switch (event.kind) {
                case 'accountsChanged': {
                  if (!Array.isArray(event.payload)) return []
                  if (event.payload.length === 0) return [createEvent('Disconnected', { namespace: 'eip155', reason: 'wallet' })]
                  const address = validateEvmAddress(event.payload[0])
                  if (!address.ok || address.value.toLowerCase() === c.address.toLowerCase()) return []
                  return [createEvent('AccountChanged', { namespace: 'eip155', address: address.value })]
                }
                case 'chainChanged': {
                  let chainId
                  try {
                    chainId = caipChainId(event.payload)
                  } catch {
                    return []
                  }
                  const active = state.network.byNamespace.eip155
                  const known = isKnownNetwork(deps, chainId)
                  if (active?.chainId === chainId && (active.unsupported === true) === !known) return []
                  return [known ? createEvent('NetworkSwitched', { chainId }) : createEvent('NetworkUnsupported', { chainId })]
                }
                case 'disconnect':
                  return [createEvent('Disconnected', { namespace: 'eip155', reason: 'wallet' })]
              }
            }),
          ),
    ),
  )
