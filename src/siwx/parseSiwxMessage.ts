// EIP-4361's ABNF (and CAIP-122's same layout), read line by line: the fields in
// their order, each once, exact line structure, no extra or blank line, no trailing
// LF. Every refusal names its line and why; nothing is dropped or rewritten.
import type { ChainNamespace } from '../domain/caip.js'
import {
  fieldProblem,
  HEADER_END,
  HEADER_MIDDLE,
  OPTIONAL_LINES,
  REQUIRED_LINES,
  RESOURCES_LINE,
  SIWX_ACCOUNT_NAMES,
  SiwxMessageError,
  type SiwxMessage,
  type SiwxMessageField,
} from './message.js'

/** What parseSiwxMessage returns: the fields, or the error naming the line. */
export type SiwxParseResult = { ok: true; value: SiwxMessage } | { ok: false; error: SiwxMessageError }

// A message longer than this is refused before it is read (a sign-in message is well under 4 KB).
const MAX_LENGTH = 20_000

const LABELS: ReadonlyArray<string> = [...REQUIRED_LINES, ...OPTIONAL_LINES].map(([label]) => label)

function labelOf(line: string): string | undefined {
  if (line === RESOURCES_LINE) return 'Resources'
  return LABELS.find((label) => line.startsWith(`${label}: `))
}

function refuse(line: number, field: SiwxMessageField, reason: string): { ok: false; error: SiwxMessageError } {
  return { ok: false, error: new SiwxMessageError(line + 1, field, reason) }
}

function show(line: string): string {
  return JSON.stringify(line.length > 40 ? `${line.slice(0, 40)}…` : line)
}

/**
 * Parses a sign-in message exactly as EIP-4361's ABNF says (for "…your Ethereum
 * account:"; CAIP-122's layout for Solana, Bitcoin and Polkadot). Never throws:
 * a refusal is a SiwxMessageError with the line (1-based), the field and the reason.
 */
export function parseSiwxMessage(text: unknown): SiwxParseResult {
  if (typeof text !== 'string') return refuse(0, 'message', 'a message is a string')
  if (text.length > MAX_LENGTH) return refuse(0, 'message', `longer than ${MAX_LENGTH} characters`)
  const lines = text.split('\n')
  // A line the message ends before is named as its last line: an error always names a line of the text.
  const missing = (at: number, field: SiwxMessageField, reason: string) =>
    refuse(Math.min(at, lines.length - 1), field, reason)
  const cr = lines.findIndex((line) => line.includes('\r'))
  if (cr !== -1) return refuse(cr, 'message', 'a carriage return: EIP-4361 lines end with LF alone')

  // Line 1: [ scheme "://" ] domain " wants you to sign in with your <name> account:"
  const header = lines[0]!
  const middle = header.indexOf(HEADER_MIDDLE)
  const name = middle === -1 ? undefined : header.slice(middle + HEADER_MIDDLE.length)
  const namespace = (Object.keys(SIWX_ACCOUNT_NAMES) as ChainNamespace[]).find(
    (ns) => name === `${SIWX_ACCOUNT_NAMES[ns]}${HEADER_END}`,
  )
  if (namespace === undefined)
    return refuse(0, 'header', 'expected "<domain> wants you to sign in with your Ethereum account:"')
  const origin = header.slice(0, middle)
  const separator = origin.indexOf('://')
  const scheme = separator === -1 ? undefined : origin.slice(0, separator)
  const domain = separator === -1 ? origin : origin.slice(separator + 3)
  const message: SiwxMessage = {
    domain,
    accountAddress: '',
    uri: '',
    version: '',
    chainId: '',
    nonce: '',
    issuedAt: '',
  }
  if (scheme !== undefined) {
    const problem = fieldProblem('scheme', scheme, namespace)
    if (problem) return refuse(0, 'scheme', problem)
    message.scheme = scheme
  }
  const domainProblem = fieldProblem('domain', domain, namespace)
  if (domainProblem) return refuse(0, 'domain', domainProblem)

  // Line 2: the address; line 3: empty.
  if (lines[1] === undefined) return missing(1, 'accountAddress', 'the address line is missing')
  const addressProblem = fieldProblem('accountAddress', lines[1], namespace)
  if (addressProblem) return refuse(1, 'accountAddress', addressProblem)
  message.accountAddress = lines[1]
  if (lines[2] !== '')
    return missing(
      2,
      'statement',
      lines[2] === undefined ? 'the message ends after the address' : 'expected an empty line after the address',
    )

  // [ statement LF ] LF: an empty line 4 followed by a non-empty one means no statement.
  let i = 3
  if (lines[3] === '' && lines[4] !== '') {
    i = 4
  } else if (lines[3] !== undefined) {
    const problem = fieldProblem('statement', lines[3], namespace)
    if (problem) return refuse(3, 'statement', problem)
    message.statement = lines[3]
    if (lines[4] !== '')
      return missing(
        4,
        'statement',
        lines[4] === undefined
          ? 'the message ends after the statement'
          : 'expected an empty line after the statement (a statement is one line)',
      )
    i = 5
  }

  for (const [label, field] of REQUIRED_LINES) {
    const line = lines[i]
    if (line === undefined) return missing(i, field, `"${label}: …" is missing`)
    if (!line.startsWith(`${label}: `)) {
      const found = labelOf(line)
      if (found !== undefined)
        return refuse(
          i,
          field,
          `expected "${label}: …", found "${found}" (EIP-4361's order: URI, Version, Chain ID, Nonce, Issued At)`,
        )
      return refuse(i, field, `expected "${label}: …", found ${show(line)}`)
    }
    const value = line.slice(label.length + 2)
    const problem = fieldProblem(field, value, namespace)
    if (problem) return refuse(i, field, problem)
    message[field] = value
    i++
  }

  // [ Expiration Time ] [ Not Before ] [ Request ID ] [ "Resources:" *( LF "- " URI ) ], each once, in order.
  let next = 0
  for (; i < lines.length; i++) {
    const line = lines[i]!
    if (line === '' && i === lines.length - 1) return refuse(i, 'message', 'the message ends with a line break')
    if (message.resources !== undefined) {
      if (!line.startsWith('- '))
        return refuse(i, 'resources', `expected "- " and a URI, found ${show(line)} (nothing follows the resources)`)
      const problem = fieldProblem('resources', line.slice(2), namespace)
      if (problem) return refuse(i, 'resources', problem)
      message.resources.push(line.slice(2))
      continue
    }
    if (line === RESOURCES_LINE) {
      message.resources = []
      next = OPTIONAL_LINES.length
      continue
    }
    const k = OPTIONAL_LINES.findIndex(([label], index) => index >= next && line.startsWith(`${label}: `))
    if (k === -1) {
      const found = labelOf(line)
      if (found !== undefined)
        return refuse(
          i,
          'message',
          `"${found}" is repeated or out of order (EIP-4361's order: …, Issued At, Expiration Time, Not Before, Request ID, Resources)`,
        )
      if (line === '') return refuse(i, 'message', 'an empty line where none belongs')
      if (line.startsWith('- ')) return refuse(i, 'resources', 'a resource line without "Resources:" before it')
      return refuse(i, 'message', `not a line of EIP-4361: ${show(line)}`)
    }
    const [label, field] = OPTIONAL_LINES[k]!
    const value = line.slice(label.length + 2)
    const problem = fieldProblem(field, value, namespace)
    if (problem) return refuse(i, field, problem)
    message[field] = value
    next = k + 1
  }
  message.chainId = `${namespace}:${message.chainId}`
  return { ok: true, value: message }
}
