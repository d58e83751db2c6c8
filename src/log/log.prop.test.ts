import 'fake-indexeddb/auto'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { defaultProjections } from '../../projections/index.js'
import { createGatehouse } from '../createGatehouse.js'
import type { EventInput, Stamped } from '../events/index.js'
import { isSecretFieldName } from '../events/secrets.js'
import { replay } from '../replay.js'
import { foldAll, immerFor, initialStates } from '../store/fold.js'
import { arbAnyEvent, arbEvent, arbEvents } from '../testing/arbitraries.js'
import { createTestGatehouse, stampEvents } from '../testing/helpers.js'
import { importLog } from './exported.js'
import { createLog } from './log.js'
import { indexedDbStorage } from './bootStorage.js'
import { createMemoryDatabase, memoryStorage } from './storage.js'
import { arbPlants, plantAll, runLogFault } from '../../test/helpers/logFaults.js'

const RUNS = { numRuns: 40 }

/** Emits events that a test arbitrary made; the core's own event types are emitted the same way. */
function emitAll(g: { emit(e: EventInput): string }, events: readonly EventInput[]): void {
  for (const e of events) g.emit(e)
}

describe('log properties', () => {
  it('property: the same events give the same state', () => {
    fc.assert(
      fc.property(fc.array(arbAnyEvent, { maxLength: 80 }), (inputs) => {
        const events = stampEvents(inputs)
        const a = foldAll(immerFor(false), defaultProjections, initialStates(defaultProjections), events)
        const b = foldAll(immerFor(true), defaultProjections, initialStates(defaultProjections), events)
        expect(b).toEqual(a)
      }),
    )
  })

  it('property: no arbitrary event sequence makes a reducer throw', () => {
    fc.assert(
      fc.property(fc.array(arbAnyEvent, { maxLength: 120 }), fc.integer({ min: 1, max: 10 }), (inputs, batch) => {
        const events = stampEvents(inputs)
        let state = initialStates(defaultProjections) as Readonly<Record<string, object>>
        for (let i = 0; i < events.length; i += batch) {
          state = foldAll(immerFor(true), defaultProjections, state, events.slice(i, i + batch), (p, e, error) => {
            throw new Error(`${p.name} threw on ${e.type}: ${String(error)}`)
          })
        }
      }),
    )
  })

  it('property: live state, replay of the export, and a restart all agree (snapshot + tail = full fold)', async () => {
    await fc.assert(
      fc.asyncProperty(
        arbEvents({ maxLength: 60 }),
        fc.integer({ min: 1, max: 12 }),
        fc.array(fc.nat({ max: 60 }), { maxLength: 6 }),
        async (inputs, snapshotEvery, flushPoints) => {
          const db = createMemoryDatabase()
          const log = { snapshotEvery, keepEvents: 100_000 }
          const a = createTestGatehouse({ db, effects: {}, log })
          await a.ready
          for (let i = 0; i < inputs.length; i++) {
            a.emit(inputs[i] as EventInput)
            if (flushPoints.includes(i)) await a.exportLog()
          }
          const exported = await a.exportLog()
          const live = a.getState()
          await a.dispose()
          // the live fold (event by event) equals the batch replay of the export
          expect(replay(exported).state).toEqual(live)
          // a restart from snapshot + tail equals the full fold, up to what SessionRestored changes by design
          const b = createTestGatehouse({ db, effects: {}, log })
          await b.ready
          const full = replay(await b.exportLog()).state
          expect(b.getState()).toEqual(full)
          await b.dispose()
        },
      ),
      RUNS,
    )
  })

  it('property: export → JSON → import → export is an identity, and replay is unchanged', async () => {
    await fc.assert(
      fc.asyncProperty(arbEvents({ maxLength: 40 }), fc.integer({ min: 3, max: 10 }), async (inputs, snapshotEvery) => {
        const g = createTestGatehouse({ effects: {}, log: { snapshotEvery, keepEvents: snapshotEvery * 2 } })
        await g.ready
        for (const input of inputs) {
          g.emit(input)
          await g.exportLog() // one write per event, so compaction happens along the way
        }
        const exported = await g.exportLog()
        await g.dispose()
        const wire = JSON.parse(JSON.stringify(exported)) as unknown
        expect(wire).toEqual(exported)
        const target = memoryStorage()
        await importLog(target, wire)
        const again = await createLog({ storage: target, projections: defaultProjections }).exportLog()
        expect(again).toEqual(exported)
        expect(replay(again).state).toEqual(replay(exported).state)
      }),
      RUNS,
    )
  })

  const corruptions: Array<(r: Stamped) => unknown> = [
    (r) => ({ ...r, type: 'NoLongerExists' }),
    (r) => ({ ...r, v: r.v + 5 }),
    (r) => ({ ...r, data: 'nonsense' }),
    (r) => ({ ...r, seq: 'x' }),
    () => 'not a record',
    () => null,
    (r) => ({ ...r, ephemeral: true }),
  ]
  // The last pick replaces the whole stored record (one event or a run) with garbage: one quarantine entry.
  const WHOLE = corruptions.length
  const arbCorruption = fc.array(fc.tuple(fc.nat(), fc.nat({ max: WHOLE })), { minLength: 1, maxLength: 8 })

  /**
   * Writes a log in several writes (each a record of one run, or more), corrupts some stored events (inside
   * their runs) or whole records, and returns the storage, the number of quarantine entries expected and the
   * events that stay good, in order.
   */
  async function corruptedLog(
    inputs: EventInput[],
    picks: Array<[number, number]>,
    snapshotEvery: number,
    writes: number[],
  ) {
    const db = createMemoryDatabase()
    const a = createTestGatehouse({ db, effects: {}, log: { snapshotEvery } })
    await a.ready
    let at = 0
    for (const size of [...writes, inputs.length]) {
      emitAll(a, inputs.slice(at, (at += size)))
      await a.exportLog() // writes what was emitted: the next emits go in a run of their own
    }
    await a.dispose()
    const storage = memoryStorage(db)
    return storage.transact('readwrite', async (tx) => {
      const range = await tx.getRange({ area: 'e', from: 0, to: Infinity })
      const records = range.values.map((v) => [...(v as Stamped[])])
      const slots = records.flatMap((run, i) => run.map((_, j) => [i, j] as const))
      const wholeBad = new Set<number>()
      const eventBad = new Set<string>()
      for (const [index, how] of picks) {
        const [i, j] = slots[index % slots.length]!
        if (wholeBad.has(i)) continue
        if (how === WHOLE) wholeBad.add(i)
        else {
          eventBad.add(`${i}:${j}`)
          records[i]![j] = (corruptions[how] as (r: Stamped) => unknown)((range.values[i] as Stamped[])[j]!) as Stamped
        }
      }
      records.forEach((run, i) => tx.put(range.keys[i]!, wholeBad.has(i) ? 'not a record' : run))
      const entries = wholeBad.size + [...eventBad].filter((k) => !wholeBad.has(Number(k.split(':')[0]))).length
      const clean = (range.values as Stamped[][]).flatMap((run, i) =>
        wholeBad.has(i) ? [] : run.filter((_, j) => !eventBad.has(`${i}:${j}`)),
      )
      return { db, entries, clean }
    })
  }
  const arbWrites = fc.array(fc.integer({ min: 1, max: 12 }), { maxLength: 4 })

  it('property: corrupt records anywhere in the tail are quarantined and the rest restores exactly', async () => {
    await fc.assert(
      fc.asyncProperty(
        arbEvents({ minLength: 1, maxLength: 40 }),
        arbCorruption,
        arbWrites,
        async (inputs, picks, writes) => {
          const { db, entries, clean } = await corruptedLog(inputs, picks, 10_000, writes)
          const expected = replay({
            format: 'gatehouse-log',
            version: 1,
            base: null,
            events: clean,
            quarantined: [],
          }).state
          const b = createTestGatehouse({ db, effects: {}, log: { snapshotEvery: 10_000 } })
          const seen: Stamped[] = []
          b.events$.subscribe((e) => seen.push(e))
          await b.ready
          expect(seen.filter((e) => e.type === 'LogRecordQuarantined')).toHaveLength(entries)
          // b's state is the clean events folded, then its own quarantine reports and SessionRestored
          expect(b.getState()).toEqual(
            foldAll(immerFor(false), defaultProjections, expected as Record<string, object>, seen),
          )
          expect((await b.exportLog()).quarantined).toHaveLength(entries)
          await b.dispose()
        },
      ),
      RUNS,
    )
  })

  it('property: with snapshots, corrupt records never stop restore and all end in quarantine', async () => {
    await fc.assert(
      fc.asyncProperty(
        arbEvents({ minLength: 1, maxLength: 40 }),
        arbCorruption,
        fc.integer({ min: 2, max: 15 }),
        arbWrites,
        async (inputs, picks, every, writes) => {
          const { db, entries } = await corruptedLog(inputs, picks, every, writes)
          const b = createTestGatehouse({ db, effects: {}, log: { snapshotEvery: every } })
          await b.ready
          // Records behind the newest snapshot are not needed to restore; an export reads them all.
          const exported = await b.exportLog()
          expect(exported.quarantined).toHaveLength(entries)
          expect(exported.events.every((e) => typeof (e as { seq?: unknown }).seq === 'number')).toBe(true)
          await b.dispose()
        },
      ),
      RUNS,
    )
  })

  it('property: concurrent appends from two instances over one database lose and duplicate nothing', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.boolean(), arbEvent, fc.nat({ max: 3 })), { minLength: 1, maxLength: 50 }),
        fc.boolean(),
        async (steps, useIndexedDb) => {
          const name = `gatehouse:prop-${Math.random()}`
          const db = createMemoryDatabase()
          const make = () =>
            useIndexedDb
              ? createGatehouse({ dev: true, effects: {}, log: { storage: indexedDbStorage(name) } })
              : createTestGatehouse({ db, effects: {} })
          const a = make()
          const b = make()
          await Promise.all([a.ready, b.ready])
          const ids = { a: [] as string[], b: [] as string[] }
          for (const [toA, event, pause] of steps) {
            ids[toA ? 'a' : 'b'].push((toA ? a : b).emit(event))
            // let writes of the two instances interleave at arbitrary points
            for (let i = 0; i < pause; i++) await Promise.resolve()
          }
          await Promise.all([a.exportLog(), b.exportLog()])
          const exported = await a.exportLog()
          const records = exported.events as unknown as Stamped[]
          expect(records.map((r) => r.seq)).toEqual(records.map((_, i) => i + 1))
          expect(new Set(records.map((r) => r.id)).size).toBe(records.length)
          const order = records.map((r) => r.id)
          for (const mine of [ids.a, ids.b]) {
            const positions = mine.map((id) => order.indexOf(id))
            expect(positions.every((p) => p >= 0)).toBe(true)
            expect(positions).toEqual([...positions].sort((x, y) => x - y))
          }
          expect(records.filter((r) => r.type === 'SessionRestored')).toHaveLength(2)
          expect(records).toHaveLength(steps.length + 2)
          await Promise.all([a.dispose(), b.dispose()])
        },
      ),
      { numRuns: 30 },
    )
  })

  it('property: no secret ever reaches the log, whatever an app puts in an event', async () => {
    const secretKey = fc.constantFrom('otp', 'privateKey', 'seed_phrase', 'sessionToken', 'mnemonic', 'PASSWORD')
    await fc.assert(
      fc.asyncProperty(
        arbEvent,
        secretKey,
        fc.string(),
        fc.array(fc.string({ minLength: 1, maxLength: 6 }), { maxLength: 3 }),
        async (event, key, value, path) => {
          // plant the secret at a random depth of the data, or inside the free-form SIWX cacao
          const planted = structuredClone(event) as { type: string; data: Record<string, unknown> }
          let at: Record<string, unknown> =
            planted.type === 'SiwxSigned'
              ? (((planted.data.session as Record<string, unknown>).cacao = {}) as Record<string, unknown>)
              : planted.data
          for (const p of path) at = (at[p] = {}) as Record<string, unknown>
          at[key] = value
          const g = createTestGatehouse({ effects: {} })
          await g.ready
          try {
            g.emit(planted as EventInput)
          } catch (e) {
            expect((e as Error).name).toBe('SecretInEventError')
          }
          const text = JSON.stringify(await g.exportLog())
          const keys = [...text.matchAll(/"([^"\\]+)":/g)].map((m) => m[1] as string)
          expect(keys.filter(isSecretFieldName)).toEqual([])
          await g.dispose()
        },
      ),
      RUNS,
    )
  })
})

describe('log properties: whatever the store holds', () => {
  it('property: arbitrary values at arbitrary keys of the log store: the app starts, folds the good log and persists new events', async () => {
    await fc.assert(
      fc.asyncProperty(arbPlants, async (plants) => {
        const outcome = await runLogFault({ name: 'arbitrary records', plant: plantAll(plants) })
        expect(outcome).toMatchObject({ started: true, lost: 0, notPersisted: 0, untyped: [] })
      }),
      { numRuns: Number(process.env.FC_RUNS ?? 25) },
    )
  })
})

describe('log pinned regressions', () => {
  it('regression: a record keyed far past the head marker (2^52, an empty run) is quarantined and the good log kept (found by FC_SEED=-1024670717)', async () => {
    const outcome = await runLogFault({ name: 'far key', plant: plantAll([[['e', 2 ** 52], []]]) })
    expect(outcome).toMatchObject({ started: true, lost: 0, notPersisted: 0, untyped: [] })
    expect(outcome.reported).toContain('LogRecordQuarantined')
  })

  it('regression: restore of an empty log gives the initial state plus SessionRestored', async () => {
    const g = createGatehouse({ dev: true, effects: {}, log: { storage: memoryStorage() } })
    await g.ready
    expect(g.getState().modal).toEqual(defaultProjections[0].initial)
    expect(g.getState().system.restoredHead).toBe(0)
    await g.dispose()
  })
})
