import { describe, expect, it } from 'vitest'
import { createEvent, type EventInput } from '../events/index.js'
import { BASE, HEAD, QNEXT } from './exported.js'
import {
  checkMarkers,
  exportedEntry,
  isSeq,
  malformed,
  moveToQuarantine,
  reportQuarantine,
  validateRange,
} from './quarantine.js'
import type { QuarantineEntry } from './records.js'
import { createMemoryDatabase, memoryStorage } from './storage.js'
import type { StorageKey, StorageTx } from './storageTx.js'
import { storedEvent } from '../../test/helpers/logRecords.js'

/** A stored NetworkSwitched record with this seq. */
const record = storedEvent

/**
 * Puts `records` ([key, value] pairs) in a memory database, runs `fn` in a transaction over it, and gives its result,
 * the records afterwards (keyed by their key as JSON) and the quarantine entries `fn` listed.
 */
async function over<T>(
  records: Array<[StorageKey, unknown]>,
  fn: (tx: StorageTx, quarantined: QuarantineEntry[]) => Promise<T>,
) {
  const db = createMemoryDatabase()
  const storage = memoryStorage(db)
  await storage.transact('readwrite', async (tx) => {
    for (const [key, value] of records) tx.put(key, value)
  })
  const quarantined: QuarantineEntry[] = []
  const result = await storage.transact('readwrite', (tx) => fn(tx, quarantined))
  const stored = Object.fromEntries([...db.records.values()].map((r) => [JSON.stringify(r.key), r.value]))
  return { result, stored, quarantined }
}

const k = (key: StorageKey) => JSON.stringify(key)

describe('isSeq', () => {
  it.each([
    [0, true],
    [1, true],
    [Number.MAX_SAFE_INTEGER, true],
    [-1, false],
    [1.5, false],
    [2 ** 53, false],
    [Infinity, false],
    ['1', false],
    [null, false],
  ])('behavior: %j is a sequence number: %j', (value, expected) => {
    expect(isSeq(value)).toBe(expected)
  })
})

describe('moveToQuarantine', () => {
  const bad = malformed('broken', 7)

  it('behavior: the record goes to the quarantine number the marker gives, the marker moves on, the record is removed', async () => {
    const { stored, quarantined } = await over(
      [
        [['s', 3], 'x'],
        [QNEXT, 4],
      ],
      (tx, q) => moveToQuarantine(tx, ['s', 3], 'x', bad, q),
    )
    const entry = { key: '["s",3]', seq: 7, eventType: null, reason: 'malformed', detail: 'broken', record: 'x' }
    expect(quarantined).toEqual([entry])
    expect(stored).toEqual({ '["q",4]': entry, [k(QNEXT)]: 5 })
  })

  it.each([
    ['no marker', undefined],
    ['a marker of 0', 0],
    ['a marker that is no number', 'x'],
  ])('behavior: with %s, the next number is one past the highest entry (or 1)', async (_what, marker) => {
    const records: Array<[StorageKey, unknown]> = [
      [['q', 2], 'a'],
      [['q', 5], 'b'],
      [['q', -3], 'c'],
    ]
    if (marker !== undefined) records.push([QNEXT, marker])
    const { stored } = await over(records, (tx, q) => moveToQuarantine(tx, ['s', 1], 'x', bad, q))
    expect(stored['["q",6]']).toMatchObject({ key: '["s",1]' })
    expect(stored[k(QNEXT)]).toBe(7)
    const empty = await over([], (tx, q) => moveToQuarantine(tx, ['s', 1], 'x', bad, q))
    expect(Object.keys(empty.stored)).toEqual(['["q",1]', k(QNEXT)])
  })

  it.each([
    ['above the head marker', 5, ['e', 7], 7],
    ['at the head marker plus 10,000', 5, ['e', 10_005], 10_005],
    ['further than 10,000 past the head marker', 5, ['e', 10_006], 5],
    ['below the head marker', 5, ['e', 3], 5],
    ['above no head marker', undefined, ['e', 4], 4],
    ['of a snapshot', 5, ['s', 7], 5],
  ] as Array<[string, number | undefined, StorageKey, number]>)(
    'behavior: an event record %s leaves the head marker at its key or where it was',
    async (_what, head, key, after) => {
      const records: Array<[StorageKey, unknown]> = [[key, 'x']]
      if (head !== undefined) records.push([HEAD, head])
      const { stored } = await over(records, (tx, q) => moveToQuarantine(tx, key, 'x', bad, q))
      expect(stored[k(HEAD)]).toBe(after)
    },
  )

  it('behavior: one event of a run is named by its index and the run is left for the caller', async () => {
    const { stored, quarantined } = await over(
      [
        [
          ['e', 3],
          ['a', 'b'],
        ],
      ],
      (tx, q) => moveToQuarantine(tx, ['e', 3], 'b', bad, q, 1),
    )
    expect(quarantined.map((e) => e.key)).toEqual(['["e",3,1]'])
    expect(stored['["e",3]']).toEqual(['a', 'b'])
  })
})

describe('checkMarkers', () => {
  const run = (records: Array<[StorageKey, unknown]>) => over(records, (tx, q) => checkMarkers(tx, q))

  it('behavior: good markers and keys are left alone', async () => {
    const records: Array<[StorageKey, unknown]> = [
      [HEAD, 4],
      [BASE, 0],
      [QNEXT, 1],
      [
        ['e', 4],
        [record(3), record(4)],
      ],
    ]
    const { stored, quarantined } = await run(records)
    expect(quarantined).toEqual([])
    expect(stored).toEqual(Object.fromEntries(records.map(([key, v]) => [k(key), v])))
  })

  it.each([
    [HEAD, -1, 'The head marker is not a sequence number'],
    [HEAD, 1.5, 'The head marker is not a sequence number'],
    [BASE, 'x', 'The base marker is not a sequence number'],
    [QNEXT, 0, 'The qnext marker is not a sequence number'],
  ] as Array<[StorageKey, unknown, string]>)(
    'error: the marker %j holding %j is quarantined',
    async (key, value, detail) => {
      const { stored, quarantined } = await run([[key, value]])
      expect(quarantined).toEqual([
        { key: k(key), seq: null, eventType: null, reason: 'malformed', detail, record: value },
      ])
      // Even the qnext marker goes (the move wrote it, then removed the record it moved): the entries number the next.
      expect(stored[k(key)]).toBeUndefined()
      expect(stored['["q",1]']).toEqual(quarantined[0])
    },
  )

  it('error: event records keyed past the safe integers are quarantined, each, until the last key is a seq', async () => {
    const { stored, quarantined } = await run([
      [['e', 2], record(2)],
      [['e', 2 ** 53], record(3)],
      [['e', Infinity], record(4)],
    ])
    expect(quarantined.map((q) => [q.key, q.detail])).toEqual([
      ['["e",null]', 'Key Infinity is not a sequence number'],
      [k(['e', 2 ** 53]), `Key ${2 ** 53} is not a sequence number`],
    ])
    expect(Object.keys(stored).filter((key) => key.startsWith('["e"'))).toEqual(['["e",2]'])
  })

  it('behavior: event records keyed 0 or below are left to the export', async () => {
    const { stored, quarantined } = await run([
      [['e', -1], record(1)],
      [['e', 0], record(1)],
    ])
    expect(quarantined).toEqual([])
    expect(Object.keys(stored)).toEqual(['["e",-1]', '["e",0]'])
  })

  it('error: event records keyed more than 10,000 past the head marker are quarantined; at 10,000 they stay', async () => {
    const { stored, quarantined } = await run([
      [HEAD, 5],
      [['e', 5], record(5)],
      [['e', 10_005], record(10_005)],
      [['e', 10_006], record(10_006)],
      [['e', 30_000], record(30_000)],
    ])
    expect(quarantined.map((q) => [q.key, q.detail])).toEqual([
      ['["e",30000]', 'Key 30000 is far past the head marker (5)'],
      ['["e",10006]', 'Key 10006 is far past the head marker (5)'],
    ])
    expect(Object.keys(stored).filter((key) => key.startsWith('["e"'))).toEqual(['["e",5]', '["e",10005]'])
    expect(stored[k(HEAD)]).toBe(5)
  })

  it('error: a head marker more than 10,000 past the last event is quarantined; at 10,000 it stays', async () => {
    const far = await run([
      [HEAD, 10_006],
      [['e', 5], record(5)],
    ])
    expect(far.quarantined.map((q) => [q.key, q.detail])).toEqual([
      [k(HEAD), 'The head marker (10006) is far past the last event (5)'],
    ])
    expect(far.stored[k(HEAD)]).toBeUndefined()
    const near = await run([
      [HEAD, 10_005],
      [['e', 5], record(5)],
    ])
    expect(near.quarantined).toEqual([])
    const empty = await run([[HEAD, 10_001]])
    expect(empty.quarantined.map((q) => q.detail)).toEqual([
      'The head marker (10001) is far past the last event (null)',
    ])
    expect((await run([[HEAD, 10_000]])).quarantined).toEqual([])
  })
})

describe('validateRange', () => {
  const validate = (records: Array<[StorageKey, unknown]>) =>
    over(records, async (tx, q) => {
      const range = await tx.getRange({ area: 'e', from: -Infinity, to: Infinity })
      return (await validateRange(tx, range, q)).map((e) => e.seq)
    })

  it('error: a single record whose seq is not its key is quarantined, the others kept', async () => {
    const { result, quarantined, stored } = await validate([
      [['e', 1], record(1)],
      [['e', 3], record(2)],
      [['e', 4], record(4)],
    ])
    expect(result).toEqual([1, 4])
    expect(quarantined.map((q) => [q.key, q.detail, q.seq, q.eventType])).toEqual([
      ['["e",3]', 'seq 2 stored under key 3', 2, 'NetworkSwitched'],
    ])
    expect(stored['["e",3]']).toBeUndefined()
  })

  it('error: a run event out of order or past its key is quarantined alone; the run is written back without it', async () => {
    const { result, quarantined, stored } = await validate([
      [['e', 1], record(1)],
      [
        ['e', 5],
        [record(1, 11), record(3), record(3, 33), record(6), record(5)],
      ],
    ])
    expect(result).toEqual([1, 3, 5])
    expect(quarantined.map((q) => [q.key, q.detail])).toEqual([
      ['["e",5,0]', 'seq 1 out of order in the run stored under key 5'],
      ['["e",5,2]', 'seq 3 out of order in the run stored under key 5'],
      ['["e",5,3]', 'seq 6 out of order in the run stored under key 5'],
    ])
    expect(stored['["e",5]']).toEqual([record(3), record(5)])
  })

  it('error: a run whose events all fail is removed; a record under key 0 is quarantined', async () => {
    const { result, quarantined, stored } = await validate([
      [['e', 0], record(1)],
      [
        ['e', 4],
        ['x', { ...record(4), v: 0 }],
      ],
    ])
    expect(result).toEqual([])
    expect(quarantined.map((q) => [q.key, q.detail])).toEqual([
      ['["e",0]', 'Key 0 is not a sequence number'],
      ['["e",4,0]', 'Record is not an object'],
      ['["e",4,1]', 'v must be a positive integer'],
    ])
    expect(Object.keys(stored).filter((key) => key.startsWith('["e"'))).toEqual([])
  })

  it('behavior: a good run is kept as it is (not written again)', async () => {
    const puts: string[] = []
    const db = createMemoryDatabase()
    const storage = memoryStorage(db)
    await storage.transact('readwrite', async (tx) => tx.put(['e', 2], [record(1), record(2)]))
    const seqs = await storage.transact('readwrite', async (tx) => {
      const spy: StorageTx = {
        ...tx,
        put: (key, v) => (puts.push(k(key)), tx.put(key, v)),
        delete: (key) => (puts.push('delete'), tx.delete(key)),
      }
      return (await validateRange(spy, await tx.getRange({ area: 'e', from: 1, to: 2 }), [])).map((e) => e.seq)
    })
    expect(seqs).toEqual([1, 2])
    expect(puts).toEqual([])
  })
})

describe('exportedEntry', () => {
  const entry: QuarantineEntry = {
    key: '["e",1]',
    seq: 1,
    eventType: 'NetworkSwitched',
    reason: 'invalid',
    detail: 'd',
    record: { data: { otp: '123456', chainId: 'x' } },
  }

  it('behavior: an entry this log wrote is exported as it is, with secret-named fields redacted', () => {
    expect(exportedEntry(['q', 1], entry)).toEqual({ ...entry, record: { data: { otp: '[redacted]', chainId: 'x' } } })
    expect(exportedEntry(['q', 1], { ...entry, seq: null, eventType: null })).toMatchObject({
      seq: null,
      eventType: null,
    })
  })

  it.each([
    [null],
    ['text'],
    [{ ...entry, key: 1 }],
    [{ ...entry, detail: null }],
    [{ ...entry, reason: 'lost' }],
    [{ ...entry, seq: Infinity }],
    [{ ...entry, seq: '1' }],
    [{ ...entry, eventType: 2 }],
  ])('error: case %# under a quarantine key is exported as a malformed entry describing it', (value) => {
    expect(exportedEntry(['q', 3], value)).toMatchObject({
      key: '["q",3]',
      seq: null,
      eventType: null,
      reason: 'malformed',
      detail: 'Quarantine record is malformed',
    })
  })

  it('error: an entry whose record JSON cannot hold is exported with the record described', () => {
    expect(exportedEntry(['q', 1], { ...entry, record: new Map() }).record).toEqual({ unreadable: '[object Map]' })
  })
})

describe('reportQuarantine', () => {
  it('behavior: each entry is reported as LogRecordQuarantined with its key, seq, type, reason and detail', () => {
    const reports: EventInput[] = []
    const entry: QuarantineEntry = { key: 'k', seq: 2, eventType: 'T', reason: 'invalid', detail: 'd', record: 1 }
    reportQuarantine((e) => reports.push(e), [entry, { ...entry, key: 'k2' }])
    expect(reports).toEqual([
      createEvent('LogRecordQuarantined', { key: 'k', seq: 2, eventType: 'T', reason: 'invalid', detail: 'd' }),
      createEvent('LogRecordQuarantined', { key: 'k2', seq: 2, eventType: 'T', reason: 'invalid', detail: 'd' }),
    ])
  })
})
