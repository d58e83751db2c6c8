import { CONNECTOR_ORDER } from '../../src/domain/constants.js'
import { isPairingExpired } from '../../src/domain/requests.js'
import { createSelector } from '../../src/store/selector.js'
import type { OptionsState } from '../config/config.projection.js'
import type { Connector, RecentWallet, WalletListing, WalletsState } from './wallets.projection.js'

/** A custom wallet as the configuration holds it (`wallets.custom`). */
type CustomWalletOption = OptionsState['wallets']['custom'][number]

type S = { wallets: WalletsState; config?: { options: { wallets: { custom: readonly CustomWalletOption[] } } } }

const NO_CUSTOM: readonly CustomWalletOption[] = []

/** A group of the Connect view, in SPEC §9's default connector order. */
export type ConnectorGroup =
  | { kind: 'walletConnect' | 'injected' | 'external'; connectors: Connector[] }
  | { kind: 'recent'; wallets: RecentWallet[] }
  | { kind: 'featured' | 'custom' | 'recommended'; wallets: WalletListing[] }

const listed = (w: WalletsState, ids: readonly string[]): WalletListing[] =>
  ids.map((id) => w.listing.byId[id]).filter((x): x is WalletListing => x !== undefined)

/**
 * A recent wallet with an image: its own when RecentWalletRecorded carried one,
 * else the listing's (same id, or a listed wallet whose rdns is its id), else
 * the installed connector's icon (EIP-6963). The same object when nothing changes.
 */
function withImage(w: WalletsState, recent: RecentWallet): RecentWallet {
  if (recent.imageUrl) return recent
  const listing = w.listing.byId[recent.id] ?? Object.values(w.listing.byId).find((l) => l.rdns === recent.id)
  const imageUrl = listing?.imageUrl ?? w.connectors.byId[recent.id]?.imageUrl ?? null
  return imageUrl ? { ...recent, imageUrl } : recent
}

const recentWithImages = (w: WalletsState): RecentWallet[] => w.recent.map((r) => withImage(w, r))

/**
 * The Connect view's groups in SPEC §9's default order: walletConnect, recent,
 * injected, featured, custom, external, recommended. Injected holds injected and
 * EIP-6963 announced connectors; custom wallets are the configuration's (`wallets.custom`), as listing entries.
 */
export const selectConnectorGroups = /* @__PURE__ */ createSelector(
  [(state: S) => state.wallets, (state: S) => state.config?.options.wallets.custom ?? NO_CUSTOM],
  (w, custom): ConnectorGroup[] => {
    const connectors = w.connectors.ids
      .map((id) => w.connectors.byId[id])
      .filter((c): c is Connector => c !== undefined)
    const ofType = (...types: Connector['type'][]) => connectors.filter((c) => types.includes(c.type))
    return CONNECTOR_ORDER.map((kind): ConnectorGroup => {
      switch (kind) {
        case 'walletConnect':
          return { kind, connectors: ofType('walletConnect') }
        case 'recent':
          return { kind, wallets: recentWithImages(w) }
        case 'injected':
          return { kind, connectors: ofType('injected', 'announced') }
        case 'featured':
          return { kind, wallets: listed(w, w.listing.featured) }
        case 'custom':
          return {
            kind,
            wallets: custom.map((c) => ({
              id: c.id,
              name: c.name,
              ...(c.imageUrl !== undefined && { imageUrl: c.imageUrl }),
              mobile_link: c.mobileLink ?? null,
              desktop_link: c.desktopLink ?? null,
              webapp_link: c.webappLink ?? null,
            })),
          }
        case 'external':
          return { kind, connectors: ofType('external') }
        case 'recommended':
          return { kind, wallets: listed(w, w.listing.recommended) }
      }
    })
  },
)

/** The recent wallets, most recent first (SPEC §4: two), each with an image where the listing or its connector has one. */
export const selectRecentWallets = /* @__PURE__ */ createSelector(
  [(state: S) => state.wallets],
  (w): readonly RecentWallet[] => recentWithImages(w),
)

/** Every fetched page of the full listing, in page order (AllWallets). */
export const selectWalletListing = /* @__PURE__ */ createSelector(
  [(state: S) => state.wallets.listing],
  (listing): WalletListing[] =>
    Object.keys(listing.pages)
      .map(Number)
      .sort((a, b) => a - b)
      .flatMap((page) =>
        (listing.pages[page] ?? []).map((id) => listing.byId[id]).filter((x): x is WalletListing => x !== undefined),
      ),
)

/** The search results, or null when no search was made. */
export const selectWalletSearch = /* @__PURE__ */ createSelector(
  [(state: S) => state.wallets.search, (state: S) => state.wallets.listing.byId],
  (search, byId) =>
    search === null
      ? null
      : {
          query: search.query,
          wallets: search.ids.map((id) => byId[id]).filter((x): x is WalletListing => x !== undefined),
        },
)

/** Whether the pairing is missing or expired at `now` (SPEC §5: expired if under 10 s remain). */
export const selectPairingExpired = (state: S, now: number): boolean => {
  const p = state.wallets.pairing
  return p === null || isPairingExpired(p.expiry, now)
}
