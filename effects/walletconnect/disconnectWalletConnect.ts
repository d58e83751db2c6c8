import { catchError, concat, concatMap, EMPTY, filter, from, ignoreElements, map, mergeMap, type Observable, timer, withLatestFrom } from 'rxjs'
import type { Effect } from '../../src/bus/effects.js'
import { createEvent, ofType, type EventInput } from '../../src/events/index.js'
import type { GatehouseState } from '../../projections/index.js'
import { selectNamespacesToDisconnect } from '../../projections/connection/connection.selectors.js'
import { currentSession, walletConnectClient, walletConnectNamespaces } from './client.js'

/**
 * Disconnects WalletConnect (DisconnectRequested for a namespace it serves, or for every
 * namespace): SPEC §4, one namespace of a WalletConnect connection takes down the others it
 * serves. Disconnected (reason 'user') for each at once, then, in a later task, the session is
 * ended on the relay so the wallet forgets it; a relay that fails changes nothing here (the
 * session expires on its own). Connections through other connectors are not this effect's.
 */
export const disconnectWalletConnect: Effect<GatehouseState> = (event$, state$, deps): Observable<EventInput> =>
  event$.pipe(
    ofType('DisconnectRequested'),
    withLatestFrom(state$),
    map(([event, state]) => {
      const wanted = selectNamespacesToDisconnect(state, event.data.namespace)
      return [event, state, walletConnectNamespaces(state).filter((ns) => wanted.includes(ns))] as const
    }),
    filter(([, , namespaces]) => namespaces.length > 0),
    mergeMap(([event, state, namespaces]) => {
      const cause = { causationId: event.id }
      const disconnected = from(namespaces.map((namespace) => createEvent('Disconnected', { namespace, reason: 'user' }, cause)))
      // The session is found now, while the read models still hold the address it serves.
      const end = deps.walletConnect
        ? walletConnectClient(deps).pipe(
            concatMap((client) => {
              const session = currentSession(client, state)
              return session ? timer(0, deps.scheduler).pipe(concatMap(() => client.disconnect(session.topic))) : EMPTY
            }),
            ignoreElements(),
            catchError(() => EMPTY),
          )
        : EMPTY
      return concat(disconnected, end)
    }),
  )
