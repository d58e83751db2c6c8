// The RxJS pieces the initial JS uses, imported from their own modules (issue 8, size).
//
// esbuild (as an app's bundler) puts a module into the files an app loads at start when any
// static import chain from the app reaches it, whoever uses it. The `rxjs` barrel re-exports
// every operator, so a single `from 'rxjs'` in a module the app loads at start put the operators
// that only lazy chunks use (debounceTime, race, forkJoin, exhaustMap, ...) into the initial JS.
// Modules reachable from `src/index.ts` or `ui/index.ts` import RxJS from here (`npm run size`
// fails when an entry reaches the barrel); lazy chunks may import from 'rxjs'. Add only what
// start-up code uses.
import { Observable } from 'rxjs/internal/Observable'
import { innerFrom } from 'rxjs/internal/observable/innerFrom'
import { mergeMap } from 'rxjs/internal/operators/mergeMap'
import type { ObservableInput, ObservableInputTuple, ObservedValueOf } from 'rxjs/internal/types'
import { identity } from 'rxjs/internal/util/identity'

export { BehaviorSubject } from 'rxjs/internal/BehaviorSubject'
export { Observable }
export { ReplaySubject } from 'rxjs/internal/ReplaySubject'
export { Subject } from 'rxjs/internal/Subject'
export type { Subscription } from 'rxjs/internal/Subscription'
export type { OperatorFunction, SchedulerLike } from 'rxjs/internal/types'
export { asyncScheduler } from 'rxjs/internal/scheduler/async'
export { defer } from 'rxjs/internal/observable/defer'
export { EMPTY } from 'rxjs/internal/observable/empty'
export { timer } from 'rxjs/internal/observable/timer'
export { catchError } from 'rxjs/internal/operators/catchError'
export { filter } from 'rxjs/internal/operators/filter'
export { map } from 'rxjs/internal/operators/map'
export { mergeMap } from 'rxjs/internal/operators/mergeMap'
export { switchMap } from 'rxjs/internal/operators/switchMap'
export { withLatestFrom } from 'rxjs/internal/operators/withLatestFrom'

// rxjs's `from`, `of`, `merge` and `concat` take an optional scheduler, and that option alone brings
// rxjs's scheduling code (scheduled, observeOn, subscribeOn and one scheduler per input kind) into the
// initial JS. Start-up code never passes one, so these are the same functions without it: rxjs's own
// definitions for the no-scheduler case (from = innerFrom, of = from(values), merge = mergeAll()(from(sources)),
// concat = concatAll()(from(sources)), concatAll = mergeAll(1), mergeAll = mergeMap(identity)).

/** rxjs's `from(input)`. */
export const from: <O extends ObservableInput<unknown>>(input: O) => Observable<ObservedValueOf<O>> = innerFrom

/** rxjs's `of(...values)`. */
export function of<A extends readonly unknown[]>(...values: A): Observable<A[number]> {
  return innerFrom(values)
}

/** rxjs's `merge(...sources)`: subscribes to every source at once, completes when all have. */
export function merge<A extends readonly unknown[]>(...sources: [...ObservableInputTuple<A>]): Observable<A[number]> {
  return innerFrom<ObservableInput<A[number]>[]>(sources).pipe(mergeMap(identity))
}

/** rxjs's `concat(...sources)`: each source in turn, subscribed once the one before has completed. */
export function concat<A extends readonly unknown[]>(...sources: [...ObservableInputTuple<A>]): Observable<A[number]> {
  return innerFrom<ObservableInput<A[number]>[]>(sources).pipe(mergeMap(identity, 1))
}
