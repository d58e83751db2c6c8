import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { floorDecimals, formatActivityAmount, formatBalance, formatTokenBalance } from './display.js'
import { formatUsd, totalUsdCents, usdCents } from './usd.js'

// A decimal string as the data API and formatUnits write amounts: whole part and up to 18 decimals.
const arbDecimal = fc
  .tuple(fc.bigInt({ min: 0n, max: 10n ** 30n }), fc.stringMatching(/^[0-9]{0,18}$/))
  .map(([whole, fraction]) => (fraction ? `${whole}.${fraction}` : `${whole}`))

/** Exact value of a decimal string as a fraction over 10^18 (no float on the way). */
const scaled = (text: string): bigint => {
  const [whole, fraction = ''] = text.split('.')
  return BigInt(whole!) * 10n ** 18n + BigInt(fraction.padEnd(18, '0').slice(0, 18) || '0')
}

describe('display rule properties', () => {
  it('property: SPEC §9 each rule floors: the shown amount has its decimals, is never above the amount and less than one last digit below it', () => {
    fc.assert(
      fc.property(arbDecimal, (value) => {
        for (const [format, decimals] of [
          [formatBalance, 3],
          [formatTokenBalance, 2],
          [formatActivityAmount, 3],
        ] as const) {
          const shown = format(value)
          expect(shown).toMatch(new RegExp(`^\\d+\\.\\d{${decimals}}$`))
          const gap = scaled(value) - scaled(shown)
          expect(gap >= 0n).toBe(true)
          expect(gap < 10n ** BigInt(18 - decimals)).toBe(true)
        }
      }),
    )
  })

  it('property: a coarser rule is a prefix of a finer one (the Tokens row never disagrees with the header on the digits both show)', () => {
    fc.assert(
      fc.property(arbDecimal, (value) => {
        expect(formatBalance(value).startsWith(formatTokenBalance(value))).toBe(true)
        expect(floorDecimals(value, 0)).toBe(formatTokenBalance(value).split('.')[0])
      }),
    )
  })

  it('property: the USD total of any rows is exactly the sum of the cents the rows show', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.double({ min: 0, max: 1e9, noNaN: true }), fc.constant(Number.NaN), fc.constant(-1)), {
          maxLength: 12,
        }),
        (values) => {
          const total = totalUsdCents(values)
          expect(total).toBe(values.reduce((sum: number, v) => sum + usdCents(v), 0))
          const parse = (text: string) => Math.round(Number(text.replace(/[$,]/g, '')) * 100)
          expect(parse(formatUsd(total))).toBe(
            values.reduce((sum: number, v) => sum + parse(formatUsd(usdCents(v))), 0),
          )
        },
      ),
    )
  })
})
