import { afterEach, describe, expect, it, vi } from 'vitest'
import { lazyMemoryStorage } from './bootStorage.js'
import { memoryStorage } from './storage.js'
import type { StorageTx } from './storageTx.js'

afterEach(() => {
  vi.doUnmock('./indexedDb.js')
  vi.resetModules()
})

const write = (tx: StorageTx) => {
  tx.put(['e', 1], { n: 1 })
  return tx.get(['e', 1])
}

const notLoaded = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))

describe("the boot's storages (their code loaded as they are made)", () => {
  it("behavior: the memory storage works once the code it is given (the runtime chunk's) is in: a write is read back", async () => {
    const storage = lazyMemoryStorage(Promise.resolve({ memoryStorage }))
    expect(storage.kind).toBe('memory')
    await expect(storage.transact('readwrite', write)).resolves.toEqual({ n: 1 })
  })

  it("error: a memory storage whose code does not load fails each transaction with LogStorageError 'The memory log storage could not be loaded', and never an unhandled rejection", async () => {
    const storage = lazyMemoryStorage(notLoaded())
    for (let i = 0; i < 2; i++)
      await expect(storage.transact('readonly', write)).rejects.toMatchObject({
        name: 'LogStorageError',
        message: 'The memory log storage could not be loaded',
      })
  })

  it("error: an IndexedDB storage whose chunk does not load fails each transaction with LogStorageError 'The IndexedDB log storage could not be loaded'", async () => {
    vi.resetModules()
    vi.doMock('./indexedDb.js', () => notLoaded())
    const fresh = await import('./bootStorage.js')
    const storage = fresh.indexedDbStorage('gatehouse:test')
    await expect(storage.transact('readonly', write)).rejects.toMatchObject({
      name: 'LogStorageError',
      message: 'The IndexedDB log storage could not be loaded',
    })
  })
})
