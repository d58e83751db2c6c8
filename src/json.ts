import { NotPlainJsonError } from './errors/core.js'

/** A value that survives `JSON.stringify` → `JSON.parse` unchanged. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

/**
 * Returns a deep copy of `value` as plain JSON, dropping object properties whose
 * value is `undefined` (JSON drops them too). Throws `NotPlainJsonError` naming
 * the first field that is not JSON: bigint (travels as a decimal string, STYLE §5),
 * functions, symbols, class instances, NaN, ±Infinity, -0, cycles.
 */
export function toPlainJson(value: unknown, path = ''): Json {
  const seen = new Set<object>()
  const walk = (v: unknown, p: string): Json => {
    switch (typeof v) {
      case 'string':
      case 'boolean':
        return v
      case 'number':
        if (!Number.isFinite(v)) throw new NotPlainJsonError(p, String(v))
        if (Object.is(v, -0)) throw new NotPlainJsonError(p, '-0')
        return v
      case 'object': {
        if (v === null) return null
        if (seen.has(v)) throw new NotPlainJsonError(p, 'a cycle')
        seen.add(v)
        let out: Json
        if (Array.isArray(v)) {
          const arr: Json[] = new Array<Json>(v.length)
          for (let i = 0; i < v.length; i++) {
            if (v[i] === undefined) throw new NotPlainJsonError(`${p}[${i}]`, 'undefined')
            arr[i] = walk(v[i], `${p}[${i}]`)
          }
          out = arr
        } else {
          const proto = Object.getPrototypeOf(v) as unknown
          if (proto !== Object.prototype && proto !== null) {
            throw new NotPlainJsonError(p, (v as object).constructor?.name ?? 'an object with a prototype')
          }
          const obj: { [key: string]: Json } = {}
          for (const key of Object.keys(v)) {
            const child = (v as Record<string, unknown>)[key]
            if (child === undefined) continue
            obj[key] = walk(child, p ? `${p}.${key}` : key)
          }
          out = obj
        }
        seen.delete(v)
        return out
      }
      default:
        throw new NotPlainJsonError(p, typeof v)
    }
  }
  return walk(value, path)
}

/** Deep-freezes a value in place and returns it (the dev and test guard of STYLE §5). */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key])
  }
  return value
}
