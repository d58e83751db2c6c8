// SIWX messages (SPEC §3, §4): EIP-4361 for eip155, built and parsed by viem's SIWE
// functions, and CAIP-122 for solana, bip122 and polkadot, with the same fields and
// the same layout. Loaded with the SIWX effects' chunk, never in the initial one.
import * as _core from '../index.js' // size: lazy entries share the start-up chunk (see src/index.ts)
import { createSiweMessage, parseSiweMessage } from 'viem/siwe'
// addressChecks, not addresses: a lazy chunk never imports a binding that src/index.ts exports (keccak would land in the initial JS).
import { checkEvmAddress, checkSolanaAddress } from './addressChecks.js'
import { parseCaipNetworkId, type CaipNetworkId, type ChainNamespace } from './caip.js'
import { fail, ok, type Result } from './result.js'
import type { SiwxSessionData } from './siwxConfig.js'

/** The account names of CAIP-122's first line, by namespace ("…sign in with your Ethereum account:"). */
export const SIWX_ACCOUNT_NAMES: Readonly<Record<ChainNamespace, string>> = {
  eip155: 'Ethereum',
  solana: 'Solana',
  bip122: 'Bitcoin',
  polkadot: 'Polkadot',
}

// RFC 3986 authority, as viem checks it for EIP-4361 (host name with a TLD, IPv4 or localhost, optional port).
const DOMAIN = /^(([a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\.)+([a-zA-Z]{2,63}|[xX][nN]--[a-zA-Z0-9-]{0,58}[a-zA-Z0-9])|((25[0-5]|2[0-4][0-9]|[01]?[0-9][0-9]?)\.){3}(25[0-5]|2[0-4][0-9]|[01]?[0-9][0-9]?)|localhost)(:[0-9]{1,5})?$/
const NONCE = /^[a-zA-Z0-9]{8,}$/
// RFC 3339 date-time, as EIP-4361 and CAIP-122 ask.
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/
// RFC 3986 URI: a scheme, then no whitespace.
const URI = /^[a-zA-Z][a-zA-Z0-9+.-]*:[^\s]*$/
const BITCOIN_ADDRESS = /^[a-zA-HJ-NP-Z0-9]{25,90}$/
// SS58: base58, 46 to 48 characters for the usual 32-byte keys.
const POLKADOT_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{46,48}$/

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
    const expirationTime = Number.isFinite(input.expiresIn) && input.expiresIn > 0 ? isoTime(input.issuedAt + input.expiresIn * 1000) : undefined
    if (expirationTime === undefined) return fail('siwxInvalidMessage', 'expiresIn must be a positive number of seconds')
    data.expirationTime = expirationTime
  }
  if (input.statement !== undefined && input.statement !== '') data.statement = input.statement
  if (input.resources !== undefined && input.resources.length > 0) data.resources = [...input.resources]
  if (input.requestId !== undefined && input.requestId !== '') data.requestId = input.requestId
  return ok(data)
}

function checkCommon(data: SiwxSessionData): string | undefined {
  if (typeof data.domain !== 'string' || !DOMAIN.test(data.domain)) return 'domain must be an RFC 3986 authority'
  if (typeof data.uri !== 'string' || !URI.test(data.uri)) return 'uri must be an RFC 3986 URI'
  if (data.version !== '1') return "version must be '1'"
  if (typeof data.nonce !== 'string' || !NONCE.test(data.nonce)) return 'nonce must be at least 8 letters or digits'
  if (data.statement !== undefined && (typeof data.statement !== 'string' || /[\n\r]/.test(data.statement))) return 'statement must be one line'
  for (const [field, value] of [
    ['issuedAt', data.issuedAt],
    ['expirationTime', data.expirationTime],
    ['notBefore', data.notBefore],
  ] as const) {
    if (value !== undefined && (typeof value !== 'string' || !DATE_TIME.test(value) || Number.isNaN(Date.parse(value)))) {
      return `${field} must be an RFC 3339 date-time`
    }
  }
  if (data.issuedAt === undefined) return 'issuedAt is required'
  if (data.requestId !== undefined && (typeof data.requestId !== 'string' || /[\n\r]/.test(data.requestId))) return 'requestId must be one line'
  if (data.resources !== undefined) {
    if (!Array.isArray(data.resources)) return 'resources must be a list of URIs'
    for (const r of data.resources) if (typeof r !== 'string' || !URI.test(r)) return 'every resource must be an RFC 3986 URI'
  }
  return undefined
}

function checkAddress(namespace: ChainNamespace, address: unknown): string | undefined {
  if (typeof address !== 'string') return 'accountAddress is required'
  switch (namespace) {
    case 'eip155':
      return checkEvmAddress(address).ok ? undefined : 'accountAddress must be an EVM address (a mixed-case one with its EIP-55 checksum)'
    case 'solana':
      return checkSolanaAddress(address).ok ? undefined : 'accountAddress must be a Solana address'
    case 'bip122':
      return BITCOIN_ADDRESS.test(address) ? undefined : 'accountAddress must be a Bitcoin address'
    case 'polkadot':
      return POLKADOT_ADDRESS.test(address) ? undefined : 'accountAddress must be a Polkadot address'
  }
}

const toDate = (value: string | undefined) => (value === undefined ? undefined : new Date(value))

/**
 * The message text of session data: EIP-4361 (viem's createSiweMessage) for
 * eip155, CAIP-122 for the other namespaces. Times are written as ISO 8601 in
 * UTC with milliseconds (viem's form). A field that breaks either standard is a
 * refusal naming it, never a throw.
 */
export function buildSiwxMessage(data: SiwxSessionData): Result<string> {
  try {
    const network = parseCaipNetworkId(data?.chainId)
    if (!network.ok) return fail('siwxInvalidMessage', 'chainId must be a CAIP-2 id')
    const namespace = network.value.namespace
    const problem = checkAddress(namespace, data.accountAddress) ?? checkCommon(data)
    if (problem !== undefined) return fail('siwxInvalidMessage', problem)
    if (namespace === 'eip155') {
      const chainId = Number(network.value.reference)
      if (!/^[1-9][0-9]{0,15}$/.test(network.value.reference) || !Number.isSafeInteger(chainId)) return fail('siwxInvalidMessage', 'an EIP-155 chain id is a positive integer')
      return ok(
        createSiweMessage({
          address: data.accountAddress as `0x${string}`,
          chainId,
          domain: data.domain,
          uri: data.uri,
          version: '1',
          nonce: data.nonce,
          issuedAt: toDate(data.issuedAt),
          expirationTime: toDate(data.expirationTime),
          notBefore: toDate(data.notBefore),
          requestId: data.requestId,
          resources: data.resources,
          statement: data.statement,
        }),
      )
    }
    // CAIP-122: EIP-4361's layout with the chain's own account name, and the CAIP-2 reference as Chain ID.
    const lines = [`${data.domain} wants you to sign in with your ${SIWX_ACCOUNT_NAMES[namespace]} account:`, data.accountAddress, '']
    if (data.statement !== undefined) lines.push(data.statement)
    lines.push('')
    lines.push(`URI: ${data.uri}`, 'Version: 1', `Chain ID: ${network.value.reference}`, `Nonce: ${data.nonce}`)
    lines.push(`Issued At: ${toDate(data.issuedAt)!.toISOString()}`)
    if (data.expirationTime !== undefined) lines.push(`Expiration Time: ${toDate(data.expirationTime)!.toISOString()}`)
    if (data.notBefore !== undefined) lines.push(`Not Before: ${toDate(data.notBefore)!.toISOString()}`)
    if (data.requestId !== undefined) lines.push(`Request ID: ${data.requestId}`)
    if (data.resources !== undefined) lines.push('Resources:', ...data.resources.map((r) => `- ${r}`))
    return ok(lines.join('\n'))
  } catch (error) {
    // viem's checks (SiweInvalidMessageFieldError) and getAddress's checksum check.
    const details = error instanceof Error ? (error as { shortMessage?: string }).shortMessage ?? error.message.split('\n')[0] : undefined
    return fail('siwxInvalidMessage', details)
  }
}

const HEADER = /^(?<domain>[^\s]+) wants you to sign in with your (?<name>Ethereum|Solana|Bitcoin|Polkadot) account:$/

function timeField(value: Date | undefined): string | undefined {
  if (value === undefined) return undefined
  return Number.isNaN(value.getTime()) ? 'invalid' : value.toISOString()
}

function parseEip4361(text: string): Result<SiwxSessionData> {
  const m = parseSiweMessage(text)
  if (m.address === undefined || m.domain === undefined || m.uri === undefined || m.version === undefined || m.nonce === undefined || m.chainId === undefined) {
    return fail('siwxInvalidMessage', 'not an EIP-4361 message')
  }
  if (m.scheme !== undefined) return fail('siwxInvalidMessage', 'a scheme before the domain is not supported')
  const data: SiwxSessionData = {
    accountAddress: m.address,
    chainId: `eip155:${m.chainId}`,
    domain: m.domain,
    uri: m.uri,
    version: m.version,
    nonce: m.nonce,
  }
  const issuedAt = timeField(m.issuedAt)
  if (issuedAt !== undefined) data.issuedAt = issuedAt
  const expirationTime = timeField(m.expirationTime)
  if (expirationTime !== undefined) data.expirationTime = expirationTime
  const notBefore = timeField(m.notBefore)
  if (notBefore !== undefined) data.notBefore = notBefore
  if (m.requestId !== undefined) data.requestId = m.requestId
  if (m.resources !== undefined) data.resources = m.resources
  if (m.statement !== undefined) data.statement = m.statement
  return ok(data)
}

const SUFFIX: ReadonlyArray<[label: string, key: keyof SiwxSessionData, required: boolean]> = [
  ['URI', 'uri', true],
  ['Version', 'version', true],
  ['Chain ID', 'chainId', true],
  ['Nonce', 'nonce', true],
  ['Issued At', 'issuedAt', true],
  ['Expiration Time', 'expirationTime', false],
  ['Not Before', 'notBefore', false],
  ['Request ID', 'requestId', false],
]

function parseCaip122(text: string, namespace: ChainNamespace, domain: string): Result<SiwxSessionData> {
  const lines = text.split('\n')
  const address = lines[1]
  if (address === undefined || lines[2] !== '') return fail('siwxInvalidMessage', 'the address line is missing')
  let i = 3
  let statement: string | undefined
  if (lines[i] !== '') {
    statement = lines[i]
    i++
  }
  if (lines[i] !== '') return fail('siwxInvalidMessage', 'an empty line must follow the statement')
  i++
  const fields: Partial<Record<keyof SiwxSessionData, string>> = {}
  for (const [label, key, required] of SUFFIX) {
    const line = lines[i]
    if (line !== undefined && line.startsWith(`${label}: `)) {
      fields[key] = line.slice(label.length + 2)
      i++
    } else if (required) {
      return fail('siwxInvalidMessage', `${label} is missing`)
    }
  }
  let resources: string[] | undefined
  if (lines[i] === 'Resources:') {
    resources = []
    for (i++; i < lines.length && lines[i]!.startsWith('- '); i++) resources.push(lines[i]!.slice(2))
  }
  if (i !== lines.length) return fail('siwxInvalidMessage', `unexpected line ${i + 1}`)
  const data: SiwxSessionData = {
    accountAddress: address,
    chainId: `${namespace}:${fields.chainId ?? ''}`,
    domain,
    uri: fields.uri!,
    version: fields.version!,
    nonce: fields.nonce!,
    issuedAt: fields.issuedAt!,
  }
  if (fields.expirationTime !== undefined) data.expirationTime = fields.expirationTime
  if (fields.notBefore !== undefined) data.notBefore = fields.notBefore
  if (fields.requestId !== undefined) data.requestId = fields.requestId
  if (resources !== undefined) data.resources = resources
  if (statement !== undefined) data.statement = statement
  return ok(data)
}

/**
 * The session data of a message text: EIP-4361 through viem's parseSiweMessage
 * for "…your Ethereum account:", CAIP-122 for Solana, Bitcoin and Polkadot. The
 * fields are checked as buildSiwxMessage checks them (times come back as ISO
 * 8601 in UTC with milliseconds). Anything else is a refusal, never a throw.
 */
export function parseSiwxMessage(text: unknown): Result<SiwxSessionData> {
  try {
    if (typeof text !== 'string' || text.length > 20_000) return fail('siwxInvalidMessage', 'a message is a string')
    const header = HEADER.exec(text.slice(0, text.indexOf('\n') >>> 0))
    if (!header?.groups) return fail('siwxInvalidMessage', 'the first line is not a sign-in request')
    const name = header.groups.name!
    const namespace = (Object.keys(SIWX_ACCOUNT_NAMES) as ChainNamespace[]).find((ns) => SIWX_ACCOUNT_NAMES[ns] === name)!
    const parsed = namespace === 'eip155' ? parseEip4361(text) : parseCaip122(text, namespace, header.groups.domain!)
    if (!parsed.ok) return parsed
    const data = parsed.value
    const network = parseCaipNetworkId(data.chainId)
    if (!network.ok) return fail('siwxInvalidMessage', 'Chain ID is not valid')
    const problem = checkAddress(namespace, data.accountAddress) ?? checkCommon(data)
    if (problem !== undefined) return fail('siwxInvalidMessage', problem)
    // EIP-4361: the address is written with its EIP-55 checksum.
    if (namespace === 'eip155') {
      const checksummed = checkEvmAddress(data.accountAddress)
      if (!checksummed.ok || checksummed.value !== data.accountAddress) return fail('siwxInvalidMessage', 'the address must carry its EIP-55 checksum')
    }
    // Times in one form, so that build → parse is an identity.
    for (const key of ['issuedAt', 'expirationTime', 'notBefore'] as const) {
      const value = data[key]
      if (value !== undefined) data[key] = new Date(value).toISOString()
    }
    return ok(data)
  } catch (error) {
    return fail('siwxInvalidMessage', error instanceof Error ? error.message.split('\n')[0] : undefined)
  }
}
