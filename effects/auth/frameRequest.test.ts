import { firstValueFrom, lastValueFrom } from 'rxjs'
import { TestScheduler } from 'rxjs/testing'
import { describe, expect, it } from 'vitest'
import { RpcResponseError } from '../../src/api/rpc.js'
import { FRAME_CALL_TIMEOUT_MS } from '../../src/domain/constants.js'
import { createDeps, type Deps } from '../../src/deps.js'
import { type CatalogueError } from '../../src/errors/catalogue.js'
import { InvalidResponseError, TimeoutError, UnsupportedChainError } from '../../src/errors/thrown.js'
import type { FrameCallOptions, FrameMessenger } from '../../src/frame.js'
import { initialStates } from '../../src/store/fold.js'
import { defaultProjections, type GatehouseState } from '../../projections/index.js'
import { FrameError, FrameTimeoutError } from './errors.js'
import { frameRequest } from './frameRequest.js'

const USER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const SIGNATURE = `0x${'ab'.repeat(65)}`

interface Call {
  type: string
  payload: Record<string, unknown>
  options: FrameCallOptions | undefined
  aborted: boolean
}

/** A frame whose answer each test chooses; never answering is a frame that went silent. */
function fakeFrame(answer: (call: Call) => Promise<unknown>) {
  const calls: Call[] = []
  const messenger: FrameMessenger = {
    call(type, payload, options) {
      const call: Call = { type, payload, options, aborted: false }
      calls.push(call)
      options?.signal?.addEventListener('abort', () => (call.aborted = true))
      return answer(call)
    },
    openPopup: () => null,
  }
  return { messenger, calls }
}

// The read models before any event: with a messenger in deps, the state is not read.
const state = initialStates(defaultProjections) as unknown as GatehouseState

const depsWith = (messenger: FrameMessenger, scheduler = new TestScheduler((a, b) => expect(a).toEqual(b))): Deps =>
  ({ ...createDeps({ frameMessenger: messenger }), scheduler }) as Deps

/** Lets the messenger's promise chain run (the call is made after the messenger resolves). */
const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

/** The error `frameRequest` fails with. */
async function failure(deps: Deps, request: Parameters<typeof frameRequest>[2]): Promise<unknown> {
  return lastValueFrom(frameRequest(deps, state, request)).then(
    () => expect.fail('expected a failure'),
    (error: unknown) => error,
  )
}

describe('frameRequest', () => {
  it('default: RPC_REQUEST { chainId: the eip155 reference as a number, method, params } → the result', async () => {
    const frame = fakeFrame(async () => ({ result: SIGNATURE }))
    const result = await firstValueFrom(
      frameRequest(depsWith(frame.messenger), state, {
        chainId: 'eip155:8453',
        method: 'personal_sign',
        params: ['0x6869', USER],
      }),
    )
    expect(result).toBe(SIGNATURE)
    expect(frame.calls.map((c) => [c.type, c.payload])).toEqual([
      ['RPC_REQUEST', { chainId: 8453, method: 'personal_sign', params: ['0x6869', USER] }],
    ])
  })

  it('behavior: a Solana chain goes as its CAIP-2 id (the user’s Solana account, SPEC §6) → the result', async () => {
    const frame = fakeFrame(async () => ({ result: { signature: 'sig58' } }))
    const chainId = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
    const params = { message: '2NEpo7TZRRrLZSi2U', pubkey: 'EdqM52SpXCn5c1uozuvuH5o9Tcr41kYeCWz4Ymu6ngbt' }
    const result = await firstValueFrom(
      frameRequest(depsWith(frame.messenger), state, { chainId, method: 'solana_signMessage', params }),
    )
    expect(result).toEqual({ signature: 'sig58' })
    expect(frame.calls.map((c) => [c.type, c.payload])).toEqual([
      ['RPC_REQUEST', { chainId, method: 'solana_signMessage', params }],
    ])
  })

  it('behavior: a null result (wallet_switchEthereumChain) is a result; no params, no params key', async () => {
    const frame = fakeFrame(async () => ({ result: null }))
    expect(
      await firstValueFrom(
        frameRequest(depsWith(frame.messenger), state, { chainId: 'eip155:1', method: 'eth_chainId' }),
      ),
    ).toBeNull()
    expect(frame.calls[0]!.payload).toEqual({ chainId: 1, method: 'eth_chainId' })
  })

  it('error: the frame’s code types the error (4001 UserRejectedRequestError, 4100, 4200) with the frame’s message', async () => {
    const cases = [
      [4001, 'UserRejectedRequestError'],
      [4100, 'UnauthorizedProviderError'],
      [4200, 'UnsupportedProviderMethodError'],
      [-32602, 'InvalidParamsRpcError'],
    ] as const
    for (const [code, name] of cases) {
      const frame = fakeFrame(async () => Promise.reject(new FrameError('The frame said no.', { code })))
      const error = await failure(depsWith(frame.messenger), {
        chainId: 'eip155:1',
        method: 'personal_sign',
        params: ['hi', USER],
      })
      expect(error).toBeInstanceOf(RpcResponseError)
      expect((error as RpcResponseError).toData()).toEqual({ name, shortMessage: 'The frame said no.', code })
    }
  })

  it('error: a frame error without a message is SPEC §8’s "An error occurred", with its code or without one', async () => {
    const coded = await failure(
      depsWith(fakeFrame(async () => Promise.reject(new FrameError(null, { code: 4100 }))).messenger),
      { chainId: 'eip155:1', method: 'eth_accounts' },
    )
    expect((coded as RpcResponseError).toData()).toEqual({
      name: 'UnauthorizedProviderError',
      shortMessage: 'An error occurred',
      code: 4100,
    })
    const bare = await failure(depsWith(fakeFrame(async () => Promise.reject(new FrameError(null))).messenger), {
      chainId: 'eip155:1',
      method: 'eth_accounts',
    })
    expect(bare).toBeInstanceOf(FrameError)
    expect((bare as FrameError).toData()).toEqual({ name: 'FrameError', shortMessage: 'An error occurred' })
  })

  it('error: a frame that never answers → TimeoutError after SPEC §9’s 30 s (virtual time); the call is aborted', async () => {
    const scheduler = new TestScheduler((a, b) => expect(a).toEqual(b))
    const frame = fakeFrame(() => new Promise(() => undefined))
    const seen: Array<[number, string]> = []
    frameRequest(depsWith(frame.messenger, scheduler), state, {
      chainId: 'eip155:1',
      method: 'eth_sendTransaction',
      params: [{ from: USER }],
    }).subscribe({
      next: () => seen.push([scheduler.now(), 'next']),
      error: (error: unknown) =>
        seen.push([
          scheduler.now(),
          error instanceof TimeoutError ? `${error.name}: ${error.shortMessage}` : String(error),
        ]),
    })
    await tick()
    expect(frame.calls).toHaveLength(1)
    // A TestScheduler outside run() flushes up to maxFrames: still waiting 1 ms before the 30 s.
    scheduler.maxFrames = FRAME_CALL_TIMEOUT_MS - 1
    scheduler.flush()
    expect(seen).toEqual([])
    expect(frame.calls[0]!.aborted).toBe(false)
    scheduler.maxFrames = Number.POSITIVE_INFINITY
    scheduler.flush()
    expect(seen).toEqual([[FRAME_CALL_TIMEOUT_MS, 'TimeoutError: The request timed out']])
    expect(frame.calls[0]!.aborted).toBe(true)
  })

  it('error: the messenger’s own 30 s timeout is the same TimeoutError', async () => {
    const frame = fakeFrame(async () => Promise.reject(new FrameTimeoutError()))
    const error = await failure(depsWith(frame.messenger), {
      chainId: 'eip155:1',
      method: 'personal_sign',
      params: ['hi', USER],
    })
    expect(error).toBeInstanceOf(TimeoutError)
    expect((error as CatalogueError).details).toContain('personal_sign')
  })

  it('error: a malformed answer → InvalidResponseError naming the call, never a bare TypeError', async () => {
    for (const answer of [{}, 'not an object', null, { results: SIGNATURE }]) {
      const error = await failure(depsWith(fakeFrame(async () => answer).messenger), {
        chainId: 'eip155:1',
        method: 'personal_sign',
        params: ['hi', USER],
      })
      expect(error).toBeInstanceOf(InvalidResponseError)
      expect((error as InvalidResponseError).details).toContain('RPC_REQUEST')
    }
  })

  it('error: a chain outside eip155 and solana → UnsupportedChainError; nothing reaches the frame', async () => {
    const frame = fakeFrame(async () => ({ result: null }))
    const error = await failure(depsWith(frame.messenger), {
      chainId: 'bip122:000000000933ea01ad0ee984209779ba',
      method: 'signMessage',
    })
    expect(error).toBeInstanceOf(UnsupportedChainError)
    expect(frame.calls).toEqual([])
  })

  it('behavior: unsubscribing aborts the frame call', async () => {
    const frame = fakeFrame(() => new Promise(() => undefined))
    const subscription = frameRequest(depsWith(frame.messenger), state, {
      chainId: 'eip155:1',
      method: 'personal_sign',
      params: ['hi', USER],
    }).subscribe()
    await tick()
    expect(frame.calls).toHaveLength(1)
    subscription.unsubscribe()
    expect(frame.calls[0]!.aborted).toBe(true)
  })
})
