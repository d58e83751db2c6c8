// Restore: the read models at the head of the stored log, from the newest usable snapshot and the events after it,
// with bad records quarantined on the way and the journal of a page that went written back first.
import { toErrorData } from '../errors/GatehouseError.js'
import { createEvent, type EventInput, type Stamped } from '../events/index.js'
import { findSecretField } from '../events/secrets.js'
import type { ReducerErrorHandler } from '../store/fold.js'
import { foldProjectionBatch } from '../store/foldBatch.js'
import type { AnyProjection } from '../store/projection.js'
import { ALL, BASE, HEAD, snapshotSchema } from './exported.js'
import { fitsShape } from './firstPaint.js'
import { recoverJournal } from './journal.js'
import { checkMarkers, isSeq, moveToQuarantine, validateRange } from './quarantine.js'
import type { QuarantineEntry } from './records.js'
import type { LogStorage, StorageKey, StorageTx } from './storageTx.js'

/** What restore found: the read models at `head`, and where it started from. */
export interface RestoreResult {
  states: Record<string, object>
  head: number
  snapshotSeq: number | null
  quarantined: QuarantineEntry[]
}

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
export async function computeStates(
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

/**
 * Restores the read models from `storage` in one transaction: checks the markers, writes back the journal's events
 * (`spilled`), then folds. Reducer failures are reported once the transaction is done; the quarantined records are
 * returned for the caller to report (after it took the head).
 */
export async function restoreStates(
  storage: LogStorage,
  projections: readonly AnyProjection[],
  spilled: string | null,
  report: (event: EventInput) => void,
): Promise<RestoreResult> {
  const quarantined: QuarantineEntry[] = []
  const failures: Array<[string, Stamped, unknown]> = []
  const result = await storage.transact('readwrite', async (tx) => {
    failures.length = 0
    quarantined.length = 0
    await checkMarkers(tx, quarantined)
    await recoverJournal(tx, spilled, quarantined)
    return computeStates(tx, projections, quarantined, (p, e, error) => failures.push([p.name, e, error]))
  })
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
  return { ...result, quarantined }
}
