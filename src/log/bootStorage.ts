// The log storages the boot makes (src/bootFirstPaint.ts), each without its code: IndexedDB's (src/log/indexedDb.ts,
// with idb-keyval) is a lazy chunk, memory's (src/log/storage.ts) comes with the runtime chunk (src/runtime.ts, which
// the boot requests anyway); each is requested the moment the storage is made, so it loads while the runtime does, and
// transactions wait for it. Code that fails to load fails the transaction (restore then falls back to memory and says
// so); the next transaction tries again.
import { LogStorageError } from '../errors/core.js'
import { loadOnce } from '../loadOnce.js'
import type { LogStorage } from './storageTx.js'

/** A storage of `kind` whose code `load` imports and `open` makes from it, requested now. */
function lazyStorage<M>(
  kind: LogStorage['kind'],
  load: () => Promise<M>,
  open: (module: M) => LogStorage | Promise<LogStorage>,
): LogStorage {
  const name = kind === 'indexeddb' ? 'IndexedDB' : 'memory'
  const made = loadOnce(() =>
    load().then(open, (error: unknown) => {
      throw new LogStorageError(`The ${name} log storage could not be loaded`, { cause: error })
    }),
  )
  made().catch(() => undefined) // reported by the transaction that needs it
  return { kind, transact: async (mode, fn) => (await made()).transact(mode, fn) }
}

/**
 * Log storage in IndexedDB through idb-keyval, one database with one object store. Not in an app's initial JS:
 * idb-keyval is also required by WalletConnect's CommonJS code, which made the bundler wrap it and load its module
 * helpers at start.
 */
export function indexedDbStorage(name: string): LogStorage {
  return lazyStorage(
    'indexeddb',
    () => import('./indexedDb.js'),
    (m) => m.openIndexedDb(name),
  )
}

/**
 * The boot's memory storage (no IndexedDB here, or `log.storage: 'memory'`), over a new, empty database: its code
 * (src/log/storage.ts) comes with `runtime`, the runtime chunk createGatehouse requested already.
 */
export function lazyMemoryStorage(runtime: Promise<{ memoryStorage(): LogStorage }>): LogStorage {
  return lazyStorage(
    'memory',
    () => runtime,
    (m) => m.memoryStorage(),
  )
}
