// The demo's sign-in server (node:http, 127.0.0.1): it issues the nonces the demo's
// messages carry and verifies every sign-in with gatehouse-modal/siwx before it keeps the
// session, so the demo's sign-in is checked by a server and not only in the page.
// examples/start.mjs starts it; an app's own server does the same with its database.
// Nonces and sessions belong to the browser that asked (an HttpOnly cookie), as an app's
// login session would: another browser never sees them.
//
//   GET  /nonce                            → { nonce }  (single-use, 5 minutes)
//   POST /verify { message, signature }    → 200 { ok: true, session } | 401 { ok: false, failed: [{ check, reason }] }
//   GET  /sessions?chainId=…&address=…     → { sessions }  (unexpired, verified here)
//   POST /sessions/revoke { chainId, address }, POST /sessions/clear
import { randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { http } from 'viem'
import { createMemorySiwxStore, parseSiwxMessage, verifySiwxMessage, type SiwxSession } from 'gatehouse-modal/siwx'

/** Options of startSiwxServer. */
export interface SiwxServerOptions {
  /** Port on 127.0.0.1; 0 picks a free one. */
  port: number
  /** The EVM chains sign-ins may name, with their RPC (contract accounts are asked there). */
  chains: ReadonlyArray<{ chainId: number; rpcUrl: string }>
  /** The other networks sign-ins may name (CAIP-2: a Solana chain, a Bitcoin network), verified without a node. */
  networks?: readonly string[]
}

/** A running sign-in server. */
export interface SiwxServer {
  url: string
  /** The page's origin ("http://127.0.0.1:5173"): messages must name its host as domain and it as URI. */
  setOrigin(origin: string): void
  close(): Promise<void>
}

const MAX_BODY = 64 * 1024

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  let size = 0
  const chunks: Buffer[] = []
  for await (const chunk of req) {
    size += (chunk as Buffer).length
    if (size > MAX_BODY) throw new Error('body too large')
    chunks.push(chunk as Buffer)
  }
  const body: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}')
  if (typeof body !== 'object' || body === null) throw new Error('body is not a JSON object')
  return body as Record<string, unknown>
}

/** Starts the demo's sign-in server on 127.0.0.1. */
export async function startSiwxServer(options: SiwxServerOptions): Promise<SiwxServer> {
  const stores = new Map<string, ReturnType<typeof createMemorySiwxStore>>()
  let origin: URL | undefined
  let cookieName = 'gatehouse_siwx'

  // The browser's store, by its cookie; a browser without one gets a new id (and an empty store).
  function storeOf(req: IncomingMessage, res: ServerResponse) {
    const cookie = (req.headers.cookie ?? '').split(/;\s*/).find((c) => c.startsWith(`${cookieName}=`))
    let id = cookie?.slice(cookieName.length + 1)
    if (!id || !stores.has(id)) {
      id = randomUUID()
      // A demo: the oldest browsers are forgotten past 1000.
      if (stores.size >= 1000) stores.delete(stores.keys().next().value!)
      stores.set(id, createMemorySiwxStore())
      res.setHeader('set-cookie', `${cookieName}=${id}; HttpOnly; SameSite=Lax; Path=/`)
    }
    return stores.get(id)!
  }

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' })
    res.end(JSON.stringify(body))
  }

  async function verify(
    store: ReturnType<typeof createMemorySiwxStore>,
    body: Record<string, unknown>,
    res: ServerResponse,
  ) {
    const { message, signature } = body
    if (typeof message !== 'string' || typeof signature !== 'string')
      return send(res, 400, { ok: false, failed: [{ check: 'message', reason: 'message and signature are strings' }] })
    if (!origin) return send(res, 503, { ok: false, failed: [{ check: 'domain', reason: 'the page is not up yet' }] })
    const parsed = parseSiwxMessage(message)
    const chain = parsed.ok ? options.chains.find((c) => `eip155:${c.chainId}` === parsed.value.chainId) : undefined
    const network = parsed.ok ? options.networks?.find((id) => id === parsed.value.chainId) : undefined
    if (parsed.ok && !chain && !network)
      return send(res, 401, {
        ok: false,
        failed: [{ check: 'chain', reason: `signed for ${parsed.value.chainId}, a chain this server does not serve` }],
      })
    const result = await verifySiwxMessage({
      message,
      signature,
      expected: {
        domain: origin.host,
        // The URI is the page's real origin (http here); Gatehouse writes no scheme before the domain.
        uri: origin.origin,
        ...(chain ? { chainId: chain.chainId } : network ? { chainId: network } : {}),
        nonce: (nonce) => store.consumeNonce(nonce),
      },
      transport: chain ? http(chain.rpcUrl) : undefined,
    })
    if (!result.ok) return send(res, 401, { ok: false, failed: result.failed })
    const m = result.message
    const session: SiwxSession = {
      data: {
        accountAddress: m.accountAddress,
        chainId: m.chainId as `${string}:${string}`,
        domain: m.domain,
        uri: m.uri,
        version: m.version,
        nonce: m.nonce,
        issuedAt: m.issuedAt,
        ...(m.expirationTime !== undefined ? { expirationTime: m.expirationTime } : {}),
        ...(m.notBefore !== undefined ? { notBefore: m.notBefore } : {}),
        ...(m.requestId !== undefined ? { requestId: m.requestId } : {}),
        ...(m.statement !== undefined ? { statement: m.statement } : {}),
        ...(m.resources !== undefined ? { resources: m.resources } : {}),
      },
      message,
      signature,
    }
    await store.addSession(session)
    return send(res, 200, { ok: true, session })
  }

  const server = createServer((req, res) => {
    // Only the demo page may call (CORS); everything else is refused by the browser.
    if (origin) {
      res.setHeader('access-control-allow-origin', origin.origin)
      res.setHeader('access-control-allow-credentials', 'true')
    }
    res.setHeader('vary', 'origin')
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'access-control-allow-methods': 'GET, POST',
        'access-control-allow-headers': 'content-type',
        'access-control-max-age': '600',
      })
      return res.end()
    }
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const route = `${req.method} ${url.pathname}`
    const store = storeOf(req, res)
    void (async () => {
      try {
        if (route === 'GET /nonce') return send(res, 200, { nonce: await store.issueNonce() })
        if (route === 'POST /verify') return await verify(store, await readJson(req), res)
        if (route === 'GET /sessions') {
          const chainId = url.searchParams.get('chainId') ?? ''
          const address = url.searchParams.get('address') ?? ''
          return send(res, 200, { sessions: await store.getSessions(chainId as `${string}:${string}`, address) })
        }
        if (route === 'POST /sessions/revoke') {
          const body = await readJson(req)
          await store.revokeSession(String(body.chainId) as `${string}:${string}`, String(body.address))
          return send(res, 200, { ok: true })
        }
        if (route === 'POST /sessions/clear') {
          await store.setSessions([])
          return send(res, 200, { ok: true })
        }
        if (route === 'GET /')
          return send(res, 200, {
            service: 'gatehouse demo sign-in server',
            routes: ['GET /nonce', 'POST /verify', 'GET /sessions', 'POST /sessions/revoke', 'POST /sessions/clear'],
          })
        return send(res, 404, { error: 'not found' })
      } catch (error) {
        return send(res, 400, { error: error instanceof Error ? error.message : String(error) })
      }
    })()
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, '127.0.0.1', () => resolve())
  })
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : options.port
  // Cookies do not tell ports apart: the name carries this server's.
  cookieName = `gatehouse_siwx_${port}`
  return {
    url: `http://127.0.0.1:${port}`,
    setOrigin(value) {
      origin = new URL(value)
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
