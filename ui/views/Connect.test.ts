import { describe, expect, it } from 'vitest'
import { walletsProjection } from '../../projections/wallets/wallets.projection.js'
import { selectConnectorGroups, type ConnectorGroup } from '../../projections/wallets/wallets.selectors.js'
import { createEvent } from '../../src/events/index.js'
import { runProjection, stampEvents } from '../../src/testing/helpers.js'
import { connectEntries } from './Connect.js'

const groups = (over: Partial<Record<ConnectorGroup['kind'], unknown[]>> = {}): ConnectorGroup[] =>
  (['walletConnect', 'recent', 'injected', 'featured', 'custom', 'external', 'recommended'] as const).map((kind) =>
    kind === 'recent' || kind === 'featured' || kind === 'custom' || kind === 'recommended'
      ? ({ kind, wallets: over[kind] ?? [] } as ConnectorGroup)
      : ({ kind, connectors: over[kind] ?? [] } as ConnectorGroup),
  )

describe('Connect entries', () => {
  it('SPEC §9: default connector order walletConnect, recent, injected, featured, custom, external, recommended (groups from the selector over events)', () => {
    // Events in an order unlike SPEC's, so that only the selector's order can give the expected list.
    const wallets = runProjection(
      walletsProjection,
      stampEvents([
        createEvent('WalletsPageFetched', {
          list: 'recommended',
          page: 1,
          count: 1,
          wallets: [{ id: 'm1', name: 'Recommended One' }],
        }),
        createEvent('ConnectorsDiscovered', {
          connectors: [
            { id: 'x1', name: 'External One', type: 'external', chain: 'solana' },
            { id: 'io.metamask', name: 'MetaMask', type: 'announced', chain: 'eip155' },
            { id: 'walletConnect', name: 'WalletConnect', type: 'walletConnect', chain: 'eip155' },
          ],
        }),
        createEvent('WalletsPageFetched', {
          list: 'featured',
          page: 1,
          count: 1,
          wallets: [{ id: 'f1', name: 'Featured One' }],
        }),
        createEvent('RecentWalletRecorded', { wallet: { id: 'r1', name: 'Recent One' } }),
      ]),
    )
    const entries = connectEntries(
      selectConnectorGroups({
        wallets,
        config: { options: { wallets: { custom: [{ id: 'c1', name: 'Custom One' }] } } },
      }),
    )
    expect(entries.map((e) => e.name)).toEqual([
      'WalletConnect',
      'Recent One',
      'MetaMask',
      'Featured One',
      'Custom One',
      'External One',
      'Recommended One',
    ])
    expect(entries.map((e) => e.tag)).toEqual([
      null,
      'walletRecent',
      'walletInstalled',
      'walletFeatured',
      null,
      null,
      null,
    ])
    // Connectors connect through themselves, on their own chain; listed wallets that are not installed have none.
    expect(entries[2]?.wallet).toEqual({
      connectorId: 'io.metamask',
      namespace: 'eip155',
      name: 'MetaMask',
      imageUrl: null,
    })
    expect(entries[4]?.wallet).toBeNull()
    expect(entries[5]?.wallet?.namespace).toBe('solana')
    expect(entries[3]?.wallet).toBeNull()
  })

  it("behavior: a listed wallet shows its listing image; an installed connector's own icon wins", () => {
    const entries = connectEntries(
      groups({
        injected: [
          {
            id: 'io.metamask',
            name: 'MetaMask',
            type: 'announced',
            chain: 'eip155',
            imageUrl: 'data:image/svg+xml,mm',
          },
        ],
        featured: [
          { id: 'w-mm', name: 'MetaMask', rdns: 'io.metamask', imageUrl: 'http://listing.test/getWalletImage/mm' },
          { id: 'f1', name: 'Featured One', imageUrl: 'http://listing.test/getWalletImage/f1' },
          { id: 'f2', name: 'No Image' },
        ],
      }),
    )
    expect(entries.map((e) => [e.name, e.imageUrl])).toEqual([
      ['MetaMask', 'data:image/svg+xml,mm'],
      ['Featured One', 'http://listing.test/getWalletImage/f1'],
      ['No Image', null],
    ])
  })

  it('behavior: each wallet once — a recent installed wallet shows as recent and connects through its connector', () => {
    const entries = connectEntries(
      groups({
        recent: [{ id: 'io.metamask', name: 'MetaMask', imageUrl: null }],
        injected: [
          { id: 'io.metamask', name: 'MetaMask', type: 'announced', chain: 'eip155', imageUrl: 'data:image/svg+xml,x' },
        ],
      }),
    )
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({
      tag: 'walletRecent',
      imageUrl: 'data:image/svg+xml,x',
      wallet: { connectorId: 'io.metamask' },
    })
  })

  it('behavior: a listed wallet whose rdns is an installed connector shows once, as installed, connecting through it', () => {
    const entries = connectEntries(
      groups({
        injected: [{ id: 'me.rainbow', name: 'Rainbow', type: 'announced', chain: 'eip155' }],
        featured: [{ id: 'w-rainbow', name: 'Rainbow', rdns: 'me.rainbow' }],
        recommended: [{ id: 'w-rainbow', name: 'Rainbow', rdns: 'me.rainbow' }],
      }),
    )
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({ tag: 'walletInstalled', wallet: { connectorId: 'me.rainbow' } })
  })

  it('default: no wallets, no entries', () => {
    expect(connectEntries(groups())).toEqual([])
  })
})
