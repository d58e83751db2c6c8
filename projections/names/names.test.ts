import { describe, expect, it } from 'vitest'
import { createEvent } from '../../src/events/index.js'
import { runProjection, stampEvents } from '../../src/testing/helpers.js'
import { namesProjection } from './names.projection.js'
import { selectFreshResolvedName } from './names.selectors.js'

const resolved = (registered: boolean) =>
  createEvent('NameResolved', { name: 'alice.reown.id', registered, addresses: registered ? { '60': '0xabc' } : {} })

describe('names projection', () => {
  it("default: no name resolved, no registration, SPEC §5's suffix .reown.id", () => {
    expect(runProjection(namesProjection, [])).toEqual({ resolved: {}, suffix: '.reown.id', registration: null })
  })

  it('behavior: NamesConfigured sets the suffix', () => {
    const events = stampEvents([createEvent('NamesConfigured', { suffix: '.names.test' })])
    expect(runProjection(namesProjection, events).suffix).toBe('.names.test')
  })

  it('behavior (SPEC §4): a registration is under way, then registered or failed; a disconnect or another account drops it', () => {
    const asked = createEvent('NameRegisterRequested', { name: 'carol' })
    const error = { name: 'NameTakenError', shortMessage: 'The name is already registered' }
    expect(runProjection(namesProjection, stampEvents([asked])).registration).toEqual({
      status: 'registering',
      name: 'carol',
    })
    const done = createEvent('NameRegistered', { name: 'carol.reown.id', address: '0xabc' })
    expect(runProjection(namesProjection, stampEvents([asked, done])).registration).toEqual({
      status: 'registered',
      name: 'carol.reown.id',
      address: '0xabc',
    })
    const failed = createEvent('NameRegisterFailed', { name: 'carol', error })
    expect(runProjection(namesProjection, stampEvents([asked, failed])).registration).toEqual({
      status: 'failed',
      name: 'carol',
      error,
    })
    const gone = createEvent('Disconnected', { namespace: 'eip155', reason: 'user' })
    expect(runProjection(namesProjection, stampEvents([asked, failed, gone])).registration).toBeNull()
    const other = createEvent('AccountChanged', { namespace: 'eip155', address: '0xdef' })
    expect(runProjection(namesProjection, stampEvents([asked, done, other])).registration).toBeNull()
  })

  it('behavior (SPEC §9 "ENS 5 min"): a resolved name is fresh for 5 minutes from when it came', () => {
    const events = stampEvents([resolved(true)])
    const names = runProjection(namesProjection, events)
    const at = events[0]!.at
    expect(selectFreshResolvedName({ names }, 'alice.reown.id', at + 5 * 60_000 - 1)).toEqual({
      registered: true,
      addresses: { '60': '0xabc' },
      at,
    })
    expect(selectFreshResolvedName({ names }, 'alice.reown.id', at + 5 * 60_000)).toBeNull()
    expect(selectFreshResolvedName({ names }, 'bob.reown.id', at)).toBeNull()
  })

  it('behavior: an answer within 5 minutes of the one kept is the cached one repeated and keeps its time; a later one replaces it', () => {
    const [first] = stampEvents([resolved(true)])
    const repeat = { ...stampEvents([resolved(false)])[0]!, at: first!.at + 5 * 60_000 - 1 }
    const later = { ...repeat, at: first!.at + 5 * 60_000 }
    expect(runProjection(namesProjection, [first!, repeat]).resolved['alice.reown.id']).toMatchObject({
      registered: true,
      at: first!.at,
    })
    expect(runProjection(namesProjection, [first!, later]).resolved['alice.reown.id']).toMatchObject({
      registered: false,
      at: later.at,
    })
  })
})
