import { catchError, defer, EMPTY, Observable, ReplaySubject, Subject, type Subscription } from 'rxjs'
import type { Deps } from '../deps.js'
import { toErrorData } from '../errors/GatehouseError.js'
import { createEvent, type EventInput, type Stamped } from '../events/index.js'
import { loadOnce } from '../loadOnce.js'

/**
 * An effect (STYLE §6): reads events and state, performs I/O through `deps`,
 * returns the events that answer. Its output is validated like any emit.
 */
export type Effect<S = object> = (
  event$: Observable<Stamped>,
  state$: Observable<S>,
  deps: Deps,
) => Observable<EventInput>

/** Named effects; the name becomes the events' source, `effect:<name>`. */
export type Effects<S = object> = Readonly<Record<string, Effect<S>>>

/** How many times an erroring effect is resubscribed before it is stopped (as NgRx does). */
const MAX_EFFECT_RESTARTS = 10

interface RunContext<S> {
  events$: Observable<Stamped>
  state$: Observable<S>
  deps: Deps
  emit(input: EventInput, source: `effect:${string}`): void
  maxRestarts?: number
}

/**
 * Subscribes every effect. An effect that errors is reported with an
 * `EffectFailed` event and resubscribed (up to `maxRestarts` times); an invalid
 * output is reported and dropped while the effect runs on. Neither stops the bus.
 */
export function runEffects<S>(effects: Effects<S>, ctx: RunContext<S>): Subscription[] {
  const max = ctx.maxRestarts ?? MAX_EFFECT_RESTARTS
  return Object.entries(effects).map(([name, effect]) => {
    const source = `effect:${name}` as const
    const failed = (error: unknown, outcome: 'restarted' | 'stopped' | 'continued') =>
      ctx.emit(createEvent('EffectFailed', { effect: name, error: toErrorData(error), outcome }), source)
    let restarts = 0
    return defer(() => effect(ctx.events$, ctx.state$, ctx.deps))
      .pipe(
        catchError((error: unknown, caught: Observable<EventInput>) => {
          const restart = restarts++ < max
          failed(error, restart ? 'restarted' : 'stopped')
          return restart ? caught : EMPTY
        }),
      )
      .subscribe((output) => {
        try {
          ctx.emit(output, source)
        } catch (error) {
          failed(error, 'continued')
        }
      })
  })
}

/**
 * When a group of lazy effects is needed: given each state and each event (with the state of its moment) until
 * it says yes. Before that the group's chunk is not loaded and its effects see nothing: what comes before is, by
 * the predicate's word, nothing they would act on (a family the app did not configure, a visitor not restoring it).
 */
export type NeededWhen<S> = (state: S, event: Stamped | null, deps: Deps) => boolean

/**
 * Effects whose code is loaded on first subscription (a lazy chunk), so the
 * initial JS holds only their names; with `neededWhen`, on the first state for
 * which it holds instead, or after the page has painted the first event for which
 * it holds (`deps.afterPaint`). From that moment, what an effect would have
 * seen is recorded in order (every state$ value and every event, starting with
 * the state of that moment); once its code has loaded, it is replayed to the
 * effect exactly so, and then the live streams follow. An effect that reads
 * `state$` when an event comes (withLatestFrom) therefore sees the state of
 * that moment, not the state at load time. A failed load is the effect's error
 * (reported with EffectFailed and retried like any other).
 */
export function lazyEffects<S, const N extends string>(
  names: readonly N[],
  load: () => Promise<Readonly<Record<N, Effect<S>>>>,
  neededWhen?: NeededWhen<S>,
): Record<N, Effect<S>> {
  const loadEffects = loadOnce(load) // a failed load is tried again by a later subscription
  type Seen = { state: S } | { event: Stamped }
  const effects = {} as Record<N, Effect<S>>
  for (const name of names) {
    effects[name] = (event$, state$, deps) =>
      new Observable<EventInput>((subscriber) => {
        const pending: Seen[] = []
        let events: Subject<Stamped> | null = null
        let states: ReplaySubject<S> | null = null
        let flushing = false
        let closed = false
        let inner: Subscription | undefined
        const flush = () => {
          if (flushing || !events || !states) return
          flushing = true
          try {
            while (pending.length > 0 && !closed) {
              const seen = pending.shift() as Seen
              if ('event' in seen) events.next(seen.event)
              else states.next(seen.state)
            }
          } finally {
            flushing = false
          }
        }
        // Until the group is needed only the latest state is kept, to start from once it is.
        let needed = neededWhen === undefined
        let latest: { state: S } | null = null
        const record = (seen: Seen) => {
          if (!needed) {
            if ('state' in seen) latest = seen
            if (latest === null || !neededWhen?.(latest.state, 'event' in seen ? seen.event : null, deps)) return
            needed = true
            pending.push(latest)
            if ('event' in seen) {
              pending.push(seen)
              // What the event changes on screen is painted before this chunk is fetched and run (its events wait in
              // `pending` meanwhile): a click that opens the modal is not slowed by the code of the steps after it.
              const later = deps.afterPaint ?? ((run: () => void) => run())
              later(() => {
                if (!closed) start()
              })
            } else start()
            return
          }
          pending.push(seen)
          flush()
        }
        const fail = (error: unknown) => subscriber.error(error)
        const start = () =>
          loadEffects().then(
            (loaded) => {
              if (closed) return
              const effect = loaded[name]
              if (typeof effect !== 'function') {
                subscriber.error(new Error(`The lazy effect group has no effect named ${name}`))
                return
              }
              events = new Subject<Stamped>()
              states = new ReplaySubject<S>(1)
              // What the effect does as it is subscribed reads the state of the moment it was subscribed.
              while (pending.length > 0 && !('event' in (pending[0] as Seen)))
                states.next((pending.shift() as { state: S }).state)
              // Anything the effect causes while it subscribes queues behind what it has not seen yet.
              flushing = true
              try {
                inner = effect(events.asObservable(), states.asObservable(), deps).subscribe(subscriber)
              } finally {
                flushing = false
              }
              flush()
            },
            (error: unknown) => {
              if (!closed) subscriber.error(error)
            },
          )
        const watchState = state$.subscribe({ next: (state) => record({ state }), error: fail })
        const watchEvents = event$.subscribe({
          next: (event) => record({ event }),
          error: fail,
          complete: () => events?.complete(),
        })
        // (A state seen as the streams were subscribed may have found it needed and started it already.)
        if (neededWhen === undefined) start()
        return () => {
          closed = true
          watchState.unsubscribe()
          watchEvents.unsubscribe()
          inner?.unsubscribe()
        }
      })
  }
  return effects
}
