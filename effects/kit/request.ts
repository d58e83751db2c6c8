// Shared piece of the network effects: a request as a cancellable Observable.
import { Observable } from 'rxjs'

/**
 * A request as an Observable: `run` gets an AbortSignal that aborts when the
 * subscriber unsubscribes (a `switchMap` moving on cancels the request).
 */
export function fromRequest<T>(run: (signal: AbortSignal) => Promise<T>): Observable<T> {
  return new Observable<T>((subscriber) => {
    const controller = new AbortController()
    run(controller.signal).then(
      (value) => {
        subscriber.next(value)
        subscriber.complete()
      },
      (error: unknown) => subscriber.error(error),
    )
    return () => controller.abort()
  })
}
