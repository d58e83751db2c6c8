import type { Immer } from 'immer'
import type { Stamped } from '../events/index.js'
import { deepFreeze } from '../json.js'
import { callEach } from '../callEach.js'
import { foldAll, immerFor, initialStates, type ReducerErrorHandler } from './fold.js'
import type { AnyProjection } from './projection.js'

/**
 * The read side: a registry of projections and their combined state, whose
 * identity changes only when a read model changes (what `useSyncExternalStore`
 * needs). State is frozen in development and tests.
 */
export class Store<S extends object = Record<string, object>> {
  readonly projections: readonly AnyProjection[]
  readonly initial: S
  private state: S
  private readonly immer: Immer
  private readonly freeze: boolean
  private readonly listeners = new Set<() => void>()

  constructor(projections: readonly AnyProjection[], options: { freeze: boolean }) {
    const names = new Set<string>()
    for (const p of projections) {
      if (names.has(p.name)) throw new Error(`Projection ${p.name} is registered twice`)
      names.add(p.name)
    }
    this.projections = projections
    this.freeze = options.freeze
    this.immer = immerFor(options.freeze)
    this.initial = this.guard(initialStates(projections) as S)
    this.state = this.initial
  }

  private guard<T>(value: T): T {
    return this.freeze ? deepFreeze(value) : value
  }

  getState = (): S => this.state

  /** Replaces every read model (restore). */
  replace(states: Record<string, object>): void {
    const next: Record<string, object> = {}
    for (const p of this.projections) next[p.name] = states[p.name] ?? p.initial
    this.state = this.guard(next as S)
  }

  /** Folds events into the read models; true when the combined state changed. */
  apply(events: readonly Stamped[], onError?: ReducerErrorHandler): boolean {
    const before = this.state
    this.state = foldAll(this.immer, this.projections, before as Record<string, object>, events, onError) as S
    return this.state !== before
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** Tells every listener the state changed; a throwing listener does not stop the others. */
  notify(): void {
    callEach(this.listeners)
  }
}
