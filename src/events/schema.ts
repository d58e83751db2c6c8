// The public event schema: what an app's own code (analytics, audit) may rely on
// when it subscribes to `events$`. The schemas are the same zod/mini schemas the bus validates
// with; this file only names their versions so a consumer can check what it was written against.
import * as z from 'zod/mini'
import { EVENT_DEFINITIONS, type EventOfType, type EventType } from './index.js'

/**
 * Version of the public event schema as a whole. It changes (and the pinned copy in
 * test/fixtures/event-schema.json is renewed) only when a published event type is
 * removed, or its data changes shape or version: what would break an app's handler.
 * Adding an event type is not a change of this number.
 */
export const EVENT_SCHEMA_VERSION = 1

/** The current data version of every event type (the `v` of its envelope on `events$`). */
export const EVENT_VERSIONS: Readonly<Record<EventType, number>> = Object.freeze(
  Object.fromEntries(EVENT_DEFINITIONS.map((def) => [def.type, def.version])) as Record<EventType, number>,
)

/** The zod/mini schema of one event type's `data` (at its current version). */
export function eventSchema<T extends EventType>(type: T): z.ZodMiniType<EventOfType<T>['data']> {
  const def = EVENT_DEFINITIONS.find((d) => d.type === type)
  if (!def) throw new TypeError(`Unknown event type ${JSON.stringify(type)}`)
  return def.schema as unknown as z.ZodMiniType<EventOfType<T>['data']>
}

/** One event type of the public schema: its data version and the JSON Schema of its data. */
export interface PublicEventSchemaEntry {
  version: number
  ephemeral: boolean
  data: Record<string, unknown>
}

/** The whole public schema as JSON Schema, one entry a type, in type order (what the pin test compares). */
export function describeEventSchema(): { schemaVersion: number; events: Record<string, PublicEventSchemaEntry> } {
  const events: Record<string, PublicEventSchemaEntry> = {}
  for (const def of [...EVENT_DEFINITIONS].sort((a, b) => a.type.localeCompare(b.type))) {
    const data = z.toJSONSchema(def.schema, { unrepresentable: 'any', io: 'output' }) as Record<string, unknown>
    delete data.$schema
    events[def.type] = { version: def.version, ephemeral: def.ephemeral, data }
  }
  return { schemaVersion: EVENT_SCHEMA_VERSION, events }
}

/** The public schema as `describeEventSchema()` gives it (or a copy pinned as JSON). */
export type PublicEventSchema = ReturnType<typeof describeEventSchema>

/**
 * What would break an app written against `before` if it ran with `after`: a removed event
 * type, a changed data version, or changed data at the same version. New types are not breaking.
 */
export function breakingSchemaChanges(before: PublicEventSchema, after: PublicEventSchema): string[] {
  const out: string[] = []
  for (const [type, was] of Object.entries(before.events)) {
    const now = after.events[type]
    if (!now) out.push(`${type}: removed`)
    else if (now.version !== was.version) out.push(`${type}: data version ${was.version} → ${now.version}`)
    else if (JSON.stringify(now.data) !== JSON.stringify(was.data))
      out.push(`${type}: data changed at version ${was.version}`)
    else if (now.ephemeral !== was.ephemeral) out.push(`${type}: ephemeral ${was.ephemeral} → ${now.ephemeral}`)
  }
  return out
}
