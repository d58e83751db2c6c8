import { describe, expect, it } from 'vitest'
import {
  isSwapNetwork,
  minAmountOut,
  networkFeeUsd,
  parseAmount,
  priceImpact,
  slippageBps,
  swapRate,
  toWhole,
} from './swap.js'

describe('swap arithmetic', () => {
  it('default (SPEC §9 slippage 1): 1 % off, rounded down', () => {
    expect(slippageBps('1')).toBe(100)
    expect(minAmountOut(1_000_000n, '1')).toBe(990_000n)
    expect(minAmountOut(999n, 1)).toBe(989n) // 989.01 rounded down
  })

  it('behavior: fractional percentages count whole basis points (0.29 % is 29 bps, not 28.99…)', () => {
    expect(slippageBps('0.29')).toBe(29)
    expect(slippageBps('.5')).toBe(50)
    expect(slippageBps('.25')).toBe(25)
    expect(slippageBps(' 1.5 ')).toBe(150) // as typed, with spaces around
    expect(slippageBps('0.555')).toBe(55)
    expect(slippageBps(0)).toBe(0)
    expect(slippageBps('50')).toBe(5000)
  })

  it('error: a slippage that is not a percentage from 0 to 50 is refused', () => {
    for (const bad of ['', '-1', '50.01', 'abc', '1e2', '1e1', '+5', ' ', '1.2.3', NaN, Infinity, -0.5])
      expect(slippageBps(bad as never), String(bad)).toBeNull()
    expect(() => minAmountOut(10n, '51')).toThrow(RangeError)
  })

  it('behavior (SPEC §9 swap networks): eip155 ids of the list only', () => {
    expect(isSwapNetwork('eip155:1')).toBe(true)
    expect(isSwapNetwork('eip155:8453')).toBe(true)
    expect(isSwapNetwork('eip155:1313161554')).toBe(true)
    expect(isSwapNetwork('eip155:31337')).toBe(false)
    expect(isSwapNetwork('eip155:84532')).toBe(false)
    expect(isSwapNetwork('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe(false)
    expect(isSwapNetwork(null)).toBe(false)
    // The whole id must be eip155:<chain>, not merely contain one.
    expect(isSwapNetwork('xeip155:1')).toBe(false)
    expect(isSwapNetwork('eip155:1/x')).toBe(false)
  })

  it('behavior: price impact is 1 − value out / value in at USD prices; unknown prices give null', () => {
    // 1 ETH (3000 USD) for 2970 USDC: 1 % impact.
    expect(
      priceImpact({
        fromAmount: 10n ** 18n,
        fromDecimals: 18,
        fromPriceUsd: 3000,
        toAmount: 2_970_000_000n,
        toDecimals: 6,
        toPriceUsd: 1,
      }),
    ).toBeCloseTo(0.01, 12)
    expect(
      priceImpact({ fromAmount: 0n, fromDecimals: 18, fromPriceUsd: 3000, toAmount: 1n, toDecimals: 6, toPriceUsd: 1 }),
    ).toBeNull()
    expect(
      priceImpact({ fromAmount: 1n, fromDecimals: 18, fromPriceUsd: 0, toAmount: 1n, toDecimals: 6, toPriceUsd: 1 }),
    ).toBeNull()
    expect(
      priceImpact({ fromAmount: 1n, fromDecimals: 18, fromPriceUsd: 1, toAmount: 1n, toDecimals: 6, toPriceUsd: 0 }),
    ).toBeNull()
  })

  it('behavior: rate, whole units and the network fee in USD', () => {
    expect(swapRate(2n * 10n ** 18n, 18, 6_000_000_000n, 6)).toBe(3000)
    expect(swapRate(0n, 18, 1n, 6)).toBeNull()
    expect(toWhole(1_500_000n, 6)).toBe(1.5)
    expect(toWhole('123', 0)).toBe(123)
    // 150,000 gas at 2 gwei, ETH at 3000 USD: 0.0003 ETH = 0.9 USD.
    expect(networkFeeUsd(150_000n, 2_000_000_000n, 3000)).toBeCloseTo(0.9, 12)
  })
})

describe('parseAmount', () => {
  it('default: whole units as the smallest unit', () => {
    expect(parseAmount('1.5', 6)).toBe(1_500_000n)
    expect(parseAmount('.25', 18)).toBe(25n * 10n ** 16n)
    expect(parseAmount('10.', 0)).toBe(10n)
    expect(parseAmount(' 0.010 ', 2)).toBe(1n)
    expect(parseAmount('0', 6)).toBe(0n)
    // Trailing zeros are not precision: 1.500 of a 1-decimal token is 15.
    expect(parseAmount('1.500', 1)).toBe(15n)
  })

  it('error: empty, not a number, or finer than the smallest unit', () => {
    for (const bad of ['', '.', 'abc', '1,5', '-1', '1e3', '1.2.3', '0x10']) expect(parseAmount(bad, 6), bad).toBeNull()
    expect(parseAmount('0.0000001', 6)).toBeNull()
  })
})
