// SPEC §3: the networks Gatehouse defines, as data. The EVM fields are viem's
// chain definitions, pinned here (EVM_CHAINS) and checked field by field against
// 'viem/chains' in networks.test.ts, so a viem upgrade that changes them fails
// the test. Why not import them at run time: `base` and `baseSepolia` spread
// viem's OP-stack chainConfig, whose formatters and serializers cost 14.5 KiB
// gzip in an app's initial chunk for four objects of data (measured with
// esbuild; `mainnet` alone is 0.5 KiB). The Solana and Bitcoin networks are
// written here with their real CAIP-2 ids. Apps override RPC URLs and add
// networks; a bad definition is refused at configuration time.
import * as z from 'zod/mini'
import { ConfigurationError } from '../errors/catalogue.js'
import { BITCOIN_CAIP_IDS } from './bitcoin.js'
import { ChainNamespaceSchema, type CaipNetworkId, type ChainNamespace } from './caip.js'
import { fail, ok, type Result } from './result.js'

/** A network (SPEC §3). */
export interface Network {
  id: number | string
  caipNetworkId: CaipNetworkId
  chainNamespace: ChainNamespace
  name: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  rpcUrls: { default: { http: readonly string[] }; chainDefault?: { http: readonly string[] } }
  blockExplorers?: { default: { name: string; url: string } }
  testnet: boolean
  assets?: { imageId?: string; imageUrl?: string }
}

/** The fields of a viem `Chain` that a Gatehouse network takes. */
export interface ViemChainLike {
  id: number
  name: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  rpcUrls: { default: { http: readonly string[] } }
  blockExplorers?: { default: { name: string; url: string } }
  testnet?: boolean
}

/** A Gatehouse network from a viem chain definition (only the fields of SPEC §3). */
export function fromViemChain(chain: ViemChainLike): Network {
  const network: Network = {
    id: chain.id,
    caipNetworkId: `eip155:${chain.id}`,
    chainNamespace: 'eip155',
    name: chain.name,
    nativeCurrency: { ...chain.nativeCurrency },
    rpcUrls: {
      default: { http: [...chain.rpcUrls.default.http] },
      chainDefault: { http: [...chain.rpcUrls.default.http] },
    },
    testnet: chain.testnet === true,
  }
  if (chain.blockExplorers)
    network.blockExplorers = {
      default: { name: chain.blockExplorers.default.name, url: chain.blockExplorers.default.url },
    }
  return network
}

const SOL = { name: 'Solana', symbol: 'SOL', decimals: 9 }
const BTC = { name: 'Bitcoin', symbol: 'BTC', decimals: 8 }

function solana(reference: string, name: string, cluster: string, testnet: boolean): Network {
  const rpc = [`https://api.${cluster}.solana.com`]
  return {
    id: reference,
    caipNetworkId: `solana:${reference}`,
    chainNamespace: 'solana',
    name,
    nativeCurrency: SOL,
    rpcUrls: { default: { http: rpc }, chainDefault: { http: rpc } },
    blockExplorers: {
      default: {
        name: 'Solana Explorer',
        url:
          cluster === 'mainnet-beta'
            ? 'https://explorer.solana.com'
            : `https://explorer.solana.com/?cluster=${cluster}`,
      },
    },
    testnet,
  }
}

function bitcoin(caipNetworkId: CaipNetworkId, name: string, path: string, testnet: boolean): Network {
  const rpc = [`https://mempool.space${path}/api`]
  return {
    id: caipNetworkId.slice('bip122:'.length),
    caipNetworkId,
    chainNamespace: 'bip122',
    name,
    nativeCurrency: BTC,
    rpcUrls: { default: { http: rpc }, chainDefault: { http: rpc } },
    blockExplorers: { default: { name: 'mempool.space', url: `https://mempool.space${path}` } },
    testnet,
  }
}

const ETH = { name: 'Ether', symbol: 'ETH', decimals: 18 }

/** viem's definitions of the SPEC §3 EVM chains (viem 2.57; networks.test.ts checks them against 'viem/chains'). */
export const EVM_CHAINS = {
  mainnet: {
    id: 1,
    name: 'Ethereum',
    nativeCurrency: ETH,
    rpcUrls: { default: { http: ['https://ethereum.reth.rs/rpc'] } },
    blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } },
  },
  base: {
    id: 8453,
    name: 'Base',
    nativeCurrency: ETH,
    rpcUrls: { default: { http: ['https://mainnet.base.org'] } },
    blockExplorers: { default: { name: 'Basescan', url: 'https://basescan.org' } },
  },
  baseSepolia: {
    id: 84532,
    name: 'Base Sepolia',
    nativeCurrency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['https://sepolia.base.org'] } },
    blockExplorers: { default: { name: 'Basescan', url: 'https://sepolia.basescan.org' } },
    testnet: true,
  },
  arbitrum: {
    id: 42161,
    name: 'Arbitrum One',
    nativeCurrency: ETH,
    rpcUrls: { default: { http: ['https://arb1.arbitrum.io/rpc'] } },
    blockExplorers: { default: { name: 'Arbiscan', url: 'https://arbiscan.io' } },
  },
} as const satisfies Record<string, ViemChainLike>

/** SPEC §3: Ethereum. */
export const ethereumNetwork = /* @__PURE__ */ fromViemChain(EVM_CHAINS.mainnet)
/** SPEC §3: Base. */
export const baseNetwork = /* @__PURE__ */ fromViemChain(EVM_CHAINS.base)
/** SPEC §3: Base Sepolia. */
export const baseSepoliaNetwork = /* @__PURE__ */ fromViemChain(EVM_CHAINS.baseSepolia)
/** SPEC §3: Arbitrum One. */
export const arbitrumNetwork = /* @__PURE__ */ fromViemChain(EVM_CHAINS.arbitrum)
/** SPEC §3: Solana mainnet (CAIP-2 reference: the genesis hash prefix). */
export const solanaNetwork = /* @__PURE__ */ solana('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'Solana', 'mainnet-beta', false)
/** SPEC §3: Solana devnet. */
export const solanaDevnetNetwork = /* @__PURE__ */ solana(
  'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  'Solana Devnet',
  'devnet',
  true,
)
/** SPEC §3: Solana testnet. */
export const solanaTestnetNetwork = /* @__PURE__ */ solana(
  '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  'Solana Testnet',
  'testnet',
  true,
)
/** SPEC §3: Bitcoin mainnet. */
export const bitcoinNetwork = /* @__PURE__ */ bitcoin(BITCOIN_CAIP_IDS.mainnet, 'Bitcoin', '', false)
/** SPEC §3: Bitcoin testnet. */
export const bitcoinTestnetNetwork = /* @__PURE__ */ bitcoin(
  BITCOIN_CAIP_IDS.testnet,
  'Bitcoin Testnet',
  '/testnet',
  true,
)

/** SPEC §3: every defined network. */
export const NETWORKS: readonly Network[] = [
  ethereumNetwork,
  baseNetwork,
  baseSepoliaNetwork,
  arbitrumNetwork,
  solanaNetwork,
  solanaDevnetNetwork,
  solanaTestnetNetwork,
  bitcoinNetwork,
  bitcoinTestnetNetwork,
]

// Built on first use (an app's own networks or RPC URLs, checked at configuration), not at module evaluation:
// most apps never need them, and every app would pay for building them at start-up.
function buildSchemas() {
  const HttpUrl = z.string().check(z.regex(/^https?:\/\/[^\s]+$/, 'Expected an http(s) URL'))
  const HttpList = z.object({ http: z.array(HttpUrl).check(z.minLength(1, 'Expected at least one RPC URL')) })
  /** Schema of a network definition (SPEC §3). */
  const NetworkSchema = z
    .object({
      id: z.union([z.number().check(z.int(), z.positive()), z.string().check(z.minLength(1))]),
      caipNetworkId: z.string(),
      chainNamespace: ChainNamespaceSchema,
      name: z.string().check(z.minLength(1)),
      nativeCurrency: z.object({
        name: z.string().check(z.minLength(1)),
        symbol: z.string().check(z.minLength(1)),
        decimals: z.number().check(z.int(), z.gte(0), z.lte(255)),
      }),
      rpcUrls: z.object({ default: HttpList, chainDefault: z.optional(HttpList) }),
      blockExplorers: z.optional(z.object({ default: z.object({ name: z.string(), url: HttpUrl }) })),
      testnet: z.boolean(),
      assets: z.optional(z.object({ imageId: z.optional(z.string()), imageUrl: z.optional(z.string()) })),
    })
    .check(
      z.refine((n) => n.caipNetworkId === `${n.chainNamespace}:${n.id}`, {
        error: 'caipNetworkId must be chainNamespace:id',
        path: ['caipNetworkId'],
      }),
    )
  return { HttpList, NetworkSchema }
}
let schemas: ReturnType<typeof buildSchemas> | undefined
const networkSchemas = () => (schemas ??= buildSchemas())

/** What an app configures: extra networks and RPC URL overrides by CAIP-2 id. */
export interface NetworkOptions {
  /** Networks added to (or replacing, by caipNetworkId) SPEC's defaults. */
  networks?: readonly unknown[]
  /** RPC URLs that replace a network's default list (its chainDefault list is kept). */
  rpcUrls?: Readonly<Record<string, readonly string[]>>
}

/** Whether `input` is a viem `Chain` (a numeric id, no CAIP fields) rather than a SPEC §3 network. */
const isViemChain = (input: unknown): input is ViemChainLike =>
  typeof (input as Network | null)?.id === 'number' &&
  !(input as Network).caipNetworkId &&
  Array.isArray((input as ViemChainLike).rpcUrls?.default?.http)

/** Validates one network definition; never throws. */
export function validateNetwork(input: unknown): Result<Network> {
  const parsed = networkSchemas().NetworkSchema.safeParse(input)
  if (parsed.success) return ok(parsed.data as Network)
  const issue = parsed.error.issues[0]
  return fail('invalidNetwork', issue ? `${issue.path.join('.') || '(root)'}: ${issue.message}` : undefined)
}

/** The app's networks: SPEC's defaults, then added networks, then RPC overrides; the first bad definition is refused. */
export function resolveNetworks(
  options: NetworkOptions = {},
  defaults: readonly Network[] = NETWORKS,
): Result<Network[]> {
  if (typeof options !== 'object' || options === null) return fail('invalidNetwork', 'Expected network options')
  const { networks = [], rpcUrls = {} } = options
  if (!Array.isArray(networks)) return fail('invalidNetwork', 'networks: expected a list')
  if (typeof rpcUrls !== 'object' || rpcUrls === null || Array.isArray(rpcUrls))
    return fail('invalidNetwork', 'rpcUrls: expected an object')
  const byId = new Map<string, Network>(defaults.map((n) => [n.caipNetworkId, n]))
  for (const [i, input] of networks.entries()) {
    const r = validateNetwork(isViemChain(input) ? fromViemChain(input) : input)
    if (!r.ok) return fail('invalidNetwork', `customNetworks[${i}]: ${r.error.details ?? r.error.message}`)
    byId.set(r.value.caipNetworkId, r.value)
  }
  for (const [id, urls] of Object.entries(rpcUrls)) {
    const network = byId.get(id)
    if (!network) return fail('invalidNetwork', `rpcUrls: no network ${id}`)
    const list = networkSchemas().HttpList.safeParse({ http: urls })
    if (!list.success) return fail('invalidNetwork', `rpcUrls.${id}: expected a non-empty list of http(s) URLs`)
    byId.set(id, {
      ...network,
      rpcUrls: { default: { http: [...urls] }, chainDefault: network.rpcUrls.chainDefault ?? network.rpcUrls.default },
    })
  }
  return ok([...byId.values()])
}

/** Like resolveNetworks, for configuration time: a bad definition throws ConfigurationError. */
export function defineNetworks(options: NetworkOptions = {}): Network[] {
  const r = resolveNetworks(options)
  if (!r.ok) throw new ConfigurationError('invalidNetwork', { details: r.error.details })
  return r.value
}

/** The network of a CAIP-2 id among `networks`. */
export function findNetwork(networks: readonly Network[], caipNetworkId: string): Network | undefined {
  return networks.find((n) => n.caipNetworkId === caipNetworkId)
}
