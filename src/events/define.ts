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
  /**
   * Schema of `data` at the current version, built on first use (the first emit, read or description of
   * this type): module evaluation builds no schema, so an app's start-up pays only for the types it uses.
   */
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
 * Declares an event type with its data schema and version. `schema` is a function that builds the zod/mini
 * schema: it runs once, the first time the definition's `schema` is read, so importing the events builds
 * none of them (building every event schema at import took most of an app's module evaluation).
 * Refuses at once a bad type name or a version without an upcast step for each older version, and, when the
 * schema is built, a persisted event whose schema declares a secret field (every registered schema is built
 * by the tests: src/events/secrets.test.ts).
 */
export function defineEvent<const T extends string, S extends z.ZodMiniType>(
  type: T,
  schema: () => S,
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
  let built: S | undefined
  return Object.freeze({
    type,
    version,
    get schema(): S {
      if (built === undefined) {
        const made = schema()
        if (!ephemeral) {
          const secret = findSecretInSchema(made)
          if (secret) throw new DefinitionError(`Event ${type} is persisted but declares the secret field ${secret}`)
        }
        built = made
      }
      return built
    },
    up: Object.freeze({ ...up }),
    ephemeral,
  })
}

/**
 * A schema that several event schemas share (an error, a connector…): built once, on first use. Event modules
 * call it inside their `defineEvent` factories, never at module level, so importing them builds nothing.
 */
export function sharedSchema<S extends z.ZodMiniType>(build: () => S): () => S {
  let built: S | undefined
  return () => (built ??= build())
}

/** The `{ type, data }` event a definition describes. */
export type EventOf<D> = D extends EventDefinition<infer T, infer S> ? { type: T; data: z.output<S> } : never
