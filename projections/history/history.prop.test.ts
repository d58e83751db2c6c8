import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { arbEventByType } from '../../src/testing/arbitraries.js'
import { runProjection, stampEvents } from '../../src/testing/helpers.js'
import { historyProjection } from './history.projection.js'

const historyEvent = fc.oneof(
  { arbitrary: arbEventByType.HistoryFetched, weight: 4 },
  arbEventByType.HistoryFetchStarted,
  arbEventByType.HistoryFetchFailed,
  arbEventByType.HistoryReset,
)

describe('history projection properties', () => {
  it('property: transactionsByYear files every kept transaction with a date once, under its own year and month, newest first', () => {
    fc.assert(
      fc.property(fc.array(historyEvent, { maxLength: 30 }), (inputs) => {
        const state = runProjection(historyProjection, stampEvents(inputs))
        const filed: string[] = []
        for (const [year, months] of Object.entries(state.transactionsByYear)) {
          for (const [month, ids] of Object.entries(months)) {
            const times = ids.map((id) => Date.parse(state.byId[id]?.metadata.minedAt ?? ''))
            for (const [i, t] of times.entries()) {
              expect(new Date(t).getUTCFullYear()).toBe(Number(year))
              expect(new Date(t).getUTCMonth()).toBe(Number(month))
              if (i > 0) expect(t).toBeLessThanOrEqual(times[i - 1] as number)
            }
            filed.push(...ids)
          }
        }
        expect(new Set(filed).size).toBe(filed.length)
        expect(filed.sort()).toEqual(
          state.ids.filter((id) => !Number.isNaN(Date.parse(state.byId[id]?.metadata.minedAt ?? ''))).sort(),
        )
        // only the network in view is kept
        for (const id of state.ids) expect(state.byId[id]?.metadata.chain).toBe(state.lastNetworkInView)
      }),
    )
  })
})
