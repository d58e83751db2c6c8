import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { createEvent, type EventInput } from '../events/index.js'
import { defineProjection } from '../store/projection.js'
import { BASE } from './exported.js'
import { createLog } from './log.js'
import { indexedDbStorage } from './bootStorage.js'
import { createMemoryDatabase, memoryStorage, type LogStorage } from './storage.js'
import { storedEvent } from '../../test/helpers/logRecords.js'

const counter = defineProjection({
  name: 'switches',
  version: 1,
  initial: { n: 0 },
  on: {
    NetworkSwitched(draft) {
      draft.n += 1
    },
  },
})

const event = storedEvent

/** A memory storage whose next `n` transactions fail (set with `failNext`). */
function failable(db = createMemoryDatabase()) {
  const inner = memoryStorage(db)
  let fail = 0
  const storage: LogStorage = {
    kind: 'memory',
    transact: (mode, fn) =>
      fail-- > 0 ? Promise.reject(new DOMException('Quota exceeded', 'QuotaExceededError')) : inner.transact(mode, fn),
  }
  return { db, storage, failNext: (n: number) => void (fail = n) }
}

/** The numeric keys stored in `area`, in order. */
const keys = (db: ReturnType<typeof createMemoryDatabase>, area: string) =>
  [...db.records.values()]
    .filter((r) => r.key[0] === area)
    .map((r) => r.key[1] as number)
    .sort((a, b) => a - b)

describe('snapshots and compaction', () => {
  it('behavior: a snapshot is taken every snapshotEvery events; older events and snapshots go behind the base past keepEvents', async () => {
    const db = createMemoryDatabase()
    const log = createLog({ storage: memoryStorage(db), projections: [counter], snapshotEvery: 3, keepEvents: 3 })
    await log.restore()
    const after: Array<[number[], number[], unknown]> = []
    for (let i = 1; i <= 9; i++) {
      log.append(event(log.allocateSeq()))
      await log.flush()
      after.push([keys(db, 's'), keys(db, 'e'), db.records.get(JSON.stringify(BASE))?.value])
    }
    expect(after).toEqual([
      [[], [1], undefined],
      [[], [1, 2], undefined],
      [[3], [1, 2, 3], undefined],
      [[3], [1, 2, 3, 4], undefined],
      [[3], [1, 2, 3, 4, 5], undefined],
      // 6 - 0 > 3: the newest snapshot at most 6 - 3 becomes the base.
      [[3, 6], [4, 5, 6], 3],
      [[3, 6], [4, 5, 6, 7], 3],
      [[3, 6], [4, 5, 6, 7, 8], 3],
      [[6, 9], [7, 8, 9], 6],
    ])
    expect(db.records.get(JSON.stringify(['s', 9]))?.value).toEqual({
      seq: 9,
      projections: { switches: { version: 1, state: { n: 9 } } },
    })
    await log.dispose()
  })

  it('behavior: with no snapshot old enough to be the base, nothing is compacted', async () => {
    const db = createMemoryDatabase()
    const log = createLog({ storage: memoryStorage(db), projections: [counter], snapshotEvery: 4, keepEvents: 6 })
    await log.restore()
    for (let i = 1; i <= 8; i++) {
      log.append(event(log.allocateSeq()))
      await log.flush()
    }
    // At 8: 8 - 0 > 6, but the snapshots at most 8 - 6 = 2: none (the first is at 4).
    expect(keys(db, 's')).toEqual([4, 8])
    expect(keys(db, 'e')).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
    expect(db.records.has(JSON.stringify(BASE))).toBe(false)
    await log.dispose()
  })

  it('behavior: after a restore, the next snapshot is due snapshotEvery events after the restored one', async () => {
    const db = createMemoryDatabase()
    const a = createLog({ storage: memoryStorage(db), projections: [counter], snapshotEvery: 3, keepEvents: 100 })
    await a.restore()
    for (let i = 1; i <= 4; i++) a.append(event(a.allocateSeq()))
    await a.flush()
    expect(keys(db, 's')).toEqual([4])
    await a.dispose()
    const b = createLog({ storage: memoryStorage(db), projections: [counter], snapshotEvery: 3, keepEvents: 100 })
    expect((await b.restore()).snapshotSeq).toBe(4)
    for (let i = 1; i <= 2; i++) b.append(event(b.allocateSeq(), 10 + i))
    await b.flush()
    expect(keys(db, 's')).toEqual([4])
    b.append(event(b.allocateSeq(), 20))
    await b.flush()
    expect(keys(db, 's')).toEqual([4, 7])
    await b.dispose()
  })

  it('behavior: storedStates are the restored read models, then those plus each event this log wrote', async () => {
    const { db } = failable()
    const log = createLog({ storage: memoryStorage(db), projections: [counter], snapshotEvery: 100, keepEvents: 100 })
    expect(log.storedStates()).toBeNull()
    await log.restore()
    expect(log.storedStates()).toEqual({ seq: 0, states: { switches: { n: 0 } } })
    log.append(event(log.allocateSeq()))
    log.append(event(log.allocateSeq()))
    await log.flush()
    expect(log.storedStates()).toEqual({ seq: 2, states: { switches: { n: 2 } } })
    log.append(event(log.allocateSeq()))
    await log.flush()
    expect(log.storedStates()).toEqual({ seq: 3, states: { switches: { n: 3 } } })
    expect(log.storedStates()).toEqual({ seq: 3, states: { switches: { n: 3 } } })
    await log.dispose()
  })

  it('behavior: a write after another writer (its events renumbered, or a head it did not know) makes storedStates unknown until the next snapshot', async () => {
    const db = createMemoryDatabase()
    const options = { projections: [counter], snapshotEvery: 4, keepEvents: 100 }
    const a = createLog({ storage: memoryStorage(db), ...options })
    const b = createLog({ storage: memoryStorage(db), ...options })
    await a.restore()
    await b.restore()
    b.append(event(b.allocateSeq(), 100))
    await b.flush()
    a.append(event(a.allocateSeq())) // seq 1, written at 2
    await a.flush()
    expect(a.storedStates()).toBeNull()
    a.append(event(a.allocateSeq()))
    await a.flush()
    expect(a.storedStates()).toBeNull()
    a.append(event(a.allocateSeq()))
    await a.flush() // head 4: a snapshot, read from the storage
    expect(a.storedStates()).toEqual({ seq: 4, states: { switches: { n: 4 } } })
    expect(db.records.get(JSON.stringify(['s', 4]))?.value).toMatchObject({
      projections: { switches: { state: { n: 4 } } },
    })
    await Promise.all([a.dispose(), b.dispose()])
  })

  it('behavior: a snapshot taken after another writer reads the states from the storage, not from memory', async () => {
    const db = createMemoryDatabase()
    const options = { projections: [counter], snapshotEvery: 3, keepEvents: 100 }
    const a = createLog({ storage: memoryStorage(db), ...options })
    await a.restore()
    a.append(event(a.allocateSeq()))
    await a.flush()
    // Another writer adds two events under a's feet; a's next write (numbered on) makes the head 4.
    const b = createLog({ storage: memoryStorage(db), ...options })
    await b.restore()
    b.append(event(b.allocateSeq(), 50))
    b.append(event(b.allocateSeq(), 51))
    await b.flush()
    await b.dispose()
    a.append(event(4))
    await a.flush()
    expect(db.records.get(JSON.stringify(['s', 4]))?.value).toMatchObject({
      projections: { switches: { state: { n: 4 } } },
    })
    await a.dispose()
  })

  it('error: a failed snapshot is reported as LogWriteFailed with the pending count; the events stay stored and storedStates unknown', async () => {
    const db = createMemoryDatabase()
    const inner = memoryStorage(db)
    let transactions = 0
    // Transactions: the restore, the write of seq 1, the write of seqs 2 and 3, then the snapshot at 3, which fails.
    const storage: LogStorage = {
      kind: 'memory',
      transact: (mode, fn) =>
        ++transactions === 4
          ? Promise.reject(new DOMException('full', 'QuotaExceededError'))
          : inner.transact(mode, fn),
    }
    const reports: EventInput[] = []
    const log = createLog({
      storage,
      projections: [counter],
      snapshotEvery: 2,
      keepEvents: 100,
      report: (e) => reports.push(e),
    })
    await log.restore()
    log.append(event(log.allocateSeq()))
    await log.flush()
    log.append(event(log.allocateSeq()))
    log.append(event(log.allocateSeq()))
    await log.flush()
    expect(transactions).toBe(4)
    expect(keys(db, 'e')).toEqual([1, 3])
    expect(keys(db, 's')).toEqual([])
    expect(reports).toEqual([
      createEvent('LogWriteFailed', {
        error: { name: 'QuotaExceededError', shortMessage: 'full', code: 22 },
        pending: 0,
      }),
    ])
    expect(log.storedStates()).toBeNull()
    await log.dispose()
  })

  it('behavior: a log over IndexedDB writes its snapshots there', async () => {
    const storage = indexedDbStorage(`snap-${Math.random()}`)
    const log = createLog({ storage, projections: [counter], snapshotEvery: 2, keepEvents: 100 })
    await log.restore()
    log.append(event(log.allocateSeq()))
    log.append(event(log.allocateSeq()))
    await log.flush()
    expect(
      await storage.transact('readonly', (tx) => tx.getKeys({ area: 's', from: -Infinity, to: Infinity })),
    ).toEqual([['s', 2]])
    await log.dispose()
  })

  it('behavior: a snapshot taken while this log was the only writer reads no event back and reports nothing', async () => {
    const inner = memoryStorage()
    let eventReads = 0
    const storage: LogStorage = {
      kind: 'memory',
      transact: (mode, fn) =>
        inner.transact(mode, (tx) =>
          fn({
            ...tx,
            getRange: (r) => {
              if (r.area === 'e') eventReads++
              return tx.getRange(r)
            },
          }),
        ),
    }
    const reports: EventInput[] = []
    const log = createLog({
      storage,
      projections: [counter],
      snapshotEvery: 3,
      keepEvents: 100,
      report: (e) => reports.push(e),
    })
    await log.restore()
    const afterRestore = eventReads
    for (let i = 0; i < 3; i++) log.append(event(log.allocateSeq()))
    await log.flush()
    expect(await inner.transact('readonly', (tx) => tx.get(['s', 3]))).toEqual({
      seq: 3,
      projections: { switches: { version: 1, state: { n: 3 } } },
    })
    expect(eventReads - afterRestore).toBe(0)
    expect(reports).toEqual([])
    await log.dispose()
  })

  it('behavior: a write after another writer, at the seq it came with, still makes storedStates unknown', async () => {
    const db = createMemoryDatabase()
    const options = { projections: [counter], snapshotEvery: 100, keepEvents: 100 }
    const a = createLog({ storage: memoryStorage(db), ...options })
    const b = createLog({ storage: memoryStorage(db), ...options })
    await a.restore()
    await b.restore()
    b.append(event(1, 100))
    await b.flush()
    a.append(event(2)) // written at 2: not renumbered, but after a head a did not know
    await a.flush()
    expect(a.storedStates()).toBeNull()
    await Promise.all([a.dispose(), b.dispose()])
  })
})
