import { catchError, EMPTY, filter, map, of, switchMap, withLatestFrom, type Observable } from 'rxjs'
import type { Effect } from '../../src/bus/effects.js'
import { defaultOnrampOptions, isRestrictedTimeZone } from '../../src/domain/onramp.js'
import { toErrorData } from '../../src/errors/GatehouseError.js'
import { createEvent, ofType, type EventInput } from '../../src/events/index.js'
import type { GatehouseState } from '../../projections/index.js'
import { fromRequest } from '../kit/request.js'
import { ONRAMP_VIEW, onrampAccount, OnrampRegionRestrictedError, visitorTimeZone } from './shared.js'

/**
 * The onramp options (SPEC §3, §7 GET /v1/onramp/options) each time the Buy view shows for an account of an
 * onramp namespace (SPEC §9). When the call fails: OnrampFailed, then SPEC §8's built-in defaults as OnrampFetched
 * with `fallback`. In a restricted region (SPEC §9) no call is made: OnrampFailed with OnrampRegionRestrictedError,
 * which the view shows instead of the form. The latest showing wins. Does nothing without the data API.
 */
export const fetchOnrampOptions: Effect<GatehouseState> = (event$, state$, deps): Observable<EventInput> => {
  const api = deps.services.api
  if (!api) return EMPTY
  return event$.pipe(
    ofType('ViewPushed', 'ViewReplaced', 'ViewsReset'),
    filter((event) => event.data.view === ONRAMP_VIEW),
    withLatestFrom(state$),
    filter(([, state]) => onrampAccount(state) !== null),
    switchMap(([event]) => {
      const cause = { causationId: event.id }
      const timeZone = visitorTimeZone(deps)
      if (timeZone !== undefined && isRestrictedTimeZone(timeZone)) {
        return of(
          createEvent(
            'OnrampFailed',
            { call: 'options', error: toErrorData(new OnrampRegionRestrictedError(timeZone)) },
            cause,
          ),
        )
      }
      return fromRequest((signal) => api.call('onrampOptions', { signal })).pipe(
        map((response) => createEvent('OnrampFetched', { call: 'options', response }, cause)),
        catchError((error: unknown) =>
          of(
            createEvent('OnrampFailed', { call: 'options', error: toErrorData(error) }, cause),
            // SPEC §8: options failure falls back to built-in defaults.
            createEvent(
              'OnrampFetched',
              { call: 'options', response: { ...defaultOnrampOptions() }, fallback: true },
              cause,
            ),
          ),
        ),
      )
    }),
  )
}
