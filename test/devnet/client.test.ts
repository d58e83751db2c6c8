// Gatehouse's own API client (src/api) against the devnet: every path of API_PATHS
// called through createServices() as the app calls it (URL building, SDK query, body,
// schema parse), and chain RPC through its viem transports to the devnet's anvil.
// If the client and the reference server drift apart, this fails.
import { describe, expect, it } from 'vitest'
import { API_PATHS, type ApiPathName } from '../../src/api/schemas.js'
import { createServices } from '../../src/api/services.js'
import type { Services } from '../../src/api/serviceSet.js'
import { createDeps } from '../../src/deps.js'
import { defineNetworks } from '../../src/domain/networks.js'
import { useDevnet } from './fixture.js'
import { SIGNED_PATHS, successRequests } from './requests.js'

const devnet = useDevnet()

function services(): Services {
  const info = devnet.info
  const rpcUrls = Object.fromEntries(info.chains.filter((c) => c.supported).map((c) => [c.caipNetworkId, [c.rpcUrl]]))
  return createServices(
    {
      projectId: info.projectId,
      endpoints: { api: info.api, wallets: info.wallets, analytics: info.analytics },
      analytics: true,
      networks: defineNetworks({ rpcUrls }),
    },
    createDeps(),
  )
}

describe('the API client against the devnet', () => {
  for (const name of Object.keys(API_PATHS) as ApiPathName[]) {
    if (SIGNED_PATHS.includes(name)) continue // signed calls: devnet.test.ts
    const row = API_PATHS[name]
    it(`default: ${row.method} ${row.path} through the client parses`, async () => {
      const s = services()
      const client = row.service === 'api' ? s.api : row.service === 'wallets' ? s.wallets : s.analytics
      expect(client, `${row.service} client`).not.toBeNull()
      const request = successRequests(devnet.info)[name]
      const result = await client!.call(name, request as never)
      if (row.responseKind === 'blob') {
        expect(result).toBeInstanceOf(Blob)
        expect((result as Blob).type).toBe('image/svg+xml')
      } else if (row.response) {
        expect(row.response.safeParse(result).success).toBe(true)
      }
    })
  }

  it('default: the client sees the devnet supported chains, and answers empty on the unsupported one without asking', async () => {
    const api = services().api!
    expect([...(await api.supportedChains())].sort()).toEqual([
      'eip155:1',
      'eip155:8453',
      'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    ])
    const before = devnet.devnet.analytics.events.length
    const balance = await api.callOnNetwork('balance', 'eip155:31337', {
      params: { address: devnet.info.accounts[0]!.address },
    })
    expect(balance).toEqual({ balances: [] })
    const mine = await api.callOnNetwork('balance', 'eip155:8453', {
      params: { address: devnet.info.accounts[0]!.address },
      query: { currency: 'usd', chainId: 'eip155:8453' },
    })
    expect(mine.balances.map((b) => b.symbol)).toEqual(['ETH', 'USDC', 'GATE'])
    expect(devnet.devnet.analytics.events.length).toBe(before)
  })

  it('default: the client image URLs point at the devnet and load', async () => {
    const url = services().wallets!.url('walletImage', { params: { id: 'amber-wallet' } })
    expect(url?.startsWith(`${devnet.info.wallets}/getWalletImage/amber-wallet?`)).toBe(true)
    expect((await fetch(url!)).status).toBe(200)
  })

  it('default: chain RPC through the client reaches the devnet chains', async () => {
    const rpc = services().rpc!
    expect(await rpc.request('eip155:1', { method: 'eth_chainId' })).toBe('0x1')
    expect(await rpc.request('eip155:8453', { method: 'eth_chainId' })).toBe('0x2105')
    const balance = await rpc.request('eip155:8453', {
      method: 'eth_getBalance',
      params: [devnet.info.accounts[5]!.address, 'latest'],
    })
    expect(BigInt(balance as string)).toBe(10_000n * 10n ** 18n)
  })
})
