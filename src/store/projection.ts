import type { Draft } from 'immer'
import { DefinitionError } from '../errors/core.js'
import { deepFreeze } from '../json.js'
import type { EventOfType, EventType, Stamped } from '../events/index.js'

/**
 * A read model: a name, a version (written into snapshots; a change refolds it
 * from the log), an initial state and a pure reducer in immer's recipe style.
 * The reducer mutates the draft, or returns a fresh replacement value that
 * holds no draft (for example the initial state). No I/O, no clock, no
 * randomness: time and ids come from the event's envelope (ARCHITECTURE).
 */
export interface Projection<S extends object = object, N extends string = string> {
  readonly name: N
  readonly version: number
  readonly initial: S
  // A method, so a projection of any state is a Projection<object> (AnyProjection): a method's parameters are
  // compared both ways, and a registry never calls one projection's reducer with another's state.
  reduce(draft: Draft<S>, event: Stamped): S | void
  /**
   * The event types the reducer answers (the keys of its handler map). Every
   * other event leaves the state as it is, so the fold skips the reducer (and
   * its draft) for them.
   */
  readonly handles: readonly EventType[]
}

/** One handler a event type, in immer's recipe style, `event.data` typed by its key. */
export type Handlers<S extends object> = {
  readonly [T in EventType]?: (draft: Draft<S>, event: Stamped<EventOfType<T>>) => S | void
}

/** What a projection declares: its reducer as a map from event type to handler (NgRx's `on()`). */
export interface ProjectionDefinition<S extends object, N extends string> {
  readonly name: N
  readonly version: number
  readonly initial: S
  readonly on: Handlers<S>
}

/** A projection of any state shape, for registries. */
export type AnyProjection = Projection<object, string>

/** Declares a projection from its handler map, checking its name and version; `handles` is the map's keys. */
export function defineProjection<const N extends string, S extends object>({
  name,
  version,
  initial,
  on,
}: ProjectionDefinition<S, N>): Projection<S, N> {
  if (!/^[a-z][A-Za-z0-9]*$/.test(name)) {
    throw new DefinitionError(`Projection name ${JSON.stringify(name)} must be camelCase`)
  }
  if (!Number.isInteger(version) || version < 1) {
    throw new DefinitionError(`Projection ${name}: version must be a positive integer`)
  }
  // No prototype: an event type never reaches an inherited method of the map.
  const handlers: Record<string, (draft: Draft<S>, event: Stamped) => S | void> = Object.assign(Object.create(null), on)
  return Object.freeze({
    name,
    version,
    // The initial state is shared by every store, replay and fold: nobody may change it.
    initial: deepFreeze(initial),
    handles: Object.freeze(Object.keys(handlers) as EventType[]),
    reduce: (draft: Draft<S>, event: Stamped) => handlers[event.type]?.(draft, event),
  })
}

/** The combined read model of a list of projections: `{ [name]: state }`. */
export type StateOf<P extends readonly AnyProjection[]> = {
  readonly [K in P[number] as K['name']]: K['initial']
}
