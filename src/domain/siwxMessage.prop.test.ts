import { base58 } from '@scure/base'
import fc from 'fast-check'
import { privateKeyToAccount } from 'viem/accounts'
import { getAddress } from 'viem/utils'
import { describe, expect, it } from 'vitest'
import type { SiwxSessionData } from './siwxConfig.js'
import { buildSiwxMessage, parseSiwxMessage } from './siwxMessage.js'
import { verifySiwxSignature } from './siwxVerify.js'

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
const label = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,10}[a-z0-9])?$/)
const arbDomain = fc.oneof(
  fc
    .tuple(
      label,
      fc.constantFrom('com', 'org', 'io', 'example'),
      fc.option(fc.integer({ min: 1, max: 65535 }), { nil: undefined }),
    )
    .map(([name, tld, port]) => `${name}.${tld}${port === undefined ? '' : `:${port}`}`),
  fc.integer({ min: 1, max: 65535 }).map((port) => `localhost:${port}`),
  fc.constant('127.0.0.1:5173'),
)
const arbUri = fc
  .tuple(fc.constantFrom('https', 'http', 'ipfs'), label, fc.stringMatching(/^[a-zA-Z0-9/._~-]{0,20}$/))
  .map(([s, host, path]) => `${s}://${host}/${path}`)
const arbNonce = fc.stringMatching(/^[a-zA-Z0-9]{8,40}$/)
const arbStatement = fc.stringMatching(/^[a-zA-Z0-9 .,:;!?'()/@&=+$-]{1,80}$/).filter((s) => s.trim().length > 0)
const arbTime = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString())
const arbEvm = fc
  .uint8Array({ minLength: 20, maxLength: 20 })
  .map((b) => ({ chainId: `eip155:${1 + (b[0]! % 200)}` as const, address: getAddress(`0x${hex(b)}`) }))
const arbSolana = fc
  .uint8Array({ minLength: 32, maxLength: 32 })
  .map((b) => ({ chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' as const, address: base58.encode(b) }))
const arbBitcoin = fc
  .stringMatching(/^[a-z0-9]{30,50}$/)
  .map((s) => ({ chainId: 'bip122:000000000019d6689c085ae165831e93' as const, address: `bc1${s}` }))

const arbData = (account: fc.Arbitrary<{ chainId: `${string}:${string}`; address: string }>) =>
  fc
    .record(
      {
        account,
        domain: arbDomain,
        uri: arbUri,
        nonce: arbNonce,
        issuedAt: arbTime,
        expirationTime: arbTime,
        notBefore: arbTime,
        requestId: fc.stringMatching(/^[a-zA-Z0-9-]{1,20}$/),
        resources: fc.array(arbUri, { minLength: 1, maxLength: 3 }),
        statement: arbStatement,
      },
      { requiredKeys: ['account', 'domain', 'uri', 'nonce', 'issuedAt'] },
    )
    .map(({ account, ...rest }): SiwxSessionData => ({
      accountAddress: account.address,
      chainId: account.chainId,
      version: '1',
      ...rest,
    }))

describe('SIWX message properties', () => {
  it('property: build → parse is an identity (EIP-4361 through viem, CAIP-122 for Solana and Bitcoin)', () => {
    fc.assert(
      fc.property(fc.oneof(arbData(arbEvm), arbData(arbSolana), arbData(arbBitcoin)), (data) => {
        const built = buildSiwxMessage(data)
        expect(built.ok).toBe(true)
        if (!built.ok) return
        expect(parseSiwxMessage(built.value)).toEqual({ ok: true, value: data })
      }),
      { numRuns: 300 },
    )
  })

  it('property: parsing never throws, whatever the text', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.anything(),
          arbData(arbEvm).map((d) => {
            const b = buildSiwxMessage(d)
            return b.ok ? b.value.slice(0, b.value.length >> 1) : ''
          }),
        ),
        (text) => {
          expect(parseSiwxMessage(text).ok === true || parseSiwxMessage(text).ok === false).toBe(true)
        },
      ),
    )
  })

  // Dev keys of anvil's test mnemonic (public test keys, never real funds).
  const keys = [
    '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
    '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  ] as const
  const signer = privateKeyToAccount(keys[0])
  const other = privateKeyToAccount(keys[1])

  const arbSigned = fc.record({
    domain: arbDomain,
    uri: arbUri,
    nonce: arbNonce,
    chain: fc.integer({ min: 1, max: 100_000 }),
    issuedAt: fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 0, 1) }),
    lifetime: fc.integer({ min: 1, max: 10 * 86_400 }),
  })

  async function sign(p: {
    domain: string
    uri: string
    nonce: string
    chain: number
    issuedAt: number
    lifetime: number
  }) {
    const data: SiwxSessionData = {
      accountAddress: signer.address,
      chainId: `eip155:${p.chain}`,
      domain: p.domain,
      uri: p.uri,
      version: '1',
      nonce: p.nonce,
      issuedAt: new Date(p.issuedAt).toISOString(),
      expirationTime: new Date(p.issuedAt + p.lifetime * 1000).toISOString(),
    }
    const built = buildSiwxMessage(data)
    if (!built.ok) throw new Error(built.error.details)
    return { data, message: built.value, signature: await signer.signMessage({ message: built.value }) }
  }

  it('property: a signed message verifies for its own domain, chain, address and time, and is refused for another domain, URI, chain, address, or past its expiry', async () => {
    await fc.assert(
      fc.asyncProperty(
        arbSigned,
        arbDomain,
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 0, max: 10 * 86_400 }),
        async (p, otherDomain, otherChain, late) => {
          const { message, signature, data } = await sign(p)
          const expected = {
            domain: p.domain,
            uri: p.uri,
            chainId: data.chainId,
            address: signer.address,
            nonce: p.nonce,
            now: p.issuedAt + 1,
          }
          const good = await verifySiwxSignature(message, signature, expected)
          expect(good).toEqual({ ok: true, value: data })
          const refused = { ok: false, error: expect.objectContaining({ id: 'siwxVerificationFailed' }) }
          if (otherDomain !== p.domain)
            expect(await verifySiwxSignature(message, signature, { ...expected, domain: otherDomain })).toEqual(refused)
          if (otherChain !== p.chain)
            expect(
              await verifySiwxSignature(message, signature, { ...expected, chainId: `eip155:${otherChain}` }),
            ).toEqual(refused)
          expect(await verifySiwxSignature(message, signature, { ...expected, address: other.address })).toEqual(
            refused,
          )
          expect(await verifySiwxSignature(message, signature, { ...expected, uri: `${p.uri}x` })).toEqual(refused)
          expect(
            await verifySiwxSignature(message, signature, { ...expected, now: p.issuedAt + p.lifetime * 1000 + late }),
          ).toEqual(refused)
        },
      ),
      { numRuns: 40 },
    )
  })

  it('property: a signature by another key, or over another message, is refused', async () => {
    await fc.assert(
      fc.asyncProperty(arbSigned, async (p) => {
        const { message, data } = await sign(p)
        const expected = {
          domain: p.domain,
          uri: p.uri,
          chainId: data.chainId,
          address: signer.address,
          now: p.issuedAt,
        }
        const byOther = await other.signMessage({ message })
        expect(await verifySiwxSignature(message, byOther, expected)).toMatchObject({
          ok: false,
          error: { id: 'siwxVerificationFailed' },
        })
        const overOther = await signer.signMessage({ message: `${message}\n` })
        expect(await verifySiwxSignature(message, overOther, expected)).toMatchObject({
          ok: false,
          error: { id: 'siwxVerificationFailed' },
        })
      }),
      { numRuns: 20 },
    )
  })
})
