import * as z from 'zod/mini'
import { CaipNetworkIdSchema } from '../domain/caip.js'
import { decimalString, errorDataSchema, nonEmpty } from './common.js'
import { defineEvent } from './define.js'

/** The native balance of `address` on `chainId`, `value` in the smallest unit. */
export const BalanceFetched = defineEvent('BalanceFetched', () =>
  z.object({
    chainId: CaipNetworkIdSchema,
    address: nonEmpty(),
    symbol: nonEmpty(),
    decimals: z.number().check(z.int(), z.gte(0), z.lte(255)),
    value: decimalString(),
  }),
)

/** Fetching the balance failed; SPEC §8 shows 'Token Balance Unavailable' and blocks retries for 30 s. */
export const BalanceFetchFailed = defineEvent('BalanceFetchFailed', () =>
  z.object({ chainId: CaipNetworkIdSchema, address: nonEmpty(), error: errorDataSchema() }),
)
