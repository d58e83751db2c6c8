import * as z from 'zod/mini'
import { CaipNetworkIdSchema } from '../domain/caip.js'
import { decimalString, errorDataSchema, nonEmpty } from './common.js'
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

/**
 * The send form asked what a BTC transfer's fee is made of (SPEC §5's send on bip122): the sender's unspent outputs
 * and the fee rate of `chainId`'s Bitcoin service.
 */
export const BitcoinFeeRequested = defineEvent('BitcoinFeeRequested', () =>
  z.object({ chainId: CaipNetworkIdSchema, address: nonEmpty() }),
)

/**
 * What a BTC transfer's fee is made of: the fee rate in sats per virtual byte (for src/domain/bitcoinFee.ts's
 * confirmation target) and the value in sats of each of the sender's unspent outputs, as decimal strings.
 */
export const BitcoinFeeFetched = defineEvent('BitcoinFeeFetched', () =>
  z.object({
    chainId: CaipNetworkIdSchema,
    address: nonEmpty(),
    rate: z.number().check(z.gt(0)),
    outputs: z.array(decimalString()),
  }),
)

/** Fetching the fee rate or the sender's unspent outputs failed; the form shows the fee as unavailable. */
export const BitcoinFeeFetchFailed = defineEvent('BitcoinFeeFetchFailed', () =>
  z.object({ chainId: CaipNetworkIdSchema, address: nonEmpty(), error: errorDataSchema() }),
)
