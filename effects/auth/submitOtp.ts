import { catchError, concatMap, exhaustMap, of, takeUntil, withLatestFrom, type Observable } from 'rxjs'
import type { Effect } from '../../src/bus/effects.js'
import { validateOtp } from '../../src/domain/emailLogin.js'
import { CatalogueError } from '../../src/errors/catalogue.js'
import { toErrorData } from '../../src/errors/GatehouseError.js'
import { createEvent, ofType, type EventInput } from '../../src/events/index.js'
import type { GatehouseState } from '../../projections/index.js'
import { signedInEvents } from './preferredAccount.js'
import { callFrame } from './frame.js'

/**
 * The one-time code (SPEC §4 "Frame login": OTP, then connected): OtpSubmitted's ticket takes
 * the code out of `deps.secrets` (it never was in an event), CONNECT_OTP hands it to the
 * frame, GET_USER reads the user, and the user is connected through the auth connector.
 * A missing or empty code, a code the frame refuses, or any frame failure is AuthFailed
 * (step 'otp': the code field stays open). Repeats while one runs are ignored.
 */
export const submitOtp: Effect<GatehouseState> = (event$, state$, deps): Observable<EventInput> =>
  event$.pipe(
    ofType('OtpSubmitted'),
    withLatestFrom(state$),
    exhaustMap(([event, state]) => {
      const cause = { causationId: event.id }
      const failed = (error: unknown) =>
        of(createEvent('AuthFailed', { step: 'otp', error: toErrorData(error) }, cause))
      const code = validateOtp(deps.secrets.take(event.data.ticket))
      if (!code.ok) return failed(new CatalogueError(code.error.id, { details: code.error.details }))
      return callFrame(deps, state, 'CONNECT_OTP', { otp: code.value }).pipe(
        concatMap(() => callFrame(deps, state, 'GET_USER')),
        concatMap((user) => signedInEvents(deps, state, user, null, cause)),
        catchError(failed),
        takeUntil(event$.pipe(ofType('AuthCancelRequested'))),
      )
    }),
  )
