import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { indexedDbStorage, memoryStorage, type LogStorage } from './storage.js'

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

  it('behavior: values are copies, as IndexedDB clones them', async () => {
    const s = make()
    const value = { a: [1] }
    await s.transact('readwrite', async (tx) => tx.put(['e', 1], value))
    value.a.push(2)
    expect(await s.transact('readonly', (tx) => tx.get(['e', 1]))).toEqual({ a: [1] })
  })
})
