import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { chooseCoins, DUST_SATS, maxSendable, transferVsize } from './bitcoinFee.js'

const values = fc.array(fc.bigInt({ min: 1n, max: 10n ** 8n }), { maxLength: 8 })
const rate = fc.double({ min: 0.25, max: 500, noNaN: true })
const sum = (xs: readonly bigint[]) => xs.reduce((a, b) => a + b, 0n)
const minFee = (rate: number, inputs: number, outputs: 1 | 2) =>
  BigInt(Math.ceil(rate * transferVsize(inputs, outputs)))

describe('Bitcoin coins and fee', () => {
  it('default: 10,000 of one 15,000-sat output at 2 sat/vB: that output, 330 sats of fee (165 vbytes), 4,670 back as change', () => {
    expect(chooseCoins([5_000n, 15_000n], 10_000n, 2)).toEqual({ inputs: [1], fee: 330n, change: 4_670n })
  })

  it('behavior: change below dust is no output; what is left goes to the fee', () => {
    // 15,000 - 14,300 = 700: the fee with change (330) would leave 370 of change, below 546; one output costs 244.
    expect(chooseCoins([15_000n], 14_300n, 2)).toEqual({ inputs: [0], fee: 700n, change: 0n })
  })

  it('property: a choice spends the largest outputs first, pays the amount, at least its size at the rate, and leaves change of at least dust or none', () => {
    fc.assert(
      fc.property(values, rate, fc.bigInt({ min: 0n, max: 10n ** 9n }), (vs, r, sats) => {
        const choice = chooseCoins(vs, sats, r)
        const sorted = [...vs].sort((x, y) => (x === y ? 0 : x > y ? -1 : 1))
        if (choice === null) {
          // Not even every output, to the receiver alone, pays it.
          expect(sum(vs) - sats < minFee(r, Math.max(vs.length, 1), 1) || vs.length === 0).toBe(true)
          return
        }
        const spent = choice.inputs.map((i) => vs[i] as bigint)
        expect(new Set(choice.inputs).size).toBe(choice.inputs.length)
        expect([...spent].sort((x, y) => (x === y ? 0 : x > y ? -1 : 1))).toEqual(sorted.slice(0, spent.length))
        expect(sum(spent)).toBe(sats + choice.fee + choice.change)
        expect(choice.change === 0n || choice.change >= DUST_SATS).toBe(true)
        expect(choice.fee >= minFee(r, spent.length, choice.change === 0n ? 1 : 2)).toBe(true)
      }),
      { numRuns: 2_000 },
    )
  })

  it('property: Max is paid and one sat more is not (an output worth less than its own fee is left out)', () => {
    fc.assert(
      fc.property(values, rate, (vs, r) => {
        const max = maxSendable(vs, r)
        if (max > 0n) expect(chooseCoins(vs, max, r)).not.toBeNull()
        expect(chooseCoins(vs, max + 1n, r)).toBeNull()
      }),
      { numRuns: 2_000 },
    )
  })

  it('edge: no outputs send nothing; a lone output smaller than its fee gives a Max of 0', () => {
    expect(maxSendable([], 5)).toBe(0n)
    expect(chooseCoins([], 0n, 5)).toBeNull()
    expect(maxSendable([100n], 5)).toBe(0n)
  })
})
