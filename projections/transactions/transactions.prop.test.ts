import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { EventInput } from '../../src/events/index.js'
import { arbEventByType } from '../../src/testing/arbitraries.js'
import { runProjection, stampEvents } from '../../src/testing/helpers.js'
import { transactionsProjection } from './transactions.projection.js'

// A few request ids, so settlements hit queued requests.
const id = fc.constantFrom('a', 'b', 'c', 'd')
const settle = fc.constantFrom('TxSucceeded' as const, 'TxFailed' as const, 'TxRejected' as const)
const error = { name: 'UserRejectedRequestError', shortMessage: 'User rejected the request.', code: 4001 }
const txEvent: fc.Arbitrary<EventInput> = fc.oneof(
  fc
    .tuple(arbEventByType.TxQueued, id, fc.boolean())
    .map(([e, requestId, ephemeral]) => ({ ...e, data: { ...e.data, requestId }, ephemeral })),
  id.map((requestId) => ({ type: 'TxApproved' as const, data: { requestId } })),
  fc
    .tuple(settle, id)
    .map(([type, requestId]) =>
      type === 'TxFailed' ? { type, data: { requestId, error } } : ({ type, data: { requestId } } as EventInput),
    ),
)

/** The stack as a plain list: what SPEC §4 says, without the read model's bookkeeping. */
function model(events: readonly EventInput[]): Array<{ id: string; status: 'awaiting' | 'pending' }> {
  const stack: Array<{ id: string; status: 'awaiting' | 'pending' }> = []
  for (const e of events) {
    const requestId = (e.data as { requestId: string }).requestId
    const i = stack.findIndex((r) => r.id === requestId)
    if (e.type === 'TxQueued') {
      if (!e.ephemeral && i < 0) stack.push({ id: requestId, status: 'awaiting' })
    } else if (e.type === 'TxApproved') {
      if (i >= 0) stack[i] = { id: requestId, status: 'pending' }
    } else if (i >= 0) stack.splice(i, 1)
  }
  return stack
}

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

  it('property: the stack is the model of SPEC §4: logged requests in arrival order until they settle, none dropped, none ephemeral', () => {
    fc.assert(
      fc.property(fc.array(txEvent, { maxLength: 60 }), (inputs) => {
        const state = runProjection(transactionsProjection, stampEvents(inputs))
        expect(state.ids.map((i) => ({ id: i, status: state.byId[i]?.status }))).toEqual(model(inputs))
      }),
    )
  })

  it('property: a queued request keeps its data as it was queued (params for the view), whatever else happens', () => {
    fc.assert(
      fc.property(arbEventByType.TxQueued, fc.array(txEvent, { maxLength: 20 }), (queued, rest) => {
        const q = { ...queued, data: { ...queued.data, requestId: 'kept' } }
        const state = runProjection(transactionsProjection, stampEvents([q, ...rest]))
        const { queuedAt: _at, status: _status, ...data } = state.byId.kept ?? ({} as never)
        expect(data).toEqual(q.data)
      }),
    )
  })
})
