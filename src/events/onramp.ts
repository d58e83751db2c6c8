import * as z from 'zod/mini'
import { errorDataSchema } from './common.js'
import { defineEvent, sharedSchema } from './define.js'

/** The SPEC §7 onramp calls Buy makes: options, quote, the checkout URL, and the account's onramp history (`onramp` query). */
export const ONRAMP_CALLS = ['options', 'quote', 'url', 'history'] as const

const onrampCall = sharedSchema(() => z.enum(ONRAMP_CALLS))

/** The visitor edited the Buy form (SPEC §7 quote body): purchase and payment currency ids and the amount to pay, as they stand. */
export const OnrampFormEdited = defineEvent('OnrampFormEdited', () =>
  z.object({ purchaseCurrency: z.string(), paymentCurrency: z.string(), amount: z.string() }),
)

/**
 * An onramp call answered, with its response body (the client checked it against its SPEC §7 schema, which the
 * Buy view's selectors apply again where they read it); `fallback` marks SPEC §8's built-in default options or
 * mocked quote, made after the call failed.
 */
export const OnrampFetched = defineEvent('OnrampFetched', () =>
  z.object({ call: onrampCall(), response: z.record(z.string(), z.unknown()), fallback: z.optional(z.boolean()) }),
)

/** An onramp call failed, or was not made (a restricted region, SPEC §9). */
export const OnrampFailed = defineEvent('OnrampFailed', () =>
  z.object({ call: onrampCall(), error: errorDataSchema() }),
)

/** The visitor asked to go on to the checkout page (a new tab or window, SPEC §7 POST /v1/generators/onrampurl). */
export const OnrampCheckoutRequested = defineEvent('OnrampCheckoutRequested', () => z.object({}))
