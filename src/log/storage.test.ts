import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { LogStorageError } from '../errors/core.js'
import { openIndexedDb } from './indexedDb.js'
import { indexedDbStorage } from './bootStorage.js'
import { createMemoryDatabase, memoryStorage, type LogStorage } from './storage.js'

// One contract, two storages: the log's logic runs unchanged over either.
describe.each([
  ['memory', () => memoryStorage()],
  ['indexeddb (fake-indexeddb)', () => indexedDbStorage(`contract-${Math.random()}`)],
] as Array<[string, () => LogStorage]>)('%s storage', (_name, make) => {
  it('behavior: ranges come back in key order, numbers only, within one area', async () => {
    const s = make()
    await s.transact('readwrite', async (tx) => {
      for (const n of [3, 1, 2, 10]) tx.put(['e', n], { n })
      tx.put(['m', 'head'], 10)
      tx.put(['s', 2], { s: 2 })
    })
    const r = await s.transact('readonly', (tx) => tx.getRange({ area: 'e', from: 2, to: 10 }))
    expect(r.keys).toEqual([
      ['e', 2],
      ['e', 3],
      ['e', 10],
    ])
    expect(r.values).toEqual([{ n: 2 }, { n: 3 }, { n: 10 }])
    expect(await s.transact('readonly', (tx) => tx.lastKey('e'))).toBe(10)
    expect(await s.transact('readonly', (tx) => tx.lastKey('q'))).toBeNull()
    expect(await s.transact('readonly', (tx) => tx.get(['m', 'head']))).toBe(10)
  })

  it('behavior: an empty range (upper below lower) reads nothing and deletes nothing', async () => {
    const s = make()
    await s.transact('readwrite', async (tx) => tx.put(['e', 1], 'x'))
    await s.transact('readwrite', async (tx) => {
      expect(await tx.getRange({ area: 'e', from: 5, to: 4 })).toEqual({ keys: [], values: [] })
      expect(await tx.getKeys({ area: 'e', from: 5, to: 4 })).toEqual([])
      tx.delete({ area: 'e', from: 2, to: 1 })
    })
    expect(await s.transact('readonly', (tx) => tx.getKeys({ area: 'e', from: -Infinity, to: Infinity }))).toEqual([
      ['e', 1],
    ])
  })

  it('behavior: a range delete removes just that range', async () => {
    const s = make()
    await s.transact('readwrite', async (tx) => {
      for (let n = 1; n <= 5; n++) tx.put(['e', n], n)
      tx.put(['s', 1], 's')
    })
    await s.transact('readwrite', async (tx) => tx.delete({ area: 'e', from: -Infinity, to: 3 }))
    expect(await s.transact('readonly', (tx) => tx.getKeys({ area: 'e', from: -Infinity, to: Infinity }))).toEqual([
      ['e', 4],
      ['e', 5],
    ])
    expect(await s.transact('readonly', (tx) => tx.get(['s', 1]))).toBe('s')
  })

  it('error: a transaction that throws writes nothing', async () => {
    const s = make()
    await expect(
      s.transact('readwrite', async (tx) => {
        tx.put(['e', 1], 'kept?')
        throw new Error('abort')
      }),
    ).rejects.toThrow()
    expect(await s.transact('readonly', (tx) => tx.get(['e', 1]))).toBeUndefined()
  })

  it('error: a read-only transaction refuses writes and deletes with ReadOnlyError', async () => {
    const s = make()
    await s.transact('readwrite', async (tx) => tx.put(['e', 1], 'x'))
    await expect(s.transact('readonly', async (tx) => tx.put(['e', 2], 'y'))).rejects.toMatchObject({
      name: 'ReadOnlyError',
    })
    await expect(s.transact('readonly', async (tx) => tx.delete(['e', 1]))).rejects.toMatchObject({
      name: 'ReadOnlyError',
    })
    await expect(s.transact('readonly', async (tx) => tx.delete({ area: 'e', from: 0, to: 5 }))).rejects.toMatchObject({
      name: 'ReadOnlyError',
    })
    expect(await s.transact('readonly', (tx) => tx.getKeys({ area: 'e', from: -Infinity, to: Infinity }))).toEqual([
      ['e', 1],
    ])
  })

  it('error: a transaction that throws restores what it overwrote or deleted, and the next one runs', async () => {
    const s = make()
    await s.transact('readwrite', async (tx) => {
      tx.put(['e', 1], 'one')
      tx.put(['e', 2], 'two')
      tx.put(['m', 'head'], 2)
    })
    await expect(
      s.transact('readwrite', async (tx) => {
        tx.put(['e', 1], 'changed')
        tx.put(['e', 1], 'changed twice')
        tx.delete(['e', 2])
        tx.delete({ area: 'm', from: -Infinity, to: Infinity }) // no numeric keys there: deletes nothing
        tx.put(['e', 3], 'new')
        expect(await tx.get(['e', 1])).toBe('changed twice') // reads see earlier writes
        throw new Error('abort')
      }),
    ).rejects.toThrow('abort')
    const after = await s.transact('readonly', (tx) => tx.getRange({ area: 'e', from: -Infinity, to: Infinity }))
    expect(after).toEqual({
      keys: [
        ['e', 1],
        ['e', 2],
      ],
      values: ['one', 'two'],
    })
    expect(await s.transact('readonly', (tx) => tx.get(['m', 'head']))).toBe(2)
  })

  it('behavior: the last key of an area is its highest number, whatever the order of the puts', async () => {
    const s = make()
    await s.transact('readwrite', async (tx) => {
      for (const n of [5, 40, 3]) tx.put(['e', n], n)
      tx.put(['f', 100], 'other area')
      tx.put(['d', 200], 'other area')
    })
    expect(await s.transact('readonly', (tx) => tx.lastKey('e'))).toBe(40)
  })

  it('behavior: a range of one key reads and deletes that key', async () => {
    const s = make()
    await s.transact('readwrite', async (tx) => {
      for (const n of [1, 2, 3]) tx.put(['e', n], n)
    })
    expect(await s.transact('readonly', (tx) => tx.getRange({ area: 'e', from: 2, to: 2 }))).toEqual({
      keys: [['e', 2]],
      values: [2],
    })
    expect(await s.transact('readonly', (tx) => tx.getKeys({ area: 'e', from: 2, to: 2 }))).toEqual([['e', 2]])
    await s.transact('readwrite', async (tx) => tx.delete({ area: 'e', from: 2, to: 2 }))
    expect(await s.transact('readonly', (tx) => tx.getKeys({ area: 'e', from: -Infinity, to: Infinity }))).toEqual([
      ['e', 1],
      ['e', 3],
    ])
  })

  it('behavior: a single-key delete removes that key', async () => {
    const s = make()
    await s.transact('readwrite', async (tx) => {
      tx.put(['e', 1], 1)
      tx.put(['e', 2], 2)
    })
    await s.transact('readwrite', async (tx) => tx.delete(['e', 1]))
    expect(await s.transact('readonly', (tx) => tx.getKeys({ area: 'e', from: -Infinity, to: Infinity }))).toEqual([
      ['e', 2],
    ])
  })

  it('behavior: values are copies, as IndexedDB clones them', async () => {
    const s = make()
    const value = { a: [1] }
    await s.transact('readwrite', async (tx) => tx.put(['e', 1], value))
    value.a.push(2)
    expect(await s.transact('readonly', (tx) => tx.get(['e', 1]))).toEqual({ a: [1] })
  })
})

describe('memory storage', () => {
  it('behavior: transactions run one after another, in the order asked, each seeing the one before', async () => {
    const db = createMemoryDatabase()
    const a = memoryStorage(db)
    const b = memoryStorage(db)
    const order: string[] = []
    const first = a.transact('readwrite', async (tx) => {
      order.push('a starts')
      await new Promise((r) => setTimeout(r, 20))
      tx.put(['e', 1], 'a')
      order.push('a ends')
    })
    const second = b.transact('readwrite', async (tx) => {
      order.push('b starts')
      return tx.get(['e', 1])
    })
    await first
    expect(await second).toBe('a')
    expect(order).toEqual(['a starts', 'a ends', 'b starts'])
  })

  it('behavior: a failed transaction does not stop the ones after it', async () => {
    const s = memoryStorage()
    const failed = s.transact('readwrite', async () => {
      throw new Error('abort')
    })
    const next = s.transact('readwrite', async (tx) => {
      tx.put(['e', 1], 'x')
      return 'ran'
    })
    await expect(failed).rejects.toThrow('abort')
    expect(await next).toBe('ran')
  })

  it('behavior: keys of another area, or not numbers, are outside a range; bounds are inclusive', async () => {
    const s = memoryStorage()
    await s.transact('readwrite', async (tx) => {
      tx.put(['e', 'name'], 'string key')
      for (const n of [1, 2, 3, 4]) tx.put(['e', n], n)
      tx.put(['ea', 2], 'other area')
    })
    expect(await s.transact('readonly', (tx) => tx.getKeys({ area: 'e', from: 2, to: 3 }))).toEqual([
      ['e', 2],
      ['e', 3],
    ])
  })
})

describe('indexeddb storage', () => {
  it('default: the storages say what they are', () => {
    expect(memoryStorage().kind).toBe('memory')
    expect(indexedDbStorage(`kind-${Math.random()}`).kind).toBe('indexeddb')
    expect(openIndexedDb(`kind-${Math.random()}`).kind).toBe('indexeddb')
  })

  it('default: the IndexedDB log is the object store "log" of the database named', async () => {
    const name = `layout-${Math.random()}`
    await openIndexedDb(name).transact('readwrite', async (tx) => tx.put(['e', 1], 'x'))
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name)
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error as Error)
    })
    const value = await new Promise((resolve) => {
      const request = db.transaction('log').objectStore('log').get(['e', 1])
      request.onsuccess = () => resolve(request.result)
    })
    const stores = [...db.objectStoreNames]
    db.close()
    expect(stores).toEqual(['log'])
    expect(value).toBe('x')
  })

  it('error: a database deleted elsewhere fails the next transaction once with LogStorageError; the one after opens it again', async () => {
    const name = `deleted-${Math.random()}`
    const s = indexedDbStorage(name)
    await s.transact('readwrite', async (tx) => tx.put(['e', 1], 'x'))
    await new Promise<void>((resolve, reject) => {
      const request = indexedDB.deleteDatabase(name)
      request.onsuccess = () => resolve()
      request.onerror = () => reject(request.error as Error)
    })
    await expect(s.transact('readonly', (tx) => tx.get(['e', 1]))).rejects.toThrow(
      new LogStorageError('The log database was deleted or upgraded elsewhere; the next write opens it again'),
    )
    expect(await s.transact('readonly', (tx) => tx.get(['e', 1]))).toBeUndefined()
    await s.transact('readwrite', async (tx) => tx.put(['e', 2], 'y'))
    expect(await s.transact('readonly', (tx) => tx.lastKey('e'))).toBe(2)
  })

  it('behavior: a transaction gives what its function returns', async () => {
    const s = indexedDbStorage(`result-${Math.random()}`)
    expect(await s.transact('readwrite', async () => 42)).toBe(42)
  })
})
