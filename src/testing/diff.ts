// What changed between two read-model states, as paths: the replay harness shows it under
// each event, and the regression helpers report a mismatch with it.

/** One difference between two states. */
export interface StateChange {
  /** Where, as `connection.byNamespace.eip155.status` or `ids[2]` (empty for the root). */
  path: string
  kind: 'added' | 'removed' | 'changed'
  /** The value before (absent for `added`). */
  before?: unknown
  /** The value after (absent for `removed`). */
  after?: unknown
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null

function join(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${key}]`
  return /^[A-Za-z_$][\w$]*$/.test(key) ? (path ? `${path}.${key}` : key) : `${path}[${JSON.stringify(key)}]`
}

/**
 * The differences between `before` and `after`, depth first in key order, at most
 * `limit` of them (default 500). Shared references are skipped without looking inside,
 * so a step that changed one read model costs only that read model.
 */
export function diffStates(before: unknown, after: unknown, options: { limit?: number } = {}): StateChange[] {
  const limit = options.limit ?? 500
  const out: StateChange[] = []
  const walk = (a: unknown, b: unknown, path: string): void => {
    if (out.length >= limit || Object.is(a, b)) return
    if (!isObject(a) || !isObject(b) || Array.isArray(a) !== Array.isArray(b)) {
      out.push({ path, kind: 'changed', before: a, after: b })
      return
    }
    if (Array.isArray(a) && Array.isArray(b)) {
      const n = Math.max(a.length, b.length)
      for (let i = 0; i < n && out.length < limit; i++) {
        if (i >= a.length) out.push({ path: join(path, i), kind: 'added', after: b[i] })
        else if (i >= b.length) out.push({ path: join(path, i), kind: 'removed', before: a[i] })
        else walk(a[i], b[i], join(path, i))
      }
      return
    }
    const keys = new Set([...Object.keys(a), ...Object.keys(b)])
    for (const key of keys) {
      if (out.length >= limit) return
      const inA = Object.prototype.hasOwnProperty.call(a, key)
      const inB = Object.prototype.hasOwnProperty.call(b, key)
      if (!inA) out.push({ path: join(path, key), kind: 'added', after: b[key] })
      else if (!inB) out.push({ path: join(path, key), kind: 'removed', before: a[key] })
      else walk(a[key], b[key], join(path, key))
    }
  }
  walk(before, after, '')
  return out
}
