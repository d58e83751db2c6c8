// SPEC §5: EVM addresses (EIP-55 checksum), Solana and Bitcoin addresses, for the
// wallet effects. Lazy chunks import this module, never addresses.ts: the
// public exports there wrap these functions, because esbuild's code splitting
// puts a module whose binding both the package's entry barrel (src/index.ts)
// and a lazy chunk use into a chunk the app loads at start (keccak-256 and
// base58 with it).
import { base58, base58check, bech32, bech32m } from '@scure/base'
import { sha256 } from '@noble/hashes/sha2'
import { keccak_256 } from '@noble/hashes/sha3'
import { fail, ok, type Result } from './result.js'

const HEX40 = /^(?:0x)?[0-9a-fA-F]{40}$/
const SOLANA = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/** An EVM address in checksum case. */
export type EvmAddress = `0x${string}`

/**
 * SPEC §5: an eip155 address is 40 hex characters with an optional 0x; mixed case must pass the EIP-55
 * checksum. Returns the checksummed address, or 'Address is invalid' with the 40-hex and checksum hint.
 */
export function checkEvmAddress(input: unknown): Result<EvmAddress> {
  if (typeof input !== 'string' || !HEX40.test(input)) return fail('addressInvalid', hint())
  const hex = input.startsWith('0x') ? input.slice(2) : input
  const checksummed = checksumAddress(hex.toLowerCase())
  const mixed = hex !== hex.toLowerCase() && hex !== hex.toUpperCase()
  if (mixed && checksummed.slice(2) !== hex) return fail('addressInvalid', hint())
  return ok(checksummed)
}

/**
 * EIP-55: the address in checksum case (a hex digit is upper case where the
 * keccak-256 of the lower-case address has a nibble of 8 or more). viem's
 * getAddress does the same, but importing it from 'viem/utils' drags viem's
 * CCIP and contract-call modules into the initial JS of a code-split app.
 */
function checksumAddress(lower: string): EvmAddress {
  const hash = keccak_256(new TextEncoder().encode(lower))
  let out = '0x'
  for (let i = 0; i < 40; i++) {
    const nibble = ((hash[i >> 1] as number) >> (i % 2 === 0 ? 4 : 0)) & 0x0f
    const c = lower[i] as string
    out += nibble >= 8 ? c.toUpperCase() : c
  }
  return out as EvmAddress
}

/** SPEC §5: a Solana address is 32 to 44 base58 characters; it must also decode to a 32-byte public key. */
export function checkSolanaAddress(input: unknown): Result<string> {
  if (typeof input !== 'string' || !SOLANA.test(input))
    return fail('addressInvalid', 'Expected 32 to 44 base58 characters')
  let bytes: Uint8Array
  try {
    bytes = base58.decode(input)
  } catch {
    return fail('addressInvalid', 'Expected 32 to 44 base58 characters')
  }
  return bytes.length === 32 ? ok(input) : fail('addressInvalid', 'A Solana address decodes to 32 bytes')
}

function hint(): string {
  return 'An address is 40 hexadecimal characters, optionally after 0x; an address in mixed case must match its checksum.'
}

/** The human-readable part of segwit addresses and the base58 version bytes of P2PKH / P2SH, per Bitcoin network. */
const BITCOIN_FORMATS = {
  mainnet: { hrp: 'bc', versions: [0x00, 0x05] },
  testnet: { hrp: 'tb', versions: [0x6f, 0xc4] },
} as const

/**
 * A Bitcoin address of `network` by its encoding alone (no library to load): BIP-173 bech32 for witness version 0
 * (a 20- or 32-byte program), BIP-350 bech32m for versions 1 to 16 (taproot's 32 bytes), or base58check P2PKH /
 * P2SH. For the send form as the visitor types; the transaction is built with bitcoinjs-lib, which checks again.
 */
export function checkBitcoinAddress(input: unknown, network: 'mainnet' | 'testnet'): Result<string> {
  const invalid = fail('addressInvalid', `Not a Bitcoin ${network} address`)
  if (typeof input !== 'string' || input.length < 14 || input.length > 90) return invalid
  const format = BITCOIN_FORMATS[network]
  try {
    if (input.toLowerCase().startsWith(`${format.hrp}1`)) {
      // BIP-173: all lower or all upper case.
      if (input !== input.toLowerCase() && input !== input.toUpperCase()) return invalid
      const text = input.toLowerCase() as `${string}1${string}`
      // BIP-350: witness version 0 is bech32, versions 1 to 16 bech32m; one checksum passing decides which it is.
      const v0 = bech32.decodeUnsafe(text, 90)
      const decoded = v0 ?? bech32m.decodeUnsafe(text, 90)
      if (decoded === undefined || decoded.words.length === 0) return invalid
      const witnessVersion = decoded.words[0]!
      if ((witnessVersion === 0) !== (v0 !== undefined)) return invalid
      const program = bech32.fromWordsUnsafe(decoded.words.slice(1))
      if (program === undefined) return invalid
      if (decoded.prefix !== format.hrp || witnessVersion > 16) return invalid
      if (witnessVersion === 0 && program.length !== 20 && program.length !== 32) return invalid
      if (witnessVersion === 1 && program.length !== 32) return invalid
      if (program.length < 2 || program.length > 40) return invalid
      return ok(input)
    }
    const bytes = base58check(sha256).decode(input)
    return bytes.length === 21 && (format.versions as readonly number[]).includes(bytes[0]!) ? ok(input) : invalid
  } catch {
    return invalid
  }
}
