import fc from 'fast-check'
import * as z from 'zod/mini'
import { describe, expect, it } from 'vitest'
import { arbEvent, arbEventByType } from '../testing/arbitraries.js'
import { hasQuickPath, safeParseFast } from './fastParse.js'
import { EVENT_DEFINITIONS, getEventDefinition } from './index.js'

/** The value as text with its keys in their order; a bigint (which an `unknown` field may hold) as `<digits>n`. */
function orderOf(value: unknown): string {
  return JSON.stringify(value, (_, v: unknown) => (typeof v === 'bigint' ? `${v}n` : v))
}

/** zod's result and the quick path's must be the same: same success, same issues, same output (key order too). */
function expectSameAsZod(schema: z.ZodMiniType, value: unknown): void {
  const zod = schema.safeParse(value)
  const fast = safeParseFast(schema, value)
  expect(fast.success).toBe(zod.success)
  if (zod.success && fast.success) {
    expect(fast.data).toStrictEqual(zod.data)
    expect(orderOf(fast.data)).toBe(orderOf(zod.data))
  } else if (!zod.success && !fast.success) {
    expect(fast.error.issues).toEqual(zod.error.issues)
  }
}

/** Every path to a value inside `value` (objects and arrays), the root included. */
function pathsOf(value: unknown, prefix: PropertyKey[] = []): PropertyKey[][] {
  const out: PropertyKey[][] = [prefix]
  if (Array.isArray(value)) value.forEach((v, i) => out.push(...pathsOf(v, [...prefix, i])))
  else if (typeof value === 'object' && value !== null) {
    for (const [k, v] of Object.entries(value)) out.push(...pathsOf(v, [...prefix, k]))
  }
  return out
}

type Edit =
  | { kind: 'set'; value: unknown }
  | { kind: 'delete' }
  | { kind: 'extra'; key: string; value: unknown }
  | { kind: 'reverse' }

/** A copy of `data` with one edit at `path`. */
function edited(data: unknown, path: PropertyKey[], edit: Edit): unknown {
  const copy = structuredClone(data) as unknown
  const apply = (target: unknown): unknown => {
    switch (edit.kind) {
      case 'set':
        return edit.value
      case 'delete':
        return undefined
      case 'extra':
        return typeof target === 'object' && target !== null && !Array.isArray(target)
          ? { ...target, [edit.key]: edit.value }
          : target
      case 'reverse':
        if (Array.isArray(target)) return [...target].reverse()
        if (typeof target === 'object' && target !== null) return Object.fromEntries(Object.entries(target).reverse())
        return target
    }
  }
  if (path.length === 0) return apply(copy)
  let parent = copy as Record<PropertyKey, unknown>
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<PropertyKey, unknown>
  const last = path[path.length - 1] as PropertyKey
  if (edit.kind === 'delete' && !Array.isArray(parent)) delete parent[last]
  else parent[last] = apply(parent[last])
  return copy
}

const oddValue = fc.oneof(
  fc.jsonValue(),
  fc.constantFrom<unknown>(
    undefined,
    null,
    NaN,
    Infinity,
    -Infinity,
    -0,
    1.5,
    -1,
    0,
    '',
    'eip155:1',
    [],
    {},
    10n,
    true,
  ),
  fc.string(),
  fc.integer(),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue(), { maxKeys: 3 }),
)

const edit: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({ kind: fc.constant('set' as const), value: oddValue }),
  fc.constant({ kind: 'delete' as const }),
  fc.record({
    kind: fc.constant('extra' as const),
    key: fc.constantFrom('extra', '__proto__', 'constructor', 'toString', 'type'),
    value: oddValue,
  }),
  fc.constant({ kind: 'reverse' as const }),
)

describe('safeParseFast', () => {
  // Event types read by zod alone: a schema kind the quick path does not know falls back to zod, which is correct
  // but slower (replay and restore read every record). Teach fastParse.ts the kind, or list the type here.
  const ZOD_ONLY: readonly string[] = []

  it('default: every registered event type is read by the quick path, except those listed as zod-only', () => {
    expect(EVENT_DEFINITIONS.filter((d) => !hasQuickPath(d.schema)).map((d) => d.type)).toEqual(ZOD_ONLY)
  })

  it('property: on valid data of every event type it gives what zod gives, the value itself', () => {
    for (const [type, arb] of Object.entries(arbEventByType)) {
      const def = getEventDefinition(type)
      if (!def) throw new Error(`no definition for ${type}`)
      for (const event of fc.sample(arb as fc.Arbitrary<{ data: unknown }>, 30)) {
        // As a stored record comes back: zod's own output, through JSON.
        const data = JSON.parse(JSON.stringify(def.schema.parse(event.data))) as unknown
        expectSameAsZod(def.schema, data)
        const fast = safeParseFast(def.schema, data)
        expect(fast.success && fast.data).toBe(data)
      }
    }
  })

  it('property: on data with one edit anywhere (odd values, missing, extra or reordered keys) it agrees with zod', () => {
    fc.assert(
      fc.property(
        arbEvent.chain((event) => {
          const def = getEventDefinition(event.type)
          if (!def) throw new Error(`no definition for ${event.type}`)
          const data = JSON.parse(JSON.stringify(def.schema.parse(event.data))) as unknown
          return fc.tuple(fc.constant(def.schema), fc.constant(data), fc.constantFrom(...pathsOf(data)), edit)
        }),
        ([schema, data, path, e]) => {
          expectSameAsZod(schema, edited(data, path, e))
        },
      ),
      { numRuns: 2000 },
    )
  })

  it('behavior: schema kinds it does not know go to zod whole', () => {
    const schema = z.object({
      a: z.pipe(
        z.string(),
        z.transform((s) => s.length),
      ),
    })
    expect(hasQuickPath(schema)).toBe(false)
    expect(safeParseFast(schema, { a: 'abc' })).toEqual({ success: true, data: { a: 3 } })
  })

  it("behavior: checks that change the value, and failing refinements, are zod's to answer", () => {
    const trimmed = z.object({ s: z.string().check(z.trim()) })
    expect(safeParseFast(trimmed, { s: ' x ' })).toEqual({ success: true, data: { s: 'x' } })
    const refined = z.object({ n: z.number().check(z.refine((n) => n % 2 === 0, 'even')) })
    expectSameAsZod(refined, { n: 3 })
    expectSameAsZod(refined, { n: 4 })
  })

  it('behavior: an unknown field holding a bigint is passed through as zod passes it', () => {
    const schema = getEventDefinition('TxQueued')!.schema
    const data = { requestId: 'r', chainId: 'eip155:1', method: 'eth_sendTransaction', params: [{ value: 10n }] }
    expectSameAsZod(schema, data)
    expect(safeParseFast(schema, data)).toMatchObject({ success: true, data: { params: [{ value: 10n }] } })
  })

  it('behavior: optional, nullable, records, arrays and enums match zod on the edge values', () => {
    const schema = z.object({
      o: z.optional(z.string()),
      n: z.nullable(z.number()),
      r: z.record(z.string(), z.boolean()),
      a: z.array(z.enum(['x', 'y'])),
      u: z.unknown(),
    })
    for (const value of [
      { n: null, r: {}, a: [], u: 1 },
      { o: undefined, n: 1, r: {}, a: [], u: 1 },
      { n: 1, o: 'a', r: {}, a: [], u: 1 },
      { o: 'a', n: 1, r: { k: true }, a: ['x', 'y'], u: undefined },
      { o: 'a', n: 1, r: { k: true }, a: ['x', 'z'], u: {} },
      { o: 'a', n: NaN, r: Object.create(null) as object, a: [], u: 0 },
      { o: 'a', n: 1, r: { constructor: true }, a: [], u: 0 },
      { o: 'a', n: 1, r: [], a: {}, u: 0 },
      Object.assign(Object.create({ o: 'inherited' }) as object, { n: 1, r: {}, a: [], u: 0 }),
      { n: 1, r: {}, a: Object.assign(['x'], { extra: 1 }), u: 0 },
      // eslint-disable-next-line no-sparse-arrays
      { n: 1, r: {}, a: ['x', , 'y'], u: 0 },
    ]) {
      expectSameAsZod(schema, value)
    }
    // Seed 1740690747 (path 54:1) found this one: an object without a prototype is not what zod gives back, so zod answers it.
    const bare = Object.assign(Object.create(null) as object, { n: 1, r: {}, a: [], u: 0 })
    const result = safeParseFast(schema, bare)
    expect(result.success && result.data).not.toBe(bare)
    expect(result.success).toBe(true)
  })
})
