// The IndexedDB log storage (src/log/storage.ts's indexedDbStorage loads this as a lazy chunk).
import { createStore, promisifyRequest, type UseStore } from 'idb-keyval'
import { LogStorageError } from '../errors/core.js'
import { isRange, type KeyRange, type LogStorage, type StorageKey, type StorageTx } from './storageTx.js'

function idbRange(range: KeyRange): IDBKeyRange {
  return IDBKeyRange.bound([range.area, range.from], [range.area, range.to])
}

/** A range whose upper bound is below its lower one holds nothing (IDBKeyRange.bound would throw). */
function isEmpty(range: KeyRange): boolean {
  return range.to < range.from
}

/**
 * Opens the log's IndexedDB database through idb-keyval, one database with one object store. Only the
 * IndexedDB operations live here; the log's logic is shared with the memory storage.
 */
export function openIndexedDb(name: string): LogStorage {
  let current: UseStore | null = null
  // Why the connection went, told to the next transaction once (its write then reports LogWriteFailed and retries).
  let lost: LogStorageError | null = null
  return {
    kind: 'indexeddb',
    transact(mode, fn) {
      if (lost) {
        const error = lost
        lost = null
        return Promise.reject(error)
      }
      const useStore = (current ??= createStore(name, 'log'))
      return useStore(mode, (store) => {
        // The database deleted (or upgraded) by another page or by the visitor, or closed by the browser (site data
        // cleared): writes to this connection would land nowhere, silently. Let the deletion go through, say so, and
        // open the database afresh for the next write.
        const db = store.transaction.db
        const drop = (why: string) => () => {
          db.close()
          if (current !== useStore) return
          current = null
          lost = new LogStorageError(why)
        }
        db.onversionchange = drop('The log database was deleted or upgraded elsewhere; the next write opens it again')
        db.onclose = drop('The browser closed the log database (site data cleared, or storage failing)')
        const tx: StorageTx = {
          get: (key) => promisifyRequest(store.get(key)),
          put: (key, value) => void store.put(value, key),
          delete: (key) => {
            if (!isRange(key)) store.delete(key)
            else if (!isEmpty(key)) store.delete(idbRange(key))
          },
          getRange: async (range) => {
            if (isEmpty(range)) return { keys: [], values: [] }
            const r = idbRange(range)
            const [keys, values] = await Promise.all([
              promisifyRequest(store.getAllKeys(r)),
              promisifyRequest(store.getAll(r)),
            ])
            return { keys: keys as StorageKey[], values }
          },
          getKeys: async (range) =>
            isEmpty(range) ? [] : ((await promisifyRequest(store.getAllKeys(idbRange(range)))) as StorageKey[]),
          lastKey: async (area) => {
            const cursor = await promisifyRequest(
              store.openKeyCursor(idbRange({ area, from: -Infinity, to: Infinity }), 'prev'),
            )
            return cursor ? ((cursor.key as StorageKey)[1] as number) : null
          },
        }
        const done = promisifyRequest(store.transaction)
        // All or nothing: a function that fails aborts what it already wrote.
        const work = fn(tx).catch((error: unknown) => {
          try {
            store.transaction.abort()
          } catch {
            // already finished or aborted
          }
          throw error
        })
        return Promise.all([work, done]).then(([result]) => result)
      })
    },
  }
}
