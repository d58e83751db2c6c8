// Helpers createGatehouse uses once the runtime chunk is there (restore and after), kept out of the initial JS.
import { asyncScheduler } from 'rxjs'
import { defaultEffects } from '../effects/index.js'
import type { GatehouseState } from '../projections/index.js'
import { createServices } from './api/services.js'
import { afterPaintAndLoads } from './bus/afterPaint.js'
import type { Bus } from './bus/bus.js'
import { runEffects, type Effects } from './bus/effects.js'
import type { GatehouseConfig } from './resolveConfig.js'
import type { Deps, StartDeps } from './deps.js'
import { siwxDeps } from './domain/siwxConfig.js'
import type { Network } from './domain/networks.js'
import { LogStorageError } from './errors/core.js'
import type { AnyProjection } from './store/projection.js'

/** Deep equality of two plain JSON values. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (
    typeof a !== 'object' ||
    typeof b !== 'object' ||
    a === null ||
    b === null ||
    Array.isArray(a) !== Array.isArray(b)
  )
    return false
  const ka = Object.keys(a)
  const kb = Object.keys(b)
  return (
    ka.length === kb.length &&
    ka.every((k) => sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
  )
}

/** `promise`, or a LogStorageError after `ms`. */
export function withTimeout<T>(
  promise: Promise<T>,
  ms: number,
  deps: Pick<Deps, 'setTimeout' | 'clearTimeout'>,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = deps.setTimeout(() => reject(new LogStorageError(`Log storage did not answer within ${ms} ms`)), ms)
    promise.then(
      (value) => {
        deps.clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        deps.clearTimeout(timer)
        reject(error)
      },
    )
  })
}

/**
 * Starts the effects over the bus, with what only they use: the services' clients (SPEC §7; which are on was
 * decided by the configuration), SIWX's session storage, nonce and message fields (SPEC §4; functions stay out
 * of the log), the scheduler. `deps` is left as it is: the effects get their own copy with these added.
 */
export function startEffects(
  config: GatehouseConfig<readonly AnyProjection[]>,
  deps: StartDeps,
  networks: Network[] | undefined,
  bus: Bus,
): Array<{ unsubscribe(): void }> {
  const services =
    config.deps?.services === undefined
      ? createServices(
          {
            projectId: config.projectId,
            endpoints: config.endpoints,
            analytics: config.analytics,
            clientId: config.clientId,
            networks,
          },
          deps,
        )
      : deps.services
  const siwx = config.deps?.siwx === undefined && config.siwx !== undefined ? siwxDeps(config.siwx) : deps.siwx
  const effectDeps: Deps = {
    ...deps,
    services,
    siwx,
    scheduler: deps.scheduler ?? asyncScheduler,
    afterPaint: deps.afterPaint ?? afterPaintAndLoads,
  }
  const chosen = config.effects ?? defaultEffects
  const effects = (
    typeof chosen === 'function' ? chosen(defaultEffects as Effects<GatehouseState>) : chosen
  ) as Effects<object>
  return runEffects(effects, {
    events$: bus.events$,
    state$: bus.state$,
    deps: effectDeps,
    emit: (input, source) => bus.emit(input, source),
  })
}
