import { defer, EMPTY, map, NEVER, of, throwError, timer, type Observable } from 'rxjs'
import { TestScheduler } from 'rxjs/testing'
import { describe, expect, it } from 'vitest'
import { UNKNOWN_METHOD_ERROR_DELAY_MS } from '../../src/domain/constants.js'
import { GatehouseError } from '../../src/errors/GatehouseError.js'
import { createEvent, type EventInput, type Stamped } from '../../src/events/index.js'
import { createMemoryDatabase } from '../../src/log/storage.js'
import { createTestGatehouse } from '../../src/testing/helpers.js'
import type { AdapterRequest, ConnectorAdapter } from '../connectors/adapter.js'
import { modalRouter } from '../modal/modalRouter.js'
import { rejectRequestsOnClose } from '../transactions/rejectRequestsOnClose.js'
import { MAX_WALLET_RESULT_CHARS, requestErrorData, requestWallet } from './requestWallet.js'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const HASH = `0x${'ab'.repeat(32)}`

/** A wallet family that answers requests with `answer` and records what reached it. */
function fakeAdapter(
  type: string,
  connectorId: string,
  answer: (request: AdapterRequest) => Observable<unknown> = () => of(HASH),
) {
  const requests: AdapterRequest[] = []
  const adapter: ConnectorAdapter = {
    type,
    namespaces: ['eip155', 'solana'],
    owns: (target) => target.connectorId === connectorId,
    connect: () => EMPTY,
    restore: () => EMPTY,
    disconnect: () => EMPTY,
    switchNetwork: () => EMPTY,
    request: (request) => defer(() => (requests.push(request), answer(request))),
    events: () => NEVER,
  }
  return { adapter, requests }
}

const connect = (connectorId: string, type: 'auth' | 'announced') => [
  createEvent('ConnectorsDiscovered', { connectors: [{ id: connectorId, name: connectorId, type, chain: 'eip155' }] }),
  createEvent('Connected', { connectorId, namespace: 'eip155', chainId: 'eip155:1', address: ADDRESS }),
]
const AUTH = connect('auth', 'auth')
const INJECTED = connect('io.metamask', 'announced')
const tx = (
  requestId: string,
  method = 'eth_sendTransaction',
  params: unknown = [{ from: ADDRESS, to: ADDRESS, value: '0x1' }],
) => createEvent('TxQueued', { requestId, chainId: 'eip155:1', method, params })

async function setup(adapters: ConnectorAdapter[], ...before: EventInput[]) {
  const scheduler = new TestScheduler((a, b) => expect(a).toEqual(b))
  const g = createTestGatehouse({
    effects: { requestWallet: requestWallet(adapters), modalRouter, rejectRequestsOnClose },
    deps: { scheduler },
  })
  await g.ready
  for (const e of before) g.emit(e)
  const seen: Stamped[] = []
  g.events$.subscribe((e) => seen.push(e))
  const typed = (type: string) => seen.filter((e) => e.type === type)
  return { g, seen, typed, scheduler }
}

describe('requestWallet', () => {
  it("default: a request goes to the adapter owning the namespace's connection; its answer is TxSucceeded with the result, for the intent", async () => {
    const injected = fakeAdapter('announced', 'io.metamask')
    const other = fakeAdapter('walletConnect', 'walletConnect')
    const { g, typed } = await setup([other.adapter, injected.adapter], ...INJECTED)
    const id = g.emit(tx('r1'))
    expect(other.requests).toEqual([])
    expect(injected.requests).toEqual([
      {
        connectorId: 'io.metamask',
        namespace: 'eip155',
        chainId: 'eip155:1',
        address: ADDRESS,
        method: 'eth_sendTransaction',
        params: [{ from: ADDRESS, to: ADDRESS, value: '0x1' }],
      },
    ])
    expect(typed('TxSucceeded')).toMatchObject([
      { data: { requestId: 'r1', result: HASH }, causationId: id, ephemeral: false },
    ])
    expect(g.getState().transactions.ids).toEqual([])
    // an external wallet prompts on its own: the modal is not involved
    expect(g.getState().modal.open).toBe(false)
    await g.dispose()
  })

  it('error (SPEC §8 "Please call connect() before request()"): nothing connected, or no adapter for the connection, is a 4900', async () => {
    const injected = fakeAdapter('announced', 'io.metamask')
    const first = await setup([injected.adapter])
    first.g.emit(tx('r1'))
    expect(first.typed('TxFailed')).toMatchObject([
      {
        data: {
          requestId: 'r1',
          error: { name: 'NotConnectedError', shortMessage: 'Please call connect() before request()', code: 4900 },
        },
      },
    ])
    await first.g.dispose()
    const second = await setup([injected.adapter], ...connect('io.rabby', 'announced'))
    second.g.emit(tx('r2'))
    expect(second.typed('TxFailed')).toMatchObject([{ data: { error: { code: 4900 } } }])
    expect(injected.requests).toEqual([])
    await second.g.dispose()
  })

  it("error: a request for another chain than the connection's is a 4901 (chain disconnected)", async () => {
    const injected = fakeAdapter('announced', 'io.metamask')
    const { g, typed } = await setup([injected.adapter], ...INJECTED)
    g.emit(
      createEvent('TxQueued', {
        requestId: 'r1',
        chainId: 'eip155:8453',
        method: 'personal_sign',
        params: ['0x68', ADDRESS],
      }),
    )
    expect(typed('TxFailed')).toMatchObject([{ data: { error: { name: 'ChainDisconnectedError', code: 4901 } } }])
    expect(injected.requests).toEqual([])
    await g.dispose()
  })

  it.each([
    [4001, 'UserRejectedRequestError'],
    [4100, 'UnauthorizedProviderError'],
    [4200, 'UnsupportedProviderMethodError'],
    [4900, 'ProviderDisconnectedError'],
    [4901, 'ChainDisconnectedError'],
  ])("error (SPEC §8): the wallet's %i reaches the app typed as %s", async (code, name) => {
    const injected = fakeAdapter('announced', 'io.metamask', () =>
      throwError(() => ({ code, message: 'from the wallet' })),
    )
    const { g, typed } = await setup([injected.adapter], ...INJECTED)
    g.emit(tx('r1'))
    expect(typed('TxFailed')).toMatchObject([
      { data: { requestId: 'r1', error: { name, shortMessage: 'from the wallet', code } } },
    ])
    expect(g.getState().transactions.ids).toEqual([])
    await g.dispose()
  })

  it('error: typed errors pass as they are; anything else is named, never thrown', () => {
    expect(requestErrorData(new GatehouseError('Signature declined', { code: 4001 }))).toEqual({
      name: 'GatehouseError',
      shortMessage: 'Signature declined',
      code: 4001,
    })
    expect(requestErrorData({ code: 4001 })).toEqual({
      name: 'UserRejectedRequestError',
      shortMessage: 'UserRejectedRequestError',
      code: 4001,
    })
    expect(requestErrorData('boom')).toEqual({ name: 'UnknownError', shortMessage: 'boom' })
  })

  it('error: an answer the log cannot hold (not plain JSON) fails the request instead of vanishing', async () => {
    const injected = fakeAdapter('announced', 'io.metamask', () => of({ value: 1n }))
    const { g, typed } = await setup([injected.adapter], ...INJECTED)
    g.emit(tx('r1'))
    expect(typed('TxFailed')).toMatchObject([{ data: { requestId: 'r1', error: { name: 'NotPlainJsonError' } } }])
    await g.dispose()
  })

  it('error: an answer over MAX_WALLET_RESULT_CHARS (a 2 MB string) fails the request instead of reaching the log', async () => {
    const injected = fakeAdapter('announced', 'io.metamask', () => of(`0x${'ab'.repeat(1_000_000)}`))
    const { g, typed } = await setup([injected.adapter], ...INJECTED)
    g.emit(tx('r1'))
    expect(typed('TxSucceeded')).toEqual([])
    expect(typed('TxFailed')).toMatchObject([{ data: { requestId: 'r1', error: { name: 'ResponseTooLargeError' } } }])
    expect(JSON.stringify(await g.exportLog()).length).toBeLessThan(MAX_WALLET_RESULT_CHARS)
    await g.dispose()
  })

  it("behavior: a wallet that answers nothing (wallet_switchEthereumChain's null) succeeds with null", async () => {
    const injected = fakeAdapter('announced', 'io.metamask', () => EMPTY)
    const { g, typed } = await setup([injected.adapter], ...INJECTED)
    g.emit(tx('r1', 'wallet_watchAsset', [{ type: 'ERC20' }]))
    expect(typed('TxSucceeded')).toMatchObject([{ data: { requestId: 'r1', result: null } }])
    await g.dispose()
  })

  it('behavior: independent requests are answered each on its own (mergeMap): a slow one does not hold a later one', async () => {
    let n = 0
    const injected = fakeAdapter('announced', 'io.metamask', () => {
      const delay = n++ === 0 ? 100 : 10
      return timer(delay, scheduler).pipe(map(() => `0x${String(delay).padStart(64, '0')}`))
    })
    const scheduler = new TestScheduler((a, b) => expect(a).toEqual(b))
    const g = createTestGatehouse({
      effects: { requestWallet: requestWallet([injected.adapter]) },
      deps: { scheduler },
    })
    await g.ready
    for (const e of INJECTED) g.emit(e)
    const seen: Stamped[] = []
    g.events$.subscribe((e) => seen.push(e))
    g.emit(tx('slow'))
    g.emit(tx('fast'))
    scheduler.flush()
    expect(
      seen.filter((e) => e.type === 'TxSucceeded').map((e) => (e.data as { requestId: string }).requestId),
    ).toEqual(['fast', 'slow'])
    await g.dispose()
  })

  it('behavior: read-only requests travel as ephemeral events: answered through the bus, never in the log', async () => {
    const injected = fakeAdapter('announced', 'io.metamask', () => of('0x10'))
    const { g, typed } = await setup([injected.adapter], ...INJECTED)
    g.emit(
      createEvent(
        'TxQueued',
        { requestId: 'ro', chainId: 'eip155:1', method: 'eth_blockNumber', params: [] },
        { ephemeral: true },
      ),
    )
    expect(typed('TxSucceeded')).toMatchObject([{ data: { requestId: 'ro', result: '0x10' }, ephemeral: true, seq: 0 }])
    expect(JSON.stringify(await g.exportLog())).not.toContain('eth_blockNumber')
    await g.dispose()
  })
})

describe('requestWallet: the embedded wallet (SPEC §6 RPC filter, SPEC §4)', () => {
  it('behavior (SPEC §6: Safe, run silently): safe methods reach the frame without approval; the modal stays closed', async () => {
    const auth = fakeAdapter('auth', 'auth', () => of('0x1'))
    const { g, typed } = await setup([auth.adapter], ...AUTH)
    g.emit(tx('r1', 'eth_sendRawTransaction', ['0x02f8']))
    expect(auth.requests.map((r) => r.method)).toEqual(['eth_sendRawTransaction'])
    expect(typed('TxSucceeded')).toHaveLength(1)
    expect(g.getState().modal.open).toBe(false)
    await g.dispose()
  })

  it('behavior (SPEC §6: Unsafe, need approval in the modal): ApproveTransaction opens; nothing reaches the frame until TxApproved; then the answer closes the modal', async () => {
    const auth = fakeAdapter('auth', 'auth')
    const { g, typed } = await setup([auth.adapter], ...AUTH)
    g.emit(tx('r1'))
    expect(g.getState().modal).toMatchObject({ open: true, view: 'ApproveTransaction' })
    expect(g.getState().transactions.byId.r1?.status).toBe('awaiting')
    expect(auth.requests).toEqual([])
    const approved = g.emit(createEvent('TxApproved', { requestId: 'r1' }))
    expect(auth.requests.map((r) => r.method)).toEqual(['eth_sendTransaction'])
    expect(typed('TxSucceeded')).toMatchObject([{ data: { requestId: 'r1', result: HASH } }])
    expect(typed('TxSucceeded')[0]?.causationId).not.toBe(approved) // the answer names the request it answers
    expect(g.getState().modal.open).toBe(false)
    await g.dispose()
  })

  it("behavior: the visitor's Reject is the request's end (the app gets a 4001 from TxRejected): nothing reaches the frame", async () => {
    const auth = fakeAdapter('auth', 'auth')
    const { g, typed } = await setup([auth.adapter], ...AUTH)
    g.emit(tx('r1', 'personal_sign', ['0x68656c6c6f', ADDRESS]))
    g.emit(createEvent('TxRejected', { requestId: 'r1' }))
    g.emit(createEvent('TxApproved', { requestId: 'r1' })) // too late: settled
    expect(auth.requests).toEqual([])
    expect(typed('TxFailed')).toEqual([])
    expect(g.getState().transactions.ids).toEqual([])
    expect(g.getState().modal.open).toBe(false)
    await g.dispose()
  })

  it('behavior (SPEC §4: Closing the modal rejects pending embedded-wallet requests): closing while a request awaits approval rejects it; nothing reaches the frame', async () => {
    const auth = fakeAdapter('auth', 'auth')
    const { g, typed } = await setup([auth.adapter], ...AUTH)
    g.emit(tx('r1', 'eth_signTypedData_v4', [ADDRESS, '{}']))
    g.emit(createEvent('ModalCloseRequested', {}))
    expect(typed('TxRejected')).toMatchObject([{ data: { requestId: 'r1' } }])
    expect(auth.requests).toEqual([])
    await g.dispose()
  })

  it('error: a disconnect while a request awaits approval fails it with 4900', async () => {
    const auth = fakeAdapter('auth', 'auth')
    const { g, typed } = await setup([auth.adapter], ...AUTH)
    g.emit(tx('r1'))
    g.emit(createEvent('Disconnected', { namespace: 'eip155', reason: 'user' }))
    expect(typed('TxFailed')).toMatchObject([{ data: { requestId: 'r1', error: { code: 4900 } } }])
    expect(auth.requests).toEqual([])
    await g.dispose()
  })

  it('error (SPEC §6 "Requested RPC call is not allowed", SPEC §4: modal opens, an error message shows after 300 ms, requests rejected): nothing reaches the frame', async () => {
    const auth = fakeAdapter('auth', 'auth')
    const { g, typed, scheduler } = await setup([auth.adapter], ...AUTH)
    g.emit(tx('r1', 'eth_sign', [ADDRESS, '0x68']))
    expect(typed('TxFailed')).toMatchObject([
      {
        data: {
          requestId: 'r1',
          error: { name: 'RpcCallNotAllowedError', shortMessage: 'Requested RPC call is not allowed', code: 4200 },
        },
      },
    ])
    expect(g.getState().modal.open).toBe(true)
    expect(auth.requests).toEqual([])
    scheduler.flush()
    expect(scheduler.now()).toBe(UNKNOWN_METHOD_ERROR_DELAY_MS)
    expect(typed('MessageRequested')).toMatchObject([{ data: { message: 'Action not allowed', variant: 'error' } }])
    await g.dispose()
  })

  it("error (SPEC §5 wallet_sendCalls: each call needs 'to' starting 0x; optional data starting 0x): bad calls fail with -32602 before approval; good ones wait for it", async () => {
    const auth = fakeAdapter('auth', 'auth')
    const { g, typed } = await setup([auth.adapter], ...AUTH)
    const calls = (...list: unknown[]) => [{ version: '2.0.0', chainId: '0x1', from: ADDRESS, calls: list }]
    g.emit(tx('r1', 'wallet_sendCalls', calls({ to: ADDRESS }, { to: 'deadbeef' })))
    g.emit(tx('r2', 'wallet_sendCalls', calls({ to: ADDRESS, data: 'a9059cbb' })))
    expect(typed('TxFailed')).toMatchObject([
      {
        data: {
          requestId: 'r1',
          error: {
            name: 'InvalidParamsRpcError',
            shortMessage: "Invalid wallet_sendCalls params: 0.calls.1.to: Expected a string starting with '0x'",
            code: -32602,
          },
        },
      },
      { data: { requestId: 'r2', error: { code: -32602 } } },
    ])
    g.emit(tx('r3', 'wallet_sendCalls', calls({ to: ADDRESS, data: '0xa9059cbb' }, { to: ADDRESS, value: '0x1' })))
    expect(typed('TxFailed')).toHaveLength(2)
    expect(auth.requests).toEqual([])
    g.emit(createEvent('TxApproved', { requestId: 'r3' }))
    expect(auth.requests.map((r) => r.method)).toEqual(['wallet_sendCalls'])
    expect(typed('TxSucceeded')).toMatchObject([{ data: { requestId: 'r3' } }])
    await g.dispose()
    // Any wallet family: an injected wallet never sees bad calls either.
    const injected = fakeAdapter('announced', 'io.metamask')
    const other = await setup([injected.adapter], ...INJECTED)
    other.g.emit(tx('r4', 'wallet_sendCalls', calls({ data: '0x' })))
    expect(other.typed('TxFailed')).toMatchObject([{ data: { requestId: 'r4', error: { code: -32602 } } }])
    expect(injected.requests).toEqual([])
    await other.g.dispose()
  })

  it('behavior: the error message waits the whole 300 ms of the scheduler', async () => {
    const auth = fakeAdapter('auth', 'auth')
    const { g, typed, scheduler } = await setup([auth.adapter], ...AUTH)
    g.emit(tx('r1', 'wallet_unknown', []))
    scheduler.maxFrames = UNKNOWN_METHOD_ERROR_DELAY_MS - 1
    scheduler.flush()
    expect(typed('MessageRequested')).toEqual([])
    scheduler.maxFrames = Infinity
    scheduler.flush()
    expect(typed('MessageRequested')).toHaveLength(1)
    await g.dispose()
  })

  it('error (SPEC §9: Pending transactions limit 99): the 100th request fails with -32005; the 99 before it wait untouched', async () => {
    const auth = fakeAdapter('auth', 'auth')
    const { g, typed } = await setup([auth.adapter], ...AUTH)
    for (let i = 0; i < 99; i++) g.emit(tx(`r${i}`, 'personal_sign', ['0x68', ADDRESS]))
    expect(typed('TxFailed')).toEqual([])
    g.emit(tx('r99', 'personal_sign', ['0x68', ADDRESS]))
    expect(typed('TxFailed')).toMatchObject([
      { data: { requestId: 'r99', error: { name: 'LimitExceededRpcError', code: -32005 } } },
    ])
    expect(g.getState().transactions.ids).toHaveLength(99)
    // once one settles, there is room again
    g.emit(createEvent('TxApproved', { requestId: 'r0' }))
    g.emit(tx('r100', 'personal_sign', ['0x68', ADDRESS]))
    expect(typed('TxFailed')).toHaveLength(1)
    expect(g.getState().transactions.ids).toHaveLength(99)
    await g.dispose()
  })
})

describe('requestWallet: restore', () => {
  it('behavior: requests an earlier page left on the stack fail as aborted (SPEC §8 "Request was aborted"): nobody waits for them', async () => {
    const db = createMemoryDatabase()
    const first = createTestGatehouse({ db, effects: {} })
    await first.ready
    first.emit(tx('old'))
    await first.dispose()
    const auth = fakeAdapter('auth', 'auth')
    const second = createTestGatehouse({ db, effects: { requestWallet: requestWallet([auth.adapter]) } })
    const seen: Stamped[] = []
    second.events$.subscribe((e) => seen.push(e))
    await second.ready
    expect(seen.filter((e) => e.type === 'TxFailed')).toMatchObject([
      { data: { requestId: 'old', error: { name: 'RequestAbortedError', shortMessage: 'Request was aborted' } } },
    ])
    expect(second.getState().transactions.ids).toEqual([])
    await second.dispose()
  })
})

describe('requestWallet: ephemeral requests', () => {
  it('error: only read-only requests may skip the log: an ephemeral signature or transaction fails with -32600, nothing reaches the wallet', async () => {
    const injected = fakeAdapter('announced', 'io.metamask')
    const g = createTestGatehouse({ effects: { requestWallet: requestWallet([injected.adapter]) } })
    await g.ready
    for (const e of INJECTED) g.emit(e)
    const seen: Stamped[] = []
    g.events$.subscribe((e) => seen.push(e))
    g.emit(
      createEvent(
        'TxQueued',
        { requestId: 'e1', chainId: 'eip155:1', method: 'personal_sign', params: ['0x68', ADDRESS] },
        { ephemeral: true },
      ),
    )
    expect(seen.filter((e) => e.type === 'TxFailed')).toMatchObject([
      { data: { requestId: 'e1', error: { name: 'InvalidRequestRpcError', code: -32600 } }, ephemeral: true },
    ])
    expect(injected.requests).toEqual([])
    await g.dispose()
  })
})
