import { catchError, concat, EMPTY, filter, from, ignoreElements, mergeMap, timer, withLatestFrom, type Observable } from 'rxjs'
import type { Effect } from '../../src/bus/effects.js'
import { createEvent, ofType, type EventInput } from '../../src/events/index.js'
import type { GatehouseState } from '../../projections/index.js'
import { selectNamespacesToDisconnect } from '../../projections/connection/connection.selectors.js'
import { announcedWallets, callWallet, isAnnouncedConnector } from './wallets.js'

/**
 * Disconnects an EIP-6963 wallet (DisconnectRequested for eip155, or for every namespace):
 * Disconnected (reason 'user') at once — EIP-1193 has no disconnect call, the connection is
 * the app's to end — then, in a later task, wallet_revokePermissions so the wallet forgets the
 * grant, as wallets that support it do; a wallet that refuses or does not know the method
 * changes nothing. A connection through another connector is not this effect's.
 */
export const disconnectInjectedWallet: Effect<GatehouseState> = (event$, state$, deps): Observable<EventInput> =>
  event$.pipe(
    ofType('DisconnectRequested'),
    withLatestFrom(state$, announcedWallets(deps)),
    filter(([event, state]) => {
      const c = state.connection.byNamespace.eip155
      return (
        c !== undefined &&
        c.status !== 'disconnected' &&
        isAnnouncedConnector(state, c.connectorId) &&
        selectNamespacesToDisconnect(state, event.data.namespace).includes('eip155')
      )
    }),
    mergeMap(([event, state, wallets]) => {
      const c = state.connection.byNamespace.eip155
      const provider = c && c.status !== 'disconnected' ? wallets.get(c.connectorId)?.provider : undefined
      const disconnected = createEvent('Disconnected', { namespace: 'eip155', reason: 'user' }, { causationId: event.id })
      // After the Disconnected fact is in the read models, so the wallet's accountsChanged([]) that answers is not a second one.
      const revoke = provider
        ? timer(0, deps.scheduler).pipe(
            mergeMap(() => callWallet(provider, 'wallet_revokePermissions', [{ eth_accounts: {} }])),
            ignoreElements(),
            catchError(() => EMPTY),
          )
        : EMPTY
      return concat(from([disconnected]), revoke)
    }),
  )
