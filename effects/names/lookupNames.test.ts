import { TestScheduler } from 'rxjs/testing'
import { describe, expect, it } from 'vitest'
import { HttpRequestError } from '../../src/errors/thrown.js'
import { createEvent } from '../../src/events/index.js'
import { effectHarness, fakeApi, services, settle } from '../../test/helpers/fakeServices.js'
import { lookupNames } from './lookupNames.js'

describe('lookupNames', () => {
  it('behavior (SPEC §9: Debounce default 500 ms): suggestions are asked 500 ms after the last keystroke, zone reown.id', async () => {
    const scheduler = new TestScheduler((a, b) => expect(a).toEqual(b))
    const api = fakeApi({
      nameSuggestions: (call) => ({ suggestions: [{ name: `${String(call.params?.name)}1`, registered: false }] }),
    })
    const t = await effectHarness({ lookupNames }, services({ api }), { scheduler })
    await t.emit(
      createEvent('NameSuggestionsRequested', { name: 'ali' }),
      createEvent('NameSuggestionsRequested', { name: 'alice' }),
    )
    scheduler.maxFrames = 499
    scheduler.flush()
    expect(api.calls).toHaveLength(0)
    scheduler.maxFrames = 500
    scheduler.flush()
    await settle()
    expect(api.calls.map((c) => [c.call.params, c.call.query])).toEqual([[{ name: 'alice' }, { zone: 'reown.id' }]])
    expect(t.last('NameSuggestionsFetched')?.data).toEqual({
      name: 'alice',
      suggestions: [{ name: 'alice1', registered: false }],
    })
    await t.g.dispose()
  })

  it("error: a failed suggestion lookup is 'Error fetching name suggestions'", async () => {
    const scheduler = new TestScheduler((a, b) => expect(a).toEqual(b))
    const api = fakeApi({ nameSuggestions: () => Promise.reject(new HttpRequestError(500, { code: 500 })) })
    const t = await effectHarness({ lookupNames }, services({ api }), { scheduler })
    await t.emit(createEvent('NameSuggestionsRequested', { name: 'alice' }))
    scheduler.flush()
    await settle()
    expect(t.last('NameLookupFailed')?.data).toEqual({
      name: 'alice',
      lookup: 'suggestions',
      error: { name: 'NameSuggestionsError', shortMessage: 'Error fetching name suggestions' },
    })
    await t.g.dispose()
  })

  it("behavior: a resolved name brings its record's avatar (the send form shows it with the receiver), from the cache too", async () => {
    const avatar = 'http://127.0.0.1/devnet/avatar/alice.svg'
    const api = fakeApi({
      profileAccount: () => ({
        name: 'alice.reown.id',
        addresses: { '60': { address: '0xabc' } },
        attributes: [{ bio: 'hi' }, { avatar }],
      }),
    })
    const t = await effectHarness({ lookupNames }, services({ api }))
    await t.emit(createEvent('NameResolveRequested', { name: 'alice.reown.id' }))
    expect(t.last('NameResolved')?.data).toEqual({
      name: 'alice.reown.id',
      registered: true,
      addresses: { '60': '0xabc' },
      avatar,
    })
    await t.emit(createEvent('NameResolveRequested', { name: 'alice.reown.id' }))
    expect(api.calls).toHaveLength(1)
    expect(t.last('NameResolved')?.data).toMatchObject({ avatar })
    await t.g.dispose()
  })

  it('behavior (SPEC §9: ENS 5 min): a resolved name is reused for 5 minutes; a 404 is "not registered"', async () => {
    const api = fakeApi({
      profileAccount: (call) =>
        call.params?.name === 'alice.reown.id'
          ? { name: 'alice.reown.id', addresses: { '60': { address: '0xabc' } } }
          : Promise.reject(new HttpRequestError(404, { code: 404 })),
    })
    const t = await effectHarness({ lookupNames }, services({ api }))
    const resolve = (name: string) => createEvent('NameResolveRequested', { name })
    await t.emit(resolve('alice.reown.id'))
    expect(t.last('NameResolved')?.data).toEqual({
      name: 'alice.reown.id',
      registered: true,
      addresses: { '60': '0xabc' },
    })
    expect(api.calls[0]?.call.query).toEqual({ apiVersion: 2 })
    t.advance(5 * 60_000 - 1)
    await t.emit(resolve('alice.reown.id'))
    expect(api.calls).toHaveLength(1)
    t.advance(1)
    await t.emit(resolve('alice.reown.id'))
    expect(api.calls).toHaveLength(2)
    await t.emit(resolve('nobody.reown.id'))
    expect(t.last('NameResolved')?.data).toEqual({ name: 'nobody.reown.id', registered: false, addresses: {} })
    await t.g.dispose()
  })

  it("error: another failure resolving is 'Error resolving name'", async () => {
    const api = fakeApi({ profileAccount: () => Promise.reject(new HttpRequestError(503, { code: 503 })) })
    const t = await effectHarness({ lookupNames }, services({ api }))
    await t.emit(createEvent('NameResolveRequested', { name: 'x.reown.id' }))
    expect(t.last('NameLookupFailed')?.data).toMatchObject({
      lookup: 'resolve',
      error: { name: 'NameResolutionError', shortMessage: 'Error resolving name' },
    })
    await t.g.dispose()
  })
})
