// The exported log's format (exportLog, replay, importLog) and the storage layout the log and an import share.
// Apart from src/log/log.ts and its parts (the live log, a lazy chunk with the rest of the runtime: src/runtime.ts)
// because `replay`, `importLog` and `parseExportedLog` are public: what the public entry reaches loads at an app's
// start.
import * as z from 'zod/mini'
import { InvalidLogError } from '../errors/core.js'
import { sharedSchema } from '../events/define.js'
import { zodIssues } from '../events/index.js'
import { QUARANTINE_REASONS } from '../events/system.js'
import type { Json } from '../json.js'
import type { QuarantineEntry } from './records.js'
import type { LogStorage, StorageKey, StorageTx } from './storageTx.js'

/** The read models at one sequence number, with the version of each projection. */
export interface Snapshot {
  seq: number
  projections: Record<string, { version: number; state: Json }>
}

/** Format marker and version of an exported log. */
export const LOG_FORMAT = 'gatehouse-log'
/** Version of the exported log format (the one `exportLog` writes and `replay` reads). */
export const LOG_FORMAT_VERSION = 1

/**
 * A log as JSON (`exportLog()`): `base` is the state before the first event
 * (null when the log starts at the beginning; a snapshot once older events were
 * compacted), `events` the stored events in order, `quarantined` the records
 * set aside. JSON-safe: bigint travels as a decimal string.
 */
export interface ExportedLog {
  format: typeof LOG_FORMAT
  version: number
  base: Snapshot | null
  events: Json[]
  quarantined: QuarantineEntry[]
}

// Built on first use (a restore, an export or an import), not when the module is evaluated (an app that never restores or exports never builds it).
export const snapshotSchema = sharedSchema(() =>
  z.object({
    seq: z.number().check(z.int(), z.gte(0)),
    projections: z.record(z.string(), z.object({ version: z.number().check(z.int(), z.gte(1)), state: z.unknown() })),
  }),
)

const exportedLogSchema = sharedSchema(() =>
  z.object({
    format: z.literal(LOG_FORMAT),
    version: z.number().check(z.int(), z.gte(1)),
    base: z.nullable(snapshotSchema()),
    events: z.array(z.unknown()),
    quarantined: z.array(
      z.object({
        key: z.string(),
        seq: z.nullable(z.number()),
        eventType: z.nullable(z.string()),
        reason: z.enum(QUARANTINE_REASONS),
        detail: z.string(),
        record: z.unknown(),
      }),
    ),
  }),
)

/**
 * Checks that `value` is an exported Gatehouse log of a version this build
 * reads. Throws `InvalidLogError` naming the first bad field. Individual event
 * records are checked later, one by one, so one bad record never rejects a log.
 */
export function parseExportedLog(value: unknown): ExportedLog {
  const parsed = exportedLogSchema().safeParse(value)
  if (!parsed.success) {
    const issue = zodIssues('', parsed.error.issues)[0]
    throw new InvalidLogError('Not a Gatehouse log', {
      details: issue ? `${issue.path || '(root)'}: ${issue.message}` : undefined,
    })
  }
  if (parsed.data.version > LOG_FORMAT_VERSION) {
    throw new InvalidLogError(
      `Log format version ${parsed.data.version} is newer than this build reads (${LOG_FORMAT_VERSION})`,
    )
  }
  return parsed.data as ExportedLog
}

// Storage layout: ['e', seq] events (one event whose seq is the key, or a run of events ending at it: src/log/runs.ts
// RUN), ['s', seq] snapshots, ['q', n] quarantine, ['m', name] metadata.
export const HEAD: StorageKey = ['m', 'head']
export const BASE: StorageKey = ['m', 'base']
export const QNEXT: StorageKey = ['m', 'qnext']
export const ALL = { from: -Infinity, to: Infinity }

/** The head of a stored log: the head marker or the last event's key, whichever is higher. */
export async function readHead(tx: StorageTx): Promise<number> {
  const head = ((await tx.get(HEAD)) as number | undefined) ?? 0
  const last = (await tx.lastKey('e')) ?? 0
  return Math.max(head, last)
}

/**
 * Writes an exported log into an empty storage, so that exporting it again
 * gives the same log (export → import is an identity). Throws `InvalidLogError`
 * for a malformed export or a storage that already holds a log.
 */
export async function importLog(storage: LogStorage, exported: unknown): Promise<void> {
  const log = parseExportedLog(exported)
  await storage.transact('readwrite', async (tx) => {
    if ((await readHead(tx)) > 0 || (await tx.lastKey('s')) !== null) {
      throw new InvalidLogError('Cannot import into a storage that already holds a log')
    }
    let head = 0
    if (log.base) {
      tx.put(['s', log.base.seq], log.base)
      tx.put(BASE, log.base.seq)
      head = log.base.seq
    }
    const seqOf = (record: unknown): number | null => {
      const seq = (record as { seq?: unknown } | null)?.seq
      return typeof seq === 'number' && Number.isSafeInteger(seq) && seq > 0 ? seq : null
    }
    // An event without a sequence number (an export edited by hand) goes after every numbered one, each at a key of
    // its own, for restore to quarantine: none overwrites another, and the keys run on without gaps.
    let next = log.events.reduce<number>((max, record) => Math.max(max, seqOf(record) ?? 0), head)
    for (const record of log.events) {
      const key = seqOf(record) ?? ++next
      tx.put(['e', key], record)
      head = Math.max(head, key)
    }
    log.quarantined.forEach((entry, i) => tx.put(['q', i + 1], entry))
    tx.put(QNEXT, log.quarantined.length + 1)
    tx.put(HEAD, head)
  })
}
