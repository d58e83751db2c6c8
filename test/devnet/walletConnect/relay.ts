// The devnet's WalletConnect relay: a WebSocket server on 127.0.0.1 speaking the relay
// JSON-RPC that @walletconnect/sign-client 2.x uses (FIELD-NOTES "WalletConnect
// offline"), so the product's client and the test phone wallet pair and talk with no
// outbound call. It checks the client's auth JWT (did:key issuer, EdDSA) with
// @walletconnect/relay-auth, keeps every message for its TTL and delivers it to each
// subscriber once acknowledged, holds messages for topics nobody subscribed yet,
// answers wc_proposeSession / wc_approveSession itself, pings every socket and answers
// every malformed frame with a JSON-RPC error.
import { createHash } from 'node:crypto'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { decodeJWT, verifyJWT } from '@walletconnect/relay-auth'
import { WebSocketServer, type RawData, type WebSocket } from 'ws'
import * as z from 'zod/mini'

/** Options of {@link startRelay}. */
export interface RelayOptions {
  /** Port on 127.0.0.1 (0 or absent: a free one). */
  port?: number
  /** How often every socket is pinged, in ms (default 10 000; the client drops a socket that is silent for 35 s). */
  pingIntervalMs?: number
  /** The clock messages are stamped and expired with (default Date.now); tests move it to expire messages. */
  now?: () => number
  /** Unexpected failures (default console.error). Bad frames are the client's fault and are only answered. */
  onError?: (error: unknown) => void
}

/** A running relay. */
export interface Relay {
  /** ws://127.0.0.1:PORT, the `relayUrl` for sign-client. */
  url: string
  port: number
  /** Open sockets. */
  connections(): number
  /** Messages held (not yet expired), on one topic or on all. */
  storedMessages(topic?: string): number
  /** Terminates every open socket at once (as a relay restart would); the clients reconnect by themselves. Returns how many. */
  dropConnections(): number
  /** Drops expired messages now (also done on every publish and subscribe and at each ping). */
  purgeExpired(): void
  /** Closes every socket and the server; safe to call twice. */
  close(): Promise<void>
}

/** JSON-RPC error codes the relay answers with. */
export const RELAY_ERRORS = {
  parse: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internal: -32603,
} as const

// Tags of the messages the relay publishes for the session methods (sign-client's ENGINE_RPC_OPTS).
const TAG_SESSION_PROPOSE = 1100
const TAG_SESSION_PROPOSE_RESPONSE = 1101
const TAG_SESSION_SETTLE = 1102
const FIVE_MINUTES = 300
const THIRTY_DAYS = 30 * 24 * 3600
const MAX_FRAME_BYTES = 4 * 1024 * 1024

const topic = z.string().check(z.regex(/^[0-9a-fA-F]{64}$/, 'Expected a topic: 64 hex digits'))
const ttl = z.number().check(z.int(), z.gte(1), z.lte(THIRTY_DAYS))
const message = z.string().check(z.minLength(1), z.maxLength(MAX_FRAME_BYTES))
const tag = z.number().check(z.int(), z.nonnegative())

const PublishParams = z.object({
  topic,
  message,
  ttl,
  tag: z.optional(tag),
  prompt: z.optional(z.boolean()),
  attestation: z.optional(z.string()),
})
const PARAMS = {
  subscribe: z.object({ topic }),
  batchSubscribe: z.object({ topics: z.array(topic).check(z.minLength(1), z.maxLength(500)) }),
  unsubscribe: z.object({ topic, id: z.string() }),
  batchUnsubscribe: z.object({
    subscriptions: z.array(z.object({ topic, id: z.string() })).check(z.minLength(1), z.maxLength(500)),
  }),
  publish: PublishParams,
  batchPublish: z.object({ messages: z.array(PublishParams).check(z.minLength(1), z.maxLength(500)) }),
  batchFetchMessages: z.object({ topics: z.array(topic).check(z.minLength(1), z.maxLength(500)) }),
  proposeSession: z.object({
    pairingTopic: topic,
    sessionProposal: message,
    ttl: z.optional(ttl),
    attestation: z.optional(z.string()),
  }),
  approveSession: z.object({
    sessionTopic: topic,
    pairingTopic: topic,
    sessionProposalResponse: message,
    sessionSettlementRequest: message,
    ttl: z.optional(ttl),
  }),
}

const RpcId = z.union([z.number(), z.string()])
const RequestFrame = z.object({
  jsonrpc: z.optional(z.literal('2.0')),
  id: z.optional(z.nullable(RpcId)),
  method: z.string(),
  params: z.optional(z.unknown()),
})
const ResponseFrame = z.object({ id: RpcId, result: z.optional(z.unknown()), error: z.optional(z.unknown()) })

interface StoredMessage {
  topic: string
  message: string
  tag: number
  publishedAt: number
  expiresAt: number
  /** Client id of the publisher (it is never sent its own message); null when the relay published it for nobody in particular. */
  publisher: string | null
  /** Clients that acknowledged it. */
  acked: Set<string>
}

interface Connection {
  socket: WebSocket
  clientId: string
  topics: Set<string>
  /** Deliveries waiting for the client's ack, by the irn_subscription request id. */
  inFlight: Map<number, StoredMessage>
  alive: boolean
}

class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

/** sha256(topic + clientId) in hex: the subscription id the client computes for itself. */
export function subscriptionId(topic: string, clientId: string): string {
  return createHash('sha256')
    .update(topic + clientId, 'utf8')
    .digest('hex')
}

// Ids above 2^53 (sign-client's bigint ids) are carried as their digits, never rounded.
const BIG_ID_MARK = '__gatehouse_relay_bigint__:'
function parseFrame(text: string): unknown {
  return JSON.parse(text.replace(/("id"\s*:\s*)(\d{16,})(?=\s*[,}])/g, `$1"${BIG_ID_MARK}$2"`))
}
function serialise(value: unknown): string {
  return JSON.stringify(value).replace(new RegExp(`"${BIG_ID_MARK}(\\d+)"`, 'g'), '$1')
}

/** What is wrong with a client's auth JWT, or its client id (the issuer) when it is valid. */
export async function checkRelayAuth(
  jwt: string | null,
  port: number,
  nowMs: number,
): Promise<{ clientId: string } | { problem: string }> {
  if (!jwt) return { problem: 'missing auth query parameter' }
  let payload: { iss?: unknown; aud?: unknown; exp?: unknown; iat?: unknown }
  try {
    payload = decodeJWT(jwt).payload as typeof payload
    if (!(await verifyJWT(jwt))) return { problem: 'auth JWT signature does not verify' }
  } catch (error) {
    return { problem: `auth is not a relay JWT: ${(error as Error).message}` }
  }
  if (typeof payload.iss !== 'string' || !payload.iss.startsWith('did:key:'))
    return { problem: 'auth JWT issuer is not a did:key' }
  const now = Math.floor(nowMs / 1000)
  if (typeof payload.exp !== 'number' || payload.exp <= now) return { problem: 'auth JWT expired' }
  if (typeof payload.iat === 'number' && payload.iat > now + 300) return { problem: 'auth JWT issued in the future' }
  try {
    const aud = new URL(String(payload.aud))
    const audPort = Number(aud.port || (aud.protocol === 'wss:' ? 443 : 80))
    if (!['ws:', 'wss:'].includes(aud.protocol) || audPort !== port)
      return { problem: `auth JWT audience ${String(payload.aud)} is not this relay` }
  } catch {
    return { problem: 'auth JWT audience is not a URL' }
  }
  return { clientId: payload.iss }
}

/** Starts the relay on 127.0.0.1; rejects with a clear message when the port is taken. */
export async function startRelay(options: RelayOptions = {}): Promise<Relay> {
  const now = options.now ?? Date.now
  const onError = options.onError ?? ((error: unknown) => console.error('[devnet relay]', error))
  const pingIntervalMs = options.pingIntervalMs ?? 10_000
  const connections = new Set<Connection>()
  const subscribers = new Map<string, Set<Connection>>()
  const mailbox = new Map<string, StoredMessage[]>()
  let nextDeliveryId = 1
  let port = 0

  const purgeExpired = () => {
    const t = now()
    for (const [key, messages] of mailbox) {
      const kept = messages.filter((m) => m.expiresAt > t)
      if (kept.length === 0) mailbox.delete(key)
      else if (kept.length !== messages.length) mailbox.set(key, kept)
    }
  }

  const send = (connection: Connection, value: unknown) => {
    if (connection.socket.readyState !== connection.socket.OPEN) return
    connection.socket.send(serialise(value), (error) => {
      if (error) connection.socket.terminate()
    })
  }

  const deliver = (connection: Connection, stored: StoredMessage) => {
    if (stored.publisher === connection.clientId || stored.acked.has(connection.clientId) || stored.expiresAt <= now())
      return
    for (const pending of connection.inFlight.values()) if (pending === stored) return
    const id = nextDeliveryId++
    connection.inFlight.set(id, stored)
    send(connection, {
      id,
      jsonrpc: '2.0',
      method: 'irn_subscription',
      params: {
        id: subscriptionId(stored.topic, connection.clientId),
        // An empty attestation: a non-empty one makes the wallet fetch the vendor's key (FIELD-NOTES), which never settles offline.
        data: {
          topic: stored.topic,
          message: stored.message,
          publishedAt: stored.publishedAt,
          tag: stored.tag,
          attestation: '',
        },
      },
    })
  }

  const subscribe = (connection: Connection, key: string): string => {
    let set = subscribers.get(key)
    if (!set) subscribers.set(key, (set = new Set()))
    set.add(connection)
    connection.topics.add(key)
    return subscriptionId(key, connection.clientId)
  }

  /** Delivers what the topic holds to a connection that just subscribed (after its subscribe result went out). */
  const flush = (connection: Connection, key: string) => {
    for (const stored of mailbox.get(key) ?? []) deliver(connection, stored)
  }

  const unsubscribe = (connection: Connection, key: string) => {
    connection.topics.delete(key)
    const set = subscribers.get(key)
    set?.delete(connection)
    if (set?.size === 0) subscribers.delete(key)
  }

  const publish = (
    publisher: string | null,
    params: { topic: string; message: string; ttl: number; tag?: number | undefined },
  ) => {
    purgeExpired()
    const held = mailbox.get(params.topic) ?? []
    // A retried publish (the client's queue) is the same message: keep one copy.
    let stored = held.find((m) => m.message === params.message)
    if (!stored) {
      const publishedAt = now()
      stored = {
        topic: params.topic,
        message: params.message,
        tag: params.tag ?? 0,
        publishedAt,
        expiresAt: publishedAt + params.ttl * 1000,
        publisher,
        acked: new Set(),
      }
      held.push(stored)
      mailbox.set(params.topic, held)
    }
    for (const connection of subscribers.get(params.topic) ?? []) deliver(connection, stored)
  }

  const parse = <T>(schema: z.ZodMiniType<T>, params: unknown, method: string): T => {
    const result = schema.safeParse(params)
    if (!result.success) {
      const problems = result.error.issues.map((i) => `${i.path.join('.') || 'params'}: ${i.message}`).join('; ')
      throw new RpcError(RELAY_ERRORS.invalidParams, `Invalid params for ${method}: ${problems}`)
    }
    return result.data
  }

  /** Answers one request; `after` runs once the result is sent (deliveries that must follow it). */
  const handle = (connection: Connection, method: string, params: unknown, after: (() => void)[]): unknown => {
    switch (method) {
      case 'irn_subscribe': {
        const p = parse(PARAMS.subscribe, params, method)
        purgeExpired()
        const id = subscribe(connection, p.topic)
        after.push(() => flush(connection, p.topic))
        return id
      }
      case 'irn_batchSubscribe': {
        const p = parse(PARAMS.batchSubscribe, params, method)
        purgeExpired()
        const ids = p.topics.map((t) => subscribe(connection, t))
        after.push(() => p.topics.forEach((t) => flush(connection, t)))
        return ids
      }
      case 'irn_unsubscribe': {
        const p = parse(PARAMS.unsubscribe, params, method)
        unsubscribe(connection, p.topic)
        return true
      }
      case 'irn_batchUnsubscribe': {
        const p = parse(PARAMS.batchUnsubscribe, params, method)
        for (const s of p.subscriptions) unsubscribe(connection, s.topic)
        return true
      }
      case 'irn_publish': {
        const p = parse(PARAMS.publish, params, method)
        after.push(() => publish(connection.clientId, p))
        return true
      }
      case 'irn_batchPublish': {
        const p = parse(PARAMS.batchPublish, params, method)
        after.push(() => p.messages.forEach((m) => publish(connection.clientId, m)))
        return true
      }
      case 'irn_batchFetchMessages': {
        const p = parse(PARAMS.batchFetchMessages, params, method)
        purgeExpired()
        const messages = p.topics.flatMap((t) =>
          (mailbox.get(t) ?? [])
            .filter((m) => m.publisher !== connection.clientId && !m.acked.has(connection.clientId))
            .map((m) => {
              m.acked.add(connection.clientId)
              return { topic: m.topic, message: m.message, publishedAt: m.publishedAt, tag: m.tag, attestation: '' }
            }),
        )
        return { messages, hasMore: false }
      }
      // The dapp's proposal: it listens on the pairing topic, the relay publishes the proposal there (tag 1100).
      case 'wc_proposeSession': {
        const p = parse(PARAMS.proposeSession, params, method)
        subscribe(connection, p.pairingTopic)
        after.push(() => {
          flush(connection, p.pairingTopic)
          publish(connection.clientId, {
            topic: p.pairingTopic,
            message: p.sessionProposal,
            ttl: p.ttl ?? FIVE_MINUTES,
            tag: TAG_SESSION_PROPOSE,
          })
        })
        return true
      }
      // The wallet's approval: it listens on the session topic; the relay publishes the proposal's response on the
      // pairing topic (1101) and the settlement on the session topic (1102).
      case 'wc_approveSession': {
        const p = parse(PARAMS.approveSession, params, method)
        subscribe(connection, p.sessionTopic)
        after.push(() => {
          flush(connection, p.sessionTopic)
          const ttlSeconds = p.ttl ?? FIVE_MINUTES
          publish(connection.clientId, {
            topic: p.pairingTopic,
            message: p.sessionProposalResponse,
            ttl: ttlSeconds,
            tag: TAG_SESSION_PROPOSE_RESPONSE,
          })
          publish(connection.clientId, {
            topic: p.sessionTopic,
            message: p.sessionSettlementRequest,
            ttl: ttlSeconds,
            tag: TAG_SESSION_SETTLE,
          })
        })
        return true
      }
      default:
        throw new RpcError(RELAY_ERRORS.methodNotFound, `Method not found: ${method}`)
    }
  }

  const onFrame = (connection: Connection, data: RawData, isBinary: boolean) => {
    const error = (id: unknown, code: number, text: string) =>
      send(connection, { id: id ?? null, jsonrpc: '2.0', error: { code, message: text } })
    if (isBinary) return error(null, RELAY_ERRORS.parse, 'Parse error: send JSON-RPC as text frames')
    const text = Array.isArray(data)
      ? Buffer.concat(data).toString('utf8')
      : Buffer.from(data as ArrayBuffer).toString('utf8')
    let frame: unknown
    try {
      frame = parseFrame(text)
    } catch (e) {
      return error(null, RELAY_ERRORS.parse, `Parse error: ${(e as Error).message}`)
    }
    if (typeof frame !== 'object' || frame === null || Array.isArray(frame))
      return error(null, RELAY_ERRORS.invalidRequest, 'Invalid Request: expected one JSON-RPC object')
    if (!('method' in frame)) {
      // An answer to one of our irn_subscription requests: the ack.
      const response = ResponseFrame.safeParse(frame)
      if (!response.success)
        return error(null, RELAY_ERRORS.invalidRequest, 'Invalid Request: neither a request nor a response')
      const stored = typeof response.data.id === 'number' ? connection.inFlight.get(response.data.id) : undefined
      if (!stored) return
      connection.inFlight.delete(response.data.id as number)
      if (response.data.error === undefined && response.data.result !== undefined) stored.acked.add(connection.clientId)
      return
    }
    const request = RequestFrame.safeParse(frame)
    const rawId = (frame as { id?: unknown }).id
    if (!request.success) {
      const id = typeof rawId === 'number' || typeof rawId === 'string' ? rawId : null
      return error(
        id,
        RELAY_ERRORS.invalidRequest,
        `Invalid Request: ${request.error.issues.map((i) => `${i.path.join('.') || '(frame)'}: ${i.message}`).join('; ')}`,
      )
    }
    const { id, method, params } = request.data
    const after: (() => void)[] = []
    let result: unknown
    try {
      result = handle(connection, method, params, after)
    } catch (e) {
      if (e instanceof RpcError) return error(id, e.code, e.message)
      onError(e)
      return error(id, RELAY_ERRORS.internal, `Internal error: ${(e as Error)?.message ?? String(e)}`)
    }
    // A notification (no id) gets no answer, as JSON-RPC says.
    if (id !== undefined && id !== null) send(connection, { id, jsonrpc: '2.0', result })
    for (const next of after) {
      try {
        next()
      } catch (e) {
        onError(e)
      }
    }
  }

  const server: Server = createServer((req, res) => {
    res.writeHead(426, { 'content-type': 'text/plain; charset=utf-8', upgrade: 'websocket' })
    res.end('Gatehouse devnet WalletConnect relay: connect with a WebSocket (sign-client relayUrl).\n')
  })
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES })
  const reject = (socket: Socket, status: string, reason: string) => {
    socket.end(
      `HTTP/1.1 ${status}\r\ncontent-type: text/plain; charset=utf-8\r\nconnection: close\r\ncontent-length: ${Buffer.byteLength(reason)}\r\n\r\n${reason}`,
    )
  }
  server.on('upgrade', (req: IncomingMessage, socket: Socket, head: Buffer) => {
    socket.on('error', () => socket.destroy())
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    checkRelayAuth(url.searchParams.get('auth'), port, now())
      .then((auth) => {
        if ('problem' in auth) return reject(socket, '401 Unauthorized', `Unauthorized: ${auth.problem}`)
        wss.handleUpgrade(req, socket, head, (ws) => {
          const connection: Connection = {
            socket: ws,
            clientId: auth.clientId,
            topics: new Set(),
            inFlight: new Map(),
            alive: true,
          }
          connections.add(connection)
          ws.on('message', (data, isBinary) => {
            try {
              onFrame(connection, data, isBinary)
            } catch (e) {
              onError(e)
            }
          })
          ws.on('pong', () => {
            connection.alive = true
          })
          ws.on('error', () => ws.terminate())
          ws.on('close', () => {
            connections.delete(connection)
            for (const key of [...connection.topics]) unsubscribe(connection, key)
            connection.inFlight.clear()
          })
        })
      })
      .catch((e: unknown) => {
        onError(e)
        reject(socket, '500 Internal Server Error', 'The relay failed to check the auth JWT.')
      })
  })

  const pinger = setInterval(() => {
    for (const connection of connections) {
      // Two intervals without a pong: the socket is dead.
      if (!connection.alive) {
        connection.socket.terminate()
        continue
      }
      connection.alive = false
      connection.socket.ping()
    }
    purgeExpired()
  }, pingIntervalMs)
  pinger.unref()

  await new Promise<void>((resolve, rejectListen) => {
    const onListenError = (error: NodeJS.ErrnoException) => {
      clearInterval(pinger)
      rejectListen(
        error.code === 'EADDRINUSE'
          ? new Error(
              `Port ${options.port ?? 0} on 127.0.0.1 is already in use: the devnet WalletConnect relay could not listen there.`,
            )
          : error,
      )
    }
    server.once('error', onListenError)
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', onListenError)
      resolve()
    })
  })
  port = (server.address() as AddressInfo).port

  let closed: Promise<void> | undefined
  return {
    url: `ws://127.0.0.1:${port}`,
    port,
    connections: () => connections.size,
    storedMessages: (key) => {
      purgeExpired()
      if (key !== undefined) return mailbox.get(key)?.length ?? 0
      let n = 0
      for (const messages of mailbox.values()) n += messages.length
      return n
    },
    dropConnections: () => {
      const n = connections.size
      for (const connection of connections) connection.socket.terminate()
      return n
    },
    purgeExpired,
    close: () =>
      (closed ??= new Promise<void>((resolve) => {
        clearInterval(pinger)
        for (const connection of connections) connection.socket.terminate()
        wss.close()
        server.close(() => resolve())
        server.closeAllConnections()
      })),
  }
}
