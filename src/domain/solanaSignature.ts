// A Solana wallet's answer that carries a signature (solana_signMessage, solana_signAndSendTransaction): an object
// whose `signature` is the base58 of 64 bytes. Shared by the message signing and the send's confirmation.
import { base58 } from '@scure/base'

/** The base58 signature of a wallet's `{ signature }` answer; null for anything else. Never throws. */
export function solanaSignature(answer: unknown): string | null {
  const signature =
    typeof answer === 'object' && answer !== null ? (answer as { signature?: unknown }).signature : undefined
  if (typeof signature !== 'string' || signature.length > 100) return null
  try {
    return base58.decode(signature).length === 64 ? signature : null
  } catch {
    return null
  }
}
