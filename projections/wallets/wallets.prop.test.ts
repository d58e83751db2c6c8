import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { arbEventByType } from '../../src/testing/arbitraries.js'
import { runProjection, stampEvents } from '../../src/testing/helpers.js'
import { walletsProjection } from './wallets.projection.js'

describe('wallets projection properties', () => {
  it('property (SPEC §9 "Recent wallets kept: 2"): at most two, distinct, the last recorded first', () => {
    fc.assert(
      fc.property(fc.array(arbEventByType.RecentWalletRecorded, { minLength: 1, maxLength: 20 }), (inputs) => {
        const { recent } = runProjection(walletsProjection, stampEvents(inputs))
        expect(recent.length).toBeLessThanOrEqual(2)
        expect(new Set(recent.map((w) => w.id)).size).toBe(recent.length)
        expect(recent[0]?.id).toBe(inputs[inputs.length - 1]?.data.wallet.id)
      }),
    )
  })
})
