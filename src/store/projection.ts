import type { Draft } from 'immer'
import { DefinitionError } from '../errors/core.js'
import { deepFreeze } from '../json.js'
import type { EventType, Stamped } from '../events/index.js'

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
  readonly reduce: (draft: Draft<S>, event: Stamped) => S | void
  /**
   * The event types the reducer answers. Every other event leaves the state as
   * it is, so the fold skips the reducer (and its draft) for them; a property
   * test checks that each list is complete.
   */
  readonly handles: readonly EventType[]
}

/** A projection of any state shape, for registries. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyProjection = Projection<any, string>

/** Declares a projection, checking its name and version. */
export function defineProjection<const N extends string, S extends object>(
  projection: Projection<S, N>,
): Projection<S, N> {
  if (!/^[a-z][A-Za-z0-9]*$/.test(projection.name)) {
    throw new DefinitionError(`Projection name ${JSON.stringify(projection.name)} must be camelCase`)
  }
  if (!Number.isInteger(projection.version) || projection.version < 1) {
    throw new DefinitionError(`Projection ${projection.name}: version must be a positive integer`)
  }
  // The initial state is shared by every store, replay and fold: nobody may change it.
  return Object.freeze({ ...projection, initial: deepFreeze(projection.initial) })
}

/** The combined read model of a list of projections: `{ [name]: state }`. */
export type StateOf<P extends readonly AnyProjection[]> = {
  readonly [K in P[number] as K['name']]: K['initial']
}
