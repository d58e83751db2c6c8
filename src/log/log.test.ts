import 'fake-indexeddb/auto'
import * as z from 'zod/mini'
import { describe, expect, it, vi } from 'vitest'
import { defineEvent, type EventDefinition } from '../events/define.js'
import { createEvent, type Stamped } from '../events/index.js'
import { createTestGatehouse } from '../testing/helpers.js'
import { createGatehouse } from '../createGatehouse.js'
import { indexedDbStorage } from './bootStorage.js'
import { createMemoryDatabase, memoryStorage, type LogStorage } from './storage.js'
import { importLog, parseExportedLog } from './exported.js'
import { createLog, RUN } from './log.js'
import { quarantineEntry, readRecord } from './records.js'
import { InvalidLogError, LogStorageError } from '../errors/core.js'
import { replay } from '../replay.js'
import { storedEvent } from '../../test/helpers/logRecords.js'

const switchTo = (n: number) => createEvent('NetworkSwitched', { chainId: `eip155:${n}` })

/** A storage that counts transactions by mode and can be told to fail. */
function instrumented(inner: LogStorage) {
  const counts = { readonly: 0, readwrite: 0 }
  let failNext = 0
  const storage: LogStorage = {
    kind: inner.kind,
    transact(mode, fn) {
      counts[mode]++
      if (failNext > 0) {
        failNext--
        return Promise.reject(new DOMException('Quota exceeded', 'QuotaExceededError'))
      }
      return inner.transact(mode, fn)
    },
  }
  return { storage, counts, failNext: (n: number) => void (failNext = n) }
}

async function storedKeys(db: ReturnType<typeof createMemoryDatabase>, area: string): Promise<number[]> {
  return [...db.records.values()]
    .filter((r) => r.key[0] === area)
    .map((r) => r.key[1] as number)
    .sort((a, b) => a - b)
}

/** The seqs of the stored events, in key order: a record holds one event or a run of them (src/log/runs.ts RUN). */
async function storedSeqs(db: ReturnType<typeof createMemoryDatabase>): Promise<number[]> {
  const records = [...db.records.values()]
    .filter((r) => r.key[0] === 'e')
    .sort((a, b) => (a.key[1] as number) - (b.key[1] as number))
  return records.flatMap((r) => (Array.isArray(r.value) ? r.value : [r.value]).map((e) => (e as Stamped).seq))
}

/** Replaces the stored event with this seq, wherever it is (its own record or a run). */
async function editStored(storage: LogStorage, seq: number, edit: (event: Stamped) => unknown): Promise<void> {
  await storage.transact('readwrite', async (tx) => {
    const range = await tx.getRange({ area: 'e', from: seq, to: Infinity })
    for (let i = 0; i < range.keys.length; i++) {
      const value = range.values[i]
      if (!Array.isArray(value)) {
        if ((value as Stamped).seq === seq) return tx.put(range.keys[i]!, edit(value as Stamped))
        continue
      }
      const j = value.findIndex((e) => (e as Stamped).seq === seq)
      if (j >= 0)
        return tx.put(
          range.keys[i]!,
          value.map((e, k) => (k === j ? edit(e as Stamped) : e)),
        )
    }
    throw new Error(`no stored event ${seq}`)
  })
}

/** A memory database holding SessionRestored and then `n` network switches (seq 2 … n + 1), written and closed. */
async function loggedSwitches(n: number) {
  const db = createMemoryDatabase()
  const a = createTestGatehouse({ db, effects: {} })
  await a.ready
  for (let i = 1; i <= n; i++) a.emit(switchTo(i))
  await a.dispose()
  return { db, storage: memoryStorage(db) }
}

describe('log', () => {
  it('behavior: the events of one tick are written in one transaction', async () => {
    const db = createMemoryDatabase()
    const { storage, counts } = instrumented(memoryStorage(db))
    const g = createGatehouse({ dev: true, effects: {}, log: { storage } })
    await g.ready
    await g.exportLog()
    const before = counts.readwrite
    for (let i = 1; i <= 50; i++) g.emit(switchTo(i))
    await g.exportLog() // flushes first
    expect(counts.readwrite - before).toBe(2) // one append + the export's own transaction
    expect(await storedSeqs(db)).toEqual(Array.from({ length: 51 }, (_, i) => i + 1))
    await g.dispose()
  })

  it('behavior: the write runs in a task after the emitting one, never inside it', async () => {
    const db = createMemoryDatabase()
    const { storage, counts } = instrumented(memoryStorage(db))
    const g = createGatehouse({ dev: true, effects: {}, log: { storage } })
    await g.ready
    await g.exportLog()
    const before = counts.readwrite
    g.emit(switchTo(1))
    for (let i = 0; i < 20; i++) await Promise.resolve() // the rest of this task, microtasks included
    g.emit(switchTo(2))
    expect(counts.readwrite).toBe(before)
    await new Promise((r) => setTimeout(r, 5))
    expect(counts.readwrite).toBe(before + 1) // both events, one transaction
    expect(await storedSeqs(db)).toHaveLength(3)
    await g.dispose()
  })

  it('behavior: a restart restores the read models from snapshot and tail', async () => {
    const db = createMemoryDatabase()
    const a = createTestGatehouse({ db, effects: {}, log: { snapshotEvery: 10, keepEvents: 1000 } })
    await a.ready
    for (let i = 1; i <= 35; i++) {
      a.emit(switchTo(i))
      if (i % 7 === 0) await a.exportLog()
    }
    a.emit(
      createEvent('BalanceFetched', {
        chainId: 'eip155:35',
        address: '0xabc',
        symbol: 'ETH',
        decimals: 18,
        value: '1000',
      }),
    )
    const live = a.getState()
    await a.dispose()
    expect((await storedKeys(db, 's')).length).toBeGreaterThan(0)

    const b = createTestGatehouse({ db, effects: {}, log: { snapshotEvery: 10, keepEvents: 1000 } })
    await b.ready
    expect(b.getState().network).toEqual(live.network)
    expect(b.getState().balances).toEqual(live.balances)
    expect(b.getState().system.restoredHead).toBe(37)
    await b.dispose()
  })

  it('behavior: older events are compacted behind a snapshot, and the export starts from it', async () => {
    const db = createMemoryDatabase()
    const g = createTestGatehouse({ db, effects: {}, log: { snapshotEvery: 10, keepEvents: 20 } })
    await g.ready
    for (let i = 1; i <= 100; i++) {
      g.emit(switchTo(i))
      await g.exportLog()
    }
    const events = await storedSeqs(db)
    expect(events.length).toBeGreaterThanOrEqual(20)
    expect(events.length).toBeLessThan(40)
    const exported = await g.exportLog()
    expect(exported.base?.seq).toBe((exported.events[0] as { seq: number }).seq - 1)
    expect(replay(exported).state.network).toEqual(g.getState().network)
    await g.dispose()
  })

  it('behavior: a projection whose version changed ignores its old snapshot and is refolded', async () => {
    const { defineProjection } = await import('../store/projection.js')
    const counter = (version: number, step: number) =>
      defineProjection({
        name: 'switches',
        version,
        initial: { n: 0 },
        on: {
          NetworkSwitched(draft) {
            draft.n += step
          },
        },
      })
    const db = createMemoryDatabase()
    const a = createTestGatehouse({ db, projections: [counter(1, 1)] as const, effects: {}, log: { snapshotEvery: 5 } })
    await a.ready
    for (let i = 1; i <= 12; i++) {
      a.emit(switchTo(i))
      await a.exportLog()
    }
    await a.dispose()
    const b = createTestGatehouse({ db, projections: [counter(1, 1)] as const, effects: {}, log: { snapshotEvery: 5 } })
    await b.ready
    expect(b.getState().switches.n).toBe(12)
    await b.dispose()
    const c = createTestGatehouse({
      db,
      projections: [counter(2, 10)] as const,
      effects: {},
      log: { snapshotEvery: 5 },
    })
    await c.ready
    expect(c.getState().switches.n).toBe(120) // refolded with the new reducer, not 12 + …
    await c.dispose()
  })

  it('behavior: corrupt records are quarantined with a reason, reported, and the rest restores', async () => {
    const { db, storage } = await loggedSwitches(6)
    await editStored(storage, 3, (third) => ({ ...third, type: 'RenamedLongAgo' }))
    await editStored(storage, 4, (fourth) => ({ ...fourth, v: 99 }))
    await editStored(storage, 5, () => 'garbage')
    await editStored(storage, 6, (sixth) => ({ ...sixth, data: { chainId: 17 } }))
    const b = createTestGatehouse({ db, effects: {} })
    const seen: Stamped[] = []
    b.events$.subscribe((e) => seen.push(e))
    await b.ready
    const reasons = seen
      .filter((e) => e.type === 'LogRecordQuarantined')
      .map((e) => (e.data as { reason: string }).reason)
    expect(reasons.sort()).toEqual(['invalid', 'malformed', 'unknown-type', 'version-too-new'])
    expect(b.getState().system.quarantined).toBe(4)
    // seq 1 is SessionRestored, 2…7 switch to 1…6; 3–6 are corrupt, so the last good switch is to 6.
    expect(b.getState().network.byNamespace.eip155?.chainId).toBe('eip155:6')
    const exported = await b.exportLog()
    expect(exported.quarantined).toHaveLength(4)
    expect(exported.quarantined.find((q) => q.reason === 'unknown-type')?.record).toMatchObject({
      type: 'RenamedLongAgo',
    })
    await b.dispose()
    // Quarantined records are kept aside, not read again.
    const c = createTestGatehouse({ db, effects: {} })
    const again: Stamped[] = []
    c.events$.subscribe((e) => again.push(e))
    await c.ready
    expect(again.filter((e) => e.type === 'LogRecordQuarantined')).toEqual([])
    expect(c.getState().system.quarantined).toBe(4) // the read model folds b's reports from the log
    expect((await c.exportLog()).quarantined).toHaveLength(4)
    await c.dispose()
  })

  it('regression: the seq of a bad record above the head marker is not reused by the next write', async () => {
    const { db, storage } = await loggedSwitches(2)
    // a record written by a newer build, past the head marker (3)
    await storage.transact('readwrite', async (tx) =>
      tx.put(['e', 4], {
        type: 'Connected',
        data: {},
        seq: 4,
        id: 'x',
        at: 1,
        v: 99,
        source: 'app',
        causationId: null,
        ephemeral: false,
      }),
    )
    const b = createTestGatehouse({ db, effects: {} })
    const seen: Stamped[] = []
    b.events$.subscribe((e) => seen.push(e))
    await b.ready
    const exported = await b.exportLog()
    expect(exported.quarantined.map((q) => [q.seq, q.reason])).toEqual([[4, 'version-too-new']])
    const live = seen.filter((e) => !e.ephemeral).map((e) => e.seq)
    expect(live).toEqual([5, 6])
    expect((exported.events as unknown as Stamped[]).map((e) => e.seq)).toEqual([1, 2, 3, 5, 6])
    await b.dispose()
  })

  it('behavior: a corrupt snapshot is quarantined and the read models are refolded from the events', async () => {
    const db = createMemoryDatabase()
    const a = createTestGatehouse({ db, effects: {}, log: { snapshotEvery: 5 } })
    await a.ready
    for (let i = 1; i <= 12; i++) {
      a.emit(switchTo(i))
      await a.exportLog()
    }
    const live = a.getState()
    await a.dispose()
    const snaps = await storedKeys(db, 's')
    const latest = snaps.at(-1) as number
    await memoryStorage(db).transact('readwrite', async (tx) =>
      tx.put(['s', latest], { seq: latest, projections: 'torn write' }),
    )
    const b = createTestGatehouse({ db, effects: {}, log: { snapshotEvery: 5 } })
    const seen: Stamped[] = []
    b.events$.subscribe((e) => seen.push(e))
    await b.ready
    expect(seen.find((e) => e.type === 'LogRecordQuarantined')).toMatchObject({
      data: { key: JSON.stringify(['s', latest]), reason: 'malformed' },
    })
    expect(b.getState().network).toEqual(live.network)
    await b.dispose()
  })

  it('behavior: a reducer that throws on a stored event during restore is reported, and restore goes on', async () => {
    const { defineProjection } = await import('../store/projection.js')
    const picky = defineProjection({
      name: 'picky',
      version: 1,
      initial: { n: 0 },
      on: {
        NetworkSwitched(draft, e) {
          if (e.data.chainId === 'eip155:3') throw new Error('cannot handle chain 3')
          draft.n++
        },
      },
    })
    const db = createMemoryDatabase()
    const a = createTestGatehouse({ db, effects: {}, projections: [picky] as const })
    await a.ready
    for (let i = 1; i <= 5; i++) a.emit(switchTo(i))
    await a.dispose()
    const b = createTestGatehouse({ db, effects: {}, projections: [picky] as const })
    const seen: Stamped[] = []
    b.events$.subscribe((e) => seen.push(e))
    await b.ready
    expect(b.getState().picky.n).toBe(4)
    expect(seen.filter((e) => e.type === 'ReducerFailed').map((e) => e.data)).toMatchObject([
      { projection: 'picky', eventType: 'NetworkSwitched', error: { shortMessage: 'cannot handle chain 3' } },
    ])
    await b.dispose()
  })

  it('behavior: without usable storage the log lives in memory and says so', async () => {
    const failing: LogStorage = {
      kind: 'indexeddb',
      transact: () => Promise.reject(new Error('UnknownError: corrupt database')),
    }
    const g = createGatehouse({ dev: true, effects: {}, log: { storage: failing } })
    const seen: Stamped[] = []
    g.events$.subscribe((e) => seen.push(e))
    await g.ready
    expect(seen[0]).toMatchObject({
      type: 'LogStorageUnavailable',
      data: { error: { shortMessage: 'UnknownError: corrupt database' } },
    })
    expect(seen[1]).toMatchObject({ type: 'SessionRestored', data: { storage: 'memory' } })
    expect(g.getState().system.storage).toBe('memory')
    g.emit(switchTo(5))
    expect((await g.exportLog()).events).toHaveLength(3)
    await g.dispose()
  })

  it('behavior: storage that never answers falls back to memory after the restore timeout', async () => {
    const hanging: LogStorage = { kind: 'indexeddb', transact: () => new Promise(() => {}) }
    const g = createGatehouse({ dev: true, effects: {}, log: { storage: hanging, restoreTimeoutMs: 30 } })
    await g.ready
    expect(g.getState().system).toMatchObject({ storage: 'memory', storageError: { name: 'LogStorageError' } })
    await g.dispose()
  })

  it('behavior: a failed write keeps the events queued and retries; nothing is lost', async () => {
    const db = createMemoryDatabase()
    const inst = instrumented(memoryStorage(db))
    const g = createGatehouse({ dev: true, effects: {}, log: { storage: inst.storage } })
    const seen: Stamped[] = []
    g.events$.subscribe((e) => seen.push(e))
    await g.ready
    await g.exportLog()
    inst.failNext(2)
    for (let i = 1; i <= 5; i++) g.emit(switchTo(i))
    // an export while writes fail says so at once, with a typed error
    await expect(g.exportLog()).rejects.toThrow(LogStorageError)
    // the retries (after 250 ms, then 500 ms) write everything
    let exported = null
    for (let tries = 0; exported === null && tries < 40; tries++) {
      await new Promise((r) => setTimeout(r, 100))
      exported = await g.exportLog().catch(() => null)
    }
    expect(exported?.events).toHaveLength(6)
    expect(seen.filter((e) => e.type === 'LogWriteFailed')).toHaveLength(2)
    expect(seen.find((e) => e.type === 'LogWriteFailed')).toMatchObject({ ephemeral: true, data: { pending: 5 } })
    expect(await storedSeqs(db)).toEqual([1, 2, 3, 4, 5, 6])
    await g.dispose()
  })

  it('behavior: a write stores its events as runs of at most RUN, each keyed by its last seq', async () => {
    const db = createMemoryDatabase()
    const g = createGatehouse({ dev: true, effects: {}, log: { storage: memoryStorage(db) } })
    await g.ready
    for (let i = 1; i <= 2 * RUN + 30; i++) g.emit(switchTo(i)) // one task: one write, SessionRestored first
    await g.exportLog()
    g.emit(switchTo(1)) // a later write starts a run of its own
    await g.exportLog()
    const n = 2 * RUN + 31
    expect(await storedKeys(db, 'e')).toEqual([RUN, 2 * RUN, n, n + 1])
    expect(await storedSeqs(db)).toEqual(Array.from({ length: n + 1 }, (_, i) => i + 1))
    await g.dispose()
  })

  it('behavior: records of one event (older logs, imports) and runs restore together, in order, each event once', async () => {
    const { db, storage } = await loggedSwitches(5)
    const run = (await storage.transact('readonly', (tx) => tx.get(['e', 6]))) as Stamped[]
    expect(run.map((e) => e.seq)).toEqual([1, 2, 3, 4, 5, 6])
    const at = (e: Stamped, seq: number, chain: number) => ({ ...e, seq, data: { chainId: `eip155:${chain}` } })
    await storage.transact('readwrite', async (tx) => {
      // the layout before runs for 1–3, then a run 4–6 that also repeats 3 (kept once, the copy quarantined), then seq 7 alone
      tx.delete({ area: 'e', from: 6, to: 6 })
      for (const e of run.slice(0, 3)) tx.put(['e', e.seq], e)
      tx.put(['e', 6], [at(run[2]!, 3, 99), ...run.slice(3)])
      tx.put(['e', 7], at(run[5]!, 7, 7))
      tx.put(['m', 'head'], 7)
    })
    const b = createTestGatehouse({ db, effects: {} })
    await b.ready
    const exported = await b.exportLog()
    expect(exported.quarantined).toMatchObject([
      {
        key: JSON.stringify(['e', 6, 0]),
        seq: 3,
        reason: 'malformed',
        detail: 'seq 3 out of order in the run stored under key 6',
      },
    ])
    expect((exported.events as unknown as Stamped[]).map((e) => e.seq).slice(0, 7)).toEqual([1, 2, 3, 4, 5, 6, 7])
    // the duplicate of 3 did not apply: the last switch is seq 7's
    expect(b.getState().network.byNamespace.eip155?.chainId).toBe('eip155:7')
    // the run was written back without it
    expect(((await storage.transact('readonly', (tx) => tx.get(['e', 6]))) as Stamped[]).map((e) => e.seq)).toEqual([
      4, 5, 6,
    ])
    await b.dispose()
  })

  it('behavior: IndexedDB keeps the log across instances (fake-indexeddb)', async () => {
    const name = `gatehouse:test-${Math.random()}`
    const a = createGatehouse({ dev: true, effects: {}, log: { name } })
    await a.ready
    a.emit(createEvent('Connected', { connectorId: 'w', namespace: 'eip155', chainId: 'eip155:1', address: '0xabc' }))
    await a.dispose()
    const b = createGatehouse({ dev: true, effects: {}, log: { storage: indexedDbStorage(name) } })
    await b.ready
    expect(b.getState().connection.byNamespace.eip155).toMatchObject({
      status: 'connecting',
      restoring: true,
      address: '0xabc',
    })
    expect(b.getState().system.storage).toBe('indexeddb')
    await b.dispose()
  })

  it('behavior: import of an export gives the same export back', async () => {
    const g = createTestGatehouse({ effects: {} })
    await g.ready
    for (let i = 1; i <= 5; i++) g.emit(switchTo(i))
    const exported = await g.exportLog()
    await g.dispose()
    const target = memoryStorage()
    await importLog(target, JSON.parse(JSON.stringify(exported)))
    const again = await createLog({ storage: target, projections: [] }).exportLog()
    expect(again).toEqual(exported)
    await expect(importLog(target, exported)).rejects.toThrow(InvalidLogError)
  })

  it.each([
    [null, '(root)'],
    [{ format: 'other' }, 'format'],
    [{ format: 'gatehouse-log', version: 1, base: null, events: 'x', quarantined: [] }, 'events'],
  ])('error: %j is not a Gatehouse log', (value, field) => {
    expect(() => parseExportedLog(value)).toThrow(InvalidLogError)
    expect(() => parseExportedLog(value)).toThrow(field)
  })

  it('error: a log written by a newer format version is refused with a clear message', () => {
    expect(() =>
      parseExportedLog({ format: 'gatehouse-log', version: 2, base: null, events: [], quarantined: [] }),
    ).toThrow(/newer than this build reads/)
  })
})

describe('records', () => {
  const v3: EventDefinition = defineEvent(
    'Renamed',
    () => z.object({ fullName: z.string(), tags: z.array(z.string()) }),
    {
      version: 3,
      up: {
        1: (d) => ({ ...(d as object), tags: [] }),
        2: (d) => {
          const { name, ...rest } = d as { name: string }
          if (typeof name !== 'string') throw new Error('v2 record without a name')
          return { ...rest, fullName: name }
        },
      },
    },
  )
  const lookup = (type: string) => (type === 'Renamed' ? v3 : undefined)
  const record = (v: number, data: unknown) => ({
    type: 'Renamed',
    data,
    seq: 1,
    id: 'a',
    at: 1,
    v,
    source: 'app',
    causationId: null,
    ephemeral: false,
  })

  it('behavior: an older version is upcast through each numbered step', () => {
    expect(readRecord(record(1, { name: 'Ada' }), lookup)).toMatchObject({
      ok: true,
      upcast: true,
      event: { v: 3, data: { fullName: 'Ada', tags: [] } },
    })
    expect(readRecord(record(2, { name: 'Ada', tags: ['x'] }), lookup)).toMatchObject({
      ok: true,
      event: { data: { fullName: 'Ada', tags: ['x'] } },
    })
    expect(readRecord(record(3, { fullName: 'Ada', tags: [] }), lookup)).toMatchObject({ ok: true, upcast: false })
  })

  it.each([
    [record(2, { tags: [] }), 'upcast-failed'],
    [record(4, {}), 'version-too-new'],
    [record(3, { fullName: 1, tags: [] }), 'invalid'],
    [{ ...record(3, {}), type: 'Gone' }, 'unknown-type'],
    [{ ...record(3, {}), seq: -1 }, 'malformed'],
    [{ ...record(3, {}), ephemeral: true }, 'malformed'],
    [{ ...record(3, {}), source: 'somewhere' }, 'malformed'],
    [42, 'malformed'],
  ])('error: case %# is set aside as %s', (raw, reason) => {
    expect(readRecord(raw, lookup)).toMatchObject({ ok: false, reason })
  })

  it('error: a step missing from a definition is refused at definition time', () => {
    expect(() => defineEvent('Broken', () => z.object({}), { version: 2 })).toThrow(
      /missing upcast step from version 1/,
    )
  })
})

describe('log journal (events a page had not written when it went)', () => {
  /** localStorage as the journal sees it. */
  const memoryJournal = () => {
    const items = new Map<string, string>()
    return {
      items,
      storage: {
        getItem: (k: string) => items.get(k) ?? null,
        setItem: (k: string, v: string) => void items.set(k, v),
        removeItem: (k: string) => void items.delete(k),
      },
    }
  }
  const stamped = (seq: number, chain: number): Stamped => storedEvent(seq, chain)
  const KEY = 'gatehouse:test:unwritten'
  const ids = async (db: ReturnType<typeof createMemoryDatabase>) =>
    [...db.records.values()]
      .filter((r) => r.key[0] === 'e')
      .sort((a, b) => (a.key[1] as number) - (b.key[1] as number))
      .flatMap((r) => (Array.isArray(r.value) ? r.value : [r.value]).map((e) => (e as Stamped).id))

  it('behavior: spill() keeps the queued events; the next restore writes them after the head and clears the journal', async () => {
    const db = createMemoryDatabase()
    const journal = memoryJournal()
    const { storage, failNext } = instrumented(memoryStorage(db))
    const a = createLog({ storage, projections: [], journal: { storage: journal.storage, key: KEY } })
    await a.restore()
    failNext(100) // the page goes before any write lands
    a.append(stamped(1, 1))
    a.append(stamped(2, 2))
    a.spill()
    expect(JSON.parse(journal.items.get(KEY) ?? '[]')).toHaveLength(2)
    const b = createLog({
      storage: memoryStorage(db),
      projections: [],
      journal: { storage: journal.storage, key: KEY },
    })
    const restored = await b.restore()
    expect(restored.head).toBe(2)
    expect(await ids(db)).toEqual(['ev-1', 'ev-2'])
    expect(journal.items.has(KEY)).toBe(false)
    await a.dispose()
  })

  it('behavior: spilled events the database holds after all (the write finished) are not written twice; a second spill keeps the first', async () => {
    const db = createMemoryDatabase()
    const journal = memoryJournal()
    const a = createLog({
      storage: memoryStorage(db),
      projections: [],
      journal: { storage: journal.storage, key: KEY },
    })
    await a.restore()
    a.append(stamped(1, 1))
    await a.flush()
    // Spilled by one page (written after all) and by another (not written): both kept in the journal.
    journal.items.set(KEY, JSON.stringify([stamped(1, 1)]))
    const other = createLog({
      storage: memoryStorage(createMemoryDatabase()),
      projections: [],
      journal: { storage: journal.storage, key: KEY },
    })
    other.append(stamped(2, 2))
    other.spill()
    expect((JSON.parse(journal.items.get(KEY) ?? '[]') as Stamped[]).map((e) => e.id)).toEqual(['ev-1', 'ev-2'])
    const b = createLog({
      storage: memoryStorage(db),
      projections: [],
      journal: { storage: journal.storage, key: KEY },
    })
    expect((await b.restore()).head).toBe(2)
    expect(await ids(db)).toEqual(['ev-1', 'ev-2'])
    await Promise.all([a.dispose(), other.dispose()])
  })

  it('error: a journal entry that does not read is quarantined and reported; the others are written back', async () => {
    const db = createMemoryDatabase()
    const journal = memoryJournal()
    journal.items.set(KEY, JSON.stringify([stamped(1, 1), { ...stamped(2, 2), data: { chainId: 'polygon' } }, 'torn']))
    const reported: string[] = []
    const b = createLog({
      storage: memoryStorage(db),
      projections: [],
      journal: { storage: journal.storage, key: KEY },
      report: (e) => void reported.push(e.type),
    })
    const restored = await b.restore()
    expect(restored.head).toBe(1)
    expect(restored.quarantined.map((q) => [q.key, q.reason])).toEqual([
      ['["j",1]', 'invalid'],
      ['["j",2]', 'malformed'],
    ])
    expect(reported).toEqual(['LogRecordQuarantined', 'LogRecordQuarantined'])
    expect(journal.items.has(KEY)).toBe(false)
    // Not JSON at all: one malformed entry, nothing else.
    journal.items.set(KEY, '}{')
    const c = createLog({
      storage: memoryStorage(db),
      projections: [],
      journal: { storage: journal.storage, key: KEY },
    })
    expect((await c.restore()).quarantined.map((q) => q.reason)).toEqual(['malformed'])
  })
})

describe('records: the secret-field rule on read', () => {
  const stored = (data: unknown) => ({
    type: 'ThemeChanged',
    data,
    seq: 1,
    id: 'x',
    at: 1,
    v: 1,
    source: 'app',
    causationId: null,
    ephemeral: false,
  })

  it('error: a stored event holding a secret-named field is refused on read, and its quarantine entry is redacted', () => {
    const result = readRecord(stored({ themeMode: 'dark', themeVariables: { otp: '123456' } }))
    expect(result).toMatchObject({ ok: false, reason: 'invalid' })
    if (result.ok) return
    expect(result.detail).toContain('data.themeVariables.otp')
    const entry = quarantineEntry(['e', 1], stored({ themeVariables: { otp: '123456' } }), result)
    expect(JSON.stringify(entry)).not.toContain('123456')
  })

  it('default: a closed schema drops an undeclared secret field; the event reads without it', () => {
    const result = readRecord({ ...stored({ chainId: 'eip155:1', sessionToken: 'tok' }), type: 'NetworkSwitched' })
    expect(result.ok && result.event.data).toEqual({ chainId: 'eip155:1' })
  })
})

describe('createLog (the log put together)', () => {
  const event = storedEvent

  it.each([
    [{ snapshotEvery: 0 }],
    [{ snapshotEvery: 5, keepEvents: 4 }],
    [{ maxBatch: 0 }],
    [{ snapshotEvery: 20_000 }], // above the default keepEvents
  ])('error: options %j are refused', (options) => {
    expect(() => createLog({ storage: memoryStorage(), projections: [], ...options })).toThrow(
      new InvalidLogError('Log options: need snapshotEvery ≥ 1, keepEvents ≥ snapshotEvery, maxBatch ≥ 1'),
    )
  })

  it('behavior: the least options allowed (snapshotEvery 1, keepEvents equal to it, maxBatch 1) are taken', () => {
    expect(() =>
      createLog({ storage: memoryStorage(), projections: [], snapshotEvery: 1, keepEvents: 1, maxBatch: 1 }),
    ).not.toThrow()
    expect(() => createLog({ storage: memoryStorage(), projections: [], snapshotEvery: 10_000 })).not.toThrow()
  })

  it('default: a snapshot is written once 1000 events are stored, not before', async () => {
    const db = createMemoryDatabase()
    const log = createLog({ storage: memoryStorage(db), projections: [] })
    await log.restore()
    for (let i = 1; i <= 999; i++) log.append(event(log.allocateSeq()))
    await log.flush()
    expect(await storedKeys(db, 's')).toEqual([])
    log.append(event(log.allocateSeq()))
    await log.flush()
    expect(await storedKeys(db, 's')).toEqual([1000])
    await log.dispose()
  })

  it('behavior: seqs continue after the restored head', async () => {
    const { db } = await loggedSwitches(3) // seqs 1 … 4
    const log = createLog({ storage: memoryStorage(db), projections: [] })
    await log.restore()
    expect(log.allocateSeq()).toBe(5)
    await log.dispose()
  })

  it("behavior: after another tab's head, seqs continue after it and after every event this tab still has queued", async () => {
    const channelName = `log-test-${Math.random()}`
    const { storage, failNext } = instrumented(memoryStorage())
    const log = createLog({ storage, projections: [], channelName })
    await log.restore()
    failNext(100)
    log.append(event(log.allocateSeq()))
    log.append(event(log.allocateSeq()))
    await expect(log.flush()).rejects.toThrow(LogStorageError)
    const other = new BroadcastChannel(channelName)
    other.postMessage({ head: 7 })
    await new Promise((r) => setTimeout(r, 20))
    other.close()
    expect(log.allocateSeq()).toBe(10)
    log.spill()
    await log.dispose()
  })

  it('behavior: exportLog writes the queued events first, so the export holds them', async () => {
    const log = createLog({ storage: memoryStorage(), projections: [] })
    await log.restore()
    log.append(event(log.allocateSeq()))
    log.append(event(log.allocateSeq()))
    const exported = await log.exportLog()
    expect(exported.events.map((e) => (e as unknown as Stamped).seq)).toEqual([1, 2])
    await log.dispose()
  })

  it('behavior: dispose resolves over storage that keeps failing, cancels the retry due, and the log takes no more events', async () => {
    const { storage, counts, failNext } = instrumented(memoryStorage())
    const log = createLog({ storage, projections: [] })
    await log.restore()
    failNext(100)
    log.append(event(1))
    await new Promise((r) => setTimeout(r, 10)) // the write's own task has run (and failed): a retry is due at 250 ms
    const attempts = counts.readwrite
    await expect(log.dispose()).resolves.toBeUndefined() // rejected by the retry at 250 ms
    log.append(event(2))
    await new Promise((r) => setTimeout(r, 600)) // past the next retry (500 ms later)
    expect(counts.readwrite).toBe(attempts + 1) // the retry dispose waited on, and nothing after it
  })

  it('behavior: restore removes the journal it wrote back, and leaves an absent one absent', async () => {
    const items = new Map<string, string>()
    const removed: string[] = []
    const journal = {
      storage: {
        getItem: (k: string) => items.get(k) ?? null,
        setItem: (k: string, v: string) => void items.set(k, v),
        removeItem: (k: string) => void removed.push(k),
      },
      key: 'j',
    }
    await createLog({ storage: memoryStorage(), projections: [], journal }).restore()
    expect(removed).toEqual([])
    items.set('j', JSON.stringify([event(1)]))
    await createLog({ storage: memoryStorage(), projections: [], journal }).restore()
    expect(removed).toEqual(['j'])
  })

  it('behavior: a tab that hears of a higher head numbers after it and forgets the stored states; a lower head changes nothing', async () => {
    const channelName = `log-test-${Math.random()}`
    const db = createMemoryDatabase()
    const a = createLog({ storage: memoryStorage(db), projections: [], channelName })
    const b = createLog({ storage: memoryStorage(db), projections: [], channelName })
    await a.restore()
    await b.restore()
    for (let i = 0; i < 3; i++) b.append(event(b.allocateSeq()))
    await b.flush()
    expect(b.storedStates()).toEqual({ seq: 3, states: {} })
    const heard = () => new Promise((r) => setTimeout(r, 20))
    await heard()
    expect(a.allocateSeq()).toBe(4)
    expect(a.storedStates()).toBeNull()
    // A lower head (an old message) is ignored: b's numbering and what it knows stay.
    const other = new BroadcastChannel(channelName)
    other.postMessage({ head: 2 })
    other.postMessage({ head: '9' })
    await heard()
    expect(b.storedStates()).toEqual({ seq: 3, states: {} })
    expect(b.allocateSeq()).toBe(4)
    other.postMessage({ head: 3 })
    await heard()
    expect(b.storedStates()).toBeNull()
    other.postMessage({ head: 7 })
    await heard()
    expect(b.allocateSeq()).toBe(8)
    other.close()
    await Promise.all([a.dispose(), b.dispose()])
    // Closed: a message after dispose reaches nobody.
    const late = new BroadcastChannel(channelName)
    late.postMessage({ head: 100 })
    await heard()
    late.close()
    expect(b.allocateSeq()).toBe(9)
  })

  it('behavior: logs without a channel name hear nothing of each other', async () => {
    const db = createMemoryDatabase()
    const a = createLog({ storage: memoryStorage(db), projections: [] })
    const b = createLog({ storage: memoryStorage(db), projections: [] })
    await a.restore()
    await b.restore()
    b.append(event(b.allocateSeq()))
    await b.flush()
    await new Promise((r) => setTimeout(r, 20))
    expect(a.storedStates()).toEqual({ seq: 0, states: {} })
    expect(a.allocateSeq()).toBe(1)
    await Promise.all([a.dispose(), b.dispose()])
  })

  it('behavior: where there is no BroadcastChannel, a log with a channel name works alone', async () => {
    vi.stubGlobal('BroadcastChannel', undefined)
    try {
      const log = createLog({ storage: memoryStorage(), projections: [], channelName: 'no-channel' })
      await log.restore()
      log.append(event(log.allocateSeq()))
      await log.flush()
      expect(log.storedStates()).toEqual({ seq: 1, states: {} })
      await log.dispose()
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('behavior: a message without data, or without a numeric head, is ignored', async () => {
    const channelName = `log-test-${Math.random()}`
    const log = createLog({ storage: memoryStorage(), projections: [], channelName })
    await log.restore()
    const other = new BroadcastChannel(channelName)
    other.postMessage(null)
    other.postMessage({})
    await new Promise((r) => setTimeout(r, 20))
    expect(log.storedStates()).toEqual({ seq: 0, states: {} })
    other.postMessage({ head: 4 })
    await new Promise((r) => setTimeout(r, 20))
    other.close()
    expect(log.allocateSeq()).toBe(5)
    await log.dispose()
  })
})
