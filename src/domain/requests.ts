// SPEC §5: wallet_sendCalls checks, the response-type rule and pairing expiry.
import * as z from 'zod/mini'
import { PAIRING_EXPIRY_MARGIN_MS, PAIRING_EXPIRY_MS } from './constants.js'
import { fail, ok, type Result } from './result.js'

const Hex = z.string().check(z.startsWith('0x', "Expected a string starting with '0x'"))

/** SPEC §5: wallet_sendCalls params; each call needs `to` starting 0x and optional `data` starting 0x. */
export const SendCallsParamsSchema = z.array(
  z.object({
    version: z.optional(z.string()),
    chainId: z.optional(z.union([z.string(), z.number()])),
    from: z.optional(z.string()),
    calls: z.array(z.object({ to: Hex, data: z.optional(Hex), value: z.optional(z.string()) })),
    capabilities: z.optional(z.record(z.string(), z.unknown())),
  }),
)
/** wallet_sendCalls params (SPEC §5). */
export type SendCallsParams = z.infer<typeof SendCallsParamsSchema>

/** SPEC §5: checks wallet_sendCalls params. Never throws. */
export function validateSendCalls(params: unknown): Result<SendCallsParams> {
  const parsed = SendCallsParamsSchema.safeParse(params)
  if (parsed.success) return ok(parsed.data)
  const issue = parsed.error.issues[0]
  return fail('invalidInput', issue ? `${issue.path.join('.')}: ${issue.message}` : undefined)
}

const TX_HASH = /^0x[0-9a-fA-F]{64}$/
// "0x hex of 62+ characters": read as 62 or more hex digits after 0x (signatures are 130).
const LONG_HEX = /^0x[0-9a-fA-F]{62,}$/

/** SPEC §5: a string of 0x plus 64 hex digits, or 0x hex of 62+ digits, is a transaction/signature result; else an object. */
export function responseTypeOf(result: unknown): 'transaction' | 'object' {
  return typeof result === 'string' && (TX_HASH.test(result) || LONG_HEX.test(result)) ? 'transaction' : 'object'
}

/** SPEC §9: when a pairing made at `now` expires (4 minutes). */
export function pairingExpiry(now: number): number {
  return now + PAIRING_EXPIRY_MS
}

/** SPEC §5 / §9: a pairing is expired when under 10 s remain. */
export function isPairingExpired(expiry: number, now: number): boolean {
  // Anything that is not a finite time is expired: a pairing without a known expiry is not used.
  return !(typeof expiry === 'number' && typeof now === 'number' && expiry - now >= PAIRING_EXPIRY_MARGIN_MS)
}
