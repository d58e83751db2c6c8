// The live event log (ARCHITECTURE "Data flow" step 4): restore, batched appends, snapshots, compaction and
// quarantine. Loaded with the rest of the runtime (src/runtime.ts), next to the storage createGatehouse opened.
import { InvalidLogError, LogStorageError } from '../errors/core.js'
import { toErrorData } from '../errors/GatehouseError.js'
import { createEvent, type EventInput, type Stamped } from '../events/index.js'
import { toPlainJson, type Json } from '../json.js'
import { foldAllBatch, foldProjectionBatch, type ReducerErrorHandler } from '../store/fold.js'
import type { AnyProjection } from '../store/projection.js'
import { quarantineEntry, readRecord, redactSecrets, type QuarantineEntry, type RecordResult } from './records.js'
import type { LogStorage, StorageKey, StorageTx } from './storage.js'
import { defaultFirstPaintStorage, fitsShape } from './firstPaint.js'
import { QUARANTINE_REASONS } from '../events/system.js'
import { findSecretField } from '../events/secrets.js'
import {
  ALL,
  BASE,
  HEAD,
  LOG_FORMAT,
  LOG_FORMAT_VERSION,
  QNEXT,
  readHead,
  snapshotSchema,
  type ExportedLog,
  type Snapshot,
} from './exported.js'

export type { ExportedLog, Snapshot } from './exported.js'

/** What restore found: the read models at `head`, and where it started from. */
export interface RestoreResult {
  states: Record<string, object>
  head: number
  snapshotSeq: number | null
  quarantined: QuarantineEntry[]
}

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
  journal?: { storage: JournalStorage | null; key: string }
  setTimeout?: (fn: () => void, ms: number) => unknown
  clearTimeout?: (handle: unknown) => void
}

/** The part of `localStorage` the journal needs (tests pass their own). */
export interface JournalStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
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

/**
 * Events one stored record holds at most. A write stores its events as runs, arrays of consecutive events
 * keyed ['e', last seq], rather than a record each: each IndexedDB put costs the page about as much for one
 * small event as for a hundred (measured in Chromium, 10,000 events written in transactions of 1,000: 431 ms
 * a record each, 31 ms in runs of 100), and so does each record read back. Runs end where a write ends, so a
 * snapshot, taken at the head after a write, never falls inside one.
 */
export const RUN = 100

interface FoldStart {
  seq: number
  state: object
}

/**
 * The head of the log and the read models there, each projection started from
 * the newest snapshot that holds it at its current version (an older version
 * is ignored and the projection refolded), then folded over the events after
 * it. Bad records found on the way are moved to quarantine in the same
 * transaction. Independent reads go out together: the usual restore is two
 * round trips to the database (metadata, then the newest snapshot with the
 * tail after it).
 */
async function computeStates(
  tx: StorageTx,
  projections: readonly AnyProjection[],
  quarantined: QuarantineEntry[],
  onError?: ReducerErrorHandler,
): Promise<{ head: number; states: Record<string, object>; snapshotSeq: number | null }> {
  const [storedHead, lastEvent, storedBase, keys] = await Promise.all([
    tx.get(HEAD),
    tx.lastKey('e'),
    tx.get(BASE),
    tx.getKeys({ area: 's', ...ALL }),
  ])
  // checkMarkers ran first in a restore; a snapshot's own pass (another tab may have written since) trusts only sequence numbers.
  const head = Math.max(isSeq(storedHead) ? storedHead : 0, isSeq(lastEvent) ? lastEvent : 0)
  const base = isSeq(storedBase) ? storedBase : 0
  const snapshotKeys = keys
    .map((k) => k[1] as number)
    .filter((seq) => isSeq(seq) && seq <= head)
    .reverse()

  const starts = new Map<string, FoldStart>()
  let newest: number | null = null
  let tail: { from: number; read: Promise<{ keys: StorageKey[]; values: unknown[] }> } | null = null
  for (const seq of snapshotKeys) {
    if (starts.size === projections.length) break
    // The tail after the newest snapshot is read together with it.
    tail ??= { from: seq + 1, read: tx.getRange({ area: 'e', from: seq + 1, to: head }) }
    const raw = await tx.get(['s', seq])
    const parsed = snapshotSchema().safeParse(raw)
    if (!parsed.success || parsed.data.seq !== seq) {
      const bad = {
        ok: false as const,
        reason: 'malformed' as const,
        detail: 'Snapshot record is malformed',
        seq,
        eventType: null,
      }
      await moveToQuarantine(tx, ['s', seq], raw, bad, quarantined)
      continue
    }
    newest ??= seq
    for (const p of projections) {
      const entry = parsed.data.projections[p.name]
      // A state of the right version but not of its projection's shape (a torn or hand-made record) would reach the
      // UI: the projection is refolded from an older snapshot or the events instead, as after a version change.
      if (
        !starts.has(p.name) &&
        entry &&
        entry.version === p.version &&
        fitsShape(p.initial, entry.state) &&
        !findSecretField(entry.state)
      ) {
        starts.set(p.name, { seq, state: entry.state as object })
      }
    }
  }
  for (const p of projections) if (!starts.has(p.name)) starts.set(p.name, { seq: base, state: p.initial })
  const from = Math.min(...[...starts.values()].map((s) => s.seq), head)

  // Events from `from + 1` to the head: the tail already asked for, and any older range a projection needs.
  // The records keyed from + 1 on hold them all; the first run may also hold events up to `from`.
  let records: { keys: StorageKey[]; values: unknown[] }
  if (tail && tail.from <= from + 1) records = await tail.read
  else if (tail) {
    const [older, newer] = await Promise.all([tx.getRange({ area: 'e', from: from + 1, to: tail.from - 1 }), tail.read])
    records = { keys: [...older.keys, ...newer.keys], values: [...older.values, ...newer.values] }
  } else records = await tx.getRange({ area: 'e', from: from + 1, to: head })
  const events = (await validateRange(tx, records, quarantined)).filter((e) => e.seq > from)
  const states: Record<string, object> = {}
  for (const p of projections) {
    const start = starts.get(p.name) as FoldStart
    const mine = start.seq === from ? events : events.filter((e) => e.seq > start.seq)
    states[p.name] = foldProjectionBatch(p, start.state, mine, onError)
  }
  return { head, states, snapshotSeq: newest }
}

type BadRecord = Extract<RecordResult, { ok: false }>

/** Whether a stored marker or key is a sequence number the log can continue from (a safe integer, 0 or more). */
function isSeq(n: unknown): n is number {
  return Number.isSafeInteger(n) && (n as number) >= 0
}

/**
 * How far past the last event a head marker may point, and a bad record may move it (see moveToQuarantine): a
 * newer build's events or a torn write sit just past the head; a key far beyond it is no seq this log gave, and a
 * head moved there would number new events after a gap that compaction (which counts seqs) takes for history.
 */
const MAX_GAP = 10_000

/** The next free quarantine number: the marker when it is one, else one past the highest numbered entry. */
async function nextQuarantineKey(tx: StorageTx): Promise<number> {
  const n = await tx.get(QNEXT)
  if (isSeq(n) && n >= 1) return n
  const keys = (await tx.getKeys({ area: 'q', ...ALL })).map((k) => k[1]).filter(isSeq)
  return Math.max(0, ...keys) + 1
}

const malformed = (detail: string, seq: number | null = null): BadRecord => ({
  ok: false,
  reason: 'malformed',
  detail,
  seq,
  eventType: null,
})

/**
 * The markers and keys restore builds on, checked before use (whatever IndexedDB holds, the log starts): a head,
 * base or quarantine marker that is not a sequence number, and an event record keyed above every safe integer
 * (Infinity, 2^53, 1e300) or by a fraction, are moved to quarantine; the head is then the last good event's key.
 */
async function checkMarkers(tx: StorageTx, quarantined: QuarantineEntry[]): Promise<void> {
  // Read together (one round trip in the usual case, where all is well).
  const markers = [HEAD, BASE, QNEXT]
  const [values, lastKey] = await Promise.all([Promise.all(markers.map((key) => tx.get(key))), tx.lastKey('e')])
  for (let i = 0; i < markers.length; i++) {
    const key = markers[i] as StorageKey
    const value = values[i]
    if (value !== undefined && !(isSeq(value) && (key !== QNEXT || value >= 1))) {
      await moveToQuarantine(tx, key, value, malformed(`The ${key[1]} marker is not a sequence number`), quarantined)
    }
  }
  // Records keyed beyond the safe integers sort last: each one found there is set aside until the last key is a seq.
  let last = lastKey
  for (; last !== null && !(isSeq(last) && last > 0); last = await tx.lastKey('e')) {
    if (last <= 0) break // below every seq: never read by restore; an export quarantines it (validateRange)
    await moveToQuarantine(
      tx,
      ['e', last],
      await tx.get(['e', last]),
      malformed(`Key ${String(last)} is not a sequence number`),
      quarantined,
    )
  }
  // (Unchanged above: a key that is no seq never moves the head.)
  const head = values[0]
  if (isSeq(head) && head > Math.max(0, last ?? 0) + MAX_GAP) {
    await moveToQuarantine(
      tx,
      HEAD,
      head,
      malformed(`The head marker (${head}) is far past the last event (${String(last)})`),
      quarantined,
    )
  }
}

async function moveToQuarantine(
  tx: StorageTx,
  key: StorageKey,
  raw: unknown,
  result: BadRecord,
  quarantined: QuarantineEntry[],
  // For one event of a run: its index there. The entry then names [...key, index], and the run stays (validateRange
  // writes it back without its bad events); a record of its own is removed.
  index?: number,
): Promise<void> {
  const entry = quarantineEntry(index === undefined ? key : [...key, index], raw, result)
  // A bad record above the head marker still used its seq: keep the head past it, so no later event reuses that seq.
  // (Not one keyed far beyond the head: see MAX_GAP.)
  if (key[0] === 'e' && isSeq(key[1])) {
    const head = await tx.get(HEAD)
    const at = isSeq(head) ? head : 0
    if (key[1] > at && key[1] <= at + MAX_GAP) tx.put(HEAD, key[1])
  }
  const n = await nextQuarantineKey(tx)
  tx.put(['q', n], entry)
  tx.put(QNEXT, n + 1)
  if (index === undefined) tx.delete(key)
  quarantined.push(entry)
}

/**
 * The valid events of a range read, in order and upcast; bad records go to quarantine. A record under
 * ['e', k] is either one event whose seq is k (the layout before runs, and importLog's) or a run: an array of
 * consecutive events, the last one's seq k (see RUN). Every event's seq must be above the one before it and
 * at most its key; an event that breaks that, or does not read, is quarantined alone and its run is written
 * back without it.
 */
async function validateRange(
  tx: StorageTx,
  range: { keys: StorageKey[]; values: unknown[] },
  quarantined: QuarantineEntry[],
): Promise<Stamped[]> {
  const events: Stamped[] = []
  let previous = -Infinity
  const check = (raw: unknown, key: number, single: boolean): RecordResult => {
    const result = readRecord(raw)
    if (!result.ok) return result
    const { seq, type } = result.event
    if (single ? seq === key : seq > previous && seq <= key) return result
    const detail = single
      ? `seq ${seq} stored under key ${key}`
      : `seq ${seq} out of order in the run stored under key ${key}`
    return { ok: false, reason: 'malformed', detail, seq, eventType: type }
  }
  for (let i = 0; i < range.values.length; i++) {
    const key = range.keys[i] as StorageKey
    const value = range.values[i]
    const at = key[1] as number
    if (!(isSeq(at) && at > 0)) {
      await moveToQuarantine(tx, key, value, malformed(`Key ${String(at)} is not a sequence number`), quarantined)
      continue
    }
    if (!Array.isArray(value)) {
      const result = check(value, at, true)
      if (result.ok) {
        events.push(result.event)
        previous = result.event.seq
      } else await moveToQuarantine(tx, key, value, result, quarantined)
      continue
    }
    const kept: unknown[] = []
    const bad: Array<[number, unknown, BadRecord]> = []
    value.forEach((raw: unknown, j) => {
      const result = check(raw, at, false)
      if (result.ok) {
        events.push(result.event)
        previous = result.event.seq
        kept.push(raw)
      } else bad.push([j, raw, result])
    })
    if (bad.length === 0) continue
    for (const [j, raw, result] of bad) await moveToQuarantine(tx, key, raw, result, quarantined, j)
    if (kept.length > 0) tx.put(key, kept)
    else tx.delete(key)
  }
  return events
}

/**
 * A stored quarantine entry as exported: what this log wrote, with secret-named fields redacted (entries written
 * before that rule held them), or, for anything else found under a quarantine key, an entry describing it.
 */
function exportedEntry(key: StorageKey, value: unknown): QuarantineEntry {
  const v = value as Partial<QuarantineEntry> | null
  const fits =
    typeof v === 'object' &&
    v !== null &&
    typeof v.key === 'string' &&
    typeof v.detail === 'string' &&
    (QUARANTINE_REASONS as readonly unknown[]).includes(v.reason) &&
    (v.seq === null || Number.isFinite(v.seq)) &&
    (v.eventType === null || typeof v.eventType === 'string')
  if (!fits) return quarantineEntry(key, value, malformed('Quarantine record is malformed'))
  try {
    return { ...(v as QuarantineEntry), record: redactSecrets(toPlainJson(v.record)) }
  } catch {
    return { ...(v as QuarantineEntry), record: { unreadable: Object.prototype.toString.call(v.record) } }
  }
}

/**
 * Writes back the journal's events (spilled by a page that went while they were being written) that the database
 * does not hold: an event whose id is stored from the journal's first seq on was written after all. They go after
 * the head, in their order, numbered on; a journal entry that does not read is quarantined like a stored record.
 */
async function recoverJournal(tx: StorageTx, raw: string | null, quarantined: QuarantineEntry[]): Promise<void> {
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

/**
 * Puts `events` as runs of up to RUN, numbered on from `after` (each keyed by its last seq); returns whether any
 * event had to be given another seq than the one it came with.
 */
function putRuns(tx: StorageTx, events: readonly Stamped[], after: number): boolean {
  let renumbered = false
  for (let i = 0; i < events.length; i += RUN) {
    const run = events.slice(i, i + RUN).map((event, j) => {
      const seq = after + 1 + i + j
      if (event.seq === seq) return event
      renumbered = true
      return { ...event, seq }
    })
    tx.put(['e', after + i + run.length], run)
  }
  return renumbered
}

/**
 * Creates the log over a storage. Sequence numbers are assigned inside the write
 * transaction (head + 1 …), so several tabs (or instances) sharing one database
 * never lose, duplicate or interleave them: IndexedDB serialises readwrite
 * transactions on one store. An event numbered by a tab that lost such a race
 * is written at the next free number, in order.
 */
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
  const journal =
    options.journal ?? (channelName ? { storage: defaultFirstPaintStorage(), key: `${channelName}:unwritten` } : null)
  const setTimer = options.setTimeout ?? ((fn, ms) => setTimeout(fn, ms))
  const clearTimer = options.clearTimeout ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>))
  if (!(snapshotEvery >= 1 && keepEvents >= snapshotEvery && maxBatch >= 1)) {
    throw new InvalidLogError('Log options: need snapshotEvery ≥ 1, keepEvents ≥ snapshotEvery, maxBatch ≥ 1')
  }

  let nextSeq = 1
  let head = 0
  let lastSnapshot = 0
  let pending: Stamped[] = []
  let writing = false
  let scheduled = false
  let failures = 0
  let retryTimer: unknown = null
  let disposed = false
  let idleWaiters: Array<{ resolve: () => void; reject: (error: unknown) => void }> = []
  let channel: BroadcastChannel | null = null
  // storedStates(): the read models at `known.seq`, computed from the storage, and the events this instance
  // wrote after it (seq known.seq + 1, + 2, …). Null once another writer may have written in between.
  let known: { seq: number; states: Record<string, object> } | null = null
  let writtenSince: Stamped[] = []
  const forget = () => {
    known = null
    writtenSince = []
  }
  const storedStates = (): { seq: number; states: Record<string, object> } | null => {
    if (known === null || writtenSince.length === 0) return known
    // The batch fold never changes `known.states` (it folds private copies); reducer failures were reported live.
    known = {
      seq: known.seq + writtenSince.length,
      states: foldAllBatch(projections, known.states, writtenSince, { onError: () => {} }),
    }
    writtenSince = []
    return known
  }

  const removeJournal = () => {
    try {
      journal?.storage?.removeItem(journal.key)
    } catch {
      // Left for the next restore, which finds its events stored and writes nothing.
    }
  }

  if (channelName && typeof BroadcastChannel !== 'undefined') {
    channel = new BroadcastChannel(channelName)
    // Another tab wrote: number new events after its head, which avoids renumbering them at write time.
    channel.onmessage = (message: MessageEvent<{ head?: unknown }>) => {
      const theirs = message.data?.head
      if (typeof theirs === 'number' && theirs >= head) {
        nextSeq = Math.max(nextSeq, theirs + pending.length + 1)
        forget()
      }
    }
  }

  const reportQuarantine = (entries: QuarantineEntry[]) => {
    for (const q of entries) {
      report(
        createEvent('LogRecordQuarantined', {
          key: q.key,
          seq: q.seq,
          eventType: q.eventType,
          reason: q.reason,
          detail: q.detail,
        }),
      )
    }
  }

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
      void write()
    }, 0)
  }

  async function write(): Promise<void> {
    if (writing || pending.length === 0) return settleIdle()
    writing = true
    const batch = pending.slice(0, maxBatch)
    try {
      let renumbered = false
      let storedBefore = 0
      const written = await storage.transact('readwrite', async (tx) => {
        const stored = await readHead(tx)
        // Restore checked the markers; another page may have written one since. Never number events from garbage.
        if (!isSeq(stored + batch.length))
          throw new LogStorageError(`The stored head (${String(stored)}) is not a sequence number to write after`)
        storedBefore = stored
        renumbered = putRuns(tx, batch, stored)
        tx.put(HEAD, stored + batch.length)
        return stored + batch.length
      })
      if (known !== null && !renumbered && storedBefore === known.seq + writtenSince.length) writtenSince.push(...batch)
      else forget()
      pending = pending.slice(batch.length)
      head = written
      nextSeq = Math.max(nextSeq, head + pending.length + 1)
      failures = 0
      channel?.postMessage({ head })
      if (head - lastSnapshot >= snapshotEvery) await snapshot()
    } catch (error) {
      failures++
      report(createEvent('LogWriteFailed', { error: toErrorData(error), pending: pending.length }))
      failWaiters(error)
      // Nothing is dropped: the events stay queued and the write is retried with backoff.
      const delay = Math.min(30_000, 250 * 2 ** Math.min(failures - 1, 7))
      retryTimer = setTimer(() => {
        retryTimer = null
        void write()
      }, delay)
    } finally {
      writing = false
    }
    if (retryTimer === null && pending.length > 0) void write()
    else settleIdle()
  }

  async function snapshot(): Promise<void> {
    const quarantined: QuarantineEntry[] = []
    try {
      await storage.transact('readwrite', async (tx) => {
        // While this instance was the only writer since its restore or last snapshot, the read models at the head
        // are those plus the events it wrote, folded in memory: no need to read back and check what it just wrote.
        const mine = known !== null ? known.seq + writtenSince.length : null
        const inMemory = mine !== null && (await readHead(tx)) === mine ? storedStates() : null
        const { head: at, states } = inMemory
          ? { head: inMemory.seq, states: inMemory.states }
          : await computeStates(tx, projections, quarantined)
        const snap: Snapshot = { seq: at, projections: {} }
        for (const p of projections)
          snap.projections[p.name] = { version: p.version, state: toPlainJson(states[p.name], p.name) }
        tx.put(['s', at], snap)
        lastSnapshot = at
        known = { seq: at, states }
        writtenSince = []
        // Compaction: keep at least `keepEvents` events; older ones fold into the newest snapshot before them.
        const base = ((await tx.get(BASE)) as number | undefined) ?? 0
        if (at - base > keepEvents) {
          const candidates = (await tx.getKeys({ area: 's', from: base + 1, to: at - keepEvents })).map(
            (k) => k[1] as number,
          )
          const newBase = candidates[candidates.length - 1]
          if (newBase !== undefined) {
            tx.delete({ area: 'e', from: -Infinity, to: newBase })
            tx.delete({ area: 's', from: -Infinity, to: newBase - 1 })
            tx.put(BASE, newBase)
          }
        }
      })
    } catch (error) {
      forget()
      // A snapshot is an optimisation: the events are safe, restore refolds from the previous snapshot.
      report(createEvent('LogWriteFailed', { error: toErrorData(error), pending: pending.length }))
      return
    }
    reportQuarantine(quarantined)
  }

  return {
    storage,
    async restore() {
      const quarantined: QuarantineEntry[] = []
      const failures: Array<[string, Stamped, unknown]> = []
      let spilled: string | null = null
      try {
        spilled = journal?.storage?.getItem(journal.key) ?? null
      } catch {
        spilled = null // storage refused: nothing to write back
      }
      const result = await storage.transact('readwrite', async (tx) => {
        failures.length = 0
        quarantined.length = 0
        await checkMarkers(tx, quarantined)
        await recoverJournal(tx, spilled, quarantined)
        return computeStates(tx, projections, quarantined, (p, e, error) => failures.push([p.name, e, error]))
      })
      // Written back (or already there): the journal is done with.
      if (spilled !== null) removeJournal()
      for (const [projection, event, error] of failures) {
        report(
          createEvent('ReducerFailed', {
            projection,
            eventType: event.type,
            eventId: event.id,
            error: toErrorData(error),
          }),
        )
      }
      head = result.head
      lastSnapshot = result.snapshotSeq ?? 0
      known = { seq: result.head, states: result.states }
      writtenSince = []
      nextSeq = Math.max(nextSeq, head + pending.length + 1)
      reportQuarantine(quarantined)
      return { states: result.states, head: result.head, snapshotSeq: result.snapshotSeq, quarantined }
    },
    allocateSeq() {
      return nextSeq++
    },
    storedStates,
    append(event) {
      if (disposed) return
      pending.push(event)
      schedule()
    },
    spill() {
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
    flush() {
      if (!writing && pending.length === 0) return Promise.resolve()
      return new Promise<void>((resolve, reject) => {
        idleWaiters.push({ resolve, reject })
        if (retryTimer === null) void write()
      })
    },
    async exportLog() {
      await this.flush()
      const quarantinedNow: QuarantineEntry[] = []
      const out = await storage
        .transact('readwrite', async (tx) => {
          const storedBase = await tx.get(BASE)
          const base = isSeq(storedBase) ? storedBase : 0
          const baseSnap = base > 0 ? snapshotSchema().safeParse(await tx.get(['s', base])) : null
          // A run kept across the base (none is written so) would hold events the base snapshot already has.
          const events = (await validateRange(tx, await tx.getRange({ area: 'e', ...ALL }), quarantinedNow)).filter(
            (e) => e.seq > base,
          )
          const q = await tx.getRange({ area: 'q', ...ALL })
          return {
            format: LOG_FORMAT,
            version: LOG_FORMAT_VERSION,
            base: baseSnap?.success ? (baseSnap.data as Snapshot) : null,
            events: events as unknown as Json[],
            quarantined: q.values.map((value, i) => exportedEntry(q.keys[i] as StorageKey, value)),
          } satisfies ExportedLog
        })
        .catch((error: unknown) => {
          // The storage failed under the export (the database deleted or closed meanwhile): what is stored is not
          // what this page holds, which is what LogWriteFailed tells; the export rejects, typed.
          report(createEvent('LogWriteFailed', { error: toErrorData(error), pending: pending.length }))
          throw error instanceof LogStorageError
            ? error
            : new LogStorageError('The log could not be read for export', { cause: error })
        })
      reportQuarantine(quarantinedNow)
      return toPlainJson(out) as unknown as ExportedLog
    },
    async dispose() {
      // Storage that keeps failing must not hold dispose forever: the events stay queued in memory with the report made.
      await this.flush().catch(() => undefined)
      disposed = true
      if (retryTimer !== null) clearTimer(retryTimer)
      channel?.close()
      channel = null
    },
  }
}
