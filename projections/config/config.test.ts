import { describe, expect, it } from 'vitest'
import { createEvent, type Stamped } from '../../src/events/index.js'
import { createTestGatehouse, runProjection, stampEvents } from '../../src/testing/helpers.js'
import { configProjection, DEFAULT_OPTIONS } from './config.projection.js'

describe('config projection', () => {
  it('default: not embedded, no SIWX, every network requested, switching on, unsupported chains not allowed, an adapter per namespace', () => {
    // Spelled out: comparing with DEFAULT_CONFIG itself could never fail (it is the projection's initial state).
    expect(configProjection.initial).toEqual({
      modal: { embedded: false },
      siwx: { enabled: false, required: false },
      networks: { requested: null, approved: null, allowUnsupportedChain: false, enableNetworkSwitch: true },
      adapters: ['eip155', 'solana', 'polkadot', 'bip122'],
      options: {
        socials: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'],
        termsConditionsUrl: null,
        privacyPolicyUrl: null,
        wallets: { featured: [], included: [], excluded: [], custom: [] },
      },
    })
  })

  it('behavior: the last Configured wins', () => {
    const data = {
      modal: { embedded: true },
      siwx: { enabled: true, required: true },
      networks: {
        requested: ['eip155:1' as const],
        approved: null,
        allowUnsupportedChain: false,
        enableNetworkSwitch: true,
      },
      adapters: [],
    }
    expect(runProjection(configProjection, stampEvents([createEvent('Configured', data)]))).toEqual({
      ...data,
      options: DEFAULT_OPTIONS,
    })
  })

  it('behavior: createGatehouse emits Configured after SessionRestored when the configuration differs from the restored one, and not again on a start with the same one', async () => {
    const first = createTestGatehouse({ effects: {}, siwx: { required: true }, networks: { requested: ['eip155:1'] } })
    await first.ready
    const log = await first.exportLog()
    expect((log.events as unknown as Stamped[]).map((e) => e.type)).toEqual(['SessionRestored', 'Configured'])
    expect(first.getState().config).toMatchObject({
      siwx: { enabled: true, required: true },
      networks: { requested: ['eip155:1'] },
    })
    await first.dispose()
    const again = createTestGatehouse({
      db: first.db,
      effects: {},
      siwx: { required: true },
      networks: { requested: ['eip155:1'] },
    })
    await again.ready
    expect(((await again.exportLog()).events as unknown as Stamped[]).map((e) => e.type)).toEqual([
      'SessionRestored',
      'Configured',
      'SessionRestored',
    ])
    await again.dispose()
  })

  it('behavior (SPEC §1 "Features: swaps, onramp, receive, send, email, history, analytics, allWallets (all on by default)"): the features the app set reach the read model; none set, none recorded (all on)', async () => {
    const g = createTestGatehouse({ effects: {}, features: { swaps: false, send: true } })
    await g.ready
    expect(g.getState().config.features).toEqual({ swaps: false, send: true })
    await g.dispose()
    const plain = createTestGatehouse({ effects: {} })
    await plain.ready
    expect(plain.getState().config.features).toBeUndefined()
    await plain.dispose()
  })

  it('error: a configuration that breaks the schema throws from createGatehouse, naming the field', () => {
    expect(() =>
      createTestGatehouse({ effects: {}, networks: { requested: ['cosmos:hub' as `${string}:${string}`] } }),
    ).toThrow(/networks\.requested/)
    expect(() => createTestGatehouse({ effects: {}, features: { swaps: 'no' as unknown as boolean } })).toThrow(
      /features\.swaps/,
    )
  })

  it('behavior: OptionsConfigured sets the options and a later Configured keeps them', () => {
    const options = { ...DEFAULT_OPTIONS, socials: ['github' as const, 'google' as const] }
    const state = runProjection(
      configProjection,
      stampEvents([
        createEvent('OptionsConfigured', options),
        createEvent('Configured', { ...configProjection.initial, options: undefined } as never),
      ]),
    )
    expect(state.options).toEqual(options)
  })

  it('behavior: createGatehouse records the options that differ from the defaults (socials order, legal links), once', async () => {
    const config = {
      effects: {},
      features: { socials: ['github', 'google'] as const, legalCheckbox: true },
      termsConditionsUrl: 'https://example.com/terms',
    }
    const g = createTestGatehouse({
      ...config,
      features: { ...config.features, socials: [...config.features.socials] },
    })
    await g.ready
    expect(g.getState().config.options).toMatchObject({
      socials: ['github', 'google'],
      termsConditionsUrl: 'https://example.com/terms',
    })
    expect(g.getState().config.features).toEqual({ legalCheckbox: true })
    await g.dispose()
    const again = createTestGatehouse({
      db: g.db,
      ...config,
      features: { ...config.features, socials: [...config.features.socials] },
    })
    await again.ready
    const types = ((await again.exportLog()).events as unknown as Stamped[]).map((e) => e.type)
    expect(types.filter((t) => t === 'OptionsConfigured')).toHaveLength(1)
    await again.dispose()
  })
})
