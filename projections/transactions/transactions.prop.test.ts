import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { arbEventByType } from '../../src/testing/arbitraries.js'
import { runProjection, stampEvents } from '../../src/testing/helpers.js'
import { transactionsProjection } from './transactions.projection.js'

// A few request ids, so settlements hit queued requests.
const id = fc.constantFrom('a', 'b', 'c', 'd')
const txEvent = fc.oneof(
  arbEventByType.TxQueued.map((e) => ({ ...e, data: { ...e.data, requestId: 'a' } })),
  fc.tuple(arbEventByType.TxQueued, id).map(([e, requestId]) => ({ ...e, data: { ...e.data, requestId } })),
  id.map((requestId) => ({ type: 'TxApproved' as const, data: { requestId } })),
  id.map((requestId) => ({ type: 'TxSucceeded' as const, data: { requestId } })),
  id.map((requestId) => ({ type: 'TxRejected' as const, data: { requestId } })),
)

describe('transactions projection properties', () => {
  it('property: the stack and the requests by id always hold the same ids, each once', () => {
    fc.assert(
      fc.property(fc.array(txEvent, { maxLength: 40 }), (inputs) => {
        const state = runProjection(transactionsProjection, stampEvents(inputs))
        expect(new Set(state.ids).size).toBe(state.ids.length)
        expect([...state.ids].sort()).toEqual(Object.keys(state.byId).sort())
      }),
    )
  })
})
