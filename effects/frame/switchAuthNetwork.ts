import { catchError, filter, map, of, switchMap, withLatestFrom, type Observable } from 'rxjs'
import type { Effect } from '../../src/bus/effects.js'
import { toErrorData } from '../../src/errors/GatehouseError.js'
import { createEvent, ofType, type EventInput } from '../../src/events/index.js'
import type { GatehouseState } from '../../projections/index.js'
import { AUTH_CONNECTOR_ID, userChainId } from './connected.js'
import { callFrame } from './frame.js'

/**
 * Switches the embedded wallet's network (NetworkSwitchRequested for eip155 while connected
 * through the auth connector): SWITCH_NETWORK in the frame, then NetworkSwitched on the chain
 * the frame reports; a failure is NetworkSwitchFailed. The latest request wins.
 */
export const switchAuthNetwork: Effect<GatehouseState> = (event$, state$, deps): Observable<EventInput> =>
  event$.pipe(
    ofType('NetworkSwitchRequested'),
    filter((event) => event.data.chainId.startsWith('eip155:')),
    withLatestFrom(state$),
    filter(([, state]) => {
      const c = state.connection.byNamespace.eip155
      return c?.status === 'connected' && c.connectorId === AUTH_CONNECTOR_ID
    }),
    switchMap(([event, state]) => {
      const { chainId } = event.data
      const cause = { causationId: event.id }
      return callFrame(deps, state, 'SWITCH_NETWORK', { chainId: Number(chainId.slice('eip155:'.length)) }).pipe(
        map((answer) => createEvent('NetworkSwitched', { chainId: userChainId(answer.chainId) }, cause)),
        catchError((error: unknown) => of(createEvent('NetworkSwitchFailed', { chainId, error: toErrorData(error) }, cause))),
      )
    }),
  )
