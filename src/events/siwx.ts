import * as z from 'zod/mini'
import { CaipNetworkIdSchema } from '../domain/caip.js'
import { NonEmpty } from './common.js'
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
