// Writing the first-paint copy (src/log/firstPaint.ts reads it at start-up). Apart from the reading because
// a copy is only written once the log runs (after restore, when a page is hidden or closed): this loads with
// the log's code (src/runtime.ts), not in an app's initial JS.
import { findSecretField } from '../events/secrets.js'
import { toPlainJson, type Json } from '../json.js'
import type { AnyProjection } from '../store/projection.js'
import {
  FIRST_PAINT_FORMAT,
  FIRST_PAINT_MAX_CHARS,
  FIRST_PAINT_VERSION,
  seqOf,
  type FirstPaintIgnoredReason,
  type FirstPaintStorage,
} from './firstPaint.js'

/** What writing the copy did. */
export type FirstPaintWrite =
  { ok: true; written: boolean } | { ok: false; reason: FirstPaintIgnoredReason; detail: string }

/**
 * Writes the read models at `seq` as the copy, unless the stored copy is already at `seq` or newer (another
 * tab may have written a newer one). Never throws: a value too large, a secret-named field anywhere in the
 * read models (the log's own rule) or a storage error (quota) leaves no copy behind and says why.
 */
export function writeFirstPaint(
  storage: FirstPaintStorage | null,
  key: string,
  projections: readonly AnyProjection[],
  seq: number,
  states: Readonly<Record<string, object>>,
): FirstPaintWrite {
  if (!storage) return { ok: true, written: false }
  const remove = () => {
    try {
      storage.removeItem(key)
    } catch {
      // Nothing more to do: a copy that cannot be removed is still a fold of the log up to its seq.
    }
  }
  try {
    const stored = seqOf(storage.getItem(key))
    if (stored !== null && stored >= seq) return { ok: true, written: false }
    const copy: {
      format: string
      version: number
      seq: number
      projections: Record<string, { version: number; state: Json }>
    } = {
      format: FIRST_PAINT_FORMAT,
      version: FIRST_PAINT_VERSION,
      seq,
      projections: {},
    }
    for (const p of projections)
      copy.projections[p.name] = { version: p.version, state: toPlainJson(states[p.name] ?? p.initial, p.name) }
    const secret = findSecretField(copy.projections, 'projections')
    if (secret) {
      remove()
      return {
        ok: false,
        reason: 'secret',
        detail: `The read models hold a secret-named field (${secret}); no copy is kept`,
      }
    }
    const value = `${seq}\n${JSON.stringify(copy)}`
    if (value.length > FIRST_PAINT_MAX_CHARS) {
      remove()
      return {
        ok: false,
        reason: 'too-large',
        detail: `${value.length} characters, more than ${FIRST_PAINT_MAX_CHARS}; no copy is kept`,
      }
    }
    storage.setItem(key, value)
    return { ok: true, written: true }
  } catch (error) {
    // Quota exceeded, storage disabled, or read models that are not plain JSON.
    remove()
    return { ok: false, reason: 'write-failed', detail: String(error) }
  }
}
