// The configuration of a Gatehouse and its resolution: what a configuration means (defaults filled in, networks and
// services' settings checked), computed once at creation, before anything starts.
import type { Effects } from './bus/effects.js'
import { defaultProjections, type GatehouseState } from '../projections/index.js'
import { walletConnectSettings, type WalletConnectConfig } from './api/walletConnect.js'
import type { Deps } from './deps.js'
import { NAMESPACES, type CaipNetworkId, type ChainNamespace } from './domain/caip.js'
import { FEATURES, OFF_BY_DEFAULT, SOCIALS, type FeaturesConfig, type Social } from './domain/features.js'
import { defineNetworks, type Network } from './domain/networks.js'
import type { SiwxOptions } from './domain/siwxConfig.js'
import { parseThemeMode, parseThemeVariables, type ThemeMode, type ThemeVariables } from './domain/theme.js'
import { isDevelopment } from './env.js'
import { ConfigurationError } from './errors/catalogue.js'
import { InvalidEventError } from './errors/core.js'
import { createEvent, validateEventInput, type EventInput, type EventOfType } from './events/index.js'
import type { FirstPaintStorage } from './log/firstPaint.js'
import type { LogStorage } from './log/storageTx.js'
import type { AnyProjection, StateOf } from './store/projection.js'

/** Where and how the event log is kept. */
export interface LogConfig {
  /** Database name; default `gatehouse:<projectId>`. */
  name?: string
  /** `'indexeddb'` (default; memory when unavailable), `'memory'`, or a storage of your own. */
  storage?: 'indexeddb' | 'memory' | LogStorage
  /** A snapshot of the read models every this many events (default 1000). */
  snapshotEvery?: number
  /** Events kept before older ones are compacted behind a snapshot (default 10,000). */
  keepEvents?: number
  /** Give up on storage that has not restored after this many ms and use memory (default 5000). */
  restoreTimeoutMs?: number
  /**
   * The first-paint copy of the read models (src/log/firstPaint.ts): true (default) keeps it in
   * `localStorage` for an IndexedDB log, false keeps none, or a storage of your own (any log).
   */
  firstPaint?: boolean | FirstPaintStorage
}

/** The dapp's metadata (SPEC §1), as wallets show it over WalletConnect and the secure frame receives it (SPEC §7). */
export interface DappMetadata {
  /** Default: the page's title. */
  name?: string
  /** Default: the page's title. */
  description?: string
  /** Default: the page's origin. */
  url?: string
  /** Default: the page's icons. */
  icons?: string[]
}

/** A wallet of the app's own, shown in the Connect view's custom group (SPEC §9's order); it connects over WalletConnect. */
export interface CustomWallet {
  /** Unique among the wallets. */
  id: string
  name: string
  /** An http(s) or data:image URL. */
  imageUrl?: string
  mobileLink?: string
  desktopLink?: string
  webappLink?: string
}

/** Which wallets the Connect view and All Wallets show (each default empty). */
export interface WalletsConfig {
  /** Wallet-listing ids shown first, in this order, instead of the listing's certified ones. */
  featured?: string[]
  /** Wallet-listing ids the listing is limited to (default: no limit). */
  included?: string[]
  /** Wallet-listing ids never shown. */
  excluded?: string[]
  /** Wallets of the app's own. */
  custom?: CustomWallet[]
}

/** Configuration of `createGatehouse`. */
export interface GatehouseConfig<P extends readonly AnyProjection[] = typeof defaultProjections> {
  /** The app's project id; names the log's database. */
  projectId?: string
  /** Read models to register (default: every read model of the modal). */
  projections?: P
  /**
   * Effects to run, by name (default: the modal's effects), or a function that picks or adds to the default
   * effects (`(defaults) => ({ ...defaults, mine })`): the defaults load with the effect runner, as a lazy chunk.
   */
  effects?: Effects<StateOf<P>> | ((defaults: Effects<GatehouseState>) => Effects<StateOf<P>>)
  log?: LogConfig
  deps?: Partial<Deps>
  /** Freeze events and read models and check plain JSON (default: on unless NODE_ENV is production). */
  dev?: boolean
  /** The modal: embedded in place instead of appended to the page (SPEC §1; default false). */
  modal?: { embedded?: boolean }
  /** Sign in with the wallet (SPEC §4, §6): enabled, and whether it is required (blocks closing until a session exists). */
  siwx?: SiwxOptions
  /** Networks (SPEC §2, §3): requested and approved network ids, unsupported chains, network switching. */
  networks?: {
    /** The networks the app supports (default: every network). */
    requested?: CaipNetworkId[]
    approved?: CaipNetworkId[]
    /** Default false. */
    allowUnsupportedChain?: boolean
    /** Default true. */
    enableNetworkSwitch?: boolean
  }
  /** Namespaces with an adapter (default: every namespace); none is the basic WalletConnect kind (SPEC §2). */
  adapters?: readonly ChainNamespace[]
  /**
   * SPEC §1's features, each on unless set to false (swaps, onramp, receive, send: the Account view's buttons; email:
   * the email field; history: the Activity tab; allWallets: the All Wallets entry; analytics: with `analytics` on,
   * false sends none), the socials and their order (default google, x, discord, farcaster, github, apple, facebook),
   * and the switches off by default: `legalCheckbox` (needs `termsConditionsUrl` or `privacyPolicyUrl`) and
   * `collapseWallets`.
   */
  features?: FeaturesConfig
  /** The terms the legal checkbox links to (http(s); default none). */
  termsConditionsUrl?: string
  /** The privacy policy the legal checkbox links to (http(s); default none). */
  privacyPolicyUrl?: string
  /** The dapp's metadata (SPEC §1); `walletConnect.metadata` wins for WalletConnect when both are given. */
  metadata?: DappMetadata
  /** Featured, included, excluded and custom wallets (default none of each). */
  wallets?: WalletsConfig
  /** The theme mode at start: 'dark' (default, SPEC §1), 'light', or 'system' (follows prefers-color-scheme live). */
  themeMode?: ThemeMode
  /** The theme's variables (accent, colours, radius, font, z-index; src/domain/theme.ts), in both modes (default none). */
  themeVariables?: ThemeVariables
  /**
   * Base URLs of the services of SPEC §7: the blockchain data API, the
   * wallet-listing service, the analytics endpoint. An effect whose service
   * is not configured does nothing (no request).
   */
  endpoints?: {
    api?: string
    wallets?: string
    analytics?: string
    /** The secure frame page for email and social login (SPEC §1, §7); without it those entries stay hidden. */
    frame?: string
  }
  /** Analytics, opt-in (default false): when false no analytics request of any kind leaves the page. */
  analytics?: boolean
  /** Appended as the `clientId` query to every request to `endpoints` (SPEC §7 "clientId appended when configured"). */
  clientId?: string
  /** RPC URLs by CAIP-2 id, replacing a network's defaults (checked at configuration time). Chain RPC is on once these or `customNetworks` are given. */
  rpcUrls?: Record<string, string[]>
  /** EVM networks added to SPEC's nine: viem `Chain` objects (`import { optimism } from 'viem/chains'`) or SPEC §3 network objects, checked at configuration time. */
  customNetworks?: unknown[]
  /** WalletConnect (needs `projectId`): the relay (default the public one; checked at configuration time) and the dapp's metadata. */
  walletConnect?: WalletConnectConfig
}

/** The `Configured` fact of a configuration: what the read models need of it, defaults filled in. */
function configuredEvent(config: GatehouseConfig<readonly AnyProjection[]>): EventOfType<'Configured'> {
  return createEvent('Configured', {
    modal: { embedded: config.modal?.embedded ?? false },
    siwx: { enabled: config.siwx?.enabled ?? config.siwx?.required ?? false, required: config.siwx?.required ?? false },
    networks: {
      requested: config.networks?.requested ?? null,
      approved: config.networks?.approved ?? null,
      allowUnsupportedChain: config.networks?.allowUnsupportedChain ?? false,
      enableNetworkSwitch: config.networks?.enableNetworkSwitch ?? true,
    },
    adapters: [...(config.adapters ?? NAMESPACES)],
    ...(config.features !== undefined && { features: switches(config.features) }),
  })
}

const invalid = (details: string) => new ConfigurationError('invalidInput', { details })

/** The on/off features of `features` (SPEC §1), checked: an unknown name or a non-boolean is refused, naming it. */
function switches(features: unknown): Record<string, boolean> {
  if (typeof features !== 'object' || features === null || Array.isArray(features))
    throw invalid('features: expected an object')
  const out: Record<string, boolean> = {}
  for (const [name, value] of Object.entries(features)) {
    if (name === 'socials') continue
    if (!(FEATURES as readonly string[]).includes(name) && !(OFF_BY_DEFAULT as readonly string[]).includes(name))
      throw invalid(
        `features.${name}: unknown feature (one of ${[...FEATURES, 'socials', ...OFF_BY_DEFAULT].join(', ')})`,
      )
    if (typeof value !== 'boolean') throw invalid(`features.${name}: expected true or false`)
    out[name] = value
  }
  return out
}

/** `features.socials` checked: a list of SPEC §1's socials, each once, or false (none). */
function socialsOf(socials: unknown): Social[] {
  if (socials === undefined) return [...SOCIALS]
  if (socials === false) return []
  if (!Array.isArray(socials)) throw invalid('features.socials: expected a list of socials or false')
  for (const [i, s] of socials.entries()) {
    if (!(SOCIALS as readonly unknown[]).includes(s))
      throw invalid(`features.socials[${i}]: ${JSON.stringify(s)} is not one of ${SOCIALS.join(', ')}`)
    if (socials.indexOf(s) !== i) throw invalid(`features.socials[${i}]: ${JSON.stringify(s)} is listed twice`)
  }
  return [...(socials as Social[])]
}

/** Validates a fact the configuration made; a bad field throws ConfigurationError naming the option it came from. */
function checked<E extends EventInput>(event: E): E {
  try {
    validateEventInput(event)
  } catch (error) {
    if (!(error instanceof InvalidEventError)) throw error
    const option = error.field.replace(/^data\./, '').replace(/\.(\d+)(?=\.|$)/g, '[$1]')
    throw new ConfigurationError('invalidInput', {
      details: `${option}: ${error.issues[0]?.message ?? ''}`,
      cause: error,
    })
  }
  return event
}

/** The `OptionsConfigured` fact of a configuration: socials, legal links, wallets, defaults filled in and checked. */
function optionsEvent(config: GatehouseConfig<readonly AnyProjection[]>): EventOfType<'OptionsConfigured'> {
  const w = config.wallets ?? {}
  if (typeof w !== 'object' || w === null) throw invalid('wallets: expected an object')
  const event = checked(
    createEvent('OptionsConfigured', {
      socials: socialsOf((config.features as { socials?: unknown } | undefined)?.socials),
      termsConditionsUrl: config.termsConditionsUrl ?? null,
      privacyPolicyUrl: config.privacyPolicyUrl ?? null,
      wallets: {
        featured: w.featured ?? [],
        included: w.included ?? [],
        excluded: w.excluded ?? [],
        custom: (w.custom ?? []).map((c) => ({ ...c })),
      },
    }),
  )
  const ids = event.data.wallets.custom.map((c) => c.id)
  const twice = ids.findIndex((id, i) => ids.indexOf(id) !== i)
  if (twice >= 0) throw invalid(`wallets.custom[${twice}].id: ${JSON.stringify(ids[twice])} is used twice`)
  if (config.features?.legalCheckbox === true && !event.data.termsConditionsUrl && !event.data.privacyPolicyUrl)
    throw invalid(
      'features.legalCheckbox: needs termsConditionsUrl or privacyPolicyUrl (the links the visitor accepts)',
    )
  return event
}

/** SPEC's networks with the app's (viem chains or SPEC §3 networks) and RPC URLs; a bad one is refused, naming the option. */
function customNetworks(config: GatehouseConfig<readonly AnyProjection[]>): Network[] {
  try {
    return defineNetworks({ networks: config.customNetworks, rpcUrls: config.rpcUrls })
  } catch (error) {
    const details = error instanceof ConfigurationError ? error.details : undefined
    if (!details?.startsWith('networks')) throw error
    throw new ConfigurationError('invalidNetwork', { details: `customNetworks${details.slice(8)}`, cause: error })
  }
}

/** The `ThemeUpdated` fact of `themeMode` and `themeVariables`, or null when the configuration sets neither. */
function themeEvent(config: GatehouseConfig<readonly AnyProjection[]>): EventOfType<'ThemeUpdated'> | null {
  if (config.themeMode === undefined && config.themeVariables === undefined) return null
  return createEvent('ThemeUpdated', {
    ...(config.themeMode !== undefined && { themeMode: parseThemeMode(config.themeMode) }),
    ...(config.themeVariables !== undefined && { themeVariables: parseThemeVariables(config.themeVariables) }),
  })
}

/** A configuration resolved: what every later step of createGatehouse reads, and nothing changes afterwards. */
export interface ResolvedConfig {
  /** The app's own `deps` with what the configuration decides (networks, WalletConnect, the secure frame). */
  deps: Partial<Deps>
  /** Freeze events and read models and check plain JSON. */
  dev: boolean
  projections: readonly AnyProjection[]
  /** The app's networks when it gave RPC URLs or networks of its own, else undefined (SPEC's). */
  networks: Network[] | undefined
  /** The `Configured` fact, validated. */
  configured: EventOfType<'Configured'>
  /** The `OptionsConfigured` fact, validated. */
  options: EventOfType<'OptionsConfigured'>
  /** The theme the configuration sets, or null. */
  theme: EventOfType<'ThemeUpdated'> | null
  /** SPEC §5 "Project id must be configured": services are configured without one. */
  projectIdMissing: boolean
  /** The log's settings, defaults filled in. */
  log: {
    name: string
    storage: 'indexeddb' | 'memory' | LogStorage
    snapshotEvery?: number
    keepEvents?: number
    restoreTimeoutMs: number
    firstPaint: boolean | FirstPaintStorage
  }
}

/**
 * Resolves a configuration; throws ConfigurationError (a bad network, relay URL or frame URL) or InvalidEventError
 * naming the bad field, so a bad configuration fails createGatehouse at once.
 */
export function resolveConfig(config: GatehouseConfig<readonly AnyProjection[]>): ResolvedConfig {
  const own = config.deps ?? {}
  // Networks and services from the configuration, checked now: a bad network throws ConfigurationError here.
  const ownNetworks = config.rpcUrls !== undefined || config.customNetworks !== undefined
  const networks = ownNetworks ? customNetworks(config) : undefined
  const resolved: Partial<Deps> = {}
  if (networks && own.networks === undefined) resolved.networks = networks
  // WalletConnect's settings, checked now (a bad relay URL throws ConfigurationError here); its client loads on first use.
  if (own.walletConnect === undefined) {
    // SPEC §1's metadata serves WalletConnect unless its own option gives one.
    const metadata = config.walletConnect?.metadata ?? config.metadata
    const settings = walletConnectSettings(
      config.projectId,
      metadata ? { ...config.walletConnect, metadata } : config.walletConnect,
    )
    resolved.walletConnect = settings ? { settings } : null
  }
  // The secure frame's settings (SPEC §7: version 4); its client loads on first use.
  if (own.frame === undefined && config.endpoints?.frame) {
    let url: URL
    try {
      url = new URL(config.endpoints.frame)
    } catch (error) {
      throw new ConfigurationError('urlRequired', {
        details: `endpoints.frame is not a URL: ${config.endpoints.frame}`,
        cause: error,
      })
    }
    resolved.frame = { url: url.href, projectId: config.projectId ?? '', version: '4', enableLogger: false }
  }
  // Validated now, so a bad configuration throws from createGatehouse, naming the field.
  const configured = checked(configuredEvent(config))
  const log = config.log ?? {}
  return {
    deps: { ...own, ...resolved },
    dev: config.dev ?? isDevelopment(),
    projections: config.projections ?? defaultProjections,
    networks,
    configured,
    options: optionsEvent(config),
    theme: themeEvent(config),
    projectIdMissing:
      !config.projectId?.trim() && (config.endpoints !== undefined || config.walletConnect !== undefined),
    log: {
      name: log.name ?? `gatehouse:${config.projectId ?? 'default'}`,
      storage: log.storage ?? 'indexeddb',
      snapshotEvery: log.snapshotEvery,
      keepEvents: log.keepEvents,
      restoreTimeoutMs: log.restoreTimeoutMs ?? 5000,
      firstPaint: log.firstPaint ?? true,
    },
  }
}
