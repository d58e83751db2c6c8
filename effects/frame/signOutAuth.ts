import { catchError, concat, exhaustMap, filter, from, ignoreElements, of, withLatestFrom, type Observable } from 'rxjs'
import type { Effect } from '../../src/bus/effects.js'
import { toErrorData } from '../../src/errors/GatehouseError.js'
import { createEvent, ofType, type EventInput } from '../../src/events/index.js'
import { selectNamespacesToDisconnect } from '../../projections/connection/connection.selectors.js'
import type { GatehouseState } from '../../projections/index.js'
import { callFrame, hasFrame } from './frame.js'
import { authNamespaces } from './restoreAuth.js'

/**
 * Disconnect through the auth connector (SPEC §4: one namespace takes the others sharing the
 * auth connector along): SIGN_OUT in the frame, which clears its session and cached login
 * data, then Disconnected (reason 'user') for each of those namespaces. A frame that fails to
 * sign out is AuthFailed (step 'signOut') and the app's connection ends anyway.
 */
export const signOutAuth: Effect<GatehouseState> = (event$, state$, deps): Observable<EventInput> =>
  event$.pipe(
    ofType('DisconnectRequested'),
    withLatestFrom(state$),
    filter(([event, state]) => {
      const targets = selectNamespacesToDisconnect(state, event.data.namespace)
      return authNamespaces(state).some((ns) => targets.includes(ns))
    }),
    exhaustMap(([event, state]) => {
      const cause = { causationId: event.id }
      const targets = selectNamespacesToDisconnect(state, event.data.namespace)
      const namespaces = authNamespaces(state).filter((ns) => targets.includes(ns))
      const disconnected = from(namespaces.map((namespace) => createEvent('Disconnected', { namespace, reason: 'user' }, cause)))
      if (!hasFrame(deps)) return disconnected
      return concat(
        callFrame(deps, state, 'SIGN_OUT').pipe(
          ignoreElements(),
          catchError((error: unknown) => of(createEvent('AuthFailed', { step: 'signOut', error: toErrorData(error) }, cause))),
        ),
        disconnected,
      )
    }),
  )
