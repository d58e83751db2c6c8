// The first-paint copy: the read models at one sequence number of the log, kept in localStorage so that a
// page can show the restored state synchronously at start-up, before IndexedDB (whose open and reads alone
// take 40–60 ms) has answered. It is only ever a copy of states computed from the log itself (a restore or a
// snapshot, inside their IndexedDB transaction, or those plus the events this tab wrote after them while it
// was the only writer), so it always equals the fold of the log up to its `seq`: another tab's copy is as good
// as ours. It is a cache, never the truth: restore still reads IndexedDB, folds the events after the copy's
// seq and replaces the state; `ready` resolves after that, as before.
import type { FIRST_PAINT_REASONS } from '../events/system.js'
import type { AnyProjection } from '../store/projection.js'
import { findSecretField } from '../events/secrets.js'

/** The part of `localStorage` the copy needs (tests pass their own). */
export interface FirstPaintStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/** Why a first-paint copy was not used or not written (the `FirstPaintCopyIgnored` event's reason). */
export type FirstPaintIgnoredReason = (typeof FIRST_PAINT_REASONS)[number]

/** Largest copy read or written, in characters (localStorage holds about 5 M characters an origin; leave the app most of it). */
export const FIRST_PAINT_MAX_CHARS = 1_000_000

/** Format marker and version of the copy (src/log/firstPaintWrite.ts writes it). */
export const FIRST_PAINT_FORMAT = 'gatehouse-first-paint'
export const FIRST_PAINT_VERSION = 1

/**
 * Whether `value` has the shape of `template` (a projection's initial state): at every key the template holds,
 * the same kind of JSON value (an object, an array, a string, a number, a boolean), recursively into objects; a
 * null in the template takes any value (a field not known yet), an array any array. What a stored read model must pass before the UI sees it.
 */
export function fitsShape(template: unknown, value: unknown): boolean {
  if (template === null) return true
  if (typeof template !== 'object') return typeof value === typeof template
  if (typeof value !== 'object' || value === null || Array.isArray(value) !== Array.isArray(template)) return false
  if (!Array.isArray(template))
    for (const key in template)
      if (!fitsShape((template as Record<string, unknown>)[key], (value as Record<string, unknown>)[key])) return false
  return true
}

/** The localStorage key of a log's copy (the log's database name inside). */
export function firstPaintKey(logName: string): string {
  return `${logName}:first-paint`
}

/** A copy read back: its seq and the read models whose version matches this build (others start from their initial state). */
export interface FirstPaintState {
  seq: number
  states: Record<string, object>
  /** Projections taken from the copy; the others had another version (or were missing) and start from their initial state. */
  used: string[]
}

/** What reading the copy found. */
export type FirstPaintRead =
  { ok: true; copy: FirstPaintState } | { ok: false; reason: FirstPaintIgnoredReason; detail: string } | null

/** Cheap look at a stored value's seq without parsing it (the value starts with `<seq>\n`). */
export function seqOf(value: string | null): number | null {
  if (value === null) return null
  const end = value.indexOf('\n')
  const seq = end > 0 ? Number(value.slice(0, end)) : NaN
  return Number.isSafeInteger(seq) && seq >= 0 ? seq : null
}

/**
 * Reads the copy: null when there is none (or no storage), else the states or why they were ignored
 * (corrupt, too large). Never throws. Validated like a snapshot from IndexedDB: format, seq, and for each
 * projection its version, so a read model whose version changed starts from its initial state.
 */
export function readFirstPaint(
  storage: FirstPaintStorage | null,
  key: string,
  projections: readonly AnyProjection[],
): FirstPaintRead {
  if (!storage) return null
  let value: string | null
  try {
    value = storage.getItem(key)
  } catch (error) {
    return { ok: false, reason: 'malformed', detail: `localStorage could not be read: ${String(error)}` }
  }
  if (value === null) return null
  if (value.length > FIRST_PAINT_MAX_CHARS) {
    return { ok: false, reason: 'too-large', detail: `${value.length} characters, more than ${FIRST_PAINT_MAX_CHARS}` }
  }
  const seq = seqOf(value)
  let parsed: unknown
  try {
    parsed = JSON.parse(value.slice(value.indexOf('\n') + 1))
  } catch {
    return { ok: false, reason: 'malformed', detail: 'Not JSON' }
  }
  const copy = parsed as {
    format?: unknown
    version?: unknown
    seq?: unknown
    projections?: Record<string, { version?: unknown; state?: unknown } | null>
  } | null
  // (NaN equals nothing: a prefix that is not a seq fails the seq check.)
  if (
    copy?.format !== FIRST_PAINT_FORMAT ||
    copy.version !== FIRST_PAINT_VERSION ||
    copy.seq !== (seq ?? NaN) ||
    !fitsShape({}, copy.projections)
  ) {
    return { ok: false, reason: 'malformed', detail: 'Not a first-paint copy' }
  }
  // The write refuses a read model with a secret-named field; a copy that holds one anyway (written by another
  // build, or by something else on the origin) is not shown either.
  const secret = findSecretField(copy.projections, 'projections')
  if (secret) return { ok: false, reason: 'secret', detail: `The copy holds a secret-named field (${secret})` }
  const states: Record<string, object> = {}
  const used: string[] = []
  for (const p of projections) {
    const entry = (copy.projections as NonNullable<typeof copy.projections>)[p.name]
    // Of the right version and shape: a wrong-shaped copy shown before `ready` would reach the app's first render.
    if (entry?.version === p.version && fitsShape(p.initial, entry.state)) {
      states[p.name] = entry.state as object
      used.push(p.name)
    } else states[p.name] = p.initial
  }
  return { ok: true, copy: { seq: seq as number, states, used } }
}

/** Drops the copy (one found ahead of the log belongs to another log). */
export function removeFirstPaint(storage: FirstPaintStorage | null, key: string): void {
  try {
    storage?.removeItem(key)
  } catch {
    // As above.
  }
}

/** The page's localStorage, or null where there is none or it refuses access (sandboxed frames, some private modes). */
export function defaultFirstPaintStorage(): FirstPaintStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null
  }
}
