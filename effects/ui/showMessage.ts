import { concat, EMPTY, filter, map, of, switchMap, timer, withLatestFrom, type Observable } from 'rxjs'
import type { Effect } from '../../src/bus/effects.js'
import { MESSAGE_AUTO_CLOSE_MS, MESSAGE_REOPEN_DELAY_MS } from '../../src/domain/constants.js'
import { createEvent, ofType, type EventInput } from '../../src/events/index.js'
import type { GatehouseState } from '../../projections/index.js'

/**
 * Shows banner messages (SPEC §4 "Message banner"): at once when no banner is
 * open; otherwise closes it and reopens it after 150 ms on `deps.scheduler`
 * with the new message. The latest message wins. A message that closes by
 * itself (SPEC §3 autoClose: every one but a loading one, SPEC §8) is hidden
 * 2.5 s later, unless something dismissed it meanwhile.
 */
export const showMessage: Effect<GatehouseState> = (event$, state$, deps): Observable<EventInput> =>
  event$.pipe(
    ofType('MessageRequested'),
    withLatestFrom(state$),
    switchMap(([event, state]) => {
      const cause = { causationId: event.id }
      const shown = createEvent('MessageShown', event.data, cause)
      const closing =
        (event.data.autoClose ?? event.data.variant !== 'loading')
          ? timer(MESSAGE_AUTO_CLOSE_MS, deps.scheduler).pipe(
              withLatestFrom(state$),
              filter(([, now]) => now.alerts.banner !== null),
              map(() => createEvent('MessageHidden', {}, cause)),
            )
          : EMPTY
      if (state.alerts.banner === null) return concat(of(shown), closing)
      return concat(
        of(createEvent('MessageHidden', {}, cause)),
        timer(MESSAGE_REOPEN_DELAY_MS, deps.scheduler).pipe(map(() => shown)),
        closing,
      )
    }),
  )
