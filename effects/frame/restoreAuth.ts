import { catchError, concat, concatMap, filter, from, mergeMap, of, withLatestFrom, type Observable } from 'rxjs'
import { toErrorData } from '../../src/errors/GatehouseError.js'
import type { Effect } from '../../src/bus/effects.js'
import { AUTH_CONNECTOR_NAMESPACES } from '../../src/domain/accounts.js'
import { createEvent, ofType, type EventInput } from '../../src/events/index.js'
import type { GatehouseState } from '../../projections/index.js'
import { AUTH_CONNECTOR_ID, connectedEvents } from './connected.js'
import { callFrame, hasFrame } from './frame.js'

/** The namespaces connected (or being restored) through the auth connector. */
export function authNamespaces(state: GatehouseState): Array<(typeof AUTH_CONNECTOR_NAMESPACES)[number]> {
  return AUTH_CONNECTOR_NAMESPACES.filter((ns) => {
    const c = state.connection.byNamespace[ns]
    return c !== undefined && c.status !== 'disconnected' && c.connectorId === AUTH_CONNECTOR_ID
  }) as Array<(typeof AUTH_CONNECTOR_NAMESPACES)[number]>
}

/**
 * Restore on reload (SPEC §4: a stored connection shows as connecting while it is re-synced):
 * after SessionRestored, a connection through the auth connector asks the frame IS_CONNECTED
 * (its session lives in the frame's storage, never in the app's); connected, GET_USER gives
 * the user and it is Connected again; not connected, or a frame that fails, is Disconnected
 * ('sync-failed', SPEC §4: a frame reporting not connected clears the cache).
 */
export const restoreAuth: Effect<GatehouseState> = (event$, state$, deps): Observable<EventInput> =>
  event$.pipe(
    ofType('SessionRestored'),
    withLatestFrom(state$),
    filter(([, state]) => authNamespaces(state).length > 0),
    mergeMap(([event, state]) => {
      const cause = { causationId: event.id }
      const namespaces = authNamespaces(state)
      const syncFailed = () => from(namespaces.map((namespace) => createEvent('Disconnected', { namespace, reason: 'sync-failed' }, cause)))
      if (!hasFrame(deps)) return syncFailed()
      const provider = state.auth.provider
      return callFrame(deps, state, 'IS_CONNECTED').pipe(
        concatMap(({ isConnected }) =>
          isConnected ? callFrame(deps, state, 'GET_USER').pipe(concatMap((user) => from(connectedEvents(user, provider, cause)))) : syncFailed(),
        ),
        catchError((error: unknown) => concat(syncFailed(), of(createEvent('AuthFailed', { step: 'restore', error: toErrorData(error) }, cause)))),
      )
    }),
  )
