import { readFileSync, writeFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { EVENT_DEFINITIONS } from './index.js'
import {
  breakingSchemaChanges,
  describeEventSchema,
  EVENT_SCHEMA_VERSION,
  EVENT_VERSIONS,
  eventSchema,
  type PublicEventSchema,
} from './schema.js'

// The public event schema pinned at EVENT_SCHEMA_VERSION. Renew it (only together with a bump of
// EVENT_SCHEMA_VERSION for a breaking change) with: UPDATE_EVENT_SCHEMA=1 npx vitest run src/events/schema.test.ts
const PIN = new URL('../../test/fixtures/event-schema.json', import.meta.url)

describe('public event schema', () => {
  const current = describeEventSchema()
  if (process.env.UPDATE_EVENT_SCHEMA === '1') writeFileSync(PIN, `${JSON.stringify(current, null, 2)}\n`)
  const pinned = JSON.parse(readFileSync(PIN, 'utf8')) as PublicEventSchema

  it('behavior: every pinned event type keeps its data version and shape (a breaking change fails here)', () => {
    const breaking = breakingSchemaChanges(pinned, current)
    expect(
      breaking,
      `Breaking changes to the public event schema: bump EVENT_SCHEMA_VERSION (src/events/schema.ts), say so in the changelog, and renew the pin (UPDATE_EVENT_SCHEMA=1)`,
    ).toEqual([])
    expect(current.schemaVersion, 'EVENT_SCHEMA_VERSION changed: renew the pin test/fixtures/event-schema.json').toBe(
      pinned.schemaVersion,
    )
  })

  it('behavior: the comparison finds a removed type, a version change and a changed shape, and allows an added type', () => {
    const [first, second, third] = Object.keys(pinned.events) as [string, string, string]
    const changed: PublicEventSchema = structuredClone(current)
    delete changed.events[first]
    changed.events[second]!.version += 1
    changed.events[third]!.data = { ...changed.events[third]!.data, required: ['somethingNew'] }
    changed.events.BrandNewEvent = { version: 1, ephemeral: false, data: {} }
    expect(breakingSchemaChanges(current, changed)).toEqual([
      `${first}: removed`,
      `${second}: data version ${current.events[second]!.version} → ${current.events[second]!.version + 1}`,
      `${third}: data changed at version ${current.events[third]!.version}`,
    ])
  })

  it('default: EVENT_VERSIONS names every event type with its definition version, and eventSchema returns the bus schema', () => {
    expect(EVENT_SCHEMA_VERSION).toBe(1)
    expect(Object.keys(EVENT_VERSIONS).sort()).toEqual(EVENT_DEFINITIONS.map((d) => d.type).sort())
    for (const def of EVENT_DEFINITIONS) {
      expect(EVENT_VERSIONS[def.type]).toBe(def.version)
      expect(eventSchema(def.type)).toBe(def.schema)
    }
    expect(Object.isFrozen(EVENT_VERSIONS)).toBe(true)
  })

  it('error: eventSchema of an unknown type throws a TypeError naming it', () => {
    expect(() => eventSchema('NoSuchEvent' as never)).toThrow('Unknown event type "NoSuchEvent"')
  })

  it('behavior: a published schema validates what the bus accepts and refuses what it refuses', () => {
    const schema = eventSchema('NetworkSwitched')
    expect(schema.safeParse({ chainId: 'eip155:8453' }).success).toBe(true)
    expect(schema.safeParse({ chainId: 8453 }).success).toBe(false)
  })
})
