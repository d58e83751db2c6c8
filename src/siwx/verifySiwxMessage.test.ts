import { base58 } from '@scure/base'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it, vi } from 'vitest'
import { createSiwxMessage } from './createSiwxMessage.js'
import type { SiwxMessage } from './message.js'
import { verifySiwxMessage, type SiwxExpected } from './verifySiwxMessage.js'

// anvil's dev keys (public test keys, never real funds).
const signer = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
const other = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')

const FIELDS: SiwxMessage = {
  domain: 'app.example',
  accountAddress: signer.address,
  uri: 'https://app.example/login',
  version: '1',
  chainId: 'eip155:8453',
  nonce: 'n0nce1234567',
  issuedAt: '2026-01-01T00:00:00Z',
  expirationTime: '2026-01-01T01:00:00+00:00',
  notBefore: '2026-01-01T00:00:00Z',
}
const EXPECTED: SiwxExpected = {
  domain: 'app.example',
  uri: 'https://app.example/login',
  chainId: 8453,
  address: signer.address,
  nonce: 'n0nce1234567',
  time: Date.UTC(2026, 0, 1, 0, 30),
}

async function signed(fields: Partial<SiwxMessage> = {}, by = signer) {
  const message = createSiwxMessage({ ...FIELDS, ...fields })
  return { message, signature: await by.signMessage({ message }) }
}

const checks = async (expected: Partial<SiwxExpected>, fields: Partial<SiwxMessage> = {}, by = signer) => {
  const result = await verifySiwxMessage({ ...(await signed(fields, by)), expected: { ...EXPECTED, ...expected } })
  return result.ok ? [] : result.failed.map((f) => f.check)
}

describe('verifySiwxMessage', () => {
  it('default: a well-formed message signed by its EOA, for the expected origin, chain, account, nonce and time', async () => {
    const { message, signature } = await signed()
    expect(await verifySiwxMessage({ message, signature, expected: EXPECTED })).toEqual({
      ok: true,
      message: FIELDS,
      failed: [],
    })
  })

  it('behavior: each failed check is named, all of them at once', async () => {
    expect(await checks({ domain: 'other.example' })).toEqual(['domain'])
    expect(await checks({ uri: 'https://app.example/' })).toEqual(['uri'])
    expect(await checks({ nonce: 'another12345' })).toEqual(['nonce'])
    expect(await checks({ time: Date.UTC(2026, 0, 1, 1) })).toEqual(['expired'])
    expect(await checks({ time: Date.UTC(2025, 11, 31, 23, 59, 59) })).toEqual(['notYetValid'])
    expect(await checks({ chainId: 'eip155:1' })).toEqual(['chain'])
    expect(await checks({ address: other.address })).toEqual(['address'])
    expect(await checks({}, {}, other)).toEqual(['signature'])
    expect(
      await checks(
        {
          domain: 'x.example',
          uri: 'https://x.example',
          nonce: 'zzzzzzzzzz',
          chainId: 1,
          address: other.address,
          time: Date.UTC(2030, 0, 1),
        },
        {},
        other,
      ),
    ).toEqual(['domain', 'uri', 'nonce', 'chain', 'address', 'expired', 'signature'])
  })

  it('behavior: a scheme in the message must be the expected one (https when none is written or expected)', async () => {
    expect(await checks({}, { scheme: 'https' })).toEqual([])
    expect(await checks({}, { scheme: 'http' })).toEqual(['domain'])
    expect(await checks({ scheme: 'http' }, { scheme: 'http' })).toEqual([])
    expect(await checks({ scheme: 'http' })).toEqual(['domain'])
  })

  it('behavior: chain ids compare as numbers ("Chain ID: 08453" is chain 8453); a number is eip155', async () => {
    expect(await checks({ chainId: 'eip155:8453' }, { chainId: 'eip155:08453' })).toEqual([])
  })

  it('behavior: a nonce function is asked last, only when every other check passed, and decides', async () => {
    const consume = vi.fn(async () => true)
    expect(await checks({ nonce: consume, domain: 'other.example' })).toEqual(['domain'])
    expect(consume).not.toHaveBeenCalled()
    expect(await checks({ nonce: consume })).toEqual([])
    expect(consume).toHaveBeenCalledWith('n0nce1234567')
    expect(await checks({ nonce: async () => false })).toEqual(['nonce'])
    expect(await checks({ nonce: () => Promise.reject(new Error('db down')) })).toEqual(['nonce'])
  })

  it('error: a message that breaks the grammar is the check "message", with the line that broke it', async () => {
    const { message, signature } = await signed()
    const result = await verifySiwxMessage({
      message: message.replace('2026-01-01T00:00:00Z', '2026-02-30T00:00:00Z'),
      signature,
      expected: EXPECTED,
    })
    expect(result).toMatchObject({
      ok: false,
      failed: [{ check: 'message', reason: expect.stringContaining('Line 9') }],
      error: { name: 'SiwxMessageError', line: 9, field: 'issuedAt' },
    })
  })

  it('error: without an expected domain or nonce nothing verifies (never a throw)', async () => {
    const { message, signature } = await signed()
    expect(
      await verifySiwxMessage({ message, signature, expected: undefined as unknown as SiwxExpected }),
    ).toMatchObject({ ok: false, failed: [{ check: 'domain' }] })
    expect(
      await verifySiwxMessage({ message, signature, expected: { domain: 'app.example' } as SiwxExpected }),
    ).toMatchObject({ ok: false, failed: [{ check: 'nonce' }] })
  })

  it('error: a signature that is not hex, or over another text, is the check "signature"', async () => {
    const { message } = await signed()
    expect(await verifySiwxMessage({ message, signature: 'nope', expected: EXPECTED })).toMatchObject({
      ok: false,
      failed: [{ check: 'signature' }],
    })
    const overOther = await signer.signMessage({ message: `${message} ` })
    expect(await verifySiwxMessage({ message, signature: overOther, expected: EXPECTED })).toMatchObject({
      ok: false,
      failed: [{ check: 'signature' }],
    })
  })

  it('behavior: a contract account (EIP-1271 / EIP-6492) is asked through the client, on the message’s chain only', async () => {
    const { message } = await signed()
    const signature = `0x${'11'.repeat(100)}` as const
    const client = { chain: { id: 8453 }, verifyMessage: vi.fn(async () => true) }
    expect(await verifySiwxMessage({ message, signature, expected: EXPECTED, client })).toMatchObject({ ok: true })
    expect(client.verifyMessage).toHaveBeenCalledWith({ address: signer.address, message, signature })
    expect(
      await verifySiwxMessage({
        message,
        signature,
        expected: EXPECTED,
        client: { ...client, verifyMessage: async () => false },
      }),
    ).toMatchObject({ failed: [{ check: 'signature' }] })
    expect(
      await verifySiwxMessage({ message, signature, expected: EXPECTED, client: { ...client, chain: { id: 1 } } }),
    ).toMatchObject({
      failed: [{ check: 'signature', reason: expect.stringContaining('eip155:1') }],
    })
    expect(
      await verifySiwxMessage({
        message,
        signature,
        expected: EXPECTED,
        client: { verifyMessage: () => Promise.reject(new Error('rpc down')) },
      }),
    ).toMatchObject({
      failed: [{ check: 'signature', reason: expect.stringContaining('rpc down') }],
    })
    expect(await verifySiwxMessage({ message, signature, expected: EXPECTED })).toMatchObject({
      failed: [{ check: 'signature', reason: expect.stringContaining('client or transport') }],
    })
  })

  it('behavior: solana messages are checked with ed25519', async () => {
    const { privateKey, publicKey } = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, [
      'sign',
      'verify',
    ])) as CryptoKeyPair
    const address = base58.encode(new Uint8Array(await crypto.subtle.exportKey('raw', publicKey)))
    const message = createSiwxMessage({
      ...FIELDS,
      accountAddress: address,
      chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    })
    const signature = base58.encode(
      new Uint8Array(await crypto.subtle.sign({ name: 'Ed25519' }, privateKey, new TextEncoder().encode(message))),
    )
    const expected = { ...EXPECTED, chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', address }
    expect(await verifySiwxMessage({ message, signature, expected })).toMatchObject({ ok: true })
    const overOther = base58.encode(
      new Uint8Array(
        await crypto.subtle.sign({ name: 'Ed25519' }, privateKey, new TextEncoder().encode(`${message} `)),
      ),
    )
    expect(await verifySiwxMessage({ message, signature: overOther, expected })).toMatchObject({
      ok: false,
      failed: [{ check: 'signature' }],
    })
  })
})
