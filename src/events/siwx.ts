import * as z from 'zod/mini'
import { CaipNetworkIdSchema } from '../domain/caip.js'
import { ErrorDataSchema, NonEmpty } from './common.js'
import { defineEvent } from './define.js'

/** SIWX session data (SPEC §3). */
export const SiwxSessionDataSchema = z.object({
  accountAddress: NonEmpty,
  chainId: CaipNetworkIdSchema,
  domain: NonEmpty,
  uri: NonEmpty,
  version: NonEmpty,
  nonce: NonEmpty,
  issuedAt: z.optional(z.string()),
  expirationTime: z.optional(z.string()),
  notBefore: z.optional(z.string()),
  requestId: z.optional(z.string()),
  resources: z.optional(z.array(z.string())),
  statement: z.optional(z.string()),
})

/**
 * The visitor signed in with the wallet. The signature is kept: a restored
 * session needs it (ARCHITECTURE "Events").
 */
export const SiwxSigned = defineEvent(
  'SiwxSigned',
  z.object({
    session: z.object({
      data: SiwxSessionDataSchema,
      message: NonEmpty,
      signature: NonEmpty,
      cacao: z.optional(z.record(z.string(), z.unknown())),
    }),
  }),
)

/** The visitor cancelled signing in (SPEC §4 "Cancel records CLICK_CANCEL_SIWX"). */
export const SiwxCancelRequested = defineEvent('SiwxCancelRequested', z.object({}))

/** Signing the SIWX message failed (SPEC §4: SIWXSignMessage reopens unless ApproveTransaction is showing). */
export const SiwxSignFailed = defineEvent('SiwxSignFailed', z.object({ error: ErrorDataSchema }))

/** SIWX could not be initialised (SPEC §4: disconnects, resets to Connect and shows an error). */
export const SiwxInitFailed = defineEvent('SiwxInitFailed', z.object({ error: ErrorDataSchema }))

/** Every stored SIWX session was removed (SPEC §4 "Clearing sessions sets the list to empty"). */
export const SiwxSessionsCleared = defineEvent('SiwxSessionsCleared', z.object({}))
