import { filter, map, of, withLatestFrom, type Observable } from 'rxjs'
import { describe, expect, it } from 'vitest'
import type { GatehouseState } from '../../projections/index.js'
import { createEvent, ofType, type Stamped } from '../events/index.js'
import { createTestGatehouse } from '../testing/helpers.js'
import { lazyEffects, type Effect, type NeededWhen } from './effects.js'

/** A load the test resolves or rejects when it chooses. */
function gate<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

const switched = (chainId: `eip155:${number}`) => createEvent('NetworkSwitched', { chainId })

/** Answers every NetworkSwitched with an alert naming the chain it saw in the state at that moment. */
const echoState: Effect<GatehouseState> = (event$, state$) =>
  event$.pipe(
    ofType('NetworkSwitched'),
    withLatestFrom(state$),
    map(([event, state]) =>
      createEvent('MessageRequested', {
        message: `${event.data.chainId} in state ${state.network.byNamespace.eip155?.chainId}`,
        variant: 'success',
      }),
    ),
  )

const messages = (seen: Stamped[]) =>
  seen.filter((e) => e.type === 'MessageRequested').map((e) => (e.data as { message: string }).message)

function collect(events$: Observable<Stamped>): Stamped[] {
  const seen: Stamped[] = []
  events$.subscribe((e) => seen.push(e))
  return seen
}

/** A Gatehouse running echoState as a lazy group needed when `neededWhen` says, its load held by the test. */
function gatedWhen(neededWhen: NeededWhen<GatehouseState>) {
  const load = gate<{ echoState: Effect<GatehouseState> }>()
  let count = 0
  const g = createTestGatehouse({
    effects: lazyEffects(
      ['echoState'],
      () => {
        count++
        return load.promise
      },
      neededWhen,
    ),
  })
  return { g, load, loads: () => count }
}

describe('lazyEffects', () => {
  it('behavior: events before the code has loaded reach the effect in order, each with the state of its moment', async () => {
    const load = gate<{ echoState: Effect<GatehouseState> }>()
    const g = createTestGatehouse({ effects: lazyEffects(['echoState'], () => load.promise) })
    await g.ready
    const seen = collect(g.events$)
    g.emit(switched('eip155:1'))
    g.emit(switched('eip155:8453'))
    expect(messages(seen)).toEqual([])

    load.resolve({ echoState })
    await load.promise
    await Promise.resolve()
    expect(messages(seen)).toEqual(['eip155:1 in state eip155:1', 'eip155:8453 in state eip155:8453'])
    // Live from then on.
    g.emit(switched('eip155:42161'))
    expect(messages(seen)).toEqual([
      'eip155:1 in state eip155:1',
      'eip155:8453 in state eip155:8453',
      'eip155:42161 in state eip155:42161',
    ])
    await g.dispose()
  })

  it('behavior: what the effect causes while the recorded events are handed over comes after them', async () => {
    const order: string[] = []
    // On each NetworkSwitched to Ethereum, switch to Base: the answer must not overtake the recorded events.
    const chain: Effect<GatehouseState> = (event$) =>
      event$.pipe(
        ofType('NetworkSwitched'),
        map((e) => {
          order.push(e.data.chainId)
          return e
        }),
        filter((e) => e.data.chainId === 'eip155:1'),
        map(() => switched('eip155:8453')),
      )
    const g = createTestGatehouse({ effects: lazyEffects(['chain'], async () => ({ chain })) })
    await g.ready
    g.emit(switched('eip155:1'))
    g.emit(switched('eip155:42161'))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(order).toEqual(['eip155:1', 'eip155:42161', 'eip155:8453'])
    await g.dispose()
  })

  it('error: a failed load is the effect failing (EffectFailed, restarted), and the restart loads again', async () => {
    let attempts = 0
    const g = createTestGatehouse({
      effects: lazyEffects(['echoState'], () => {
        attempts++
        return attempts === 1 ? Promise.reject(new Error('chunk failed to load')) : Promise.resolve({ echoState })
      }),
    })
    const seen = collect(g.events$)
    await g.ready
    await new Promise((resolve) => setTimeout(resolve, 0))
    const failed = seen.filter((e) => e.type === 'EffectFailed')
    expect(failed.map((e) => e.data)).toMatchObject([
      { effect: 'echoState', outcome: 'restarted', error: { shortMessage: 'chunk failed to load' } },
    ])
    expect(attempts).toBe(2)
    g.emit(switched('eip155:1'))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(messages(seen)).toEqual(['eip155:1 in state eip155:1'])
    await g.dispose()
  })

  it('error: a group without the named effect fails that effect with a clear error', async () => {
    const g = createTestGatehouse({
      effects: lazyEffects(['missing'], async () => ({}) as Record<'missing', Effect<GatehouseState>>),
    })
    const seen = collect(g.events$)
    await g.ready
    await new Promise((resolve) => setTimeout(resolve, 0))
    const first = seen.find((e) => e.type === 'EffectFailed')
    expect(first?.data).toMatchObject({
      effect: 'missing',
      error: { shortMessage: 'The lazy effect group has no effect named missing' },
    })
    await g.dispose()
  })

  it('behavior: an effect unsubscribed before its code loads is never started', async () => {
    const load = gate<{ echoState: Effect<GatehouseState> }>()
    let started = 0
    const g = createTestGatehouse({
      effects: lazyEffects(['echoState'], () =>
        load.promise.then(() => ({
          echoState: ((event$, state$, deps) => {
            started++
            return echoState(event$, state$, deps)
          }) as Effect<GatehouseState>,
        })),
      ),
    })
    await g.ready
    await g.dispose()
    load.resolve({ echoState })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(started).toBe(0)
  })

  it('default: the load is shared by the effects of a group and made once', async () => {
    let loads = 0
    const group = { a: echoState, b: (() => of()) as Effect<GatehouseState> }
    const g = createTestGatehouse({
      effects: lazyEffects(['a', 'b'], async () => {
        loads++
        return group
      }),
    })
    await g.ready
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(loads).toBe(1)
    await g.dispose()
  })

  it('behavior: with neededWhen, nothing loads until it holds; the effect starts from the event that made it hold, with its state', async () => {
    const { g, load, loads } = gatedWhen(
      (_state, event) => event?.type === 'NetworkSwitched' && event.data.chainId === 'eip155:8453',
    )
    await g.ready
    const seen = collect(g.events$)
    g.emit(switched('eip155:1'))
    await Promise.resolve()
    expect(loads()).toBe(0)

    g.emit(switched('eip155:8453'))
    expect(loads()).toBe(1)
    load.resolve({ echoState })
    await load.promise
    await Promise.resolve()
    // Not the event before it was needed; then live.
    expect(messages(seen)).toEqual(['eip155:8453 in state eip155:8453'])
    g.emit(switched('eip155:1'))
    expect(messages(seen)).toEqual(['eip155:8453 in state eip155:8453', 'eip155:1 in state eip155:1'])
    await g.dispose()
  })

  it('behavior: a group an event makes needed loads after deps.afterPaint runs, and then sees that event', async () => {
    const load = gate<{ echoState: Effect<GatehouseState> }>()
    let count = 0
    const painted: Array<() => void> = []
    const g = createTestGatehouse({
      deps: { afterPaint: (run) => painted.push(run) },
      effects: lazyEffects(
        ['echoState'],
        () => {
          count++
          return load.promise
        },
        (_state, event) => event?.type === 'NetworkSwitched',
      ),
    })
    await g.ready
    const seen = collect(g.events$)
    g.emit(switched('eip155:8453'))
    g.emit(switched('eip155:10'))
    // Nothing is fetched before the page has painted what the event changed.
    expect(count).toBe(0)
    expect(painted).toHaveLength(1)
    for (const run of painted) run()
    expect(count).toBe(1)
    load.resolve({ echoState })
    await load.promise
    await Promise.resolve()
    expect(messages(seen)).toEqual(['eip155:8453 in state eip155:8453', 'eip155:10 in state eip155:10'])
    await g.dispose()
  })

  it('behavior: with neededWhen holding for a state, the effect starts from that state', async () => {
    const { g, load, loads } = gatedWhen((state) => state.network.byNamespace.eip155?.chainId === 'eip155:10')
    await g.ready
    const seen = collect(g.events$)
    expect(loads()).toBe(0)
    g.emit(switched('eip155:10'))
    expect(loads()).toBe(1)
    load.resolve({ echoState })
    await load.promise
    await Promise.resolve()
    // The state held before its event came: the effect sees that event too.
    expect(messages(seen)).toEqual(['eip155:10 in state eip155:10'])
    await g.dispose()
  })

  it('behavior: with neededWhen holding from the first state, the effect is started once', async () => {
    let calls = 0
    const counted: Effect<GatehouseState> = (event$, state$, deps) => {
      calls++
      return echoState(event$, state$, deps)
    }
    const g = createTestGatehouse({
      effects: lazyEffects(
        ['counted'],
        () => Promise.resolve({ counted }),
        () => true,
      ),
    })
    await g.ready
    const seen = collect(g.events$)
    await new Promise((resolve) => setTimeout(resolve, 0))
    g.emit(switched('eip155:10'))
    expect(calls).toBe(1)
    expect(messages(seen)).toEqual(['eip155:10 in state eip155:10'])
    await g.dispose()
  })
})
