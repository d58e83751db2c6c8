// What the Bitcoin test wallet signs with: BIP-322 "simple" message signatures (the
// witness spending a virtual output locked to the address, in a virtual transaction
// that commits to the message; src/siwx/verifyBip322.ts verifies them) and PSBT inputs
// (BIP-174) of P2WPKH and taproot key-path outputs. Signed, never finalized: the app
// finalizes and broadcasts, as it does with a real wallet.
import { sha256 } from '@noble/hashes/sha2'
import { concatBytes as concat } from '@noble/hashes/utils'
import { bitcoin, BITCOIN_NETWORK, taprootSigner, type BitcoinKey } from '../bitcoin/keys.js'

const SIGHASH_DEFAULT = 0x00
const SIGHASH_ALL = 0x01

/** Which of a key's two addresses. */
export type BitcoinPurpose = 'payment' | 'ordinals'

/** Bitcoin's CompactSize (a varint): the witness serialization's counts and lengths. */
function compactSize(n: number): Uint8Array {
  if (n < 0xfd) return Uint8Array.of(n)
  if (n <= 0xffff) return Uint8Array.of(0xfd, n & 0xff, n >> 8)
  return Uint8Array.of(0xfe, n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, n >>> 24)
}

/** A witness stack as BIP-322 serializes a simple signature: the item count, then each item with its length. */
export function serializeWitness(items: Uint8Array[]): Uint8Array {
  return concat(compactSize(items.length), ...items.flatMap((item) => [compactSize(item.length), item]))
}

/** BIP-340 tagged hash of the message bytes with the tag "BIP0322-signed-message". */
function messageHash(message: Uint8Array): Uint8Array {
  const tag = sha256(new TextEncoder().encode('BIP0322-signed-message'))
  return sha256(concat(tag, tag, message))
}

/** The BIP-322 simple signature (serialized witness) of `message` by the key's `purpose` address. */
export function signBip322(key: BitcoinKey, purpose: BitcoinPurpose, message: Uint8Array): Uint8Array {
  const script = key[purpose].script
  const toSpend = new bitcoin.Transaction()
  toSpend.version = 0
  toSpend.addInput(new Uint8Array(32), 0xffffffff, 0, concat(Uint8Array.of(0x00, 0x20), messageHash(message)))
  toSpend.addOutput(script, 0n)
  const toSign = new bitcoin.Transaction()
  toSign.version = 0
  toSign.addInput(toSpend.getHash(), 0, 0)
  toSign.addOutput(Uint8Array.of(0x6a), 0n)
  if (purpose === 'payment') {
    const scriptCode = bitcoin.payments.p2pkh({ pubkey: key.publicKey }).output!
    const hash = toSign.hashForWitnessV0(0, scriptCode, 0n, SIGHASH_ALL)
    const signature = bitcoin.script.signature.encode(key.keyPair.sign(hash), SIGHASH_ALL)
    return serializeWitness([signature, key.publicKey])
  }
  // Key path: 64 bytes means SIGHASH_DEFAULT (BIP-341), which BIP-322 accepts as ALL.
  const hash = toSign.hashForWitnessV1(0, [script], [0n], SIGHASH_DEFAULT)
  return serializeWitness([taprootSigner(key).signSchnorr(hash)])
}

/** Why a PSBT request is refused (the wallet answers it as invalid params). */
export class PsbtRequestError extends Error {
  override name = 'PsbtRequestError'
}

/** A parsed PSBT and what the prompt says about it. */
export interface PsbtPlan {
  psbt: InstanceType<typeof bitcoin.Psbt>
  /** One sentence: what it pays and which inputs get signed. */
  summary: string
}

/** Parses a PSBT and checks that each input to sign is the named address's; throws {@link PsbtRequestError}. */
export function planPsbt(
  bytes: Uint8Array,
  inputsToSign: Array<{ key: BitcoinKey; purpose: BitcoinPurpose; indexes: number[] }>,
): PsbtPlan {
  let psbt: InstanceType<typeof bitcoin.Psbt>
  try {
    psbt = bitcoin.Psbt.fromBuffer(bytes, { network: BITCOIN_NETWORK })
  } catch (error) {
    throw new PsbtRequestError(`not a PSBT (${(error as Error).message})`)
  }
  const signing: number[] = []
  for (const { key, purpose, indexes } of inputsToSign) {
    if (indexes.length === 0) throw new PsbtRequestError(`no signingIndexes for ${key[purpose].address}`)
    for (const index of indexes) {
      if (!Number.isSafeInteger(index) || index < 0 || index >= psbt.inputCount)
        throw new PsbtRequestError(`input ${index} does not exist (the PSBT has ${psbt.inputCount})`)
      if (signing.includes(index)) throw new PsbtRequestError(`input ${index} is named twice`)
      signing.push(index)
      const utxo = psbt.data.inputs[index]!.witnessUtxo
      if (!utxo) throw new PsbtRequestError(`input ${index} has no witnessUtxo`)
      const script = key[purpose].script
      if (utxo.script.length !== script.length || !utxo.script.every((b, i) => b === script[i]))
        throw new PsbtRequestError(`input ${index} is not paid to ${key[purpose].address}`)
    }
  }
  const outputs = psbt.txOutputs.map((out) => {
    let to: string
    try {
      to = bitcoin.address.fromOutputScript(out.script, BITCOIN_NETWORK)
    } catch {
      to = out.script[0] === 0x6a ? 'OP_RETURN' : 'a non-standard script'
    }
    return `${out.value} sats to ${to}`
  })
  const inSum = psbt.data.inputs.reduce<bigint | undefined>(
    (sum, input) => (sum !== undefined && input.witnessUtxo ? sum + input.witnessUtxo.value : undefined),
    0n,
  )
  const outSum = psbt.txOutputs.reduce((sum, out) => sum + out.value, 0n)
  const fee = inSum === undefined ? 'an unknown fee' : `a fee of ${inSum - outSum} sats`
  const summary = `Sign input${signing.length > 1 ? 's' : ''} ${signing.join(', ')} of a transaction paying ${outputs.join(', ')}, with ${fee}.`
  return { psbt, summary }
}

/** Signs the planned inputs (partial signatures; not finalized) and returns the PSBT's bytes. */
export function signPsbt(
  plan: PsbtPlan,
  inputsToSign: Array<{ key: BitcoinKey; purpose: BitcoinPurpose; indexes: number[] }>,
): Uint8Array {
  const { psbt } = plan
  for (const { key, purpose, indexes } of inputsToSign) {
    for (const index of indexes) {
      const input = psbt.data.inputs[index]!
      const allowed = input.sighashType === undefined ? undefined : [input.sighashType]
      if (purpose === 'payment') {
        psbt.signInput(index, key.keyPair, allowed)
        continue
      }
      // The key path needs the internal key in the PSBT; an app that built it without one still gets it signed.
      if (!input.tapInternalKey) psbt.updateInput(index, { tapInternalKey: key.internalKey })
      psbt.signInput(index, taprootSigner(key), allowed)
    }
  }
  return psbt.toBuffer()
}
