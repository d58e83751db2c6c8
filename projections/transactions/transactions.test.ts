import { describe, expect, it } from 'vitest'
import { createEvent, type EventInput } from '../../src/events/index.js'
import { runProjection, stampEvents } from '../../src/testing/helpers.js'
import { transactionsProjection } from './transactions.projection.js'
import { selectTransactionStackSize } from './transactions.selectors.js'

const run = (...events: EventInput[]) => runProjection(transactionsProjection, stampEvents(events))
const queued = (requestId: string, method: string, params?: unknown) =>
  createEvent('TxQueued', { requestId, chainId: 'eip155:1', method, ...(params === undefined ? {} : { params }) })

describe('transactions projection', () => {
  it('behavior (SPEC §4 "Transaction stack"): queued requests stack in order with their params, awaiting approval; a repeated id is not queued twice', () => {
    const params = [{ from: '0xabc', to: '0xdef', value: '0x1' }]
    const tx = createEvent('TxQueued', {
      requestId: 'r1',
      chainId: 'eip155:1',
      method: 'eth_sendTransaction',
      namespace: 'eip155',
      params,
    })
    const events = stampEvents([tx, queued('r2', 'personal_sign', ['0x68656c6c6f', '0xabc']), tx])
    const state = runProjection(transactionsProjection, events)
    expect(state.ids).toEqual(['r1', 'r2'])
    expect(state.byId.r1).toEqual({
      requestId: 'r1',
      chainId: 'eip155:1',
      method: 'eth_sendTransaction',
      namespace: 'eip155',
      params,
      queuedAt: events[0]?.at,
      status: 'awaiting',
    })
    expect(state.byId.r2?.params).toEqual(['0x68656c6c6f', '0xabc'])
  })

  it('behavior: an approved request is pending with the wallet; approving an unknown request changes nothing', () => {
    const state = run(queued('a', 'personal_sign'), createEvent('TxApproved', { requestId: 'a' }))
    expect(state.byId.a?.status).toBe('pending')
    expect(
      runProjection(transactionsProjection, stampEvents([createEvent('TxApproved', { requestId: 'zz' })]), state),
    ).toBe(state)
  })

  it('behavior (SPEC §4 "on success or error … otherwise pops"): success, failure and rejection take a request off the stack', () => {
    const error = { name: 'UserRejectedRequestError', shortMessage: 'User rejected the request.', code: 4001 }
    const state = run(
      queued('a', 'personal_sign'),
      queued('b', 'eth_sendTransaction'),
      queued('c', 'eth_signTypedData_v4'),
      createEvent('TxSucceeded', { requestId: 'c', result: '0x' + '1'.repeat(130) }),
      createEvent('TxFailed', { requestId: 'a', error }),
    )
    expect(state.ids).toEqual(['b'])
    expect(selectTransactionStackSize({ transactions: state })).toBe(1)
    expect(run(queued('a', 'personal_sign'), createEvent('TxRejected', { requestId: 'a' })).ids).toEqual([])
    // settling an unknown request changes nothing
    const before = run(queued('a', 'personal_sign'))
    expect(
      runProjection(transactionsProjection, stampEvents([createEvent('TxSucceeded', { requestId: 'zz' })]), before),
    ).toBe(before)
  })

  it('behavior: read-only requests travel as ephemeral events and never enter the stack (a replay of the log would not see them)', () => {
    const state = run(
      createEvent(
        'TxQueued',
        { requestId: 'ro', chainId: 'eip155:1', method: 'eth_call', params: [{ to: '0xabc' }] },
        { ephemeral: true },
      ),
    )
    expect(state.ids).toEqual([])
  })

  it('behavior (SPEC §9 "Pending transactions limit 99"): nothing is dropped here; the 100th request is on the stack until the request effect fails it', () => {
    const events = Array.from({ length: 100 }, (_, i) => queued(`r${i}`, 'personal_sign'))
    const state = run(...events)
    expect(state.ids).toHaveLength(100)
    const failed = runProjection(
      transactionsProjection,
      stampEvents([
        createEvent('TxFailed', {
          requestId: 'r99',
          error: { name: 'LimitExceededRpcError', shortMessage: 'Limit exceeded', code: -32005 },
        }),
      ]),
      state,
    )
    expect(failed.ids).toHaveLength(99)
    expect(failed.ids.at(-1)).toBe('r98')
  })
})
