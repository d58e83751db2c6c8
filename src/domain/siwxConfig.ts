// SIWX configuration (SPEC §4, §6): the session store an app may implement, the
// nonce, and the message's optional fields. Light on purpose (no viem): deps.ts and
// createGatehouse import it; the message and verification code load with the SIWX chunk.
import type * as z from 'zod/mini'
import type { CaipNetworkId } from './caip.js'
import type { SiwxSessionDataSchema, SiwxSigned } from '../events/siwx.js'

/** The fields of a SIWX message and session (SPEC §3: SIWX session: data). */
export type SiwxSessionData = z.output<typeof SiwxSessionDataSchema>

/** A signed SIWX session (SPEC §3): data, message, signature, optional cacao. */
export type SiwxSession = z.output<typeof SiwxSigned.schema>['session']

/**
 * Where SIWX sessions live when the app keeps them itself (its server, a cookie
 * session…). Every method is async; a rejection is a typed failure of the flow,
 * never a crash. Without one, sessions are kept in the event log (the
 * `SiwxSigned` event and the siwx read model) and restored with it.
 */
export interface SiwxStorage {
  /** The sessions stored for a network (CAIP-2) and address; expired ones are ignored by Gatehouse. */
  getSessions(chainId: CaipNetworkId, address: string): Promise<SiwxSession[]>
  /** Stores a session that Gatehouse has verified. */
  addSession(session: SiwxSession): Promise<void>
  /** Replaces every stored session (`[]` clears them, SPEC §4: Clearing sessions sets the list to empty). */
  setSessions(sessions: SiwxSession[]): Promise<void>
  /** Removes the sessions of a network and address. */
  revokeSession(chainId: CaipNetworkId, address: string): Promise<void>
}

/** The `siwx` option of createGatehouse (SPEC §4, §6). */
export interface SiwxOptions {
  /** Ask connected accounts to sign in (default: true when `required`, else false). */
  enabled?: boolean
  /** Block closing the modal until a session exists; cancelling disconnects (SPEC §6). Default false. */
  required?: boolean
  /** The message's statement (one line, no newline). */
  statement?: string
  /** The message's resources (RFC 3986 URIs). */
  resources?: string[]
  /** Seconds from signing until the session expires (the message's Expiration Time); default: no expiry. */
  expiresIn?: number
  /** The nonce, from the app's server; default a random one (crypto.getRandomValues, 131 bits, alphanumeric). */
  getNonce?: () => Promise<string>
  /** Where sessions live; default the event log. */
  storage?: SiwxStorage
  /** RFC 3986 authority asking for the signature; default `location.host`. */
  domain?: string
  /** URI of the resource signed in to; default `location.origin`. */
  uri?: string
}

/** What the SIWX effects take from deps (createGatehouse builds it from `SiwxOptions`). */
export interface SiwxDeps {
  /** Null: sessions are kept in the log. */
  storage: SiwxStorage | null
  getNonce(): Promise<string>
  statement?: string | undefined
  resources?: string[] | undefined
  expiresIn?: number | undefined
  domain?: string | undefined
  uri?: string | undefined
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/** Length of a random nonce: 22 characters of 62 is 131 bits (EIP-4361 asks for at least 8 alphanumeric characters). */
export const SIWX_NONCE_LENGTH = 22

/**
 * A random EIP-4361 nonce: alphanumeric, SIWX_NONCE_LENGTH characters from
 * crypto.getRandomValues, each uniform (bytes ≥ 248 are drawn again, so no
 * character is more likely than another).
 */
export function randomSiwxNonce(
  random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (b) => crypto.getRandomValues(b),
): string {
  let nonce = ''
  while (nonce.length < SIWX_NONCE_LENGTH) {
    for (const byte of random(new Uint8Array(32))) {
      if (byte < 248 && nonce.length < SIWX_NONCE_LENGTH) nonce += ALPHANUMERIC[byte % 62]
    }
  }
  return nonce
}

/** The SIWX deps of a configuration. */
export function siwxDeps(options: SiwxOptions | undefined): SiwxDeps {
  const deps: SiwxDeps = {
    storage: options?.storage ?? null,
    getNonce: options?.getNonce ?? (() => Promise.resolve(randomSiwxNonce())),
  }
  if (options?.statement !== undefined) deps.statement = options.statement
  if (options?.resources !== undefined) deps.resources = [...options.resources]
  if (options?.expiresIn !== undefined) deps.expiresIn = options.expiresIn
  if (options?.domain !== undefined) deps.domain = options.domain
  if (options?.uri !== undefined) deps.uri = options.uri
  return deps
}
