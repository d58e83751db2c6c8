import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createDeps } from '../deps.js'
import { ethereumNetwork } from '../domain/networks.js'
import { startFaultServer, type FaultServer } from '../../test/helpers/faultServer.js'
import { createServiceClient } from './client.js'
import { createHttpClient } from './http.js'
import { createServices } from './services.js'

let server: FaultServer
beforeEach(async () => {
  server = await startFaultServer()
})
afterEach(async () => {
  await server.close()
})

describe('createServices', () => {
  const deps = createDeps()

  it('default: a service is null unless configured; analytics only with analytics: true; RPC only with networks', () => {
    expect(createServices({ projectId: 'p' }, deps)).toEqual({ api: null, wallets: null, analytics: null, rpc: null })
    const all = { api: server.url, wallets: server.url, analytics: server.url }
    const off = createServices({ projectId: 'p', endpoints: all }, deps)
    expect([off.api !== null, off.wallets !== null, off.analytics, off.rpc]).toEqual([true, true, null, null])
    expect(createServices({ projectId: 'p', endpoints: all, analytics: true }, deps).analytics).not.toBeNull()
    // SPEC §1: without a project id, no HTTP service.
    expect(createServices({ endpoints: all, analytics: true }, deps)).toMatchObject({
      api: null,
      wallets: null,
      analytics: null,
    })
    expect(createServices({ networks: [ethereumNetwork] }, deps).rpc?.network('eip155:1')?.name).toBe('Ethereum')
  })

  it('default: URLs are built without loading the clients, the same as the live client builds them, with clientId', () => {
    const s = createServices({ projectId: 'p', endpoints: { wallets: `${server.url}/base/` }, clientId: 'c' }, deps)
    const live = createServiceClient(
      { wallets: createHttpClient({ baseUrl: `${server.url}/base/`, clientId: 'c', ...deps }) },
      { projectId: 'p' },
    )
    const call = { params: { id: 'a b' } }
    expect(s.wallets?.url('walletImage', call)).toBe(live.url('walletImage', call))
    expect(s.wallets?.url('walletImage', call)).toBe(
      `${server.url}/base/getWalletImage/a%20b?projectId=p&st=gatehouse&sv=0.1.0&clientId=c`,
    )
    expect(s.wallets?.url('identity', { params: { address: '0x1' } })).toBeUndefined()
    expect(server.requests).toHaveLength(0)
  })

  it('behavior: the first call loads the live clients and goes out', async () => {
    server.queue({ body: { isAnalyticsEnabled: true } })
    const s = createServices(
      { projectId: 'p', endpoints: { wallets: server.url, analytics: server.url }, analytics: true },
      deps,
    )
    await expect(s.analytics?.call('analyticsConfig')).resolves.toEqual({ isAnalyticsEnabled: true })
    expect(server.requests.map((r) => [r.path, r.query])).toEqual([
      ['/getAnalyticsConfig', { projectId: 'p', st: 'gatehouse', sv: '0.1.0' }],
    ])
  })
})
