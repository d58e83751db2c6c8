// Quarantine (ARCHITECTURE "Events"): a stored record that does not read, a marker that is no sequence number, a key
// beyond the safe integers is moved aside with an entry saying why, in the transaction that found it, and reported as
// LogRecordQuarantined. Whatever IndexedDB holds, restore and export go on with the good records.
import { createEvent, type EventInput, type Stamped } from '../events/index.js'
import { QUARANTINE_REASONS } from '../events/system.js'
import { toPlainJson } from '../json.js'
import { ALL, BASE, HEAD, QNEXT } from './exported.js'
import { quarantineEntry, readRecord, redactSecrets, type QuarantineEntry, type RecordResult } from './records.js'
import type { StorageKey, StorageTx } from './storageTx.js'

/** A record that does not read, and why. */
export type BadRecord = Extract<RecordResult, { ok: false }>

/** Whether a stored marker or key is a sequence number the log can continue from (a safe integer, 0 or more). */
export function isSeq(n: unknown): n is number {
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

/** A malformed-record result with this detail. */
export const malformed = (detail: string, seq: number | null = null): BadRecord => ({
  ok: false,
  reason: 'malformed',
  detail,
  seq,
  eventType: null,
})

/**
 * The markers and keys restore builds on, checked before use (whatever IndexedDB holds, the log starts): a head,
 * base or quarantine marker that is not a sequence number, and an event record keyed above every safe integer
 * (Infinity, 2^53, 1e300), by a fraction, or far past the head marker, are moved to quarantine; the head is then the
 * last good event's key.
 */
export async function checkMarkers(tx: StorageTx, quarantined: QuarantineEntry[]): Promise<void> {
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
  // An event record keyed far past the head marker is no seq this log gave either (see MAX_GAP): left in place it
  // would be the log's last key, new events would be numbered after it, and compaction would count the good events
  // below it as old history. Set aside like the keys above, until the last key is within reach of the head.
  for (; isSeq(head) && last !== null && last > head + MAX_GAP; last = await tx.lastKey('e')) {
    await moveToQuarantine(
      tx,
      ['e', last],
      await tx.get(['e', last]),
      malformed(`Key ${last} is far past the head marker (${head})`),
      quarantined,
    )
  }
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

/**
 * Moves the record at `key` (or one event of the run there) to the next quarantine number and lists its entry in
 * `quarantined`.
 */
export async function moveToQuarantine(
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
export async function validateRange(
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
export function exportedEntry(key: StorageKey, value: unknown): QuarantineEntry {
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

/** Reports each quarantined entry as a LogRecordQuarantined fact. */
export function reportQuarantine(report: (event: EventInput) => void, entries: readonly QuarantineEntry[]): void {
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
