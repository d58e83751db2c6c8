import * as z from 'zod/mini'
import { DefinitionError } from '../errors/core.js'
import { findSecretInSchema } from './secrets.js'

/** Turns the data of schema version `n` into the data of version `n + 1`. */
export type UpcastStep = (data: unknown) => unknown

/** Everything the bus, the log and the tests know about one event type. */
export interface EventDefinition<T extends string = string, S extends z.ZodMiniType = z.ZodMiniType> {
  readonly type: T
  /** Current schema version of `data`; stored records carry the version they were written with. */
  readonly version: number
  /** Schema of `data` at the current version. */
  readonly schema: S
  /** `up[n]` upcasts version n to n + 1, for every n below `version` (STYLE §3). */
  readonly up: Readonly<Record<number, UpcastStep>>
  /** Ephemeral events reach reducers and effects but are never persisted. */
  readonly ephemeral: boolean
}

/** Options of `defineEvent`. */
export interface DefineEventOptions {
  version?: number
  up?: Record<number, UpcastStep>
  ephemeral?: boolean
}

/**
 * Declares an event type with its data schema and version. Refuses, at start-up,
 * a persisted event whose schema declares a secret field, and a version without
 * an upcast step for each older version.
 */
export function defineEvent<const T extends string, S extends z.ZodMiniType>(
  type: T,
  schema: S,
  options: DefineEventOptions = {},
): EventDefinition<T, S> {
  const version = options.version ?? 1
  const up = options.up ?? {}
  const ephemeral = options.ephemeral ?? false
  if (!/^[A-Z][A-Za-z0-9]*$/.test(type)) {
    throw new DefinitionError(`Event type ${JSON.stringify(type)} must be PascalCase`)
  }
  if (!Number.isInteger(version) || version < 1) {
    throw new DefinitionError(`Event ${type}: version must be a positive integer`)
  }
  for (let v = 1; v < version; v++) {
    if (typeof up[v] !== 'function') {
      throw new DefinitionError(`Event ${type}: missing upcast step from version ${v} to ${v + 1}`)
    }
  }
  if (!ephemeral) {
    const secret = findSecretInSchema(schema)
    if (secret) {
      throw new DefinitionError(`Event ${type} is persisted but declares the secret field ${secret}`)
    }
  }
  return Object.freeze({ type, version, schema, up: Object.freeze({ ...up }), ephemeral })
}

/** The `{ type, data }` event a definition describes. */
export type EventOf<D> = D extends EventDefinition<infer T, infer S> ? { type: T; data: z.output<S> } : never
