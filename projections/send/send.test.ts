import { describe, expect, it } from 'vitest'
import { createEvent, type EventInput } from '../../src/events/index.js'
import { runProjection, stampEvents } from '../../src/testing/helpers.js'
import { sendProjection } from './send.projection.js'
import { transactionsProjection } from '../transactions/transactions.projection.js'
import { selectSendForm } from './send.selectors.js'
import { selectSendPending } from './sender.selectors.js'

const run = (...events: EventInput[]) => runProjection(sendProjection, stampEvents(events))
const edit = createEvent('SendFormEdited', {
  token: { symbol: 'USDC', address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', chainId: 'eip155:1', decimals: 6 },
  amount: '1.5',
  receiverAddress: '0x8617E340B3D01FA5F11F306F4090FD50E238070D',
})

describe('send projection', () => {
  it('behavior (SPEC §3 "Send state"): edits merge; null clears a field; absent fields stay', () => {
    const state = run(edit, createEvent('SendFormEdited', { amount: null, receiverProfileName: 'bob.eth' }))
    expect(selectSendForm({ send: state })).toEqual({
      token: {
        symbol: 'USDC',
        address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
        chainId: 'eip155:1',
        decimals: 6,
      },
      amount: null,
      receiverAddress: '0x8617E340B3D01FA5F11F306F4090FD50E238070D',
      receiverProfileName: 'bob.eth',
      receiverProfileImage: null,
      gasPrice: null,
      bitcoinFee: null,
      requestId: null,
    })
  })

  it('behavior: an edit of one field leaves the amount and the receiver’s name as they were', () => {
    const state = run(
      edit,
      createEvent('SendFormEdited', { receiverProfileName: 'bob.eth' }),
      createEvent('SendFormEdited', { receiverProfileImage: 'https://x.example/bob.png' }),
    )
    expect(selectSendForm({ send: state })).toMatchObject({
      amount: '1.5',
      receiverProfileName: 'bob.eth',
      receiverProfileImage: 'https://x.example/bob.png',
    })
  })

  it('behavior (SPEC §3 "Send state: loading"): the form waits while its request is on the transaction stack; a failure or a rejection keeps the form', () => {
    const queued = createEvent('TxQueued', {
      requestId: 'r1',
      chainId: 'eip155:1',
      method: 'eth_sendTransaction',
      params: [],
    })
    const state = (...events: EventInput[]) => {
      const stamped = stampEvents([edit, createEvent('SendRequested', { requestId: 'r1' }), ...events])
      return {
        send: runProjection(sendProjection, stamped),
        transactions: runProjection(transactionsProjection, stamped),
      }
    }
    expect(state().send.requestId).toBe('r1')
    expect(selectSendPending(state(queued))).toBe(true)
    expect(
      selectSendPending(
        state(queued, createEvent('TxFailed', { requestId: 'other', error: { name: 'X', shortMessage: 'x' } })),
      ),
    ).toBe(true)
    const failed = state(
      queued,
      createEvent('TxFailed', {
        requestId: 'r1',
        error: { name: 'UserRejectedRequestError', shortMessage: 'x', code: 4001 },
      }),
    )
    expect(selectSendPending(failed)).toBe(false)
    expect(failed.send).toMatchObject({ amount: '1.5', receiverAddress: '0x8617E340B3D01FA5F11F306F4090FD50E238070D' })
    expect(selectSendPending(state(queued, createEvent('TxRejected', { requestId: 'r1' })))).toBe(false)
    expect(
      state(
        queued,
        createEvent('TxSucceeded', { requestId: 'r1', result: '0x' + 'ab'.repeat(32) }),
        createEvent('TokenSent', { chainId: 'eip155:1' }),
      ).send,
    ).toEqual(sendProjection.initial)
  })

  it('behavior (SPEC §3 "Send state … gasPrice"; §7 GET /v1/convert/gas-price): the fetched standard price is kept with its network; a switch clears it', () => {
    const fetched = createEvent('GasPriceFetched', {
      chainId: 'eip155:1',
      standard: '1000000000',
      fast: '2000000000',
      instant: '3000000000',
    })
    expect(run(edit, fetched).gasPrice).toEqual({ chainId: 'eip155:1', wei: '1000000000' })
    expect(run(edit, fetched).amount).toBe('1.5')
    expect(run(fetched, createEvent('NetworkSwitched', { chainId: 'eip155:8453' })).gasPrice).toBeNull()
  })

  it("behavior: a BTC sender's outputs and fee rate are kept for that sender; its own fetch failure clears them, another sender's does not; a switch or a send clears them", () => {
    const chainId = 'bip122:000000000933ea01ad0ee984209779ba'
    const address = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx'
    const fetched = createEvent('BitcoinFeeFetched', { chainId, address, rate: 2.5, outputs: ['10000', '546'] })
    const failed = (who: string) =>
      createEvent('BitcoinFeeFetchFailed', { chainId, address: who, error: { name: 'Error', shortMessage: 'down' } })
    expect(run(edit, fetched).bitcoinFee).toEqual({ chainId, address, rate: 2.5, outputs: ['10000', '546'] })
    expect(run(fetched, failed(address)).bitcoinFee).toBeNull()
    expect(run(fetched, failed('tb1qother')).bitcoinFee).toEqual({
      chainId,
      address,
      rate: 2.5,
      outputs: ['10000', '546'],
    })
    expect(run(fetched, createEvent('NetworkSwitched', { chainId: 'eip155:1' })).bitcoinFee).toBeNull()
    expect(run(fetched, createEvent('TokenSent', { chainId })).bitcoinFee).toBeNull()
  })

  it('behavior (SPEC §4 "Switching the active network … clears the send form")', () => {
    expect(run(edit, createEvent('NetworkSwitched', { chainId: 'eip155:8453' }))).toEqual(sendProjection.initial)
  })

  it('behavior (SPEC §4 "EVM success shows \'Transaction started\' and resets the send form")', () => {
    expect(run(edit, createEvent('TokenSent', { chainId: 'eip155:1' }))).toEqual(sendProjection.initial)
  })
})
