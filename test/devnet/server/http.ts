// A small JSON HTTP server for the devnet's reference services: node:http on
// 127.0.0.1 only, routes from path templates ('/v1/account/{address}/balance'),
// CORS for loopback origins (the demo page runs on another 127.0.0.1 port), and
// every failure answered as a JSON error with a 4xx (the caller's fault) or 500
// (the server's), never a crash.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import * as z from 'zod/mini'

/** An error answered with its status and a JSON body `{ status, error, message, issues? }`. */
export class HttpError extends Error {
  override name = 'HttpError'
  constructor(
    readonly status: number,
    message: string,
    readonly issues?: readonly string[],
    readonly headers?: Readonly<Record<string, string>>,
  ) {
    super(message)
  }
}

/** What a handler returns: JSON (validated when the route has a schema), or raw bytes with a content type. */
export type Reply =
  | { kind: 'json'; status?: number; body: unknown }
  | { kind: 'raw'; status?: number; contentType: string; body: string | Uint8Array; headers?: Record<string, string> }

/** The request as a handler sees it. */
export interface RequestContext {
  method: string
  path: string
  params: Record<string, string>
  query: URLSearchParams
  /** The parsed JSON body (POST routes with `body` schema: already validated). */
  body: unknown
  /** The body as received (POST routes). */
  text: string
  headers: IncomingMessage['headers']
}

/** One route. */
export interface Route {
  method: 'GET' | 'POST'
  /** Path template; `{name}` matches one non-empty segment. */
  path: string
  /** Schema the JSON body must match (POST). A body that does not parse or match is a 400. */
  body?: z.ZodMiniType | null
  /** Schema every JSON reply is checked against before it is sent (a mismatch is a 500: the server is wrong). */
  response?: z.ZodMiniType | null
  /** Query names that must be present and non-empty. */
  required?: readonly string[]
  /** Take any content type and hand the body over as text (`ctx.text`), e.g. an HTML form. */
  rawBody?: boolean
  handler: (ctx: RequestContext) => Reply | Promise<Reply>
}

/** Options of {@link startJsonServer}. */
export interface JsonServerOptions {
  /** Name used in messages ('api', 'wallets', 'analytics'). */
  name: string
  /** Port on 127.0.0.1 (0: a free one). */
  port: number
  routes: readonly Route[]
  /** Whether an Origin may call (CORS). Default: loopback origins only. */
  allowOrigin?: (origin: string) => boolean
  /** Largest accepted body in bytes (default 1 MiB). */
  maxBodyBytes?: number
  /** Called with unexpected handler errors (default: console.error). */
  onError?: (error: unknown, ctx: { method: string; path: string }) => void
}

/** A running server. */
export interface JsonServer {
  url: string
  port: number
  server: Server
  close(): Promise<void>
}

/** Loopback origins: http(s)://127.0.0.1, localhost or [::1], any port. */
export function isLoopbackOrigin(origin: string): boolean {
  try {
    const url = new URL(origin)
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)
    )
  } catch {
    return false
  }
}

interface CompiledRoute extends Route {
  regex: RegExp
  names: string[]
}

function compile(route: Route): CompiledRoute {
  const names: string[] = []
  const source = route.path
    .split(/(\{[A-Za-z_]+\})/)
    .map((part) => {
      const param = /^\{([A-Za-z_]+)\}$/.exec(part)
      if (param) {
        names.push(param[1]!)
        return '([^/]+)'
      }
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    })
    .join('')
  return { ...route, regex: new RegExp(`^${source}$`), names }
}

/** The problems of a failed zod parse, one line each. */
export function issuesOf(error: z.core.$ZodError): string[] {
  return error.issues.map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : '(body)'}: ${issue.message}`)
}

function readBody(req: IncomingMessage, limit: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    let failed = false
    req.on('data', (chunk: Buffer) => {
      if (failed) return
      size += chunk.length
      if (size > limit) {
        failed = true
        reject(new HttpError(413, `Request body is larger than ${limit} bytes.`))
        return
      }
      chunks.push(chunk)
    })
    req.on('end', () => {
      if (!failed) resolve(Buffer.concat(chunks).toString('utf8'))
    })
    req.on('error', (error) => {
      if (!failed) reject(new HttpError(400, `Could not read the request body: ${error.message}`))
    })
  })
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  500: 'Internal Server Error',
}

/** Starts a JSON server on 127.0.0.1; rejects with a clear message when the port is taken. */
export async function startJsonServer(options: JsonServerOptions): Promise<JsonServer> {
  const routes = options.routes.map(compile)
  const allowOrigin = options.allowOrigin ?? isLoopbackOrigin
  const maxBodyBytes = options.maxBodyBytes ?? 1024 * 1024
  const onError =
    options.onError ??
    ((error, ctx) => console.error(`[devnet ${options.name}] ${ctx.method} ${ctx.path} failed:`, error))

  const send = (res: ServerResponse, status: number, headers: Record<string, string>, body: string | Uint8Array) => {
    if (res.headersSent) return
    res.writeHead(status, { ...headers, 'content-length': String(Buffer.byteLength(body)) })
    res.end(body)
  }
  const sendError = (res: ServerResponse, cors: Record<string, string>, error: HttpError) => {
    const body = {
      status: error.status,
      error: STATUS_TEXT[error.status] ?? 'Error',
      message: error.message,
      ...(error.issues ? { issues: error.issues } : {}),
    }
    send(
      res,
      error.status,
      { ...cors, ...error.headers, 'content-type': 'application/json; charset=utf-8' },
      JSON.stringify(body),
    )
  }

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const method = req.method ?? 'GET'
    const origin = req.headers.origin
    const cors: Record<string, string> = { vary: 'Origin' }
    if (origin && allowOrigin(origin)) {
      cors['access-control-allow-origin'] = origin
      cors['access-control-allow-methods'] = 'GET, POST, OPTIONS'
      cors['access-control-allow-headers'] = 'content-type'
      cors['access-control-max-age'] = '600'
    }
    let url: URL
    try {
      // Origin-form only ('/path?query'); '//x' must stay a path, not become a host.
      if (!req.url?.startsWith('/')) throw new TypeError('not origin-form')
      url = new URL(`http://127.0.0.1${req.url}`)
    } catch {
      return sendError(res, cors, new HttpError(400, 'Malformed request URL.'))
    }
    const path = url.pathname
    const ctxForErrors = { method, path }
    try {
      const matching = routes
        .map((route) => ({ route, match: route.regex.exec(path) }))
        .filter((m): m is { route: CompiledRoute; match: RegExpExecArray } => m.match !== null)
      if (matching.length === 0) throw new HttpError(404, `No ${options.name} route for ${path}.`)
      if (method === 'OPTIONS') {
        send(res, 204, { ...cors, allow: [...new Set(matching.map((m) => m.route.method)), 'OPTIONS'].join(', ') }, '')
        return
      }
      const found = matching.find((m) => m.route.method === method || (method === 'HEAD' && m.route.method === 'GET'))
      if (!found) {
        const allow = [...new Set(matching.map((m) => m.route.method)), 'OPTIONS'].join(', ')
        throw new HttpError(405, `${method} is not allowed on ${path}; use ${allow}.`, undefined, { allow })
      }
      const { route, match } = found
      const params: Record<string, string> = {}
      for (const [i, name] of route.names.entries()) {
        try {
          params[name] = decodeURIComponent(match[i + 1]!)
        } catch {
          throw new HttpError(400, `Path parameter ${name} is not valid percent-encoding.`)
        }
      }
      const missing = (route.required ?? []).filter((name) => !url.searchParams.get(name))
      if (missing.length > 0)
        throw new HttpError(400, `Missing query parameter${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}.`)

      let body: unknown = undefined
      let text = ''
      if (route.method === 'POST') {
        text = await readBody(req, maxBodyBytes)
        const type = req.headers['content-type'] ?? ''
        if (!route.rawBody && text.length > 0 && type !== '' && !/^(application\/json|text\/plain)\b/i.test(type)) {
          throw new HttpError(415, `Send the body as application/json, not ${type}.`)
        }
        if (route.body) {
          if (text.trim() === '') throw new HttpError(400, 'The request body is empty; a JSON body is required.')
          try {
            body = JSON.parse(text)
          } catch (error) {
            throw new HttpError(400, `The request body is not valid JSON: ${(error as Error).message}`)
          }
          const parsed = route.body.safeParse(body)
          if (!parsed.success)
            throw new HttpError(400, 'The request body does not match the schema.', issuesOf(parsed.error))
          body = parsed.data
        }
      }

      const reply = await route.handler({
        method,
        path,
        params,
        query: url.searchParams,
        body,
        text,
        headers: req.headers,
      })
      if (reply.kind === 'raw') {
        send(
          res,
          reply.status ?? 200,
          { ...cors, ...reply.headers, 'content-type': reply.contentType },
          method === 'HEAD' ? '' : reply.body,
        )
        return
      }
      if (route.response) {
        const checked = route.response.safeParse(reply.body)
        if (!checked.success) {
          onError(new Error(`reply does not match the schema: ${issuesOf(checked.error).join('; ')}`), ctxForErrors)
          throw new HttpError(
            500,
            'The devnet built a reply that does not match the API schema.',
            issuesOf(checked.error),
          )
        }
      }
      const json = JSON.stringify(reply.body ?? null)
      send(
        res,
        reply.status ?? 200,
        { ...cors, 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
        method === 'HEAD' ? '' : json,
      )
    } catch (error) {
      if (error instanceof HttpError) return sendError(res, cors, error)
      onError(error, ctxForErrors)
      sendError(
        res,
        cors,
        new HttpError(500, `The devnet ${options.name} server failed: ${(error as Error)?.message ?? String(error)}`),
      )
    }
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error) => {
      onError(error, { method: req.method ?? '?', path: req.url ?? '?' })
      if (!res.headersSent) res.writeHead(500).end()
    })
  })
  server.keepAliveTimeout = 2_000
  await new Promise<void>((resolve, reject) => {
    const onListenError = (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(
              `Port ${options.port} on 127.0.0.1 is already in use: the devnet ${options.name} server could not listen there.`,
            )
          : error,
      )
    }
    server.once('error', onListenError)
    server.listen(options.port, '127.0.0.1', () => {
      server.off('error', onListenError)
      resolve()
    })
  })
  const port = (server.address() as AddressInfo).port
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
