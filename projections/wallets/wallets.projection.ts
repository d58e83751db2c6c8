import type * as z from 'zod/mini'
import { RECENT_WALLETS_KEPT } from '../../src/domain/constants.js'
import type { ConnectorSchema, WalletListingSchema } from '../../src/events/wallets.js'
import { defineProjection } from '../../src/store/projection.js'

/** A connector (SPEC §3). */
export type Connector = z.output<typeof ConnectorSchema>
/** A wallet of the wallet-listing service (SPEC §3). */
export type WalletListing = z.output<typeof WalletListingSchema>
/** A recently connected wallet (SPEC §3 "Wallet info"). */
export interface RecentWallet {
  id: string
  name: string
  imageUrl: string | null
}

/** Read model of connectors, the wallet listing, recent wallets and the WalletConnect pairing. */
export interface WalletsState {
  connectors: { ids: string[]; byId: Record<string, Connector> }
  /** SPEC §4 / §9: the two most recent wallets, most recent first. */
  recent: RecentWallet[]
  /** SPEC §4: the deep link of the last connected wallet. */
  deepLink: string | null
  listing: {
    byId: Record<string, WalletListing>
    featured: string[]
    recommended: string[]
    /** Pages of the full listing by page number (SPEC §7: further pages 40 entries). */
    pages: Record<number, string[]>
    count: number
    /** The app configured no wallet-listing service: the full listing is only what the page has (WalletListingUnavailable). */
    unavailable: boolean
  }
  search: { query: string; ids: string[] } | null
  /** SPEC §4 "Wallet pairing: connecting, then connected; expiry tracked". */
  pairing: { topic: string; expiry: number; status: 'connecting' | 'connected' } | null
}

function keep(byId: Record<string, WalletListing>, wallets: readonly WalletListing[]): string[] {
  const ids: string[] = []
  for (const w of wallets) {
    byId[w.id] = w
    ids.push(w.id)
  }
  return ids
}

/**
 * Drops the listed wallets that nothing refers to any more: no featured, recommended or fetched page, no search
 * result, no recent wallet (by id, or a listed wallet whose rdns is its id, as the Connect view finds its image).
 * Run once a page starts (SessionRestored), so what one visit fetched and left behind (pages fetched again, earlier
 * searches, the search itself) does not pile up in the read model, its snapshots and the first-paint copy for as
 * long as the log lives. Not on every listing event: a scan of the drafts there halved the fold (bench/fold).
 */
function forgetUnlisted(draft: WalletsState): void {
  const { listing } = draft
  const used = new Set([...listing.featured, ...listing.recommended, ...Object.values(listing.pages).flat()])
  const recent = draft.recent.map((w) => w.id)
  for (const id in listing.byId) {
    if (!used.has(id) && !recent.includes(id) && !recent.includes(listing.byId[id]?.rdns as string))
      delete listing.byId[id]
  }
}

/** The wallets read model. */
export const walletsProjection = defineProjection({
  name: 'wallets',
  // 2: a start forgets the listed wallets nothing refers to (forgetUnlisted). 3: listing.unavailable.
  version: 3,
  initial: {
    connectors: { ids: [], byId: {} },
    recent: [],
    deepLink: null,
    listing: { byId: {}, featured: [], recommended: [], pages: {}, count: 0, unavailable: false },
    search: null,
    pairing: null,
  } as WalletsState,
  on: {
    ConnectorsDiscovered(draft, event) {
      for (const c of event.data.connectors) {
        if (!(c.id in draft.connectors.byId)) draft.connectors.ids.push(c.id)
        draft.connectors.byId[c.id] = c
      }
    },
    WalletsPageFetched(draft, event) {
      const { list, page, wallets, count } = event.data
      const ids = keep(draft.listing.byId, wallets)
      draft.listing.unavailable = false
      if (list === 'featured') draft.listing.featured = ids
      else if (list === 'recommended') draft.listing.recommended = ids
      else {
        draft.listing.pages[page] = ids
        draft.listing.count = count
      }
    },
    WalletsSearched(draft, event) {
      draft.search = { query: event.data.query, ids: keep(draft.listing.byId, event.data.wallets) }
    },
    WalletListingUnavailable(draft) {
      draft.listing.unavailable = true
    },
    RecentWalletRecorded(draft, event) {
      const { wallet, deepLink } = event.data
      const recent: RecentWallet = { id: wallet.id, name: wallet.name, imageUrl: wallet.imageUrl ?? null }
      // SPEC §9: recent wallets kept: 2, the most recent first.
      draft.recent = [recent, ...draft.recent.filter((w) => w.id !== wallet.id)].slice(0, RECENT_WALLETS_KEPT)
      if (deepLink !== undefined) draft.deepLink = deepLink
    },
    PairingStarted(draft, event) {
      draft.pairing = { topic: event.data.topic, expiry: event.data.expiry, status: 'connecting' }
    },
    PairingConnected(draft, event) {
      if (draft.pairing?.topic === event.data.topic) draft.pairing.status = 'connected'
    },
    SessionRestored(draft) {
      // Search results belong to the page that asked; a restored page starts without them, and without the
      // listed wallets nothing refers to any more.
      draft.search = null
      // The configuration may have changed since: the listing effect says again when a page is asked for.
      draft.listing.unavailable = false
      forgetUnlisted(draft)
    },
  },
})
