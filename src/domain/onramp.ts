// Buy (onramp) rules: SPEC §3 options and quote, §8 fallbacks, §9 limits, fee range, card provider chains,
// namespaces and restricted timezones. Constants and pure functions over plain data; only lazy code (the Buy view
// and its effects) imports this module, so none of it is in an app's initial JS.
import type { CaipNetworkId, ChainNamespace } from './caip.js'

/** SPEC §9: onramp default limits, card 10.00 to 7500.00 (USD and EUR). */
export const ONRAMP_CARD_LIMITS = { min: '10.00', max: '7500.00' } as const
/** SPEC §9: onramp default limits, bank transfer 10.00 to 25000.00 (USD and EUR). */
export const ONRAMP_BANK_TRANSFER_LIMITS = { min: '10.00', max: '25000.00' } as const
/** SPEC §9: onramp default limits apply to these fiat currencies. */
export const ONRAMP_DEFAULT_CURRENCIES = ['USD', 'EUR'] as const
/** SPEC §9: two onramp providers, fee 1–2 % (percent). */
export const ONRAMP_FEE_PERCENT = { min: 1, max: 2 } as const
/** SPEC §9: card provider chains. */
export const ONRAMP_CARD_CHAINS = [
  'ethereum',
  'arbitrum',
  'polygon',
  'berachain',
  'avalanche-c-chain',
  'optimism',
  'celo',
  'base',
] as const
/** SPEC §9: onramp namespaces. */
export const ONRAMP_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana']
/** SPEC §9: restricted timezones (Chinese regions, Hong Kong, Macau). */
export const RESTRICTED_TIMEZONES = [
  'Asia/Shanghai',
  'Asia/Urumqi',
  'Asia/Chongqing',
  'Asia/Harbin',
  'Asia/Hong_Kong',
  'Asia/Macau',
] as const

/** SPEC §3 "Onramp options": purchase currencies with their networks, payment currencies with their limits. */
export interface OnrampOptions {
  purchaseCurrencies: OnrampPurchaseCurrency[]
  paymentCurrencies: OnrampPaymentCurrency[]
}

/** A currency that can be bought, on the networks it can be bought on (`contract_address` '' for a native currency). */
export interface OnrampPurchaseCurrency {
  id: string
  name: string
  symbol: string
  networks: { name: string; display_name: string; chain_id: string; contract_address: string }[]
}

/** A currency to pay with, and its limits per payment method (`card`, `ach_bank_account`), as decimal strings. */
export interface OnrampPaymentCurrency {
  id: string
  payment_method_limits: { id: string; min: string; max: string }[]
}

/** An amount of a quote (SPEC §3: each amount and currency). */
export interface OnrampAmount {
  amount: string
  currency: string
}

/** SPEC §3 "Onramp quote". */
export interface OnrampQuote {
  coinbaseFee: OnrampAmount
  networkFee: OnrampAmount
  paymentSubtotal: OnrampAmount
  paymentTotal: OnrampAmount
  purchaseAmount: OnrampAmount
  quoteId: string
}

/**
 * A purchase mined up to this long before the visitor went to the checkout still counts as that checkout's (ours:
 * the page's clock and the chain's differ a little).
 */
export const ONRAMP_CLOCK_SLACK_MS = 60_000

/** The payment method the checkout takes: a card (SPEC §1: buy crypto with a card). */
const CARD_METHOD = 'card'
/** The id of the bank-transfer method in the options (SPEC §9's other default limit). */
const BANK_TRANSFER_METHOD = 'ach_bank_account'
/** The quote id of SPEC §8's mocked quote: a quote with this id is an estimate made here, not the provider's. */
export const ESTIMATE_QUOTE_ID = 'estimate'

// SPEC §9 card provider chains with their chain ids (ours: the SPEC names the chains, their ids are public facts).
const CARD_CHAIN_IDS: Readonly<
  Record<(typeof ONRAMP_CARD_CHAINS)[number], { id: number; display: string; native: string }>
> = {
  ethereum: { id: 1, display: 'Ethereum', native: 'ETH' },
  arbitrum: { id: 42161, display: 'Arbitrum One', native: 'ETH' },
  polygon: { id: 137, display: 'Polygon', native: 'POL' },
  berachain: { id: 80094, display: 'Berachain', native: 'BERA' },
  'avalanche-c-chain': { id: 43114, display: 'Avalanche C-Chain', native: 'AVAX' },
  optimism: { id: 10, display: 'OP Mainnet', native: 'ETH' },
  celo: { id: 42220, display: 'Celo', native: 'CELO' },
  base: { id: 8453, display: 'Base', native: 'ETH' },
}

// Circle's USDC on the card provider chains that have it natively (public contract addresses).
const USDC: Partial<Record<(typeof ONRAMP_CARD_CHAINS)[number], string>> = {
  ethereum: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  arbitrum: '0xaf88d065e77c8cC2239327C5EDb3A432268e5831',
  polygon: '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359',
  'avalanche-c-chain': '0xB97EF9Ef8734C71904D8002F8b6Bc66Dd9c48a6E',
  optimism: '0x0b2C639c533813f4Aa9D7837CAf62653d097Ff85',
  base: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
}

const NATIVE_NAMES: Readonly<Record<string, string>> = {
  ETH: 'Ether',
  POL: 'Polygon',
  BERA: 'Berachain',
  AVAX: 'Avalanche',
  CELO: 'Celo',
}

/**
 * SPEC §8's built-in default options, used when GET /v1/onramp/options fails: each native currency and USDC on
 * SPEC §9's card provider chains, paid in USD or EUR with SPEC §9's default limits (card 10.00–7500.00, bank
 * transfer 10.00–25000.00).
 */
export function defaultOnrampOptions(): OnrampOptions {
  const network = (name: (typeof ONRAMP_CARD_CHAINS)[number], contract: string) => ({
    name,
    display_name: CARD_CHAIN_IDS[name].display,
    chain_id: String(CARD_CHAIN_IDS[name].id),
    contract_address: contract,
  })
  const natives = [...new Set(ONRAMP_CARD_CHAINS.map((c) => CARD_CHAIN_IDS[c].native))]
  return {
    purchaseCurrencies: [
      ...natives.map((symbol) => ({
        id: symbol,
        name: NATIVE_NAMES[symbol] ?? symbol,
        symbol,
        networks: ONRAMP_CARD_CHAINS.filter((c) => CARD_CHAIN_IDS[c].native === symbol).map((c) => network(c, '')),
      })),
      {
        id: 'USDC',
        name: 'USD Coin',
        symbol: 'USDC',
        networks: ONRAMP_CARD_CHAINS.flatMap((c) => (USDC[c] ? [network(c, USDC[c])] : [])),
      },
    ],
    paymentCurrencies: ONRAMP_DEFAULT_CURRENCIES.map((id) => ({
      id,
      payment_method_limits: [
        { id: CARD_METHOD, ...ONRAMP_CARD_LIMITS },
        { id: BANK_TRANSFER_METHOD, ...ONRAMP_BANK_TRANSFER_LIMITS },
      ],
    })),
  }
}

/** SPEC §9: Buy serves these namespaces only (eip155, solana). */
export function isOnrampNamespace(namespace: ChainNamespace): boolean {
  return ONRAMP_NAMESPACES.includes(namespace)
}

// Other names the IANA database keeps for the same zones (links), which a browser may report.
const RESTRICTED_ALIASES = ['Asia/Chungking', 'Asia/Kashgar', 'Asia/Macao', 'Hongkong', 'PRC']

/** SPEC §9: whether the visitor's IANA time zone is a restricted one (Chinese regions, Hong Kong, Macau). */
export function isRestrictedTimeZone(timeZone: string | undefined): boolean {
  if (!timeZone) return false
  return (RESTRICTED_TIMEZONES as readonly string[]).includes(timeZone) || RESTRICTED_ALIASES.includes(timeZone)
}

/** The network of a purchase currency on the active network (matched by eip155 chain id, or by name for Solana), or undefined. */
export function networkOf(
  currency: OnrampPurchaseCurrency,
  chainId: CaipNetworkId,
): OnrampPurchaseCurrency['networks'][number] | undefined {
  const [namespace, reference] = chainId.split(':') as [string, string]
  if (namespace === 'eip155') return currency.networks.find((n) => n.chain_id === reference)
  return currency.networks.find((n) => n.name.toLowerCase() === namespace)
}

/** The purchase currencies that can be bought on the active network (SPEC: the purchase currency on the active network). */
export function purchaseCurrenciesOn(options: OnrampOptions, chainId: CaipNetworkId): OnrampPurchaseCurrency[] {
  return options.purchaseCurrencies.filter((c) => networkOf(c, chainId) !== undefined)
}

/** The limits of a payment method for a payment currency, or undefined when the options give none. */
export function limitsOf(
  options: OnrampOptions,
  paymentCurrency: string,
  method = CARD_METHOD,
): { min: string; max: string } | undefined {
  const limit = options.paymentCurrencies
    .find((c) => c.id === paymentCurrency)
    ?.payment_method_limits.find((l) => l.id === method)
  return limit ? { min: limit.min, max: limit.max } : undefined
}

const FIAT = /^(\d{1,12})(?:\.(\d{1,2}))?$/

/** A fiat amount with at most 2 decimals as a whole number of cents, or undefined. */
export function toCents(amount: string): bigint | undefined {
  const m = FIAT.exec(amount.trim())
  if (!m) return undefined
  return BigInt(m[1] as string) * 100n + BigInt((m[2] ?? '').padEnd(2, '0'))
}

/** Cents as a decimal string with 2 decimals ('1050' → '10.50'). */
export function fromCents(cents: bigint): string {
  const sign = cents < 0n ? '-' : ''
  const abs = cents < 0n ? -cents : cents
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`
}

/** Why an amount to pay is refused. */
export type AmountProblem = 'required' | 'format' | 'belowMin' | 'aboveMax'

/** SPEC §9 limits: an amount to pay, checked against the payment method's min and max (inclusive). */
export function checkAmount(
  amount: string,
  limits: { min: string; max: string },
): { ok: true; cents: bigint } | { ok: false; problem: AmountProblem } {
  if (amount.trim() === '') return { ok: false, problem: 'required' }
  const cents = toCents(amount)
  if (cents === undefined || cents === 0n) return { ok: false, problem: 'format' }
  const min = toCents(limits.min)
  const max = toCents(limits.max)
  if (min !== undefined && cents < min) return { ok: false, problem: 'belowMin' }
  if (max !== undefined && cents > max) return { ok: false, problem: 'aboveMax' }
  return { ok: true, cents }
}

/** SPEC §9: the providers' fee, 1–2 % of the amount paid, in cents (rounded half up); `percent` within that range. */
export function providerFeeCents(totalCents: bigint, percent: number = ONRAMP_FEE_PERCENT.max): bigint {
  const p = Math.min(Math.max(percent, ONRAMP_FEE_PERCENT.min), ONRAMP_FEE_PERCENT.max)
  // Hundredths of a percent keep the arithmetic in integers.
  const basisPoints = BigInt(Math.round(p * 100))
  return (totalCents * basisPoints + 5_000n) / 10_000n
}

/** Whether a quote's provider fee lies within SPEC §9's 1–2 % of its total (one cent of rounding either way). */
export function feeWithinRange(quote: OnrampQuote): boolean {
  const total = toCents(quote.paymentTotal.amount)
  const fee = toCents(quote.coinbaseFee.amount)
  if (total === undefined || fee === undefined) return false
  return (
    fee + 1n >= providerFeeCents(total, ONRAMP_FEE_PERCENT.min) &&
    fee <= providerFeeCents(total, ONRAMP_FEE_PERCENT.max) + 1n
  )
}

/** `value` cut (not rounded) to `places` decimals, as text: an estimate never promises a unit more than it can. */
function floorTo(value: number, places: number): string {
  const [whole, fraction = ''] = value.toFixed(places + 3).split('.') as [string, string?]
  return places === 0 ? whole : `${whole}.${fraction.slice(0, places)}`
}

/**
 * SPEC §8's mocked quote, for when POST /v1/onramp/quote fails: the provider fee at the top of SPEC §9's range
 * (2 %, so the estimate never promises more than a provider gives), no network fee known, and the purchase amount
 * from `priceUsd` when the payment is in USD and a price is known; otherwise the purchase is given as its worth in
 * the payment currency. Its quote id is ESTIMATE_QUOTE_ID, and the view labels it an estimate.
 */
export function estimateQuote(input: {
  amountCents: bigint
  paymentCurrency: string
  symbol: string
  decimals?: number
  priceUsd?: number | null
}): OnrampQuote {
  const { amountCents, paymentCurrency, symbol } = input
  const fee = providerFeeCents(amountCents)
  const subtotal = amountCents - fee
  const money = (cents: bigint) => ({ amount: fromCents(cents), currency: paymentCurrency })
  const price = input.priceUsd
  const places = Math.min(input.decimals ?? 6, 6)
  const purchase =
    paymentCurrency === 'USD' && typeof price === 'number' && Number.isFinite(price) && price > 0
      ? { amount: floorTo(Number(subtotal) / 100 / price, places), currency: symbol }
      : money(subtotal)
  return {
    coinbaseFee: money(fee),
    networkFee: money(0n),
    paymentSubtotal: money(subtotal),
    paymentTotal: money(amountCents),
    purchaseAmount: purchase,
    quoteId: ESTIMATE_QUOTE_ID,
  }
}
