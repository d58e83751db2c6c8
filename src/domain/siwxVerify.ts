// Verifies a signed SIWX message in the page before its session is stored (SPEC §4),
// with gatehouse-modal/siwx's verifier: the text against EIP-4361's grammar, its fields
// against what the page asked (domain, URI, network, address, nonce, times), then
// the signature (an EOA's key locally; EIP-1271 and EIP-6492 accounts through the
// chain's RPC when there is one; ed25519 for solana; BIP-322 for bip122). Loaded with the SIWX chunk's
// verification step only (viem stays out of the initial chunk).
import { custom } from 'viem'
import type { RpcProvider } from '../api/rpc.js'
import { verifySiwxMessage } from '../siwx/verifySiwxMessage.js'
import { namespaceOf, type CaipNetworkId } from './caip.js'
import { fail, ok, type Result } from './result.js'
import type { SiwxSessionData } from './siwxConfig.js'
import { parseSiwxMessage } from './siwxMessage.js'

/** What the signed message must say. */
export interface SiwxExpectation {
  /** The page's own authority (or the configured one), never one read from an earlier event. */
  domain: string
  /** The page's own origin (or the configured URI). */
  uri: string
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

/**
 * Verifies a signed SIWX message: the grammar ('The sign-in message is not
 * valid'), then every check of gatehouse-modal/siwx's verifySiwxMessage ('The
 * signature does not match the sign-in message', its details naming each failed
 * check); polkadot: 'Signing in is not supported on this network'.
 * Resolves to the session data; never rejects.
 */
export async function verifySiwxSignature(
  message: string,
  signature: string,
  expected: SiwxExpectation,
  options: SiwxVerifyOptions = {},
): Promise<Result<SiwxSessionData>> {
  try {
    const parsed = parseSiwxMessage(message)
    if (!parsed.ok) return parsed
    const namespace = namespaceOf(expected.chainId)
    if (namespace === 'polkadot') return fail('siwxUnsupportedNamespace', `no signature verification for ${namespace}`)
    const rpc = options.rpc
    const result = await verifySiwxMessage({
      message,
      signature,
      expected: {
        domain: expected.domain,
        uri: expected.uri,
        chainId: expected.chainId,
        address: expected.address,
        nonce: expected.nonce ?? (() => true),
        time: expected.now,
      },
      transport: rpc
        ? custom({
            request: ({ method, params }: { method: string; params?: unknown }) =>
              rpc.request(expected.chainId, { method, params }),
          })
        : undefined,
    })
    if (!result.ok)
      return fail('siwxVerificationFailed', result.failed.map((f) => `${f.check}: ${f.reason}`).join('; '))
    return ok(parsed.value)
  } catch (error) {
    return fail(
      'siwxVerificationFailed',
      error instanceof Error
        ? ((error as { shortMessage?: string }).shortMessage ?? error.message.split('\n')[0])
        : undefined,
    )
  }
}
