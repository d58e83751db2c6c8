import * as z from 'zod/mini'
import { ChainNamespaceSchema } from '../domain/caip.js'
import { errorDataSchema, nonEmpty } from './common.js'
import { defineEvent, sharedSchema } from './define.js'

/** Kinds of connector (SPEC §3: Connector: … type). */
export const CONNECTOR_TYPES = ['walletConnect', 'injected', 'announced', 'external', 'auth', 'multiChain'] as const

/** A connector (SPEC §3). */
export const connectorSchema = sharedSchema(() =>
  z.object({
    id: nonEmpty(),
    name: z.string(),
    type: z.enum(CONNECTOR_TYPES),
    chain: ChainNamespaceSchema,
    imageUrl: z.optional(z.string()),
    imageId: z.optional(z.string()),
    explorerId: z.optional(z.string()),
  }),
)

/** The same schema, for types (outside code calls the factory above, so bundles drop this one). */
export const ConnectorSchema = /* @__PURE__ */ connectorSchema()

/** A wallet of the wallet-listing service (SPEC §3 "Wallet listing"). */
export const walletListingSchema = sharedSchema(() =>
  z.object({
    id: nonEmpty(),
    name: z.string(),
    image_id: z.optional(z.string()),
    /** The image's URL (GET /getWalletImage/{image_id} on the listing's base, with the projectId), set by the listing effects. */
    imageUrl: z.optional(z.string()),
    chains: z.optional(z.array(z.string())),
    rdns: z.optional(z.nullable(z.string())),
    mobile_link: z.optional(z.nullable(z.string())),
    desktop_link: z.optional(z.nullable(z.string())),
    webapp_link: z.optional(z.nullable(z.string())),
  }),
)

/** The same schema, for types (outside code calls the factory above, so bundles drop this one). */
export const WalletListingSchema = /* @__PURE__ */ walletListingSchema()

/** Connectors were found (injected, EIP-6963 announced, WalletConnect, auth…); known ids are updated. */
export const ConnectorsDiscovered = defineEvent('ConnectorsDiscovered', () =>
  z.object({ connectors: z.array(connectorSchema()) }),
)

/** A page of the wallet listing (SPEC §7: featured page 1; recommended page 1 with 4 entries; further pages 40 entries). */
export const WalletsPageFetched = defineEvent('WalletsPageFetched', () =>
  z.object({
    list: z.enum(['featured', 'recommended', 'all']),
    page: z.number().check(z.int(), z.gte(1)),
    count: z.number().check(z.int(), z.gte(0)),
    wallets: z.array(walletListingSchema()),
  }),
)

/** The results of a wallet search (SPEC §7: search 100 entries). */
export const WalletsSearched = defineEvent('WalletsSearched', () =>
  z.object({ query: z.string(), wallets: z.array(walletListingSchema()) }),
)

/**
 * After a successful wallet connect: the wallet and its deep link, for the
 * recent wallets (SPEC §4: records the deep link and the two most recent wallets).
 */
export const RecentWalletRecorded = defineEvent('RecentWalletRecorded', () =>
  z.object({
    wallet: z.object({ id: nonEmpty(), name: z.string(), imageUrl: z.optional(z.string()) }),
    deepLink: z.optional(z.nullable(z.string())),
  }),
)

/**
 * A WalletConnect pairing started (SPEC §4 "Wallet pairing: connecting, then
 * connected; expiry tracked"). Only its topic and expiry: the pairing URI holds
 * the symmetric key and never enters the log.
 */
export const PairingStarted = defineEvent('PairingStarted', () =>
  z.object({ topic: nonEmpty(), expiry: z.number().check(z.int(), z.gte(0)) }),
)

/** The pairing's wallet approved the session. */
export const PairingConnected = defineEvent('PairingConnected', () => z.object({ topic: nonEmpty() }))

/** The AllWallets list asked for a page of the full listing (SPEC §7: pages after the first hold 40 entries). */
export const WalletsPageRequested = defineEvent('WalletsPageRequested', () =>
  z.object({ page: z.number().check(z.int(), z.gte(1)) }),
)

/** The visitor typed a wallet search (SPEC §7: search 100 entries with a 300 ms minimum wait; the latest search wins). */
export const WalletsSearchRequested = defineEvent('WalletsSearchRequested', () => z.object({ query: z.string() }))

/** Fetching a page of the wallet listing or a search failed; the listing keeps what it had. */
export const WalletsFetchFailed = defineEvent('WalletsFetchFailed', () =>
  z.object({
    list: z.enum(['featured', 'recommended', 'all', 'search']),
    page: z.optional(z.number().check(z.int(), z.gte(1))),
    error: errorDataSchema(),
  }),
)

/**
 * The app configured no wallet-listing service (SPEC §7), so the full listing has no page to give: the answer to a
 * page request, so the AllWallets view lists what the page has (installed wallets, WalletConnect) and says why.
 */
export const WalletListingUnavailable = defineEvent('WalletListingUnavailable', () => z.object({}))

/**
 * Wallet images were preloaded into the browser's cache, each raced against
 * SPEC §9's 2 s (`timedOut` counts the ones that lost). Ephemeral: it says
 * what this page did, nothing a restore needs.
 */
export const WalletImagesPreloaded = defineEvent(
  'WalletImagesPreloaded',
  () =>
    z.object({
      loaded: z.number().check(z.int(), z.gte(0)),
      timedOut: z.number().check(z.int(), z.gte(0)),
      failed: z.number().check(z.int(), z.gte(0)),
    }),
  { ephemeral: true },
)
