// Writes a sign-in message from its fields, checking each as the parser does, so
// that parseSiwxMessage(createSiwxMessage(m)) is m and createSiwxMessage of a parsed
// message is the same text, byte for byte.
import { isChainNamespace, type ChainNamespace } from '../domain/caip.js'
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

/**
 * The text of a sign-in message: EIP-4361 for an eip155 `chainId`, CAIP-122's
 * layout for solana, bip122 and polkadot. Throws SiwxMessageError naming the
 * line a field would be on and why, when a field breaks the grammar.
 */
export function createSiwxMessage(message: SiwxMessage): string {
  const lines: string[] = []
  const check = (field: SiwxMessageField, value: unknown, namespace: ChainNamespace): string => {
    if (typeof value !== 'string') throw new SiwxMessageError(lines.length + 1, field, 'a string is required')
    const problem = fieldProblem(field, value, namespace)
    if (problem) throw new SiwxMessageError(lines.length + 1, field, problem)
    return value
  }
  const chainId = typeof message?.chainId === 'string' ? message.chainId : ''
  const colon = chainId.indexOf(':')
  const namespace = chainId.slice(0, colon)
  if (colon === -1 || !isChainNamespace(namespace))
    throw new SiwxMessageError(
      6,
      'chainId',
      'chainId is CAIP-2 (eip155:1) with a namespace of eip155, solana, bip122 or polkadot',
    )

  const scheme = message.scheme === undefined ? '' : `${check('scheme', message.scheme, namespace)}://`
  lines.push(
    `${scheme}${check('domain', message.domain, namespace)}${HEADER_MIDDLE}${SIWX_ACCOUNT_NAMES[namespace]}${HEADER_END}`,
  )
  lines.push(check('accountAddress', message.accountAddress, namespace))
  lines.push('')
  if (message.statement !== undefined) lines.push(check('statement', message.statement, namespace))
  lines.push('')
  for (const [label, field] of REQUIRED_LINES) {
    const value = field === 'chainId' ? chainId.slice(colon + 1) : message[field]
    lines.push(`${label}: ${check(field, value, namespace)}`)
  }
  for (const [label, field] of OPTIONAL_LINES) {
    if (message[field] !== undefined) lines.push(`${label}: ${check(field, message[field], namespace)}`)
  }
  if (message.resources !== undefined) {
    if (!Array.isArray(message.resources))
      throw new SiwxMessageError(lines.length + 1, 'resources', 'resources are a list of URIs')
    lines.push(RESOURCES_LINE)
    for (const resource of message.resources) lines.push(`- ${check('resources', resource, namespace)}`)
  }
  return lines.join('\n')
}
