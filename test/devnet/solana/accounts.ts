// The local Solana chain's ten dev accounts: ed25519 keys derived from a fixed seed
// string and the index (sha256 of the text is the 32-byte seed), so every start of the
// devnet has the same addresses, as anvil's well-known keys do for EVM. They only ever
// hold devnet money.
import { Keypair } from '@solana/web3.js'
import { sha256 } from '@noble/hashes/sha2'
import { base58 } from '@scure/base'

/** The text the dev keys are derived from (the seed of account i is sha256(`${SOLANA_DEV_SEED}/${i}`)). */
export const SOLANA_DEV_SEED = 'gatehouse devnet solana'

/** How many dev accounts the devnet funds. */
export const SOLANA_DEV_ACCOUNT_COUNT = 10

/** SOL each dev account holds at start, in lamports (100 SOL). */
export const SOLANA_DEV_FUNDING_LAMPORTS = 100n * 1_000_000_000n

/** The keypair of dev account `index`. */
export function solanaDevKeypair(index: number): Keypair {
  if (!Number.isInteger(index) || index < 0)
    throw new RangeError(`Expected a non-negative account index, not ${index}.`)
  return Keypair.fromSeed(sha256(new TextEncoder().encode(`${SOLANA_DEV_SEED}/${index}`)))
}

/** A dev account as DevnetInfo lists it: base58 address and base58 64-byte secret key (seed then public key). */
export interface SolanaDevAccount {
  address: string
  secretKey: string
}

/** The dev accounts 0 to 9. */
export const SOLANA_DEV_ACCOUNTS: readonly SolanaDevAccount[] = Array.from(
  { length: SOLANA_DEV_ACCOUNT_COUNT },
  (_, i) => {
    const keypair = solanaDevKeypair(i)
    return { address: keypair.publicKey.toBase58(), secretKey: base58.encode(keypair.secretKey) }
  },
)
