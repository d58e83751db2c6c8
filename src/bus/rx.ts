// The RxJS pieces the initial JS uses, imported from their own modules (issue 8, size).
//
// esbuild (as an app's bundler) puts a module into the files an app loads at start when any
// static import chain from the app reaches it, whoever uses it. The `rxjs` barrel re-exports
// every operator, so a single `from 'rxjs'` in a module the app loads at start put the operators
// that only lazy chunks use into the initial JS. Modules reachable from `src/index.ts` or
// `ui/index.ts` import RxJS from here (`npm run size` fails when an entry reaches the barrel).
// The effects, their runner and everything else that runs once restore is under way are lazy
// chunks (src/runtime.ts) and import from 'rxjs'. Add only what start-up code uses: an operator
// re-exported here loads at start even when only a lazy chunk calls it.
export { BehaviorSubject } from 'rxjs/internal/BehaviorSubject'
export { Observable } from 'rxjs/internal/Observable'
export { Subject } from 'rxjs/internal/Subject'
export type { Subscription } from 'rxjs/internal/Subscription'
export type { OperatorFunction, SchedulerLike } from 'rxjs/internal/types'
export { filter } from 'rxjs/internal/operators/filter'
