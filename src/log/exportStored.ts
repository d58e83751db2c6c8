// The stored log as JSON-safe data (`exportLog()`): the base snapshot, the events after it (bad records quarantined
// on the way, as restore does) and the quarantine.
import { LogStorageError } from '../errors/core.js'
import { toErrorData } from '../errors/GatehouseError.js'
import { createEvent, type EventInput } from '../events/index.js'
import { toPlainJson, type Json } from '../json.js'
import {
  ALL,
  BASE,
  LOG_FORMAT,
  LOG_FORMAT_VERSION,
  snapshotSchema,
  type ExportedLog,
  type Snapshot,
} from './exported.js'
import { exportedEntry, isSeq, reportQuarantine, validateRange } from './quarantine.js'
import type { QuarantineEntry } from './records.js'
import type { LogStorage, StorageKey } from './storageTx.js'

/** Reads the whole stored log for export; rejects with `LogStorageError` when the storage fails under it. */
export async function exportStored(
  storage: LogStorage,
  report: (event: EventInput) => void,
  pendingCount: () => number,
): Promise<ExportedLog> {
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
      report(createEvent('LogWriteFailed', { error: toErrorData(error), pending: pendingCount() }))
      throw error instanceof LogStorageError
        ? error
        : new LogStorageError('The log could not be read for export', { cause: error })
    })
  reportQuarantine(report, quarantinedNow)
  return toPlainJson(out) as unknown as ExportedLog
}
