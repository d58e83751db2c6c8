import type { Draft } from 'immer'
import type { ErrorData } from '../../src/errors/GatehouseError.js'
import type { EventOfType } from '../../src/events/index.js'
import type { ONRAMP_CALLS } from '../../src/events/onramp.js'
import { defineProjection } from '../../src/store/projection.js'

/** An onramp call of SPEC §7 that Buy makes. */
export type OnrampCall = (typeof ONRAMP_CALLS)[number]

/** The latest answer of a call: its response (`fallback` for SPEC §8's built-ins), or its failure. */
export type OnrampAnswer = { call: OnrampCall } & (
  { response: Record<string, unknown>; fallback?: boolean } | { error: ErrorData }
)

/**
 * Read model of Buy (SPEC §3 onramp options and quote): the visitor's form, the latest answer of each call
 * (options, quote, checkout URL, and the onramp history, SPEC §3's coinbaseTransactions) and when the visitor
 * went to the checkout (envelope time). Responses are kept as the service sent them; the Buy view's selectors
 * read them through their SPEC §7 schemas in its lazy chunk, which keeps this read model small in an app's
 * initial JS.
 */
export type OnrampState = { form?: EventOfType<'OnrampFormEdited'>['data']; checkout?: number } & {
  [C in OnrampCall]?: OnrampAnswer
}

// The latest answer of a call replaces the one before.
const answer = (draft: Draft<OnrampState>, event: { data: OnrampAnswer }) => {
  draft[event.data.call] = event.data as Draft<OnrampAnswer>
}

/**
 * The Buy read model. A form edit drops the quote and the checkout of the form before. The checkout URL is made
 * when the visitor asks for it, for the account and network of that moment, so a switch leaves nothing stale.
 */
export const onrampProjection = defineProjection({
  name: 'onramp',
  version: 1,
  initial: {} as OnrampState,
  on: {
    OnrampFormEdited(draft, event) {
      draft.form = event.data
      delete draft.quote
      delete draft.url
      delete draft.checkout
    },
    OnrampFetched: answer,
    OnrampFailed: answer,
    OnrampCheckoutRequested(draft, event) {
      draft.checkout = event.at
    },
  },
})
