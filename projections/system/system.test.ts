import { describe, expect, it } from 'vitest'
import { createEvent } from '../../src/events/index.js'
import { runProjection, stampEvents } from '../../src/testing/helpers.js'
import { systemProjection } from './system.projection.js'

describe('system projection', () => {
  it('behavior: restore, storage fallback, quarantine and effect failures are visible to the UI', () => {
    const error = { name: 'LogStorageError', shortMessage: 'IndexedDB is not available here' }
    const events = stampEvents([
      createEvent('LogStorageUnavailable', { error }),
      createEvent('SessionRestored', { head: 0, snapshotSeq: null, storage: 'memory' }),
      createEvent('LogRecordQuarantined', {
        key: '["e",3]',
        seq: 3,
        eventType: 'Gone',
        reason: 'unknown-type',
        detail: 'Unknown event type "Gone"',
      }),
      createEvent('EffectFailed', { effect: 'fetchBalance', error, outcome: 'restarted' }),
      createEvent('EffectFailed', { effect: 'fetchBalance', error, outcome: 'stopped' }),
    ])
    expect(runProjection(systemProjection, events)).toEqual({
      storage: 'memory',
      storageError: error,
      restoredAt: events[1]?.at,
      restoredHead: 0,
      quarantined: 1,
      effectFailures: { fetchBalance: { count: 2, last: error, stopped: true } },
    })
  })

  it('behavior: an effect counts as stopped once a failure stopped it; restarts and dropped outputs do not stop it', () => {
    const error = { name: 'Error', shortMessage: 'boom' }
    const failed = (outcome: 'restarted' | 'stopped' | 'continued') =>
      createEvent('EffectFailed', { effect: 'fetchBalance', error, outcome })
    const run = (...events: ReturnType<typeof failed>[]) => runProjection(systemProjection, stampEvents(events))
    expect(run(failed('restarted')).effectFailures.fetchBalance).toMatchObject({ count: 1, stopped: false })
    expect(run(failed('stopped')).effectFailures.fetchBalance).toMatchObject({ count: 1, stopped: true })
    expect(run(failed('restarted'), failed('stopped')).effectFailures.fetchBalance).toMatchObject({
      count: 2,
      stopped: true,
    })
    expect(run(failed('restarted'), failed('continued')).effectFailures.fetchBalance).toMatchObject({
      count: 2,
      stopped: false,
    })
  })
})
