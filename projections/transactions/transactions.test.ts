import { describe, expect, it } from 'vitest'
import { createEvent } from '../../src/events/index.js'
import { runProjection, stampEvents } from '../../src/testing/helpers.js'
import { transactionsProjection } from './transactions.projection.js'

describe('transactions projection', () => {
  it('behavior (SPEC §4 "Transaction stack"): queued requests stack in order; a repeated id is not queued twice', () => {
    const tx = createEvent('TxQueued', { requestId: 'r1', chainId: 'eip155:1', method: 'eth_sendTransaction', to: '0xdef', value: '1' })
    const events = stampEvents([tx, createEvent('TxQueued', { requestId: 'r2', chainId: 'eip155:1', method: 'personal_sign' }), tx])
    const state = runProjection(transactionsProjection, events)
    expect(state.ids).toEqual(['r1', 'r2'])
    expect(state.byId.r1).toEqual({ requestId: 'r1', chainId: 'eip155:1', method: 'eth_sendTransaction', from: null, to: '0xdef', value: '1', queuedAt: events[0]?.at })
  })
})
