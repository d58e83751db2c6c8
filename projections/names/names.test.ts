import { describe, expect, it } from 'vitest'
import { createEvent } from '../../src/events/index.js'
import { runProjection, stampEvents } from '../../src/testing/helpers.js'
import { namesProjection } from './names.projection.js'
import { selectFreshResolvedName } from './names.selectors.js'

const resolved = (registered: boolean) =>
  createEvent('NameResolved', { name: 'alice.reown.id', registered, addresses: registered ? { '60': '0xabc' } : {} })

describe('names projection', () => {
  it('default: no name resolved', () => {
    expect(runProjection(namesProjection, [])).toEqual({ resolved: {} })
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
