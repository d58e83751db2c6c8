import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { InvalidLogError } from '../errors/core.js'
import { BASE, HEAD, importLog, parseExportedLog, QNEXT, readHead, type ExportedLog } from './exported.js'
import { indexedDbStorage } from './bootStorage.js'
import { createMemoryDatabase, memoryStorage } from './storage.js'
import { storedEvent } from '../../test/helpers/logRecords.js'

/** A stored NetworkSwitched record with this seq (or none, for `seq: undefined`). */
const record = (seq: unknown, chain = 1) => ({ ...storedEvent(1, chain), seq })

const EMPTY: ExportedLog = { format: 'gatehouse-log', version: 1, base: null, events: [], quarantined: [] }

/** Every record of a memory database, keyed by its storage key as JSON. */
const contents = (db: ReturnType<typeof createMemoryDatabase>) =>
  Object.fromEntries([...db.records.values()].map((r) => [JSON.stringify(r.key), r.value]))

/** The InvalidLogError `fn` throws. */
function refusal(fn: () => unknown): InvalidLogError {
  try {
    fn()
  } catch (error) {
    if (error instanceof InvalidLogError) return error
    throw error
  }
  throw new Error('no InvalidLogError thrown')
}

describe('parseExportedLog', () => {
  it('behavior: a whole log (base snapshot, events, quarantine entry) comes back field for field', () => {
    const log = {
      format: 'gatehouse-log',
      version: 1,
      base: { seq: 4, projections: { network: { version: 2, state: { chainId: 'eip155:1' } } } },
      events: [record(5)],
      quarantined: [
        { key: '["e",3]', seq: 3, eventType: 'Gone', reason: 'unknown-type', detail: 'Unknown', record: { x: 1 } },
        { key: '["m","head"]', seq: null, eventType: null, reason: 'malformed', detail: 'bad', record: null },
      ],
    }
    expect(parseExportedLog(JSON.parse(JSON.stringify(log)))).toEqual(log)
  })

  it.each([
    [5, '(root): Invalid input'],
    [{ ...EMPTY, format: 'gatehouse' }, 'format: Invalid input'],
    [{ ...EMPTY, version: 0 }, 'version: Invalid input'],
    [{ ...EMPTY, version: 1.5 }, 'version: Invalid input'],
    [{ ...EMPTY, base: { seq: -1, projections: {} } }, 'base.seq: Invalid input'],
    [{ ...EMPTY, base: { seq: 1.5, projections: {} } }, 'base.seq: Invalid input'],
    [
      { ...EMPTY, base: { seq: 1, projections: { a: { version: 0, state: 1 } } } },
      'base.projections.a.version: Invalid input',
    ],
    [
      { ...EMPTY, base: { seq: 1, projections: { a: { version: 1.5, state: 1 } } } },
      'base.projections.a.version: Invalid input',
    ],
    [{ ...EMPTY, events: {} }, 'events: Invalid input'],
    [
      { ...EMPTY, quarantined: [{ key: 1, seq: null, eventType: null, reason: 'invalid', detail: '', record: 1 }] },
      'quarantined[0].key: Invalid input',
    ],
    [
      { ...EMPTY, quarantined: [{ key: 'k', seq: '1', eventType: null, reason: 'invalid', detail: '', record: 1 }] },
      'quarantined[0].seq: Invalid input',
    ],
    [
      { ...EMPTY, quarantined: [{ key: 'k', seq: null, eventType: 1, reason: 'invalid', detail: '', record: 1 }] },
      'quarantined[0].eventType: Invalid input',
    ],
    [
      { ...EMPTY, quarantined: [{ key: 'k', seq: null, eventType: null, reason: 'lost', detail: '', record: 1 }] },
      'quarantined[0].reason: Invalid input',
    ],
    [
      { ...EMPTY, quarantined: [{ key: 'k', seq: null, eventType: null, reason: 'invalid', detail: 0, record: 1 }] },
      'quarantined[0].detail: Invalid input',
    ],
  ])('error: case %# is refused as "Not a Gatehouse log", naming the field %j', (value, details) => {
    const error = refusal(() => parseExportedLog(value))
    expect(error.shortMessage).toBe('Not a Gatehouse log')
    expect(error.details).toBe(details)
  })

  it('error: version 2 is refused naming both versions; version 1 reads', () => {
    expect(refusal(() => parseExportedLog({ ...EMPTY, version: 2 })).shortMessage).toBe(
      'Log format version 2 is newer than this build reads (1)',
    )
    expect(parseExportedLog({ ...EMPTY })).toEqual(EMPTY)
  })
})

describe('readHead', () => {
  it('behavior: the head is the head marker or the last event key, whichever is higher (0 for an empty log)', async () => {
    const storage = memoryStorage()
    const read = () => storage.transact('readonly', readHead)
    expect(await read()).toBe(0)
    await storage.transact('readwrite', async (tx) => tx.put(['e', 7], record(7)))
    expect(await read()).toBe(7)
    await storage.transact('readwrite', async (tx) => tx.put(HEAD, 9))
    expect(await read()).toBe(9)
    await storage.transact('readwrite', async (tx) => tx.put(['e', 12], record(12)))
    expect(await read()).toBe(12)
  })
})

describe('importLog', () => {
  it('behavior: events are stored under their own seq, in any order; the head is the highest', async () => {
    const db = createMemoryDatabase()
    await importLog(memoryStorage(db), { ...EMPTY, events: [record(3, 3), record(20, 20), record(7, 7)] })
    const stored = contents(db)
    expect(Object.keys(stored).filter((k) => k.startsWith('["e"'))).toEqual(['["e",3]', '["e",20]', '["e",7]'])
    expect(stored['["e",20]']).toEqual(record(20, 20))
    expect(stored[JSON.stringify(HEAD)]).toBe(20)
    expect(stored[JSON.stringify(QNEXT)]).toBe(1)
    expect(stored[JSON.stringify(BASE)]).toBeUndefined()
  })

  it.each([[undefined], [0], [-2], [2.5], ['12'], [2 ** 53]])(
    'behavior: a first event with seq %j (no sequence number) is stored at the position after the base',
    async (seq) => {
      const db = createMemoryDatabase()
      await importLog(memoryStorage(db), { ...EMPTY, base: { seq: 10, projections: {} }, events: [record(seq)] })
      const stored = contents(db)
      expect(Object.keys(stored).filter((k) => k.startsWith('["e"'))).toEqual(['["e",11]'])
      expect(stored[JSON.stringify(HEAD)]).toBe(11)
    },
  )

  it('behavior: events without a seq go after every numbered one, one key each, without gaps, none overwriting another', async () => {
    const db = createMemoryDatabase()
    await importLog(memoryStorage(db), {
      ...EMPTY,
      events: [record(undefined), record(1, 1), record(undefined), record(undefined)],
    })
    const stored = contents(db)
    expect(Object.keys(stored).filter((k) => k.startsWith('["e"'))).toEqual([
      '["e",2]',
      '["e",1]',
      '["e",3]',
      '["e",4]',
    ])
    expect(stored['["e",1]']).toEqual(record(1, 1))
    expect(stored[JSON.stringify(HEAD)]).toBe(4)
  })

  it('behavior: the base snapshot is stored under its seq, as BASE, and events without a seq are numbered after it', async () => {
    const db = createMemoryDatabase()
    const base = { seq: 10, projections: {} }
    const quarantined = [
      { key: '["e",2]', seq: 2, eventType: null, reason: 'malformed' as const, detail: 'a', record: 1 },
      { key: '["e",3]', seq: 3, eventType: null, reason: 'malformed' as const, detail: 'b', record: 2 },
    ]
    await importLog(memoryStorage(db), { ...EMPTY, base, events: [record(undefined)], quarantined })
    expect(contents(db)).toEqual({
      '["s",10]': base,
      [JSON.stringify(BASE)]: 10,
      '["e",11]': record(undefined),
      '["q",1]': quarantined[0],
      '["q",2]': quarantined[1],
      [JSON.stringify(QNEXT)]: 3,
      [JSON.stringify(HEAD)]: 11,
    })
  })

  it('behavior: a null record (an export edited by hand) is stored at its position, for restore to quarantine', async () => {
    const db = createMemoryDatabase()
    await importLog(memoryStorage(db), { ...EMPTY, events: [null] })
    expect(contents(db)).toEqual({ '["e",1]': null, [JSON.stringify(QNEXT)]: 1, [JSON.stringify(HEAD)]: 1 })
  })

  it('behavior: an import writes into IndexedDB in a readwrite transaction', async () => {
    const storage = indexedDbStorage(`import-${Math.random()}`)
    await importLog(storage, { ...EMPTY, events: [record(1)] })
    expect(await storage.transact('readonly', (tx) => tx.get(['e', 1]))).toEqual(record(1))
  })

  it('behavior: a base alone sets the head to its seq', async () => {
    const db = createMemoryDatabase()
    await importLog(memoryStorage(db), { ...EMPTY, base: { seq: 6, projections: {} } })
    expect(contents(db)[JSON.stringify(HEAD)]).toBe(6)
  })

  it.each([
    ['a head marker', HEAD, 1],
    ['an event', ['e', 1], record(1)],
    ['a snapshot alone', ['s', 0], { seq: 0, projections: {} }],
  ] as const)('error: a storage holding %s refuses the import and keeps what it holds', async (_what, key, value) => {
    const db = createMemoryDatabase()
    const storage = memoryStorage(db)
    await storage.transact('readwrite', async (tx) => tx.put([...key] as [string, number], value))
    const before = contents(db)
    await expect(importLog(storage, { ...EMPTY, events: [record(5)] })).rejects.toThrow(
      new InvalidLogError('Cannot import into a storage that already holds a log'),
    )
    expect(contents(db)).toEqual(before)
  })

  it('behavior: a storage holding only a quarantine entry or metadata other than the head takes the import', async () => {
    const db = createMemoryDatabase()
    const storage = memoryStorage(db)
    await storage.transact('readwrite', async (tx) => {
      tx.put(['q', 1], 'x')
      tx.put(HEAD, 0)
    })
    await importLog(storage, { ...EMPTY, events: [record(1)] })
    expect(contents(db)['["e",1]']).toEqual(record(1))
  })
})
