// Fault injection against a real node:http server on 127.0.0.1: the HTTP client
// of SPEC §7 and the service clients; requests counted on the server.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { RequestAbortedError } from '../errors/catalogue.js'
import {
  GasPriceNetworkNotSupportedError,
  HttpRequestError,
  InvalidResponseError,
  RequestFailedError,
  TimeoutError,
  UrlRequiredError,
} from '../errors/thrown.js'
import { refusedUrl, startFaultServer, type FaultServer } from '../../test/helpers/faultServer.js'
import { createDataApiClient, createServiceClient, SDK_TYPE, SDK_VERSION } from './client.js'
import {
  createHttpClient,
  HTTP_TIMEOUT_MS,
  MAX_RESPONSE_BYTES,
  ResponseTooLargeError,
  type HttpClientConfig,
} from './http.js'

let server: FaultServer
beforeEach(async () => {
  server = await startFaultServer()
})
afterEach(async () => {
  await server.close()
})

/** Timers the test fires by hand: a hanging request times out when the test says so, without sleeping. */
function manualTimers() {
  const pending = new Map<number, { fn: () => void; ms: number }>()
  let n = 0
  return {
    setTimeout: (fn: () => void, ms: number) => (pending.set(++n, { fn, ms }), n),
    clearTimeout: (h: unknown) => void pending.delete(h as number),
    fireAll() {
      for (const [h, t] of [...pending]) {
        pending.delete(h)
        t.fn()
      }
    },
    delays: () => [...pending.values()].map((t) => t.ms),
  }
}

function client(overrides: Partial<HttpClientConfig> = {}) {
  return createHttpClient({ baseUrl: server.url, fetch: globalThis.fetch, ...manualTimers(), ...overrides })
}

describe('createHttpClient', () => {
  it('default: GET JSON with the query (empty values omitted), headers and clientId', async () => {
    server.queue({ body: { ok: 1 } })
    const http = client({ clientId: 'c-1', headers: { 'x-a': '1' } })
    await expect(
      http.getJson({ path: '/p', query: { a: 'x', b: '', c: undefined, d: null, e: 0, f: false } }),
    ).resolves.toEqual({ ok: 1 })
    expect(server.requests).toEqual([
      { method: 'GET', path: '/p', query: { a: 'x', e: '0', f: 'false', clientId: 'c-1' }, body: undefined },
    ])
  })

  it('default: POST, PUT and DELETE send a JSON body; an empty answer reads as null', async () => {
    server.queue({ body: { id: 1 } }, { raw: '' }, { raw: '' })
    const http = client()
    await expect(http.post({ path: '/a', body: { x: 1 } })).resolves.toEqual({ id: 1 })
    await expect(http.put({ path: '/b', body: [1] })).resolves.toBeNull()
    await expect(http.delete({ path: '/c' })).resolves.toBeNull()
    expect(server.requests.map((r) => [r.method, r.path, r.body])).toEqual([
      ['POST', '/a', { x: 1 }],
      ['PUT', '/b', [1]],
      ['DELETE', '/c', undefined],
    ])
  })

  it('default: GET a blob', async () => {
    server.queue({ raw: 'PNG', headers: { 'content-type': 'image/png' } })
    const blob = await client().getBlob({ path: '/img' })
    expect(blob.type).toBe('image/png')
    expect(await blob.text()).toBe('PNG')
  })

  it.each([400, 403, 404, 429, 500, 503])(
    "error: status %i is 'HTTP status code: %i' after one request (no retries over HTTP)",
    async (status) => {
      server.queue({ status, body: { error: 'x' } })
      const error = await client()
        .getJson({ path: '/x' })
        .catch((e: unknown) => e)
      expect(error).toBeInstanceOf(HttpRequestError)
      expect((error as HttpRequestError).shortMessage).toBe(`HTTP status code: ${status}`)
      expect((error as HttpRequestError).toData()).toEqual({
        name: 'HttpRequestError',
        shortMessage: `HTTP status code: ${status}`,
        code: status,
      })
      expect(server.requests).toHaveLength(1)
    },
  )

  it('error: a hanging server times out with TimeoutError (the timer is the client default, fired by the test)', async () => {
    server.queue({ hang: true })
    const timers = manualTimers()
    const pending = client(timers).getJson({ path: '/hang' })
    await server.received(1)
    expect(timers.delays()).toEqual([HTTP_TIMEOUT_MS])
    timers.fireAll()
    await expect(pending).rejects.toBeInstanceOf(TimeoutError)
    expect(server.requests).toHaveLength(1)
  })

  it('error: a body over MAX_RESPONSE_BYTES is ResponseTooLargeError, by Content-Length or as it streams; one at the limit reads', async () => {
    const big = JSON.stringify({ data: 'x'.repeat(MAX_RESPONSE_BYTES) })
    server.queue({ raw: big })
    const declared = await client()
      .getJson({ path: '/big' })
      .catch((e: unknown) => e)
    expect(declared).toBeInstanceOf(ResponseTooLargeError)
    expect(declared).toBeInstanceOf(InvalidResponseError) // callers that handle a malformed body handle this one
    expect((declared as ResponseTooLargeError).toData().name).toBe('ResponseTooLargeError')
    // No Content-Length (a chunked body): refused once the bytes read pass the limit, the rest never read.
    let pulled = 0
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++
        controller.enqueue(new Uint8Array(64 * 1024).fill(32))
      },
    })
    const streamed = createHttpClient({
      baseUrl: 'http://127.0.0.1:1',
      fetch: async () => new Response(endless),
      ...manualTimers(),
    })
    await expect(streamed.getJson({ path: '/s' })).rejects.toBeInstanceOf(ResponseTooLargeError)
    expect(pulled).toBeLessThan(MAX_RESPONSE_BYTES / (64 * 1024) + 4)
    server.queue({ raw: 'x'.repeat(40) })
    await expect(client().getBlob({ path: '/img', maxBytes: 39 })).rejects.toBeInstanceOf(ResponseTooLargeError)
    server.queue({ body: [1, 2] })
    await expect(client().getJson({ path: '/ok', maxBytes: 5 })).resolves.toEqual([1, 2])
  })

  it('error: malformed JSON is InvalidResponseError', async () => {
    server.queue({ raw: '{"a":' })
    await expect(client().getJson({ path: '/bad' })).rejects.toBeInstanceOf(InvalidResponseError)
    expect(server.requests).toHaveLength(1)
  })

  it('error: a refused connection is RequestFailedError', async () => {
    const http = client({ baseUrl: await refusedUrl() })
    await expect(http.getJson({ path: '/x' })).rejects.toBeInstanceOf(RequestFailedError)
  })

  it('error: an aborted request is RequestAbortedError; an already aborted one is never sent', async () => {
    server.queue({ hang: true })
    const controller = new AbortController()
    const pending = client().getJson({ path: '/slow', signal: controller.signal })
    await server.received(1)
    controller.abort()
    await expect(pending).rejects.toBeInstanceOf(RequestAbortedError)
    await expect(client().getJson({ path: '/never', signal: controller.signal })).rejects.toBeInstanceOf(
      RequestAbortedError,
    )
    expect(server.requests).toHaveLength(1)
  })

  it.each([undefined, '', 'not a url', 'ftp://127.0.0.1/'])(
    'error: base URL %j is UrlRequiredError and no request',
    async (baseUrl) => {
      await expect(client({ baseUrl }).getJson({ path: '/x' })).rejects.toBeInstanceOf(UrlRequiredError)
      expect(server.requests).toHaveLength(0)
    },
  )
})

describe('createServiceClient / createDataApiClient', () => {
  const sdk = { projectId: 'p-1' }
  const api = () => createDataApiClient(createServiceClient({ api: client() }, sdk))

  it('default: every call carries projectId, st and sv; path parameters are encoded', async () => {
    server.queue({ body: { name: 'alice', avatar: null } })
    const c = createServiceClient({ api: client() }, sdk)
    await expect(c.call('identity', { params: { address: '0xA b' }, query: { sender: '0x1' } })).resolves.toEqual({
      name: 'alice',
      avatar: null,
    })
    expect(server.requests[0]).toMatchObject({
      path: '/v1/identity/0xA%20b',
      query: { sender: '0x1', projectId: 'p-1', st: SDK_TYPE, sv: SDK_VERSION },
    })
  })

  it('error: a schema-violating body is InvalidResponseError naming the field', async () => {
    server.queue({ body: { name: 3, avatar: null } })
    const error = await createServiceClient({ api: client() }, sdk)
      .call('identity', { params: { address: '0x1' } })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(InvalidResponseError)
    expect((error as InvalidResponseError).details).toMatch(/^\/v1\/identity\/\{address\}: name: /)
  })

  it('error: a missing path parameter or service is UrlRequiredError and no request', async () => {
    const c = createServiceClient({ api: client() }, sdk)
    await expect(c.call('identity', {})).rejects.toBeInstanceOf(UrlRequiredError)
    await expect(c.call('wallets', {})).rejects.toBeInstanceOf(UrlRequiredError)
    expect(server.requests).toHaveLength(0)
  })

  it('behavior (SPEC §7: most return empty results if the active network is unsupported)', async () => {
    server.fallback = (r) =>
      r.path === '/v1/supported-chains' ? { body: { http: ['eip155:1'], ws: [] } } : { body: { balances: [] } }
    const c = api()
    await expect(c.callOnNetwork('history', 'eip155:31337', { params: { account: '0x1' } })).resolves.toEqual({
      data: [],
      next: null,
    })
    await expect(c.callOnNetwork('balance', 'eip155:31337', { params: { address: '0x1' } })).resolves.toEqual({
      balances: [],
    })
    await expect(c.callOnNetwork('gasPrice', 'eip155:31337')).rejects.toBeInstanceOf(GasPriceNetworkNotSupportedError)
    // Supported chains are asked once; the unsupported calls never leave the page.
    expect(server.requests.map((r) => r.path)).toEqual(['/v1/supported-chains'])
    await c.callOnNetwork('balance', 'eip155:1', { params: { address: '0x1' } })
    expect(server.requests.map((r) => r.path)).toEqual(['/v1/supported-chains', '/v1/account/0x1/balance'])
  })

  it('behavior: one caller aborting does not abort the supported-chains request the others share', async () => {
    server.queue({ body: { http: ['eip155:1'], ws: [] }, delayMs: 50 }, { body: { balances: [] } })
    const c = api()
    const first = new AbortController()
    const aborted = c.callOnNetwork('balance', 'eip155:1', { params: { address: '0x1' }, signal: first.signal })
    const other = c.callOnNetwork('balance', 'eip155:1', { params: { address: '0x1' } })
    first.abort()
    await expect(aborted).rejects.toBeInstanceOf(RequestAbortedError)
    await expect(other).resolves.toEqual({ balances: [] })
    expect(server.requests.map((r) => r.path)).toEqual(['/v1/supported-chains', '/v1/account/0x1/balance'])
  })

  it('behavior: a failed supported-chains call fails the call and is asked again next time', async () => {
    server.queue({ status: 500 }, { body: { http: ['eip155:1'], ws: [] } }, { body: { balances: [] } })
    const c = api()
    await expect(c.callOnNetwork('balance', 'eip155:1', { params: { address: '0x1' } })).rejects.toBeInstanceOf(
      HttpRequestError,
    )
    await expect(c.callOnNetwork('balance', 'eip155:1', { params: { address: '0x1' } })).resolves.toEqual({
      balances: [],
    })
    expect(server.requests.map((r) => r.path)).toEqual([
      '/v1/supported-chains',
      '/v1/supported-chains',
      '/v1/account/0x1/balance',
    ])
  })
})
