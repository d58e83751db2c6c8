import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { createEvent, type Stamped } from '../../src/events/index.js'
import { createLog } from '../../src/log/log.js'
import { createMemoryDatabase, memoryStorage, type LogStorage } from '../../src/log/storage.js'
import { LOG_FAULTS, runLogFault } from '../helpers/logFaults.js'

// The fault campaign's cases (bench/faults.bench.ts runs the same list and prints the table): whatever IndexedDB and
// localStorage hold, the app starts with the valid remainder restored and persists new events, and nothing untyped
// is thrown.
describe('log fault campaign', () => {
  for (const fault of LOG_FAULTS) {
    it(`error: ${fault.name}: the app starts, loses no good event, persists new ones`, async () => {
      const outcome = await runLogFault(fault)
      expect(outcome).toMatchObject({ started: true, lost: 0, notPersisted: 0, duplicated: 0, untyped: [] })
      if (fault.reports) expect(outcome.reported).toContain(fault.reports)
    })
  }

  // Node has no page to hide: the journal's spill under a full localStorage, on the log itself.
  it('error: the page goes while IndexedDB and localStorage are both full: spill() reports LogWriteFailed and throws nothing; the events stay queued and are written once there is room', async () => {
    const full = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    let room = false
    const inner = memoryStorage(createMemoryDatabase())
    const storage: LogStorage = {
      kind: inner.kind,
      transact: (mode, fn) => (room ? inner.transact(mode, fn) : Promise.reject(full())),
    }
    const journal = {
      getItem: () => null,
      setItem: () => {
        throw full()
      },
      removeItem: () => undefined,
    } as unknown as Storage
    const reported: string[] = []
    const log = createLog({
      storage,
      projections: [],
      journal: { storage: journal, key: 'gatehouse:faults:unwritten' },
      report: (e) => void reported.push(e.type),
    })
    room = true
    await log.restore()
    room = false
    const event = {
      ...createEvent('NetworkSwitched', { chainId: 'eip155:7' }),
      seq: log.allocateSeq(),
      id: 'ev-full',
      at: 1,
      v: 1,
      source: 'app',
      causationId: null,
      ephemeral: false,
    } as Stamped
    log.append(event)
    expect(() => log.spill()).not.toThrow()
    await expect(log.flush()).rejects.toMatchObject({ name: 'LogStorageError' })
    expect(reported.filter((t) => t === 'LogWriteFailed').length).toBeGreaterThanOrEqual(2)
    room = true
    await log.flush()
    expect((await log.exportLog()).events).toMatchObject([{ id: 'ev-full', seq: 1 }])
    await log.dispose()
  })
})
