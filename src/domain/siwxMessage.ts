// SIWX messages (SPEC §3, §4) in the page: EIP-4361 for eip155 and CAIP-122's same
// layout for solana, bip122 and polkadot, written and read by Gatehouse's own grammar
// (src/siwx), the one gatehouse-modal/siwx gives servers. Loaded with the SIWX effects'
// chunk, never in the initial one.
import { createSiwxMessage } from '../siwx/createSiwxMessage.js'
import { SiwxMessageError, type SiwxMessage } from '../siwx/message.js'
import { parseSiwxMessage as parseMessage } from '../siwx/parseSiwxMessage.js'
import type { CaipNetworkId } from './caip.js'
import { fail, ok, type Result } from './result.js'
import type { SiwxSessionData } from './siwxConfig.js'

export { SIWX_ACCOUNT_NAMES } from '../siwx/message.js'

/** What a message is built from: the account, the page, the nonce and the times (ms). */
export interface SiwxMessageInput {
  chainId: CaipNetworkId
  address: string
  domain: string
  uri: string
  nonce: string
  /** Milliseconds since the epoch. */
  issuedAt: number
  /** Seconds after issuedAt; absent: no Expiration Time. */
  expiresIn?: number | undefined
  statement?: string | undefined
  resources?: readonly string[] | undefined
  requestId?: string | undefined
}

function isoTime(ms: number): string | undefined {
  const date = new Date(ms)
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString()
}

/** The session data of a message to sign (times as ISO 8601 / RFC 3339 in UTC). Never throws. */
export function siwxMessageData(input: SiwxMessageInput): Result<SiwxSessionData> {
  const issuedAt = isoTime(input.issuedAt)
  if (issuedAt === undefined) return fail('siwxInvalidMessage', 'issuedAt is not a time')
  const data: SiwxSessionData = {
    accountAddress: input.address,
    chainId: input.chainId,
    domain: input.domain,
    uri: input.uri,
    version: '1',
    nonce: input.nonce,
    issuedAt,
  }
  if (input.expiresIn !== undefined) {
    const expirationTime =
      Number.isFinite(input.expiresIn) && input.expiresIn > 0
        ? isoTime(input.issuedAt + input.expiresIn * 1000)
        : undefined
    if (expirationTime === undefined)
      return fail('siwxInvalidMessage', 'expiresIn must be a positive number of seconds')
    data.expirationTime = expirationTime
  }
  if (input.statement !== undefined && input.statement !== '') data.statement = input.statement
  if (input.resources !== undefined && input.resources.length > 0) data.resources = [...input.resources]
  if (input.requestId !== undefined && input.requestId !== '') data.requestId = input.requestId
  return ok(data)
}

function toMessage(data: SiwxSessionData): SiwxMessage {
  const {
    accountAddress,
    chainId,
    domain,
    uri,
    version,
    nonce,
    issuedAt,
    expirationTime,
    notBefore,
    requestId,
    resources,
    statement,
  } = data
  return {
    accountAddress,
    chainId,
    domain,
    uri,
    version,
    nonce,
    issuedAt: issuedAt as string,
    expirationTime,
    notBefore,
    requestId,
    resources,
    statement,
  }
}

function toData(message: SiwxMessage): SiwxSessionData {
  const data: SiwxSessionData = {
    accountAddress: message.accountAddress,
    chainId: message.chainId as CaipNetworkId,
    domain: message.domain,
    uri: message.uri,
    version: message.version,
    nonce: message.nonce,
    issuedAt: message.issuedAt,
  }
  for (const key of ['expirationTime', 'notBefore', 'requestId', 'statement'] as const)
    if (message[key] !== undefined) data[key] = message[key]
  if (message.resources !== undefined) data.resources = message.resources
  return data
}

/**
 * The message text of session data (EIP-4361 for eip155, CAIP-122 otherwise),
 * each field as written, so that parsing the text gives the data back. A field
 * that breaks the grammar is a refusal naming its line, never a throw.
 */
export function buildSiwxMessage(data: SiwxSessionData): Result<string> {
  try {
    if (typeof data?.issuedAt !== 'string') return fail('siwxInvalidMessage', 'issuedAt is required')
    return ok(createSiwxMessage(toMessage(data)))
  } catch (error) {
    return fail('siwxInvalidMessage', error instanceof SiwxMessageError ? error.shortMessage : undefined)
  }
}

/**
 * The session data of a message text, read exactly as EIP-4361's ABNF says
 * (gatehouse-modal/siwx's parser). A message written before the domain with a scheme
 * is refused here: the page never asks for one. Never throws.
 */
export function parseSiwxMessage(text: unknown): Result<SiwxSessionData> {
  const parsed = parseMessage(text)
  if (!parsed.ok) return fail('siwxInvalidMessage', parsed.error.shortMessage)
  if (parsed.value.scheme !== undefined)
    return fail('siwxInvalidMessage', 'a scheme before the domain is not supported')
  return ok(toData(parsed.value))
}
