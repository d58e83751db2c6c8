import { describe, expect, it } from 'vitest'
import { createEvent, type EventInput } from '../../src/events/index.js'
import { runProjection, stampEvents } from '../../src/testing/helpers.js'
import { connectionProjection } from '../connection/connection.projection.js'
import { walletsProjection } from '../wallets/wallets.projection.js'
import {
  requestsToRejectOnClose,
  selectApprovalStack,
  selectRequestToApprove,
  selectTransactionPending,
} from './approval.selectors.js'
import { selectRequestsToRejectOnClose } from './closing.selectors.js'
import { transactionsProjection } from './transactions.projection.js'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const AUTH = [
  createEvent('ConnectorsDiscovered', { connectors: [{ id: 'auth', name: 'Email', type: 'auth', chain: 'eip155' }] }),
  createEvent('Connected', { connectorId: 'auth', namespace: 'eip155', chainId: 'eip155:1', address: ADDRESS }),
]
const INJECTED = [
  createEvent('ConnectorsDiscovered', {
    connectors: [{ id: 'io.metamask', name: 'MetaMask', type: 'announced', chain: 'eip155' }],
  }),
  createEvent('Connected', { connectorId: 'io.metamask', namespace: 'eip155', chainId: 'eip155:1', address: ADDRESS }),
]
const queued = (requestId: string, method: string) =>
  createEvent('TxQueued', { requestId, chainId: 'eip155:1', method })

function stateOf(...inputs: EventInput[]) {
  const events = stampEvents(inputs)
  return {
    transactions: runProjection(transactionsProjection, events),
    connection: runProjection(connectionProjection, events),
    wallets: runProjection(walletsProjection, events),
  }
}

describe('approval selectors', () => {
  it('behavior (SPEC §4 "Unsafe requests open ApproveTransaction", SPEC §6): unsafe methods for the embedded wallet wait for approval, oldest first; safe ones run silently', () => {
    const state = stateOf(
      ...AUTH,
      queued('call', 'eth_sendRawTransaction'),
      queued('sign', 'personal_sign'),
      queued('tx', 'eth_sendTransaction'),
    )
    expect(selectApprovalStack(state).map((r) => r.requestId)).toEqual(['sign', 'tx'])
    expect(selectRequestToApprove(state)?.requestId).toBe('sign')
  })

  it('behavior: the pipeline decides, not the emitter: unsafe/embedded flags on TxQueued change nothing; an external wallet prompts on its own', () => {
    const flagged = createEvent('TxQueued', {
      requestId: 'tx',
      chainId: 'eip155:1',
      method: 'eth_sendTransaction',
      unsafe: false,
      embedded: false,
    })
    expect(selectApprovalStack(stateOf(...AUTH, flagged)).map((r) => r.requestId)).toEqual(['tx'])
    expect(selectApprovalStack(stateOf(...INJECTED, queued('tx', 'eth_sendTransaction')))).toEqual([])
    expect(selectRequestToApprove(stateOf(...INJECTED))).toBeNull()
  })

  it('behavior: once approved, the next request awaiting approval is shown; with none left, the one pending with the wallet', () => {
    const state = stateOf(
      ...AUTH,
      queued('a', 'personal_sign'),
      queued('b', 'eth_signTypedData_v4'),
      createEvent('TxApproved', { requestId: 'a' }),
    )
    expect(selectRequestToApprove(state)?.requestId).toBe('b')
    expect(selectTransactionPending(state)).toBe(true)
    const only = stateOf(...AUTH, queued('a', 'personal_sign'), createEvent('TxApproved', { requestId: 'a' }))
    expect(selectRequestToApprove(only)).toMatchObject({ requestId: 'a', status: 'pending' })
  })

  it('behavior: no transaction is pending while the requests only await approval, nor with none queued', () => {
    expect(selectTransactionPending(stateOf(...AUTH))).toBe(false)
    expect(selectTransactionPending(stateOf(...AUTH, queued('a', 'personal_sign'), queued('b', 'personal_sign')))).toBe(
      false,
    )
  })

  it('behavior: only a namespace connected through a listed auth connector is the embedded wallet: not one still connecting through it, nor an unlisted connector', () => {
    const connecting = [
      AUTH[0]!,
      createEvent('ConnectRequested', { connectorId: 'auth', namespace: 'eip155' }),
      queued('tx', 'eth_sendTransaction'),
    ]
    expect(selectApprovalStack(stateOf(...connecting))).toEqual([])
    const unlisted = createEvent('Connected', {
      connectorId: 'io.unknown',
      namespace: 'eip155',
      chainId: 'eip155:1',
      address: ADDRESS,
    })
    expect(selectApprovalStack(stateOf(unlisted, queued('tx', 'eth_sendTransaction')))).toEqual([])
  })

  it('behavior (SPEC §9 "Pending transactions limit 99"): a request beyond the 99th is never shown', () => {
    const state = stateOf(...AUTH, ...Array.from({ length: 100 }, (_, i) => queued(`r${i}`, 'personal_sign')))
    expect(selectApprovalStack(state)).toHaveLength(99)
    expect(selectApprovalStack(state).some((r) => r.requestId === 'r99')).toBe(false)
  })

  it('behavior (SPEC §4 "Closing the modal rejects pending embedded-wallet requests when no transaction is pending; safe methods are not aborted, others are")', () => {
    const state = stateOf(...AUTH, queued('safe', 'eth_sendRawTransaction'), queued('sign', 'personal_sign'))
    expect(requestsToRejectOnClose(state).map((r) => r.requestId)).toEqual(['sign'])
    expect(selectRequestsToRejectOnClose(state)).toBe(requestsToRejectOnClose(state))
    const pending = stateOf(
      ...AUTH,
      queued('sign', 'personal_sign'),
      queued('tx', 'eth_sendTransaction'),
      createEvent('TxApproved', { requestId: 'tx' }),
    )
    expect(requestsToRejectOnClose(pending)).toEqual([])
    // an external wallet's requests are its own to answer
    expect(requestsToRejectOnClose(stateOf(...INJECTED, queued('sign', 'personal_sign')))).toEqual([])
  })
})
