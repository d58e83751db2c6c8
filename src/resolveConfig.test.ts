import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { FEATURES, OFF_BY_DEFAULT, SOCIALS } from './domain/features.js'
import { ConfigurationError } from './errors/catalogue.js'
import { memoryStorage } from './log/storage.js'
import { resolveConfig } from './resolveConfig.js'

describe('resolveConfig', () => {
  it('default', () => {
    const resolved = resolveConfig({})
    expect(resolved.log).toEqual({
      name: 'gatehouse:default',
      storage: 'indexeddb',
      snapshotEvery: undefined,
      keepEvents: undefined,
      restoreTimeoutMs: 5000,
      firstPaint: true,
    })
    expect(resolved.networks).toBeUndefined()
    // No project id: no WalletConnect; no frame URL: no frame.
    expect(resolved.deps).toEqual({ walletConnect: null })
    expect(resolved.configured).toMatchObject({ type: 'Configured', data: { modal: { embedded: false } } })
  })

  it('behavior: the same configuration resolves to the same result, and neither the configuration nor its deps are changed', () => {
    const storage = memoryStorage()
    const deps = { now: () => 1 }
    const config = {
      projectId: 'p1',
      deps,
      log: { storage, name: 'app' },
      endpoints: { frame: 'https://frame.example/' },
      rpcUrls: { 'eip155:1': ['https://rpc.example/'] },
    }
    const before = JSON.stringify(config)
    const a = resolveConfig(config)
    const b = resolveConfig(config)
    expect(JSON.stringify(config)).toBe(before)
    expect(Object.keys(deps)).toEqual(['now'])
    expect(JSON.stringify(a)).toBe(JSON.stringify(b))
    expect(a.deps).toMatchObject({ now: deps.now, frame: { url: 'https://frame.example/', projectId: 'p1' } })
    expect(a.deps.networks?.find((n) => n.caipNetworkId === 'eip155:1')?.rpcUrls.default.http).toEqual([
      'https://rpc.example/',
    ])
    expect(a.log).toMatchObject({ name: 'app', storage })
  })

  it("behavior: the app's own deps win over what the configuration would make", () => {
    const frame = { url: 'https://mine.example/', projectId: 'x', version: '4', enableLogger: false } as const
    const resolved = resolveConfig({
      endpoints: { frame: 'https://frame.example/' },
      deps: { frame, walletConnect: null },
    })
    expect(resolved.deps.frame).toBe(frame)
  })

  it('error: a frame endpoint that is not a URL throws ConfigurationError', () => {
    expect(() => resolveConfig({ endpoints: { frame: 'not a url' } })).toThrow(
      expect.objectContaining({ name: 'ConfigurationError' }),
    )
  })
})

describe('resolveConfig: the options of SPEC §1 and the theme', () => {
  const detailsOf = (f: () => unknown): string => {
    try {
      f()
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigurationError)
      return (error as ConfigurationError).details ?? ''
    }
    throw new Error('no error thrown')
  }

  it('default: SPEC §1 socials in order, no legal links, no wallet options, no theme, the project id alert only with services', () => {
    const resolved = resolveConfig({})
    expect(resolved.options.data).toEqual({
      socials: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'],
      termsConditionsUrl: null,
      privacyPolicyUrl: null,
      wallets: { featured: [], included: [], excluded: [], custom: [] },
    })
    expect(resolved.theme).toBeNull()
    expect(resolved.projectIdMissing).toBe(false)
    expect(resolveConfig({ endpoints: { wallets: 'http://127.0.0.1:1' } }).projectIdMissing).toBe(true)
    expect(resolveConfig({ projectId: ' ', walletConnect: {} }).projectIdMissing).toBe(true)
    expect(resolveConfig({ projectId: 'p', endpoints: {} }).projectIdMissing).toBe(false)
  })

  it('behavior: the options reach their facts (socials order, switches, theme, metadata for WalletConnect)', () => {
    const resolved = resolveConfig({
      projectId: 'p',
      features: { socials: ['github', 'x'], collapseWallets: true, email: false },
      themeMode: 'system',
      themeVariables: { '--gh-accent': '#ff0066', '--gh-radius': '4px', '--gh-z-index': '10' },
      metadata: { name: 'My app', description: 'd', url: 'https://app.example', icons: [] },
      wallets: { featured: ['a', 'b'], excluded: ['c'], custom: [{ id: 'mine', name: 'Mine' }] },
    })
    expect(resolved.options.data.socials).toEqual(['github', 'x'])
    expect(resolved.options.data.wallets).toMatchObject({ featured: ['a', 'b'], excluded: ['c'] })
    expect(resolved.configured.data.features).toEqual({ collapseWallets: true, email: false })
    expect(resolved.theme?.data).toEqual({
      themeMode: 'system',
      themeVariables: { '--gh-accent': '#ff0066', '--gh-radius': '4px', '--gh-z-index': '10' },
    })
    expect(resolved.deps.walletConnect).toMatchObject({ settings: { metadata: { name: 'My app' } } })
    expect(resolveConfig({ features: { socials: false } }).options.data.socials).toEqual([])
  })

  it('behavior: the app’s metadata reaches the secure frame’s settings without WalletConnect (SPEC §7 sync dapp data)', () => {
    const metadata = {
      name: 'My app',
      description: 'd',
      url: 'https://app.example',
      icons: ['https://app.example/i.png'],
    }
    const resolved = resolveConfig({ metadata, endpoints: { frame: 'https://frame.example/' } })
    expect(resolved.deps.walletConnect).toBeNull()
    expect(resolved.deps.frame).toMatchObject({ url: 'https://frame.example/', metadata })
  })

  it.each([
    [{ features: 'all' }, 'features: expected object'],
    [{ features: { swap: false } }, 'features.swap: unknown feature'],
    [{ features: { send: 'no' } }, 'features.send: Invalid input'],
    [{ features: { socials: 'google' } }, 'features.socials: Invalid input'],
    [{ features: { socials: ['google', 'myspace'] } }, 'features.socials[1]: Invalid input'],
    [{ features: { socials: ['x', 'x'] } }, 'features.socials: Each social once'],
    [{ features: { legalCheckbox: true } }, 'features.legalCheckbox: needs termsConditionsUrl or privacyPolicyUrl'],
    [{ termsConditionsUrl: 'javascript:alert(1)' }, 'termsConditionsUrl: Expected an http(s) URL'],
    [{ privacyPolicyUrl: 42 }, 'privacyPolicyUrl:'],
    [{ wallets: { featured: [''] } }, 'wallets.featured[0]:'],
    [{ wallets: { excluded: 'c' } }, 'wallets.excluded:'],
    [{ wallets: { custom: [{ id: 'a' }] } }, 'wallets.custom[0].name:'],
    [
      {
        wallets: {
          custom: [
            { id: 'a', name: 'A' },
            { id: 'a', name: 'B' },
          ],
        },
      },
      'wallets.custom: Each custom wallet id once',
    ],
    [{ themeMode: 'auto' }, 'themeMode: Invalid input'],
    [{ themeVariables: { accentColor: 'red' } }, 'themeVariables.accentColor: unknown variable'],
    [{ themeVariables: { '--gh-accent': 'red; } body {' } }, 'themeVariables.--gh-accent: Expected a CSS value'],
    [{ themeVariables: { '--gh-radius': '' } }, 'themeVariables.--gh-radius: Expected a CSS value'],
    [{ customNetworks: [{ id: 10, name: 'Optimism' }] }, 'customNetworks[0]'],
  ])('error: a bad option is refused, naming it (%#)', (config, detail) => {
    expect(detailsOf(() => resolveConfig(config as never))).toContain(detail)
  })

  it('error (property): any unknown feature name is refused, naming it', () => {
    const known = new Set<string>([...FEATURES, ...OFF_BY_DEFAULT, 'socials'])
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 12 }).filter((n) => !known.has(n) && !(n in {})),
        fc.boolean(),
        (name, value) => {
          expect(detailsOf(() => resolveConfig({ features: { [name]: value } as never }))).toContain(
            `features.${name}: unknown feature`,
          )
        },
      ),
    )
  })

  it('error: setTheme refuses a bad mode or variable, naming it, and emits nothing', async () => {
    const { createTestGatehouse } = await import('./testing/helpers.js')
    const g = createTestGatehouse({ effects: {} })
    await g.ready
    expect(() => g.setTheme({ themeMode: 'auto' as never })).toThrow(/setTheme: themeMode: Invalid input/)
    expect(() => g.setTheme({ themeVariables: { '--gh-acent': 'red' } as never })).toThrow(
      /setTheme: themeVariables.--gh-acent: unknown variable/,
    )
    g.setTheme({ themeMode: 'system', themeVariables: { '--gh-radius': '4px' } })
    expect(g.getState().theme).toEqual({ themeMode: 'system', themeVariables: { '--gh-radius': '4px' } })
    await g.dispose()
  })

  it('behavior (property): any list of distinct socials is kept in its order', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.constantFrom(...SOCIALS)), (socials) => {
        expect(resolveConfig({ features: { socials } }).options.data.socials).toEqual(socials)
      }),
    )
  })

  it('behavior: a viem Chain is a custom network', async () => {
    const { optimism } = await import('viem/chains')
    expect(resolveConfig({ customNetworks: [optimism] }).networks?.some((n) => n.caipNetworkId === 'eip155:10')).toBe(
      true,
    )
  })
})

describe('resolveConfig: names (SPEC §5)', () => {
  it("default: names are registered under SPEC §5's .reown.id", () => {
    expect(resolveConfig({}).names).toMatchObject({ type: 'NamesConfigured', data: { suffix: '.reown.id' } })
  })

  it('behavior: names.suffix sets the suffix, and a restart with it reaches the names read model', async () => {
    expect(resolveConfig({ names: { suffix: '.names.test' } }).names.data).toEqual({ suffix: '.names.test' })
    const { createTestGatehouse } = await import('./testing/helpers.js')
    const g = createTestGatehouse({ names: { suffix: '.names.test' } })
    await g.ready
    expect(g.getState().names.suffix).toBe('.names.test')
    await g.dispose()
  })

  it('error: a suffix that is not a dot and a domain throws ConfigurationError naming names.suffix', () => {
    for (const suffix of ['reown.id', '.id', '.Reown.id', '', '.reown.id/']) {
      expect(() => resolveConfig({ names: { suffix } }), suffix).toThrow(
        expect.objectContaining({
          name: 'ConfigurationError',
          details: 'names.suffix: Expected a suffix such as .reown.id',
        }),
      )
    }
  })
})
