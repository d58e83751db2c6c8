import * as z from 'zod/mini'
import { CaipNetworkIdSchema, ChainNamespaceSchema } from '../domain/caip.js'
import { decimalString, errorDataSchema, nonEmpty } from './common.js'
import { defineEvent } from './define.js'

/**
 * A wallet request, from the modal or the app: `params` are its JSON-RPC params (plain JSON). The
 * pipeline decides what needs approval (SPEC §6); `unsafe` and `embedded` are kept for older records.
 */
export const TxQueued = defineEvent('TxQueued', () =>
  z.object({
    requestId: nonEmpty(),
    chainId: CaipNetworkIdSchema,
    method: nonEmpty(),
    namespace: z.optional(ChainNamespaceSchema),
    params: z.optional(z.unknown()),
    from: z.optional(z.string()),
    to: z.optional(z.string()),
    value: z.optional(decimalString()),
    unsafe: z.optional(z.boolean()),
    embedded: z.optional(z.boolean()),
  }),
)

/** The visitor approved a request; it is pending with the wallet. */
export const TxApproved = defineEvent('TxApproved', () => z.object({ requestId: nonEmpty() }))

/** A request succeeded with the wallet's answer (plain JSON: a hash, a signature…). */
export const TxSucceeded = defineEvent('TxSucceeded', () =>
  z.object({ requestId: nonEmpty(), result: z.optional(z.unknown()) }),
)

/** A request failed or the visitor declined it. */
export const TxFailed = defineEvent('TxFailed', () => z.object({ requestId: nonEmpty(), error: errorDataSchema() }))

/** The visitor rejected a request, or the modal closed on it (SPEC §4); the app gets a 4001. */
export const TxRejected = defineEvent('TxRejected', () => z.object({ requestId: nonEmpty() }))

/** A transaction the wallet sent is in a block: its receipt is in (balances and history are stale from here on). */
export const TxMined = defineEvent('TxMined', () => z.object({ chainId: CaipNetworkIdSchema, hash: nonEmpty() }))
