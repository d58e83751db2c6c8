// A quick path for the common case of zod/mini parsing, without code generation (a strict CSP forbids
// 'unsafe-eval', so zod's own JIT and z.compile are out). zod/mini allocates a payload and an issue list
// for every field it visits, and a copy of every object, which made reading records two thirds of a
// replay. Here each schema is walked once (cached per schema) into a tree of closures that check a value
// in place.
//
// How it reads a schema: only through the definition object zod documents for library authors ("Zod
// Core": each schema's and each check's `_zod.def`, typed in zod/v4/core as `$ZodTypes` and `$Zod…Def`),
// with type-only imports, so a release that renames or retypes a field this file reads fails the
// typecheck. Nothing else of zod's is read or called: no parse or check method (`_zod.run`, `_zod.check`),
// no `traits`, `values` or `optin`. Each known check kind is re-stated from its documented fields (bounds,
// lengths, a prefix, a pattern, a refinement's predicate) as a condition at least as strict as zod's, so
// a value the quick path accepts is one zod accepts; a schema with any other check or schema kind in it
// goes to `schema.safeParse` whole. Exact version pinned in package.json: a new zod is a reviewed change.
//
// Why not the other public routes: z.toJSONSchema drops refinements and JS regex flags silently (a
// validator built on it would accept what zod rejects unless this file looked at the defs anyway), and
// says nothing about zod's output (key order, stripped keys) that the quick path must match; z.compile
// generates code with `new Function`, which the CSP refuses, and z.withParser requires a parser that
// builds fresh output, the copy this file exists to avoid.
//
// The quick path only ever says "valid, and zod's output would be a copy equal to the value itself, key
// order included" or "not sure": anything unusual (an absent, undefined or extra field, keys out of the
// schema's order, an unknown schema or check kind, a failing check) goes to zod, which then decides and
// names the issues. fastParse.test.ts compares both on valid and mutated data of every event type. A
// value the quick path accepts is returned as it is, not copied.
import type * as z from 'zod/mini'
import type * as core from 'zod/v4/core'

/** Whether the quick path is sure `value` is valid and that zod's output would equal `value` itself. */
type Quick = (value: unknown) => boolean

/** A schema's definition: the documented `def` of zod's first-party schema kinds. */
type Def = core.$ZodTypes['_zod']['def']
const defOf = (schema: unknown): Def => (schema as core.$ZodTypes)._zod.def

/** The check kinds the quick path re-states from their definitions. */
type KnownCheckDef =
  | core.$ZodCheckLessThanDef
  | core.$ZodCheckGreaterThanDef
  | core.$ZodCheckNumberFormatDef
  | core.$ZodCheckMinLengthDef
  | core.$ZodCheckMaxLengthDef
  | core.$ZodCheckRegexDef
  | core.$ZodCheckStartsWithDef
  | core.$ZodCustomDef

// Each condition below is the test zod's check makes, on a value the schema's own kind has already checked (a
// check on a value of another kind fails or throws here, and zod answers). Where zod counts a string's length
// in code points, the condition holds in code points as well as in UTF-16 units (a code point is one or two):
// a minimum in code points, a maximum in units.

/** The condition a check puts on a value, or null for a kind (or a variant of one) the quick path does not know. */
function conditionOf(checkDef: core.$ZodCheckDef): Quick | null {
  const def = checkDef as KnownCheckDef
  switch (def.check) {
    case 'less_than':
    case 'greater_than': {
      const { value, inclusive } = def
      if (typeof value !== 'number') return null
      // greater_than is less_than on the negated numbers.
      const sign = def.check === 'less_than' ? 1 : -1
      return (v) => (inclusive ? sign * (v as number) <= sign * value : sign * (v as number) < sign * value)
    }
    case 'number_format':
      // z.int(): a safe integer. The other formats (int32, uint32, float32, float64) are ranges left to zod.
      return def.format === 'safeint' ? (v) => Number.isSafeInteger(v) : null
    case 'min_length': {
      const { minimum } = def
      return (v) => {
        const { length } = v as string | unknown[]
        return length >= minimum && (typeof v !== 'string' || length >= 2 * minimum || [...v].length >= minimum)
      }
    }
    case 'max_length': {
      const { maximum } = def
      return (v) => (v as string | unknown[]).length <= maximum
    }
    case 'string_format':
      // Formats such as email, url or uuid carry more than a pattern: zod's to check.
      if (def.format === 'starts_with') {
        const { prefix } = def
        return (v) => (v as string).startsWith(prefix)
      }
      if (def.format !== 'regex') return null
      return (v) => {
        def.pattern.lastIndex = 0
        return def.pattern.test(v as string)
      }
    case 'custom': {
      // A refinement (z.refine) keeps its predicate in the definition; a check written against zod's payload
      // (z.check, z.superRefine) has none, so it is zod's. Only a literal `true` passes here (zod passes any
      // truthy result; a promise is an asynchronous refinement, zod's too).
      const { fn } = def
      return def.type === 'custom' && typeof fn === 'function' ? (v) => fn(v) === true : null
    }
    default:
      // Value-changing checks (overwrite: trim, case), exact lengths, suffixes, sizes, multiples and anything newer.
      return null
  }
}

/** Adds the schema's checks (zod runs them after the type's own parse), or null when one is of an unknown kind. */
function withChecks(def: Def, base: Quick): Quick | null {
  // A schema made by a format builder (z.int(), z.email()…) is itself a check: zod's.
  if ('check' in def) return null
  const conditions: Quick[] = []
  for (const check of def.checks ?? []) {
    const condition = conditionOf(check._zod.def)
    if (!condition) return null
    conditions.push(condition)
  }
  if (conditions.length === 0) return base
  return (value) => base(value) && conditions.every((c) => c(value))
}

// zod builds plain objects and arrays: a value with another prototype (or none) would differ from its output.
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype
// ...and arrays with no holes and no named properties.
const isPlainArray = (value: unknown): value is unknown[] =>
  Array.isArray(value) && Object.getPrototypeOf(value) === Array.prototype && Object.keys(value).length === value.length

/** Kinds whose zod output is always the input itself. */
const SCALARS = new Set<string>(['string', 'number', 'boolean', 'enum', 'literal'])

/** Builds the quick path of a schema, or null when it has a part the quick path does not know (zod does all of it then). */
function build(schema: unknown): Quick | null {
  const def = defOf(schema)
  if ('coerce' in def && def.coerce) return null
  switch (def.type) {
    case 'string':
      return withChecks(def, (v) => typeof v === 'string')
    case 'number':
      return withChecks(def, (v) => typeof v === 'number' && Number.isFinite(v))
    case 'boolean':
      return withChecks(def, (v) => typeof v === 'boolean')
    case 'unknown':
      // zod passes the value through; an undefined one is left to zod (it may mean an absent field).
      return withChecks(def, (v) => v !== undefined)
    case 'enum':
    case 'literal': {
      const values: unknown[] = def.type === 'enum' ? Object.values(def.entries) : def.values
      // An enum of strings only: with numbers in it, its entries also hold reverse mappings zod leaves out.
      if (def.type === 'enum' && values.some((v) => typeof v !== 'string')) return null
      const set = new Set(values)
      return withChecks(def, (v) => set.has(v))
    }
    case 'optional': {
      const inner = quickOf(def.innerType)
      return inner && withChecks(def, (v) => v !== undefined && inner(v))
    }
    case 'nullable': {
      const inner = quickOf(def.innerType)
      return inner && withChecks(def, (v) => v === null || inner(v))
    }
    case 'array': {
      const element = quickOf(def.element)
      if (!element) return null
      return withChecks(def, (v) => {
        if (!isPlainArray(v)) return false
        for (let i = 0; i < v.length; i++) if (!element(v[i])) return false
        return true
      })
    }
    case 'object': {
      if (def.catchall !== undefined) return null
      const shape = def.shape
      if (Object.getOwnPropertySymbols(shape).length) return null
      const keys = Object.keys(shape)
      const fields: Quick[] = []
      const optional: boolean[] = []
      for (const key of keys) {
        const field = quickOf(shape[key])
        if (!field || key === '__proto__') return null
        fields.push(field)
        // zod leaves an absent optional field absent. Its inner schema has a quick path, so it holds no
        // default (a kind the quick path does not know) that would fill the field in.
        optional.push(defOf(shape[key]).type === 'optional')
      }
      return withChecks(def, (v) => {
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
      // Keys checked as plain strings only: a key schema with values (an enum) or checks changes zod's walk.
      const key = defOf(def.keyType)
      if (key.type !== 'string' || key.coerce || 'check' in key || key.checks?.length) return null
      if (def.mode === 'loose' || def.partial) return null
      const value = quickOf(def.valueType)
      if (!value) return null
      return withChecks(def, (v) => {
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
      // Only a plain union of scalars: zod returns the first option that passes, and for scalars that is the
      // input. An exclusive union (z.xor) is zod's (a discriminated one has objects for options).
      if (def.inclusive === false) return null
      if (!def.options.every((o) => SCALARS.has(defOf(o).type))) return null
      const quick = def.options.map(quickOf)
      if (quick.some((q) => q === null)) return null
      return withChecks(def, (v) => quick.some((q) => (q as Quick)(v)))
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
      // A refinement that throws is zod's to handle.
    }
  }
  return schema.safeParse(value) as ReturnType<S['safeParse']>
}
