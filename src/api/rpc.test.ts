// Chain RPC through viem's transports: the SPEC §7 / §9 numbers pinned, and
// fault injection against real node:http servers on 127.0.0.1 (requests
// counted on the server): 429 with and without Retry-After, each retried
// status, 5xx then success, a hanging node, malformed JSON, a refused
// connection, and a slow node the fallback ranking moves away from.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  HttpRequestError,
  InvalidResponseError,
  NoRpcUrlError,
  RequestFailedError,
  TimeoutError,
} from '../errors/thrown.js'
import { ethereumNetwork, type Network } from '../domain/networks.js'
import {
  refusedUrl,
  startFaultServer,
  type FaultServer,
  type Reply,
  type SeenRequest,
} from '../../test/helpers/faultServer.js'
import { createRpcProvider, RpcResponseError } from './rpc.js'
import {
  createChainRequester,
  createChainTransport,
  RPC_FALLBACK_OPTIONS,
  RPC_HTTP_OPTIONS,
  RPC_RANK_OPTIONS,
} from './rpcTransport.js'

/** Answers JSON-RPC (single or batched) with `result(method)`. */
const rpc =
  (result: (method: string) => unknown = () => '0x1', delayMs?: number): Reply =>
  (request: SeenRequest) => {
    const one = (r: { id: number; method: string }) => ({ jsonrpc: '2.0', id: r.id, result: result(r.method) })
    const body = request.body as { id: number; method: string } | Array<{ id: number; method: string }>
    return { body: Array.isArray(body) ? body.map(one) : one(body), delayMs }
  }

/** The JSON-RPC methods a server saw, batches flattened. */
const methods = (s: FaultServer) =>
  s.requests.flatMap((r) =>
    (Array.isArray(r.body) ? (r.body as Array<{ method: string }>) : [r.body as { method: string }]).map(
      (b) => b.method,
    ),
  )

/**
 * Virtual time (fake setTimeout) moved in 50 ms steps, with a real I/O turn
 * between steps so the sockets progress; returns the virtual ms it took.
 */
async function advanceUntil(done: () => boolean): Promise<number> {
  let elapsed = 0
  while (!done()) {
    await vi.advanceTimersByTimeAsync(50)
    elapsed += 50
    await new Promise((resolve) => setImmediate(resolve))
    if (elapsed > 60_000) throw new Error('nothing happened in 60 s of virtual time')
  }
  return elapsed
}

let server: FaultServer
beforeEach(async () => {
  server = await startFaultServer()
  server.fallback = rpc()
})
afterEach(async () => {
  vi.useRealTimers()
  await server.close()
})

describe('viem transports, configured (SPEC §7, §9)', () => {
  it('default: http retries 3 times from 150 ms, batches of 1000, times out after 10 s', () => {
    expect(RPC_HTTP_OPTIONS).toEqual({ retryCount: 3, retryDelay: 150, timeout: 10_000, batch: { batchSize: 1000 } })
    const t = createChainTransport([server.url])({})
    expect(t.config).toMatchObject({ type: 'http', retryCount: 3, retryDelay: 150, timeout: 10_000 })
  })

  it('default: fallback ranks every 4 s over 10 samples, ping timeout 1 s, weights stability 0.7 / latency 0.3, pinging net_listening', async () => {
    expect(RPC_RANK_OPTIONS).toMatchObject({
      interval: 4000,
      sampleCount: 10,
      timeout: 1000,
      weights: { stability: 0.7, latency: 0.3 },
    })
    expect(RPC_FALLBACK_OPTIONS).toMatchObject({ retryCount: 3, retryDelay: 150 })
    const request = vi.fn(async () => true)
    await RPC_RANK_OPTIONS.ping({ transport: { request } as never })
    expect(request).toHaveBeenCalledWith({ method: 'net_listening' })
    const t = createChainTransport([server.url, `${server.url}/b`])({})
    expect(t.config).toMatchObject({ type: 'fallback', retryCount: 3, retryDelay: 150 })
  })

  it('behavior: identical requests in flight are deduplicated (one JSON-RPC call)', async () => {
    const r = createChainRequester([server.url])
    const [a, b] = await Promise.all([
      r.request({ method: 'eth_blockNumber' }),
      r.request({ method: 'eth_blockNumber' }),
    ])
    expect([a, b]).toEqual(['0x1', '0x1'])
    expect(methods(server)).toEqual(['eth_blockNumber'])
  })

  it('behavior: different requests in one tick go out as one batch', async () => {
    const r = createChainRequester([server.url])
    await Promise.all([r.request({ method: 'eth_chainId' }), r.request({ method: 'eth_blockNumber' })])
    expect(server.requests).toHaveLength(1)
    expect(methods(server).sort()).toEqual(['eth_blockNumber', 'eth_chainId'])
  })
})

describe('fault injection: retries', () => {
  const provider = (url = server.url) =>
    createRpcProvider({ networks: [{ ...ethereumNetwork, rpcUrls: { default: { http: [url] } } } as Network] })

  it.each([
    ['with Retry-After: 5', { 'retry-after': '5' }, 5000],
    ['without Retry-After', {}, 150],
  ])(
    'behavior: 429 %s is retried after its delay (virtual time), then succeeds: 2 requests',
    async (_, headers, delay) => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
      server.queue({ status: 429, headers })
      let result: unknown = undefined
      void provider()
        .request('eip155:1', { method: 'eth_chainId' })
        .then((r) => (result = r))
      await advanceUntil(() => server.requests.length === 1)
      const waited = await advanceUntil(() => server.requests.length === 2)
      expect(waited).toBeGreaterThanOrEqual(delay - 50)
      expect(waited).toBeLessThan(delay + 200)
      await advanceUntil(() => result !== undefined)
      expect(result).toBe('0x1')
      expect(server.requests).toHaveLength(2)
    },
  )

  it.each([403, 408, 413, 500, 502, 503, 504])(
    'behavior: status %i is retried: 2 requests, success',
    async (status) => {
      server.queue({ status, body: { error: 'x' } })
      await expect(provider().request('eip155:1', { method: 'eth_chainId' })).resolves.toBe('0x1')
      expect(server.requests).toHaveLength(2)
    },
  )

  it('error: 5xx on every try ends after 1 + 3 retries with HttpRequestError 503', async () => {
    server.fallback = { status: 503 }
    const error = await provider()
      .request('eip155:1', { method: 'eth_chainId' })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpRequestError)
    expect((error as HttpRequestError).toData()).toEqual({
      name: 'HttpRequestError',
      shortMessage: 'HTTP status code: 503',
      code: 503,
    })
    expect(server.requests).toHaveLength(4)
  })

  it('error: 400 is not retried: 1 request', async () => {
    server.queue({ status: 400 })
    await expect(provider().request('eip155:1', { method: 'eth_chainId' })).rejects.toBeInstanceOf(HttpRequestError)
    expect(server.requests).toHaveLength(1)
  })

  it('error: a JSON-RPC error is named after its code (SPEC §8), not retried', async () => {
    server.queue(() => ({ body: { jsonrpc: '2.0', id: 0, error: { code: -32602, message: 'bad params' } } }))
    server.fallback = (r) => ({
      body: { jsonrpc: '2.0', id: (r.body as { id: number }).id, error: { code: -32602, message: 'bad params' } },
    })
    const error = await provider()
      .request('eip155:1', { method: 'eth_getBalance', params: ['x'] })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RpcResponseError)
    expect((error as RpcResponseError).toData()).toMatchObject({ name: 'InvalidParamsRpcError', code: -32602 })
    expect(server.requests).toHaveLength(1)
  })

  it('error: malformed JSON is InvalidResponseError', async () => {
    server.fallback = { raw: '{"jsonrpc":', headers: { 'content-type': 'application/json' } }
    await expect(provider().request('eip155:1', { method: 'eth_chainId' })).rejects.toBeInstanceOf(InvalidResponseError)
  })

  it('error: a refused connection is RequestFailedError', async () => {
    await expect(provider(await refusedUrl()).request('eip155:1', { method: 'eth_chainId' })).rejects.toBeInstanceOf(
      RequestFailedError,
    )
  })

  it('error: a chain without RPC URL is NoRpcUrlError, and viem is not loaded for it', async () => {
    const load = vi.fn(() => import('./rpcTransport.js'))
    const p = createRpcProvider({ networks: [], load })
    await expect(p.request('eip155:1', { method: 'eth_chainId' })).rejects.toBeInstanceOf(NoRpcUrlError)
    expect(load).not.toHaveBeenCalled()
  })

  it('default: viem is loaded on the first RPC call, once', async () => {
    const load = vi.fn(() => import('./rpcTransport.js'))
    const p = createRpcProvider({
      networks: [{ ...ethereumNetwork, rpcUrls: { default: { http: [server.url] } } } as Network],
      load,
    })
    expect(load).not.toHaveBeenCalled()
    await p.request('eip155:1', { method: 'eth_chainId' })
    await p.request('eip155:1', { method: 'eth_blockNumber' })
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('error: a hanging node times out after 10 s on each of 1 + 3 tries: TimeoutError, 4 requests (virtual time)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    server.fallback = { hang: true }
    let result: unknown = undefined
    void provider()
      .request('eip155:1', { method: 'eth_chainId' })
      .catch((e: unknown) => (result = e))
    await advanceUntil(() => server.requests.length === 1)
    for (let i = 1; i <= 3; i++) {
      // The 10 s timeout, then the backoff (150, 300, 600 ms) before the next try (± the 50 ms steps and the
      // time between a request leaving and the server seeing it).
      const waited = await advanceUntil(() => server.requests.length === i + 1)
      expect(waited).toBeGreaterThanOrEqual(10_000 + (150 << (i - 1)) - 100)
      expect(waited).toBeLessThan(10_000 + (150 << (i - 1)) + 500)
    }
    await advanceUntil(() => result !== undefined)
    expect(result).toBeInstanceOf(TimeoutError)
    expect(server.requests).toHaveLength(4)
  })
})

describe('fault injection: fallback ranking', () => {
  let slow: FaultServer
  beforeEach(async () => {
    slow = await startFaultServer()
  })
  afterEach(async () => {
    await slow.close()
  })

  it('behavior: a slow node listed first loses its place: requests then go to the fast one first', async () => {
    // The slow node answers every call 400 ms late; the ping timeout is 1 s, so it stays "up" but slow.
    slow.fallback = rpc(() => true, 400)
    server.fallback = rpc(() => true)
    const r = createChainRequester([slow.url, server.url])
    // Before any ranking sample lands, the list order holds: the first call goes to the slow node.
    await r.request({ method: 'eth_chainId' })
    expect(methods(slow)).toContain('eth_chainId')
    // Both nodes were pinged with net_listening at once; wait for the slow node's ping to be answered.
    await vi.waitFor(
      () => expect(methods(slow).filter((m) => m === 'net_listening').length).toBeGreaterThanOrEqual(1),
      { timeout: 5000 },
    )
    await vi.waitFor(
      async () => {
        const before = methods(server).filter((m) => m === 'eth_blockNumber').length
        await r.request({ method: 'eth_blockNumber', params: [before] })
        expect(methods(server).filter((m) => m === 'eth_blockNumber').length).toBe(before + 1)
      },
      { timeout: 5000 },
    )
    // The fast node answered: it was tried first (the slow one answers too, so a fallback never reaches the second).
  })
})
