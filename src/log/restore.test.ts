import { describe, expect, it } from 'vitest'
import { defineProjection } from '../store/projection.js'
import { createLog } from './log.js'
import { createMemoryDatabase, memoryStorage } from './storage.js'
import { storedEvent } from '../../test/helpers/logRecords.js'

// Two projections counting the same events: what each restored count is shows which snapshot it started from and
// which events it folded after it.
const counting = (name: string) =>
  defineProjection({
    name,
    version: 1,
    initial: { n: 0 },
    on: {
      NetworkSwitched(draft) {
        draft.n += 1
      },
    },
  })
const projections = [counting('first'), counting('second')]

type Db = ReturnType<typeof createMemoryDatabase>
type Snapshot = { seq: number; projections: Record<string, { version: number; state: unknown }> }

/** A log of `count` events with a snapshot of both projections every third, and the database it is stored in. */
async function nineEvents(count = 9): Promise<Db> {
  const db = createMemoryDatabase()
  const log = createLog({ storage: memoryStorage(db), projections, snapshotEvery: 3, keepEvents: 100 })
  await log.restore()
  for (let i = 1; i <= count; i++) {
    log.append(storedEvent(log.allocateSeq()))
    await log.flush()
  }
  await log.dispose()
  return db
}

const snapshotAt = (db: Db, seq: number) => db.records.get(JSON.stringify(['s', seq])) as { value: Snapshot }
/** Replaces the snapshot record at `seq` with what `edit` makes of it. */
function editSnapshot(db: Db, seq: number, edit: (s: Snapshot) => unknown) {
  const record = snapshotAt(db, seq)
  db.records.set(JSON.stringify(['s', seq]), { key: ['s', seq], value: edit(structuredClone(record.value)) })
}
const restore = (db: Db) =>
  createLog({ storage: memoryStorage(db), projections, snapshotEvery: 3, keepEvents: 100 }).restore()
/** Marks the state a snapshot holds for `name`, so the restored count says whether that snapshot was used. */
const marked = (s: Snapshot, name: string, n: number) => ({
  ...s,
  projections: { ...s.projections, [name]: { version: 1, state: { n } } },
})

describe('restore from snapshots', () => {
  it('behavior: each projection starts from the newest snapshot that holds it and folds only the events after its own start', async () => {
    const db = await nineEvents(10)
    expect(snapshotAt(db, 9).value.projections).toEqual({
      first: { version: 1, state: { n: 9 } },
      second: { version: 1, state: { n: 9 } },
    })
    // The newest snapshot lacks `second`; the one at 6 says 600 for it and 100 for `first`.
    editSnapshot(db, 9, (s) => ({ ...s, projections: { first: { version: 1, state: { n: 900 } } } }))
    editSnapshot(db, 6, (s) => marked(marked(s, 'first', 100), 'second', 600))
    const result = await restore(db)
    // first: 900 from the snapshot at 9, then event 10; second: 600 from the one at 6, then events 7 to 10, each once.
    expect(result.states).toEqual({ first: { n: 901 }, second: { n: 604 } })
    expect(result).toMatchObject({ head: 10, snapshotSeq: 9, quarantined: [] })
  })

  it('behavior: a projection no snapshot holds is folded from the base over every event, the others from their snapshot', async () => {
    const db = await nineEvents()
    for (const seq of [3, 6, 9]) editSnapshot(db, seq, (s) => ({ ...s, projections: { first: s.projections.first } }))
    editSnapshot(db, 9, (s) => marked(s, 'first', 900))
    expect((await restore(db)).states).toEqual({ first: { n: 900 }, second: { n: 9 } })
  })

  it('error: a snapshot state holding a secret-named field is never restored; that projection refolds from an older one', async () => {
    const db = await nineEvents()
    editSnapshot(db, 9, (s) => ({
      ...s,
      projections: { ...s.projections, second: { version: 1, state: { n: 900, privateKey: '0x01' } } },
    }))
    editSnapshot(db, 6, (s) => marked(s, 'second', 600))
    const result = await restore(db)
    expect(result.states).toEqual({ first: { n: 9 }, second: { n: 603 } })
    expect(JSON.stringify(result.states)).not.toContain('privateKey')
  })

  it('error: a snapshot whose record says another seq is quarantined as malformed, and the next older one is used', async () => {
    const db = await nineEvents()
    editSnapshot(db, 9, (s) => ({ ...marked(marked(s, 'first', 900), 'second', 900), seq: 8 }))
    editSnapshot(db, 6, (s) => marked(marked(s, 'first', 600), 'second', 600))
    const result = await restore(db)
    expect(result.states).toEqual({ first: { n: 603 }, second: { n: 603 } })
    expect(result.snapshotSeq).toBe(6)
    expect(result.quarantined).toEqual([
      expect.objectContaining({
        key: JSON.stringify(['s', 9]),
        seq: 9,
        reason: 'malformed',
        detail: 'Snapshot record is malformed',
      }),
    ])
    expect(db.records.has(JSON.stringify(['s', 9]))).toBe(false)
  })

  it('behavior: a snapshot keyed past the head (another writer, a torn write) is not a start', async () => {
    const db = await nineEvents()
    const ahead = marked(marked(snapshotAt(db, 9).value, 'first', 5000), 'second', 5000)
    db.records.set(JSON.stringify(['s', 50]), { key: ['s', 50], value: { ...ahead, seq: 50 } })
    const result = await restore(db)
    expect(result.states).toEqual({ first: { n: 9 }, second: { n: 9 } })
    expect(result).toMatchObject({ head: 9, snapshotSeq: 9 })
  })
})
