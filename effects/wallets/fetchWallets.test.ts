import { describe, expect, it } from 'vitest'
import { createServices } from '../../src/api/services.js'
import { createDeps } from '../../src/deps.js'
import { HttpRequestError } from '../../src/errors/thrown.js'
import { createEvent } from '../../src/events/index.js'
import { effectHarness, fakeClient, services, settle } from '../../test/helpers/fakeServices.js'
import { fetchWallets } from './fetchWallets.js'

const wallet = (id: string) => ({ id, name: `Wallet ${id}`, image_id: `img-${id}` })
const open = createEvent('ModalOpenRequested', {})

describe('fetchWallets', () => {
  it('behavior (SPEC §7: featured page 1; recommended page 1 with 4 entries): opening prefetches both, once', async () => {
    const wallets = fakeClient({
      wallets: (call) =>
        call.query?.badge_type ? { data: [wallet('f1'), wallet('f2')], count: 2 } : { data: [wallet('r1')], count: 30 },
    })
    const t = await effectHarness({ fetchWallets }, services({ wallets }))
    await t.emit(open)
    expect(wallets.calls.map((c) => c.call.query)).toEqual([
      { page: 1, entries: 4, badge_type: 'certified', chains: undefined },
      { page: 1, entries: 4, exclude: 'f1,f2', chains: undefined },
    ])
    const listing = t.g.getState().wallets.listing
    expect([listing.featured, listing.recommended]).toEqual([['f1', 'f2'], ['r1']])
    await t.emit(createEvent('ModalCloseRequested', {}), open)
    expect(wallets.calls).toHaveLength(2)
    await t.g.dispose()
  })

  it("behavior: the app's featured wallets (in its order), included and excluded ones shape the listing's queries", async () => {
    const wallets = fakeClient({
      wallets: (call) =>
        call.query?.include === 'b,a'
          ? { data: [wallet('a'), wallet('b')], count: 2 }
          : { data: [wallet('r1')], count: 30 },
    })
    const t = await effectHarness({ fetchWallets }, services({ wallets }))
    await t.emit(
      createEvent('OptionsConfigured', {
        socials: [],
        termsConditionsUrl: null,
        privacyPolicyUrl: null,
        wallets: { featured: ['b', 'a'], included: ['r1', 'r2'], excluded: ['x'], custom: [] },
      }),
      open,
    )
    expect(wallets.calls.map((c) => c.call.query)).toEqual([
      { page: 1, entries: 2, include: 'b,a', exclude: 'x', chains: undefined },
      { page: 1, entries: 4, include: 'r1,r2', exclude: 'x,b,a', chains: undefined },
    ])
    expect(t.g.getState().wallets.listing.featured).toEqual(['b', 'a'])
    await t.emit(createEvent('WalletsPageRequested', { page: 1 }))
    expect(wallets.calls[2]?.call.query).toEqual({
      page: 1,
      entries: 40,
      include: 'r1,r2',
      exclude: 'x',
      chains: undefined,
    })
    await t.g.dispose()
  })

  it('error: a listed name holding bidi controls (a right-to-left override) reaches the events and the read model without them', async () => {
    const wallets = fakeClient({
      wallets: () => ({ data: [{ id: 'evil', name: '\u202Ehte.live\u2066\u200F', image_id: 'i' }], count: 1 }),
    })
    const t = await effectHarness({ fetchWallets }, services({ wallets }))
    await t.emit(open)
    expect(t.g.getState().wallets.listing.byId.evil?.name).toBe('hte.live')
    expect(JSON.stringify(t.seen)).not.toMatch(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/)
    await t.g.dispose()
  })

  it('behavior: each listed wallet carries its image URL, built from the configured wallet-listing base and the projectId', async () => {
    const configured = createServices(
      { projectId: 'proj-1', endpoints: { wallets: 'http://127.0.0.1:9/listing/' } },
      createDeps(),
    )
    const fake = fakeClient({
      wallets: (call) =>
        call.query?.badge_type
          ? { data: [wallet('f1'), { id: 'f2', name: 'No image' }], count: 2 }
          : { data: [wallet('r 1')], count: 1 },
    })
    const wallets = { ...fake, url: configured.wallets!.url }
    const t = await effectHarness({ fetchWallets }, services({ wallets }))
    await t.emit(open)
    const image = (id: string) =>
      `http://127.0.0.1:9/listing/getWalletImage/${id}?projectId=proj-1&st=gatehouse&sv=0.1.0`
    const fetched = t.seen
      .filter((e) => e.type === 'WalletsPageFetched')
      .map((e) => e.data.wallets.map((w) => [w.id, w.imageUrl]))
    expect(fetched).toEqual([
      [
        ['f1', image('img-f1')],
        ['f2', undefined],
      ],
      [['r 1', image('img-r%201')]],
    ])
    // The read model keeps it, so the Connect view can draw it.
    expect(t.g.getState().wallets.listing.byId.f1?.imageUrl).toBe(image('img-f1'))
    await t.g.dispose()
  })

  it('behavior (SPEC §4: open() prefetches wallets and images, sets loading): ModalLoaded follows the prefetch, failed or not; a later open is loaded at once', async () => {
    let answer: (() => void) | null = null
    const wallets = fakeClient({
      wallets: (call) =>
        new Promise((resolve) => {
          answer = () => resolve({ data: [wallet(String(call.query?.badge_type ?? 'r'))], count: 1 })
        }),
    })
    const t = await effectHarness({ fetchWallets }, services({ wallets }))
    const after = (types: string[], from: number) =>
      types.slice(from).filter((x) => x === 'ModalLoaded' || x.startsWith('Wallets'))
    await t.emit(open)
    await t.emit(open) // a second open while the first prefetch is under way: that prefetch ends the loading
    expect(after(t.types(), 0)).toEqual([])
    answer!()
    await settle()
    expect(after(t.types(), 0)).toEqual(['WalletsPageFetched'])
    answer!()
    await settle()
    expect(after(t.types(), 0)).toEqual(['WalletsPageFetched', 'WalletsPageFetched', 'ModalLoaded'])
    const mark = t.types().length
    await t.emit(open)
    expect(after(t.types(), mark)).toEqual(['ModalLoaded'])
    expect(wallets.calls).toHaveLength(2)
    await t.g.dispose()

    const failing = fakeClient({ wallets: () => Promise.reject(new HttpRequestError(503, { code: 503 })) })
    const u = await effectHarness({ fetchWallets }, services({ wallets: failing }))
    await u.emit(open)
    expect(after(u.types(), 0)).toEqual(['WalletsFetchFailed', 'WalletsFetchFailed', 'ModalLoaded'])
    await u.g.dispose()
  })

  it('behavior (SPEC §7: further pages 40 entries): WalletsPageRequested fetches a page once', async () => {
    const wallets = fakeClient({ wallets: (call) => ({ data: [wallet(`p${String(call.query?.page)}`)], count: 90 }) })
    const t = await effectHarness({ fetchWallets }, services({ wallets }))
    await t.emit(createEvent('WalletsPageRequested', { page: 2 }))
    await t.emit(createEvent('WalletsPageRequested', { page: 2 }))
    expect(wallets.calls.map((c) => c.call.query)).toEqual([{ page: 2, entries: 40, chains: undefined }])
    expect(t.g.getState().wallets.listing.pages[2]).toEqual(['p2'])
    expect(t.g.getState().wallets.listing.count).toBe(90)
    await t.g.dispose()
  })

  it('error: a failed prefetch is WalletsFetchFailed and the next open tries again', async () => {
    let fail = true
    const wallets = fakeClient({
      wallets: () => (fail ? Promise.reject(new HttpRequestError(500, { code: 500 })) : { data: [], count: 0 }),
    })
    const t = await effectHarness({ fetchWallets }, services({ wallets }))
    await t.emit(open)
    expect(t.seen.filter((e) => e.type === 'WalletsFetchFailed').map((e) => e.data)).toEqual([
      {
        list: 'featured',
        page: 1,
        error: { name: 'HttpRequestError', shortMessage: 'HTTP status code: 500', code: 500 },
      },
      {
        list: 'recommended',
        page: 1,
        error: { name: 'HttpRequestError', shortMessage: 'HTTP status code: 500', code: 500 },
      },
    ])
    fail = false
    await t.emit(open)
    expect(t.types().filter((x) => x === 'WalletsPageFetched')).toHaveLength(2)
    await t.g.dispose()
  })

  it('behavior: the requested networks are the chains query', async () => {
    const wallets = fakeClient({ wallets: () => ({ data: [], count: 0 }) })
    const t = await effectHarness({ fetchWallets }, services({ wallets }))
    await t.emit(
      createEvent('Configured', {
        modal: { embedded: false },
        siwx: { enabled: false, required: false },
        networks: {
          requested: ['eip155:1', 'eip155:8453'],
          approved: null,
          allowUnsupportedChain: false,
          enableNetworkSwitch: true,
        },
        adapters: ['eip155'],
      }),
      createEvent('WalletsPageRequested', { page: 3 }),
    )
    expect(wallets.calls[0]?.call.query).toEqual({ page: 3, entries: 40, chains: 'eip155:1,eip155:8453' })
    await t.g.dispose()
  })

  it('behavior: without a wallet-listing service, a page request is answered WalletListingUnavailable and opening asks nothing', async () => {
    const t = await effectHarness({ fetchWallets }, services({}))
    await t.emit(open, createEvent('WalletsPageRequested', { page: 1 }))
    expect(t.types().filter((x) => x.startsWith('Wallet'))).toEqual([
      'WalletsPageRequested',
      'WalletListingUnavailable',
    ])
    expect(t.g.getState().wallets.listing.unavailable).toBe(true)
    await t.g.dispose()
  })

  it('behavior: with the service, the listing is not unavailable, and a page it gives clears an earlier unavailable', async () => {
    const wallets = fakeClient({ wallets: () => ({ data: [wallet('w1')], count: 1 }) })
    const t = await effectHarness({ fetchWallets }, services({ wallets }))
    await t.emit(createEvent('WalletListingUnavailable', {}), createEvent('WalletsPageRequested', { page: 1 }))
    expect(t.types().filter((x) => x === 'WalletListingUnavailable')).toHaveLength(1)
    expect(t.g.getState().wallets.listing).toMatchObject({ pages: { 1: ['w1'] }, unavailable: false })
    await t.g.dispose()
  })
})
