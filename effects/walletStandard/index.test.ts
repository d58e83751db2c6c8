// walletRegistered and the lazy discovery over the app's own registry and over a window the test stands in for
// (the page's real registry, in a DOM, is discoverStandardWallets.test.ts).
import type { Wallet } from '@wallet-standard/base'
import { BehaviorSubject, EMPTY, lastValueFrom, toArray } from 'rxjs'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Deps, WalletStandardSource } from '../../src/deps.js'
import type { EventInput } from '../../src/events/index.js'
import { DEFAULT_CONFIG } from '../../projections/config/config.projection.js'
import type { GatehouseState } from '../../projections/index.js'
import { discoverStandardWallets, walletRegistered } from './index.js'

const phantom = {
  version: '1.0.0',
  name: 'Phantom',
  icon: 'data:image/svg+xml;base64,PHN2Zy8+',
  chains: ['solana:mainnet'],
  features: { 'solana:signMessage': {} },
  accounts: [],
} as unknown as Wallet

/** An app's registry: its wallets, its register listeners. */
function source(initial: Wallet[] = []) {
  let wallets = initial
  const listeners = new Set<() => void>()
  const s: WalletStandardSource & { register(next: Wallet[]): void; listening(): number } = {
    get: () => wallets,
    on: (event, listener) => {
      if (event !== 'register') return () => {}
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    register(next) {
      wallets = next
      for (const l of [...listeners]) l()
    },
    listening: () => listeners.size,
  }
  return s
}

const tick = () => new Promise((r) => setTimeout(r, 0))

describe('walletRegistered', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('behavior: with the app’s source, at once when it holds a wallet, then on each register; unsubscribing stops listening', () => {
    const own = source([phantom])
    let seen = 0
    const sub = walletRegistered({ walletStandard: own }).subscribe(() => (seen += 1))
    expect(seen).toBe(1)
    own.register([phantom, phantom])
    expect(seen).toBe(2)
    sub.unsubscribe()
    expect(own.listening()).toBe(0)
  })

  it('behavior: an empty source says nothing until a wallet registers', () => {
    const own = source()
    let seen = 0
    walletRegistered({ walletStandard: own }).subscribe(() => (seen += 1))
    expect(seen).toBe(0)
    own.register([phantom])
    expect(seen).toBe(1)
  })

  it('behavior: a Wallet Standard turned off (null) completes at once, saying nothing', async () => {
    expect(await lastValueFrom(walletRegistered({ walletStandard: null }).pipe(toArray()))).toEqual([])
  })

  it('error: a source that throws says nothing and does not crash', () => {
    const broken: WalletStandardSource = {
      get: () => [],
      on: () => {
        throw new Error('broken')
      },
    }
    let seen = 0
    const sub = walletRegistered({ walletStandard: broken }).subscribe({
      next: () => (seen += 1),
      error: () => (seen = -1),
    })
    expect(seen).toBe(0)
    sub.unsubscribe()
  })

  it('behavior: without a source or a window nothing is said', () => {
    let seen = 0
    walletRegistered({}).subscribe(() => (seen += 1))
    vi.stubGlobal('window', {})
    walletRegistered({}).subscribe(() => (seen += 1))
    expect(seen).toBe(0)
  })

  it('behavior: on a page, a later wallet’s register-wallet event and an earlier wallet’s answer to app-ready are each a registration; unsubscribing stops listening', () => {
    const target = new EventTarget()
    const listening: Array<[string, EventListener]> = []
    const page = {
      addEventListener: (type: string, listener: EventListener) => {
        listening.push([type, listener])
        target.addEventListener(type, listener)
      },
      removeEventListener: (type: string, listener: EventListener) => {
        const i = listening.findIndex(([t, l]) => t === type && l === listener)
        if (i >= 0) listening.splice(i, 1)
        target.removeEventListener(type, listener)
      },
      dispatchEvent: (event: Event) => target.dispatchEvent(event),
    }
    vi.stubGlobal('window', page)
    const unregisters: unknown[] = []
    // A wallet loaded before Gatehouse answers the app-ready probe by calling its register.
    page.addEventListener('wallet-standard:app-ready', (event) => {
      unregisters.push((event as CustomEvent<{ register(): unknown }>).detail.register())
    })
    let seen = 0
    const sub = walletRegistered({}).subscribe(() => (seen += 1))
    expect(seen).toBe(1)
    expect(typeof unregisters[0]).toBe('function')
    page.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: () => undefined }))
    expect(seen).toBe(2)
    expect(listening.map(([type]) => type)).toEqual(['wallet-standard:app-ready', 'wallet-standard:register-wallet'])
    sub.unsubscribe()
    expect(listening.map(([type]) => type)).toEqual(['wallet-standard:app-ready']) // the test wallet's own
    page.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: () => undefined }))
    expect(seen).toBe(2)
  })
})

describe('discoverStandardWallets', () => {
  const state = { config: DEFAULT_CONFIG, wallets: { connectors: { ids: [], byId: {} } } } as unknown as GatehouseState

  it('behavior: nothing is discovered until a wallet registers; then the wallets of the source, and later ones too', async () => {
    const own = source()
    const out: EventInput[] = []
    const sub = discoverStandardWallets(EMPTY, new BehaviorSubject(state), {
      walletStandard: own,
    } as Partial<Deps> as Deps).subscribe((e) => out.push(e))
    await tick()
    expect(out).toEqual([])
    own.register([phantom])
    await vi.waitFor(() => expect(out).toHaveLength(1))
    expect(out[0]).toMatchObject({
      type: 'ConnectorsDiscovered',
      data: { connectors: [{ id: 'walletStandard:solana:Phantom' }] },
    })
    own.register([phantom, { ...phantom, name: 'Backpack' } as Wallet])
    await tick()
    expect(out.map((e) => (e.data as { connectors: Array<{ id: string }> }).connectors.map((c) => c.id))).toEqual([
      ['walletStandard:solana:Phantom'],
      // The log in this test never holds Phantom, so both are new to it.
      ['walletStandard:solana:Phantom', 'walletStandard:solana:Backpack'],
    ])
    // Only the discovery listens now: the wait for a first registration let go of its listener.
    expect(own.listening()).toBe(1)
    sub.unsubscribe()
    expect(own.listening()).toBe(0)
  })
})
