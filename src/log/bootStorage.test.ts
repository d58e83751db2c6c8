import { afterEach, describe, expect, it, vi } from 'vitest'
import type { StorageTx } from './storageTx.js'

afterEach(() => {
  vi.doUnmock('./storage.js')
  vi.doUnmock('./indexedDb.js')
  vi.resetModules()
})

const write = (tx: StorageTx) => {
  tx.put(['e', 1], { n: 1 })
  return tx.get(['e', 1])
}

describe('the boot storages (their code a chunk each, loaded as they are made)', () => {
  it('behavior: the memory storage works once its chunk is in: a write is read back, as memoryStorage', async () => {
    const { lazyMemoryStorage } = await import('./bootStorage.js')
    const storage = lazyMemoryStorage()
    expect(storage.kind).toBe('memory')
    await expect(storage.transact('readwrite', write)).resolves.toEqual({ n: 1 })
  })

  for (const [kind, module, message] of [
    ['memory', './storage.js', 'The memory log storage could not be loaded'],
    ['indexeddb', './indexedDb.js', 'The IndexedDB log storage could not be loaded'],
  ] as const)
    it(`error: a ${kind} storage whose chunk does not load fails each transaction with LogStorageError '${message}', and never an unhandled rejection`, async () => {
      vi.resetModules()
      vi.doMock(module, () => {
        throw new TypeError('Failed to fetch dynamically imported module')
      })
      const { indexedDbStorage, lazyMemoryStorage } = await import('./bootStorage.js')
      const storage = kind === 'memory' ? lazyMemoryStorage() : indexedDbStorage('gatehouse:test')
      await expect(storage.transact('readonly', write)).rejects.toMatchObject({ name: 'LogStorageError', message })
    })
})
