import fc from 'fast-check'
import { produce } from 'immer'
import { describe, expect, it } from 'vitest'
import { createSelector } from '../src/store/selector.js'
import { arbAnyEvent } from '../src/testing/arbitraries.js'
import { runProjection, stampEvents } from '../src/testing/helpers.js'
import { defaultProjections, type GatehouseState } from './index.js'
import { selectActiveChainId } from './network/network.selectors.js'
import { selectConnection } from './connection/connection.selectors.js'

describe.each(defaultProjections.map((p) => [p.name, p] as const))('%s projection properties', (_name, projection) => {
  it('property: total — any event sequence, for any namespace or chain, never throws', () => {
    fc.assert(
      fc.property(fc.array(arbAnyEvent, { maxLength: 100 }), (inputs) => {
        runProjection(projection as never, stampEvents(inputs))
      }),
    )
  })

  it('property: `handles` is complete — the reducer leaves the state untouched for every other event type', () => {
    const others = arbAnyEvent.filter((e) => !(projection.handles as readonly string[]).includes(e.type))
    fc.assert(
      fc.property(fc.array(arbAnyEvent, { maxLength: 40 }), others, (inputs, other) => {
        const state = runProjection(projection as never, stampEvents(inputs))
        // call the reducer directly, past the fold's skip, on a draft of the state
        const [event] = stampEvents([other], { firstSeq: 1000 })
        const after = produce(state, (draft: never) => (projection.reduce as (d: never, e: unknown) => undefined)(draft, event))
        expect(after).toBe(state)
      }),
    )
  })
})

describe('selectors', () => {
  it('property: memoised selectors return the same reference while their inputs are unchanged', () => {
    const summary = createSelector(
      [(s: GatehouseState) => s.connection, (s: GatehouseState) => s.network],
      (connection, network) => ({ eip155: connection.byNamespace.eip155?.status ?? 'disconnected', chain: network.activeNamespace }),
    )
    fc.assert(
      fc.property(fc.array(arbAnyEvent, { maxLength: 40 }), (inputs) => {
        const state = Object.fromEntries(defaultProjections.map((p) => [p.name, runProjection(p as never, stampEvents(inputs))])) as unknown as GatehouseState
        const a = summary(state)
        expect(summary({ ...state })).toBe(a) // a new root, same read models
        expect(summary({ ...state, modal: { ...state.modal, open: !state.modal.open } })).toBe(a)
        expect(selectConnection(state, 'eip155')).toBe(selectConnection({ ...state }, 'eip155'))
        expect(selectActiveChainId(state)).toBe(selectActiveChainId({ ...state }))
      }),
    )
  })
})
