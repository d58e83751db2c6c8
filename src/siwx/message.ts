// The fields of a sign-in message (EIP-4361 for eip155, CAIP-122's same layout for
// the other namespaces), the error that names a refused line, and the per-field rules
// that the parser and the builder share, so that what one writes the other reads.
import { checkEvmAddress, checkSolanaAddress } from '../domain/addressChecks.js'
import type { ChainNamespace } from '../domain/caip.js'
import { GatehouseError } from '../errors/GatehouseError.js'
import {
  isAuthority,
  isChainId,
  isDateTime,
  isNonce,
  isRequestId,
  isScheme,
  isStatement,
  isUri,
  splitAuthority,
} from './abnf.js'

/**
 * A sign-in message's fields, each as written in the text (times as their RFC 3339
 * text, so that parse → create gives the same bytes). `chainId` is CAIP-2: the
 * namespace from the first line's account name, the reference from "Chain ID".
 */
export interface SiwxMessage {
  /** RFC 3986 scheme written before the domain ("https://example.com wants you…"); absent: https is meant. */
  scheme?: string | undefined
  /** RFC 3986 authority asking for the signature. */
  domain: string
  accountAddress: string
  /** One line; absent: no statement line. An empty string is an empty statement line (the ABNF allows it). */
  statement?: string | undefined
  uri: string
  version: string
  chainId: string
  nonce: string
  issuedAt: string
  expirationTime?: string | undefined
  notBefore?: string | undefined
  requestId?: string | undefined
  /** Absent: no "Resources:" line; `[]`: the line with no resource after it. */
  resources?: string[] | undefined
}

/** The part of a message a refusal is about. */
export type SiwxMessageField =
  | 'message'
  | 'scheme'
  | 'domain'
  | 'header'
  | 'accountAddress'
  | 'statement'
  | 'uri'
  | 'version'
  | 'chainId'
  | 'nonce'
  | 'issuedAt'
  | 'expirationTime'
  | 'notBefore'
  | 'requestId'
  | 'resources'

/** A sign-in message that breaks the grammar: which line (1-based), which field, and why. */
export class SiwxMessageError extends GatehouseError {
  override name = 'SiwxMessageError'
  readonly line: number
  readonly field: SiwxMessageField
  readonly reason: string

  constructor(line: number, field: SiwxMessageField, reason: string) {
    super(`Line ${line} of the sign-in message (${field}): ${reason}`)
    this.line = line
    this.field = field
    this.reason = reason
  }
}

/** CAIP-122's account names of the first line ("…sign in with your Ethereum account:"), by namespace. */
export const SIWX_ACCOUNT_NAMES: Readonly<Record<ChainNamespace, string>> = {
  eip155: 'Ethereum',
  solana: 'Solana',
  bip122: 'Bitcoin',
  polkadot: 'Polkadot',
}

/** The first line's text after the domain, up to the account name. */
export const HEADER_MIDDLE = ' wants you to sign in with your '
/** The first line's end, after the account name. */
export const HEADER_END = ' account:'

const CAIP2_REFERENCE = /^[-_a-zA-Z0-9]{1,32}$/
const BITCOIN_ADDRESS = /^[a-zA-HJ-NP-Z0-9]{25,90}$/
// SS58: base58, 46 to 48 characters for the usual 32-byte keys.
const POLKADOT_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{46,48}$/

/** The required labelled lines after the statement, in the EIP's order, with their field. */
export const REQUIRED_LINES = [
  ['URI', 'uri'],
  ['Version', 'version'],
  ['Chain ID', 'chainId'],
  ['Nonce', 'nonce'],
  ['Issued At', 'issuedAt'],
] as const
/** The optional labelled lines after "Issued At", in the EIP's order, with their field. */
export const OPTIONAL_LINES = [
  ['Expiration Time', 'expirationTime'],
  ['Not Before', 'notBefore'],
  ['Request ID', 'requestId'],
] as const
/** The line the resources follow, each on its own "- " line. */
export const RESOURCES_LINE = 'Resources:'

/** Why an address is refused for a namespace, or undefined. */
export function addressProblem(namespace: ChainNamespace, address: string): string | undefined {
  switch (namespace) {
    case 'eip155': {
      if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return 'an Ethereum address is 0x and 40 hex digits'
      const checked = checkEvmAddress(address)
      return checked.ok && checked.value === address
        ? undefined
        : 'an Ethereum address is written with its EIP-55 checksum'
    }
    case 'solana':
      return checkSolanaAddress(address).ok ? undefined : 'not a Solana address'
    case 'bip122':
      return BITCOIN_ADDRESS.test(address) ? undefined : 'not a Bitcoin address'
    case 'polkadot':
      return POLKADOT_ADDRESS.test(address) ? undefined : 'not a Polkadot address'
  }
}

/** Why a value is refused for a field of the message, or undefined. Shared by the parser and the builder. */
export function fieldProblem(field: SiwxMessageField, value: string, namespace: ChainNamespace): string | undefined {
  switch (field) {
    case 'scheme':
      return isScheme(value) ? undefined : 'not an RFC 3986 scheme (a letter, then letters, digits, "+", "-" or ".")'
    case 'domain':
      if (value === '') return 'the domain is required'
      return isAuthority(value) && splitAuthority(value)!.host !== ''
        ? undefined
        : 'not an RFC 3986 authority ([userinfo "@"] host [":" port])'
    case 'accountAddress':
      return addressProblem(namespace, value)
    case 'statement':
      return isStatement(value)
        ? undefined
        : 'a statement is one line of RFC 3986 reserved and unreserved characters and spaces'
    case 'uri':
      return isUri(value) ? undefined : 'not an RFC 3986 URI'
    case 'version':
      return value === '1' ? undefined : 'the version is "1"'
    case 'chainId':
      if (namespace === 'eip155') return isChainId(value) ? undefined : 'an EIP-155 chain id is digits'
      return CAIP2_REFERENCE.test(value) ? undefined : 'not a CAIP-2 chain reference'
    case 'nonce':
      return isNonce(value) ? undefined : 'a nonce is at least 8 letters or digits'
    case 'issuedAt':
    case 'expirationTime':
    case 'notBefore':
      return isDateTime(value) ? undefined : 'not an RFC 3339 date-time with a real calendar date and time of day'
    case 'requestId':
      return isRequestId(value) ? undefined : 'a request id is RFC 3986 pchar characters'
    case 'resources':
      return isUri(value) ? undefined : 'a resource is an RFC 3986 URI'
    default:
      return undefined
  }
}
