// @vitest-environment happy-dom
// A file of its own: the page's registry (@wallet-standard/app) is one per module graph, and these tests need a
// page where no wallet has registered yet.
import type { Wallet } from '@wallet-standard/base'
import { describe, expect, it, vi } from 'vitest'
import type { WalletStandardSource } from '../../src/deps.js'
import { createTestGatehouse } from '../../src/testing/helpers.js'
import { registerFakeStandardWallet, until } from '../../test/helpers/fakeStandardWallet.js'
import { discoverStandardWallets, walletRegistered } from './index.js'

const getWallets = vi.hoisted(() => ({ calls: 0 }))
vi.mock('@wallet-standard/app', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@wallet-standard/app')>()
  return {
    ...actual,
    getWallets: () => {
      getWallets.calls += 1
      return actual.getWallets()
    },
  }
})

describe('discoverStandardWallets (lazy)', () => {
  it('behavior: on a page without a Wallet Standard wallet the registry’s code is never loaded; a wallet that registers later is found', async () => {
    const g = createTestGatehouse({ effects: { discoverStandardWallets } })
    await g.ready
    await new Promise((r) => setTimeout(r, 30))
    expect(getWallets.calls).toBe(0)
    expect(g.getState().wallets.connectors.ids).toEqual([])
    const wallet = registerFakeStandardWallet({ name: 'Later' })
    await until(() => g.getState().wallets.connectors.ids.includes('walletStandard:solana:Later'))
    expect(getWallets.calls).toBeGreaterThan(0)
    expect(wallet.calls).toEqual([])
    await g.dispose()
  })

  it('behavior: a wallet registered before Gatehouse starts answers the app-ready probe and is found', async () => {
    registerFakeStandardWallet({ name: 'Earlier' })
    const seen: number[] = []
    const sub = walletRegistered({}).subscribe(() => seen.push(1))
    expect(seen.length).toBeGreaterThan(0)
    sub.unsubscribe()
    const g = createTestGatehouse({ effects: { discoverStandardWallets } })
    await g.ready
    await until(() => g.getState().wallets.connectors.ids.includes('walletStandard:solana:Earlier'))
    // A reload with the same wallets adds nothing to the log.
    const again = createTestGatehouse({ db: g.db, effects: { discoverStandardWallets } })
    await g.dispose()
    const types: string[] = []
    again.events$.subscribe((e) => types.push(e.type))
    await again.ready
    await new Promise((r) => setTimeout(r, 30))
    expect(types).not.toContain('ConnectorsDiscovered')
    await again.dispose()
  })

  it('behavior: the app’s own source (Deps.walletStandard): its wallets, its register and unregister; a source that throws finds nothing', async () => {
    const listeners = { register: new Set<() => void>(), unregister: new Set<() => void>() }
    let wallets: Wallet[] = []
    const source: WalletStandardSource = {
      get: () => wallets,
      on: (event, listener) => {
        listeners[event].add(listener)
        return () => listeners[event].delete(listener)
      },
    }
    const g = createTestGatehouse({ effects: { discoverStandardWallets }, deps: { walletStandard: source } })
    await g.ready
    const own = registerFakeStandardWallet({ name: 'Own source', bitcoin: true, solana: true })
    wallets = [own]
    for (const l of listeners.register) l()
    await until(() => g.getState().wallets.connectors.ids.includes('walletStandard:bip122:Own source'))
    expect(g.getState().wallets.connectors.ids).not.toContain('walletStandard:solana:Later')
    await g.dispose()
    const broken: WalletStandardSource = {
      get: () => {
        throw new Error('broken')
      },
      on: () => {
        throw new Error('broken')
      },
    }
    const b = createTestGatehouse({ effects: { discoverStandardWallets }, deps: { walletStandard: broken } })
    await b.ready
    await new Promise((r) => setTimeout(r, 30))
    expect(b.getState().wallets.connectors.ids).toEqual([])
    expect(b.getState().system).toBeDefined()
    await b.dispose()
  })
})
