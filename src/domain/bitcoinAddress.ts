// Bitcoin addresses per network (SPEC §3, §5). bitcoinjs-lib and its ECC library
// (for taproot) are loaded through dynamic import() on first use, so they never
// reach an app's initial chunk (bench/size.mjs checks it); no start-up code uses this
// module, so it stays in the lazy chunks that do (see ./bitcoin.ts).
import { fail, ok, type Result } from './result.js'
import { describeValue } from '../errors/GatehouseError.js'
import type { BitcoinNetwork } from './bitcoin.js'
import { loadSecp256k1 } from './secp256k1.js'

type Lib = typeof import('bitcoinjs-lib')
let loading: Promise<Lib> | undefined

/** Loads bitcoinjs-lib with a pure-JS secp256k1 (needed for taproot addresses); once. */
function loadBitcoin(): Promise<Lib> {
  loading ??= Promise.all([import('bitcoinjs-lib'), loadSecp256k1()]).then(([lib, ecc]) => {
    lib.initEccLib(ecc)
    return lib
  })
  return loading
}

/** Whether the Bitcoin library has been asked for (tests use it to show it is lazy). */
export function isBitcoinLoaded(): boolean {
  return loading !== undefined
}

/** SPEC §5: a Bitcoin address valid on the given network (P2PKH, P2SH, P2WPKH, P2WSH, P2TR). Never throws. */
export async function validateBitcoinAddress(input: unknown, network: BitcoinNetwork): Promise<Result<string>> {
  if (typeof input !== 'string' || input.length < 14 || input.length > 90)
    return fail('addressInvalid', `Not a Bitcoin ${network} address`)
  let lib: Lib
  try {
    lib = await loadBitcoin()
  } catch (cause) {
    loading = undefined
    return fail(
      'addressInvalid',
      `The Bitcoin library failed to load: ${describeValue(cause instanceof Error ? cause.message : cause)}`,
    )
  }
  try {
    lib.address.toOutputScript(input, network === 'mainnet' ? lib.networks.bitcoin : lib.networks.testnet)
    return ok(input)
  } catch {
    return fail('addressInvalid', `Not a Bitcoin ${network} address`)
  }
}
