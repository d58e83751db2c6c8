import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { EventInput } from '../../src/events/index.js'
import { arbEventByType } from '../../src/testing/arbitraries.js'
import { runProjection, stampEvents } from '../../src/testing/helpers.js'
import { transactionsProjection } from '../transactions/transactions.projection.js'
import { sendProjection } from './send.projection.js'
import { selectSendPending } from './sender.selectors.js'

const requestId = fc.constantFrom('r1', 'r2', 'r3')
const sendEvent: fc.Arbitrary<EventInput> = fc.oneof(
  { arbitrary: arbEventByType.SendFormEdited, weight: 4 },
  requestId.map((id) => ({ type: 'SendRequested' as const, data: { requestId: id } })),
  requestId.map((id) => ({
    type: 'TxQueued' as const,
    data: { requestId: id, chainId: 'eip155:1' as const, method: 'eth_sendTransaction' },
  })),
  requestId.map((id) => ({ type: 'TxRejected' as const, data: { requestId: id } })),
  requestId.map((id) => ({
    type: 'TxFailed' as const,
    data: { requestId: id, error: { name: 'X', shortMessage: 'x' } },
  })),
  requestId.map((id) => ({ type: 'TxSucceeded' as const, data: { requestId: id, result: '0x01' } })),
  arbEventByType.GasPriceFetched,
  arbEventByType.TokenSent,
  arbEventByType.NetworkSwitched,
)

describe('send projection properties', () => {
  it('property: the form is pending exactly while its last submitted request is queued and unanswered (and no token was sent nor network switched since)', () => {
    fc.assert(
      fc.property(fc.array(sendEvent, { maxLength: 30 }), (inputs) => {
        const stamped = stampEvents(inputs)
        const state = {
          send: runProjection(sendProjection, stamped),
          transactions: runProjection(transactionsProjection, stamped),
        }
        let submitted: string | null = null
        const open = new Set<string>()
        for (const e of inputs) {
          if (e.type === 'SendRequested') submitted = e.data.requestId
          else if (e.type === 'TokenSent' || e.type === 'NetworkSwitched') submitted = null
          else if (e.type === 'TxQueued') open.add(e.data.requestId)
          else if (e.type === 'TxRejected' || e.type === 'TxFailed' || e.type === 'TxSucceeded')
            open.delete(e.data.requestId)
        }
        expect(state.send.requestId).toBe(submitted)
        expect(selectSendPending(state)).toBe(submitted !== null && open.has(submitted))
      }),
    )
  })

  it('property: a sent token or a network switch leaves the initial form, whatever came before', () => {
    fc.assert(
      fc.property(
        fc.array(sendEvent, { maxLength: 20 }),
        fc.oneof(arbEventByType.TokenSent, arbEventByType.NetworkSwitched),
        (before, reset) => {
          expect(runProjection(sendProjection, stampEvents([...before, reset]))).toEqual(sendProjection.initial)
        },
      ),
    )
  })
})
