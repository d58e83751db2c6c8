import * as z from 'zod/mini'
import { CaipNetworkIdSchema, ChainNamespaceSchema } from '../domain/caip.js'
import { errorDataSchema, nonEmpty } from './common.js'
import { defineEvent, sharedSchema } from './define.js'

/** SIWX session data (SPEC §3). */
export const siwxSessionDataSchema = sharedSchema(() =>
  z.object({
    accountAddress: nonEmpty(),
    chainId: CaipNetworkIdSchema,
    domain: nonEmpty(),
    uri: nonEmpty(),
    version: nonEmpty(),
    nonce: nonEmpty(),
    issuedAt: z.optional(z.string()),
    expirationTime: z.optional(z.string()),
    notBefore: z.optional(z.string()),
    requestId: z.optional(z.string()),
    resources: z.optional(z.array(z.string())),
    statement: z.optional(z.string()),
  }),
)

/** The same schema, for types (outside code calls the factory above, so bundles drop this one). */
export const SiwxSessionDataSchema = /* @__PURE__ */ siwxSessionDataSchema()

/**
 * The visitor signed in with the wallet. The signature is kept: a restored
 * session needs it (ARCHITECTURE "Events").
 */
export const SiwxSigned = defineEvent('SiwxSigned', () =>
  z.object({
    session: z.object({
      data: siwxSessionDataSchema(),
      message: nonEmpty(),
      signature: nonEmpty(),
      cacao: z.optional(z.record(z.string(), z.unknown())),
    }),
  }),
)

/** The visitor cancelled signing in (SPEC §4: Cancel records CLICK_CANCEL_SIWX). */
export const SiwxCancelRequested = defineEvent('SiwxCancelRequested', () => z.object({}))

/** Signing the SIWX message failed (SPEC §4: SIWXSignMessage reopens unless ApproveTransaction is showing). */
export const SiwxSignFailed = defineEvent('SiwxSignFailed', () => z.object({ error: errorDataSchema() }))

/** SIWX could not be initialised (SPEC §4: disconnects, resets to Connect and shows an error). */
export const SiwxInitFailed = defineEvent('SiwxInitFailed', () => z.object({ error: errorDataSchema() }))

/** Every stored SIWX session was removed (SPEC §4: Clearing sessions sets the list to empty). */
export const SiwxSessionsCleared = defineEvent('SiwxSessionsCleared', () => z.object({}))

/** The visitor asked to sign in with the wallet (SIWXSignMessage's Sign button). */
export const SiwxSignRequested = defineEvent('SiwxSignRequested', () => z.object({}))

/**
 * The SIWX message for the connected account and network is ready to sign
 * (built when SIWXSignMessage shows: nonce from the app or a random one).
 * Ephemeral: an unsigned message is of no use after a reload.
 */
export const SiwxMessagePrepared = defineEvent(
  'SiwxMessagePrepared',
  () => z.object({ namespace: ChainNamespaceSchema, message: nonEmpty(), data: siwxSessionDataSchema() }),
  { ephemeral: true },
)

/**
 * The sessions the app's own SIWX storage holds for a network and address
 * (read when an account connects or changes): they replace the read model's
 * entry for that key. Unused with the default storage (the log itself).
 */
export const SiwxSessionsLoaded = defineEvent('SiwxSessionsLoaded', () =>
  z.object({
    chainId: CaipNetworkIdSchema,
    address: nonEmpty(),
    sessions: z.array(SiwxSigned.schema.shape.session),
  }),
)
