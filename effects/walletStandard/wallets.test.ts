// What is read from a Wallet Standard wallet, a foreign object: its chains, features, name and icon become
// connectors, and nothing it does (a throwing getter, a lie about its shape) crashes the reading.
import type { Wallet } from '@wallet-standard/base'
import fc from 'fast-check'
import { firstValueFrom } from 'rxjs'
import { describe, expect, it } from 'vitest'
import type { WalletStandardSource } from '../../src/deps.js'
import {
  caipOfChain,
  chainOfCaip,
  chainPrefix,
  connectorIdOf,
  connectorsOf,
  featureOf,
  findWallet,
  guarded,
  identifiers,
  isStandardConnectorId,
  namespacesOf,
  standardSource,
  standardWallets,
  walletChains,
  walletName,
} from './wallets.js'

const SOLANA_MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const SOLANA_DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const BTC_TESTNET = 'bip122:000000000933ea01ad0ee984209779ba'
const ICON = 'data:image/svg+xml;base64,PHN2Zy8+'

/** A plain wallet object (not registered anywhere): only what discovery reads. */
function wallet(options: { name?: unknown; chains?: unknown; features?: unknown; icon?: unknown } = {}): Wallet {
  return {
    version: '1.0.0',
    name: 'name' in options ? options.name : 'Phantom',
    icon: 'icon' in options ? options.icon : ICON,
    chains: 'chains' in options ? options.chains : ['solana:mainnet'],
    features: 'features' in options ? options.features : { 'solana:signMessage': {} },
    accounts: [],
  } as unknown as Wallet
}

const throwing = (key: string) =>
  Object.defineProperty({ version: '1.0.0', accounts: [] }, key, {
    get: () => {
      throw new Error(key)
    },
  })

describe('the chain names', () => {
  it('behavior: each Wallet Standard chain name is its CAIP-2 id and back; an unknown one is null', () => {
    const pairs = [
      ['solana:mainnet', SOLANA_MAINNET],
      ['solana:devnet', SOLANA_DEVNET],
      ['solana:testnet', 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z'],
      ['bitcoin:mainnet', 'bip122:000000000019d6689c085ae165831e93'],
      ['bitcoin:testnet', BTC_TESTNET],
    ]
    for (const [name, caip] of pairs) {
      expect(caipOfChain(name)).toBe(caip)
      expect(chainOfCaip(caip as string)).toBe(name)
    }
    expect(caipOfChain('solana:localnet')).toBeNull()
    expect(caipOfChain(42)).toBeNull()
    expect(chainOfCaip('eip155:1')).toBeNull()
  })

  it('behavior: a namespace’s chain prefix is solana: for solana and bitcoin: for bip122', () => {
    expect(chainPrefix('solana')).toBe('solana:')
    expect(chainPrefix('bip122')).toBe('bitcoin:')
  })
})

describe('guarded reads', () => {
  it('behavior: a read’s value, or the fallback when it throws', () => {
    expect(guarded(() => 1, 2)).toBe(1)
    expect(
      guarded(() => {
        throw new Error('x')
      }, 2),
    ).toBe(2)
  })

  it('behavior: identifiers keeps the strings of at most 100 characters of a list; anything else is empty', () => {
    expect(identifiers(['a', 7, null, 'b'.repeat(100), 'c'.repeat(101)])).toEqual(['a', 'b'.repeat(100)])
    expect(identifiers('solana:mainnet')).toEqual([])
    expect(identifiers(undefined)).toEqual([])
    const hostile = new Proxy([], {
      get: () => {
        throw new Error('proxy')
      },
    })
    expect(identifiers(hostile)).toEqual([])
  })

  it('behavior: featureOf is the named feature when it is an object, else undefined', () => {
    const feature = { signMessage: () => undefined }
    expect(featureOf(wallet({ features: { 'solana:signMessage': feature } }), 'solana:signMessage')).toBe(feature)
    expect(featureOf(wallet({ features: { 'solana:signMessage': feature } }), 'bitcoin:connect')).toBeUndefined()
    expect(featureOf(wallet({ features: { 'solana:signMessage': true } }), 'solana:signMessage')).toBeUndefined()
    expect(featureOf(wallet({ features: { 'solana:signMessage': null } }), 'solana:signMessage')).toBeUndefined()
    expect(featureOf(wallet({ features: null }), 'solana:signMessage')).toBeUndefined()
    expect(featureOf(wallet({ features: 'solana:signMessage' }), 'length')).toBeUndefined()
    expect(featureOf(throwing('features') as unknown as Wallet, 'solana:signMessage')).toBeUndefined()
  })
})

describe('what a wallet serves', () => {
  it('behavior: walletChains is the known CAIP-2 ids of the namespace’s chains, in the wallet’s order', () => {
    const w = wallet({ chains: ['solana:devnet', 'bitcoin:testnet', 'solana:localnet', 'solana:mainnet', 5] })
    expect(walletChains(w, 'solana')).toEqual([SOLANA_DEVNET, SOLANA_MAINNET])
    expect(walletChains(w, 'bip122')).toEqual([BTC_TESTNET])
    expect(walletChains(throwing('chains') as unknown as Wallet, 'solana')).toEqual([])
  })

  it('behavior: solana needs a solana: chain and signMessage or signTransaction; bip122 a bitcoin: chain and bitcoin:connect', () => {
    const both = { 'solana:signTransaction': {}, 'bitcoin:connect': {} }
    expect(namespacesOf(wallet({ chains: ['bitcoin:mainnet', 'solana:mainnet'], features: both }))).toEqual([
      'solana',
      'bip122',
    ])
    expect(namespacesOf(wallet({ chains: ['solana:mainnet'], features: { 'solana:signMessage': {} } }))).toEqual([
      'solana',
    ])
    // An unknown cluster still counts: the connection then reads as on an unsupported network.
    expect(namespacesOf(wallet({ chains: ['solana:localnet'] }))).toEqual(['solana'])
    expect(namespacesOf(wallet({ chains: ['solana:mainnet'], features: { 'bitcoin:connect': {} } }))).toEqual([])
    expect(namespacesOf(wallet({ chains: ['bitcoin:mainnet'], features: { 'solana:signMessage': {} } }))).toEqual([])
    expect(namespacesOf(wallet({ chains: [], features: both }))).toEqual([])
    expect(namespacesOf(wallet({ chains: ['eip155:1'], features: both }))).toEqual([])
  })

  it('behavior: the shown name has bidi controls removed and is trimmed; empty, over 200 characters or not a string is null', () => {
    expect(walletName(wallet({ name: ' \u202EPhantom\u202C ' }))).toBe('Phantom')
    expect(walletName(wallet({ name: 'n'.repeat(200) }))).toBe('n'.repeat(200))
    expect(walletName(wallet({ name: 'n'.repeat(201) }))).toBeNull()
    expect(walletName(wallet({ name: ' \u2066 ' }))).toBeNull()
    expect(walletName(wallet({ name: 7 }))).toBeNull()
    expect(walletName(throwing('name') as unknown as Wallet)).toBeNull()
  })
})

describe('connectorsOf', () => {
  it('default: one injected connector per namespace served, id walletStandard:<namespace>:<name>, with the data: icon', () => {
    const w = wallet({
      chains: ['solana:mainnet', 'bitcoin:mainnet'],
      features: { 'solana:signMessage': {}, 'bitcoin:connect': {} },
    })
    expect(connectorsOf(w)).toEqual([
      { id: 'walletStandard:solana:Phantom', name: 'Phantom', type: 'injected', chain: 'solana', imageUrl: ICON },
      { id: 'walletStandard:bip122:Phantom', name: 'Phantom', type: 'injected', chain: 'bip122', imageUrl: ICON },
    ])
    expect(connectorIdOf('X', 'bip122')).toBe('walletStandard:bip122:X')
  })

  it('behavior: an icon that is not a data:image URI of at most 100 000 characters is left out', () => {
    const image = (icon: unknown) => connectorsOf(wallet({ icon }))[0]
    expect(image('https://evil.example/icon.png')).not.toHaveProperty('imageUrl')
    expect(image('data:text/html,x')).not.toHaveProperty('imageUrl')
    expect(image(7)).not.toHaveProperty('imageUrl')
    const big = `data:image/png;base64,${'A'.repeat(100_000 - 22)}`
    expect(image(big)?.imageUrl).toBe(big)
    expect(image(`${big}A`)).not.toHaveProperty('imageUrl')
    expect(connectorsOf(throwing('icon') as unknown as Wallet)).toEqual([])
  })

  it('behavior: a wallet without a usable name has no connector', () => {
    expect(connectorsOf(wallet({ name: '' }))).toEqual([])
  })

  it('property: for any wallet object, connectorsOf gives valid connectors and never throws', () => {
    const anyWallet = fc.record({
      name: fc.oneof(fc.string(), fc.anything()),
      chains: fc.oneof(
        fc.array(fc.constantFrom('solana:mainnet', 'bitcoin:testnet', 'solana:x', 'eip155:1')),
        fc.anything(),
      ),
      features: fc.oneof(
        fc.dictionary(
          fc.constantFrom('solana:signMessage', 'solana:signTransaction', 'bitcoin:connect'),
          fc.anything(),
        ),
        fc.anything(),
      ),
      icon: fc.oneof(fc.constant(ICON), fc.anything()),
    })
    fc.assert(
      fc.property(anyWallet, (w) => {
        for (const c of connectorsOf(wallet(w))) {
          expect(c.id).toBe(`walletStandard:${c.chain}:${c.name}`)
          expect(['solana', 'bip122']).toContain(c.chain)
          expect(c.type).toBe('injected')
        }
      }),
    )
  })
})

describe('the registry', () => {
  /** An app's own source whose wallets and listeners the test drives. */
  function source(initial: Wallet[] = []) {
    let wallets = initial
    const listeners = { register: new Set<() => void>(), unregister: new Set<() => void>() }
    const s: WalletStandardSource & { set(next: Wallet[], event: 'register' | 'unregister'): void; count(): number } = {
      get: () => wallets,
      on: (event, listener) => {
        listeners[event].add(listener)
        return () => listeners[event].delete(listener)
      },
      set(next, event) {
        wallets = next
        for (const l of [...listeners[event]]) l()
      },
      count: () => listeners.register.size + listeners.unregister.size,
    }
    return s
  }

  it('behavior: standardSource is the app’s source when given (null included), else none without a window', async () => {
    const own = source()
    await expect(standardSource({ walletStandard: own })).resolves.toBe(own)
    await expect(standardSource({ walletStandard: null })).resolves.toBeNull()
    await expect(standardSource({})).resolves.toBeNull()
  })

  it('behavior: standardWallets gives the wallets at once and again on every register and unregister; unsubscribing stops listening', async () => {
    const a = wallet({ name: 'A' })
    const b = wallet({ name: 'B' })
    const own = source([a])
    const seen: Array<readonly Wallet[]> = []
    const sub = standardWallets({ walletStandard: own }).subscribe((w) => seen.push(w))
    await new Promise((r) => setTimeout(r, 0))
    expect(seen).toEqual([[a]])
    expect(own.count()).toBe(2)
    own.set([a, b], 'register')
    own.set([b], 'unregister')
    expect(seen).toEqual([[a], [a, b], [b]])
    sub.unsubscribe()
    expect(own.count()).toBe(0)
  })

  it('behavior: the wallets are a copy, not the registry’s own list', async () => {
    const list = [wallet()]
    const given = await firstValueFrom(standardWallets({ walletStandard: { get: () => list, on: () => () => {} } }))
    expect(given).toEqual(list)
    expect(given).not.toBe(list)
  })

  it('error: a registry whose get, on or off throw gives no wallets and no crash', async () => {
    const broken: WalletStandardSource = {
      get: () => {
        throw new Error('get')
      },
      on: () => () => {
        throw new Error('off')
      },
    }
    const seen: Array<readonly Wallet[]> = []
    const sub = standardWallets({ walletStandard: broken }).subscribe((w) => seen.push(w))
    await new Promise((r) => setTimeout(r, 0))
    expect(seen).toEqual([[]])
    expect(() => sub.unsubscribe()).not.toThrow()
    const deaf: WalletStandardSource = {
      get: () => [wallet()],
      on: () => {
        throw new Error('on')
      },
    }
    expect(await firstValueFrom(standardWallets({ walletStandard: deaf }))).toHaveLength(1)
  })

  it('behavior: without a registry there are no wallets', async () => {
    expect(await firstValueFrom(standardWallets({ walletStandard: null }))).toEqual([])
    expect(await firstValueFrom(standardWallets({}))).toEqual([])
  })
})

describe('finding a connector’s wallet', () => {
  it('behavior: a Wallet Standard id starts with walletStandard:, and its wallet is the one by that name serving that namespace', () => {
    expect(isStandardConnectorId('walletStandard:solana:Phantom')).toBe(true)
    expect(isStandardConnectorId('io.metamask')).toBe(false)
    expect(isStandardConnectorId('xwalletStandard:solana:Phantom')).toBe(false)
    const phantom = wallet()
    const other = wallet({ name: 'Other' })
    expect(findWallet([other, phantom], 'walletStandard:solana:Phantom')).toBe(phantom)
    expect(findWallet([other, phantom], 'walletStandard:bip122:Phantom')).toBeUndefined()
    const dual = wallet({
      name: 'Dual',
      chains: ['solana:mainnet', 'bitcoin:mainnet'],
      features: { 'solana:signMessage': {}, 'bitcoin:connect': {} },
    })
    expect(findWallet([phantom, dual], 'walletStandard:bip122:Dual')).toBe(dual)
    expect(findWallet([phantom, dual], 'walletStandard:solana:Dual')).toBe(dual)
  })
})
