import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { arbAnyEvent, arbEventByType } from '../../src/testing/arbitraries.js'
import { runProjection, stampEvents } from '../../src/testing/helpers.js'
import { modalProjection } from './modal.projection.js'

// Router events weighted up, so histories get long and pops reach the bottom.
const routerEvent = fc.oneof(
  arbEventByType.ModalOpened,
  arbEventByType.ModalClosed,
  arbEventByType.ViewPushed,
  arbEventByType.ViewReplaced,
  arbEventByType.ViewsReset,
  arbEventByType.ViewPopped,
)

describe('modal projection properties', () => {
  it('property: the view is the top of the history; an open modal always has a view; a pop never empties the history', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof({ arbitrary: routerEvent, weight: 4 }, { arbitrary: arbAnyEvent, weight: 1 }), {
          maxLength: 80,
        }),
        (inputs) => {
          const state = runProjection(modalProjection, stampEvents(inputs))
          expect(state.view).toBe(state.history[state.history.length - 1] ?? null)
          if (state.open) expect(state.view).not.toBeNull()
          if (inputs.some((e) => e.type === 'ModalOpened' || e.type === 'ViewsReset'))
            expect(state.history.length).toBeGreaterThan(0)
        },
      ),
    )
  })

  it('property: no two equal views are adjacent after pushes alone (SPEC §2 "Push adds a view unless it is already current")', () => {
    fc.assert(
      fc.property(
        arbEventByType.ModalOpened,
        fc.array(arbEventByType.ViewPushed, { maxLength: 30 }),
        (open, pushes) => {
          const { history } = runProjection(modalProjection, stampEvents([open, ...pushes]))
          for (let i = 1; i < history.length; i++) expect(history[i]).not.toBe(history[i - 1])
        },
      ),
    )
  })
})
