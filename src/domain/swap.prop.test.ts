import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MAX_SLIPPAGE_PERCENT, minAmountOut, priceImpact, slippageBps, toWhole } from './swap.js'

const amount = fc.bigInt({ min: 0n, max: 2n ** 200n })
// Percentages as a visitor types them: up to two decimals, from 0 to 50.
const percent = fc
  .integer({ min: 0, max: MAX_SLIPPAGE_PERCENT * 100 })
  .map((bps) => `${Math.floor(bps / 100)}${bps % 100 === 0 ? '' : `.${String(bps % 100).padStart(2, '0')}`}`)

describe('swap arithmetic properties', () => {
  it('property: the minimum out is never above the quote and never below it by more than the tolerance (plus rounding)', () => {
    fc.assert(
      fc.property(amount, percent, (out, pct) => {
        const bps = BigInt(slippageBps(pct)!)
        const min = minAmountOut(out, pct)
        expect(min).toBeLessThanOrEqual(out)
        expect(min).toBeGreaterThanOrEqual(0n)
        // min = floor(out × (1 − bps/10000)): out × (10000 − bps) − 10000 < min × 10000 ≤ out × (10000 − bps)
        expect(min * 10_000n).toBeLessThanOrEqual(out * (10_000n - bps))
        expect(min * 10_000n).toBeGreaterThan(out * (10_000n - bps) - 10_000n)
      }),
    )
  })

  it('property: a larger tolerance never gives a larger minimum; a larger quote never a smaller one', () => {
    fc.assert(
      fc.property(amount, amount, percent, percent, (a, b, p, q) => {
        const [lo, hi] = slippageBps(p)! <= slippageBps(q)! ? [p, q] : [q, p]
        expect(minAmountOut(a, hi)).toBeLessThanOrEqual(minAmountOut(a, lo))
        const [small, large] = a <= b ? [a, b] : [b, a]
        expect(minAmountOut(small, p)).toBeLessThanOrEqual(minAmountOut(large, p))
      }),
    )
  })

  it('property: the percentage text and its number give the same basis points', () => {
    fc.assert(
      fc.property(percent, (pct) => {
        expect(slippageBps(Number(pct))).toBe(slippageBps(pct))
      }),
    )
  })

  it('property: price impact is 0 at equal values, positive when the output is worth less, negative when more, and below 1', () => {
    const price = fc.double({ min: 0.001, max: 1e6, noNaN: true })
    const units = fc.bigInt({ min: 1n, max: 10n ** 30n })
    fc.assert(
      fc.property(
        units,
        fc.integer({ min: 0, max: 18 }),
        price,
        units,
        fc.integer({ min: 0, max: 18 }),
        price,
        (fa, fd, fp, ta, td, tp) => {
          const impact = priceImpact({
            fromAmount: fa,
            fromDecimals: fd,
            fromPriceUsd: fp,
            toAmount: ta,
            toDecimals: td,
            toPriceUsd: tp,
          })
          expect(impact).not.toBeNull()
          // 1 − a ratio of positive values: below 1, or 1 where the ratio is below a double's precision.
          expect(impact!).toBeLessThanOrEqual(1)
          const valueIn = toWhole(fa, fd) * fp
          const valueOut = toWhole(ta, td) * tp
          if (valueOut < valueIn * (1 - 1e-9)) expect(impact!).toBeGreaterThan(0)
          if (valueOut > valueIn * (1 + 1e-9)) expect(impact!).toBeLessThan(0)
          const same = priceImpact({
            fromAmount: fa,
            fromDecimals: fd,
            fromPriceUsd: fp,
            toAmount: fa,
            toDecimals: fd,
            toPriceUsd: fp,
          })
          expect(same).toBeCloseTo(0, 9)
        },
      ),
    )
  })
})

describe('parseAmount properties', () => {
  it('property: an amount written in whole units parses back to itself', async () => {
    const { parseAmount } = await import('./swap.js')
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 40n }), fc.integer({ min: 0, max: 24 }), (units, decimals) => {
        const scale = 10n ** BigInt(decimals)
        const text =
          decimals === 0 ? String(units) : `${units / scale}.${String(units % scale).padStart(decimals, '0')}`
        expect(parseAmount(text, decimals)).toBe(units)
      }),
    )
  })
})
