// The discovery effect driven directly: the app's own registry (Deps.walletStandard) and the state it reads.
import type { Wallet } from '@wallet-standard/base'
import { BehaviorSubject, EMPTY } from 'rxjs'
import { describe, expect, it } from 'vitest'
import type { Deps, WalletStandardSource } from '../../src/deps.js'
import { solanaNetwork, NETWORKS } from '../../src/domain/networks.js'
import type { EventInput } from '../../src/events/index.js'
import { DEFAULT_CONFIG } from '../../projections/config/config.projection.js'
import type { GatehouseState } from '../../projections/index.js'
import type { Connector } from '../../projections/wallets/wallets.projection.js'
import { appServes, discover } from './discover.js'

const ICON = 'data:image/svg+xml;base64,PHN2Zy8+'

function wallet(name: string, chains = ['solana:mainnet', 'bitcoin:mainnet']): Wallet {
  return {
    version: '1.0.0',
    name,
    icon: ICON,
    chains,
    features: { 'solana:signMessage': {}, 'bitcoin:connect': {} },
    accounts: [],
  } as unknown as Wallet
}

const connector = (name: string, chain: 'solana' | 'bip122', extra: Partial<Connector> = {}): Connector => ({
  id: `walletStandard:${chain}:${name}`,
  name,
  type: 'injected',
  chain,
  imageUrl: ICON,
  ...extra,
})

type Config = GatehouseState['config']
const state = (config: Partial<Config> = {}, byId: Record<string, Connector> = {}) =>
  ({
    config: { ...DEFAULT_CONFIG, ...config },
    wallets: { connectors: { ids: Object.keys(byId), byId } },
  }) as unknown as GatehouseState

/** Runs discover over a registry the test drives. */
function run(initial: Wallet[], first: GatehouseState = state(), deps: Partial<Deps> = {}) {
  let wallets = initial
  const listeners = new Set<() => void>()
  const source: WalletStandardSource = {
    get: () => wallets,
    on: (event, listener) => {
      if (event === 'register') listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  const state$ = new BehaviorSubject(first)
  const out: EventInput[] = []
  const sub = discover(EMPTY, state$, { walletStandard: source, ...deps } as Deps).subscribe((e) => out.push(e))
  const register = (next: Wallet[]) => {
    wallets = next
    for (const l of [...listeners]) l()
  }
  const found = () => out.map((e) => (e.data as { connectors: Connector[] }).connectors.map((c) => c.id))
  return { out, state$, register, found, sub }
}

const tick = () => new Promise((r) => setTimeout(r, 0))

describe('appServes', () => {
  it('behavior: a namespace with an adapter and a network, every network requested, is served', () => {
    expect(appServes(DEFAULT_CONFIG, {}, 'solana')).toBe(true)
    expect(appServes(DEFAULT_CONFIG, {}, 'bip122')).toBe(true)
  })

  it('behavior: without the namespace’s adapter it is not served', () => {
    expect(appServes({ ...DEFAULT_CONFIG, adapters: ['eip155', 'bip122'] }, {}, 'solana')).toBe(false)
  })

  it('behavior: the app’s networks count, not SPEC’s, when it gives them: none of the namespace, not served', () => {
    const evmOnly = NETWORKS.filter((n) => n.caipNetworkId.startsWith('eip155:'))
    expect(appServes(DEFAULT_CONFIG, { networks: evmOnly }, 'solana')).toBe(false)
    expect(appServes(DEFAULT_CONFIG, { networks: [solanaNetwork] }, 'solana')).toBe(true)
    expect(appServes(DEFAULT_CONFIG, { networks: [solanaNetwork] }, 'bip122')).toBe(false)
  })

  it('behavior: with requested networks, only a namespace among them is served', () => {
    const requested = (ids: string[]) =>
      ({ ...DEFAULT_CONFIG, networks: { ...DEFAULT_CONFIG.networks, requested: ids } }) as Config
    expect(appServes(requested(['eip155:1']), {}, 'solana')).toBe(false)
    expect(appServes(requested(['eip155:1', solanaNetwork.caipNetworkId]), {}, 'solana')).toBe(true)
    expect(appServes(requested([solanaNetwork.caipNetworkId]), {}, 'bip122')).toBe(false)
  })
})

describe('discover', () => {
  it('default: each registered wallet is a connector per namespace it serves, said in one ConnectorsDiscovered', async () => {
    const { out } = run([wallet('Phantom'), wallet('Xverse', ['bitcoin:mainnet'])])
    await tick()
    expect(out).toEqual([
      {
        type: 'ConnectorsDiscovered',
        data: {
          connectors: [connector('Phantom', 'solana'), connector('Phantom', 'bip122'), connector('Xverse', 'bip122')],
        },
      },
    ])
  })

  it('behavior: a namespace the app does not use gives no connector; nothing at all is no event', async () => {
    const { found } = run([wallet('Phantom')], state({ adapters: ['eip155', 'bip122'] }))
    await tick()
    expect(found()).toEqual([['walletStandard:bip122:Phantom']])
    const none = run([wallet('Phantom')], state({ adapters: ['eip155'] }))
    await tick()
    expect(none.out).toEqual([])
  })

  it('behavior: connectors the log already holds as they are are not said again; a changed one is', async () => {
    const known = {
      'walletStandard:solana:Phantom': connector('Phantom', 'solana'),
      'walletStandard:bip122:Phantom': connector('Phantom', 'bip122', { imageUrl: undefined }),
    }
    const { found } = run([wallet('Phantom')], state({}, known))
    await tick()
    expect(found()).toEqual([['walletStandard:bip122:Phantom']])
    for (const changed of [
      { name: 'Old' },
      { type: 'announced' as const },
      { chain: 'eip155' as const },
      { imageUrl: 'data:image/png;base64,AA' },
    ]) {
      const again = run(
        [wallet('Phantom', ['solana:mainnet'])],
        state(
          {},
          {
            'walletStandard:solana:Phantom': connector('Phantom', 'solana', changed),
          },
        ),
      )
      await tick()
      expect(again.found()).toEqual([['walletStandard:solana:Phantom']])
    }
    const same = run([wallet('Phantom', ['solana:mainnet'])], state({}, known))
    await tick()
    expect(same.out).toEqual([])
  })

  it('behavior: a wallet that registers later is said then, only the new one given what the log then holds', async () => {
    const { register, found, state$ } = run([wallet('Phantom', ['solana:mainnet'])])
    await tick()
    state$.next(state({}, { 'walletStandard:solana:Phantom': connector('Phantom', 'solana') }))
    register([wallet('Phantom', ['solana:mainnet']), wallet('Backpack', ['solana:mainnet'])])
    expect(found()).toEqual([['walletStandard:solana:Phantom'], ['walletStandard:solana:Backpack']])
  })

  it('behavior: a new configuration is discovered against again; a state with the same configuration is not', async () => {
    const first = state({ adapters: ['eip155'] })
    const { found, state$ } = run([wallet('Phantom', ['solana:mainnet'])], first)
    await tick()
    expect(found()).toEqual([])
    const second = state()
    state$.next(second)
    expect(found()).toEqual([['walletStandard:solana:Phantom']])
    // Another state (the log lost the connector, say), the same configuration: no new discovery.
    state$.next({ ...second, wallets: state().wallets })
    expect(found()).toEqual([['walletStandard:solana:Phantom']])
  })
})
