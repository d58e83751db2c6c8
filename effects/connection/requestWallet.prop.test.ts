import fc from 'fast-check'
import { defer, EMPTY, NEVER, of, throwError } from 'rxjs'
import { describe, expect, it } from 'vitest'
import { createEvent, type EventInput, type Stamped } from '../../src/events/index.js'
import { createTestGatehouse } from '../../src/testing/helpers.js'
import type { ConnectorAdapter } from '../connectors/adapter.js'
import { modalRouter } from '../modal/modalRouter.js'
import { rejectRequestsOnClose } from '../transactions/rejectRequestsOnClose.js'
import { requestWallet } from './requestWallet.js'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** A wallet whose answer depends on the method's name: a result, a wallet error, or nothing (null). */
function fakeAdapter(type: string, connectorId: string): ConnectorAdapter {
  return {
    type,
    namespaces: ['eip155'],
    owns: (target) => target.connectorId === connectorId,
    connect: () => EMPTY,
    restore: () => EMPTY,
    disconnect: () => EMPTY,
    switchNetwork: () => EMPTY,
    request: (request) =>
      defer(() => {
        const n = request.method.length % 3
        return n === 0
          ? of(`0x${'ab'.repeat(32)}`)
          : n === 1
            ? throwError(() => ({ code: 4001, message: 'User rejected the request.' }))
            : EMPTY
      }),
    events: () => NEVER,
  }
}

const METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'eth_sendRawTransaction',
  'wallet_getCapabilities',
  'eth_sign',
  'wallet_foo',
]
type Step =
  | { kind: 'connect'; family: 'auth' | 'announced' | null }
  | { kind: 'queue'; method: string; ephemeral: boolean }
  | { kind: 'approve' | 'reject'; pick: number }
  | { kind: 'open' | 'close' }

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.constantFrom('auth' as const, 'announced' as const, null).map((family) => ({ kind: 'connect' as const, family })),
  fc.record({ kind: fc.constant('queue' as const), method: fc.constantFrom(...METHODS), ephemeral: fc.boolean() }),
  fc.record({ kind: fc.constantFrom('approve' as const, 'reject' as const), pick: fc.nat(20) }),
  fc.constantFrom({ kind: 'open' as const }, { kind: 'close' as const }),
)

const TERMINAL = new Set(['TxSucceeded', 'TxFailed', 'TxRejected'])

describe('requestWallet properties', () => {
  it('property: every request ends exactly once (succeeded, failed typed, or rejected) and the stack ends empty: nothing dropped, nothing answered twice', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 25 }), async (steps) => {
        const g = createTestGatehouse({
          effects: {
            requestWallet: requestWallet([fakeAdapter('auth', 'auth'), fakeAdapter('announced', 'io.metamask')]),
            modalRouter,
            rejectRequestsOnClose,
          },
        })
        await g.ready
        const seen: Stamped[] = []
        g.events$.subscribe((e) => seen.push(e))
        g.emit(
          createEvent('ConnectorsDiscovered', {
            connectors: [
              { id: 'auth', name: 'Email', type: 'auth', chain: 'eip155' },
              { id: 'io.metamask', name: 'MetaMask', type: 'announced', chain: 'eip155' },
            ],
          }),
        )
        const queued: string[] = []
        const awaiting = () =>
          g.getState().transactions.ids.filter((id) => g.getState().transactions.byId[id]?.status === 'awaiting')
        for (const s of steps) {
          let input: EventInput | null = null
          if (s.kind === 'connect') {
            input = s.family
              ? createEvent('Connected', {
                  connectorId: s.family === 'auth' ? 'auth' : 'io.metamask',
                  namespace: 'eip155',
                  chainId: 'eip155:1',
                  address: ADDRESS,
                })
              : createEvent('Disconnected', { namespace: 'eip155', reason: 'user' })
          } else if (s.kind === 'queue') {
            const requestId = `r${queued.length}`
            queued.push(requestId)
            input = createEvent(
              'TxQueued',
              { requestId, chainId: 'eip155:1', method: s.method, params: [] },
              { ephemeral: s.ephemeral },
            )
          } else if (s.kind === 'approve' || s.kind === 'reject') {
            // the visitor answers what ApproveTransaction shows: a request still awaiting approval
            const ids = awaiting()
            const requestId = ids[s.pick % Math.max(ids.length, 1)]
            if (requestId) input = createEvent(s.kind === 'approve' ? 'TxApproved' : 'TxRejected', { requestId })
          } else {
            input = createEvent(s.kind === 'open' ? 'ModalOpenRequested' : 'ModalCloseRequested', {})
          }
          if (input) g.emit(input)
        }
        // SPEC §9: never more than 99 on the stack
        expect(g.getState().transactions.ids.length).toBeLessThanOrEqual(99)
        // the visitor rejects whatever still waits for them
        for (const requestId of awaiting()) g.emit(createEvent('TxRejected', { requestId }))
        for (const requestId of queued) {
          const answers = seen.filter(
            (e) => TERMINAL.has(e.type) && (e.data as { requestId: string }).requestId === requestId,
          )
          expect(answers, `answers to ${requestId}`).toHaveLength(1)
          const answer = answers[0] as Stamped
          // typed: every failure here carries its EIP-1193 / JSON-RPC code (4001, 4200, 4900, 4901, -32005, -32600)
          if (answer.type === 'TxFailed')
            expect(typeof (answer.data as { error: { code?: number } }).error.code).toBe('number')
          // as ephemeral as the request
          expect(answer.ephemeral).toBe(
            seen.find((e) => e.type === 'TxQueued' && (e.data as { requestId: string }).requestId === requestId)
              ?.ephemeral,
          )
        }
        expect(g.getState().transactions.ids).toEqual([])
        await g.dispose()
      }),
      { numRuns: 60 },
    )
  })
})
