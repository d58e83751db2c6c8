import ecc from '@bitcoinerlab/secp256k1'
import * as bitcoin from 'bitcoinjs-lib'
import { describe, expect, it } from 'vitest'
import { createSiwxMessage } from './createSiwxMessage.js'
import { bip322MessageHash, bip322Problem } from './verifyBip322.js'
import { verifySiwxMessage } from './verifySiwxMessage.js'

bitcoin.initEccLib(ecc)
const hex = (b: Uint8Array) => Buffer.from(b).toString('hex')

// BIP-322's test vectors (bip-0322.mediawiki, "Test vectors").
const VECTOR_ADDRESS = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'
const VECTORS = [
  [
    '',
    'AkcwRAIgM2gBAQqvZX15ZiysmKmQpDrG83avLIT492QBzLnQIxYCIBaTpOaD20qRlEylyxFSeEA2ba9YOixpX8z46TSDtS40ASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
  ],
  [
    '',
    'AkgwRQIhAPkJ1Q4oYS0htvyuSFHLxRQpFAY56b70UvE7Dxazen0ZAiAtZfFz1S6T6I23MWI2lK/pcNTWncuyL8UL+oMdydVgzAEhAsfxIAMZZEKUPYWI4BruhAQjzFT8FSFSajuFwrDL1Yhy',
  ],
  [
    'Hello World',
    'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
  ],
  [
    'Hello World',
    'AkgwRQIhAOzyynlqt93lOKJr+wmmxIens//zPzl9tqIOua93wO6MAiBi5n5EyAcPScOjf1lAqIUIQtr3zKNeavYabHyR8eGhowEhAsfxIAMZZEKUPYWI4BruhAQjzFT8FSFSajuFwrDL1Yhy',
  ],
] as const

/** Signs `message` for `address` as BIP-322 simple (the test's own signer, checked against the vectors above). */
function sign(
  message: string,
  privateKey: Uint8Array,
  kind: 'p2wpkh' | 'p2tr',
): { address: string; signature: string } {
  const publicKey = ecc.pointFromScalar(privateKey, true)!
  const payment =
    kind === 'p2wpkh'
      ? bitcoin.payments.p2wpkh({ pubkey: publicKey })
      : bitcoin.payments.p2tr({ internalPubkey: publicKey.slice(1) })
  const toSpend = new bitcoin.Transaction()
  toSpend.version = 0
  toSpend.addInput(new Uint8Array(32), 0xffffffff, 0, Uint8Array.from([0x00, 0x20, ...bip322MessageHash(message)]))
  toSpend.addOutput(payment.output!, 0n)
  const toSign = new bitcoin.Transaction()
  toSign.version = 0
  toSign.addInput(toSpend.getHash(), 0, 0)
  toSign.addOutput(Uint8Array.of(0x6a), 0n)
  let witness: Uint8Array[]
  if (kind === 'p2wpkh') {
    const hash = toSign.hashForWitnessV0(0, bitcoin.payments.p2pkh({ pubkey: publicKey }).output!, 0n, 0x01)
    witness = [bitcoin.script.signature.encode(ecc.sign(hash, privateKey), 0x01), publicKey]
  } else {
    // The key path signs with the tweaked key (BIP-341): negate for an odd y, add the TapTweak of the x-only key.
    const even = publicKey[0] === 0x02 ? privateKey : ecc.privateNegate(privateKey)
    const tweaked = ecc.privateAdd(even, bitcoin.crypto.taggedHash('TapTweak', publicKey.slice(1)))!
    witness = [ecc.signSchnorr(toSign.hashForWitnessV1(0, [payment.output!], [0n], 0x00), tweaked)]
  }
  const parts = [Uint8Array.of(witness.length), ...witness.flatMap((w) => [Uint8Array.of(w.length), w])]
  return { address: payment.address!, signature: Buffer.concat(parts).toString('base64') }
}

const KEY = Uint8Array.from({ length: 32 }, (_, i) => i + 1)

describe('BIP-322 simple signatures', () => {
  it('default: the BIP’s message hashes and signatures', async () => {
    expect(hex(bip322MessageHash(''))).toBe('c90c269c4f8fcbe6880f72a721ddfbf1914268a794cbb21cfafee13770ae19f1')
    expect(hex(bip322MessageHash('Hello World'))).toBe(
      'f0eb03b1a75ac6d9847f55c624a99169b5dccba2a31f5b23bea77ba270de0a7a',
    )
    for (const [message, signature] of VECTORS)
      expect(await bip322Problem(VECTOR_ADDRESS, message, signature), `${message}: ${signature}`).toBeUndefined()
  })

  it('error: a vector’s signature over the other message, for another address, or mangled', async () => {
    expect(await bip322Problem(VECTOR_ADDRESS, 'Hello World', VECTORS[0][1])).toBe('the signature does not verify')
    expect(await bip322Problem(sign('', KEY, 'p2wpkh').address, '', VECTORS[0][1])).toBe(
      'the public key is not the address’s',
    )
    expect(await bip322Problem(VECTOR_ADDRESS, '', 'not base64!')).toMatch(/simple signature/)
    expect(await bip322Problem(VECTOR_ADDRESS, '', VECTORS[0][1].slice(4))).toMatch(
      /simple signature|P2WPKH witness|DER/,
    )
    expect(await bip322Problem('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', '', VECTORS[0][1])).toMatch(/P2WPKH and P2TR/)
  })

  it('behavior: taproot key-path signatures, and our P2WPKH signer agrees with the vectors’ verifier', async () => {
    for (const kind of ['p2wpkh', 'p2tr'] as const) {
      const { address, signature } = sign('Sign in', KEY, kind)
      expect(await bip322Problem(address, 'Sign in', signature), kind).toBeUndefined()
      expect(await bip322Problem(address, 'Sign in!', signature), kind).toBe('the signature does not verify')
    }
  })

  it('behavior: a CAIP-122 sign-in message on bip122 verifies through verifySiwxMessage', async () => {
    const { address } = sign('', KEY, 'p2tr')
    const message = createSiwxMessage({
      domain: 'app.example',
      accountAddress: address,
      uri: 'https://app.example',
      version: '1',
      chainId: 'bip122:000000000019d6689c085ae165831e93',
      nonce: 'abcdefgh1234',
      issuedAt: '2026-01-01T00:00:00Z',
    })
    const { signature } = sign(message, KEY, 'p2tr')
    const expected = {
      domain: 'app.example',
      nonce: 'abcdefgh1234',
      chainId: 'bip122:000000000019d6689c085ae165831e93',
      address,
    }
    expect(await verifySiwxMessage({ message, signature, expected })).toMatchObject({ ok: true })
    expect(
      await verifySiwxMessage({ message, signature: sign(`${message} `, KEY, 'p2tr').signature, expected }),
    ).toMatchObject({ ok: false, failed: [{ check: 'signature' }] })
  })
})
