// The journal: where a page that goes keeps the events not yet written (a write in flight when a page unloads is
// aborted), synchronously; the next restore writes back those the database does not hold.
import { toErrorData } from '../errors/GatehouseError.js'
import { createEvent, type EventInput, type Stamped } from '../events/index.js'
import { BASE, HEAD, readHead } from './exported.js'
import { defaultFirstPaintStorage } from './firstPaint.js'
import { moveToQuarantine } from './quarantine.js'
import { readRecord, type QuarantineEntry } from './records.js'
import { putRuns } from './runs.js'
import type { StorageTx } from './storageTx.js'

/** The part of `localStorage` the journal needs (tests pass their own). */
export interface JournalStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/** Where the journal is kept: a storage (null for none) and the key. */
export interface JournalPlace {
  storage: JournalStorage | null
  key: string
}

/** The journal of one log: read and removed by restore, written by `spill()`. */
export interface Journal {
  /** The spilled events as stored (JSON), or null when there are none or the storage refused. */
  read(): string | null
  /** Drops the journal (its events are stored). */
  remove(): void
  /** Keeps `pending` in the journal, next to another instance's spill not yet written back. */
  spill(pending: readonly Stamped[]): void
}

/**
 * The journal at `place`; by default, a log shared by tabs (`channelName`) keeps it in localStorage under
 * `<channelName>:unwritten`, others have none.
 */
export function createJournal(
  place: JournalPlace | undefined,
  channelName: string | null,
  report: (event: EventInput) => void,
): Journal {
  const journal =
    place ?? (channelName ? { storage: defaultFirstPaintStorage(), key: `${channelName}:unwritten` } : null)
  return {
    read() {
      try {
        return journal?.storage?.getItem(journal.key) ?? null
      } catch {
        return null // storage refused: nothing to write back
      }
    },
    remove() {
      try {
        journal?.storage?.removeItem(journal.key)
      } catch {
        // Left for the next restore, which finds its events stored and writes nothing.
      }
    },
    spill(pending) {
      if (!journal?.storage || pending.length === 0) return
      try {
        // Another instance's spill not yet written back is kept: both go to the next restore.
        let kept: unknown[] = []
        try {
          kept = [JSON.parse(journal.storage.getItem(journal.key) ?? '[]')].flat()
        } catch {
          kept = [] // not ours to read (restore would quarantine it); replaced
        }
        const ids = new Set(pending.map((e) => e.id))
        journal.storage.setItem(
          journal.key,
          JSON.stringify([...kept.filter((e) => !ids.has((e as { id?: unknown } | null)?.id as string)), ...pending]),
        )
      } catch (error) {
        // Full or refused: the events are still queued and the write under way may yet finish.
        report(createEvent('LogWriteFailed', { error: toErrorData(error), pending: pending.length }))
      }
    },
  }
}

/**
 * Writes back the journal's events (spilled by a page that went while they were being written) that the database
 * does not hold: an event whose id is stored from the journal's first seq on was written after all. They go after
 * the head, in their order, numbered on; a journal entry that does not read is quarantined like a stored record.
 */
export async function recoverJournal(tx: StorageTx, raw: string | null, quarantined: QuarantineEntry[]): Promise<void> {
  if (raw === null) return
  let list: unknown
  try {
    list = JSON.parse(raw)
  } catch {
    list = raw
  }
  const entries = Array.isArray(list) ? list : [list]
  const events: Stamped[] = []
  for (let i = 0; i < entries.length; i++) {
    const result = readRecord(entries[i])
    if (result.ok) events.push(result.event)
    else await moveToQuarantine(tx, ['j', i], entries[i], result, quarantined)
  }
  if (events.length === 0) return
  const from = Math.min(...events.map((e) => e.seq))
  const [head, storedBase, range] = await Promise.all([
    readHead(tx),
    tx.get(BASE),
    tx.getRange({ area: 'e', from, to: Infinity }),
  ])
  const base = (storedBase as number | undefined) ?? 0
  const stored = new Set(range.values.flat().map((e) => (e as { id?: unknown } | null)?.id))
  const missing = events.filter((e) => e.seq > base && !stored.has(e.id))
  if (missing.length === 0) return
  putRuns(tx, missing, head)
  tx.put(HEAD, head + missing.length)
}
