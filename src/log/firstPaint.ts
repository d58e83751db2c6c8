// The first-paint copy: the read models at one sequence number of the log, kept in localStorage so that a
// page can show the restored state synchronously at start-up, before IndexedDB (whose open and reads alone
// take 40–60 ms) has answered. It is only ever a copy of states computed from the log itself (a restore or a
// snapshot, inside their IndexedDB transaction, or those plus the events this tab wrote after them while it
// was the only writer), so it always equals the fold of the log up to its `seq`: another tab's copy is as good
// as ours. It is a cache, never the truth: restore still reads IndexedDB, folds the events after the copy's
// seq and replaces the state; `ready` resolves after that, as before.
import * as z from 'zod/mini'
import { safeParseFast } from '../events/fastParse.js'
import type { FIRST_PAINT_REASONS } from '../events/system.js'
import type { AnyProjection } from '../store/projection.js'

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

// The same checks as a snapshot record in IndexedDB (src/log/log.ts snapshotSchema).
const CopySchema = z.object({
  format: z.literal(FIRST_PAINT_FORMAT),
  version: z.literal(FIRST_PAINT_VERSION),
  seq: z.number().check(z.int(), z.gte(0)),
  projections: z.record(z.string(), z.object({ version: z.number().check(z.int(), z.gte(1)), state: z.unknown() })),
})

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
  | { ok: true; copy: FirstPaintState }
  | { ok: false; reason: FirstPaintIgnoredReason; detail: string }
  | null

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
export function readFirstPaint(storage: FirstPaintStorage | null, key: string, projections: readonly AnyProjection[]): FirstPaintRead {
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
  const result = safeParseFast(CopySchema, parsed)
  if (!result.success || result.data.seq !== seq) {
    return { ok: false, reason: 'malformed', detail: result.success ? 'seq does not match its prefix' : `Not a first-paint copy: ${result.error.issues[0]?.message ?? ''}` }
  }
  const states: Record<string, object> = {}
  const used: string[] = []
  for (const p of projections) {
    const entry = result.data.projections[p.name]
    if (entry && entry.version === p.version && typeof entry.state === 'object' && entry.state !== null && !Array.isArray(entry.state)) {
      states[p.name] = entry.state
      used.push(p.name)
    } else states[p.name] = p.initial
  }
  return { ok: true, copy: { seq: result.data.seq, states, used } }
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
