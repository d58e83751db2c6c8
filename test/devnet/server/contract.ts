// The API's documented contract as the reference servers read it: methods, paths and query names written from
// docs/SPEC.md §7.1 (data API), §7.2 (wallet listing) and §7.3 (analytics), with the body fields SPEC names; the
// response shapes are the server's own (SPEC fixes only `data`/`next` of the history, `url` of the onramp link,
// `data`/`count` of the listing and `isAnalyticsEnabled`). Nothing here comes from the client's src/api tables: a
// client that calls another path, sends another body or expects another shape fails the devnet tests
// (test/devnet/devnet.test.ts parses every reply with the client's schema) and contract.test.ts.
import * as z from 'zod/mini'

const text = z.string()
const filled = z.string().check(z.minLength(1))
const int = z.number().check(z.int())
const decimal = z.string().check(z.regex(/^[0-9]+(\.[0-9]+)?$/))
const caip2 = z.string().check(z.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/))

/** A name record of the registry (GET /v1/profile/account/{name}, the reverse lookup and a registration). */
export const nameRecord = z.object({
  name: filled,
  registered: z.optional(z.number()),
  updated: z.optional(z.number()),
  addresses: z.optional(z.record(text, z.object({ address: filled, created: z.optional(text) }))),
  attributes: z.optional(z.array(z.record(text, text))),
})

/** A name record as the registry stores and answers it. */
export type NameRecord = z.infer<typeof nameRecord>

const transfer = z.object({
  direction: z.enum(['in', 'out', 'self']),
  quantity: z.object({ numeric: decimal }),
  fungible_info: z.nullable(z.object({ name: text, symbol: text })),
  nft_info: z.optional(z.nullable(z.object({ name: text, flags: z.object({ is_spam: z.boolean() }) }))),
  sender: filled,
  recipient: filled,
})

// An approval moves nothing: no direction, no NFT.
const approval = z.object({
  quantity: z.object({ numeric: decimal }),
  fungible_info: z.object({ name: text, symbol: text }),
  nft_info: z.null(),
  sender: filled,
  recipient: filled,
})

const historyItem = z.object({
  id: filled,
  metadata: z.object({ minedAt: filled, chain: caip2, operationType: filled, status: filled, hash: filled }),
  transfers: z.array(transfer),
  approvals: z.optional(z.array(approval)),
})

/** One transaction of a history page. */
export type HistoryItem = z.infer<typeof historyItem>

const builtTransaction = z.object({
  from: filled,
  to: filled,
  data: filled,
  amount: z.optional(text),
  value: z.optional(text),
  eip155: z.optional(z.object({ gas: z.union([text, z.number()]), gasPrice: decimal })),
})

const amount = z.object({ amount: decimal, currency: filled })

const walletEntry = z.object({
  id: filled,
  name: filled,
  image_id: z.optional(text),
  chains: z.optional(z.array(text)),
  rdns: z.optional(z.nullable(text)),
  mobile_link: z.optional(z.nullable(text)),
  desktop_link: z.optional(z.nullable(text)),
  webapp_link: z.optional(z.nullable(text)),
})

/** NFTs a reply of the NFT path holds at most (ours, with the path). */
export const NFTS_PER_REPLY = 200

const nft = z.object({
  id: filled,
  name: text,
  collection: z.object({ name: text, address: filled }),
  imageUrl: z.nullable(z.string().check(z.regex(/^https?:\/\//))),
})

/** An NFT as the NFT path answers it. */
export type Nft = z.infer<typeof nft>

const analyticsEvent = z.object({
  eventId: filled,
  url: text,
  domain: text,
  timestamp: int,
  props: z.object({
    type: z.literal('track'),
    event: filled,
    address: z.optional(text),
    properties: z.optional(z.record(text, z.union([text, z.number(), z.boolean(), z.null()]))),
  }),
})

/** The body of an analytics event (SPEC §7.3). */
export type AnalyticsEventBody = z.infer<typeof analyticsEvent>

/** One documented path: the service that answers it, method, path template, query names, body and reply. */
export interface ContractPath {
  readonly service: 'api' | 'wallets' | 'analytics'
  readonly method: 'GET' | 'POST'
  readonly path: string
  /** The query names SPEC lists for the path (besides the sdk type, sdk version and project id every call has). */
  readonly query: readonly string[]
  readonly body: z.ZodMiniType | null
  /** The JSON reply; null for an image (a blob). */
  readonly response: z.ZodMiniType | null
}

const get = (
  service: ContractPath['service'],
  path: string,
  query: readonly string[],
  response: z.ZodMiniType | null,
): ContractPath => ({ service, method: 'GET', path, query, body: null, response })
const post = (
  service: ContractPath['service'],
  path: string,
  body: z.ZodMiniType,
  response: z.ZodMiniType,
): ContractPath => ({ service, method: 'POST', path, query: [], body, response })

/** SPEC §7: the query parameters every call carries (sdk type, sdk version, project id). */
export const SDK_PARAMS = ['projectId', 'st', 'sv'] as const

/** Every documented path, SPEC §7.1's table in its order, then §7.2 and §7.3. */
export const CONTRACT = {
  supportedChains: get('api', '/v1/supported-chains', [], z.object({ http: z.array(caip2), ws: z.array(caip2) })),
  identity: get(
    'api',
    '/v1/identity/{address}',
    ['sender'],
    z.object({ name: z.nullable(text), avatar: z.nullable(text) }),
  ),
  history: get(
    'api',
    '/v1/account/{account}/history',
    ['cursor', 'onramp', 'chainId'],
    z.object({ data: z.array(historyItem), next: z.nullable(text) }),
  ),
  swapQuotes: get(
    'api',
    '/v1/convert/quotes',
    ['amount', 'userAddress', 'from', 'to', 'gasPrice'],
    z.object({
      quotes: z.array(
        z.object({
          id: z.optional(z.nullable(text)),
          fromAmount: decimal,
          fromAccount: filled,
          toAmount: decimal,
          toAccount: filled,
        }),
      ),
    }),
  ),
  swapTokens: get(
    'api',
    '/v1/convert/tokens',
    ['chainId'],
    z.object({
      tokens: z.array(
        z.object({
          name: filled,
          symbol: filled,
          address: filled,
          decimals: int,
          logoUri: z.optional(text),
          eip2612: z.optional(z.boolean()),
        }),
      ),
    }),
  ),
  fungiblePrice: post(
    'api',
    '/v1/fungible/price',
    z.object({ currency: z.literal('usd'), addresses: z.array(filled), projectId: filled }),
    z.object({ fungibles: z.array(z.object({ name: text, symbol: text, iconUrl: text, price: z.number() })) }),
  ),
  allowance: get('api', '/v1/convert/allowance', ['tokenAddress', 'userAddress'], z.object({ allowance: decimal })),
  gasPrice: get(
    'api',
    '/v1/convert/gas-price',
    ['chainId'],
    z.object({ standard: decimal, fast: decimal, instant: decimal }),
  ),
  buildTransaction: post(
    'api',
    '/v1/convert/build-transaction',
    z.object({
      amount: decimal,
      eip155: z.object({ slippage: z.union([text, z.number()]) }),
      projectId: filled,
      from: filled,
      to: filled,
      userAddress: filled,
      disableEstimate: z.optional(z.boolean()),
    }),
    z.object({ tx: builtTransaction }),
  ),
  buildApprove: get(
    'api',
    '/v1/convert/build-approve',
    ['userAddress', 'from', 'to'],
    z.object({ tx: builtTransaction }),
  ),
  balance: get(
    'api',
    '/v1/account/{address}/balance',
    ['currency', 'chainId', 'forceUpdate'],
    z.object({
      balances: z.array(
        z.object({
          name: text,
          symbol: filled,
          chainId: caip2,
          address: z.optional(text),
          value: z.number(),
          price: z.number(),
          quantity: z.object({ decimals: z.string().check(z.regex(/^[0-9]+$/)), numeric: decimal }),
          iconUrl: text,
        }),
      ),
    }),
  ),
  // Ours, not SPEC's (§7.1 has no NFT path): the Account view's NFTs tab.
  nfts: get(
    'api',
    '/v1/account/{address}/nfts',
    ['chainId'],
    z.object({ data: z.array(nft).check(z.maxLength(NFTS_PER_REPLY)) }),
  ),
  profileAccount: get('api', '/v1/profile/account/{name}', ['apiVersion'], nameRecord),
  profileReverse: get('api', '/v1/profile/reverse/{address}', ['sender', 'apiVersion'], z.array(nameRecord)),
  nameSuggestions: get(
    'api',
    '/v1/profile/suggestions/{name}',
    ['zone'],
    z.object({ suggestions: z.array(z.object({ name: filled, registered: z.optional(z.boolean()) })) }),
  ),
  registerName: post(
    'api',
    '/v1/profile/account',
    z.object({ coin_type: int, address: filled, message: filled, signature: filled }),
    nameRecord,
  ),
  onrampUrl: post(
    'api',
    '/v1/generators/onrampurl',
    z.object({
      destinationWallets: z.array(
        z.object({ address: filled, blockchains: z.optional(z.array(text)), assets: z.optional(z.array(text)) }),
      ),
      defaultNetwork: z.optional(text),
      partnerUserId: filled,
      defaultExperience: z.literal('buy'),
      presetCryptoAmount: z.optional(z.number()),
      presetFiatAmount: z.optional(z.number()),
    }),
    z.object({ url: filled }),
  ),
  onrampOptions: get(
    'api',
    '/v1/onramp/options',
    [],
    z.object({
      purchaseCurrencies: z.array(
        z.object({
          id: filled,
          name: text,
          symbol: filled,
          networks: z.array(z.object({ name: filled, display_name: text, chain_id: filled, contract_address: text })),
        }),
      ),
      paymentCurrencies: z.array(
        z.object({ id: filled, payment_method_limits: z.array(z.object({ id: filled, min: decimal, max: decimal })) }),
      ),
    }),
  ),
  onrampQuote: post(
    'api',
    '/v1/onramp/quote',
    z.object({ purchaseCurrency: filled, paymentCurrency: filled, amount: text, network: text }),
    z.object({
      coinbaseFee: amount,
      networkFee: amount,
      paymentSubtotal: amount,
      paymentTotal: amount,
      purchaseAmount: amount,
      quoteId: filled,
    }),
  ),
  session: get(
    'api',
    '/v1/sessions/{id}',
    [],
    z.object({
      pci: filled,
      expiry: z.number(),
      context: z.optional(text),
      permissions: z.optional(z.array(z.object({ type: filled, data: z.optional(z.unknown()) }))),
      revoked: z.optional(z.boolean()),
    }),
  ),
  revokeSession: post('api', '/v1/sessions/{id}/revoke', z.object({ pci: filled, signature: filled }), z.object({})),
  // SPEC §7.2: the wallet-listing service.
  wallets: get(
    'wallets',
    '/getWallets',
    ['page', 'entries', 'include', 'exclude', 'search', 'badge_type', 'chains'],
    z.object({ data: z.array(walletEntry), count: int.check(z.gte(0)) }),
  ),
  walletImage: get('wallets', '/getWalletImage/{id}', [], null),
  assetImage: get('wallets', '/public/getAssetImage/{id}', [], null),
  currencyImage: get('wallets', '/public/getCurrencyImage/{id}', [], null),
  tokenImage: get('wallets', '/public/getTokenImage/{id}', [], null),
  analyticsConfig: get('wallets', '/getAnalyticsConfig', [], z.object({ isAnalyticsEnabled: z.boolean() })),
  // SPEC §7.3: analytics.
  analyticsEvent: post('analytics', '/e', analyticsEvent, z.unknown()),
} as const satisfies Record<string, ContractPath>

/** The name of a documented path. */
export type ContractName = keyof typeof CONTRACT
