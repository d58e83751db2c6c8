// What every log storage offers (memory, IndexedDB, an app's own): its own module, so the IndexedDB chunk
// (src/log/indexedDb.ts) and the storage factories (src/log/storage.ts) both import it and not each other.
/** A key of the log's store: `[area, n]` for ranges, `[area, name]` for single records. */
export type StorageKey = [string, number] | [string, string]

/** An inclusive range of numeric keys inside one area. */
export interface KeyRange {
  area: string
  from: number
  to: number
}

/** Operations inside one storage transaction. Writes are queued; reads see earlier writes. */
export interface StorageTx {
  get(key: StorageKey): Promise<unknown>
  put(key: StorageKey, value: unknown): void
  delete(key: StorageKey | KeyRange): void
  /** Keys and values of a numeric range, in key order. */
  getRange(range: KeyRange): Promise<{ keys: StorageKey[]; values: unknown[] }>
  /** Keys of a numeric range, in key order. */
  getKeys(range: KeyRange): Promise<StorageKey[]>
  /** The highest numeric key of an area, or null when it is empty. */
  lastKey(area: string): Promise<number | null>
}

/**
 * Where the log keeps its records. Transactions are atomic and serialised
 * across every instance that shares the storage (IndexedDB guarantees it across
 * tabs), which is what keeps sequence numbers unique.
 */
export interface LogStorage {
  readonly kind: 'indexeddb' | 'memory'
  transact<T>(mode: 'readonly' | 'readwrite', fn: (tx: StorageTx) => Promise<T>): Promise<T>
}

/** Whether a delete names a range of keys rather than one key. */
export function isRange(key: StorageKey | KeyRange): key is KeyRange {
  return !Array.isArray(key)
}
