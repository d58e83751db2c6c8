import * as z from 'zod/mini'
import { CaipNetworkIdSchema, ChainNamespaceSchema } from '../domain/caip.js'
import { errorDataSchema, nonEmpty } from './common.js'
import { defineEvent } from './define.js'

/**
 * Sign `message` with the wallet connected for `namespace` (contract §1 of the
 * s13 notes). The connector effect that owns the namespace's connection
 * (`state.connection.byNamespace[namespace].connectorId`) answers with
 * `MessageSigned` or `SignMessageFailed` carrying the same `requestId`; every
 * other connector ignores it. Used by SIWX (SPEC §4) and open to apps.
 */
export const SignMessageRequested = defineEvent('SignMessageRequested', () =>
  z.object({
    requestId: nonEmpty(),
    namespace: ChainNamespaceSchema,
    address: nonEmpty(),
    chainId: CaipNetworkIdSchema,
    message: nonEmpty(),
  }),
)

/** The wallet signed the message of request `requestId`. Signatures are not secrets (src/events/secrets.ts). */
export const MessageSigned = defineEvent('MessageSigned', () =>
  z.object({ requestId: nonEmpty(), signature: nonEmpty() }),
)

/**
 * Signing the message of request `requestId` failed. A wallet's 4001 becomes the
 * catalogue's `UserRejectedRequestError`; SIWX shows 'Signature declined' for it.
 */
export const SignMessageFailed = defineEvent('SignMessageFailed', () =>
  z.object({ requestId: nonEmpty(), error: errorDataSchema() }),
)
