import * as z from 'zod/mini'

/** The chain namespaces Gatehouse knows (SPEC §3). */
export const NAMESPACES = ['eip155', 'solana', 'polkadot', 'bip122'] as const

/** A chain namespace (SPEC §3). */
export type ChainNamespace = (typeof NAMESPACES)[number]

/** A CAIP-2 chain id such as `eip155:1`, as `namespace:reference`. */
export type CaipNetworkId = `${string}:${string}`

/** Schema of a chain namespace. */
export const ChainNamespaceSchema = z.enum(NAMESPACES)

// CAIP-2: namespace [-a-z0-9]{3,8}, reference [-_a-zA-Z0-9]{1,32}.
const CAIP2 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/
const KNOWN_CAIP2 = new RegExp(`^(?:${NAMESPACES.join('|')}):[-_a-zA-Z0-9]{1,32}$`)

/** Schema of a CAIP-2 chain id in a known namespace. One test on the happy path; the message says which rule failed. */
export const CaipNetworkIdSchema = z.string().check(
  z.refine((s: string) => KNOWN_CAIP2.test(s), {
    error: (issue) =>
      typeof issue.input === 'string' && CAIP2.test(issue.input)
        ? // SPEC §5: the message for a chain id whose namespace is not configured
          'Namespace is not configured. Please call connect() first with namespace config.'
        : 'Invalid CAIP-2 chain id',
  }),
) as unknown as z.ZodMiniType<CaipNetworkId>

/** The namespace part of a CAIP-2 chain id (the id is assumed valid). */
export function namespaceOf(chainId: CaipNetworkId): ChainNamespace {
  return chainId.slice(0, chainId.indexOf(':')) as ChainNamespace
}

/** A parsed CAIP-2 chain id. */
export interface CaipNetwork {
  namespace: ChainNamespace
  reference: string
}

/** A CAIP-10 account id such as `eip155:1:0xab…`. */
export type CaipAddress = `${string}:${string}:${string}`

/** A parsed CAIP-10 account id. */
export interface CaipAccount extends CaipNetwork {
  address: string
}

const NAMESPACE_SET: ReadonlySet<string> = new Set(NAMESPACES)

/** Whether a string is a namespace Gatehouse knows (SPEC §3). */
export function isChainNamespace(value: unknown): value is ChainNamespace {
  return typeof value === 'string' && NAMESPACE_SET.has(value)
}
