// Hostile service bodies for the fault campaign: each case is what a data API or wallet-listing server
// answers to one call of SPEC §7, served by a real node:http server (test/helpers/faultServer.ts) to the real HTTP
// and service clients. Every call must end in a parsed value or a typed error (a GatehouseError), never anything
// else, and within the client's timeout. Used by test/integration/serviceFaults.test.ts and bench/faults.bench.ts.
import { createServiceClient } from '../../src/api/client.js'
import { createHttpClient, MAX_RESPONSE_BYTES } from '../../src/api/http.js'
import type { ApiPathName } from '../../src/api/schemas.js'
import { GatehouseError } from '../../src/errors/GatehouseError.js'
import type { Reply } from './faultServer.js'
import { startFaultServer } from './faultServer.js'

/** One hostile answer to one call. */
export interface ServiceFault {
  name: string
  path: ApiPathName
  reply: Reply
  params?: Record<string, string>
  /** The error the call must end in (its name), or 'ok' when the body is good after all. */
  expect: string
}

const huge = 'x'.repeat(MAX_RESPONSE_BYTES + 1)

/** The hostile answers. */
export const SERVICE_FAULTS: readonly ServiceFault[] = [
  {
    name: 'malformed JSON',
    path: 'identity',
    params: { address: '0x1' },
    reply: { raw: '{"name":' },
    expect: 'InvalidResponseError',
  },
  {
    name: 'HTML instead of JSON',
    path: 'wallets',
    reply: { raw: '<html><body>502 Bad Gateway</body></html>' },
    expect: 'InvalidResponseError',
  },
  {
    name: 'JSON null',
    path: 'history',
    params: { account: '0x1' },
    reply: { raw: 'null' },
    expect: 'InvalidResponseError',
  },
  {
    name: 'an empty body',
    path: 'balance',
    params: { address: '0x1' },
    reply: { raw: '' },
    expect: 'InvalidResponseError',
  },
  {
    name: 'wrong types: history data a string',
    path: 'history',
    params: { account: '0x1' },
    reply: { body: { data: 'nope', next: 1 } },
    expect: 'InvalidResponseError',
  },
  {
    name: 'wrong types: wallet count negative, entries numbers',
    path: 'wallets',
    reply: { body: { data: [1, 2], count: -1 } },
    expect: 'InvalidResponseError',
  },
  {
    name: 'wrong types: identity name an object',
    path: 'identity',
    params: { address: '0x1' },
    reply: { body: { name: { toString: 1 }, avatar: [] } },
    expect: 'InvalidResponseError',
  },
  {
    name: 'a prototype-polluting body',
    path: 'identity',
    params: { address: '0x1' },
    reply: { raw: '{"__proto__":{"polluted":1},"name":"a","avatar":null}' },
    expect: 'ok',
  },
  {
    name: 'a 2 MiB + 1 body (Content-Length)',
    path: 'identity',
    params: { address: '0x1' },
    reply: { raw: JSON.stringify({ name: huge, avatar: null }) },
    expect: 'ResponseTooLargeError',
  },
  {
    name: 'a 5 MB profile name',
    path: 'identity',
    params: { address: '0x1' },
    reply: { raw: JSON.stringify({ name: 'n'.repeat(5_000_000), avatar: null }) },
    expect: 'ResponseTooLargeError',
  },
  {
    name: 'a 300-character profile name',
    path: 'identity',
    params: { address: '0x1' },
    reply: { body: { name: 'n'.repeat(300), avatar: null } },
    expect: 'InvalidResponseError',
  },
  {
    name: 'a 50,000-item history page (over the body limit)',
    path: 'history',
    params: { account: '0x1' },
    reply: {
      raw: JSON.stringify({
        data: Array.from({ length: 50_000 }, (_, i) => ({
          id: `t${i}`,
          metadata: { minedAt: '2026-01-01T00:00:00Z', chain: 'eip155:1' },
          transfers: [],
        })),
        next: null,
      }),
    },
    expect: 'ResponseTooLargeError',
  },
  {
    name: 'JSON nested 50,000 deep',
    path: 'wallets',
    reply: { raw: `${'['.repeat(50_000)}${']'.repeat(50_000)}` },
    expect: 'InvalidResponseError',
  },
  {
    name: 'a bidi override in a profile name (kept: the display neutralises it)',
    path: 'identity',
    params: { address: '0x1' },
    reply: { body: { name: '\u202Ehte.live', avatar: null } },
    expect: 'ok',
  },
  {
    name: 'status 429 with Retry-After',
    path: 'wallets',
    reply: { status: 429, headers: { 'retry-after': '1' } },
    expect: 'HttpRequestError',
  },
  {
    name: 'status 500',
    path: 'balance',
    params: { address: '0x1' },
    reply: { status: 500 },
    expect: 'HttpRequestError',
  },
  {
    name: 'status 502 with an HTML body',
    path: 'history',
    params: { account: '0x1' },
    reply: { status: 502, raw: '<html>' },
    expect: 'HttpRequestError',
  },
  {
    name: 'status 503',
    path: 'identity',
    params: { address: '0x1' },
    reply: { status: 503 },
    expect: 'HttpRequestError',
  },
  {
    name: 'a server that never answers',
    path: 'identity',
    params: { address: '0x1' },
    reply: { hang: true },
    expect: 'TimeoutError',
  },
  {
    name: 'a slow answer, within the timeout',
    path: 'identity',
    params: { address: '0x1' },
    reply: { delayMs: 50, body: { name: 'a', avatar: null } },
    expect: 'ok',
  },
]

/** What one call ended in. */
export interface ServiceFaultOutcome {
  name: string
  /** The error's name, or 'ok'. */
  ended: string
  typed: boolean
  ms: number
}

/** Runs every case against one fault server, with a short client timeout (the hanging case). */
export async function runServiceFaults(
  faults: readonly ServiceFault[] = SERVICE_FAULTS,
  timeoutMs = 300,
): Promise<ServiceFaultOutcome[]> {
  const server = await startFaultServer()
  const out: ServiceFaultOutcome[] = []
  try {
    const http = createHttpClient({
      baseUrl: server.url,
      fetch: globalThis.fetch,
      setTimeout: (fn, ms) => setTimeout(fn, ms),
      clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
      timeoutMs,
    })
    const client = createServiceClient({ api: http, wallets: http }, { projectId: 'faults' })
    for (const fault of faults) {
      server.queue(fault.reply)
      const t0 = performance.now()
      let ended = 'ok'
      let typed = true
      try {
        await client.call(fault.path, { params: fault.params } as never)
      } catch (error) {
        typed = error instanceof GatehouseError
        ended = error instanceof Error ? error.name : typeof error
      }
      out.push({ name: fault.name, ended, typed, ms: performance.now() - t0 })
    }
  } finally {
    await server.close()
  }
  return out
}
