import * as z from 'zod/mini'
import { CaipNetworkIdSchema } from '../domain/caip.js'
import { decimalString, errorDataSchema } from './common.js'
import { defineEvent } from './define.js'

/** The send form asked for the gas price of `chainId` (SPEC §3: Send state: … gasPrice). */
export const GasPriceRequested = defineEvent('GasPriceRequested', () => z.object({ chainId: CaipNetworkIdSchema }))

/** The gas prices of `chainId` in wei (SPEC §7 GET /v1/convert/gas-price). */
export const GasPriceFetched = defineEvent('GasPriceFetched', () =>
  z.object({
    chainId: CaipNetworkIdSchema,
    standard: decimalString(),
    fast: decimalString(),
    instant: decimalString(),
  }),
)

/** Fetching the gas price failed; on a network the data API does not serve, 'Network not supported for Gas Price' (SPEC §8). */
export const GasPriceFetchFailed = defineEvent('GasPriceFetchFailed', () =>
  z.object({ chainId: CaipNetworkIdSchema, error: errorDataSchema() }),
)
