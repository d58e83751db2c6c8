import { EMPTY, map, type Observable, throwError } from 'rxjs'
import { describe, expect, it } from 'vitest'
import type { GatehouseState } from '../../projections/index.js'
import { InvalidEventError } from '../errors/core.js'
import { createEvent, ofType, type EventInput, type Stamped } from '../events/index.js'
import { createTestGatehouse } from '../testing/helpers.js'
import type { Effect } from './effects.js'

const connected = createEvent('Connected', {
  connectorId: 'test-wallet',
  namespace: 'eip155',
  chainId: 'eip155:1',
  address: '0x1111111111111111111111111111111111111111',
})

function collect(gatehouse: { events$: Observable<Stamped> }): Stamped[] {
  const seen: Stamped[] = []
  gatehouse.events$.subscribe((e) => seen.push(e))
  return seen
}

describe('bus', () => {
  it('default: an emitted event is stamped with the whole envelope', async () => {
    const g = createTestGatehouse({ effects: {} })
    await g.ready
    const seen = collect(g)
    const id = g.emit(createEvent('NetworkSwitched', { chainId: 'eip155:8453' }))
    const event = seen.find((e) => e.type === 'NetworkSwitched') as Stamped
    expect(event).toMatchObject({ id, v: 1, source: 'app', causationId: null, ephemeral: false })
    expect(event.seq).toBeGreaterThan(0)
    expect(typeof event.at).toBe('number')
    expect(Object.isFrozen(event) && Object.isFrozen(event.data)).toBe(true)
    await g.dispose()
  })

  it('behavior: reducers see an event before effects do', async () => {
    let stateSeenByEffect: GatehouseState | null = null
    const spy: Effect<GatehouseState> = (event$, state$) =>
      event$.pipe(
        ofType('Connected'),
        map(() => {
          state$.subscribe((s) => (stateSeenByEffect ??= s)).unsubscribe()
          return createEvent('ModalClosed', {})
        }),
      )
    const g = createTestGatehouse({ effects: { spy } })
    await g.ready
    g.emit(connected)
    expect(stateSeenByEffect).not.toBeNull()
    expect((stateSeenByEffect as unknown as GatehouseState).connection.byNamespace.eip155?.status).toBe('connected')
    await g.dispose()
  })

  it('behavior: effect output is queued after the event that caused it, never re-entered', async () => {
    const order: string[] = []
    const echo: Effect<GatehouseState> = (event$) =>
      event$.pipe(
        ofType('ModalOpenRequested', 'ModalOpened'),
        map((e) =>
          e.type === 'ModalOpenRequested'
            ? createEvent('ModalOpened', { view: 'Connect' }, { causationId: e.id })
            : createEvent('ModalClosed', {}, { causationId: e.id }),
        ),
      )
    const g = createTestGatehouse({ effects: { echo } })
    await g.ready
    g.events$.subscribe((e) => {
      order.push(`start ${e.type}`)
      // a subscriber that emits while the bus dispatches must not re-enter it
      if (e.type === 'ModalOpened') g.emit(createEvent('NetworkSwitched', { chainId: 'eip155:1' }))
      order.push(`end ${e.type}`)
    })
    const seen = collect(g)
    const intentId = g.emit(createEvent('ModalOpenRequested', {}))
    expect(order).toEqual([
      'start ModalOpenRequested',
      'end ModalOpenRequested',
      'start ModalOpened',
      'end ModalOpened',
      'start ModalClosed',
      'end ModalClosed',
      'start NetworkSwitched',
      'end NetworkSwitched',
    ])
    const opened = seen.find((e) => e.type === 'ModalOpened') as Stamped
    expect(opened.causationId).toBe(intentId)
    expect(opened.source).toBe('effect:echo')
    const seqs = seen.map((e) => e.seq)
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b))
    expect(new Set(seqs).size).toBe(seqs.length)
    await g.dispose()
  })

  it('error: emit of an invalid event throws a typed error naming the field, and nothing is appended', async () => {
    const g = createTestGatehouse({ effects: {} })
    await g.ready
    const before = g.getState()
    const seen = collect(g)
    expect(() =>
      g.emit({ type: 'Connected', data: { ...connected.data, chainId: 'eip155' } } as unknown as EventInput),
    ).toThrow(InvalidEventError)
    try {
      g.emit({ type: 'Connected', data: { ...connected.data, chainId: 'eip155' } } as unknown as EventInput)
    } catch (e) {
      expect((e as InvalidEventError).field).toBe('data.chainId')
    }
    expect(() => g.emit({ type: 'NoSuchEvent', data: {} } as unknown as EventInput)).toThrow(/type/)
    expect(seen).toEqual([])
    expect(g.getState()).toBe(before)
    const log = await g.exportLog()
    expect(log.events.map((e) => (e as { type: string }).type)).toEqual(['SessionRestored'])
    await g.dispose()
  })

  it('behavior: an effect that throws is reported and resubscribed; the bus lives on', async () => {
    let subscriptions = 0
    const flaky: Effect<GatehouseState> = (event$) => {
      subscriptions++
      return event$.pipe(
        ofType('ModalOpenRequested'),
        map(() => {
          throw new Error('boom')
        }),
      )
    }
    const g = createTestGatehouse({ effects: { flaky } })
    await g.ready
    const seen = collect(g)
    g.emit(createEvent('ModalOpenRequested', {}))
    g.emit(createEvent('ModalOpenRequested', {}))
    const failures = seen.filter((e) => e.type === 'EffectFailed')
    expect(failures).toHaveLength(2)
    expect(failures[0]).toMatchObject({
      source: 'effect:flaky',
      data: { effect: 'flaky', outcome: 'restarted', error: { shortMessage: 'boom' } },
    })
    expect(subscriptions).toBe(3)
    expect(g.getState().system.effectFailures.flaky?.count).toBe(2)
    g.emit(createEvent('NetworkSwitched', { chainId: 'eip155:10' }))
    expect(g.getState().network.activeNamespace).toBe('eip155')
    await g.dispose()
  })

  it('behavior: an effect that keeps failing at once is stopped after 10 restarts', async () => {
    const broken: Effect<GatehouseState> = () => throwError(() => new Error('cannot start'))
    const g = createTestGatehouse({ effects: { broken } })
    await g.ready
    const failures = (await g.exportLog()).events.filter(
      (e) => (e as { type: string }).type === 'EffectFailed',
    ) as unknown as Stamped[]
    expect(failures).toHaveLength(11)
    expect(failures.at(-1)).toMatchObject({ data: { outcome: 'stopped' } })
    expect(g.getState().system.effectFailures.broken?.stopped).toBe(true)
    await g.dispose()
  })

  it('behavior: an invalid event from an effect is reported and dropped; the effect runs on', async () => {
    const sloppy: Effect<GatehouseState> = (event$) =>
      event$.pipe(
        ofType('ModalOpenRequested'),
        map(() => ({ type: 'NetworkSwitched', data: { chainId: 42 } }) as unknown as EventInput),
      )
    const g = createTestGatehouse({ effects: { sloppy } })
    await g.ready
    const seen = collect(g)
    g.emit(createEvent('ModalOpenRequested', {}))
    g.emit(createEvent('ModalOpenRequested', {}))
    expect(seen.filter((e) => e.type === 'EffectFailed').map((e) => (e.data as { outcome: string }).outcome)).toEqual([
      'continued',
      'continued',
    ])
    expect(seen.some((e) => e.type === 'NetworkSwitched')).toBe(false)
    await g.dispose()
  })

  it('behavior: events emitted before ready are dispatched after restore, in order, after SessionRestored', async () => {
    const g = createTestGatehouse({ effects: {} })
    const seen = collect(g)
    g.emit(createEvent('NetworkSwitched', { chainId: 'eip155:1' }))
    g.emit(createEvent('NetworkSwitched', { chainId: 'eip155:10' }))
    expect(seen).toEqual([])
    await g.ready
    expect(seen.map((e) => [e.type, e.seq])).toEqual([
      ['SessionRestored', 1],
      ['NetworkSwitched', 2],
      ['NetworkSwitched', 3],
    ])
    expect(g.getState().network.byNamespace.eip155?.chainId).toBe('eip155:10')
    await g.dispose()
  })

  it('behavior: listeners hear once per burst, and the state keeps its identity when nothing changed', async () => {
    const echo: Effect<GatehouseState> = (event$) =>
      event$.pipe(
        ofType('ModalOpenRequested'),
        map((e) => createEvent('ModalOpened', { view: 'Connect' }, { causationId: e.id })),
      )
    const g = createTestGatehouse({ effects: { echo } })
    await g.ready
    let calls = 0
    g.subscribe(() => calls++)
    g.emit(createEvent('ModalOpenRequested', {}))
    expect(calls).toBe(1)
    const state = g.getState()
    g.emit(createEvent('DisconnectRequested', {})) // no read model answers it
    expect(g.getState()).toBe(state)
    expect(calls).toBe(1)
    expect(Object.isFrozen(g.getState().modal)).toBe(true)
    await g.dispose()
  })

  it('behavior: a throwing listener does not stop the others nor the bus', async () => {
    const g = createTestGatehouse({ effects: {} })
    await g.ready
    const errors: unknown[] = []
    const onError = (e: unknown) => errors.push(e)
    process.on('uncaughtException', onError)
    let heard = 0
    g.subscribe(() => {
      throw new Error('listener bug')
    })
    g.subscribe(() => heard++)
    g.emit(createEvent('NetworkSwitched', { chainId: 'eip155:1' }))
    g.emit(createEvent('NetworkSwitched', { chainId: 'eip155:2' }))
    await new Promise((r) => setTimeout(r, 0))
    process.off('uncaughtException', onError)
    expect(heard).toBe(2)
    expect(g.getState().network.byNamespace.eip155?.chainId).toBe('eip155:2')
    await g.dispose()
  })

  it('behavior: a reducer that throws is reported with ReducerFailed and its read model keeps its state', async () => {
    const { defineProjection } = await import('../store/projection.js')
    const fragile = defineProjection({
      name: 'fragile',
      version: 1,
      initial: { count: 0 },
      on: {
        ModalOpened(draft) {
          draft.count++
        },
        ModalClosed() {
          throw new Error('reducer bug')
        },
      },
    })
    const g = createTestGatehouse({ projections: [fragile] as const, effects: {} })
    await g.ready
    const seen = collect(g)
    g.emit(createEvent('ModalOpened', { view: 'Connect' }))
    g.emit(createEvent('ModalClosed', {}))
    g.emit(createEvent('ModalOpened', { view: 'Connect' }))
    expect(g.getState().fragile.count).toBe(2)
    const failed = seen.find((e) => e.type === 'ReducerFailed')
    expect(failed).toMatchObject({ ephemeral: true, seq: 0, data: { projection: 'fragile', eventType: 'ModalClosed' } })
    await g.dispose()
  })

  it('behavior: dispose stops effects and refuses further events', async () => {
    const g = createTestGatehouse({ effects: { idle: () => EMPTY } })
    await g.ready
    await g.dispose()
    expect(() => g.emit(createEvent('ModalClosed', {}))).toThrow(/disposed/)
  })
})
