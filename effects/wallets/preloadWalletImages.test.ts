import { TestScheduler } from 'rxjs/testing'
import { describe, expect, it } from 'vitest'
import { createEvent } from '../../src/events/index.js'
import { effectHarness, fakeClient, services, settle } from '../../test/helpers/fakeServices.js'
import { preloadWalletImages } from './preloadWalletImages.js'

const page = (list: 'featured' | 'recommended' | 'all', ids: string[]) =>
  createEvent('WalletsPageFetched', {
    list,
    page: 1,
    count: ids.length,
    wallets: ids.map((id) => ({ id, name: id, image_id: `img-${id}` })),
  })

describe('preloadWalletImages', () => {
  it('behavior (SPEC §9: Image preload race 2 s): each image races 2 s; the slow one is abandoned and counted', async () => {
    const scheduler = new TestScheduler((a, b) => expect(a).toEqual(b))
    const wallets = fakeClient({
      walletImage: (call) =>
        call.params?.id === 'img-slow'
          ? new Promise(() => {})
          : call.params?.id === 'img-bad'
            ? Promise.reject(new Error('404'))
            : new Blob(['x']),
    })
    const t = await effectHarness({ preloadWalletImages }, services({ wallets }), { scheduler })
    await t.emit(page('featured', ['a', 'slow', 'bad']))
    expect(wallets.calls.map((c) => c.call.params?.id)).toEqual(['img-a', 'img-slow', 'img-bad'])
    scheduler.maxFrames = 1999
    scheduler.flush()
    expect(t.last('WalletImagesPreloaded')).toBeUndefined()
    scheduler.maxFrames = 2000
    scheduler.flush()
    await settle()
    expect(t.last('WalletImagesPreloaded')?.data).toEqual({ loaded: 1, timedOut: 1, failed: 1 })
    expect(wallets.calls[1]?.call.signal?.aborted).toBe(true)
    await t.g.dispose()
  })

  it('behavior: only featured and recommended pages, each image once', async () => {
    const wallets = fakeClient({ walletImage: () => new Blob(['x']) })
    const t = await effectHarness({ preloadWalletImages }, services({ wallets }))
    await t.emit(page('all', ['z']), page('recommended', ['a']), page('featured', ['a', 'b']))
    expect(wallets.calls.map((c) => c.call.params?.id)).toEqual(['img-a', 'img-b'])
    await t.g.dispose()
  })
})
