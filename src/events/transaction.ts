import * as z from 'zod/mini'
import { CaipNetworkIdSchema } from '../domain/caip.js'
import { decimalString, errorDataSchema, nonEmpty } from './common.js'
import { defineEvent } from './define.js'

/**
 * A signing or transaction request joined the transaction stack (SPEC §4).
 * `unsafe` requests need approval in the modal (SPEC §6); `embedded` ones come
 * from the embedded (auth) wallet. Both optional: older records have neither.
 */
export const TxQueued = defineEvent(
  'TxQueued',
  () => z.object({
    requestId: nonEmpty(),
    chainId: CaipNetworkIdSchema,
    method: nonEmpty(),
    from: z.optional(z.string()),
    to: z.optional(z.string()),
    value: z.optional(decimalString()),
    unsafe: z.optional(z.boolean()),
    embedded: z.optional(z.boolean()),
  }),
)

/** The visitor approved a request; it is pending with the wallet. */
export const TxApproved = defineEvent('TxApproved', () => z.object({ requestId: nonEmpty() }))

/** A request succeeded (SPEC §4: the modal closes if the stack is empty, otherwise pops). */
export const TxSucceeded = defineEvent('TxSucceeded', () => z.object({ requestId: nonEmpty() }))

/** A request failed or the visitor declined it. */
export const TxFailed = defineEvent('TxFailed', () => z.object({ requestId: nonEmpty(), error: errorDataSchema() }))

/** A request was rejected because the modal closed (SPEC §4: safe methods are not aborted, others are). */
export const TxRejected = defineEvent('TxRejected', () => z.object({ requestId: nonEmpty() }))
