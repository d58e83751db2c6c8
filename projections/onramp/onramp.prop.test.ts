import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { EventInput } from '../../src/events/index.js'
import { arbEventByType } from '../../src/testing/arbitraries.js'
import { runProjection, stampEvents } from '../../src/testing/helpers.js'
import { onrampProjection } from './onramp.projection.js'
import { selectOnrampOptions, selectOnrampQuote, selectOnrampUrl } from './onramp.selectors.js'

const onrampEvent: fc.Arbitrary<EventInput> = fc.oneof(
  arbEventByType.OnrampFormEdited,
  { arbitrary: arbEventByType.OnrampFetched, weight: 3 },
  arbEventByType.OnrampFailed,
  arbEventByType.OnrampCheckoutRequested,
)

describe('onramp projection properties', () => {
  it('property: each call holds its latest answer; quote, URL and checkout only when they came after the last form edit', () => {
    fc.assert(
      fc.property(fc.array(onrampEvent, { maxLength: 40 }), (inputs) => {
        const state = runProjection(onrampProjection, stampEvents(inputs))
        const lastEdit = inputs.map((e) => e.type).lastIndexOf('OnrampFormEdited')
        for (const call of ['options', 'quote', 'url', 'history'] as const) {
          const i = inputs.findLastIndex(
            (e) => (e.type === 'OnrampFetched' || e.type === 'OnrampFailed') && e.data.call === call,
          )
          const expected = i < 0 || ((call === 'quote' || call === 'url') && i < lastEdit) ? undefined : inputs[i]!.data
          expect(state[call]).toEqual(expected)
        }
        const checkout = inputs.map((e) => e.type).lastIndexOf('OnrampCheckoutRequested')
        expect(state.checkout !== undefined).toBe(checkout > lastEdit)
        expect(state.form).toEqual(lastEdit < 0 ? undefined : inputs[lastEdit]!.data)
      }),
    )
  })

  it('property: the selectors never throw and give a status, whatever was stored', () => {
    fc.assert(
      fc.property(fc.array(onrampEvent, { maxLength: 20 }), (inputs) => {
        const state = { onramp: runProjection(onrampProjection, stampEvents(inputs)) }
        for (const select of [selectOnrampOptions, selectOnrampQuote, selectOnrampUrl])
          expect(['idle', 'ready', 'failed']).toContain(select(state).status)
      }),
    )
  })
})
