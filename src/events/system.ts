import * as z from 'zod/mini'
import { errorDataSchema, nonEmpty } from './common.js'
import { defineEvent } from './define.js'

/**
 * The read models were restored from the log at start-up. Reducers use it for
 * SPEC §4: a stored connected status shows as connecting until re-synced, and
 * an open modal does not reopen after a reload.
 */
export const SessionRestored = defineEvent('SessionRestored', () =>
  z.object({
    /** Highest sequence number found in the log. */
    head: z.number().check(z.int(), z.gte(0)),
    /** Sequence number of the snapshot restore started from, or null for a full fold. */
    snapshotSeq: z.nullable(z.number().check(z.int(), z.gte(0))),
    storage: z.enum(['indexeddb', 'memory']),
  }),
)

/** Persistent storage is not available (no IndexedDB, private mode, corrupt database): the log lives in memory. */
export const LogStorageUnavailable = defineEvent('LogStorageUnavailable', () => z.object({ error: errorDataSchema() }))

/** Reasons a stored record is set aside instead of restored. */
export const QUARANTINE_REASONS = ['unknown-type', 'version-too-new', 'invalid', 'upcast-failed', 'malformed'] as const

/** A stored record could not be read; it was moved to quarantine, restore went on (STYLE §3). */
export const LogRecordQuarantined = defineEvent('LogRecordQuarantined', () =>
  z.object({
    /** Storage key of the record, as JSON. */
    key: nonEmpty(),
    seq: z.nullable(z.number()),
    eventType: z.nullable(z.string()),
    reason: z.enum(QUARANTINE_REASONS),
    detail: z.string(),
  }),
)

/** Writing to the log failed; the events stay queued in memory and the write is retried. */
export const LogWriteFailed = defineEvent(
  'LogWriteFailed',
  () => z.object({ error: errorDataSchema(), pending: z.number().check(z.int(), z.gte(0)) }),
  { ephemeral: true },
)

/** Why a first-paint copy of the read models (src/log/firstPaint.ts) was not used or not kept. */
export const FIRST_PAINT_REASONS = ['malformed', 'too-large', 'ahead-of-log', 'secret', 'write-failed'] as const

/**
 * The first-paint copy in localStorage was ignored (corrupt, too large, ahead of the log) or could not be
 * written (quota, a secret-named field): start-up shows the initial state until restore, nothing else changes.
 */
export const FirstPaintCopyIgnored = defineEvent(
  'FirstPaintCopyIgnored',
  () => z.object({ reason: z.enum(FIRST_PAINT_REASONS), detail: z.string() }),
  { ephemeral: true },
)

/** An effect errored or emitted an invalid event; it was resubscribed unless it kept failing. */
export const EffectFailed = defineEvent('EffectFailed', () =>
  z.object({
    effect: nonEmpty(),
    error: errorDataSchema(),
    /** restarted: resubscribed after an error; stopped: gave up after too many; continued: an invalid output was dropped and reported, the effect runs on. */
    outcome: z.enum(['restarted', 'stopped', 'continued']),
  }),
)

/** A reducer threw on an event; its read model kept its previous state for that event. */
export const ReducerFailed = defineEvent(
  'ReducerFailed',
  () =>
    z.object({
      projection: nonEmpty(),
      eventType: nonEmpty(),
      eventId: nonEmpty(),
      error: errorDataSchema(),
    }),
  { ephemeral: true },
)
