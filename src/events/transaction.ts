import * as z from 'zod/mini'
import { CaipNetworkIdSchema, ChainNamespaceSchema } from '../domain/caip.js'
import { decimalString, errorDataSchema, nonEmpty } from './common.js'
import { defineEvent } from './define.js'

/**
 * A wallet request (SPEC §4): the intent of an app (getProvider, the hooks, wagmi) or a view.
 * `namespace` and `params` (the JSON-RPC params as plain JSON) say what to send; `unsafe` requests
 * need approval in the modal (SPEC §6); `embedded` ones go to the embedded (auth) wallet. All
 * optional: older records have none of them.
 */
export const TxQueued = defineEvent(
  'TxQueued',
  () => z.object({
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

/** A request succeeded with the wallet's answer `result` as plain JSON (SPEC §4: the modal closes if the stack is empty, otherwise pops). */
export const TxSucceeded = defineEvent('TxSucceeded', () => z.object({ requestId: nonEmpty(), result: z.optional(z.unknown()) }))

/** A request failed or the visitor declined it. */
export const TxFailed = defineEvent('TxFailed', () => z.object({ requestId: nonEmpty(), error: errorDataSchema() }))

/** A request was rejected because the modal closed (SPEC §4: safe methods are not aborted, others are). */
export const TxRejected = defineEvent('TxRejected', () => z.object({ requestId: nonEmpty() }))
