import type { Observable } from 'rxjs'
import type { defaultProjections, GatehouseState } from '../projections/index.js'
import { bootFirstPaint, type Boot } from './bootFirstPaint.js'
import { Bus } from './bus/bus.js'
import { createDeps } from './deps.js'
import type { ChainNamespace } from './domain/caip.js'
import { requireLocale } from './domain/requireLocale.js'
import type { ThemeModeSetting, ThemeVariables } from './domain/theme.js'
import { DisposedError, RuntimeLoadError } from './errors/core.js'
import { toErrorData } from './errors/GatehouseError.js'
import { createEvent, type EventInput, type EventSource, type Stamped } from './events/index.js'
import type { SecretDrop } from './frame.js'
import type { ExportedLog } from './log/exported.js'
import { watchPageLifecycle } from './pageLifecycle.js'
import type { ProviderHost } from './provider/provider.js'
import type { Eip1193Provider } from './provider/types.js'
import { resolveConfig, themeFact, type GatehouseConfig } from './resolveConfig.js'
import type { Running } from './startRuntime.js'
import type { AnyProjection, StateOf } from './store/projection.js'
import { Store } from './store/store.js'

export type { GatehouseConfig, LogConfig } from './resolveConfig.js'

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
  /**
   * Changes the modal's language at run time (a `LocaleChanged` event; every open view re-renders in it). Throws
   * ConfigurationError for a tag without a catalogue (see `LOCALES`); `'pt-BR'` speaks `'pt'`.
   */
  setLocale(locale: string): void
  /** The log as JSON-safe data (no secrets; bigint as decimal strings). */
  exportLog(): Promise<ExportedLog>
  /**
   * Sets the theme at run time (SPEC §3 "Theme sync"): `themeMode` ('dark', 'light' or 'system') and `themeVariables`
   * (replacing the previous ones); an absent field is unchanged. Throws ConfigurationError naming a bad one.
   */
  setTheme(theme: { themeMode?: ThemeModeSetting; themeVariables?: ThemeVariables }): void
  /** Writes pending events, stops effects and closes the log. */
  dispose(): Promise<void>
}

/**
 * Creates a Gatehouse: registers the read models, restores them from the log
 * (snapshot + tail) before `ready` resolves, then starts the effects. A missing
 * or corrupt database never stops it: the log falls back to memory and says so
 * with a `LogStorageUnavailable` event.
 *
 * Four steps: the configuration is resolved (and checked) at once; the first-paint boot opens the log's storage and
 * shows the first-paint copy, synchronously; the runtime start (a lazy chunk) restores the log and starts the
 * effects and the bus, which `ready` waits for; the page lifecycle persists what is queued when the page goes.
 */
export function createGatehouse<P extends readonly AnyProjection[] = typeof defaultProjections>(
  config: GatehouseConfig<P> = {},
): Gatehouse<StateOf<P>> {
  type S = StateOf<P>
  const appConfig = config as GatehouseConfig<readonly AnyProjection[]>
  const resolved = resolveConfig(appConfig)
  const deps = createDeps(resolved.deps)
  // What runs from `ready` on (the log's code, the effect runner, the default effects…): a lazy chunk, requested now,
  // next to the storage the boot opens (src/runtime.ts); `ready` waits for it.
  const runtime = import('./runtime.js')
  runtime.catch(() => undefined) // handled at ready; never an unhandled rejection before it

  let disposed = false
  const store = new Store<object>(resolved.projections, { freeze: resolved.dev })
  const bus = new Bus({ store, now: deps.now, newId: deps.newId, freeze: resolved.dev })
  // The log reports its own facts (quarantine, failed writes); after dispose there is no one left to tell.
  const report = (input: EventInput) => {
    if (!disposed) bus.emit(input, 'log')
  }
  const boot = bootFirstPaint(resolved, bus, runtime)
  let running: Running | null = null

  const ready = (async () => {
    // Restore starts once the runtime chunk is there (the database opened meanwhile): opening and reading IndexedDB
    // is not part of the first state, the copy the boot showed is.
    let rt: typeof import('./runtime.js')
    try {
      rt = await runtime
    } catch (error) {
      if (!disposed) startWithoutRuntime(bus, boot, error)
      return
    }
    if (disposed) return
    const restored = await rt.startRuntime({ config: appConfig, resolved, deps, bus, boot, report })
    running = restored.running
    if (!disposed) restored.start()
  })()

  // The configured locale, when the read models (the first-paint copy) speak another; queued until restore is done.
  const changeLocale = (tag: string, option: string) => {
    const locale = requireLocale(tag, option)
    if ((store.getState() as Partial<GatehouseState>).locale?.locale !== locale)
      bus.emit(createEvent('LocaleChanged', { locale }), 'app')
  }
  if (resolved.locale !== undefined) changeLocale(resolved.locale, 'locale')

  const stopWatching = watchPageLifecycle(() => running?.persist())

  const providers: Partial<Record<ChainNamespace, Eip1193Provider>> = {}
  const gatehouse: Gatehouse<S> = {
    emit: (event, options) => bus.emit(event, options?.source ?? 'app'),
    getState: () => store.getState() as S,
    getInitialState: () => store.initial as S,
    subscribe: store.subscribe,
    events$: bus.events$,
    state$: bus.state$ as Observable<S>,
    ready,
    firstPaint: boot.firstPaint,
    secrets: deps.secrets,
    getProvider: (namespace = 'eip155') =>
      (providers[namespace] ??= lazyProvider(
        runtime.then((rt) => rt.createProvider(gatehouse as unknown as ProviderHost, deps.newId, namespace)),
      )),
    setLocale: (locale) => changeLocale(locale, 'setLocale'),
    setTheme(theme) {
      bus.emit(themeFact(theme, 'setTheme: '), 'app')
    },
    async exportLog() {
      await ready
      if (!running) throw disposed ? new DisposedError() : new RuntimeLoadError()
      return running.log.exportLog()
    },
    async dispose() {
      if (disposed) return
      disposed = true
      await ready
      stopWatching()
      if (running) await running.stop()
      else bus.dispose()
    },
  }
  return gatehouse
}

/**
 * The runtime chunk did not load (the app's server or the network failed it): no log and no effect. The read models
 * stay as they are; events dispatch, kept in memory only, and the failure is reported (the system read model).
 */
function startWithoutRuntime(bus: Bus, boot: Boot, error: unknown): void {
  const failed = toErrorData(new RuntimeLoadError({ cause: error }))
  const first = [
    ...boot.first,
    { input: createEvent('LogStorageUnavailable', { error: failed }), source: 'log' as const },
    {
      input: createEvent('EffectFailed', { effect: 'runtime', error: failed, outcome: 'stopped' }),
      source: 'bus' as const,
    },
  ]
  let seq = boot.firstPaint?.seq ?? 0
  bus.start({ allocateSeq: () => ++seq, append: () => undefined }, first)
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
