// A quick path for the common case of zod/mini parsing, without code generation (a strict CSP forbids
// 'unsafe-eval', so zod's own JIT is out). zod/mini allocates a payload and an issue list for every
// field it visits, and a copy of every object, which made reading records two thirds of a replay. Here
// each schema is walked once (cached per schema) into a tree of closures that check a value in place.
//
// The quick path only ever says "valid, and zod's output would be a copy equal to the value itself, key
// order included" or "not sure": anything unusual (an absent, undefined or extra field, keys out of the
// schema's order, an unknown schema kind, a failing check) goes to zod, which then decides and names the
// issues. So it never accepts what zod rejects; fastParse.test.ts compares both on valid and mutated
// data of every event type. A value the quick path accepts is returned as it is, not copied.
import type * as z from 'zod/mini'

/** Whether the quick path is sure `value` is valid and that zod's output would equal `value` itself. */
type Quick = (value: unknown) => boolean

interface Internals {
  def: Record<string, unknown> & { type: string; checks?: readonly Check[] }
  traits: Set<string>
  values?: Set<unknown>
  optin?: string
  optout?: string
}
interface Check {
  _zod: { check(payload: { value: unknown; issues: unknown[] }): unknown }
}
const internals = (schema: unknown): Internals => (schema as { _zod: Internals })._zod

// One payload for every check call (checks run one at a time and never re-enter this module).
const payload: { value: unknown; issues: unknown[] } = { value: undefined, issues: [] }

/** Adds the schema's checks (zod runs them after the type's own parse), run by zod's own check code. */
function withChecks(schema: unknown, base: Quick): Quick {
  const zod = internals(schema)
  const checks: Check[] = [...(zod.traits.has('$ZodCheck') ? [schema as Check] : []), ...(zod.def.checks ?? [])]
  if (checks.length === 0) return base
  return (value) => {
    if (!base(value)) return false
    for (let i = 0; i < checks.length; i++) {
      payload.value = value
      payload.issues.length = 0
      const result = (checks[i] as Check)._zod.check(payload)
      // A failing, asynchronous or value-changing check: zod decides.
      if (payload.issues.length !== 0 || result instanceof Promise || payload.value !== value) return false
    }
    return true
  }
}

// zod builds plain objects and arrays: a value with another prototype (or none) would differ from its output.
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype
// ...and arrays with no holes and no named properties.
const isPlainArray = (value: unknown): value is unknown[] =>
  Array.isArray(value) && Object.getPrototypeOf(value) === Array.prototype && Object.keys(value).length === value.length

/** Kinds whose zod output is always the input itself. */
const SCALARS = new Set(['string', 'number', 'boolean', 'enum', 'literal'])

/** Builds the quick path of a schema, or null when it has a part the quick path does not know (zod does all of it then). */
function build(schema: unknown): Quick | null {
  const zod = internals(schema)
  const def = zod.def
  if (def.coerce) return null
  switch (def.type) {
    case 'string':
      return withChecks(schema, (v) => typeof v === 'string')
    case 'number':
      return withChecks(schema, (v) => typeof v === 'number' && Number.isFinite(v))
    case 'boolean':
      return withChecks(schema, (v) => typeof v === 'boolean')
    case 'unknown':
      // zod passes the value through; an undefined one is left to zod (it may mean an absent field).
      return withChecks(schema, (v) => v !== undefined)
    case 'enum':
    case 'literal': {
      const values = zod.values
      if (!values) return null
      return withChecks(schema, (v) => values.has(v))
    }
    case 'optional': {
      const inner = quickOf(def.innerType)
      return inner && withChecks(schema, (v) => v !== undefined && inner(v))
    }
    case 'nullable': {
      const inner = quickOf(def.innerType)
      return inner && withChecks(schema, (v) => v === null || inner(v))
    }
    case 'array': {
      const element = quickOf(def.element)
      if (!element) return null
      return withChecks(schema, (v) => {
        if (!isPlainArray(v)) return false
        for (let i = 0; i < v.length; i++) if (!element(v[i])) return false
        return true
      })
    }
    case 'object': {
      if (def.catchall !== undefined) return null
      const shape = def.shape as Record<string, unknown>
      if (Object.getOwnPropertySymbols(shape).length > 0) return null
      const keys = Object.keys(shape)
      const fields: Quick[] = []
      const optional: boolean[] = []
      for (const key of keys) {
        const field = quickOf(shape[key])
        if (!field || key === '__proto__') return null
        fields.push(field)
        const f = internals(shape[key])
        optional.push(f.optin === 'optional' && f.optout === 'optional')
      }
      return withChecks(schema, (v) => {
        if (!isPlainObject(v)) return false
        const input = v
        // zod builds a new object with the shape's keys in the shape's order, dropping others: that equals
        // the input only when the input's own keys are exactly those, in that order.
        const own = Object.keys(input)
        let j = 0
        for (let i = 0; i < keys.length; i++) {
          const key = keys[i] as string
          if (own[j] !== key) {
            // An absent optional field stays absent, as in zod; any other absence is zod's to report.
            if (optional[i] && !(key in input)) continue
            return false
          }
          j++
          if (!(fields[i] as Quick)(input[key])) return false
        }
        return j === own.length
      })
    }
    case 'record': {
      const key = internals(def.keyType)
      if (
        key.def.type !== 'string' ||
        key.def.coerce ||
        key.traits.has('$ZodCheck') ||
        (key.def.checks?.length ?? 0) > 0
      )
        return null
      if (def.mode === 'loose' || def.partial) return null
      const value = quickOf(def.valueType)
      if (!value) return null
      return withChecks(schema, (v) => {
        if (!isPlainObject(v) || Object.prototype.hasOwnProperty.call(v, 'constructor')) return false
        for (const k of Reflect.ownKeys(v)) {
          if (typeof k !== 'string' || k === '__proto__' || !Object.prototype.propertyIsEnumerable.call(v, k))
            return false
          if (!value(v[k])) return false
        }
        return true
      })
    }
    case 'union': {
      // Only a plain union of scalars: zod returns the first option that passes, and for scalars that is the input.
      const options = def.options as unknown[]
      if (
        !zod.traits.has('$ZodUnion') ||
        zod.traits.has('$ZodXor') ||
        zod.traits.has('$ZodDiscriminatedUnion') ||
        def.inclusive === false
      )
        return null
      if (!options.every((o) => SCALARS.has(internals(o).def.type))) return null
      const quick = options.map(quickOf)
      if (quick.some((q) => q === null)) return null
      return withChecks(schema, (v) => quick.some((q) => (q as Quick)(v)))
    }
    default:
      return null
  }
}

const cache = new WeakMap<object, Quick | null>()

function quickOf(schema: unknown): Quick | null {
  if (typeof schema !== 'object' || schema === null) return null
  let quick = cache.get(schema)
  if (quick === undefined) {
    cache.set(schema, null) // a schema that refers to itself falls back to zod
    quick = build(schema)
    cache.set(schema, quick)
  }
  return quick
}

/** Whether `schema` has a quick path (every part of it is a kind the quick path knows). */
export function hasQuickPath(schema: z.ZodMiniType): boolean {
  return quickOf(schema) !== null
}

/**
 * `schema.safeParse(value)`, through the quick path when it is sure: the same
 * result as zod's (zod itself answers every value the quick path is not sure
 * of, so failures carry zod's issues). Never compiles code from strings.
 */
export function safeParseFast<S extends z.ZodMiniType>(schema: S, value: unknown): ReturnType<S['safeParse']> {
  const quick = quickOf(schema)
  if (quick !== null) {
    try {
      if (quick(value)) return { success: true, data: value } as ReturnType<S['safeParse']>
    } catch {
      // A check that throws is zod's to handle.
    }
  }
  return schema.safeParse(value) as ReturnType<S['safeParse']>
}
