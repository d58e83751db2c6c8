import { concat, map, of, switchMap, timer, withLatestFrom, type Observable } from 'rxjs'
import type { Effect } from '../../src/bus/effects.js'
import { MESSAGE_REOPEN_DELAY_MS } from '../../src/domain/constants.js'
import { createEvent, ofType, type EventInput } from '../../src/events/index.js'
import type { GatehouseState } from '../../projections/index.js'

/**
 * Shows banner messages (SPEC §4 "Message banner"): at once when no banner is
 * open; otherwise closes it and reopens it after 150 ms on `deps.scheduler`
 * with the new message. The latest message wins.
 */
export const showMessage: Effect<GatehouseState> = (event$, state$, deps): Observable<EventInput> =>
  event$.pipe(
    ofType('MessageRequested'),
    withLatestFrom(state$),
    switchMap(([event, state]) => {
      const shown = createEvent('MessageShown', event.data, { causationId: event.id })
      if (state.alerts.banner === null) return of(shown)
      return concat(
        of(createEvent('MessageHidden', {}, { causationId: event.id })),
        timer(MESSAGE_REOPEN_DELAY_MS, deps.scheduler).pipe(map(() => shown)),
      )
    }),
  )
