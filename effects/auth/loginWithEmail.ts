import { catchError, concat, concatMap, exhaustMap, map, of, takeUntil, withLatestFrom, type Observable } from 'rxjs'
import type { Effect } from '../../src/bus/effects.js'
import { checkEmailCooldown, validateEmail } from '../../src/domain/emailLogin.js'
import { CatalogueError } from '../../src/errors/catalogue.js'
import { toErrorData } from '../../src/errors/GatehouseError.js'
import { createEvent, ofType, type EventInput } from '../../src/events/index.js'
import type { GatehouseState } from '../../projections/index.js'
import { signedInEvents } from './preferredAccount.js'
import { EmailCooldownError } from './errors.js'
import { callFrame, hasFrame } from './frame.js'

/**
 * The email login (SPEC §4 "Frame login"): EmailLoginRequested is checked (SPEC §5: an email
 * format; no new login within 30 s of the last: 'Please try again after {n} seconds'), then
 * CONNECT_EMAIL. The frame's VERIFY_OTP is EmailOtpRequired; VERIFY_DEVICE is
 * DeviceVerificationRequired, then CONNECT_DEVICE (waits for the approval from the email),
 * then EmailOtpRequired; CONNECT (a known session) is the user at once. Any failure (the
 * frame's error, 'An error occurred', the 30 s timeout, an unloadable frame) is AuthFailed.
 * Repeats while one runs are ignored; AuthCancelRequested abandons it.
 */
export const loginWithEmail: Effect<GatehouseState> = (event$, state$, deps): Observable<EventInput> =>
  event$.pipe(
    ofType('EmailLoginRequested'),
    withLatestFrom(state$),
    exhaustMap(([event, state]) => {
      const cause = { causationId: event.id }
      const failed = (step: 'email' | 'device', error: unknown) =>
        of(createEvent('AuthFailed', { step, error: toErrorData(error) }, cause))
      if (!hasFrame(deps))
        return failed(
          'email',
          new CatalogueError('emailDependencyFailed', { details: 'No secure frame is configured' }),
        )
      const email = validateEmail(event.data.email)
      if (!email.ok) return failed('email', new CatalogueError(email.error.id, { details: email.error.details }))
      const cooldown = checkEmailCooldown(state.auth.lastEmailLoginAt ?? undefined, deps.now())
      if (!cooldown.ok) return failed('email', EmailCooldownError.fromMessage(cooldown.error.message))
      const address = email.value
      let step: 'email' | 'device' = 'email'
      return callFrame(deps, state, 'CONNECT_EMAIL', { email: address }).pipe(
        concatMap(({ action }): Observable<EventInput> => {
          switch (action) {
            case 'VERIFY_OTP':
              return of(createEvent('EmailOtpRequired', { email: address }, cause))
            case 'VERIFY_DEVICE':
              // The device fact first, then the wait for the approval (CONNECT_DEVICE), then the code.
              step = 'device'
              return concat(
                of(createEvent('DeviceVerificationRequired', { email: address }, cause)),
                callFrame(deps, state, 'CONNECT_DEVICE').pipe(
                  map(() => createEvent('EmailOtpRequired', { email: address }, cause)),
                ),
              )
            case 'CONNECT':
              return callFrame(deps, state, 'GET_USER').pipe(
                concatMap((user) => signedInEvents(deps, state, user, null, cause)),
              )
          }
        }),
        catchError((error: unknown) => failed(step, error)),
        takeUntil(event$.pipe(ofType('AuthCancelRequested'))),
      )
    }),
  )
