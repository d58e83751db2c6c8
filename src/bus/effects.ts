import { catchError, defer, EMPTY, type Observable, type Subscription } from 'rxjs'
import type { Deps } from '../deps.js'
import { toErrorData } from '../errors/GatehouseError.js'
import { createEvent, type EventInput, type Stamped } from '../events/index.js'

/**
 * An effect (STYLE §6): reads events and state, performs I/O through `deps`,
 * returns the events that answer. Its output is validated like any emit.
 */
export type Effect<S = object> = (event$: Observable<Stamped>, state$: Observable<S>, deps: Deps) => Observable<EventInput>

/** Named effects; the name becomes the events' source, `effect:<name>`. */
export type Effects<S = object> = Readonly<Record<string, Effect<S>>>

/** How many times an erroring effect is resubscribed before it is stopped (as NgRx does). */
export const MAX_EFFECT_RESTARTS = 10

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
