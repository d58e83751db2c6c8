// The published devnet entry as an app's test uses it: start, point a Gatehouse at it, read the chain, stop.
import { createPublicClient, http } from 'viem'
import { describe, expect, it } from 'vitest'
import { resolveConfig } from '../../../src/resolveConfig.js'
import { devnetConfig, startDevnet, type RunningDevnet } from './index.js'
import { assertDevnetPeers, DevnetPeerMissingError } from './peers.js'

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

describe('startDevnet', () => {
  it('default', async () => {
    let devnet: RunningDevnet | undefined
    try {
      devnet = await startDevnet()
      const { urls, accounts } = devnet
      const hosts = [
        urls.api,
        urls.wallets,
        urls.analytics,
        urls.frame,
        urls.mailbox,
        urls.walletConnect.relayUrl,
        urls.walletConnect.phoneWallet,
        urls.accountAbstraction.bundler,
        ...urls.chains.map((c) => c.rpcUrl),
      ].map((u) => new URL(u).hostname)
      expect(new Set(hosts)).toEqual(new Set(['127.0.0.1']))
      expect(accounts).toHaveLength(10)
      const ethereum = urls.chains.find((c) => c.chainId === 1)!
      const client = createPublicClient({ transport: http(ethereum.rpcUrl) })
      expect(await client.getChainId()).toBe(1)
      expect(await client.getBalance({ address: accounts[9]!.address })).toBeGreaterThan(0n)
      // The configuration it gives passes Gatehouse's own checks, with the devnet's Solana chain and Bitcoin network.
      const config = devnetConfig(urls)
      const resolved = resolveConfig(config)
      expect(resolved.projectIdMissing).toBe(false)
      const rpcOf = (id: string) => resolved.networks?.find((n) => n.caipNetworkId === id)?.rpcUrls.default.http
      expect(rpcOf(urls.solana.caipNetworkId)).toEqual([urls.solana.rpcUrl])
      expect(rpcOf(urls.bitcoin.caipNetworkId)).toEqual([urls.bitcoin.apiUrl])
      expect(config.networks.requested).toEqual([
        'eip155:1',
        'eip155:8453',
        urls.solana.caipNetworkId,
        urls.bitcoin.caipNetworkId,
      ])
      expect(devnet.mailbox()).toEqual([])
      expect(devnet.pids).toHaveLength(3)
      expect(devnet.pids.every(alive)).toBe(true)
    } finally {
      await devnet?.stop()
    }
    // Every chain process it started is gone, and its servers no longer answer.
    await expect.poll(() => devnet!.pids.filter(alive), { timeout: 5_000 }).toEqual([])
    await expect(fetch(devnet!.urls.api)).rejects.toThrow()
  }, 60_000)
})

describe('devnetConfig', () => {
  const urls = {
    projectId: 'devnet',
    chains: [
      { caipNetworkId: 'eip155:1', chainId: 1, name: 'Ethereum', rpcUrl: 'http://127.0.0.1:1/', supported: true },
      { caipNetworkId: 'eip155:31337', chainId: 31337, name: 'Anvil', rpcUrl: 'http://127.0.0.1:3/', supported: false },
    ],
    tokens: [],
    accounts: [],
    solana: {
      caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      rpcUrl: 'http://127.0.0.1:11',
      wsUrl: 'ws://127.0.0.1:11',
      accounts: [],
    },
    api: 'http://127.0.0.1:4/',
    wallets: 'http://127.0.0.1:5/',
    analytics: 'http://127.0.0.1:6/',
    frame: 'http://127.0.0.1:7/frame',
    mailbox: 'http://127.0.0.1:7/mailbox',
    walletConnect: { relayUrl: 'ws://127.0.0.1:8', phoneWallet: 'http://127.0.0.1:9' },
    accountAbstraction: {
      entryPoint: `0x${'1'.repeat(40)}`,
      factory: `0x${'2'.repeat(40)}`,
      bundler: 'http://127.0.0.1:10',
    },
    bitcoin: { caipNetworkId: 'bip122:000000000933ea01ad0ee984209779ba', apiUrl: 'http://127.0.0.1:12', accounts: [] },
  } as const

  it('behavior: points the endpoints, RPC and relay at the devnet and requests its supported chains, its Solana chain and its Bitcoin network, EVM first', () => {
    expect(devnetConfig(structuredClone(urls) as never)).toEqual({
      projectId: 'devnet',
      endpoints: {
        api: 'http://127.0.0.1:4/',
        wallets: 'http://127.0.0.1:5/',
        analytics: 'http://127.0.0.1:6/',
        frame: 'http://127.0.0.1:7/frame',
      },
      rpcUrls: {
        'eip155:1': ['http://127.0.0.1:1/'],
        'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': ['http://127.0.0.1:11'],
        'bip122:000000000933ea01ad0ee984209779ba': ['http://127.0.0.1:12'],
      },
      networks: {
        requested: ['eip155:1', 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'bip122:000000000933ea01ad0ee984209779ba'],
      },
      walletConnect: { relayUrl: 'ws://127.0.0.1:8' },
    })
  })

  it('error: a bad field is named in a TypeError', () => {
    expect(() => devnetConfig({ ...structuredClone(urls), api: 'not a url' } as never)).toThrow(
      new TypeError('Invalid devnet info: api: Expected an http(s) URL'),
    )
  })
})

describe('assertDevnetPeers', () => {
  it('default', () => {
    expect(() => assertDevnetPeers()).not.toThrow()
  })

  it('error: names every missing peer and the command that installs them', () => {
    const missing = new Set(['@foundry-rs/anvil', 'ws'])
    let error: unknown
    try {
      assertDevnetPeers((name) => !missing.has(name))
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(DevnetPeerMissingError)
    expect((error as DevnetPeerMissingError).packages).toEqual(['@foundry-rs/anvil', 'ws'])
    expect((error as Error).message).toBe(
      'The Gatehouse devnet needs packages that are not installed: @foundry-rs/anvil, ws. ' +
        'Install them: npm install --save-dev @foundry-rs/anvil ws',
    )
  })
})
