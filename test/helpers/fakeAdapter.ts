// A fake wallet family for the generic connection effects' tests: an adapter whose every method
// answers as the test says (by default at once, or after `delay` ms of the scheduler it is given,
// so tests run in RxJS virtual time), and that records every call it gets.
import { EMPTY, mergeMap, Observable, of, Subject, throwError, timer, type SchedulerLike } from 'rxjs'
import type { ChainNamespace } from '../../src/domain/caip.js'
import type { AdapterStep, ConnectorAdapter, WalletEvent } from '../../effects/connectors/adapter.js'

/** One call the fake adapter got. */
export interface FakeAdapterCall {
  method: 'connect' | 'restore' | 'disconnect' | 'switchNetwork' | 'request' | 'events'
  args: Record<string, unknown>
}

/** What a test can set: each method's answer (an Observable or an Error to fail with), and a delay. */
export interface FakeAdapterOptions {
  type?: string
  namespaces?: readonly ChainNamespace[]
  /** The connector ids the adapter owns. */
  connectorIds?: readonly string[]
  connect?: AdapterStep[] | Error
  restore?: AdapterStep[] | Error
  disconnect?: Error
  switchNetwork?: string | Error
  request?: (method: string, params: unknown) => unknown
  /** Virtual ms each answer waits (connect, restore, switchNetwork, request), on the effects' scheduler. */
  delay?: number
}

/** A fake adapter, its calls, and the wallet's event stream a test pushes into. */
export function fakeAdapter(
  options: FakeAdapterOptions = {},
): ConnectorAdapter & { calls: FakeAdapterCall[]; wallet: Subject<WalletEvent>; listeners: () => number } {
  const calls: FakeAdapterCall[] = []
  const wallet = new Subject<WalletEvent>()
  let listening = 0
  const later = <T>(scheduler: SchedulerLike, answer: () => Observable<T>): Observable<T> =>
    options.delay ? timer(options.delay, scheduler).pipe(mergeMap(answer)) : answer()
  const answer = <T>(scheduler: SchedulerLike, value: T[] | Error | undefined): Observable<T> =>
    later(scheduler, () =>
      value instanceof Error ? throwError(() => value) : value === undefined ? EMPTY : of(...value),
    )
  return {
    type: options.type ?? 'fake',
    namespaces: options.namespaces ?? ['eip155', 'solana'],
    owns: (target) => (options.connectorIds ?? ['fake']).includes(target.connectorId),
    calls,
    wallet,
    listeners: () => listening,
    connect(request, { deps }) {
      calls.push({ method: 'connect', args: { ...request } })
      return answer(deps.scheduler, options.connect)
    },
    restore(target, { deps }) {
      calls.push({ method: 'restore', args: { ...target } })
      return answer(deps.scheduler, options.restore)
    },
    disconnect(target) {
      calls.push({ method: 'disconnect', args: { ...target } })
      return options.disconnect ? throwError(() => options.disconnect) : EMPTY
    },
    switchNetwork(request, { deps }) {
      calls.push({ method: 'switchNetwork', args: { ...request } })
      const s = options.switchNetwork
      return answer(deps.scheduler, s instanceof Error ? s : [(s ?? request.chainId) as typeof request.chainId])
    },
    request(request, { deps }) {
      calls.push({ method: 'request', args: { ...request } })
      return later(deps.scheduler, () => {
        try {
          return of(options.request ? options.request(request.method, request.params) : null)
        } catch (error) {
          return throwError(() => error)
        }
      })
    },
    events(target) {
      calls.push({ method: 'events', args: { ...target } })
      return new Observable<WalletEvent>((subscriber) => {
        listening += 1
        const s = wallet.subscribe(subscriber)
        return () => {
          listening -= 1
          s.unsubscribe()
        }
      })
    },
  }
}

/** A test Gatehouse running `effects` on a virtual-time scheduler, and the events it saw. */
export async function withEffects(
  effects: Record<
    string,
    import('../../src/bus/effects.js').Effect<import('../../projections/index.js').GatehouseState>
  >,
  config: Omit<import('../../src/createGatehouse.js').GatehouseConfig, 'effects' | 'deps'> = {},
) {
  const { TestScheduler } = await import('rxjs/testing')
  const { createTestGatehouse } = await import('../../src/testing/helpers.js')
  const scheduler = new TestScheduler(() => undefined)
  const g = createTestGatehouse({ ...config, effects, deps: { scheduler } })
  await g.ready
  const seen: import('../../src/events/index.js').Stamped[] = []
  g.events$.subscribe((e) => seen.push(e))
  return { g, seen, scheduler, types: () => seen.map((e) => e.type) }
}

/** The read models after `events`, and dependencies made of `deps`, for calling an adapter directly. */
export async function adapterContext(
  events: import('../../src/events/index.js').EventInput[],
  deps: Partial<import('../../src/deps.js').Deps> = {},
) {
  const { asyncScheduler } = await import('rxjs')
  const { createTestGatehouse, createTestDeps } = await import('../../src/testing/helpers.js')
  const { NO_SERVICES } = await import('../../src/deps.js')
  const g = createTestGatehouse({})
  await g.ready
  for (const e of events) g.emit(e)
  const state = g.getState()
  await g.dispose()
  const full = {
    ...createTestDeps(),
    scheduler: asyncScheduler,
    services: NO_SERVICES,
    secrets: { put: () => '', take: () => undefined },
    ...deps,
  } as unknown as import('../../src/deps.js').Deps
  return { state, deps: full, causationId: 'cause-1' }
}

/**
 * A page with `provider` announced over EIP-6963 and connected through the injected adapter
 * (discovery, connectWallet and watchWallet running, plus `effects`), on a virtual-time scheduler;
 * the events seen from then on.
 */
export async function connectedInjectedPage(
  provider: unknown,
  effects: Record<
    string,
    import('../../src/bus/effects.js').Effect<import('../../projections/index.js').GatehouseState>
  >,
  deps: Partial<import('../../src/deps.js').Deps> = {},
) {
  const { TestScheduler } = await import('rxjs/testing')
  const { createTestGatehouse } = await import('../../src/testing/helpers.js')
  const { createEvent } = await import('../../src/events/index.js')
  const { announcement, fakeDiscovery, settle } = await import('./fakeWallets.js')
  const { discoverInjectedWallets } = await import('../../effects/injected/discoverInjectedWallets.js')
  const { injectedAdapter } = await import('../../effects/connectors/injected.js')
  const { connectWallet } = await import('../../effects/connection/connectWallet.js')
  const { watchWallet } = await import('../../effects/connection/watchWallet.js')
  const scheduler = new TestScheduler(() => undefined)
  const eip6963 = fakeDiscovery()
  eip6963.announce(announcement(provider))
  const adapters = [injectedAdapter]
  const g = createTestGatehouse({
    effects: {
      discoverInjectedWallets,
      connectWallet: connectWallet(adapters),
      watchWallet: watchWallet(adapters),
      ...effects,
    },
    deps: { scheduler, eip6963, ...deps },
  })
  await g.ready
  g.emit(createEvent('ConnectRequested', { connectorId: 'com.example.fake', namespace: 'eip155' }))
  await settle()
  const seen: import('../../src/events/index.js').Stamped[] = []
  g.events$.subscribe((e) => seen.push(e))
  return { g, seen, scheduler }
}
