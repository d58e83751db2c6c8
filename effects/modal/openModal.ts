import { map, withLatestFrom, type Observable } from 'rxjs'
import type { Effect } from '../../src/bus/effects.js'
import { createEvent, ofType, type EventInput } from '../../src/events/index.js'
import type { GatehouseState } from '../../projections/index.js'
import { selectAnyConnected } from '../../projections/connection/connection.selectors.js'

/**
 * Answers open and close intents at once, without waiting on the network
 * (SPEC §2: a requested view wins, else Account when an address is connected,
 * else Connect). Prefetch and the SIWX gate join here in later issues.
 */
export const openModal: Effect<GatehouseState> = (event$, state$): Observable<EventInput> =>
  event$.pipe(
    ofType('ModalOpenRequested', 'ModalCloseRequested'),
    withLatestFrom(state$),
    map(([event, state]) =>
      event.type === 'ModalOpenRequested'
        ? createEvent(
            'ModalOpened',
            { view: event.data.view ?? (selectAnyConnected(state) ? 'Account' : 'Connect'), namespace: event.data.namespace },
            { causationId: event.id },
          )
        : createEvent('ModalClosed', {}, { causationId: event.id }),
    ),
  )
