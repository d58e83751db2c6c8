import { catchError, concatMap, exhaustMap, finalize, from, Observable, of, takeUntil, withLatestFrom } from 'rxjs'
import type { Effect } from '../../src/bus/effects.js'
import { toErrorData } from '../../src/errors/GatehouseError.js'
import { createEvent, ofType, type EventInput } from '../../src/events/index.js'
import type { FramePopup } from '../../src/frame.js'
import type { GatehouseState } from '../../projections/index.js'
import { signedInEvents } from './preferredAccount.js'
import { SocialLoginCancelledError } from './errors.js'
import { callFrame, frameMessenger, hasFrame } from './frame.js'

/** The login window's result URI: waits for the provider page's message; closes the window when done or abandoned. */
function popupResult(popup: FramePopup, uri: string): Observable<string> {
  return new Observable<string>((subscriber) => {
    const controller = new AbortController()
    try {
      popup.navigate(uri)
    } catch (error) {
      subscriber.error(error)
      return () => popup.close()
    }
    popup.result(controller.signal).then(
      (result) => {
        subscriber.next(result)
        subscriber.complete()
      },
      (error: unknown) => subscriber.error(error),
    )
    return () => {
      controller.abort()
      popup.close()
    }
  })
}

/**
 * The social login (SPEC §7: get social redirect uri, "social"): SocialLoginRequested opens
 * the login window at once (while the click still counts, so it is not blocked), asks the
 * frame for the provider's redirect URI and sends the window there; the provider page posts
 * the result URI back from the frame's origin, CONNECT_SOCIAL turns it into the user, who is
 * connected through the auth connector. A blocked or closed window, a frame error or the
 * 30 s timeout is AuthFailed (step 'social'). AuthCancelRequested abandons it.
 */
export const loginWithSocial: Effect<GatehouseState> = (event$, state$, deps): Observable<EventInput> =>
  event$.pipe(
    ofType('SocialLoginRequested'),
    withLatestFrom(state$),
    exhaustMap(([event, state]) => {
      const { provider } = event.data
      const cause = { causationId: event.id }
      const failed = (error: unknown) =>
        of(createEvent('AuthFailed', { step: 'social', error: toErrorData(error) }, cause))
      if (!hasFrame(deps)) return failed(new SocialLoginCancelledError({ details: 'No secure frame is configured' }))
      return from(frameMessenger(deps, state)).pipe(
        concatMap((messenger) => {
          const popup = messenger.openPopup()
          if (!popup) throw new SocialLoginCancelledError({ details: 'The browser blocked the login window' })
          return callFrame(deps, state, 'GET_SOCIAL_REDIRECT_URI', { provider }).pipe(
            concatMap(({ uri }) => popupResult(popup, uri)),
            finalize(() => popup.close()),
          )
        }),
        concatMap((resultUri) => callFrame(deps, state, 'CONNECT_SOCIAL', { uri: resultUri })),
        concatMap((user) => signedInEvents(deps, state, user, provider, cause)),
        catchError(failed),
        takeUntil(event$.pipe(ofType('AuthCancelRequested'))),
      )
    }),
  )
