import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
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
})
