import { catchError, concatMap, filter, first, from, map, mergeMap, of, race, timer, withLatestFrom, type Observable } from 'rxjs'
import type { Effect } from '../../src/bus/effects.js'
import { createEvent, ofType, type EventInput } from '../../src/events/index.js'
import type { GatehouseState } from '../../projections/index.js'
import { announcedWallets, caipChainId, callWallet, firstAccount, isAnnouncedConnector, isKnownNetwork } from './wallets.js'

/**
 * How long a restored EIP-6963 connection waits for its wallet to announce itself before it
 * counts as a failed sync. Ours: SPEC gives no number; extensions announce as soon as the page
 * asks, so this only matters when the wallet is gone.
 */
export const INJECTED_RESTORE_WAIT_MS = 2_000

/**
 * Restore on reload without a new prompt (SPEC §4 "On load a stored connected status is shown
 * as connecting while the connection is re-synced"): after SessionRestored, an eip155
 * connection being restored through an EIP-6963 wallet asks eth_accounts, which wallets answer
 * without a prompt for a page they granted. An account is Connected again (with the wallet's
 * current chain); no account, a wallet that errs or answers garbage, or no wallet within
 * INJECTED_RESTORE_WAIT_MS is Disconnected (reason 'sync-failed'). Without a window nothing happens.
 */
export const restoreInjectedWallet: Effect<GatehouseState> = (event$, state$, deps): Observable<EventInput> =>
  !deps.eip6963
    ? from([])
    : event$.pipe(
        ofType('SessionRestored'),
        withLatestFrom(state$),
        filter(([, state]) => {
          const c = state.connection.byNamespace.eip155
          return c?.status === 'connecting' && c.restoring && isAnnouncedConnector(state, c.connectorId)
        }),
        mergeMap(([event, state]) => {
          const c = state.connection.byNamespace.eip155
          const connectorId = c?.status === 'connecting' ? c.connectorId : ''
          const cause = { causationId: event.id }
          const syncFailed = createEvent('Disconnected', { namespace: 'eip155', reason: 'sync-failed' }, cause)
          const wallet$ = announcedWallets(deps).pipe(
            map((wallets) => wallets.get(connectorId)),
            first((wallet) => wallet !== undefined),
          )
          return race(wallet$, timer(INJECTED_RESTORE_WAIT_MS, deps.scheduler).pipe(map(() => undefined))).pipe(
            concatMap((wallet) => {
              if (!wallet) return of(syncFailed)
              return callWallet(wallet.provider, 'eth_accounts').pipe(
                map(firstAccount),
                concatMap((address) => {
                  if (address === null) return of(syncFailed)
                  return callWallet(wallet.provider, 'eth_chainId').pipe(
                    map(caipChainId),
                    concatMap((chainId) => {
                      const out: EventInput[] = [
                        createEvent('Connected', { connectorId, namespace: 'eip155', chainId, address, walletName: wallet.info.name }, cause),
                      ]
                      if (!isKnownNetwork(deps, chainId)) out.push(createEvent('NetworkUnsupported', { chainId }, cause))
                      return from(out)
                    }),
                  )
                }),
                catchError(() => of(syncFailed)),
              )
            }),
          )
        }),
      )
