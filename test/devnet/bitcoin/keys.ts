// The local Bitcoin network's dev accounts: ten keys derived from a
// fixed seed string and the index, so every start (and every test) sees the same
// addresses. One key per account serves both addresses: P2WPKH for payments and the
// taproot key path (BIP-86 style, no script tree) for ordinals, as Xverse-like wallets
// show them. The keys are public knowledge; they only ever hold devnet coins.
import ecc from '@bitcoinerlab/secp256k1'
import { sha256 } from '@noble/hashes/sha2'
import * as bitcoin from 'bitcoinjs-lib'
import { ECPairFactory, type ECPairInterface } from 'ecpair'

// Once per module graph; the ECC library is pure JS, so the page and Node load the same code.
bitcoin.initEccLib(ecc)

export { bitcoin, ecc }

/** Key pairs over the pure-JS secp256k1. */
export const ECPair = ECPairFactory(ecc)

/** The local network stands in for Bitcoin Testnet: testnet's address prefixes (tb1q…, tb1p…). */
export const BITCOIN_NETWORK = bitcoin.networks.testnet

/** CAIP-2 id of Bitcoin Testnet, which the local network stands in for. */
export const BITCOIN_CAIP_ID = 'bip122:000000000933ea01ad0ee984209779ba' as const

/** The seed string the dev keys derive from (sha256 of `${seed} ${index}`). */
export const BITCOIN_DEV_SEED = 'gatehouse devnet bitcoin account'

/** How many dev accounts the devnet funds. */
export const BITCOIN_DEV_ACCOUNT_COUNT = 10

/** A dev account as DevnetInfo['bitcoin'] lists it. */
export interface BitcoinDevAccount {
  payment: string
  ordinals: string
  /** WIF, testnet. */
  privateKey: string
}

/** Everything a signer needs about one key: the pair, both addresses and their output scripts. */
export interface BitcoinKey {
  keyPair: ECPairInterface
  /** 33-byte compressed public key (the payment account's). */
  publicKey: Uint8Array
  /** 32-byte x-only internal key (the ordinals account's, BIP-341). */
  internalKey: Uint8Array
  payment: { address: string; script: Uint8Array }
  ordinals: { address: string; script: Uint8Array }
}

/** The key behind a WIF on the local network; throws on a bad WIF. */
export function bitcoinKeyFromWif(wif: string): BitcoinKey {
  const keyPair = ECPair.fromWIF(wif, BITCOIN_NETWORK)
  const publicKey = Uint8Array.from(keyPair.publicKey)
  const internalKey = publicKey.slice(1, 33)
  const payment = bitcoin.payments.p2wpkh({ pubkey: publicKey, network: BITCOIN_NETWORK })
  const ordinals = bitcoin.payments.p2tr({ internalPubkey: internalKey, network: BITCOIN_NETWORK })
  return {
    keyPair,
    publicKey,
    internalKey,
    payment: { address: payment.address!, script: payment.output! },
    ordinals: { address: ordinals.address!, script: ordinals.output! },
  }
}

/** Dev account `index` (deterministic). */
export function bitcoinDevAccount(index: number): BitcoinDevAccount {
  const secret = sha256(new TextEncoder().encode(`${BITCOIN_DEV_SEED} ${index}`))
  // A sha256 is a valid secp256k1 scalar except with negligible odds; fail loudly rather than shift indexes.
  if (!ecc.isPrivate(secret)) throw new Error(`The Bitcoin dev key ${index} is not a valid secp256k1 key.`)
  const wif = ECPair.fromPrivateKey(secret, { network: BITCOIN_NETWORK }).toWIF()
  const key = bitcoinKeyFromWif(wif)
  return { payment: key.payment.address, ordinals: key.ordinals.address, privateKey: wif }
}

/** The devnet's ten Bitcoin dev accounts. */
export function bitcoinDevAccounts(count = BITCOIN_DEV_ACCOUNT_COUNT): BitcoinDevAccount[] {
  return Array.from({ length: count }, (_, i) => bitcoinDevAccount(i))
}

/** The BIP-341 tweaked signer of a key's taproot key path (the internal key plus TapTweak of it, no script tree). */
export function taprootSigner(key: BitcoinKey): ECPairInterface {
  return key.keyPair.tweak(bitcoin.crypto.taggedHash('TapTweak', key.internalKey))
}
