import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it, vi } from 'vitest'
import type { RpcProvider } from '../api/rpc.js'
import type { SiwxSessionData } from './siwxConfig.js'
import { buildSiwxMessage } from './siwxMessage.js'
import { verifySiwxSignature, type SiwxExpectation } from './siwxVerify.js'

// Dev keys of anvil's test mnemonic (public test keys, never real funds).
const signer = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
const other = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')

const ISSUED = Date.UTC(2026, 10, 27, 12)
const data: SiwxSessionData = {
  accountAddress: signer.address,
  chainId: 'eip155:1',
  domain: 'app.example',
  uri: 'https://app.example/login',
  version: '1',
  nonce: 'abcdef1234567890',
  issuedAt: new Date(ISSUED).toISOString(),
  expirationTime: new Date(ISSUED + 3_600_000).toISOString(),
}

function built(session: SiwxSessionData = data): string {
  const message = buildSiwxMessage(session)
  if (!message.ok) throw new Error(message.error.details)
  return message.value
}

const expected = (over: Partial<SiwxExpectation> = {}): SiwxExpectation => ({
  domain: data.domain,
  uri: data.uri,
  chainId: data.chainId,
  address: signer.address,
  nonce: data.nonce,
  now: ISSUED + 1_000,
  ...over,
})

/** A chain RPC that records what the verifier asks it and answers with `answer`. */
function fakeRpc(answer: (request: { method: string; params?: unknown }) => Promise<unknown>) {
  const request = vi.fn((_chainId: string, r: { method: string; params?: unknown }) => answer(r))
  return { rpc: { request, network: () => undefined } as unknown as RpcProvider, request }
}

describe('verifySiwxSignature', () => {
  it('behavior: without a nonce to match, any nonce in a message signed by the address verifies', async () => {
    const message = built()
    const signature = await signer.signMessage({ message })
    expect(await verifySiwxSignature(message, signature, expected({ nonce: undefined }))).toEqual({
      ok: true,
      value: data,
    })
    expect(await verifySiwxSignature(message, signature, expected({ nonce: 'other-nonce-1234' }))).toMatchObject({
      ok: false,
      error: { id: 'siwxVerificationFailed' },
    })
  })

  it("error: a text that is not a sign-in message is refused with the grammar's message, not the signature's", async () => {
    const result = await verifySiwxSignature('hello', '0x00', expected())
    expect(result.ok).toBe(false)
    expect(result.ok ? null : result.error.id).not.toBe('siwxVerificationFailed')
    expect(result).toMatchObject({ ok: false, error: { message: 'The sign-in message is not valid' } })
  })

  it('error: a polkadot network has no signature verification: "Signing in is not supported on this network"', async () => {
    // Substrate's well-known dev account (Alice).
    const alice = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNQehZRXnhyefHVcQ'
    const session = { ...data, accountAddress: alice, chainId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182' as const }
    const message = built(session)
    const result = await verifySiwxSignature(message, '0x00', expected({ chainId: session.chainId, address: alice }))
    expect(result).toEqual({
      ok: false,
      error: {
        id: 'siwxUnsupportedNamespace',
        message: 'Signing in is not supported on this network',
        details: 'no signature verification for polkadot',
      },
    })
  })

  it('error: a refusal names each failed check in its details', async () => {
    const message = built()
    const signature = await signer.signMessage({ message })
    const result = await verifySiwxSignature(message, signature, expected({ domain: 'evil.example' }))
    expect(result).toMatchObject({ ok: false, error: { id: 'siwxVerificationFailed' } })
    const details = result.ok ? '' : (result.error.details ?? '')
    expect(details).toMatch(/^domain: \S/)
    expect(details.split('; ').every((part) => /^[a-zA-Z]+: \S/.test(part))).toBe(true)
  })

  it("behavior: with the chain's RPC, a signature the address's key did not make is asked of the chain (EIP-1271, EIP-6492) on the expected network", async () => {
    const message = built()
    const signature = await other.signMessage({ message })
    const { rpc, request } = fakeRpc(async () => '0x')
    const result = await verifySiwxSignature(message, signature, expected(), { rpc })
    expect(result).toMatchObject({ ok: false, error: { id: 'siwxVerificationFailed' } })
    expect(request).toHaveBeenCalled()
    for (const [chainId, r] of request.mock.calls) {
      expect(chainId).toBe('eip155:1')
      expect(r.method).toMatch(/^eth_/)
    }
    expect(request.mock.calls.some(([, r]) => r.method === 'eth_call')).toBe(true)
  })

  it("behavior: a smart account the chain says signed (EIP-1271's magic value) verifies", async () => {
    const message = built()
    const signature = await other.signMessage({ message })
    // ERC-6492's universal validator answers 0x01 for a valid signature; EIP-1271's isValidSignature its magic value.
    const { rpc } = fakeRpc(async (r) => (r.method === 'eth_call' ? '0x01' : '0x1'))
    const result = await verifySiwxSignature(message, signature, expected(), { rpc })
    expect(result).toEqual({ ok: true, value: data })
  })

  it("error: the chain's RPC failing is a refusal with its one-line reason, never a throw", async () => {
    const message = built()
    const signature = await other.signMessage({ message })
    const { rpc } = fakeRpc(async () => {
      throw new Error('node down\nstack and more')
    })
    const result = await verifySiwxSignature(message, signature, expected(), { rpc })
    expect(result).toMatchObject({ ok: false, error: { id: 'siwxVerificationFailed' } })
    const details = result.ok ? undefined : result.error.details
    expect(details).toMatch(/\S/)
    expect(details).not.toContain('\n')
  })
})
