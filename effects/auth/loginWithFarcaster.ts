import { catchError, concat, concatMap, exhaustMap, of, takeUntil, withLatestFrom, type Observable } from 'rxjs'
import type { Effect } from '../../src/bus/effects.js'
import { FRAME_CALL_TIMEOUT_MS } from '../../src/domain/constants.js'
import { InvalidResponseError } from '../../src/errors/thrown.js'
import { toErrorData } from '../../src/errors/GatehouseError.js'
import { createEvent, ofType, type EventInput } from '../../src/events/index.js'
import type { FARCASTER_FAILURES } from '../../src/events/auth.js'
import type { GatehouseState } from '../../projections/index.js'
import { signedInEvents } from './preferredAccount.js'
import { EmailDependencyError, FarcasterDeclinedError, FarcasterExpiredError } from './errors.js'
import { callFrame, hasFrame } from './frame.js'

/** Why a Farcaster sign-in failed, from its typed error. */
function reasonOf(error: unknown): (typeof FARCASTER_FAILURES)[number] {
  if (error instanceof FarcasterDeclinedError) return 'declined'
  if (error instanceof FarcasterExpiredError) return 'expired'
  return 'failed'
}

/**
 * The Farcaster sign-in (SPEC §1 connect method farcaster, §7 the frame's farcaster event, in
 * two calls: effects/auth/protocol.ts). FarcasterLoginRequested asks the frame to open a
 * sign-in (CONNECT_FARCASTER `{}`, SPEC §9's 30 s), whose URL is FarcasterUriCreated (the
 * ConnectingFarcaster view's QR code; ephemeral), then waits (CONNECT_FARCASTER `{ url }`)
 * until the visitor approves or declines on their Farcaster app or the sign-in expires, and 30 s
 * more for the frame to say so. Approved: connected through the auth connector, as after a social
 * login. Declined, expired, a frame error, a timeout or an unreadable answer: FarcasterLoginFailed
 * with its typed error. Repeats while one runs are ignored (the view shows the sign-in under
 * way); AuthCancelRequested abandons it. The channel's and the session's tokens stay in the frame.
 */
export const loginWithFarcaster: Effect<GatehouseState> = (event$, state$, deps): Observable<EventInput> =>
  event$.pipe(
    ofType('FarcasterLoginRequested'),
    withLatestFrom(state$),
    exhaustMap(([event, state]) => {
      const cause = { causationId: event.id }
      const failed = (error: unknown) =>
        of(createEvent('FarcasterLoginFailed', { reason: reasonOf(error), error: toErrorData(error) }, cause))
      if (!hasFrame(deps)) return failed(new EmailDependencyError({ details: 'No secure frame is configured' }))
      return callFrame(deps, state, 'CONNECT_FARCASTER').pipe(
        concatMap((offer) => {
          if (offer.status !== 'pending')
            throw new InvalidResponseError({
              details: `CONNECT_FARCASTER: expected a new sign-in, got '${offer.status}'`,
            })
          const { url, expiresInMs } = offer
          return concat(
            of(createEvent('FarcasterUriCreated', { url, expiresAt: Math.round(deps.now() + expiresInMs) }, cause)),
            callFrame(
              deps,
              state,
              'CONNECT_FARCASTER',
              { url },
              { timeoutMs: expiresInMs + FRAME_CALL_TIMEOUT_MS },
            ).pipe(
              concatMap((outcome) => {
                switch (outcome.status) {
                  case 'approved':
                    return signedInEvents(deps, state, outcome.user, null, cause)
                  case 'declined':
                    throw new FarcasterDeclinedError({ details: 'Declined in the Farcaster app' })
                  case 'expired':
                    throw new FarcasterExpiredError({
                      details: `Not answered within ${Math.round(expiresInMs / 1000)} s`,
                    })
                  default:
                    throw new InvalidResponseError({
                      details: `CONNECT_FARCASTER: a second sign-in instead of the outcome of ${url}`,
                    })
                }
              }),
            ),
          )
        }),
        catchError(failed),
        takeUntil(event$.pipe(ofType('AuthCancelRequested'))),
      )
    }),
  )
