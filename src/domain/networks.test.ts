import { describe, expect, it } from 'vitest'
import { arbitrum, base, baseSepolia, mainnet } from 'viem/chains'
import { ConfigurationError } from '../errors/catalogue.js'
import {
  defineNetworks,
  EVM_CHAINS,
  findNetwork,
  fromViemChain,
  NETWORKS,
  resolveNetworks,
  validateNetwork,
} from './networks.js'

/** A network an app adds: the local chain. */
const devnet = {
  id: 31337,
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  blockExplorers: { default: { name: 'Explorer', url: 'https://explorer.example' } },
  testnet: true,
}

describe('networks', () => {
  it.each([
    ['Ethereum', 'eip155:1', 'ETH', 18, false],
    ['Base', 'eip155:8453', 'ETH', 18, false],
    ['Base Sepolia', 'eip155:84532', 'ETH', 18, true],
    ['Arbitrum One', 'eip155:42161', 'ETH', 18, false],
    ['Solana', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'SOL', 9, false],
    ['Solana Devnet', 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'SOL', 9, true],
    ['Solana Testnet', 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z', 'SOL', 9, true],
    ['Bitcoin', 'bip122:000000000019d6689c085ae165831e93', 'BTC', 8, false],
    ['Bitcoin Testnet', 'bip122:000000000933ea01ad0ee984209779ba', 'BTC', 8, true],
  ])(
    'SPEC §3: defined chain %s is %s (%s, %i decimals, testnet %s)',
    (name, caipNetworkId, symbol, decimals, testnet) => {
      const network = NETWORKS.find((n) => n.caipNetworkId === caipNetworkId)
      expect(network).toMatchObject({ name, nativeCurrency: { symbol, decimals }, testnet })
      expect(validateNetwork(network).ok).toBe(true)
      expect(network?.rpcUrls.default.http.length).toBeGreaterThan(0)
      expect(network?.blockExplorers?.default.url).toMatch(/^https:\/\//)
    },
  )

  it.each([
    ['mainnet', mainnet],
    ['base', base],
    ['baseSepolia', baseSepolia],
    ['arbitrum', arbitrum],
  ] as const)(
    'SPEC §3: EVM data is viem’s chain definition of %s (pinned, checked against viem/chains)',
    (key, chain) => {
      expect(fromViemChain(EVM_CHAINS[key])).toEqual(fromViemChain(chain))
      expect(NETWORKS).toContainEqual(fromViemChain(chain))
    },
  )

  it('behavior: an app overrides RPC URLs (the devnet does) and keeps chainDefault', () => {
    const r = resolveNetworks({ rpcUrls: { 'eip155:1': ['http://127.0.0.1:8545'] } })
    expect(r.ok).toBe(true)
    const eth = r.ok ? r.value.find((n) => n.caipNetworkId === 'eip155:1') : undefined
    expect(eth?.rpcUrls.default.http).toEqual(['http://127.0.0.1:8545'])
    expect(eth?.rpcUrls.chainDefault?.http).toEqual(mainnet.rpcUrls.default.http)
  })

  it('behavior: an app adds a network', () => {
    const r = resolveNetworks({ networks: [devnet] })
    expect(r.ok && r.value.some((n) => n.caipNetworkId === 'eip155:31337')).toBe(true)
  })

  it('behavior: a viem Chain object is taken as an EVM network (its id, name, currency, RPC URLs and explorer)', async () => {
    const { optimism } = await import('viem/chains')
    const r = resolveNetworks({ networks: [optimism] })
    expect(r.ok && r.value.find((n) => n.caipNetworkId === 'eip155:10')).toEqual(fromViemChain(optimism))
  })

  it.each([
    [{ networks: [{ id: 1 }] }, 'customNetworks[0]'],
    [{ networks: [{ ...NETWORKS[0], caipNetworkId: 'eip155:2' }] }, 'caipNetworkId must be chainNamespace:id'],
    [{ networks: [{ ...NETWORKS[0], rpcUrls: { default: { http: ['ftp://x'] } } }] }, 'http(s) URL'],
    [{ networks: [{ ...NETWORKS[0], rpcUrls: { default: { http: [] } } }] }, 'at least one RPC URL'],
    [{ rpcUrls: { 'eip155:999': ['http://127.0.0.1:1'] } }, 'no network eip155:999'],
    [{ rpcUrls: { 'eip155:1': ['not a url'] } }, 'rpcUrls.eip155:1'],
  ])('error: a bad network definition is refused with a clear error (%#)', (options, detail) => {
    const r = resolveNetworks(options as never)
    expect(r.ok).toBe(false)
    if (!r.ok) {
      expect(r.error.message).toBe('Invalid network definition')
      expect(r.error.details).toContain(detail)
    }
    expect(() => defineNetworks(options as never)).toThrow(ConfigurationError)
  })

  describe('a definition that is not a network is refused with the first field at fault', () => {
    const explorer = (url: string) => ({ blockExplorers: { default: { name: 'Explorer', url } } })
    const rpc = (...http: string[]) => ({ rpcUrls: { default: { http } } })

    it('behavior: http and https URLs, with a chainDefault list, are a network', () => {
      for (const over of [
        {},
        rpc('https://rpc.example/v1?key=1'),
        { rpcUrls: { ...rpc('http://a').rpcUrls, chainDefault: { http: ['https://b'] } } },
      ])
        expect(validateNetwork({ ...devnet, ...over })).toMatchObject({ ok: true })
    })

    it.each([
      [rpc(), 'rpcUrls.default.http: Expected at least one RPC URL'],
      [rpc('ftp://rpc.example'), 'rpcUrls.default.http.0: Expected an http(s) URL'],
      [rpc('wss://rpc.example'), 'rpcUrls.default.http.0: Expected an http(s) URL'],
      [rpc('see https://rpc.example'), 'rpcUrls.default.http.0: Expected an http(s) URL'],
      [rpc('https://rpc.example x'), 'rpcUrls.default.http.0: Expected an http(s) URL'],
      [rpc('https://'), 'rpcUrls.default.http.0: Expected an http(s) URL'],
      [
        { rpcUrls: { ...rpc('http://a').rpcUrls, chainDefault: { http: [] } } },
        'rpcUrls.chainDefault.http: Expected at least one RPC URL',
      ],
      [explorer('javascript:alert(1)'), 'blockExplorers.default.url: Expected an http(s) URL'],
      [{ caipNetworkId: 'eip155:1' }, 'caipNetworkId: caipNetworkId must be chainNamespace:id'],
      [{ chainNamespace: 'solana' }, 'caipNetworkId: caipNetworkId must be chainNamespace:id'],
    ])('error: %j → %s', (over, details) => {
      expect(validateNetwork({ ...devnet, ...over })).toEqual({
        ok: false,
        error: { id: 'invalidNetwork', message: expect.any(String), details },
      })
    })

    it("error: a field of the wrong kind names its path; a value that is no object at all is the root's", () => {
      expect(validateNetwork({ ...devnet, nativeCurrency: {} })).toMatchObject({
        error: { details: expect.stringMatching(/^nativeCurrency\.name: /) },
      })
      expect(validateNetwork({ ...devnet, rpcUrls: {} })).toMatchObject({
        error: { details: expect.stringMatching(/^rpcUrls\.default: /) },
      })
      expect(validateNetwork({ ...devnet, blockExplorers: { default: {} } })).toMatchObject({
        error: { details: expect.stringMatching(/^blockExplorers\.default\.name: /) },
      })
      expect(validateNetwork({ ...devnet, assets: { imageId: 1 } })).toMatchObject({
        error: { details: expect.stringMatching(/^assets\.imageId: /) },
      })
      expect(validateNetwork(null)).toMatchObject({ error: { details: expect.stringMatching(/^\(root\): /) } })
    })

    it('error: the options themselves, their networks and their RPC URLs must have the right shape; nothing throws', () => {
      const details = (options: unknown) => {
        const r = resolveNetworks(options as never)
        return r.ok ? 'ok' : r.error.details
      }
      expect(details(null)).toBe('Expected network options')
      expect(details('eip155:1')).toBe('Expected network options')
      expect(details({ networks: 'eip155:1' })).toBe('networks: expected a list')
      expect(details({ rpcUrls: ['http://a'] })).toBe('rpcUrls: expected an object')
      expect(details({ rpcUrls: null })).toBe('rpcUrls: expected an object')
      expect(details({ networks: [null] })).toMatch(/^customNetworks\[0\]: \(root\): /)
      expect(details({ networks: [devnet, { ...devnet, name: '' }] })).toMatch(/^customNetworks\[1\]: name: /)
      expect(details({ rpcUrls: { 'eip155:1': ['ws://a'] } })).toBe(
        'rpcUrls.eip155:1: expected a non-empty list of http(s) URLs',
      )
      expect(details({ rpcUrls: { 'eip155:999': ['http://a'] } })).toBe('rpcUrls: no network eip155:999')
    })

    it('behavior: an RPC override keeps the chainDefault list a network already had', () => {
      const r = resolveNetworks({
        networks: [
          { ...devnet, rpcUrls: { default: { http: ['http://a'] }, chainDefault: { http: ['https://chain'] } } },
        ],
        rpcUrls: { 'eip155:31337': ['http://b'] },
      })
      const found = r.ok ? findNetwork(r.value, 'eip155:31337') : undefined
      expect(found?.rpcUrls).toEqual({ default: { http: ['http://b'] }, chainDefault: { http: ['https://chain'] } })
    })

    it("error: defineNetworks throws ConfigurationError with the refusal's details", () => {
      let thrown: unknown
      try {
        defineNetworks({ networks: [{ ...devnet, ...rpc() }] })
      } catch (error) {
        thrown = error
      }
      expect(thrown).toBeInstanceOf(ConfigurationError)
      expect((thrown as ConfigurationError).details).toBe(
        'customNetworks[0]: rpcUrls.default.http: Expected at least one RPC URL',
      )
      expect(findNetwork(defineNetworks({ networks: [devnet] }), 'eip155:31337')?.name).toBe('Devnet')
      expect(findNetwork(NETWORKS, 'eip155:31337')).toBeUndefined()
    })
  })
})
