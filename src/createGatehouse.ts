import type { Observable } from 'rxjs'
import { DEFAULT_CONFIG } from '../projections/config/config.projection.js'
import { defaultProjections, type GatehouseState } from '../projections/index.js'
import { Bus } from './bus/bus.js'
import type { Effects } from './bus/effects.js'
import { walletConnectSettings, type WalletConnectConfig } from './api/walletConnect.js'
import { createDeps, type Deps } from './deps.js'
import type { FeaturesConfig } from './domain/features.js'
import type { SiwxOptions } from './domain/siwxConfig.js'
import type { SecretDrop } from './frame.js'
import type { ProviderHost } from './provider/provider.js'
import type { Eip1193Provider } from './provider/types.js'
import { defineNetworks } from './domain/networks.js'
import { isDevelopment } from './env.js'
import { ConfigurationError } from './errors/catalogue.js'
import { DisposedError, LogStorageError, RuntimeLoadError } from './errors/core.js'
import { toErrorData } from './errors/GatehouseError.js'
import { NAMESPACES, type CaipNetworkId, type ChainNamespace } from './domain/caip.js'
import {
  createEvent,
  validateEventInput,
  type EventInput,
  type EventOfType,
  type EventSource,
  type Stamped,
} from './events/index.js'
import {
  defaultFirstPaintStorage,
  firstPaintKey,
  readFirstPaint,
  removeFirstPaint,
  type FirstPaintIgnoredReason,
  type FirstPaintStorage,
} from './log/firstPaint.js'
import type { ExportedLog, Log, RestoreResult } from './log/log.js'
import { indexedDbStorage, memoryStorage, type LogStorage } from './log/storage.js'
import type { AnyProjection, StateOf } from './store/projection.js'
import { Store } from './store/store.js'

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
   * SPEC §1's features, each on unless set to false here: swaps, onramp, receive and send hide their entry on the
   * Account view when off. (Analytics stays governed by `analytics`, which is opt-in.)
   */
  features?: FeaturesConfig
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
  /** Networks added to SPEC's (SPEC §3 shape, checked at configuration time). */
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
    ...(config.features && { features: { ...config.features } }),
  })
}

/** A running Gatehouse: the bus, the read models and the log. */
export interface Gatehouse<S = GatehouseState> {
  /**
   * Validates, stamps and dispatches an event; returns its id. Throws
   * `InvalidEventError` naming the bad field (nothing is appended).
   */
  emit(event: EventInput, options?: { source?: EventSource }): string
  /** The combined read model; the same object until an event changes it. */
  getState(): S
  /** The read model before restore, as a server renders it (for hydration). */
  getInitialState(): S
  /** Calls `listener` after each burst of events that changed the read model. */
  subscribe(listener: () => void): () => void
  /** Every event in dispatch order, after the reducers; filter with `ofType`. */
  readonly events$: Observable<Stamped>
  /** The combined read model over time. */
  readonly state$: Observable<S>
  /** Where the UI puts the OTP code for the frame effect (one use, in memory; never an event); absent on a read-only Gatehouse (a replay). */
  readonly secrets?: SecretDrop
  /**
   * Resolves once the log is restored: the read models are then the fold of the whole log (final), the
   * effects run and events dispatch. Never rejects. Before it, `getState()` gives the first-paint copy's read
   * models when a valid one was found (`firstPaint`), else the initial state.
   */
  readonly ready: Promise<void>
  /**
   * The first-paint copy the state showed at creation, synchronously, before `ready`: the read models at log
   * position `seq` (equal to the final state when `seq` is the log's head, which a page closed normally leaves).
   * Null when there was none (or it was ignored).
   */
  readonly firstPaint?: { seq: number } | null
  /**
   * An EIP-1193 provider over the connection of `namespace` (default eip155), whatever wallet family
   * holds it: its requests are events (TxQueued → TxSucceeded / TxFailed / TxRejected), its events follow
   * the read models. The same object for a namespace; its code loads with the runtime chunk.
   */
  getProvider(namespace?: ChainNamespace): Eip1193Provider
  /** The log as JSON-safe data (no secrets; bigint as decimal strings). */
  exportLog(): Promise<ExportedLog>
  /** Writes pending events, stops effects and closes the log. */
  dispose(): Promise<void>
}

/** What createGatehouse loads next to restore (src/runtime.ts). */
type Runtime = typeof import('./runtime.js')

/**
 * Creates a Gatehouse: registers the read models, restores them from the log
 * (snapshot + tail) before `ready` resolves, then starts the effects. A missing
 * or corrupt database never stops it: the log falls back to memory and says so
 * with a `LogStorageUnavailable` event.
 */
export function createGatehouse<P extends readonly AnyProjection[] = typeof defaultProjections>(
  config: GatehouseConfig<P> = {},
): Gatehouse<StateOf<P>> {
  type S = StateOf<P>
  const deps = createDeps(config.deps)
  // Networks and services from the configuration, checked now: a bad network throws ConfigurationError here.
  const ownNetworks = config.rpcUrls !== undefined || config.customNetworks !== undefined
  const networks = ownNetworks
    ? defineNetworks({ networks: config.customNetworks, rpcUrls: config.rpcUrls })
    : undefined
  if (networks && config.deps?.networks === undefined) deps.networks = networks
  // WalletConnect's settings, checked now (a bad relay URL throws ConfigurationError here); its client loads on first use.
  if (config.deps?.walletConnect === undefined) {
    const settings = walletConnectSettings(config.projectId, config.walletConnect)
    deps.walletConnect = settings ? { settings } : null
  }
  // The secure frame's settings (SPEC §7: version 4); its client loads on first use.
  if (config.deps?.frame === undefined && config.endpoints?.frame) {
    let url: URL
    try {
      url = new URL(config.endpoints.frame)
    } catch (error) {
      throw new ConfigurationError('urlRequired', {
        details: `endpoints.frame is not a URL: ${config.endpoints.frame}`,
        cause: error,
      })
    }
    deps.frame = { url: url.href, projectId: config.projectId ?? '', version: '4', enableLogger: false }
  }
  const dev = config.dev ?? isDevelopment()
  const projections = (config.projections ?? defaultProjections) as readonly AnyProjection[]
  // What runs from `ready` on (the log's code, the effect runner, the default effects…): a lazy chunk, requested now,
  // next to the storage opened below (src/runtime.ts); `ready` waits for it.
  const runtime = import('./runtime.js')
  runtime.catch(() => undefined) // handled at ready; never an unhandled rejection before it
  const logConfig = config.log ?? {}
  const name = logConfig.name ?? `gatehouse:${config.projectId ?? 'default'}`
  // Validated now, so a bad configuration throws from createGatehouse, naming the field.
  const configured = configuredEvent(config as GatehouseConfig<readonly AnyProjection[]>)
  validateEventInput(configured)

  let disposed = false
  const store = new Store<object>(projections, { freeze: dev })
  const bus = new Bus({ store, now: deps.now, newId: deps.newId, freeze: dev })
  // The log reports its own facts (quarantine, failed writes); after dispose there is no one left to tell.
  const report = (input: EventInput) => {
    if (!disposed) bus.emit(input, 'log')
  }
  const first: Array<{ input: EventInput; source: EventSource }> = []
  const unavailable = (error: unknown) =>
    first.push({ input: createEvent('LogStorageUnavailable', { error: toErrorData(error) }), source: 'log' })

  // The storage is opened now (IndexedDB opens while the runtime loads); the log over it comes with the runtime.
  const requested = logConfig.storage ?? 'indexeddb'
  let storage: LogStorage
  if (requested === 'indexeddb' && typeof indexedDB === 'undefined') {
    unavailable(new LogStorageError('IndexedDB is not available here'))
    storage = memoryStorage()
  } else {
    storage = requested === 'indexeddb' ? indexedDbStorage(name) : requested === 'memory' ? memoryStorage() : requested
  }
  let log: Log | null = null
  let loaded: Runtime | null = null

  // The first-paint copy: read now, synchronously, so the first render can show the restored read models.
  const explicitCopy = typeof logConfig.firstPaint === 'object' ? logConfig.firstPaint : null
  let copyStorage: FirstPaintStorage | null =
    explicitCopy ?? (logConfig.firstPaint !== false && storage.kind === 'indexeddb' ? defaultFirstPaintStorage() : null)
  const copyKey = firstPaintKey(name)
  let firstPaint: { seq: number } | null = null
  const copyIgnored = (reason: FirstPaintIgnoredReason, detail: string) =>
    createEvent('FirstPaintCopyIgnored', { reason, detail })
  const copy = readFirstPaint(copyStorage, copyKey, projections)
  if (copy?.ok) {
    bus.resetState(copy.copy.states)
    firstPaint = { seq: copy.copy.seq }
  } else if (copy) {
    removeFirstPaint(copyStorage, copyKey)
    first.push({ input: copyIgnored(copy.reason, copy.detail), source: 'log' })
  }
  let copyWriteReported = false
  /** Writes the copy from the read models the log knows are stored (not the live ones: ephemeral events never reach the log). */
  const writeCopy = () => {
    const stored = copyStorage && log ? log.storedStates() : null
    if (!stored || !loaded) return
    const result = loaded.writeFirstPaint(copyStorage, copyKey, projections, stored.seq, stored.states)
    if (!result.ok && !copyWriteReported) {
      copyWriteReported = true
      report(copyIgnored(result.reason, result.detail))
    }
  }

  let subscriptions: Array<{ unsubscribe(): void }> = []

  const ready = (async () => {
    // Restore starts once the runtime chunk is there (the database opened meanwhile): opening and reading IndexedDB
    // is not part of the first state, the copy above is (issue 3).
    let rt: Runtime
    try {
      rt = loaded = await runtime
    } catch (error) {
      if (disposed) return
      // The chunk did not load (the app's server or the network failed it): no log and no effect. The read models
      // stay as they are; events dispatch, kept in memory only, and the failure is reported (the system read model).
      const failed = toErrorData(new RuntimeLoadError({ cause: error }))
      first.push({ input: createEvent('LogStorageUnavailable', { error: failed }), source: 'log' })
      first.push({
        input: createEvent('EffectFailed', { effect: 'runtime', error: failed, outcome: 'stopped' }),
        source: 'bus',
      })
      let seq = firstPaint?.seq ?? 0
      bus.start({ allocateSeq: () => ++seq, append: () => undefined }, first)
      return
    }
    if (disposed) return
    const makeLog = (over: LogStorage): Log =>
      rt.createLog({
        storage: over,
        projections,
        snapshotEvery: logConfig.snapshotEvery,
        keepEvents: logConfig.keepEvents,
        // Shared by the tabs of the app; its journal (events a page had not written when it went) is in localStorage.
        channelName: over.kind === 'indexeddb' ? name : null,
        report,
        setTimeout: deps.setTimeout,
        clearTimeout: deps.clearTimeout,
      })
    let live = makeLog(storage)
    log = live
    let restored: RestoreResult
    try {
      restored = await rt.withTimeout(live.restore(), logConfig.restoreTimeoutMs ?? 5000, deps)
    } catch (error) {
      unavailable(error)
      live = log = makeLog(memoryStorage())
      restored = await live.restore()
      if (!explicitCopy) copyStorage = null
    }
    if (disposed) return
    // (Not after a fall back to memory: that log is new, the copy belongs to the IndexedDB one.)
    if (firstPaint !== null && copyStorage !== null && firstPaint.seq > restored.head) {
      // A copy ahead of the log belongs to another log (storage cleared apart): never again.
      removeFirstPaint(copyStorage, copyKey)
      first.push({
        input: copyIgnored('ahead-of-log', `Copy at ${firstPaint.seq}, log head ${restored.head}`),
        source: 'log',
      })
    }
    bus.resetState(restored.states)
    // A copy at the head for the next start, in a task of its own (not in the way of the first render).
    if (copyStorage && firstPaint?.seq !== restored.head) deps.setTimeout(writeCopy, 0)
    first.push({
      input: createEvent('SessionRestored', {
        head: restored.head,
        snapshotSeq: restored.snapshotSeq,
        storage: live.storage.kind,
      }),
      source: 'restore',
    })
    // The configuration the read models need, after restore, when it differs from the restored one: a replay
    // rebuilds the same read models, and a start with an unchanged configuration adds nothing to the log.
    if (!rt.sameJson(restored.states.config ?? DEFAULT_CONFIG, configured.data))
      first.push({ input: configured, source: 'app' })
    subscriptions = rt.startEffects(config as GatehouseConfig<readonly AnyProjection[]>, deps, networks, bus)
    bus.start(live, first)
  })()

  // A page being closed or hidden (mobile browsers may discard a hidden page without another event) writes what is queued now.
  const persistNow = () => {
    void log?.flush().catch(() => undefined)
    // A write under way when the page unloads is aborted: what is not yet written is also kept synchronously.
    log?.spill()
    // What is stored already (the write just started may not finish before the page goes).
    writeCopy()
  }
  const persistIfHidden = () => {
    if (document.visibilityState === 'hidden') persistNow()
  }
  const target = typeof window !== 'undefined' && typeof document !== 'undefined' ? window : null
  target?.addEventListener('pagehide', persistNow)
  if (target) document.addEventListener('visibilitychange', persistIfHidden)

  const providers: Partial<Record<ChainNamespace, Eip1193Provider>> = {}
  const gatehouse: Gatehouse<S> = {
    emit: (event, options) => bus.emit(event, options?.source ?? 'app'),
    getState: () => store.getState() as S,
    getInitialState: () => store.initial as S,
    subscribe: store.subscribe,
    events$: bus.events$,
    state$: bus.state$ as Observable<S>,
    ready,
    get firstPaint() {
      return firstPaint
    },
    secrets: deps.secrets,
    getProvider: (namespace = 'eip155') =>
      (providers[namespace] ??= lazyProvider(
        runtime.then((rt) => rt.createProvider(gatehouse as unknown as ProviderHost, deps.newId, namespace)),
      )),
    async exportLog() {
      await ready
      if (!log) throw disposed ? new DisposedError() : new RuntimeLoadError()
      return log.exportLog()
    },
    async dispose() {
      if (disposed) return
      disposed = true
      await ready
      target?.removeEventListener('pagehide', persistNow)
      if (target) document.removeEventListener('visibilitychange', persistIfHidden)
      for (const s of subscriptions) s.unsubscribe()
      bus.dispose()
      await log?.dispose()
      writeCopy()
    },
  }
  return gatehouse
}

/** The provider at once; its code (src/provider/provider.ts) comes with the runtime chunk, requested at creation. */
function lazyProvider(real: Promise<Eip1193Provider>): Eip1193Provider {
  const later = (f: (p: Eip1193Provider) => unknown) => (real.then(f, () => undefined), provider)
  const provider: Eip1193Provider = {
    request: (args) => real.then((p) => p.request(args)),
    on: (event, listener) => later((p) => p.on(event, listener)),
    removeListener: (event, listener) => later((p) => p.removeListener(event, listener)),
  }
  return provider
}
