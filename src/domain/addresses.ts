// SPEC §5: addresses. EVM through viem (40 hex, optional 0x, mixed case must pass
// the checksum); Solana 32–44 base58 characters decoding to 32 bytes; Bitcoin per
// network through bitcoinjs-lib, loaded only when asked (see bitcoin.ts).
import { base58 } from '@scure/base'
import { checkEvmAddress, checkSolanaAddress, type EvmAddress as CheckedEvmAddress } from './addressChecks.js'
import { BITCOIN_CAIP_IDS } from './bitcoin.js'
import { validateBitcoinAddress } from './bitcoinAddress.js'
import { parseCaipNetworkId } from './caipIds.js'
import { fail, ok, type Result } from './result.js'

/** An EVM address in checksum case. */
export type EvmAddress = CheckedEvmAddress

/**
 * SPEC §5: an eip155 address is 40 hex characters with an optional 0x; mixed case must pass the EIP-55
 * checksum. Returns the checksummed address, or 'Address is invalid' with the 40-hex and checksum hint.
 * (A wrapper, not a re-export: see addressChecks.ts for why.)
 */
export function validateEvmAddress(input: unknown): Result<EvmAddress> {
  return checkEvmAddress(input)
}

/** SPEC §5: a Solana address is 32 to 44 base58 characters; it must also decode to a 32-byte public key. (A wrapper: see addressChecks.ts.) */
export function validateSolanaAddress(input: unknown): Result<string> {
  return checkSolanaAddress(input)
}

/** Polkadot (SS58): base58 of a 1- or 2-byte prefix, a 32-byte key and a 2-byte checksum. The checksum is not verified. */
export function validatePolkadotAddress(input: unknown): Result<string> {
  if (typeof input !== 'string' || !/^[1-9A-HJ-NP-Za-km-z]{46,50}$/.test(input))
    return fail('addressInvalid', 'Expected an SS58 address')
  try {
    const n = base58.decode(input).length
    return n === 35 || n === 36 ? ok(input) : fail('addressInvalid', 'Expected an SS58 address')
  } catch {
    return fail('addressInvalid', 'Expected an SS58 address')
  }
}

/** An address checked against its chain (SPEC §5). Bitcoin loads its library on first use; the others answer at once. */
export async function validateAddress(chainId: unknown, address: unknown): Promise<Result<string>> {
  const network = parseCaipNetworkId(chainId)
  if (!network.ok) return network
  switch (network.value.namespace) {
    case 'eip155':
      return validateEvmAddress(address)
    case 'solana':
      return validateSolanaAddress(address)
    case 'polkadot':
      return validatePolkadotAddress(address)
    case 'bip122': {
      const id = `bip122:${network.value.reference}`
      if (id === BITCOIN_CAIP_IDS.mainnet) return validateBitcoinAddress(address, 'mainnet')
      if (id === BITCOIN_CAIP_IDS.testnet) return validateBitcoinAddress(address, 'testnet')
      return fail('networkNotFound', `No Bitcoin network ${id}`)
    }
  }
}
