// The log's writer: appended events are queued, written in batches (one transaction a task, at most `maxBatch`
// events each) and, when a write fails, kept queued and retried with backoff. Nothing is dropped.
import { LogStorageError } from '../errors/core.js'
import { toErrorData } from '../errors/GatehouseError.js'
import { createEvent, type EventInput, type Stamped } from '../events/index.js'
import { HEAD, readHead } from './exported.js'
import { isSeq } from './quarantine.js'
import { putRuns } from './runs.js'
import type { LogStorage } from './storageTx.js'

/** What one write stored: the head before and after it, and whether an event was given another seq. */
export interface WriteResult {
  before: number
  head: number
  renumbered: boolean
}

/** Options of `createWriter`. */
export interface WriterOptions {
  storage: LogStorage
  /** At most this many events in one write transaction. */
  maxBatch: number
  /** Receives LogWriteFailed for each failed write. */
  report: (event: EventInput) => void
  /** Called after each stored batch (already out of the queue), before the next write starts. */
  written: (batch: readonly Stamped[], result: WriteResult) => Promise<void> | void
  setTimeout: (fn: () => void, ms: number) => unknown
  clearTimeout: (handle: unknown) => void
}

/** The queue of events to write, and the writes. */
export interface Writer {
  /** The events not yet written, in order. */
  readonly pending: readonly Stamped[]
  /** Queues an event; events of one task are written in one transaction. */
  append(event: Stamped): void
  /** Resolves once every event appended so far is written; rejects with `LogStorageError` when a write fails. */
  flush(): Promise<void>
  /** Takes no more events and cancels a retry not yet due. */
  stop(): void
}

/**
 * How long the writer waits before retrying after its `failures`-th failed write in a row: 250 ms, then 500 ms,
 * doubling up to 30 s, so storage that keeps failing (full, or being cleared) is not hammered.
 */
export function retryDelay(failures: number): number {
  return Math.min(30_000, 250 * 2 ** Math.min(failures - 1, 7))
}

/**
 * Creates the writer over a storage. Sequence numbers are assigned inside the write transaction (head + 1 …), so
 * several tabs (or instances) sharing one database never lose, duplicate or interleave them: IndexedDB serialises
 * readwrite transactions on one store. An event numbered by a tab that lost such a race is written at the next free
 * number, in order.
 */
export function createWriter(options: WriterOptions): Writer {
  const { storage, maxBatch, report, written, setTimeout: setTimer, clearTimeout: clearTimer } = options
  let pending: Stamped[] = []
  let writing = false
  let scheduled = false
  let failures = 0
  let retryTimer: unknown = null
  let stopped = false
  let idleWaiters: Array<{ resolve: () => void; reject: (error: unknown) => void }> = []

  const settleIdle = () => {
    if (writing || pending.length > 0) return
    const waiters = idleWaiters
    idleWaiters = []
    for (const w of waiters) w.resolve()
  }

  // A waiter for the log to be written hears of a failed write at once, instead of waiting on the retries.
  const failWaiters = (error: unknown) => {
    const waiters = idleWaiters
    idleWaiters = []
    const failure = new LogStorageError('Events could not be written; they stay queued and the write is retried', {
      cause: error,
      details: String(error),
    })
    for (const w of waiters) w.reject(failure)
  }

  // Writes run in a task of their own, after the one that emitted: the app's task never carries the
  // log's work, and everything emitted in one task (across its microtasks) goes into one transaction.
  // An explicit flush() (and a page being hidden or closed) writes at once.
  const schedule = () => {
    if (scheduled || writing || retryTimer !== null) return
    scheduled = true
    setTimer(() => {
      scheduled = false
      // A write that failed meanwhile (a flush in the appending task) set the backoff: its retry writes these too.
      // Once stopped (the log disposed, after its last flush) nothing more is written.
      if (retryTimer === null && !stopped) void write()
    }, 0)
  }

  async function write(): Promise<void> {
    if (writing || pending.length === 0) return settleIdle()
    writing = true
    const batch = pending.slice(0, maxBatch)
    let failed = false
    try {
      const result = await storage.transact('readwrite', async (tx): Promise<WriteResult> => {
        const before = await readHead(tx)
        // Restore checked the markers; another page may have written one since. Never number events from garbage.
        if (!isSeq(before + batch.length))
          throw new LogStorageError(`The stored head (${String(before)}) is not a sequence number to write after`)
        const renumbered = putRuns(tx, batch, before)
        tx.put(HEAD, before + batch.length)
        return { before, head: before + batch.length, renumbered }
      })
      pending = pending.slice(batch.length)
      failures = 0
      await written(batch, result)
    } catch (error) {
      failed = true
      failures++
      report(createEvent('LogWriteFailed', { error: toErrorData(error), pending: pending.length }))
      failWaiters(error)
      // Nothing is dropped: the events stay queued and the write is retried with backoff, one retry at a time, and
      // none once stopped (the log is disposed: its journal keeps what was not written).
      if (retryTimer !== null) clearTimer(retryTimer)
      retryTimer = stopped
        ? null
        : setTimer(() => {
            retryTimer = null
            void write()
          }, retryDelay(failures))
    } finally {
      writing = false
    }
    // The next batch at once after a success; after a failure only the retry writes (never at once: a loop).
    if (!failed && pending.length > 0) void write()
    else settleIdle()
  }

  return {
    get pending() {
      return pending
    },
    append(event) {
      if (stopped) return
      pending.push(event)
      schedule()
    },
    flush() {
      if (!writing && pending.length === 0) return Promise.resolve()
      return new Promise<void>((resolve, reject) => {
        idleWaiters.push({ resolve, reject })
        if (retryTimer === null) void write()
      })
    },
    stop() {
      stopped = true
      if (retryTimer !== null) clearTimer(retryTimer)
    },
  }
}
