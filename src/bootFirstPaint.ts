// The first-paint boot of createGatehouse: what happens synchronously at creation so that the first render shows
// the visitor's read models. The log's storage is opened (IndexedDB opens while the runtime chunk loads) and the
// first-paint copy (src/log/firstPaint.ts) is read and shown; the log over the storage comes with the runtime.
import type { Bus } from './bus/bus.js'
import { LogStorageError } from './errors/core.js'
import { toErrorData } from './errors/GatehouseError.js'
import { createEvent, type EventInput, type EventSource } from './events/index.js'
import {
  defaultFirstPaintStorage,
  firstPaintKey,
  readFirstPaint,
  removeFirstPaint,
  type FirstPaintStorage,
} from './log/firstPaint.js'
import { lazyMemoryStorage, indexedDbStorage } from './log/bootStorage.js'
import type { LogStorage } from './log/storageTx.js'
import type { ResolvedConfig } from './resolveConfig.js'

/** An event to dispatch before any other once the bus starts, and its source. */
export interface FirstEvent {
  input: EventInput
  source: EventSource
}

/** What the boot opened and found. */
export interface Boot {
  /** The log's storage, opened. */
  storage: LogStorage
  /** Where the first-paint copy is kept (null: none), under `copyKey`; `explicitCopy` when the app gave it. */
  copyStorage: FirstPaintStorage | null
  copyKey: string
  explicitCopy: boolean
  /** The copy's position in the log when the state shows one, else null. */
  firstPaint: { seq: number } | null
  /** Facts of the boot (storage unavailable, copy ignored), dispatched first. */
  first: readonly FirstEvent[]
}

/**
 * Opens the log's storage and shows the first-paint copy's read models on `bus` when a valid one is there. `runtime`:
 * the runtime chunk createGatehouse requested, which brings the memory storage's code.
 */
export function bootFirstPaint(
  resolved: Pick<ResolvedConfig, 'log' | 'projections'>,
  bus: Bus,
  runtime: Promise<{ memoryStorage(): LogStorage }>,
): Boot {
  const { log, projections } = resolved
  const first: FirstEvent[] = []
  // The storage is opened now (IndexedDB opens while the runtime loads); the log over it comes with the runtime.
  let storage: LogStorage
  if (log.storage === 'indexeddb' && typeof indexedDB === 'undefined') {
    const error = new LogStorageError('IndexedDB is not available here')
    first.push({ input: createEvent('LogStorageUnavailable', { error: toErrorData(error) }), source: 'log' })
    storage = lazyMemoryStorage(runtime)
  } else {
    storage =
      log.storage === 'indexeddb'
        ? indexedDbStorage(log.name)
        : log.storage === 'memory'
          ? lazyMemoryStorage(runtime)
          : log.storage
  }

  // The first-paint copy: read now, synchronously, so the first render can show the restored read models.
  const explicitCopy = typeof log.firstPaint === 'object' ? log.firstPaint : null
  const copyStorage =
    explicitCopy ?? (log.firstPaint !== false && storage.kind === 'indexeddb' ? defaultFirstPaintStorage() : null)
  const copyKey = firstPaintKey(log.name)
  let firstPaint: { seq: number } | null = null
  const copy = readFirstPaint(copyStorage, copyKey, projections)
  if (copy?.ok) {
    bus.resetState(copy.copy.states)
    firstPaint = { seq: copy.copy.seq }
  } else if (copy) {
    removeFirstPaint(copyStorage, copyKey)
    first.push({
      input: createEvent('FirstPaintCopyIgnored', { reason: copy.reason, detail: copy.detail }),
      source: 'log',
    })
  }
  return { storage, copyStorage, copyKey, explicitCopy: explicitCopy !== null, firstPaint, first }
}
