import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { InvalidLogError } from './errors/core.js'
import { createEvent } from './events/index.js'
import { replay } from './replay.js'
import { arbAnyEvent } from './testing/arbitraries.js'
import { stampEvents } from './testing/helpers.js'
import type { ExportedLog } from './log/log.js'

const asLog = (events: unknown[]): ExportedLog => ({
  format: 'gatehouse-log',
  version: 1,
  base: null,
  events: events as never,
  quarantined: [],
})

describe('replay', () => {
  it('default: an empty log replays to the initial read models', () => {
    const r = replay(asLog([]))
    expect(r.length).toBe(0)
    expect(r.state.modal.open).toBe(false)
    expect(r.stateAt(0)).toBe(r.state)
  })

  it('behavior: steps event by event', () => {
    const events = stampEvents([
      createEvent('ModalOpened', { view: 'Connect' }),
      createEvent('Connected', { connectorId: 'w', namespace: 'eip155', chainId: 'eip155:1', address: '0xabc' }),
      createEvent('ModalClosed', {}),
    ])
    const r = replay(asLog(events), { checkpointEvery: 2 })
    expect(r.stateAt(1).modal.open).toBe(true)
    expect(r.stateAt(1).connection.byNamespace.eip155).toBeUndefined()
    expect(r.stateAt(2).connection.byNamespace.eip155?.status).toBe('connected')
    expect(r.stateAt(3).modal.open).toBe(false)
    expect(r.stateAt(99)).toEqual(r.state)
    expect(r.stateAt(-5)).toEqual(r.stateAt(0))
  })

  it('behavior: a bad record is quarantined and the rest replays', () => {
    const events = stampEvents([
      createEvent('NetworkSwitched', { chainId: 'eip155:1' }),
      createEvent('NetworkSwitched', { chainId: 'eip155:2' }),
    ])
    const r = replay(asLog([events[0], { ...events[1], type: 'Gone' }]))
    expect(r.length).toBe(1)
    expect(r.quarantined).toMatchObject([{ reason: 'unknown-type', key: '["events",1]', eventType: 'Gone' }])
    expect(r.state.network.byNamespace.eip155?.chainId).toBe('eip155:1')
  })

  it('error: something that is not a log is refused with InvalidLogError', () => {
    expect(() => replay({ events: [] })).toThrow(InvalidLogError)
    expect(() => replay('{"format":"gatehouse-log"}')).toThrow(InvalidLogError)
  })

  it('property: pure — replaying twice gives equal states at every step, and stateAt(n) equals a replay of the first n', () => {
    fc.assert(
      fc.property(
        fc.array(arbAnyEvent, { maxLength: 60 }),
        fc.integer({ min: 1, max: 16 }),
        fc.nat({ max: 60 }),
        (inputs, every, n) => {
          const log = asLog(stampEvents(inputs).filter((e) => !e.ephemeral)) // ephemeral events never reach a log
          const a = replay(log, { checkpointEvery: every })
          const b = replay(log)
          expect(a.state).toEqual(b.state)
          const k = Math.min(n, a.length)
          expect(a.stateAt(k)).toEqual(replay(asLog(log.events.slice(0, k))).state)
        },
      ),
    )
  })
})
