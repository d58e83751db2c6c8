import { TestScheduler } from 'rxjs/testing'
import { describe, expect, it } from 'vitest'
import { HttpRequestError } from '../../src/errors/thrown.js'
import { createEvent } from '../../src/events/index.js'
import { effectHarness, fakeClient, services, settle } from '../../test/helpers/fakeServices.js'
import { searchWallets } from './searchWallets.js'

const search = (query: string) => createEvent('WalletsSearchRequested', { query })

async function setup(handler: Parameters<typeof fakeClient>[0]['wallets']) {
  const scheduler = new TestScheduler((a, b) => expect(a).toEqual(b))
  const wallets = fakeClient({ wallets: handler })
  const t = await effectHarness({ searchWallets }, services({ wallets }), { scheduler })
  /** Runs the virtual clock up to `frame` (inclusive). */
  const runTo = (frame: number) => {
    scheduler.maxFrames = frame
    scheduler.flush()
  }
  return { ...t, wallets, scheduler, runTo }
}

describe('searchWallets', () => {
  it('behavior (SPEC §7: search 100 entries with 300 ms minimum wait): results land at 300 ms, not before', async () => {
    const t = await setup((call) => ({ data: [{ id: 'w1', name: String(call.query?.search) }], count: 1 }))
    await t.emit(search('rain'))
    expect(t.wallets.calls[0]?.call.query).toEqual({ page: 1, entries: 100, search: 'rain', chains: undefined })
    t.runTo(299)
    expect(t.types()).toEqual(['WalletsSearchRequested'])
    t.runTo(300)
    expect(t.types()).toEqual(['WalletsSearchRequested', 'WalletsSearched'])
    expect(t.g.getState().wallets.search).toEqual({ query: 'rain', ids: ['w1'] })
    await t.g.dispose()
  })

  it("behavior: the app's included and excluded wallets limit the search as they limit the listing", async () => {
    const t = await setup(() => ({ data: [], count: 0 }))
    await t.emit(
      createEvent('OptionsConfigured', {
        socials: [],
        termsConditionsUrl: null,
        privacyPolicyUrl: null,
        wallets: { featured: ['f'], included: ['r1', 'r2'], excluded: ['x', 'y'], custom: [] },
      }),
      search('rain'),
    )
    expect(t.wallets.calls[0]?.call.query).toEqual({
      page: 1,
      entries: 100,
      search: 'rain',
      chains: undefined,
      include: 'r1,r2',
      exclude: 'x,y',
    })
    await t.g.dispose()
  })

  it('behavior: each found wallet carries its image URL (the client builds it from the listing base and projectId)', async () => {
    const t = await setup(() => ({
      data: [
        { id: 'w1', name: 'Rain', image_id: 'i1' },
        { id: 'w2', name: 'Plain' },
      ],
      count: 2,
    }))
    await t.emit(search('rain'))
    t.runTo(300)
    const found = t.last('WalletsSearched')
    expect(found?.type === 'WalletsSearched' ? found.data.wallets : null).toEqual([
      { id: 'w1', name: 'Rain', image_id: 'i1', imageUrl: 'http://fake.test/walletImage/i1' },
      { id: 'w2', name: 'Plain' },
    ])
    await t.g.dispose()
  })

  it('behavior: a slow answer lands when it comes, after the 300 ms', async () => {
    let answer!: (v: unknown) => void
    const t = await setup(() => new Promise((resolve) => (answer = resolve)))
    await t.emit(search('slow'))
    t.runTo(10_000)
    expect(t.types()).toEqual(['WalletsSearchRequested'])
    answer({ data: [], count: 0 })
    await settle()
    expect(t.types()).toEqual(['WalletsSearchRequested', 'WalletsSearched'])
    await t.g.dispose()
  })

  it('behavior: the latest search wins; the older request is aborted', async () => {
    const t = await setup((call) => ({ data: [{ id: String(call.query?.search), name: 'x' }], count: 1 }))
    await t.emit(search('r'), search('ra'))
    t.runTo(299)
    expect(t.types().filter((x) => x === 'WalletsSearched')).toHaveLength(0)
    t.runTo(1000)
    expect(t.types().filter((x) => x === 'WalletsSearched')).toHaveLength(1)
    expect(t.g.getState().wallets.search).toEqual({ query: 'ra', ids: ['ra'] })
    expect(t.wallets.calls[0]?.call.signal?.aborted).toBe(true)
    await t.g.dispose()
  })

  it('behavior: an empty query clears the search at once, without a request', async () => {
    const t = await setup(() => ({ data: [], count: 0 }))
    await t.emit(search('  '))
    expect(t.g.getState().wallets.search).toEqual({ query: '', ids: [] })
    expect(t.wallets.calls).toHaveLength(0)
    await t.g.dispose()
  })

  it('error: a failed search is WalletsFetchFailed (list search)', async () => {
    const t = await setup(() => Promise.reject(new HttpRequestError(429, { code: 429 })))
    await t.emit(search('x'))
    t.runTo(300)
    expect(t.last('WalletsFetchFailed')?.data).toMatchObject({ list: 'search', error: { code: 429 } })
    await t.g.dispose()
  })
})
