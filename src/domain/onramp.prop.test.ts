import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { checkAmount, estimateQuote, feeWithinRange, fromCents, providerFeeCents, toCents } from './onramp.js'

// Cents up to 100 million units: far past any limit, inside what the 12-digit format takes.
const cents = fc.bigInt({ min: 1n, max: 10_000_000_000n })
const limits = fc
  .tuple(fc.bigInt({ min: 1n, max: 5_000_000n }), fc.bigInt({ min: 0n, max: 5_000_000n }))
  .map(([min, span]) => ({ min: fromCents(min), max: fromCents(min + span) }))

describe('onramp amounts (properties)', () => {
  it('property: fromCents and toCents are inverse on every non-negative cent amount', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 99_999_999_999_999n }), (c) => {
        expect(toCents(fromCents(c))).toBe(c)
      }),
    )
  })

  it('property: an amount passes exactly when it lies within min and max, inclusive; otherwise the side is named', () => {
    fc.assert(
      fc.property(cents, limits, (c, l) => {
        const result = checkAmount(fromCents(c), l)
        const min = toCents(l.min)!
        const max = toCents(l.max)!
        if (c < min) expect(result).toEqual({ ok: false, problem: 'belowMin' })
        else if (c > max) expect(result).toEqual({ ok: false, problem: 'aboveMax' })
        else expect(result).toEqual({ ok: true, cents: c })
      }),
    )
  })

  it('property: the fee lies within 1–2 % of the amount (to the cent), grows with the rate, and never exceeds the amount', () => {
    fc.assert(
      fc.property(cents, fc.double({ min: 1, max: 2, noNaN: true }), (c, rate) => {
        const fee = providerFeeCents(c, rate)
        expect(fee * 100n).toBeGreaterThanOrEqual(c * 1n - 50n)
        expect(fee * 100n).toBeLessThanOrEqual(c * 2n + 50n)
        expect(providerFeeCents(c, 1)).toBeLessThanOrEqual(fee)
        expect(fee).toBeLessThanOrEqual(providerFeeCents(c, 2))
        expect(fee).toBeLessThan(c + 1n)
      }),
    )
  })

  it('property: an estimate adds up: fee + network fee + subtotal = total, its fee is in range, and it buys no more than the subtotal is worth', () => {
    fc.assert(
      fc.property(
        cents,
        fc.constantFrom('USD', 'EUR'),
        fc.option(fc.double({ min: 0.0001, max: 100_000, noNaN: true }), { nil: null }),
        (c, currency, price) => {
          const q = estimateQuote({ amountCents: c, paymentCurrency: currency, symbol: 'ETH', priceUsd: price })
          const sum =
            toCents(q.coinbaseFee.amount)! + toCents(q.networkFee.amount)! + toCents(q.paymentSubtotal.amount)!
          expect(sum).toBe(toCents(q.paymentTotal.amount))
          expect(q.paymentTotal.amount).toBe(fromCents(c))
          expect(feeWithinRange(q)).toBe(true)
          // Floored to 6 decimals: never more than the subtotal buys.
          if (q.purchaseAmount.currency === 'ETH')
            expect(Number(q.purchaseAmount.amount) * price!).toBeLessThanOrEqual(
              (Number(toCents(q.paymentSubtotal.amount)) / 100) * (1 + 1e-12),
            )
          else expect(q.purchaseAmount).toEqual(q.paymentSubtotal)
        },
      ),
    )
  })
})
