// The live event log (ARCHITECTURE "Data flow" step 4), put together from its parts: restore and quarantine
// (restore.ts, quarantine.ts), the writer with its batches and retries (writer.ts), snapshots and compaction
// (snapshots.ts), the journal (journal.ts) and the other tabs (tabs.ts). Loaded with the rest of the runtime
// (src/runtime.ts), next to the storage createGatehouse opened.
import { InvalidLogError } from '../errors/core.js'
import type { EventInput, Stamped } from '../events/index.js'
import type { AnyProjection } from '../store/projection.js'
import type { ExportedLog } from './exported.js'
import { exportStored } from './exportStored.js'
import { createJournal, type JournalPlace } from './journal.js'
import { reportQuarantine } from './quarantine.js'
import { restoreStates, type RestoreResult } from './restore.js'
import { createSnapshots } from './snapshots.js'
import type { LogStorage } from './storageTx.js'
import { openTabs } from './tabs.js'
import { createWriter } from './writer.js'

export type { ExportedLog, Snapshot } from './exported.js'
export type { JournalStorage } from './journal.js'
export type { RestoreResult } from './restore.js'
export { RUN } from './runs.js'

/** Options of `createLog`. */
export interface LogOptions {
  storage: LogStorage
  projections: readonly AnyProjection[]
  /** Write a snapshot every this many events. */
  snapshotEvery?: number
  /** Keep at least this many events before compacting older ones behind a snapshot. */
  keepEvents?: number
  /** At most this many events in one write transaction, so no write blocks the page for long. */
  maxBatch?: number
  /** Name of the BroadcastChannel that tells other tabs of new writes, or null for none. */
  channelName?: string | null
  /** Receives the log's own facts (quarantined records, failed writes) for the bus. */
  report?: (event: EventInput) => void
  /**
   * Where `spill()` keeps the events not yet written when the page goes: a write still in flight when a page unloads
   * is aborted, and those events would be lost. `restore()` writes them back. By default, a log shared by tabs
   * (`channelName`) keeps it in localStorage under `<channelName>:unwritten`; others have none.
   */
  journal?: JournalPlace
  setTimeout?: (fn: () => void, ms: number) => unknown
  clearTimeout?: (handle: unknown) => void
}

/** The persistent event log (ARCHITECTURE "Data flow" step 4). */
export interface Log {
  readonly storage: LogStorage
  /** Reads snapshot and tail and folds them into the read models. */
  restore(): Promise<RestoreResult>
  /** The sequence number of the next event. */
  allocateSeq(): number
  /** Queues a persisted event; events of one tick are written in one transaction. */
  append(event: Stamped): void
  /** Resolves once every event appended so far is written; rejects with `LogStorageError` when a write fails (the events stay queued). */
  flush(): Promise<void>
  /**
   * Keeps the events not yet known to be written in the journal, synchronously (a page being hidden or closed).
   * The next restore writes those the database does not hold (by id) after its head; it never throws.
   */
  spill(): void
  /** The whole log as JSON-safe data. */
  exportLog(): Promise<ExportedLog>
  /**
   * The read models at the head of the log as stored (what a restore would give now), or null when this
   * instance does not know them: from its restore or latest snapshot, plus the events it wrote since while it
   * was the only writer. Another tab's write makes it null until the next snapshot. What the first-paint copy
   * (src/log/firstPaint.ts) is written from.
   */
  storedStates(): { seq: number; states: Record<string, object> } | null
  /** Writes pending events, then stops. */
  dispose(): Promise<void>
}

/** Creates the log over a storage (sequence numbers: see createWriter). */
export function createLog(options: LogOptions): Log {
  const {
    storage,
    projections,
    snapshotEvery = 1000,
    keepEvents = 10_000,
    maxBatch = 1000,
    channelName = null,
    report = () => {},
  } = options
  if (!(snapshotEvery >= 1 && keepEvents >= snapshotEvery && maxBatch >= 1)) {
    throw new InvalidLogError('Log options: need snapshotEvery ≥ 1, keepEvents ≥ snapshotEvery, maxBatch ≥ 1')
  }

  // The head this instance last saw stored, and the seq its next event gets: after the head and every event queued.
  let head = 0
  let nextSeq = 1
  const pendingCount = () => writer.pending.length
  const seqAfter = (stored: number) => {
    nextSeq = Math.max(nextSeq, stored + pendingCount() + 1)
  }

  const journal = createJournal(options.journal, channelName, report)
  const snapshots = createSnapshots({ storage, projections, snapshotEvery, keepEvents, report, pendingCount })
  // Another tab wrote: number new events after its head, which avoids renumbering them at write time.
  const tabs = openTabs(channelName, (theirs) => {
    if (theirs < head) return
    seqAfter(theirs)
    snapshots.forget()
  })
  const writer = createWriter({
    storage,
    maxBatch,
    report,
    setTimeout: options.setTimeout ?? ((fn, ms) => setTimeout(fn, ms)),
    clearTimeout: options.clearTimeout ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>)),
    async written(batch, result) {
      snapshots.written(batch, result)
      head = result.head
      seqAfter(head)
      tabs.post(head)
      await snapshots.takeIfDue(head)
    },
  })

  return {
    storage,
    async restore() {
      const spilled = journal.read()
      const result = await restoreStates(storage, projections, spilled, report)
      // Written back (or already there): the journal is done with.
      if (spilled !== null) journal.remove()
      head = result.head
      snapshots.restored(result.head, result.states, result.snapshotSeq)
      seqAfter(head)
      reportQuarantine(report, result.quarantined)
      return result
    },
    allocateSeq() {
      return nextSeq++
    },
    storedStates: snapshots.storedStates,
    append: writer.append,
    spill() {
      journal.spill(writer.pending)
    },
    flush: writer.flush,
    async exportLog() {
      await writer.flush()
      return exportStored(storage, report, pendingCount)
    },
    async dispose() {
      // Storage that keeps failing must not hold dispose forever: the events stay queued in memory with the report made.
      await writer.flush().catch(() => undefined)
      writer.stop()
      tabs.close()
    },
  }
}
