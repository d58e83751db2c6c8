import { describe, expect, it } from 'vitest'
import { PAIRING_EXPIRY_MS } from '../../src/domain/constants.js'
import { createEvent, type EventInput } from '../../src/events/index.js'
import { runProjection, stampEvents } from '../../src/testing/helpers.js'
import { walletsProjection } from './wallets.projection.js'
import {
  selectConnectorGroups,
  selectPairingExpired,
  selectRecentWallets,
  selectWalletListing,
  selectWalletSearch,
} from './wallets.selectors.js'

const run = (...events: EventInput[]) => runProjection(walletsProjection, stampEvents(events))
const wallet = (id: string) => ({ id, name: id.toUpperCase() })
const recent = (id: string, deepLink?: string) =>
  createEvent('RecentWalletRecorded', { wallet: { id, name: id }, deepLink })

describe('wallets projection', () => {
  it('behavior (SPEC §9 "Default features and connector order: walletConnect, recent, injected, featured, custom, external, recommended")', () => {
    const state = run(
      createEvent('ConnectorsDiscovered', {
        connectors: [
          { id: 'ext', name: 'Coinbase', type: 'external', chain: 'eip155' },
          { id: 'io.metamask', name: 'MetaMask', type: 'announced', chain: 'eip155' },
          { id: 'walletConnect', name: 'WalletConnect', type: 'walletConnect', chain: 'eip155' },
          { id: 'injected', name: 'Browser Wallet', type: 'injected', chain: 'eip155' },
        ],
      }),
      recent('rainbow'),
      createEvent('WalletsPageFetched', { list: 'featured', page: 1, count: 1, wallets: [wallet('trust')] }),
      createEvent('WalletsPageFetched', { list: 'recommended', page: 1, count: 4, wallets: [wallet('zerion')] }),
    )
    const groups = selectConnectorGroups({ wallets: state })
    expect(groups.map((g) => g.kind)).toEqual([
      'walletConnect',
      'recent',
      'injected',
      'featured',
      'custom',
      'external',
      'recommended',
    ])
    expect(groups.map((g) => ('connectors' in g ? g.connectors.map((c) => c.id) : g.wallets.map((w) => w.id)))).toEqual(
      [['walletConnect'], ['rainbow'], ['io.metamask', 'injected'], ['trust'], [], ['ext'], ['zerion']],
    )
    expect(selectConnectorGroups({ wallets: state })).toBe(groups)
  })

  it('behavior: the custom group holds the configuration’s custom wallets (wallets.custom) as listing entries, in its order', () => {
    const custom = [
      { id: 'mine', name: 'My Wallet', imageUrl: 'https://example.com/w.png', mobileLink: 'mine://' },
      { id: 'other', name: 'Other' },
    ]
    const groups = selectConnectorGroups({
      wallets: walletsProjection.initial,
      config: { options: { wallets: { custom } } },
    })
    expect(groups.find((g) => g.kind === 'custom')).toEqual({
      kind: 'custom',
      wallets: [
        {
          id: 'mine',
          name: 'My Wallet',
          imageUrl: 'https://example.com/w.png',
          mobile_link: 'mine://',
          desktop_link: null,
          webapp_link: null,
        },
        { id: 'other', name: 'Other', mobile_link: null, desktop_link: null, webapp_link: null },
      ],
    })
  })

  it("behavior: a recent wallet recorded without an image shows the listing's (by id or rdns) or its EIP-6963 icon; its own image wins", () => {
    const state = run(
      createEvent('ConnectorsDiscovered', {
        connectors: [
          {
            id: 'io.metamask',
            name: 'MetaMask',
            type: 'announced',
            chain: 'eip155',
            imageUrl: 'data:image/svg+xml,mm',
          },
        ],
      }),
      createEvent('WalletsPageFetched', {
        list: 'featured',
        page: 1,
        count: 2,
        wallets: [
          { id: 'trust', name: 'Trust', imageUrl: 'http://127.0.0.1:9/img/trust' },
          { id: 'rbw', name: 'Rainbow', rdns: 'me.rainbow', imageUrl: 'http://127.0.0.1:9/img/rbw' },
        ],
      }),
      recent('io.metamask'),
      recent('trust'),
      recent('me.rainbow'),
      recent('unknown'),
      createEvent('RecentWalletRecorded', { wallet: { id: 'own', name: 'Own', imageUrl: 'http://127.0.0.1:9/own' } }),
    )
    const images = (wallets: readonly { id: string; imageUrl: string | null }[]) =>
      wallets.map((w) => [w.id, w.imageUrl])
    // Two kept (SPEC §9), so look at them two at a time.
    expect(images(selectRecentWallets({ wallets: state }))).toEqual([
      ['own', 'http://127.0.0.1:9/own'],
      ['unknown', null],
    ])
    const earlier = run(
      createEvent('ConnectorsDiscovered', {
        connectors: [
          {
            id: 'io.metamask',
            name: 'MetaMask',
            type: 'announced',
            chain: 'eip155',
            imageUrl: 'data:image/svg+xml,mm',
          },
        ],
      }),
      createEvent('WalletsPageFetched', {
        list: 'featured',
        page: 1,
        count: 2,
        wallets: [{ id: 'rbw', name: 'Rainbow', rdns: 'me.rainbow', imageUrl: 'http://127.0.0.1:9/img/rbw' }],
      }),
      recent('io.metamask'),
      recent('me.rainbow'),
    )
    expect(images(selectRecentWallets({ wallets: earlier }))).toEqual([
      ['me.rainbow', 'http://127.0.0.1:9/img/rbw'],
      ['io.metamask', 'data:image/svg+xml,mm'],
    ])
    const group = selectConnectorGroups({ wallets: earlier }).find((g) => g.kind === 'recent')
    expect(group && 'wallets' in group ? images(group.wallets) : null).toEqual(
      images(selectRecentWallets({ wallets: earlier })),
    )
    expect(selectRecentWallets({ wallets: earlier })).toBe(selectRecentWallets({ wallets: earlier }))
  })

  it("behavior: a recent wallet's own image wins over its listing entry's; one with no image anywhere is the recorded entry itself", () => {
    const state = run(
      createEvent('WalletsPageFetched', {
        list: 'featured',
        page: 1,
        count: 1,
        wallets: [{ id: 'trust', name: 'Trust', imageUrl: 'http://127.0.0.1:9/img/trust' }],
      }),
      recent('unknown'),
      createEvent('RecentWalletRecorded', {
        wallet: { id: 'trust', name: 'Trust', imageUrl: 'http://127.0.0.1:9/own' },
      }),
    )
    const wallets = selectRecentWallets({ wallets: state })
    expect(wallets.map((w) => [w.id, w.imageUrl])).toEqual([
      ['trust', 'http://127.0.0.1:9/own'],
      ['unknown', null],
    ])
    expect(wallets[1]).toBe(state.recent[1])
  })

  it("behavior: a start forgets the listed wallets no list refers to any more, except a recent wallet's (its image)", () => {
    const rainbow = { id: 'rbw', name: 'Rainbow', rdns: 'me.rainbow', imageUrl: 'http://127.0.0.1:9/img/rbw' }
    const page = (...wallets: { id: string; name: string }[]) =>
      createEvent('WalletsPageFetched', { list: 'all', page: 1, count: 40, wallets })
    const search = (query: string, ...wallets: { id: string; name: string }[]) =>
      createEvent('WalletsSearched', { query, wallets })
    const restored = createEvent('SessionRestored', { head: 0, snapshotSeq: null, storage: 'memory' })
    // A page fetched again with other wallets and the visit's searches: kept during the visit, gone at the next start.
    const visit = [
      page(wallet('zerion'), wallet('trust')),
      page(wallet('zerion')),
      search('led', wallet('ledger')),
      search('ra', rainbow),
    ]
    expect(Object.keys(run(...visit).listing.byId).sort()).toEqual(['ledger', 'rbw', 'trust', 'zerion'])
    expect(Object.keys(run(...visit, restored).listing.byId)).toEqual(['zerion'])
    // The recent wallet's listing entry (by rdns) stays while it is recent: the Connect view shows its image.
    const kept = run(recent('me.rainbow'), search('ra', rainbow), restored, page(wallet('zerion')))
    expect(Object.keys(kept.listing.byId).sort()).toEqual(['rbw', 'zerion'])
    expect(selectRecentWallets({ wallets: kept })[0]?.imageUrl).toBe(rainbow.imageUrl)
    // Two newer recent wallets push it out, and the next start forgets its entry.
    expect(
      Object.keys(
        run(recent('me.rainbow'), search('ra', rainbow), restored, recent('a'), recent('b'), restored).listing.byId,
      ),
    ).toEqual([])
  })

  it('behavior (SPEC §4 "After a successful wallet connect the product records the deep link and the two most recent wallets")', () => {
    const state = run(recent('a', 'a://'), recent('b'), recent('a'), recent('c', 'c://'))
    expect(selectRecentWallets({ wallets: state }).map((w) => w.id)).toEqual(['c', 'a'])
    expect(state.deepLink).toBe('c://')
  })

  it('behavior (SPEC §7 "Pagination: … further pages 40 entries"): pages read in page order, whatever order they arrive in', () => {
    const state = run(
      createEvent('WalletsPageFetched', { list: 'all', page: 2, count: 3, wallets: [wallet('c')] }),
      createEvent('WalletsPageFetched', { list: 'all', page: 1, count: 3, wallets: [wallet('a'), wallet('b')] }),
    )
    expect(selectWalletListing({ wallets: state }).map((w) => w.id)).toEqual(['a', 'b', 'c'])
    expect(state.listing.count).toBe(3)
  })

  it('behavior (SPEC §7 "search 100 entries"): the latest search results, null before any search', () => {
    expect(selectWalletSearch({ wallets: walletsProjection.initial })).toBeNull()
    const state = run(createEvent('WalletsSearched', { query: 'met', wallets: [wallet('metamask')] }))
    expect(selectWalletSearch({ wallets: state })).toEqual({ query: 'met', wallets: [wallet('metamask')] })
  })

  it('behavior (SPEC §5 "Pairing is expired if under 10 s remain"; SPEC §9 "Pairing expiry 4 minutes")', () => {
    const start = Date.UTC(2026, 0, 1)
    const state = run(createEvent('PairingStarted', { topic: 'a'.repeat(64), expiry: start + PAIRING_EXPIRY_MS }))
    expect(state.pairing).toMatchObject({ status: 'connecting' })
    expect(selectPairingExpired({ wallets: state }, start)).toBe(false)
    expect(selectPairingExpired({ wallets: state }, start + PAIRING_EXPIRY_MS - 10_000)).toBe(false)
    expect(selectPairingExpired({ wallets: state }, start + PAIRING_EXPIRY_MS - 9_999)).toBe(true)
    expect(selectPairingExpired({ wallets: walletsProjection.initial }, start)).toBe(true)
  })

  it('behavior (SPEC §4 "Wallet pairing: connecting, then connected")', () => {
    const state = run(
      createEvent('PairingStarted', { topic: 'a'.repeat(64), expiry: 1 }),
      createEvent('PairingConnected', { topic: 'a'.repeat(64) }),
    )
    expect(state.pairing?.status).toBe('connected')
    expect(
      run(
        createEvent('PairingStarted', { topic: 'a'.repeat(64), expiry: 1 }),
        createEvent('PairingConnected', { topic: 'b'.repeat(64) }),
      ).pairing?.status,
    ).toBe('connecting')
  })

  it('behavior: WalletListingUnavailable marks the listing unavailable until a page arrives or the page starts again', () => {
    const unavailable = createEvent('WalletListingUnavailable', {})
    expect(run().listing.unavailable).toBe(false)
    expect(run(unavailable).listing.unavailable).toBe(true)
    const page = createEvent('WalletsPageFetched', { list: 'all', page: 1, count: 1, wallets: [wallet('trust')] })
    expect(run(unavailable, page).listing.unavailable).toBe(false)
    expect(
      run(unavailable, createEvent('SessionRestored', { head: 1, snapshotSeq: null, storage: 'memory' })).listing
        .unavailable,
    ).toBe(false)
  })
})
