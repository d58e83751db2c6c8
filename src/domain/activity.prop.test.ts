import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { arbEventByType } from '../testing/arbitraries.js'
import { classifyTransfers, describeActivity } from './activity.js'

// History items as the bus accepts them (HistoryFetched's arbitrary), operation type and all.
const arbItems = arbEventByType.HistoryFetched.map((e) => e.data.items)

describe('activity properties', () => {
  it('property: every amount is signed by its direction: minus out of the account, plus into it, none otherwise', () => {
    fc.assert(
      fc.property(arbItems, (items) => {
        for (const item of items) {
          const { amounts } = describeActivity(item)
          const transfers = item.transfers ?? []
          const outs = transfers.filter((t) => t.direction === 'out').length
          const ins = transfers.filter((t) => t.direction === 'in').length
          expect(amounts.filter((a) => a.sign === '-')).toHaveLength(outs)
          expect(amounts.filter((a) => a.sign === '+')).toHaveLength(ins)
          // Outs first, then ins: a row reads what left, then what came.
          expect(amounts.map((a) => a.sign).join('')).toMatch(/^-*\+*$/)
          for (const a of amounts.filter((x) => x.sign !== ''))
            expect(a.amount === '' || /^\d+\.\d{3}$/.test(a.amount ?? '')).toBe(true)
        }
      }),
    )
  })

  it('property: what the transfers say is consistent: sent has something out, received only things in, swapped both', () => {
    fc.assert(
      fc.property(arbItems, (items) => {
        for (const item of items) {
          const transfers = item.transfers ?? []
          const kind = classifyTransfers(transfers, item.approvals ?? [])
          const outs = transfers.some((t) => t.direction === 'out')
          const ins = transfers.some((t) => t.direction === 'in')
          if (kind === 'sent' || kind === 'burned') expect([outs, ins]).toEqual([true, false])
          if (kind === 'received' || kind === 'minted') expect([outs, ins]).toEqual([false, true])
          if (kind === 'swapped') expect([outs, ins]).toEqual([true, true])
          if (kind === 'approved' || kind === 'executed') expect([outs, ins]).toEqual([false, false])
        }
      }),
    )
  })

  it('property: describing never throws, on any JSON at all', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(() => describeActivity(value as never)).not.toThrow()
      }),
    )
  })
})
