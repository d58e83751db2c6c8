import * as z from 'zod/mini'
import { CaipNetworkIdSchema } from '../domain/caip.js'
import { decimalString, errorDataSchema } from './common.js'
import { defineEvent, sharedSchema } from './define.js'

// Each event's data is a patch of the swap read model (projections/swap), which merges it as it is.

/** A token of the swap form (SPEC §7 GET /v1/convert/tokens): `address` its CAIP-10 id, the native one's ERC-7528 placeholder. */
const swapTokenSchema = sharedSchema(() =>
  z.object({
    name: z.string(),
    symbol: z.string(),
    address: z.string(),
    decimals: z.number(),
    logoUri: z.optional(z.string()),
  }),
)

/** The visitor edited the swap form: tokens (null: the default), amount in whole units as typed, slippage in percent; absent fields are unchanged. */
export const SwapFormEdited = defineEvent('SwapFormEdited', () =>
  z.object({
    from: z.optional(z.nullable(swapTokenSchema())),
    to: z.optional(z.nullable(swapTokenSchema())),
    amount: z.optional(z.string()),
    slippage: z.optional(z.string()),
  }),
)

/**
 * What the convert API answered (SPEC §7): the tokens of `chainId` (GET /v1/convert/tokens), or a quote for
 * swapping `amount` of `from` (CAIP-10, smallest unit) into `to`: the amount out (quotes), the router's allowance
 * (allowance), the gas of the next transaction (the approval while the allowance is short, else the swap) at
 * `gasPrice` wei, and the USD prices of from, to and the native currency (0: unknown).
 */
export const SwapFetched = defineEvent('SwapFetched', () =>
  z.object({
    chainId: z.optional(CaipNetworkIdSchema),
    tokens: z.optional(z.array(swapTokenSchema())),
    quote: z.optional(
      z.object({
        from: z.string(),
        to: z.string(),
        amount: decimalString(),
        toAmount: decimalString(),
        allowance: decimalString(),
        gas: decimalString(),
        gasPrice: decimalString(),
        usd: z.array(z.number()),
      }),
    ),
  }),
)

/** A step of the swap failed: the token list, the quote, the approval or the swap itself. */
export const SwapFailed = defineEvent('SwapFailed', () =>
  z.object({ step: z.enum(['tokens', 'quote', 'approve', 'swap']), error: errorDataSchema() }),
)

/**
 * The visitor asked for the next step of the swap on the form as it is: `retry` fetches the tokens and the quote
 * again; `submit` sends the approval while the allowance is short, else the swap.
 */
export const SwapRequested = defineEvent('SwapRequested', () => z.object({ action: z.enum(['retry', 'submit']) }))
