// What Buy shows, read from the onramp read model through the SPEC §7 response schemas. Imported by the Buy
// view and its effects only (lazy chunks): the schemas stay out of an app's initial JS.
import {
  HistoryResponseSchema,
  OnrampOptionsResponseSchema,
  OnrampQuoteResponseSchema,
  OnrampUrlResponseSchema,
} from '../../src/api/schemas.js'
import type { OnrampOptions, OnrampQuote } from '../../src/domain/onramp.js'
import type { ErrorData } from '../../src/errors/GatehouseError.js'
import { createSelector } from '../../src/store/selector.js'
import type { HistoryTransaction } from '../history/history.projection.js'
import type { OnrampAnswer, OnrampState } from './onramp.projection.js'

type S = { onramp: OnrampState }

/** A call's state as the view shows it: not asked yet, answered (maybe by SPEC §8's fallback), or failed. */
export type OnrampStatus<T> =
  { status: 'idle' } | { status: 'ready'; value: T; fallback: boolean } | { status: 'failed'; error: ErrorData }

type Schema<T> = { safeParse(input: unknown): { success: true; data: T } | { success: false } }

/** An answer read through its schema; a stored response that no longer parses counts as not asked. */
function read<T>(answer: OnrampAnswer | undefined, schema: Schema<T>): OnrampStatus<T> {
  if (answer === undefined) return { status: 'idle' }
  if ('error' in answer) return { status: 'failed', error: answer.error }
  const parsed = schema.safeParse(answer.response)
  return parsed.success
    ? { status: 'ready', value: parsed.data, fallback: answer.fallback === true }
    : { status: 'idle' }
}

/** SPEC §3 onramp options: from the data API, or SPEC §8's built-in defaults (`fallback`). */
export const selectOnrampOptions = /* @__PURE__ */ createSelector(
  [(s: S) => s.onramp.options],
  (a): OnrampStatus<OnrampOptions> => read(a, OnrampOptionsResponseSchema),
)

/** SPEC §3 onramp quote for the form as it stands: the provider's, or SPEC §8's mocked quote (`fallback`, an estimate). */
export const selectOnrampQuote = /* @__PURE__ */ createSelector(
  [(s: S) => s.onramp.quote],
  (a): OnrampStatus<OnrampQuote> => read(a, OnrampQuoteResponseSchema),
)

/** The checkout URL asked for last (SPEC §7 POST /v1/generators/onrampurl). */
export const selectOnrampUrl = /* @__PURE__ */ createSelector([(s: S) => s.onramp.url], (a): OnrampStatus<string> => {
  const r = read(a, OnrampUrlResponseSchema)
  return r.status === 'ready' ? { ...r, value: r.value.url } : r
})

/**
 * SPEC §3's coinbaseTransactions: the account's purchases on the active network, newest first, from the history
 * endpoint with the `onramp` query (SPEC §7).
 */
export const selectCoinbaseTransactions = /* @__PURE__ */ createSelector(
  [(s: S) => s.onramp.history],
  (a): HistoryTransaction[] => {
    const r = read(a, HistoryResponseSchema)
    return r.status === 'ready' ? r.value.data : []
  },
)
