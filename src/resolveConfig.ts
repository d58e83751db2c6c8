// The configuration of a Gatehouse and its resolution: what a configuration means (defaults filled in, networks and
// services' settings checked), computed once at creation, before anything starts.
import type { Effects } from './bus/effects.js'
import { defaultProjections, type GatehouseState } from '../projections/index.js'
import { walletConnectSettings, type WalletConnectConfig } from './api/walletConnect.js'
import type { Deps } from './deps.js'
import { NAMESPACES, type CaipNetworkId, type ChainNamespace } from './domain/caip.js'
import { NAME_SUFFIXES } from './domain/constants.js'
import type { Locale } from './domain/locales.js'
import { requireLocale } from './domain/requireLocale.js'
import { FEATURES, OFF_BY_DEFAULT, SOCIALS, type FeaturesConfig, type Social } from './domain/features.js'
import { defineNetworks, type Network } from './domain/networks.js'
import type { SiwxOptions } from './domain/siwxConfig.js'
import { THEME_VARIABLES, type ThemeModeSetting, type ThemeVariable, type ThemeVariables } from './domain/theme.js'
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
  themeMode?: ThemeModeSetting
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
  /** Names (SPEC §5): the suffix names are registered under (default '.reown.id'), checked at configuration time. */
  names?: { suffix?: string }
  /**
   * The language of the modal: a BCP 47 tag Gatehouse has a catalogue for (`'ar'`; `'pt-BR'` speaks `'pt'`; see
   * `LOCALES`), checked at configuration time. Default English; `gatehouse.setLocale()` changes it later.
   */
  locale?: string
}

/** The `Configured` fact of a configuration: what the read models need of it, defaults filled in. */
function configuredEvent(
  config: GatehouseConfig<readonly AnyProjection[]>,
  flags: Record<string, boolean> | undefined,
): EventOfType<'Configured'> {
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
    ...(flags !== undefined && { features: flags }),
  })
}

const invalid = (details: string) => new ConfigurationError('invalidInput', { details })

/** Validates a fact of the configuration; a bad field throws ConfigurationError naming the option it came from. */
function checked<E extends EventInput>(event: E, option = ''): E {
  try {
    validateEventInput(event)
  } catch (error) {
    if (!(error instanceof InvalidEventError)) throw error
    // The facts' fields are the options' names (the socials list aside: `features.socials`).
    const field = error.field.slice(5).replace(/^socials/, 'features.socials')
    throw invalid(`${option}${field}: ${error.issues[0]?.message}`)
  }
  return event
}

/** `value` without its undefined fields (an event's data is plain JSON). */
const defined = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T

/** The `OptionsConfigured` fact of a configuration (checked): socials, legal links, wallets, defaults filled in. */
function optionsEvent(
  config: GatehouseConfig<readonly AnyProjection[]>,
  socials: Social[],
): EventOfType<'OptionsConfigured'> {
  const w = config.wallets ?? {}
  return createEvent('OptionsConfigured', {
    socials,
    termsConditionsUrl: config.termsConditionsUrl ?? null,
    privacyPolicyUrl: config.privacyPolicyUrl ?? null,
    wallets: {
      featured: w.featured ?? [],
      included: w.included ?? [],
      excluded: w.excluded ?? [],
      custom: w.custom ?? [],
    },
  })
}

/** The `ThemeUpdated` fact of a theme the app sets (`option` names where), checked: throws ConfigurationError naming a bad field. */
export function themeFact(
  theme: { themeMode?: ThemeModeSetting; themeVariables?: ThemeVariables },
  option = '',
): EventOfType<'ThemeUpdated'> {
  const unknown = Object.keys(theme?.themeVariables ?? {}).find((v) => !THEME_VARIABLES.includes(v as ThemeVariable))
  if (unknown) throw invalid(`${option}themeVariables.${unknown}: unknown variable`)
  return checked(createEvent('ThemeUpdated', defined({ ...theme }) as EventOfType<'ThemeUpdated'>['data']), option)
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
  /** The locale the app configured, matched to a catalogue, or undefined (the modal keeps the one it has). */
  locale: Locale | undefined
  /** The `OptionsConfigured` fact, validated. */
  options: EventOfType<'OptionsConfigured'>
  /** The theme the configuration sets, or null. */
  theme: EventOfType<'ThemeUpdated'> | null
  /** The `NamesConfigured` fact (the name suffix), validated. */
  names: EventOfType<'NamesConfigured'>
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
 * Resolves a configuration; throws ConfigurationError naming the bad option (a feature, the theme, a network, the
 * relay URL or the frame URL…), so a bad configuration fails createGatehouse at once.
 */
export function resolveConfig(config: GatehouseConfig<readonly AnyProjection[]>): ResolvedConfig {
  const own = config.deps ?? {}
  // Networks and services from the configuration, checked now: a bad network throws ConfigurationError here.
  const ownNetworks = config.rpcUrls !== undefined || config.customNetworks !== undefined
  const networks = ownNetworks
    ? defineNetworks({ networks: config.customNetworks, rpcUrls: config.rpcUrls })
    : undefined
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
    // The app's metadata goes to the frame (SPEC §7 sync dapp data) with or without WalletConnect.
    resolved.frame = {
      url: url.href,
      projectId: config.projectId ?? '',
      version: '4',
      enableLogger: false,
      metadata: config.metadata,
    }
  }
  // Validated now, so a bad configuration throws from createGatehouse, naming the option (the socials list aside of
  // the on/off features).
  if (config.features !== undefined && (typeof config.features !== 'object' || config.features === null))
    throw invalid('features: expected object')
  const { socials = SOCIALS, ...flags } = config.features ?? {}
  const shown = (socials === false ? [] : Array.isArray(socials) ? [...socials] : socials) as Social[]
  for (const name in flags)
    if (!(FEATURES as readonly string[]).includes(name) && !(OFF_BY_DEFAULT as readonly string[]).includes(name))
      throw invalid(`features.${name}: unknown feature`)
  if (config.features?.legalCheckbox && !config.termsConditionsUrl && !config.privacyPolicyUrl)
    throw invalid('features.legalCheckbox: needs termsConditionsUrl or privacyPolicyUrl')
  const configured = checked(configuredEvent(config, config.features && (flags as Record<string, boolean>)))
  const { themeMode, themeVariables } = config
  const theme =
    themeMode === undefined && themeVariables === undefined ? null : themeFact({ themeMode, themeVariables })
  const locale = config.locale === undefined ? undefined : requireLocale(config.locale, 'locale')
  const log = config.log ?? {}
  return {
    deps: { ...own, ...resolved },
    dev: config.dev ?? isDevelopment(),
    projections: config.projections ?? defaultProjections,
    networks,
    configured,
    locale,
    options: checked(optionsEvent(config, shown)),
    theme,
    names: checked(createEvent('NamesConfigured', { suffix: config.names?.suffix ?? NAME_SUFFIXES[0] }), 'names.'),
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
