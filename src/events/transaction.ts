import * as z from 'zod/mini'
import { CaipNetworkIdSchema } from '../domain/caip.js'
import { DecimalString, NonEmpty } from './common.js'
import { defineEvent } from './define.js'

/** A signing or transaction request joined the transaction stack (SPEC §4). */
export const TxQueued = defineEvent(
  'TxQueued',
  z.object({
    requestId: NonEmpty,
    chainId: CaipNetworkIdSchema,
    method: NonEmpty,
    from: z.optional(z.string()),
    to: z.optional(z.string()),
    value: z.optional(DecimalString),
  }),
)
