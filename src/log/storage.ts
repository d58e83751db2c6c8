// The memory log storage (IndexedDB's semantics, in memory), for tests, apps that give it and the runtime's fallback.
// The boot makes its storages through src/log/bootStorage.ts, without this code in an app's initial JS.
import { isRange, type KeyRange, type LogStorage, type StorageKey, type StorageTx } from './storageTx.js'

export type { LogStorage } from './storageTx.js'

function compareKeys(a: StorageKey, b: StorageKey): number {
  if (a[0] !== b[0]) return a[0] < b[0] ? -1 : 1
  const x = a[1]
  const y = b[1]
  if (typeof x === typeof y) return x < y ? -1 : x > y ? 1 : 0
  return typeof x === 'number' ? -1 : 1 // IndexedDB orders numbers before strings
}

/** Shared memory of `memoryStorage` instances that use the same database. */
export interface MemoryDatabase {
  readonly records: Map<string, { key: StorageKey; value: unknown }>
  /** Tail of the chain that serialises transactions, as IndexedDB does. */
  lock: Promise<unknown>
}

/** A new, empty memory database (two storages over one database behave like two tabs). */
export function createMemoryDatabase(): MemoryDatabase {
  return { records: new Map(), lock: Promise.resolve() }
}

/**
 * Log storage in memory with IndexedDB's semantics: values are cloned in and
 * out, transactions are serialised and a failed transaction is rolled back.
 * Used without IndexedDB (server rendering, some private modes) and in tests.
 */
export function memoryStorage(db: MemoryDatabase = createMemoryDatabase()): LogStorage {
  const id = (key: StorageKey) => JSON.stringify(key)
  const inRange = (key: StorageKey, r: KeyRange) =>
    key[0] === r.area && typeof key[1] === 'number' && key[1] >= r.from && key[1] <= r.to
  return {
    kind: 'memory',
    transact<T>(mode: 'readonly' | 'readwrite', fn: (tx: StorageTx) => Promise<T>): Promise<T> {
      const run = async (): Promise<T> => {
        const undo = new Map<string, { key: StorageKey; value: unknown } | undefined>()
        const remember = (k: string) => {
          if (!undo.has(k)) undo.set(k, db.records.get(k))
        }
        const write = () => {
          if (mode === 'readonly') throw new DOMException('The transaction is read-only.', 'ReadOnlyError')
        }
        const sorted = (r: KeyRange) =>
          [...db.records.values()].filter((rec) => inRange(rec.key, r)).sort((a, b) => compareKeys(a.key, b.key))
        const tx: StorageTx = {
          get: async (key) => structuredClone(db.records.get(id(key))?.value),
          put: (key, value) => {
            write()
            const k = id(key)
            remember(k)
            db.records.set(k, { key: [...key] as StorageKey, value: structuredClone(value) })
          },
          delete: (key) => {
            write()
            if (isRange(key)) {
              for (const rec of sorted(key)) {
                const k = id(rec.key)
                remember(k)
                db.records.delete(k)
              }
            } else {
              remember(id(key))
              db.records.delete(id(key))
            }
          },
          getRange: async (r) => {
            const recs = sorted(r)
            return {
              keys: recs.map((rec) => [...rec.key] as StorageKey),
              values: recs.map((rec) => structuredClone(rec.value)),
            }
          },
          getKeys: async (r) => sorted(r).map((rec) => [...rec.key] as StorageKey),
          lastKey: async (area) => {
            const recs = sorted({ area, from: -Infinity, to: Infinity })
            const last = recs[recs.length - 1]
            return last ? (last.key[1] as number) : null
          },
        }
        try {
          return await fn(tx)
        } catch (error) {
          for (const [k, before] of undo) {
            if (before === undefined) db.records.delete(k)
            else db.records.set(k, before)
          }
          throw error
        }
      }
      const result = db.lock.then(run, run)
      db.lock = result.catch(() => undefined)
      return result
    },
  }
}
