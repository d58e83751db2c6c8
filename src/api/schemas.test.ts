import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { fillPath, pathParams } from './paths.js'
import { API_PATHS, MAX_NAME_LENGTH, MAX_URL_LENGTH, type ApiPathName } from './schemas.js'

const tx = { from: 'eip155:1:0x1', to: 'eip155:1:0x2', data: '0x', eip155: { gas: '21000', gasPrice: '1' } }
const name = {
  name: 'alice.reown.id',
  registered: 1,
  updated: 2,
  addresses: { '60': { address: '0xabc' } },
  attributes: [{ avatar: 'x' }],
}
const amount = { amount: '1', currency: 'USD' }

/** One valid response a path, as the reference server would serve it. */
const RESPONSES: Record<
  Exclude<ApiPathName, 'walletImage' | 'assetImage' | 'currencyImage' | 'tokenImage'>,
  unknown
> = {
  supportedChains: { http: ['eip155:1'], ws: [] },
  identity: { name: null, avatar: null },
  history: {
    data: [
      {
        id: 'a',
        metadata: { minedAt: '2024-01-01T00:00:00Z', chain: 'eip155:1' },
        transfers: [{ nft_info: { flags: { is_spam: true } } }],
      },
    ],
    next: null,
  },
  swapQuotes: {
    quotes: [{ id: null, fromAmount: '1', fromAccount: 'eip155:1:0x1', toAmount: '2', toAccount: 'eip155:1:0x2' }],
  },
  swapTokens: { tokens: [{ name: 'Ether', symbol: 'ETH', address: 'eip155:1:0xeeee', decimals: 18, logoUri: 'x' }] },
  fungiblePrice: { fungibles: [{ name: 'Ether', symbol: 'ETH', iconUrl: '', price: 3000 }] },
  allowance: { allowance: '0' },
  gasPrice: { standard: '1', fast: '2', instant: '3' },
  buildTransaction: { tx: { ...tx, amount: '1' } },
  buildApprove: { tx: { ...tx, value: '0' } },
  balance: {
    balances: [
      {
        name: 'Ether',
        symbol: 'ETH',
        chainId: 'eip155:1',
        value: 1,
        price: 1,
        quantity: { decimals: '18', numeric: '1' },
        iconUrl: '',
      },
    ],
  },
  nfts: {
    data: [
      {
        id: 'eip155:1/erc721:0x1/0',
        name: 'Gate',
        collection: { name: 'Gates', address: 'eip155:1:0x1' },
        imageUrl: 'http://127.0.0.1/0.svg',
      },
    ],
  },
  profileAccount: name,
  profileReverse: [name],
  nameSuggestions: { suggestions: [{ name: 'alice', registered: false }] },
  registerName: name,
  onrampUrl: { url: 'https://example.test/buy' },
  onrampOptions: {
    purchaseCurrencies: [
      {
        id: 'eth',
        name: 'Ether',
        symbol: 'ETH',
        networks: [{ name: 'base', display_name: 'Base', chain_id: '8453', contract_address: '' }],
      },
    ],
    paymentCurrencies: [{ id: 'USD', payment_method_limits: [{ id: 'card', min: '10.00', max: '7500.00' }] }],
  },
  onrampQuote: {
    coinbaseFee: amount,
    networkFee: amount,
    paymentSubtotal: amount,
    paymentTotal: amount,
    purchaseAmount: amount,
    quoteId: 'q',
  },
  session: { pci: 'p', expiry: 1 },
  revokeSession: {},
  wallets: { data: [{ id: 'w', name: 'Wallet', image_id: 'i', rdns: null }], count: 1 },
  analyticsConfig: { isAnalyticsEnabled: true },
  analyticsEvent: null,
}

const BODIES = {
  fungiblePrice: { currency: 'usd', addresses: ['eip155:1:0x1'], projectId: 'p' },
  buildTransaction: {
    amount: '1',
    eip155: { slippage: '1' },
    projectId: 'p',
    from: 'a',
    to: 'b',
    userAddress: 'c',
    disableEstimate: true,
  },
  registerName: { coin_type: 60, address: '0x1', message: '{}', signature: '0x2' },
  onrampUrl: {
    destinationWallets: [{ address: '0x1', blockchains: ['base'] }],
    partnerUserId: 'u',
    defaultExperience: 'buy',
  },
  onrampQuote: { purchaseCurrency: 'eth', paymentCurrency: 'USD', amount: '10', network: 'base' },
  revokeSession: { pci: 'p', signature: '0x' },
  analyticsEvent: {
    eventId: 'e',
    url: 'http://x/',
    domain: 'x',
    timestamp: 1,
    props: { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } },
  },
} as const

describe('API_PATHS', () => {
  it('default: every JSON path parses its example response and every POST its example body', () => {
    for (const [key, row] of Object.entries(API_PATHS)) {
      if (row.responseKind === 'blob') {
        expect(row.response).toBeNull()
        continue
      }
      const example = RESPONSES[key as keyof typeof RESPONSES]
      const parsed = (row.response as z.ZodMiniType).safeParse(example)
      expect(parsed.success, `${key}: ${parsed.error?.message}`).toBe(true)
      if (row.method === 'POST') {
        const body = BODIES[key as keyof typeof BODIES]
        expect(body, key).toBeDefined()
        expect((row.body as z.ZodMiniType).safeParse(body).success, key).toBe(true)
      } else expect(row.body).toBeNull()
    }
  })

  it('error: a schema-violating response is refused, not coerced', () => {
    expect(API_PATHS.balance.response.safeParse({ balances: [{ name: 'x' }] }).success).toBe(false)
    expect(API_PATHS.history.response.safeParse({ data: 'nope', next: null }).success).toBe(false)
    expect(API_PATHS.wallets.response.safeParse({ data: [], count: -1 }).success).toBe(false)
    expect(API_PATHS.analyticsConfig.response.safeParse({ isAnalyticsEnabled: 'yes' }).success).toBe(false)
    expect(API_PATHS.gasPrice.response.safeParse(null).success).toBe(false)
  })

  it('error: a name over MAX_NAME_LENGTH (or an avatar URL over MAX_URL_LENGTH) is refused, at the limit it reads', () => {
    const at = 'a'.repeat(MAX_NAME_LENGTH)
    expect(API_PATHS.identity.response.safeParse({ name: at, avatar: null }).success).toBe(true)
    expect(API_PATHS.identity.response.safeParse({ name: `${at}a`, avatar: null }).success).toBe(false)
    expect(API_PATHS.identity.response.safeParse({ name: null, avatar: 'h'.repeat(MAX_URL_LENGTH + 1) }).success).toBe(
      false,
    )
    expect(API_PATHS.profileReverse.response.safeParse([{ name: 'x'.repeat(5_000_000) }]).success).toBe(false)
    expect(API_PATHS.nameSuggestions.response.safeParse({ suggestions: [{ name: `${at}a` }] }).success).toBe(false)
  })

  it('behavior: unknown keys are dropped, listed keys kept', () => {
    const parsed = API_PATHS.identity.response.parse({ name: 'a', avatar: null, extra: 1 })
    expect(parsed).toEqual({ name: 'a', avatar: null })
  })

  it('default: paths start with a slash and the SPEC §7 table is complete (20 data API rows and the NFT path, 6 listing, 1 analytics)', () => {
    const rows = Object.values(API_PATHS)
    for (const row of rows) expect(row.path.startsWith('/')).toBe(true)
    expect(rows.filter((r) => r.service === 'api' && r.path !== API_PATHS.nfts.path)).toHaveLength(20)
    expect(rows.filter((r) => r.service === 'wallets')).toHaveLength(6)
    expect(rows.filter((r) => r.service === 'analytics')).toHaveLength(1)
  })
})

describe('fillPath', () => {
  it('default: fills and encodes parameters', () => {
    expect(pathParams('/v1/account/{account}/history')).toEqual(['account'])
    expect(fillPath('/v1/account/{address}/balance', { address: 'eip155:1:0x a' })).toBe(
      '/v1/account/eip155%3A1%3A0x%20a/balance',
    )
  })

  it('error: a missing or empty parameter gives undefined', () => {
    expect(fillPath('/v1/identity/{address}', {})).toBeUndefined()
    expect(fillPath('/v1/identity/{address}', { address: '' })).toBeUndefined()
  })
})

describe('API_PATH_TEMPLATES', () => {
  it('default: the light table of paths.ts matches API_PATHS row for row', async () => {
    const { API_PATH_TEMPLATES } = await import('./paths.js')
    expect(Object.fromEntries(Object.entries(API_PATHS).map(([k, r]) => [k, [r.service, r.path]]))).toEqual(
      API_PATH_TEMPLATES,
    )
  })
})
