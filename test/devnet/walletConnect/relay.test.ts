// The relay at the protocol level, with a raw WebSocket and JWTs made the way the
// client makes them (relay-auth, did:key issuer): auth, subscribe / publish / ack,
// messages held for later subscribers, TTL expiry, the session methods, drop, and
// malformed frames answered with JSON-RPC errors.
import { randomBytes } from 'node:crypto'
import { generateKeyPair, signJWT, encodeIss } from '@walletconnect/relay-auth'
import fc from 'fast-check'
import { afterEach, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { RELAY_ERRORS, startRelay, subscriptionId, type Relay } from './relay.js'

let clock = 1_700_000_000_000
const relays: Relay[] = []
const sockets: WebSocket[] = []
afterEach(async () => {
  for (const s of sockets.splice(0)) s.terminate()
  await Promise.all(relays.splice(0).map((r) => r.close()))
})

async function relay(): Promise<Relay> {
  clock = 1_700_000_000_000
  const r = await startRelay({ now: () => clock })
  relays.push(r)
  return r
}

interface Client {
  socket: WebSocket
  clientId: string
  frames: unknown[]
  /** The next frame matching the predicate (already received or still to come). */
  next(match: (frame: Record<string, unknown>) => boolean): Promise<Record<string, unknown>>
  send(value: unknown): void
  call(method: string, params: unknown): Promise<Record<string, unknown>>
}

let nextId = 1
async function connect(r: Relay, aud = r.url, ttlSeconds = 86_400): Promise<Client> {
  const keyPair = generateKeyPair(randomBytes(32))
  const jwt = await signJWT('sub', aud, ttlSeconds, keyPair, Math.floor(clock / 1000))
  const socket = new WebSocket(`${r.url}/?auth=${jwt}&projectId=devnet&ua=test`)
  sockets.push(socket)
  const frames: Record<string, unknown>[] = []
  const waiters: { match: (f: Record<string, unknown>) => boolean; resolve: (f: Record<string, unknown>) => void }[] =
    []
  socket.on('message', (data) => {
    const frame = JSON.parse(String(data)) as Record<string, unknown>
    const i = waiters.findIndex((w) => w.match(frame))
    if (i >= 0) waiters.splice(i, 1)[0]!.resolve(frame)
    else frames.push(frame)
  })
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve())
    socket.once('error', reject)
  })
  const client: Client = {
    socket,
    clientId: encodeIss(keyPair.publicKey),
    frames,
    next: (match) => {
      const i = frames.findIndex(match)
      if (i >= 0) return Promise.resolve(frames.splice(i, 1)[0]!)
      return new Promise((resolve) => waiters.push({ match, resolve }))
    },
    send: (value) => socket.send(typeof value === 'string' ? value : JSON.stringify(value)),
    call: (method, params) => {
      const id = nextId++
      client.send({ id, jsonrpc: '2.0', method, params })
      return client.next((f) => f.id === id && !('method' in f))
    },
  }
  return client
}

const topicA = 'a'.repeat(64)
const topicB = 'b'.repeat(64)
const isDelivery = (f: Record<string, unknown>) => f.method === 'irn_subscription'
const dataOf = (f: Record<string, unknown>) => f.params as { id: string; data: Record<string, unknown> }

describe('relay', () => {
  it('default: a subscriber gets a publish with its subscription id and an empty attestation, acks it, and is not sent it again', async () => {
    const r = await relay()
    const [alice, bob] = await Promise.all([connect(r), connect(r)])
    const sub = await bob.call('irn_subscribe', { topic: topicA })
    expect(sub.result).toBe(subscriptionId(topicA, bob.clientId))
    expect(
      await alice.call('irn_publish', { topic: topicA, message: 'hello', ttl: 300, tag: 1108, prompt: true }),
    ).toMatchObject({ result: true })
    const delivery = await bob.next(isDelivery)
    expect(dataOf(delivery)).toEqual({
      id: subscriptionId(topicA, bob.clientId),
      data: { topic: topicA, message: 'hello', publishedAt: clock, tag: 1108, attestation: '' },
    })
    bob.send({ id: delivery.id, jsonrpc: '2.0', result: true })
    // Re-subscribing (as after a reconnect) does not bring an acknowledged message back; the publisher never gets its own.
    await bob.call('irn_batchSubscribe', { topics: [topicA, topicB] })
    await alice.call('irn_subscribe', { topic: topicA })
    await alice.call('irn_publish', { topic: topicA, message: 'second', ttl: 300 })
    expect(dataOf(await bob.next(isDelivery)).data.message).toBe('second')
    expect([...alice.frames, ...bob.frames].filter((f) => isDelivery(f as Record<string, unknown>))).toEqual([])
  })

  it('behavior: messages for a topic nobody subscribed yet are delivered on subscribe, until their TTL runs out', async () => {
    const r = await relay()
    const alice = await connect(r)
    await alice.call('irn_publish', { topic: topicA, message: 'early', ttl: 60 })
    await alice.call('irn_publish', { topic: topicB, message: 'expires', ttl: 30 })
    expect(r.storedMessages()).toBe(2)
    clock += 45_000
    const bob = await connect(r)
    await bob.call('irn_batchSubscribe', { topics: [topicA, topicB] })
    expect(dataOf(await bob.next(isDelivery)).data.message).toBe('early')
    expect(r.storedMessages()).toBe(1)
    clock += 20_000
    expect(r.storedMessages()).toBe(0)
  })

  it('behavior: an unacknowledged delivery comes again on the next subscribe', async () => {
    const r = await relay()
    const [alice, bob] = await Promise.all([connect(r), connect(r)])
    await bob.call('irn_subscribe', { topic: topicA })
    await alice.call('irn_publish', { topic: topicA, message: 'm', ttl: 300 })
    const first = await bob.next(isDelivery)
    bob.send({ id: first.id, jsonrpc: '2.0', error: { code: -1, message: 'busy' } })
    await bob.call('irn_subscribe', { topic: topicA })
    expect(dataOf(await bob.next(isDelivery)).data.message).toBe('m')
  })

  it('behavior: wc_proposeSession and wc_approveSession subscribe the sender and publish the payloads with tags 1100, 1101, 1102', async () => {
    const r = await relay()
    const [dapp, wallet] = await Promise.all([connect(r), connect(r)])
    await dapp.call('wc_proposeSession', {
      pairingTopic: topicA,
      sessionProposal: 'proposal',
      ttl: 300,
      attestation: 'x',
      correlationId: 1,
    })
    await wallet.call('irn_subscribe', { topic: topicA })
    expect(dataOf(await wallet.next(isDelivery)).data).toMatchObject({
      topic: topicA,
      message: 'proposal',
      tag: 1100,
      attestation: '',
    })
    await wallet.call('wc_approveSession', {
      sessionTopic: topicB,
      pairingTopic: topicA,
      sessionProposalResponse: 'response',
      sessionSettlementRequest: 'settle',
    })
    expect(dataOf(await dapp.next(isDelivery)).data).toMatchObject({ topic: topicA, message: 'response', tag: 1101 })
    await dapp.call('irn_subscribe', { topic: topicB })
    expect(dataOf(await dapp.next(isDelivery)).data).toMatchObject({ topic: topicB, message: 'settle', tag: 1102 })
    // The wallet was subscribed to the session topic by the relay: the dapp's messages reach it.
    await dapp.call('irn_publish', { topic: topicB, message: 'request', ttl: 300 })
    expect(dataOf(await wallet.next(isDelivery)).data.message).toBe('request')
  })

  it('behavior: ids above 2^53 come back digit for digit', async () => {
    const r = await relay()
    const alice = await connect(r)
    alice.socket.send(
      `{"id":1732375234567123456,"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"${topicA}"}}`,
    )
    const raw = await new Promise<string>((resolve) => alice.socket.once('message', (d) => resolve(String(d))))
    expect(raw).toContain('"id":1732375234567123456,')
  })

  it('behavior: dropConnections closes every socket; unsubscribe stops deliveries', async () => {
    const r = await relay()
    const [alice, bob] = await Promise.all([connect(r), connect(r)])
    await bob.call('irn_subscribe', { topic: topicA })
    await bob.call('irn_unsubscribe', { topic: topicA, id: subscriptionId(topicA, bob.clientId) })
    await alice.call('irn_publish', { topic: topicA, message: 'nobody', ttl: 300 })
    expect(bob.frames).toEqual([])
    const closed = Promise.all([alice, bob].map((c) => new Promise((resolve) => c.socket.once('close', resolve))))
    expect(r.dropConnections()).toBe(2)
    await closed
    expect(r.connections()).toBe(0)
  })

  it('behavior: every socket is pinged each interval', async () => {
    const r = await startRelay({ pingIntervalMs: 20, now: () => clock })
    relays.push(r)
    const alice = await connect(r)
    await new Promise<void>((resolve) => alice.socket.once('ping', () => resolve()))
    await new Promise<void>((resolve) => alice.socket.once('ping', () => resolve()))
    expect(r.connections()).toBe(1)
  })

  it('error: a missing, forged, expired or foreign auth JWT is refused with 401', async () => {
    const r = await relay()
    const refused = (url: string) =>
      new Promise<number>((resolve) => {
        const socket = new WebSocket(url)
        socket.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0))
        socket.on('open', () => resolve(101))
        socket.on('error', () => undefined)
      })
    expect(await refused(r.url)).toBe(401)
    expect(await refused(`${r.url}/?auth=not.a.jwt`)).toBe(401)
    const keyPair = generateKeyPair(randomBytes(32))
    const good = await signJWT('sub', r.url, 86_400, keyPair, Math.floor(clock / 1000))
    const [h, p] = good.split('.')
    const other = await signJWT('sub', r.url, 86_400, generateKeyPair(randomBytes(32)), Math.floor(clock / 1000))
    expect(await refused(`${r.url}/?auth=${h}.${p}.${other.split('.')[2]}`)).toBe(401)
    expect(
      await refused(`${r.url}/?auth=${await signJWT('sub', r.url, 10, keyPair, Math.floor(clock / 1000) - 100)}`),
    ).toBe(401)
    expect(
      await refused(
        `${r.url}/?auth=${await signJWT('sub', 'ws://127.0.0.1:1', 86_400, keyPair, Math.floor(clock / 1000))}`,
      ),
    ).toBe(401)
    expect(await refused(`${r.url}/?auth=${good}`)).toBe(101)
  })

  it('error: malformed frames get JSON-RPC errors and the socket stays usable', async () => {
    const r = await relay()
    const alice = await connect(r)
    const error = (f: Record<string, unknown>) => 'error' in f
    alice.send('{not json')
    expect((await alice.next(error)).error).toMatchObject({ code: RELAY_ERRORS.parse })
    alice.send('[1,2]')
    expect((await alice.next(error)).error).toMatchObject({ code: RELAY_ERRORS.invalidRequest })
    expect((await alice.call('irn_nope', {})).error).toMatchObject({ code: RELAY_ERRORS.methodNotFound })
    expect((await alice.call('irn_subscribe', { topic: 'short' })).error).toMatchObject({
      code: RELAY_ERRORS.invalidParams,
    })
    expect((await alice.call('irn_publish', { topic: topicA, message: 'm', ttl: -1 })).error).toMatchObject({
      code: RELAY_ERRORS.invalidParams,
    })
    expect((await alice.call('irn_subscribe', { topic: topicA })).result).toBe(subscriptionId(topicA, alice.clientId))
  })

  it('property: any JSON frame is answered (or ignored as a stray ack) and never closes the socket', async () => {
    const r = await relay()
    const alice = await connect(r)
    await fc.assert(
      fc.asyncProperty(
        fc.jsonValue(),
        fc.constantFrom('irn_subscribe', 'irn_publish', 'irn_batchSubscribe', 'wc_approveSession', 'x'),
        async (params, method) => {
          const answer = await alice.call(method, params)
          expect('result' in answer || 'error' in answer).toBe(true)
        },
      ),
      { numRuns: 100 },
    )
    expect(alice.socket.readyState).toBe(WebSocket.OPEN)
  })
})
