import { describe, expect, it } from 'vitest'
import { OnrampOptionsResponseSchema, OnrampQuoteResponseSchema } from '../api/schemas.js'
import {
  checkAmount,
  defaultOnrampOptions,
  estimateQuote,
  ESTIMATE_QUOTE_ID,
  feeWithinRange,
  fromCents,
  isOnrampNamespace,
  isRestrictedTimeZone,
  limitsOf,
  ONRAMP_BANK_TRANSFER_LIMITS,
  ONRAMP_CARD_CHAINS,
  ONRAMP_CARD_LIMITS,
  ONRAMP_DEFAULT_CURRENCIES,
  ONRAMP_FEE_PERCENT,
  ONRAMP_NAMESPACES,
  providerFeeCents,
  purchaseCurrenciesOn,
  RESTRICTED_TIMEZONES,
  toCents,
} from './onramp.js'

describe('onramp constants', () => {
  it('SPEC §9: limits, currencies, fee range, card provider chains, namespaces, restricted timezones', () => {
    expect(ONRAMP_CARD_LIMITS).toEqual({ min: '10.00', max: '7500.00' })
    expect(ONRAMP_BANK_TRANSFER_LIMITS).toEqual({ min: '10.00', max: '25000.00' })
    expect(ONRAMP_DEFAULT_CURRENCIES).toEqual(['USD', 'EUR'])
    expect(ONRAMP_FEE_PERCENT).toEqual({ min: 1, max: 2 })
    expect(ONRAMP_CARD_CHAINS).toEqual([
      'ethereum',
      'arbitrum',
      'polygon',
      'berachain',
      'avalanche-c-chain',
      'optimism',
      'celo',
      'base',
    ])
    expect(ONRAMP_NAMESPACES).toEqual(['eip155', 'solana'])
    expect(RESTRICTED_TIMEZONES).toEqual([
      'Asia/Shanghai',
      'Asia/Urumqi',
      'Asia/Chongqing',
      'Asia/Harbin',
      'Asia/Hong_Kong',
      'Asia/Macau',
    ])
  })
})

describe('default options (SPEC §8 fallback)', () => {
  it('default: they match the options schema; USD and EUR with the card and bank transfer limits of SPEC §9', () => {
    const options = defaultOnrampOptions()
    expect(OnrampOptionsResponseSchema.safeParse(options).success).toBe(true)
    expect(options.paymentCurrencies.map((c) => c.id)).toEqual(['USD', 'EUR'])
    for (const id of ['USD', 'EUR']) {
      expect(limitsOf(options, id)).toEqual({ min: '10.00', max: '7500.00' })
      expect(limitsOf(options, id, 'ach_bank_account')).toEqual({ min: '10.00', max: '25000.00' })
    }
  })

  it('behavior: every card provider chain offers its native currency; USDC where Circle issues it; nothing elsewhere', () => {
    const options = defaultOnrampOptions()
    const on = (chainId: `${string}:${string}`) => purchaseCurrenciesOn(options, chainId).map((c) => c.symbol)
    expect(on('eip155:1')).toEqual(['ETH', 'USDC'])
    expect(on('eip155:8453')).toEqual(['ETH', 'USDC'])
    expect(on('eip155:137')).toEqual(['POL', 'USDC'])
    expect(on('eip155:80094')).toEqual(['BERA'])
    expect(on('eip155:42220')).toEqual(['CELO'])
    expect(on('eip155:31337')).toEqual([])
    expect(on('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toEqual([])
    const names = new Set(options.purchaseCurrencies.flatMap((c) => c.networks.map((n) => n.name)))
    expect([...names].sort()).toEqual([...ONRAMP_CARD_CHAINS].sort())
  })

  it('behavior: a Solana network is matched by name', () => {
    const options = {
      purchaseCurrencies: [
        {
          id: 'SOL',
          name: 'Solana',
          symbol: 'SOL',
          networks: [{ name: 'solana', display_name: 'Solana', chain_id: '', contract_address: '' }],
        },
      ],
      paymentCurrencies: [],
    }
    expect(purchaseCurrenciesOn(options, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp').map((c) => c.id)).toEqual(['SOL'])
  })
})

describe('namespaces and regions (SPEC §9)', () => {
  it('behavior: Buy serves eip155 and solana only', () => {
    expect(['eip155', 'solana', 'bip122', 'polkadot'].map((ns) => isOnrampNamespace(ns as never))).toEqual([
      true,
      true,
      false,
      false,
    ])
  })

  it('behavior: Chinese regions, Hong Kong and Macau are restricted, under their IANA links too; Taipei, Tokyo, Singapore and no zone are not', () => {
    for (const tz of [...RESTRICTED_TIMEZONES, 'Asia/Macao', 'Asia/Chungking', 'Asia/Kashgar', 'Hongkong', 'PRC'])
      expect(isRestrictedTimeZone(tz), tz).toBe(true)
    for (const tz of ['Asia/Taipei', 'Asia/Tokyo', 'Asia/Singapore', 'Europe/Berlin', 'UTC', '', undefined])
      expect(isRestrictedTimeZone(tz), String(tz)).toBe(false)
  })
})

describe('amounts and limits (SPEC §9)', () => {
  const card = ONRAMP_CARD_LIMITS

  it('default: whole and 2-decimal amounts convert to cents and back', () => {
    expect(toCents('10')).toBe(1000n)
    expect(toCents('10.5')).toBe(1050n)
    expect(toCents(' 7500.00 ')).toBe(750000n)
    expect(fromCents(1050n)).toBe('10.50')
    expect(fromCents(7n)).toBe('0.07')
    for (const bad of ['', '1.234', '-5', '1e3', '10,50', '.5', 'abc', '1.']) expect(toCents(bad), bad).toBeUndefined()
  })

  it('behavior: the limits are inclusive: 10.00 and 7500.00 pass; 9.99 and 7500.01 do not', () => {
    expect(checkAmount('10.00', card)).toEqual({ ok: true, cents: 1000n })
    expect(checkAmount('7500', card)).toEqual({ ok: true, cents: 750000n })
    expect(checkAmount('9.99', card)).toEqual({ ok: false, problem: 'belowMin' })
    expect(checkAmount('7500.01', card)).toEqual({ ok: false, problem: 'aboveMax' })
    expect(checkAmount('25000', ONRAMP_BANK_TRANSFER_LIMITS)).toMatchObject({ ok: true })
  })

  it('error: empty is required; zero, negative, 3 decimals and words are a format problem', () => {
    expect(checkAmount('  ', card)).toEqual({ ok: false, problem: 'required' })
    for (const bad of ['0', '0.00', '-20', '20.005', 'twenty'])
      expect(checkAmount(bad, card), bad).toEqual({ ok: false, problem: 'format' })
  })
})

describe('fees and the mocked quote (SPEC §8, §9)', () => {
  it('default: the provider fee is 1–2 % of the amount, rounded half up to the cent', () => {
    expect(providerFeeCents(10_000n)).toBe(200n)
    expect(providerFeeCents(10_000n, 1)).toBe(100n)
    expect(providerFeeCents(10_000n, 1.5)).toBe(150n)
    expect(providerFeeCents(1_025n, 2)).toBe(21n) // 20.5 cents → 21
    expect(providerFeeCents(10_000n, 5)).toBe(200n) // clamped to SPEC's range
    expect(providerFeeCents(10_000n, 0)).toBe(100n)
  })

  it('behavior: the estimate charges 2 %, no network fee, and buys at the USD price when one is known', () => {
    const q = estimateQuote({ amountCents: 10_000n, paymentCurrency: 'USD', symbol: 'ETH', priceUsd: 2_000 })
    expect(OnrampQuoteResponseSchema.safeParse(q).success).toBe(true)
    expect(q).toEqual({
      coinbaseFee: { amount: '2.00', currency: 'USD' },
      networkFee: { amount: '0.00', currency: 'USD' },
      paymentSubtotal: { amount: '98.00', currency: 'USD' },
      paymentTotal: { amount: '100.00', currency: 'USD' },
      purchaseAmount: { amount: '0.049000', currency: 'ETH' },
      quoteId: ESTIMATE_QUOTE_ID,
    })
    expect(feeWithinRange(q)).toBe(true)
  })

  it('behavior: without a price, or paid in EUR, the estimate gives the worth in the payment currency', () => {
    expect(estimateQuote({ amountCents: 5_000n, paymentCurrency: 'USD', symbol: 'USDC' }).purchaseAmount).toEqual({
      amount: '49.00',
      currency: 'USD',
    })
    expect(
      estimateQuote({ amountCents: 5_000n, paymentCurrency: 'EUR', symbol: 'USDC', priceUsd: 1 }).purchaseAmount,
    ).toEqual({ amount: '49.00', currency: 'EUR' })
  })

  it('error: a provider fee outside 1–2 % is out of range', () => {
    const q = estimateQuote({ amountCents: 10_000n, paymentCurrency: 'USD', symbol: 'USDC' })
    expect(feeWithinRange({ ...q, coinbaseFee: { amount: '0.50', currency: 'USD' } })).toBe(false)
    expect(feeWithinRange({ ...q, coinbaseFee: { amount: '2.50', currency: 'USD' } })).toBe(false)
    expect(feeWithinRange({ ...q, coinbaseFee: { amount: 'n/a', currency: 'USD' } })).toBe(false)
  })

  it('behavior: a provider fee may be one cent off either end of 1–2 % (rounding), not two', () => {
    const q = estimateQuote({ amountCents: 10_000n, paymentCurrency: 'USD', symbol: 'USDC' })
    const withFee = (amount: string) => feeWithinRange({ ...q, coinbaseFee: { amount, currency: 'USD' } })
    expect([withFee('0.98'), withFee('0.99'), withFee('2.01'), withFee('2.02')]).toEqual([false, true, true, false])
  })

  it("behavior: the estimate's purchase is cut to the token's decimals (6 at most), and a price of 0 is no price", () => {
    // 98.00 USD at 3 USD a unit is 32.666… units.
    const estimate = (decimals: number | undefined, priceUsd: number) =>
      estimateQuote({ amountCents: 10_000n, paymentCurrency: 'USD', symbol: 'X', decimals, priceUsd }).purchaseAmount
    expect(estimate(2, 3)).toEqual({ amount: '32.66', currency: 'X' })
    expect(estimate(0, 3)).toEqual({ amount: '32', currency: 'X' })
    expect(estimate(18, 3)).toEqual({ amount: '32.666666', currency: 'X' })
    expect(estimate(undefined, 0)).toEqual({ amount: '98.00', currency: 'USD' })
  })
})
