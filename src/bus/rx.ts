// The RxJS pieces the initial JS uses, imported from their own modules (issue 8, size).
//
// esbuild (as an app's bundler) puts a module into the files an app loads at start when any
// static import chain from the app reaches it, whoever uses it. The `rxjs` barrel re-exports
// every operator, so a single `from 'rxjs'` in a module the app loads at start put the operators
// that only lazy chunks use (debounceTime, race, forkJoin, exhaustMap, ...) into the initial JS.
// Modules reachable from `src/index.ts` or `ui/index.ts` import RxJS from here (`npm run size`
// fails when an entry reaches the barrel); lazy chunks may import from 'rxjs'. Add only what
// start-up code uses.
export { BehaviorSubject } from 'rxjs/internal/BehaviorSubject'
export { Observable } from 'rxjs/internal/Observable'
export { ReplaySubject } from 'rxjs/internal/ReplaySubject'
export { Subject } from 'rxjs/internal/Subject'
export type { Subscription } from 'rxjs/internal/Subscription'
export type { OperatorFunction, SchedulerLike } from 'rxjs/internal/types'
export { asyncScheduler } from 'rxjs/internal/scheduler/async'
export { concat } from 'rxjs/internal/observable/concat'
export { defer } from 'rxjs/internal/observable/defer'
export { EMPTY } from 'rxjs/internal/observable/empty'
export { from } from 'rxjs/internal/observable/from'
export { merge } from 'rxjs/internal/observable/merge'
export { of } from 'rxjs/internal/observable/of'
export { timer } from 'rxjs/internal/observable/timer'
export { catchError } from 'rxjs/internal/operators/catchError'
export { filter } from 'rxjs/internal/operators/filter'
export { map } from 'rxjs/internal/operators/map'
export { mergeMap } from 'rxjs/internal/operators/mergeMap'
export { switchMap } from 'rxjs/internal/operators/switchMap'
export { withLatestFrom } from 'rxjs/internal/operators/withLatestFrom'
