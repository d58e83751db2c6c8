// Verifies a signed sign-in message as EIP-4361's relying party must: the text
// against the grammar (parseSiwxMessage), the fields against what the server
// expects, then the signature. eip155: an EOA's key is recovered locally (EIP-191);
// a contract account (EIP-1271), or one not deployed yet (EIP-6492), is asked
// through the chain when a viem client or transport is given. solana: ed25519.
// bip122: BIP-322 simple signatures (P2WPKH, P2TR key path).
import { base58 } from '@scure/base'
import { createPublicClient, isHex, verifyMessage, type Address, type Hex, type Transport } from 'viem'
import type { SiwxMessage, SiwxMessageError } from './message.js'
import { dateTimeMillis } from './abnf.js'
import { parseSiwxMessage } from './parseSiwxMessage.js'
import { bip322Problem } from './verifyBip322.js'

/** A check verifySiwxMessage makes; a failure names it. */
export type SiwxCheck =
  'message' | 'domain' | 'uri' | 'nonce' | 'expired' | 'notYetValid' | 'chain' | 'address' | 'signature'

/** One failed check and why. */
export interface SiwxFailure {
  check: SiwxCheck
  reason: string
}

/** What the server expects of the message. */
export interface SiwxExpected {
  /** RFC 3986 authority of the server's origin ("example.com", "localhost:5173"). */
  domain: string
  /** The origin's scheme; default "https" (EIP-4361: a message without a scheme means https). */
  scheme?: string | undefined
  /**
   * The nonce the server issued, or a function that consumes it (a single-use store):
   * the function is asked only when every other check passed, so a forged or
   * stale message never uses a nonce up.
   */
  nonce: string | ((nonce: string) => boolean | Promise<boolean>)
  /** The URI the message must name; absent: any. */
  uri?: string | undefined
  /** CAIP-2 ("eip155:1") or an EIP-155 number; absent: any. */
  chainId?: string | number | undefined
  /** The account that must have signed; absent: any. */
  address?: string | undefined
  /** The time the message must be valid at; default now. */
  time?: Date | number | undefined
}

/** The client verifySiwxMessage asks about contract accounts (a viem PublicClient fits). */
export interface SiwxVerifyClient {
  chain?: { id: number } | undefined
  verifyMessage(args: { address: Address; message: string; signature: Hex }): Promise<boolean>
}

/** verifySiwxMessage's parameters. */
export interface VerifySiwxMessageParameters {
  message: string
  signature: string
  expected: SiwxExpected
  /** For EIP-1271 / EIP-6492 accounts: a public client of the message's chain. */
  client?: SiwxVerifyClient | undefined
  /** Or a transport to the message's chain, a client is made over it. */
  transport?: Transport | undefined
}

/** verifySiwxMessage's answer: the message when every check passed, else each failed check. */
export type SiwxVerifyResult =
  | { ok: true; message: SiwxMessage; failed: [] }
  | { ok: false; message?: SiwxMessage; failed: SiwxFailure[]; error?: SiwxMessageError }

function expectedChainId(chainId: string | number): string {
  return typeof chainId === 'number' ? `eip155:${chainId}` : chainId
}

function sameChain(a: string, b: string): boolean {
  const [nsA, refA] = [a.slice(0, a.indexOf(':')), a.slice(a.indexOf(':') + 1)]
  const [nsB, refB] = [b.slice(0, b.indexOf(':')), b.slice(b.indexOf(':') + 1)]
  if (nsA !== nsB) return false
  // EIP-4361's chain-id is 1*DIGIT: "01" is chain 1.
  if (nsA === 'eip155' && /^[0-9]+$/.test(refA) && /^[0-9]+$/.test(refB)) return BigInt(refA) === BigInt(refB)
  return refA === refB
}

function signatureBytes(signature: string): Uint8Array | undefined {
  try {
    if (/^0x([0-9a-fA-F]{2})+$/.test(signature))
      return Uint8Array.from(
        signature
          .slice(2)
          .match(/../g)!
          .map((h) => Number.parseInt(h, 16)),
      )
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

function reasonOf(error: unknown): string {
  return error instanceof Error
    ? ((error as { shortMessage?: string }).shortMessage ?? error.message.split('\n')[0] ?? error.name)
    : String(error)
}

async function signatureProblem(
  parameters: VerifySiwxMessageParameters,
  parsed: SiwxMessage,
): Promise<string | undefined> {
  const { message, signature } = parameters
  const namespace = parsed.chainId.slice(0, parsed.chainId.indexOf(':'))
  if (namespace === 'solana')
    return (await verifyEd25519(message, signature, parsed.accountAddress))
      ? undefined
      : 'the ed25519 signature does not verify'
  // bitcoinjs-lib loads (inside bip322Problem) only for Bitcoin sign-ins.
  if (namespace === 'bip122') return bip322Problem(parsed.accountAddress, message, signature)
  if (namespace !== 'eip155') return `no signature verification for ${namespace} yet`
  if (!isHex(signature)) return 'an eip155 signature is hex'
  const address = parsed.accountAddress as Address
  try {
    // EIP-191 recovery: an EOA signs with its key, no chain needed.
    if (await verifyMessage({ address, message, signature })) return undefined
  } catch {
    // A signature that does not recover (a contract account's, or garbage) is asked of the chain below.
  }
  const client =
    parameters.client ?? (parameters.transport ? createPublicClient({ transport: parameters.transport }) : undefined)
  if (!client) return 'not the account key’s signature (give a client or transport to check a contract account)'
  const chain = client.chain?.id
  if (chain !== undefined && !sameChain(`eip155:${chain}`, parsed.chainId))
    return `the client is for eip155:${chain}, the message for ${parsed.chainId}`
  try {
    // EIP-1271 for a deployed contract account, EIP-6492 for one not deployed yet.
    return (await client.verifyMessage({ address, message, signature }))
      ? undefined
      : 'neither the account key nor the account contract accepts the signature'
  } catch (error) {
    return `the chain could not be asked: ${reasonOf(error)}`
  }
}

/**
 * Verifies a signed sign-in message: EIP-4361's grammar, then the domain (and
 * scheme), uri, chain, address, expiry and not-before against `expected`, the
 * signature, and last the nonce. Resolves to the message, or to every failed
 * check with its reason; never rejects.
 */
export async function verifySiwxMessage(parameters: VerifySiwxMessageParameters): Promise<SiwxVerifyResult> {
  const parsed = parseSiwxMessage(parameters?.message)
  if (!parsed.ok)
    return { ok: false, failed: [{ check: 'message', reason: parsed.error.shortMessage }], error: parsed.error }
  const m = parsed.value
  const expected = parameters.expected
  if (
    typeof expected?.domain !== 'string' ||
    (typeof expected.nonce !== 'string' && typeof expected.nonce !== 'function')
  ) {
    return {
      ok: false,
      message: m,
      failed: [
        {
          check: typeof expected?.domain !== 'string' ? 'domain' : 'nonce',
          reason: 'expected.domain and expected.nonce are required',
        },
      ],
    }
  }
  const failed: SiwxFailure[] = []
  const scheme = expected.scheme ?? 'https'
  if (m.domain !== expected.domain)
    failed.push({ check: 'domain', reason: `signed for ${m.domain}, expected ${expected.domain}` })
  else if ((m.scheme ?? 'https') !== scheme)
    failed.push({ check: 'domain', reason: `signed for the scheme ${m.scheme ?? 'https'}, expected ${scheme}` })
  if (expected.uri !== undefined && m.uri !== expected.uri)
    failed.push({ check: 'uri', reason: `signed for ${m.uri}, expected ${expected.uri}` })
  if (typeof expected.nonce === 'string' && m.nonce !== expected.nonce)
    failed.push({ check: 'nonce', reason: 'not the nonce issued' })
  if (expected.chainId !== undefined && !sameChain(m.chainId, expectedChainId(expected.chainId))) {
    failed.push({ check: 'chain', reason: `signed for ${m.chainId}, expected ${expectedChainId(expected.chainId)}` })
  }
  if (expected.address !== undefined) {
    const same = m.chainId.startsWith('eip155:')
      ? m.accountAddress.toLowerCase() === expected.address.toLowerCase()
      : m.accountAddress === expected.address
    if (!same) failed.push({ check: 'address', reason: `signed by ${m.accountAddress}, expected ${expected.address}` })
  }
  const time = expected.time === undefined ? Date.now() : Number(expected.time)
  if (m.expirationTime !== undefined && time >= dateTimeMillis(m.expirationTime)!)
    failed.push({ check: 'expired', reason: `expired at ${m.expirationTime}` })
  if (m.notBefore !== undefined && time < dateTimeMillis(m.notBefore)!)
    failed.push({ check: 'notYetValid', reason: `not valid before ${m.notBefore}` })
  const problem = await signatureProblem(parameters, m).catch(
    (error: unknown) => `the signature could not be checked: ${reasonOf(error)}`,
  )
  if (problem !== undefined) failed.push({ check: 'signature', reason: problem })
  if (failed.length === 0 && typeof expected.nonce === 'function') {
    let fresh = false
    try {
      fresh = await expected.nonce(m.nonce)
    } catch (error) {
      failed.push({ check: 'nonce', reason: `the nonce store failed: ${reasonOf(error)}` })
    }
    if (!fresh && failed.length === 0) failed.push({ check: 'nonce', reason: 'the nonce is unknown, used or expired' })
  }
  return failed.length === 0 ? { ok: true, message: m, failed: [] } : { ok: false, message: m, failed }
}
