// CAIP-2 chain ids and CAIP-10 account ids parsed and formatted (SPEC §5's messages). Apart from caip.ts, whose
// types and chain id schema the start-up code uses: only lazy code (the WalletConnect session, the auth connector,
// the address checks) parses ids.
import { isChainNamespace, type CaipAccount, type CaipAddress, type CaipNetwork, type CaipNetworkId } from './caip.js'
import { fail, ok, type Result } from './result.js'

const REFERENCE = /^[-_a-zA-Z0-9]{1,32}$/
const NAMESPACE = /^[-a-z0-9]{3,8}$/
// CAIP-10 account_address: [-.%a-zA-Z0-9]{1,128}
const ACCOUNT = /^[-.%a-zA-Z0-9]{1,128}$/

/**
 * Parses a CAIP-2 chain id (SPEC §5: two parts). A well-formed id in an unknown namespace is refused with
 * 'Namespace is not configured. Please call connect() first with namespace config.'
 */
export function parseCaipNetworkId(input: unknown): Result<CaipNetwork> {
  if (typeof input !== 'string') return fail('invalidCaip2ChainId', 'Expected a string')
  const parts = input.split(':')
  const [namespace, reference] = parts
  if (parts.length !== 2 || !namespace || !reference || !NAMESPACE.test(namespace) || !REFERENCE.test(reference))
    return fail('invalidCaip2ChainId', 'Expected namespace:reference')
  if (!isChainNamespace(namespace)) return fail('namespaceNotConfigured', `Unknown namespace ${namespace}`)
  return ok({ namespace, reference })
}

/** Formats a CAIP-2 chain id. */
export function formatCaipNetworkId(network: CaipNetwork): CaipNetworkId {
  return `${network.namespace}:${network.reference}`
}

/**
 * Parses a CAIP-10 account id (SPEC §5): exactly three non-empty colon-separated parts ('Invalid CAIP-10 address')
 * in a known namespace ('Invalid CAIP Address'). The address part is not checked against its chain here.
 */
export function parseCaipAddress(input: unknown): Result<CaipAccount> {
  if (typeof input !== 'string') return fail('invalidCaip10Address', 'Expected a string')
  const parts = input.split(':')
  const [namespace, reference, address] = parts
  if (parts.length !== 3 || !namespace || !reference || !address)
    return fail('invalidCaip10Address', 'Expected namespace:reference:address')
  if (!NAMESPACE.test(namespace) || !REFERENCE.test(reference) || !ACCOUNT.test(address))
    return fail('invalidCaip10Address', 'A part has characters CAIP-10 does not allow')
  if (!isChainNamespace(namespace)) return fail('invalidCaipAddress', `Unknown namespace ${namespace}`)
  return ok({ namespace, reference, address })
}

/** Formats a CAIP-10 account id. */
export function formatCaipAddress(account: CaipAccount): CaipAddress {
  return `${account.namespace}:${account.reference}:${account.address}`
}
