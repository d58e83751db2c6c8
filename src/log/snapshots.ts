// Snapshots and compaction: every `snapshotEvery` events the read models at the head are stored, so a restore folds
// only the events after them; events older than `keepEvents` fold into the newest snapshot before them and go.
// Also what the log knows of the read models as stored (`storedStates`), which a snapshot is written from.
import { toErrorData } from '../errors/GatehouseError.js'
import { createEvent, type EventInput, type Stamped } from '../events/index.js'
import { toPlainJson } from '../json.js'
import { foldAllBatch } from '../store/foldBatch.js'
import type { AnyProjection } from '../store/projection.js'
import { BASE, readHead, type Snapshot } from './exported.js'
import { reportQuarantine } from './quarantine.js'
import type { QuarantineEntry } from './records.js'
import { computeStates } from './restore.js'
import type { LogStorage } from './storageTx.js'
import type { WriteResult } from './writer.js'

/** The read models at a log position. */
export interface StatesAt {
  seq: number
  states: Record<string, object>
}

/** Options of `createSnapshots`. */
export interface SnapshotOptions {
  storage: LogStorage
  projections: readonly AnyProjection[]
  snapshotEvery: number
  keepEvents: number
  report: (event: EventInput) => void
  /** How many events wait to be written (told with a failed snapshot). */
  pendingCount: () => number
}

/** The snapshots of one log, and what it knows of the stored read models. */
export interface Snapshots {
  /** The read models at the stored head, or null when this instance does not know them (see Log.storedStates). */
  storedStates(): StatesAt | null
  /** Restore found these read models at `head`, and its newest snapshot at `snapshotSeq`. */
  restored(head: number, states: Record<string, object>, snapshotSeq: number | null): void
  /** This instance wrote `batch`. */
  written(batch: readonly Stamped[], result: WriteResult): void
  /** Takes a snapshot at the head when one is due; never throws (a failed one is reported). */
  takeIfDue(head: number): Promise<void>
  /** Another writer may have written: the stored read models are unknown until the next snapshot. */
  forget(): void
}

/** Creates the snapshots of a log over `storage`. */
export function createSnapshots(options: SnapshotOptions): Snapshots {
  const { storage, projections, snapshotEvery, keepEvents, report, pendingCount } = options
  let lastSnapshot = 0
  // storedStates(): the read models at `known.seq`, computed from the storage, and the events this instance
  // wrote after it (seq known.seq + 1, + 2, …). Null once another writer may have written in between.
  let known: StatesAt | null = null
  let writtenSince: Stamped[] = []
  const forget = () => {
    known = null
    writtenSince = []
  }
  const storedStates = (): StatesAt | null => {
    if (known === null || writtenSince.length === 0) return known
    // The batch fold never changes `known.states` (it folds private copies); reducer failures were reported live.
    known = {
      seq: known.seq + writtenSince.length,
      states: foldAllBatch(projections, known.states, writtenSince, { onError: () => {} }),
    }
    writtenSince = []
    return known
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
      report(createEvent('LogWriteFailed', { error: toErrorData(error), pending: pendingCount() }))
      return
    }
    reportQuarantine(report, quarantined)
  }

  return {
    storedStates,
    restored(head, states, snapshotSeq) {
      lastSnapshot = snapshotSeq ?? 0
      known = { seq: head, states }
      writtenSince = []
    },
    written(batch, { before, renumbered }) {
      if (known !== null && !renumbered && before === known.seq + writtenSince.length) writtenSince.push(...batch)
      else forget()
    },
    async takeIfDue(head) {
      if (head - lastSnapshot >= snapshotEvery) await snapshot()
    },
    forget,
  }
}
