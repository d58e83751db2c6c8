// BIP-322 "simple" signatures for sign-in messages on bip122 (CAIP-122): the signature
// is the witness that spends a virtual output locked to the address, in a virtual
// transaction that commits to the message's tagged hash. Native segwit v0 key hashes
// (P2WPKH) and taproot key paths (P2TR) are verified; other address types are refused
// (BIP-322 calls such a check "inconclusive", which never signs anyone in).
// bitcoinjs-lib and its ECC library load on first use only.
import { sha256 } from '@noble/hashes/sha2'
import { loadSecp256k1 } from '../domain/secp256k1.js'

const TAG = new TextEncoder().encode('BIP0322-signed-message')
const SIGHASH_DEFAULT = 0x00
const SIGHASH_ALL = 0x01

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let at = 0
  for (const p of parts) {
    out.set(p, at)
    at += p.length
  }
  return out
}

/** BIP-340 tagged hash of the message with the tag "BIP0322-signed-message". */
export function bip322MessageHash(message: string): Uint8Array {
  const tag = sha256(TAG)
  return sha256(concat(tag, tag, new TextEncoder().encode(message)))
}

/** The witness stack of a simple signature (a count, then each item with its length, as compact sizes), or undefined. */
function decodeWitness(bytes: Uint8Array): Uint8Array[] | undefined {
  let at = 0
  const compactSize = (): number | undefined => {
    const first = bytes[at++]
    if (first === undefined) return undefined
    if (first < 0xfd) return first
    const width = first === 0xfd ? 2 : first === 0xfe ? 4 : 8
    if (at + width > bytes.length || width === 8) return undefined
    let value = 0
    for (let i = width - 1; i >= 0; i--) value = value * 256 + bytes[at + i]!
    at += width
    return value
  }
  const count = compactSize()
  if (count === undefined) return undefined
  const items: Uint8Array[] = []
  for (let i = 0; i < count; i++) {
    const length = compactSize()
    if (length === undefined || at + length > bytes.length) return undefined
    items.push(bytes.slice(at, at + length))
    at += length
  }
  return at === bytes.length ? items : undefined
}

function base64Bytes(text: string): Uint8Array | undefined {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text) || text.length % 4 !== 0) return undefined
  return Uint8Array.from(atob(text), (c) => c.charCodeAt(0))
}

/**
 * Why a BIP-322 simple signature (base64) of `message` by `address` is refused,
 * or undefined when it verifies. P2WPKH and P2TR key-path addresses on mainnet,
 * testnet and regtest.
 */
export async function bip322Problem(address: string, message: string, signature: string): Promise<string | undefined> {
  const [lib, ecc] = await Promise.all([import('bitcoinjs-lib'), loadSecp256k1()])
  lib.initEccLib(ecc)
  const network = address.startsWith('bcrt1')
    ? lib.networks.regtest
    : address.startsWith('tb1')
      ? lib.networks.testnet
      : lib.networks.bitcoin
  let script: Uint8Array
  try {
    script = lib.address.toOutputScript(address, network)
  } catch {
    return 'not a Bitcoin address'
  }
  const p2wpkh = script.length === 22 && script[0] === 0x00 && script[1] === 0x14
  const p2tr = script.length === 34 && script[0] === 0x51 && script[1] === 0x20
  if (!p2wpkh && !p2tr) return 'BIP-322 signatures are verified for P2WPKH and P2TR addresses only'
  const bytes = base64Bytes(signature)
  const witness = bytes && decodeWitness(bytes)
  if (!witness) return 'not a BIP-322 simple signature (a base64 witness stack)'

  const toSpend = new lib.Transaction()
  toSpend.version = 0
  toSpend.addInput(new Uint8Array(32), 0xffffffff, 0, concat(Uint8Array.of(0x00, 0x20), bip322MessageHash(message)))
  toSpend.addOutput(script, 0n)
  const toSign = new lib.Transaction()
  toSign.version = 0
  toSign.addInput(toSpend.getHash(), 0, 0)
  toSign.addOutput(Uint8Array.of(0x6a), 0n)

  if (p2wpkh) {
    const [sig, publicKey] = witness
    if (witness.length !== 2 || !sig || publicKey?.length !== 33)
      return 'a P2WPKH witness is a signature and a compressed public key'
    if (!lib.crypto.hash160(publicKey).every((b, i) => b === script[2 + i]))
      return 'the public key is not the address’s'
    let decoded: { signature: Uint8Array; hashType: number }
    try {
      decoded = lib.script.signature.decode(sig)
    } catch {
      return 'not a strict DER signature'
    }
    if (decoded.hashType !== SIGHASH_ALL) return 'BIP-322 signatures use SIGHASH_ALL'
    const scriptCode = lib.payments.p2pkh({ hash: script.slice(2) }).output!
    const hash = toSign.hashForWitnessV0(0, scriptCode, 0n, SIGHASH_ALL)
    // strict: a high-S signature is refused (BIP-322's LOW_S rule).
    return ecc.verify(hash, publicKey, decoded.signature, true) ? undefined : 'the signature does not verify'
  }
  const [sig] = witness
  if (witness.length !== 1 || !sig || (sig.length !== 64 && sig.length !== 65))
    return 'a taproot key-path witness is one Schnorr signature'
  // BIP-341: 64 bytes is SIGHASH_DEFAULT (ALL); a 65th byte names the type, and 0x00 there is invalid.
  const hashType = sig.length === 65 ? sig[64]! : SIGHASH_DEFAULT
  if (sig.length === 65 ? hashType !== SIGHASH_ALL : false) return 'BIP-322 signatures use SIGHASH_ALL'
  const hash = toSign.hashForWitnessV1(0, [script], [0n], hashType)
  return ecc.verifySchnorr(hash, script.slice(2), sig.slice(0, 64)) ? undefined : 'the signature does not verify'
}
