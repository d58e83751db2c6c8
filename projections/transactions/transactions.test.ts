import { describe, expect, it } from 'vitest'
import { createEvent, type EventInput } from '../../src/events/index.js'
import { runProjection, stampEvents } from '../../src/testing/helpers.js'
import { transactionsProjection } from './transactions.projection.js'
import { selectRequestsToRejectOnClose, selectTransactionPending, selectTransactionStackSize } from './transactions.selectors.js'

const run = (...events: EventInput[]) => runProjection(transactionsProjection, stampEvents(events))
const queued = (requestId: string, method: string, extra: { unsafe?: boolean; embedded?: boolean } = {}) =>
  createEvent('TxQueued', { requestId, chainId: 'eip155:1', method, ...extra })

describe('transactions projection', () => {
  it('behavior (SPEC §4 "Transaction stack"): queued requests stack in order; a repeated id is not queued twice', () => {
    const tx = createEvent('TxQueued', { requestId: 'r1', chainId: 'eip155:1', method: 'eth_sendTransaction', to: '0xdef', value: '1' })
    const events = stampEvents([tx, createEvent('TxQueued', { requestId: 'r2', chainId: 'eip155:1', method: 'personal_sign' }), tx])
    const state = runProjection(transactionsProjection, events)
    expect(state.ids).toEqual(['r1', 'r2'])
    expect(state.byId.r1).toEqual({
      requestId: 'r1',
      chainId: 'eip155:1',
      method: 'eth_sendTransaction',
      from: null,
      to: '0xdef',
      value: '1',
      queuedAt: events[0]?.at,
      unsafe: false,
      embedded: false,
      status: 'awaiting',
    })
  })

  it('behavior (SPEC §4 "on success or error … otherwise pops"): success, failure and rejection take a request off the stack', () => {
    const error = { name: 'UserRejectedRequestError', shortMessage: 'User rejected the request.', code: 4001 }
    const state = run(
      queued('a', 'personal_sign'),
      queued('b', 'eth_sendTransaction'),
      queued('c', 'eth_signTypedData_v4'),
      createEvent('TxSucceeded', { requestId: 'c' }),
      createEvent('TxFailed', { requestId: 'a', error }),
    )
    expect(state.ids).toEqual(['b'])
    expect(selectTransactionStackSize({ transactions: state })).toBe(1)
    expect(run(queued('a', 'personal_sign'), createEvent('TxRejected', { requestId: 'a' })).ids).toEqual([])
    // settling an unknown request changes nothing
    const before = run(queued('a', 'personal_sign'))
    expect(runProjection(transactionsProjection, stampEvents([createEvent('TxSucceeded', { requestId: 'zz' })]), before)).toBe(before)
  })

  it('behavior (SPEC §4 "Closing the modal rejects pending embedded-wallet requests when no transaction is pending; safe methods are not aborted, others are")', () => {
    const state = run(
      queued('safe', 'eth_call', { embedded: true }),
      queued('sign', 'personal_sign', { embedded: true, unsafe: true }),
      queued('external', 'personal_sign', { unsafe: true }),
    )
    expect(selectRequestsToRejectOnClose({ transactions: state }).map((r) => r.requestId)).toEqual(['sign'])
    const pending = run(queued('sign', 'personal_sign', { embedded: true, unsafe: true }), queued('tx', 'eth_sendTransaction', { embedded: true, unsafe: true }), createEvent('TxApproved', { requestId: 'tx' }))
    expect(selectTransactionPending({ transactions: pending })).toBe(true)
    expect(selectRequestsToRejectOnClose({ transactions: pending })).toEqual([])
  })

  it('property-like: the selection keeps its reference while the stack is unchanged', () => {
    const state = run(queued('sign', 'personal_sign', { embedded: true, unsafe: true }))
    expect(selectRequestsToRejectOnClose({ transactions: state })).toBe(selectRequestsToRejectOnClose({ transactions: state }))
  })
})
