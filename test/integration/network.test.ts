// The network effects through createGatehouse's configuration against real
// node:http servers on 127.0.0.1 (requests counted on the server): faults end
// in typed failure events with the catalogue's errors and the read models
// stay usable; with analytics off no analytics request of any kind is made.
import { filter, firstValueFrom } from 'rxjs'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createEvent, type EventType, type Stamped } from '../../src/events/index.js'
import { createTestGatehouse } from '../../src/testing/helpers.js'
import { selectActiveBalanceUnavailable } from '../../projections/balances/balances.selectors.js'
import { selectHistoryError } from '../../projections/history/history.selectors.js'
import { refusedUrl, startFaultServer, type FaultServer, type Reply, type SeenRequest } from '../helpers/faultServer.js'

const ADDRESS = '0x00000000000000000000000000000000000000aa'
const TOKEN = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  value: 3,
  price: 3000,
  quantity: { decimals: '18', numeric: '0.001' },
  iconUrl: '',
}

/** A reference-like server: every path of the services answered well, unless the test overrides a path. */
function service(overrides: Record<string, Reply> = {}): Reply {
  return (r: SeenRequest) => {
    const own = overrides[r.path]
    if (own) return typeof own === 'function' ? own(r) : own
    if (r.method === 'POST' && r.path === '/rpc') {
      const body = r.body as { id: number; method: string } | Array<{ id: number; method: string }>
      const one = (b: { id: number; method: string }) => ({
        jsonrpc: '2.0',
        id: b.id,
        result: b.method === 'eth_getBalance' ? '0x10' : true,
      })
      return { body: Array.isArray(body) ? body.map(one) : one(body) }
    }
    switch (r.path) {
      case '/v1/supported-chains':
        return { body: { http: ['eip155:1', 'eip155:8453'], ws: [] } }
      case '/getAnalyticsConfig':
        return { body: { isAnalyticsEnabled: true } }
      case '/getWallets':
        return { body: { data: [{ id: 'w1', name: 'One', image_id: 'i1' }], count: 1 } }
      case '/v1/identity/' + ADDRESS:
        return { body: { name: null, avatar: null } }
      case '/v1/profile/reverse/' + ADDRESS:
        return { body: [] }
      case `/v1/account/${ADDRESS}/balance`:
        return { body: { balances: [TOKEN] } }
      case `/v1/account/${ADDRESS}/history`:
        return { body: { data: [], next: null } }
      case '/e':
        return { status: 204, raw: '' }
      default:
        return r.path.startsWith('/getWalletImage/')
          ? { raw: 'img', headers: { 'content-type': 'image/svg+xml' } }
          : { status: 404 }
    }
  }
}

let server: FaultServer
beforeEach(async () => {
  server = await startFaultServer()
  server.fallback = service()
})
afterEach(async () => {
  await server.close()
})

async function start(options: { analytics?: boolean; api?: string } = {}) {
  const g = createTestGatehouse({
    projectId: 'p-test',
    endpoints: { api: options.api ?? server.url, wallets: server.url, analytics: server.url },
    analytics: options.analytics ?? false,
    rpcUrls: { 'eip155:1': [`${server.url}/rpc`], 'eip155:8453': [`${server.url}/rpc`] },
  })
  await g.ready
  const seen: Stamped[] = []
  g.events$.subscribe((e) => seen.push(e))
  /** The first event of `type` from now on (or already seen), waited for without a timer. */
  const next = (type: EventType) => {
    const found = seen.find((e) => e.type === type)
    return found ? Promise.resolve(found) : firstValueFrom(g.events$.pipe(filter((e) => e.type === type)))
  }
  return { g, seen, next }
}

const connected = createEvent('Connected', {
  connectorId: 'io.test',
  namespace: 'eip155',
  chainId: 'eip155:1',
  address: ADDRESS,
})

/** open → connect (balances fetched) → switch → disconnect → close. */
async function playSession(
  g: Awaited<ReturnType<typeof start>>['g'],
  next: Awaited<ReturnType<typeof start>>['next'],
): Promise<void> {
  g.emit(createEvent('ModalOpenRequested', {}))
  g.emit(connected)
  await next('TokenBalancesFetched')
  g.emit(createEvent('NetworkSwitched', { chainId: 'eip155:8453' }))
  g.emit(createEvent('Disconnected', { namespace: 'eip155', reason: 'user' }))
  g.emit(createEvent('ModalCloseRequested', {}))
}

describe('analytics is opt-in: no analytics request leaves the page unless the app sets analytics: true', () => {
  const analyticsPaths = (s: FaultServer) =>
    s.requests.filter((r) => r.path === '/e' || r.path === '/getAnalyticsConfig')

  it('behavior: analytics off: zero analytics requests over open → connect → switch → disconnect → close, while the other services are used', async () => {
    const { g, next } = await start({ analytics: false })
    await playSession(g, next)
    await next('WalletImagesPreloaded')
    expect(server.requests.length).toBeGreaterThan(3)
    expect(analyticsPaths(server)).toEqual([])
    await g.dispose()
  })

  it('behavior: analytics on: the same session sends the config request and one POST /e per tracked event, with projectId, st, sv', async () => {
    const { g, next } = await start({ analytics: true })
    await playSession(g, next)
    await server.received(1)
    const events = async () => analyticsPaths(server).filter((r) => r.path === '/e')
    // MODAL_OPEN, CONNECT_SUCCESS, SWITCH_NETWORK, DISCONNECT_SUCCESS, MODAL_CLOSE
    while ((await events()).length < 5) await new Promise((resolve) => setImmediate(resolve))
    const sent = await events()
    expect(sent.map((r) => (r.body as { props: { event: string } }).props.event)).toEqual([
      'MODAL_OPEN',
      'CONNECT_SUCCESS',
      'SWITCH_NETWORK',
      'DISCONNECT_SUCCESS',
      'MODAL_CLOSE',
    ])
    expect(sent[0]?.query).toEqual({ projectId: 'p-test', st: 'gatehouse', sv: '0.1.0' })
    expect(analyticsPaths(server).filter((r) => r.path === '/getAnalyticsConfig')).toHaveLength(1)
    await g.dispose()
  })
})

describe('fault injection through the configured services', () => {
  it("error: the balance endpoint answers 500: BalanceFetchFailed (HTTP status code: 500), 'Token Balance Unavailable', one request; the modal still opens", async () => {
    server.fallback = service({ [`/v1/account/${ADDRESS}/balance`]: { status: 500, body: { error: 'boom' } } })
    const { g, next } = await start()
    g.emit(connected)
    const failed = await next('BalanceFetchFailed')
    expect(failed.data).toEqual({
      chainId: 'eip155:1',
      address: ADDRESS,
      error: { name: 'HttpRequestError', shortMessage: 'HTTP status code: 500', code: 500 },
    })
    expect(selectActiveBalanceUnavailable(g.getState())).toBe('Token Balance Unavailable')
    expect(server.requests.filter((r) => r.path.endsWith('/balance'))).toHaveLength(1)
    g.emit(createEvent('ModalOpenRequested', {}))
    expect(g.getState().modal.open).toBe(true)
    await g.dispose()
  })

  it('error: a schema-violating history is HistoryFetchFailed with InvalidResponseError; the Activity list shows its error', async () => {
    server.fallback = service({ [`/v1/account/${ADDRESS}/history`]: { body: { data: [{ id: 1 }], next: null } } })
    const { g, next } = await start()
    g.emit(connected)
    g.emit(createEvent('AccountTabRequested', { tab: 'activity' }))
    const failed = await next('HistoryFetchFailed')
    expect(failed.data).toMatchObject({
      error: { name: 'InvalidResponseError', shortMessage: 'The response could not be read' },
    })
    expect(selectHistoryError(g.getState())).toBe('Failed to fetch transactions')
    expect(g.getState().history.loading).toBe(false)
    await g.dispose()
  })

  it('error: malformed JSON from the wallet listing is WalletsFetchFailed with InvalidResponseError', async () => {
    server.fallback = service({ '/getWallets': { raw: '{"data": [' } })
    const { g, next } = await start()
    g.emit(createEvent('ModalOpenRequested', {}))
    const failed = await next('WalletsFetchFailed')
    expect(failed.data).toMatchObject({ list: 'featured', error: { name: 'InvalidResponseError' } })
    expect(g.getState().modal.open).toBe(true)
    await g.dispose()
  })

  it('error: a refused data API is BalanceFetchFailed with RequestFailedError, and the native balance still comes over RPC', async () => {
    const { g, next } = await start({ api: await refusedUrl() })
    g.emit(connected)
    const failed = await next('BalanceFetchFailed')
    expect(failed.data).toMatchObject({
      error: { name: 'RequestFailedError', shortMessage: 'The request could not be sent' },
    })
    const native = await next('BalanceFetched')
    expect(native.data).toMatchObject({ value: '16', symbol: 'ETH' })
    await g.dispose()
  })
})

describe('configuration', () => {
  it('behavior (SPEC §7: clientId appended when configured): every service request carries it', async () => {
    const g = createTestGatehouse({ projectId: 'p', endpoints: { wallets: server.url }, clientId: 'cid-1' })
    await g.ready
    g.emit(createEvent('ModalOpenRequested', {}))
    await server.received(2)
    expect(server.requests.map((r) => r.query.clientId)).toEqual(['cid-1', 'cid-1'])
    await g.dispose()
  })

  it('error: a bad rpcUrls entry throws ConfigurationError from createGatehouse, naming the field', () => {
    expect(() => createTestGatehouse({ rpcUrls: { 'eip155:1': ['ftp://x'] } })).toThrow(/rpcUrls\.eip155:1/)
  })
})
