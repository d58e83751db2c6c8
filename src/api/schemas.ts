// The wire shapes of the services Gatehouse calls (SPEC §7), in one place: the
// blockchain data API, the wallet-listing service and the analytics endpoint.
//
// SPEC §7 names the paths, the query and body fields and a few response fields
// ("returns data, next", "returns url", "returns data and count",
// "isAnalyticsEnabled"); SPEC §3 gives the entities (token balance, identity,
// name suggestion, history item, onramp options and quote, wallet listing).
// Every other response field is NOT shown by the SPEC: those shapes are defined
// here, modelled on what such public APIs return, and each schema says which
// parts are SPEC and which are defined here. The client parses every response
// with these schemas (a body that does not match is a typed failure, never a
// TypeError) and the devnet's reference server (test/devnet/) serves the same
// shapes by importing this file.
//
// Parsing is lenient in one way only: objects drop keys they do not know
// (zod's default), so a server may send more than is listed here. A field that
// is listed must have the listed type.
//
// Conventions of the wire (defined here where the SPEC is silent):
// - chain ids are CAIP-2 strings (`eip155:1`), token and account ids on a chain
//   CAIP-10 (`eip155:1:0xabc…`); the native token has no CAIP-10 address;
// - amounts in a token's smallest unit are decimal strings, USD values numbers;
// - every call carries the query `projectId`, `st` (sdk type) and `sv` (sdk
//   version) (SPEC §7: all with query sdk type, sdk version, project id;
//   the names `st`/`sv` are SPEC §7's for the wallet-listing and analytics
//   services and are used for the data API too).
import * as z from 'zod/mini'
import { tokenBalanceSchema } from '../domain/accounts.js'
import { historyItemSchema } from '../events/history.js'
import { walletListingSchema } from '../events/wallets.js'

const Str = z.string()
const NonEmpty = z.string().check(z.minLength(1))
const Num = z.number()
const Int = z.number().check(z.int())

/**
 * Longest name a service may send (a profile or registered name, a suggestion), in characters (ours; 255 is a DNS
 * name's limit): a longer one fails the response's parse (InvalidResponseError) instead of reaching the log and the
 * screen. The whole body is bounded too (src/api/http.ts MAX_RESPONSE_BYTES).
 */
export const MAX_NAME_LENGTH = 255
/** Longest avatar or image URL a service may send, in characters (ours; room for a small data: URL). */
export const MAX_URL_LENGTH = 8192
const Name = z.string().check(z.maxLength(MAX_NAME_LENGTH))
const NonEmptyName = z.string().check(z.minLength(1), z.maxLength(MAX_NAME_LENGTH))
const Url = z.string().check(z.maxLength(MAX_URL_LENGTH))

/** The query every call carries (SPEC §7): project id, sdk type, sdk version. */
export const SDK_QUERY = ['projectId', 'st', 'sv'] as const

// ---------------------------------------------------------------------------
// Blockchain data API
// ---------------------------------------------------------------------------

/**
 * GET /v1/supported-chains. Defined here: the CAIP-2 ids served over HTTP
 * JSON-RPC and over WebSocket.
 */
export const SupportedChainsResponseSchema = z.object({ http: z.array(Str), ws: z.array(Str) })

/**
 * GET /v1/identity/{address}?sender. SPEC §3: Identity: name, avatar; both
 * null when the address has none (defined here).
 */
export const IdentityResponseSchema = z.object({ name: z.nullable(Name), avatar: z.nullable(Url) })

/**
 * A transaction of the history (SPEC §3 "Transaction history item: id,
 * metadata (minedAt, chain as CAIP network id), transfers (may carry nft_info
 * with flags.is_spam)"). The optional fields are defined here; they are the
 * same schema the HistoryFetched event stores.
 */
export const TransactionSchema = historyItemSchema()

/**
 * GET /v1/account/{account}/history?cursor&onramp&chainId. SPEC §7 "returns
 * data, next": `next` is the cursor of the next page, null on the last page.
 */
export const HistoryResponseSchema = z.object({ data: z.array(TransactionSchema), next: z.nullable(z.optional(Str)) })

/**
 * A swap quote. Defined here: the amounts in the smallest unit as decimal
 * strings, the accounts as CAIP-10, `id` null when the provider gives none.
 */
export const SwapQuoteSchema = z.object({
  id: z.nullable(z.optional(Str)),
  fromAmount: Str,
  fromAccount: Str,
  toAmount: Str,
  toAccount: Str,
})

/** GET /v1/convert/quotes?amount&userAddress&from&to&gasPrice. Defined here: `{ quotes }`. */
export const SwapQuotesResponseSchema = z.object({ quotes: z.array(SwapQuoteSchema) })

/**
 * A token that can be swapped. Defined here: `address` CAIP-10 (or the
 * native token's well-known placeholder), `logoUri` its icon.
 */
export const SwapTokenSchema = z.object({
  name: Str,
  symbol: Str,
  address: Str,
  decimals: Int,
  logoUri: z.optional(Str),
  eip2612: z.optional(z.boolean()),
})

/** GET /v1/convert/tokens?chainId. Defined here: `{ tokens }`. */
export const SwapTokensResponseSchema = z.object({ tokens: z.array(SwapTokenSchema) })

/**
 * POST /v1/fungible/price body (SPEC §7: currency 'usd', addresses,
 * projectId). `addresses` are CAIP-10 token ids.
 */
export const FungiblePriceBodySchema = z.object({
  currency: z.literal('usd'),
  addresses: z.array(Str),
  projectId: NonEmpty,
})

/** A token's price in USD. Defined here. */
export const FungiblePriceSchema = z.object({ name: Str, symbol: Str, iconUrl: Str, price: Num })

/** POST /v1/fungible/price response. Defined here: `{ fungibles }`, in the order asked. */
export const FungiblePriceResponseSchema = z.object({ fungibles: z.array(FungiblePriceSchema) })

/** GET /v1/convert/allowance?tokenAddress&userAddress. Defined here: the allowance as a decimal string. */
export const AllowanceResponseSchema = z.object({ allowance: Str })

/**
 * GET /v1/convert/gas-price?chainId. Defined here: three gas prices in wei as
 * decimal strings.
 */
export const GasPriceResponseSchema = z.object({ standard: Str, fast: Str, instant: Str })

/**
 * POST /v1/convert/build-transaction body (SPEC §7: amount, eip155 slippage,
 * projectId, from, to, userAddress, disableEstimate). `from`/`to` CAIP-10
 * token ids, `userAddress` CAIP-10, `slippage` a percentage as a string.
 */
export const BuildTransactionBodySchema = z.object({
  amount: Str,
  eip155: z.object({ slippage: z.union([Str, Num]) }),
  projectId: NonEmpty,
  from: Str,
  to: Str,
  userAddress: Str,
  disableEstimate: z.optional(z.boolean()),
})

/** A transaction to sign, built by the API. Defined here: CAIP-10 from/to, hex data, gas fields as strings. */
export const BuiltTransactionSchema = z.object({
  from: Str,
  to: Str,
  data: Str,
  amount: z.optional(Str),
  value: z.optional(Str),
  eip155: z.optional(z.object({ gas: z.union([Str, Num]), gasPrice: Str })),
})

/** POST /v1/convert/build-transaction response. Defined here: `{ tx }`. */
export const BuildTransactionResponseSchema = z.object({ tx: BuiltTransactionSchema })

/** GET /v1/convert/build-approve?userAddress&from&to. Defined here: `{ tx }`, the approval to sign. */
export const BuildApproveResponseSchema = z.object({ tx: BuiltTransactionSchema })

/**
 * GET /v1/account/{address}/balance?currency=usd&chainId&forceUpdate.
 * Defined here: `{ balances }`, each a SPEC §3 token balance (name, symbol,
 * chainId CAIP-2, address CAIP-10 or absent for the native token, value in
 * USD, price in USD, quantity { decimals as string, numeric }, iconUrl).
 */
export const BalanceResponseSchema = z.object({ balances: z.array(tokenBalanceSchema()) })

/** Longest NFT list one response may hold (ours): the NFTs tab shows one page, and one event holds it. */
export const MAX_NFTS = 200

/**
 * An NFT an account holds. Defined here (SPEC §1 has the NFTs tab, SPEC §7 no NFT path): `id` its CAIP-19 asset
 * id (`eip155:1/erc721:0x…/7`), `name` from its metadata (else the collection's name and number), `collection`
 * the contract's name and CAIP-10 address, `imageUrl` an http(s) URL of its image (the view draws it in an <img>,
 * which an app's img-src must allow, as for wallet images), or null.
 */
export const NftSchema = z.object({
  id: NonEmpty,
  name: Name,
  collection: z.object({ name: Name, address: Str }),
  imageUrl: z.nullable(Url.check(z.regex(/^https?:\/\//, 'Expected an http(s) URL'))),
})

/**
 * GET /v1/account/{address}/nfts?chainId. Not in SPEC §7: the path sits beside its per-account reads
 * (/v1/account/{address}/balance, /v1/account/{account}/history) with the same CAIP-2 `chainId` query, so it is
 * network-scoped like them (empty on a network the API does not serve). Defined here: `{ data }`, every NFT the
 * address holds on the chain now, at most MAX_NFTS.
 */
export const NftsResponseSchema = z.object({ data: z.array(NftSchema).check(z.maxLength(MAX_NFTS)) })

/**
 * A name record. Defined here: the name, unix seconds registered and updated,
 * the addresses by coin type, the attributes (avatar, bio…).
 */
export const NameRecordSchema = z.object({
  name: NonEmptyName,
  registered: z.optional(Num),
  updated: z.optional(Num),
  addresses: z.optional(z.record(Str, z.object({ address: Str, created: z.optional(Str) }))),
  attributes: z.optional(z.array(z.record(Str, Str))),
})

/** GET /v1/profile/account/{name}?apiVersion=2. Defined here: the name record. */
export const ProfileAccountResponseSchema = NameRecordSchema

/** GET /v1/profile/reverse/{address}?sender&apiVersion=2. Defined here: the name records of the address, possibly none. */
export const ProfileReverseResponseSchema = z.array(NameRecordSchema)

/**
 * GET /v1/profile/suggestions/{name}?zone. SPEC §3: Name suggestion: name;
 * `registered` is defined here.
 */
export const NameSuggestionsResponseSchema = z.object({
  suggestions: z.array(z.object({ name: NonEmptyName, registered: z.optional(z.boolean()) })),
})

/**
 * POST /v1/profile/account body (SPEC §7: coin_type, address, message,
 * signature). `message` is the signed JSON text (name, attributes, timestamp).
 */
export const RegisterNameBodySchema = z.object({
  coin_type: Int,
  address: NonEmpty,
  message: NonEmpty,
  signature: NonEmpty,
})

/** POST /v1/profile/account response. Defined here: the registered name record. */
export const RegisterNameResponseSchema = NameRecordSchema

/**
 * POST /v1/generators/onrampurl body (SPEC §7). `destinationWallets` defined
 * here: the address with the networks and assets it may receive.
 */
export const OnrampUrlBodySchema = z.object({
  destinationWallets: z.array(
    z.object({ address: NonEmpty, blockchains: z.optional(z.array(Str)), assets: z.optional(z.array(Str)) }),
  ),
  defaultNetwork: z.optional(Str),
  partnerUserId: NonEmpty,
  defaultExperience: z.literal('buy'),
  presetCryptoAmount: z.optional(Num),
  presetFiatAmount: z.optional(Num),
})

/** POST /v1/generators/onrampurl response (SPEC §7: returns url). */
export const OnrampUrlResponseSchema = z.object({ url: NonEmpty })

/**
 * GET /v1/onramp/options (SPEC §3 "Onramp options": purchaseCurrencies (id,
 * name, symbol, networks with name, display_name, chain_id, contract_address);
 * paymentCurrencies (id, payment_method_limits with id, min, max)). Limits are
 * decimal strings ('10.00').
 */
export const OnrampOptionsResponseSchema = z.object({
  purchaseCurrencies: z.array(
    z.object({
      id: Str,
      name: Str,
      symbol: Str,
      networks: z.array(z.object({ name: Str, display_name: Str, chain_id: Str, contract_address: Str })),
    }),
  ),
  paymentCurrencies: z.array(
    z.object({ id: Str, payment_method_limits: z.array(z.object({ id: Str, min: Str, max: Str })) }),
  ),
})

/** POST /v1/onramp/quote body (SPEC §7: purchaseCurrency, paymentCurrency, amount, network); currencies by id. */
export const OnrampQuoteBodySchema = z.object({
  purchaseCurrency: NonEmpty,
  paymentCurrency: NonEmpty,
  amount: Str,
  network: Str,
})

const Amount = z.object({ amount: Str, currency: Str })

/**
 * POST /v1/onramp/quote response (SPEC §3 "Onramp quote: coinbaseFee,
 * networkFee, paymentSubtotal, paymentTotal, purchaseAmount (each amount and
 * currency), quoteId").
 */
export const OnrampQuoteResponseSchema = z.object({
  coinbaseFee: Amount,
  networkFee: Amount,
  paymentSubtotal: Amount,
  paymentTotal: Amount,
  purchaseAmount: Amount,
  quoteId: Str,
})

/**
 * GET /v1/sessions/{id}. Not shown by the SPEC; defined here: a smart
 * session's permission context id (`pci`), expiry in unix seconds, its
 * permissions and whether it was revoked.
 */
export const SessionResponseSchema = z.object({
  pci: NonEmpty,
  expiry: Num,
  context: z.optional(Str),
  permissions: z.optional(z.array(z.object({ type: Str, data: z.optional(z.unknown()) }))),
  revoked: z.optional(z.boolean()),
})

/** POST /v1/sessions/{id}/revoke body (SPEC §7: pci, signature). */
export const RevokeSessionBodySchema = z.object({ pci: NonEmpty, signature: NonEmpty })

/** POST /v1/sessions/{id}/revoke response. Not shown; defined here: any JSON object (read and ignored). */
export const RevokeSessionResponseSchema = z.object({})

// ---------------------------------------------------------------------------
// Wallet-listing service
// ---------------------------------------------------------------------------

/** A wallet of the listing (SPEC §3: Wallet listing: id, image_id, chains, rdns, name, mobile_link, desktop_link, webapp_link). */
export const WalletListingSchema = walletListingSchema()

/**
 * GET /getWallets?page&entries&include&exclude&search&badge_type&chains
 * (SPEC §7: returns data and count). `include`, `exclude` and `chains` are
 * comma-separated lists (defined here); `count` is the total of the listing.
 */
export const WalletsResponseSchema = z.object({ data: z.array(WalletListingSchema), count: Int.check(z.gte(0)) })

/** GET /getAnalyticsConfig (SPEC §7: returns isAnalyticsEnabled). */
export const AnalyticsConfigResponseSchema = z.object({ isAnalyticsEnabled: z.boolean() })

// ---------------------------------------------------------------------------
// Analytics
// ---------------------------------------------------------------------------

/**
 * The `props` of an analytics event (SPEC §7: props (event plus address)).
 * `type` and `properties` are defined here: always 'track', and the event's
 * own fields (e.g. `{ connected }` on MODAL_OPEN / MODAL_CLOSE).
 */
export const AnalyticsPropsSchema = z.object({
  type: z.literal('track'),
  event: NonEmpty,
  address: z.optional(Str),
  properties: z.optional(z.record(Str, z.union([Str, Num, z.boolean(), z.null()]))),
})

/**
 * POST /e body (SPEC §7: eventId, url, domain, timestamp, props). Defined
 * here: `eventId` a UUID, `timestamp` milliseconds since the epoch.
 */
export const AnalyticsEventBodySchema = z.object({
  eventId: NonEmpty,
  url: Str,
  domain: Str,
  timestamp: Int,
  props: AnalyticsPropsSchema,
})

/** POST /e response. Not shown; defined here: the body is ignored (any status 2xx is success). */
export const AnalyticsEventResponseSchema = z.unknown()

// ---------------------------------------------------------------------------
// The table
// ---------------------------------------------------------------------------

/** Which service a path belongs to: the base URL comes from `endpoints.api | wallets | analytics`. */
export type ApiService = 'api' | 'wallets' | 'analytics'

/** How a response is read: JSON parsed with `response`, or a binary blob (images). */
export type ResponseKind = 'json' | 'blob'

/** One row of API_PATHS. */
export interface ApiPath {
  readonly service: ApiService
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  /** Path template; `{name}` segments are filled from `params` (URI-encoded). */
  readonly path: string
  /** The query names of this path, besides SDK_QUERY which every call carries. */
  readonly query: readonly string[]
  /** Schema of the JSON body (POST), or null. */
  readonly body: z.ZodMiniType | null
  readonly responseKind: ResponseKind
  /** Schema of the JSON response, or null for blobs. */
  readonly response: z.ZodMiniType | null
}

const get = <Q extends readonly string[], R extends z.ZodMiniType>(
  service: ApiService,
  path: string,
  query: Q,
  response: R,
) => ({ service, method: 'GET', path, query, body: null, responseKind: 'json', response }) as const
const post = <B extends z.ZodMiniType, R extends z.ZodMiniType, Q extends readonly string[] = readonly []>(
  service: ApiService,
  path: string,
  body: B,
  response: R,
  query: Q = [] as unknown as Q,
) => ({ service, method: 'POST', path, query, body, responseKind: 'json', response }) as const
const blob = (path: string) =>
  ({ service: 'wallets', method: 'GET', path, query: [], body: null, responseKind: 'blob', response: null }) as const

/**
 * Every path Gatehouse calls (SPEC §7), by name: service, method, path
 * template, query names (besides SDK_QUERY), body schema and response schema.
 * The client and the devnet's reference server both read this table.
 */
export const API_PATHS = {
  // Blockchain data API (SPEC §7 table, in its order)
  supportedChains: get('api', '/v1/supported-chains', [], SupportedChainsResponseSchema),
  identity: get('api', '/v1/identity/{address}', ['sender'], IdentityResponseSchema),
  history: get('api', '/v1/account/{account}/history', ['cursor', 'onramp', 'chainId'], HistoryResponseSchema),
  swapQuotes: get(
    'api',
    '/v1/convert/quotes',
    ['amount', 'userAddress', 'from', 'to', 'gasPrice'],
    SwapQuotesResponseSchema,
  ),
  swapTokens: get('api', '/v1/convert/tokens', ['chainId'], SwapTokensResponseSchema),
  fungiblePrice: post('api', '/v1/fungible/price', FungiblePriceBodySchema, FungiblePriceResponseSchema),
  allowance: get('api', '/v1/convert/allowance', ['tokenAddress', 'userAddress'], AllowanceResponseSchema),
  gasPrice: get('api', '/v1/convert/gas-price', ['chainId'], GasPriceResponseSchema),
  buildTransaction: post(
    'api',
    '/v1/convert/build-transaction',
    BuildTransactionBodySchema,
    BuildTransactionResponseSchema,
  ),
  buildApprove: get('api', '/v1/convert/build-approve', ['userAddress', 'from', 'to'], BuildApproveResponseSchema),
  balance: get('api', '/v1/account/{address}/balance', ['currency', 'chainId', 'forceUpdate'], BalanceResponseSchema),
  nfts: get('api', '/v1/account/{address}/nfts', ['chainId'], NftsResponseSchema),
  profileAccount: get('api', '/v1/profile/account/{name}', ['apiVersion'], ProfileAccountResponseSchema),
  profileReverse: get('api', '/v1/profile/reverse/{address}', ['sender', 'apiVersion'], ProfileReverseResponseSchema),
  nameSuggestions: get('api', '/v1/profile/suggestions/{name}', ['zone'], NameSuggestionsResponseSchema),
  registerName: post('api', '/v1/profile/account', RegisterNameBodySchema, RegisterNameResponseSchema),
  onrampUrl: post('api', '/v1/generators/onrampurl', OnrampUrlBodySchema, OnrampUrlResponseSchema),
  onrampOptions: get('api', '/v1/onramp/options', [], OnrampOptionsResponseSchema),
  onrampQuote: post('api', '/v1/onramp/quote', OnrampQuoteBodySchema, OnrampQuoteResponseSchema),
  session: get('api', '/v1/sessions/{id}', [], SessionResponseSchema),
  revokeSession: post('api', '/v1/sessions/{id}/revoke', RevokeSessionBodySchema, RevokeSessionResponseSchema),
  // Wallet-listing service
  wallets: get(
    'wallets',
    '/getWallets',
    ['page', 'entries', 'include', 'exclude', 'search', 'badge_type', 'chains'],
    WalletsResponseSchema,
  ),
  walletImage: blob('/getWalletImage/{id}'),
  assetImage: blob('/public/getAssetImage/{id}'),
  currencyImage: blob('/public/getCurrencyImage/{id}'),
  tokenImage: blob('/public/getTokenImage/{id}'),
  analyticsConfig: get('wallets', '/getAnalyticsConfig', [], AnalyticsConfigResponseSchema),
  // Analytics
  analyticsEvent: post('analytics', '/e', AnalyticsEventBodySchema, AnalyticsEventResponseSchema),
} as const satisfies Record<string, ApiPath>

/** The name of a path of API_PATHS. */
export type ApiPathName = keyof typeof API_PATHS

type SchemaOf<T> = T extends z.ZodMiniType ? z.infer<T> : never

/** The parsed response of a JSON path. */
export type ApiResponse<K extends ApiPathName> = (typeof API_PATHS)[K]['responseKind'] extends 'blob'
  ? Blob
  : SchemaOf<(typeof API_PATHS)[K]['response']>

/** The body of a POST path. */
export type ApiBody<K extends ApiPathName> = SchemaOf<(typeof API_PATHS)[K]['body']>

/** Types of the main responses, for the client and the reference server. */
export type SupportedChainsResponse = z.infer<typeof SupportedChainsResponseSchema>
export type IdentityResponse = z.infer<typeof IdentityResponseSchema>
export type Transaction = z.infer<typeof TransactionSchema>
export type HistoryResponse = z.infer<typeof HistoryResponseSchema>
export type BalanceResponse = z.infer<typeof BalanceResponseSchema>
export type Nft = z.infer<typeof NftSchema>
export type NftsResponse = z.infer<typeof NftsResponseSchema>
export type GasPriceResponse = z.infer<typeof GasPriceResponseSchema>
export type NameRecord = z.infer<typeof NameRecordSchema>
export type WalletsResponse = z.infer<typeof WalletsResponseSchema>
export type AnalyticsConfigResponse = z.infer<typeof AnalyticsConfigResponseSchema>
export type AnalyticsEventBody = z.infer<typeof AnalyticsEventBodySchema>
