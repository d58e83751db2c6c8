// Verifies a signed SIWX message before its session is stored (SPEC §4): the
// message's fields against what was asked (domain, network, address, nonce, times),
// then the signature. eip155 through viem: validateSiweMessage, a local recovery for
// EOAs, then the chain (publicClient.verifySiweMessage: EIP-1271 smart accounts and
// ERC-6492 counterfactual ones) when an RPC provider is there. solana: ed25519 through
// WebCrypto. Loaded with the SIWX chunk's verification step only (viem stays out of
// the initial chunk).
import * as _core from '../index.js' // size: lazy entries share the start-up chunk (see src/index.ts)
import { base58 } from '@scure/base'
import { createPublicClient, custom, isHex, verifyMessage, type Hex } from 'viem'
import { parseSiweMessage, validateSiweMessage } from 'viem/siwe'
import type { RpcProvider } from '../api/rpc.js'
import { namespaceOf, type CaipNetworkId } from './caip.js'
import { fail, ok, type Result } from './result.js'
import type { SiwxSessionData } from './siwxConfig.js'
import { isSessionUsable } from './siwxSession.js'
import { parseSiwxMessage } from './siwxMessage.js'

/** What the signed message must say. */
export interface SiwxExpectation {
  domain: string
  chainId: CaipNetworkId
  address: string
  /** The nonce Gatehouse put in the message; absent: any. */
  nonce?: string | undefined
  /** Milliseconds since the epoch: the session must be usable now. */
  now: number
}

/** Options of the verification. */
export interface SiwxVerifyOptions {
  /** Chain RPC, for EIP-1271 smart accounts; without it only EOA signatures verify on eip155. */
  rpc?: RpcProvider | null | undefined
}

function sameAddress(namespace: string, a: string, b: string): boolean {
  return namespace === 'eip155' ? a.toLowerCase() === b.toLowerCase() : a === b
}

/** Checks a message's fields against the expectation; the data, or the refusal naming the field. Never throws. */
export function checkSiwxMessage(message: string, expected: SiwxExpectation): Result<SiwxSessionData> {
  const parsed = parseSiwxMessage(message)
  if (!parsed.ok) return parsed
  const data = parsed.value
  const namespace = namespaceOf(expected.chainId)
  if (data.domain !== expected.domain) return fail('siwxVerificationFailed', `signed for the domain ${data.domain}, not ${expected.domain}`)
  if (data.chainId !== expected.chainId) return fail('siwxVerificationFailed', `signed for the network ${data.chainId}, not ${expected.chainId}`)
  if (!sameAddress(namespace, data.accountAddress, expected.address)) return fail('siwxVerificationFailed', `signed for the address ${data.accountAddress}`)
  if (expected.nonce !== undefined && data.nonce !== expected.nonce) return fail('siwxVerificationFailed', 'the nonce is not the one asked for')
  if (!isSessionUsable(data, expected.now)) return fail('siwxVerificationFailed', 'the message is expired or not yet valid')
  if (namespace === 'eip155') {
    // viem's own checks of EIP-4361 (domain, nonce, address, times) as a second opinion.
    const valid = validateSiweMessage({
      message: parseSiweMessage(message),
      address: expected.address as Hex,
      domain: expected.domain,
      nonce: expected.nonce,
      time: new Date(expected.now),
    })
    if (!valid) return fail('siwxVerificationFailed', 'the message does not pass EIP-4361 validation')
  }
  return ok(data)
}

function signatureBytes(signature: string): Uint8Array | undefined {
  try {
    if (/^0x([0-9a-fA-F]{2})+$/.test(signature)) return Uint8Array.from(signature.slice(2).match(/../g)!.map((h) => Number.parseInt(h, 16)))
    return base58.decode(signature)
  } catch {
    return undefined
  }
}

async function verifyEd25519(message: string, signature: string, address: string): Promise<boolean> {
  const sig = signatureBytes(signature)
  let key: Uint8Array
  try {
    key = base58.decode(address)
  } catch {
    return false
  }
  if (sig?.length !== 64 || key.length !== 32) return false
  const publicKey = await crypto.subtle.importKey('raw', new Uint8Array(key), { name: 'Ed25519' }, false, ['verify'])
  return crypto.subtle.verify({ name: 'Ed25519' }, publicKey, new Uint8Array(sig), new TextEncoder().encode(message))
}

/**
 * Verifies a signed SIWX message: its fields (checkSiwxMessage), then the
 * signature. Resolves to the session data, or a refusal ('The signature does
 * not match the sign-in message', 'Signing in is not supported on this network')
 * with details; an RPC failure while asking the chain is a refusal too. Never rejects.
 */
export async function verifySiwxSignature(
  message: string,
  signature: string,
  expected: SiwxExpectation,
  options: SiwxVerifyOptions = {},
): Promise<Result<SiwxSessionData>> {
  try {
    const checked = checkSiwxMessage(message, expected)
    if (!checked.ok) return checked
    const namespace = namespaceOf(expected.chainId)
    if (namespace === 'eip155') {
      if (!isHex(signature)) return fail('siwxVerificationFailed', 'the signature is not hex')
      const address = checked.value.accountAddress as Hex
      // An EOA signs with its key: recovered locally, no RPC needed.
      let valid = false
      try {
        valid = await verifyMessage({ address, message, signature })
      } catch {
        valid = false
      }
      const rpc = options.rpc
      if (!valid && rpc) {
        // A smart account (EIP-1271, or ERC-6492 before deployment) is asked through its chain.
        const client = createPublicClient({
          transport: custom({ request: ({ method, params }: { method: string; params?: unknown }) => rpc.request(expected.chainId, { method, params }) }),
        })
        valid = await client.verifySiweMessage({
          message,
          signature,
          address,
          domain: expected.domain,
          nonce: expected.nonce,
          time: new Date(expected.now),
        })
      }
      return valid ? checked : fail('siwxVerificationFailed', rpc ? 'neither the account key nor the chain accepts the signature' : 'the signature is not the account key’s (no chain RPC to ask for a smart account)')
    }
    if (namespace === 'solana') {
      return (await verifyEd25519(message, signature, checked.value.accountAddress)) ? checked : fail('siwxVerificationFailed', 'the ed25519 signature does not verify')
    }
    return fail('siwxUnsupportedNamespace', `no signature verification for ${namespace}`)
  } catch (error) {
    return fail('siwxVerificationFailed', error instanceof Error ? ((error as { shortMessage?: string }).shortMessage ?? error.message.split('\n')[0]) : undefined)
  }
}
