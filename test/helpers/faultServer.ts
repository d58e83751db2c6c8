// A real node:http server on 127.0.0.1 for fault-injection tests: each test
// queues what the next requests get (a status, headers, a body, a hang, a
// delay) and reads back the requests the server saw, counted on the server.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** What the server does with one request. */
export type Reply =
  | { status?: number; headers?: Record<string, string>; body?: unknown; raw?: string; delayMs?: number }
  | { hang: true }
  | ((request: SeenRequest) => Reply)

/** A request the server received. */
export interface SeenRequest {
  method: string
  path: string
  query: Record<string, string>
  body: unknown
}

/** A running fault server. */
export interface FaultServer {
  url: string
  /** Every request received, in order. */
  readonly requests: SeenRequest[]
  /** Queues replies for the next requests, in order; when the queue is empty `fallback` answers. */
  queue(...replies: Reply[]): void
  /** The reply when the queue is empty (default: 200 with `{}`). */
  fallback: Reply
  /** Resolves once the server has received `n` requests in total. */
  received(n: number): Promise<void>
  close(): Promise<void>
}

/** Starts a fault server on 127.0.0.1 at a free port. */
export async function startFaultServer(): Promise<FaultServer> {
  const requests: SeenRequest[] = []
  const queue: Reply[] = []
  const waiters: Array<{ n: number; resolve(): void }> = []
  const hanging = new Set<ServerResponse>()
  const timers = new Set<ReturnType<typeof setTimeout>>()

  const answer = (reply: Reply, seen: SeenRequest, res: ServerResponse): void => {
    if (typeof reply === 'function') return answer(reply(seen), seen, res)
    if ('hang' in reply) {
      hanging.add(res)
      return
    }
    const send = () => {
      const headers = { 'content-type': 'application/json', 'access-control-allow-origin': '*', ...reply.headers }
      res.writeHead(reply.status ?? 200, headers)
      res.end(reply.raw ?? JSON.stringify(reply.body ?? {}))
    }
    if (reply.delayMs) {
      const t = setTimeout(() => {
        timers.delete(t)
        send()
      }, reply.delayMs)
      timers.add(t)
    } else send()
  }

  const handler = (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1')
      const text = Buffer.concat(chunks).toString('utf8')
      let body: unknown = undefined
      if (text) {
        try {
          body = JSON.parse(text)
        } catch {
          body = text
        }
      }
      const seen: SeenRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        body,
      }
      requests.push(seen)
      for (const w of waiters.filter((w) => requests.length >= w.n)) {
        waiters.splice(waiters.indexOf(w), 1)
        w.resolve()
      }
      answer(queue.shift() ?? server_.fallback, seen, res)
    })
  }

  const server: Server = createServer(handler)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const server_: FaultServer = {
    url: `http://127.0.0.1:${port}`,
    requests,
    queue: (...replies) => void queue.push(...replies),
    fallback: { status: 200, body: {} },
    received: (n) =>
      requests.length >= n ? Promise.resolve() : new Promise((resolve) => waiters.push({ n, resolve })),
    close: () =>
      new Promise<void>((resolve) => {
        for (const t of timers) clearTimeout(t)
        for (const res of hanging) res.destroy()
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
  return server_
}

/** A URL on 127.0.0.1 where nothing listens (a port just freed). */
export async function refusedUrl(): Promise<string> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return `http://127.0.0.1:${port}`
}
