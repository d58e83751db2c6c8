import { afterEach, describe, expect, it, vi } from 'vitest'
import { createEvent, type EventInput } from '../events/index.js'
import { BASE, HEAD } from './exported.js'
import { createJournal, recoverJournal, type JournalStorage } from './journal.js'
import type { QuarantineEntry } from './records.js'
import { createMemoryDatabase, memoryStorage } from './storage.js'
import type { StorageKey } from './storageTx.js'
import { storedEvent } from '../../test/helpers/logRecords.js'

const stamped = storedEvent

/** localStorage as the journal sees it; `refuse` makes each method throw. */
function memoryJournal() {
  const items = new Map<string, string>()
  const refuse = { get: false, set: false, remove: false }
  const storage: JournalStorage = {
    getItem: (k) => {
      if (refuse.get) throw new DOMException('denied', 'SecurityError')
      return items.get(k) ?? null
    },
    setItem: (k, v) => {
      if (refuse.set) throw new DOMException('full', 'QuotaExceededError')
      items.set(k, v)
    },
    removeItem: (k) => {
      if (refuse.remove) throw new DOMException('denied', 'SecurityError')
      items.delete(k)
    },
  }
  return { items, refuse, storage }
}

const KEY = 'app:unwritten'

describe('createJournal', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('default: a log shared by tabs keeps its journal in localStorage under "<channel>:unwritten"', () => {
    const local = memoryJournal()
    vi.stubGlobal('localStorage', local.storage)
    const journal = createJournal(undefined, 'gatehouse:app', () => {})
    journal.spill([stamped(1)])
    expect([...local.items.keys()]).toEqual(['gatehouse:app:unwritten'])
    expect(journal.read()).toBe(JSON.stringify([stamped(1)]))
    journal.remove()
    expect(local.items.size).toBe(0)
  })

  it('default: a log without a channel has no journal (spill keeps nothing, read gives null)', () => {
    const local = memoryJournal()
    vi.stubGlobal('localStorage', local.storage)
    local.items.set('null:unwritten', '[]')
    const journal = createJournal(undefined, null, () => {})
    journal.spill([stamped(1)])
    expect(journal.read()).toBeNull()
    expect([...local.items.keys()]).toEqual(['null:unwritten'])
  })

  it('behavior: read gives the stored text, or null when there is none or the storage refuses', () => {
    const j = memoryJournal()
    const journal = createJournal({ storage: j.storage, key: KEY }, null, () => {})
    expect(journal.read()).toBeNull()
    j.items.set(KEY, 'text')
    expect(journal.read()).toBe('text')
    j.refuse.get = true
    expect(journal.read()).toBeNull()
  })

  it('behavior: remove drops the journal; a storage that refuses leaves it without throwing', () => {
    const j = memoryJournal()
    const journal = createJournal({ storage: j.storage, key: KEY }, null, () => {})
    j.items.set(KEY, 'text')
    j.refuse.remove = true
    expect(() => journal.remove()).not.toThrow()
    expect(j.items.get(KEY)).toBe('text')
    j.refuse.remove = false
    journal.remove()
    expect(j.items.has(KEY)).toBe(false)
  })

  it('behavior: spilling nothing leaves the journal untouched', () => {
    const j = memoryJournal()
    const journal = createJournal({ storage: j.storage, key: KEY }, null, () => {})
    j.refuse.get = true // a spill that read the journal would find this out
    journal.spill([])
    expect(j.items.size).toBe(0)
    j.refuse.get = false
    j.items.set(KEY, 'kept as it is')
    journal.spill([])
    expect(j.items.get(KEY)).toBe('kept as it is')
  })

  it('behavior: a spill keeps what is there (a list or one entry), replacing entries with the ids it spills', () => {
    const j = memoryJournal()
    const journal = createJournal({ storage: j.storage, key: KEY }, null, () => {})
    j.items.set(KEY, JSON.stringify([stamped(1), stamped(2), null, 'torn']))
    journal.spill([stamped(5, 2), stamped(3)])
    expect(JSON.parse(j.items.get(KEY) as string)).toEqual([stamped(1), null, 'torn', stamped(5, 2), stamped(3)])
    j.items.set(KEY, JSON.stringify(stamped(1)))
    journal.spill([stamped(2)])
    expect(JSON.parse(j.items.get(KEY) as string)).toEqual([stamped(1), stamped(2)])
  })

  it('behavior: a journal that is not JSON is replaced by the spill', () => {
    const j = memoryJournal()
    const journal = createJournal({ storage: j.storage, key: KEY }, null, () => {})
    j.items.set(KEY, '}{')
    journal.spill([stamped(1)])
    expect(JSON.parse(j.items.get(KEY) as string)).toEqual([stamped(1)])
  })

  it('error: a storage that refuses the spill is reported as LogWriteFailed with the pending count, not thrown', () => {
    const j = memoryJournal()
    const reports: EventInput[] = []
    const journal = createJournal({ storage: j.storage, key: KEY }, null, (e) => reports.push(e))
    j.refuse.set = true
    expect(() => journal.spill([stamped(1), stamped(2)])).not.toThrow()
    expect(reports).toEqual([
      createEvent('LogWriteFailed', {
        error: { name: 'QuotaExceededError', shortMessage: 'full', code: 22 },
        pending: 2,
      }),
    ])
  })

  it('behavior: a storage that refuses to be read still takes the spill (what it held is replaced)', () => {
    const j = memoryJournal()
    const reports: EventInput[] = []
    const journal = createJournal({ storage: j.storage, key: KEY }, null, (e) => reports.push(e))
    j.refuse.get = true
    journal.spill([stamped(1)])
    expect(JSON.parse(j.items.get(KEY) as string)).toEqual([stamped(1)])
    expect(reports).toEqual([])
  })
})

describe('recoverJournal', () => {
  /** Runs recoverJournal over a memory database prepared by `setup`; gives the records and the quarantine. */
  async function recover(raw: string | null, setup: (put: (key: StorageKey, v: unknown) => void) => void) {
    const db = createMemoryDatabase()
    const storage = memoryStorage(db)
    await storage.transact('readwrite', async (tx) => setup((k, v) => tx.put(k, v)))
    const quarantined: QuarantineEntry[] = []
    await storage.transact('readwrite', (tx) => recoverJournal(tx, raw, quarantined))
    const records = Object.fromEntries([...db.records.values()].map((r) => [JSON.stringify(r.key), r.value]))
    return { records, quarantined }
  }

  it('behavior: no journal writes nothing', async () => {
    const { records } = await recover(null, (put) => put(HEAD, 3))
    expect(records).toEqual({ [JSON.stringify(HEAD)]: 3 })
  })

  it('behavior: one event journalled on its own (not in a list) is written back after the head', async () => {
    const { records } = await recover(JSON.stringify(stamped(1)), (put) => put(HEAD, 3))
    expect(records).toEqual({ [JSON.stringify(HEAD)]: 4, '["e",4]': [{ ...stamped(1), seq: 4 }] })
  })

  it('behavior: events held from the first journalled seq on are not written again; those missing go after the head, in order', async () => {
    const journal = JSON.stringify([stamped(3, 30), stamped(4, 40), stamped(5, 50)])
    const { records } = await recover(journal, (put) => {
      put(['e', 2], stamped(2, 40)) // the same id below the journal's first seq: another event
      put(['e', 4], [stamped(3, 99), stamped(4, 30)]) // id ev-30 written after all, at another seq
      put(HEAD, 4)
    })
    expect(records[JSON.stringify(HEAD)]).toBe(6)
    expect(records['["e",6]']).toEqual([
      { ...stamped(4, 40), seq: 5 },
      { ...stamped(5, 50), seq: 6 },
    ])
  })

  it('behavior: journalled events at or below the base (compacted into a snapshot) are not written back', async () => {
    const journal = JSON.stringify([stamped(4, 40), stamped(5, 50), stamped(6, 60)])
    const { records } = await recover(journal, (put) => {
      put(BASE, 5)
      put(HEAD, 5)
    })
    expect(records[JSON.stringify(HEAD)]).toBe(6)
    expect(records['["e",6]']).toEqual([stamped(6, 60)])
  })

  it('behavior: a journal whose entries are all bad quarantines them and writes no event', async () => {
    const { records, quarantined } = await recover(JSON.stringify([1, 'x']), (put) => put(HEAD, 2))
    expect(quarantined.map((q) => [q.key, q.reason])).toEqual([
      ['["j",0]', 'malformed'],
      ['["j",1]', 'malformed'],
    ])
    expect(records[JSON.stringify(HEAD)]).toBe(2)
    expect(Object.keys(records).filter((k) => k.startsWith('["e"'))).toEqual([])
  })

  it('error: a journal that is not JSON is quarantined whole, its text kept as the record', async () => {
    const { quarantined } = await recover('}{', () => {})
    expect(quarantined).toEqual([
      {
        key: '["j",0]',
        seq: null,
        eventType: null,
        reason: 'malformed',
        detail: 'Record is not an object',
        record: '}{',
      },
    ])
  })

  it('behavior: a journal whose events are all stored writes nothing, not even a head marker', async () => {
    const { records } = await recover(JSON.stringify([stamped(1)]), (put) => put(['e', 1], [stamped(1)]))
    expect(Object.keys(records)).toEqual(['["e",1]'])
  })

  it('behavior: a stored null record among those compared is passed over', async () => {
    const { records } = await recover(JSON.stringify([stamped(1)]), (put) => {
      put(['e', 1], null)
      put(HEAD, 1)
    })
    expect(records['["e",2]']).toEqual([{ ...stamped(1), seq: 2 }])
  })
})
