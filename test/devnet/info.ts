// What a running devnet tells its users (the demo page, the test wallet, the tests):
// the chains, the tokens deployed on them, anvil's dev accounts and the base URLs of
// the reference servers. The shape is agreed between the engineers (contract §3).
import { base58 } from '@scure/base'
import * as z from 'zod/mini'

/** Everything a page or a test needs to use a running devnet. */
export interface DevnetInfo {
  projectId: string
  chains: { caipNetworkId: `eip155:${number}`; chainId: number; name: string; rpcUrl: string; supported: boolean }[]
  tokens: { chainId: number; address: `0x${string}`; symbol: string; decimals: number }[]
  accounts: { address: `0x${string}`; privateKey: `0x${string}` }[] // anvil's well-known dev accounts
  /** The local Solana chain (litesvm), standing in for Solana Devnet: its JSON-RPC URL, its WebSocket URL (same port; pass it to web3.js as `wsEndpoint`) and ten dev accounts, 100 SOL each at start, the same on every start (base58 address and 64-byte secret key). */
  solana: {
    caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
    rpcUrl: string
    wsUrl: string
    accounts: Array<{ address: string; secretKey: string }>
  }
  api: string
  wallets: string
  analytics: string // base URLs of the reference servers
  /** The secure frame page (the app's `endpoints.frame`), on its own origin. */
  frame: string
  /** The devnet mailbox page where the frame's emails land; `${mailbox}.json` is its JSON form. */
  mailbox: string
  /** WalletConnect: the devnet relay (ws://127.0.0.1:PORT, the app's `walletConnect.relayUrl`) and the base URL of the test phone wallet's control server (POST /pair /approve /reject /account /chain /disconnect, GET /state, GET / its page). */
  walletConnect: { relayUrl: string; phoneWallet: string }
  /** ERC-4337: the EntryPoint v0.7 and the smart-account factory (the same address on every chain) and the bundler's base URL (a chain's bundler is `${bundler}/${chainId}`). */
  accountAbstraction: { entryPoint: `0x${string}`; factory: `0x${string}`; bundler: string }
  /** The local Bitcoin network standing in for Bitcoin Testnet: its Esplora-subset API (plus POST /mine) and ten dev accounts, each payment address funded with 2 × 0.5 BTC; keys are testnet WIF. */
  bitcoin: {
    caipNetworkId: 'bip122:000000000933ea01ad0ee984209779ba'
    apiUrl: string
    accounts: Array<{ payment: string; ordinals: string; privateKey: string }>
  }
}

const HEX_ADDRESS = /^0x[0-9a-fA-F]{40}$/
const PRIVATE_KEY = /^0x[0-9a-fA-F]{64}$/
const EIP155 = /^eip155:[1-9][0-9]*$/

const address = z
  .string()
  .check(z.regex(HEX_ADDRESS, 'Expected a 0x-prefixed 40-hex-digit address')) as unknown as z.ZodMiniType<`0x${string}`>
const privateKey = z
  .string()
  .check(
    z.regex(PRIVATE_KEY, 'Expected a 0x-prefixed 64-hex-digit private key'),
  ) as unknown as z.ZodMiniType<`0x${string}`>
const chainId = z.number().check(z.int(), z.positive())
const httpUrl = z.string().check(
  z.refine((s: string) => {
    try {
      const url = new URL(s)
      return url.protocol === 'http:' || url.protocol === 'https:'
    } catch {
      return false
    }
  }, 'Expected an http(s) URL'),
)

const ChainSchema = z
  .object({
    caipNetworkId: z
      .string()
      .check(z.regex(EIP155, 'Expected an eip155 CAIP-2 id')) as unknown as z.ZodMiniType<`eip155:${number}`>,
    chainId,
    name: z.string().check(z.minLength(1)),
    rpcUrl: httpUrl,
    supported: z.boolean(),
  })
  .check(
    z.refine((chain) => chain.caipNetworkId === `eip155:${chain.chainId}`, {
      error: 'caipNetworkId must be eip155:<chainId>',
      path: ['caipNetworkId'],
    }),
  )

const wsUrl = z.string().check(
  z.refine((s: string) => {
    try {
      const url = new URL(s)
      return url.protocol === 'ws:' || url.protocol === 'wss:'
    } catch {
      return false
    }
  }, 'Expected a ws(s) URL'),
)

/** How many bytes a base58 text decodes to; -1 when it is not base58. */
function base58Length(text: string): number {
  try {
    return text.length > 0 && text.length <= 90 ? base58.decode(text).length : -1
  } catch {
    return -1
  }
}

/** zod/mini schema of {@link DevnetInfo}. */
export const DevnetInfoSchema: z.ZodMiniType<DevnetInfo> = z.object({
  projectId: z.string().check(z.minLength(1)),
  chains: z.array(ChainSchema).check(z.minLength(1)),
  tokens: z.array(
    z.object({
      chainId,
      address,
      symbol: z.string().check(z.minLength(1)),
      decimals: z.number().check(z.int(), z.nonnegative(), z.lte(255)),
    }),
  ),
  accounts: z.array(z.object({ address, privateKey })),
  solana: z.object({
    caipNetworkId: z.literal('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'),
    rpcUrl: httpUrl,
    wsUrl,
    accounts: z.array(
      z.object({
        address: z.string().check(z.refine((s) => base58Length(s) === 32, 'Expected a base58 32-byte address')),
        secretKey: z.string().check(z.refine((s) => base58Length(s) === 64, 'Expected a base58 64-byte secret key')),
      }),
    ),
  }),
  api: httpUrl,
  wallets: httpUrl,
  analytics: httpUrl,
  frame: httpUrl,
  mailbox: httpUrl,
  walletConnect: z.object({ relayUrl: wsUrl, phoneWallet: httpUrl }),
  accountAbstraction: z.object({ entryPoint: address, factory: address, bundler: httpUrl }),
  bitcoin: z.object({
    caipNetworkId: z.literal('bip122:000000000933ea01ad0ee984209779ba'),
    apiUrl: httpUrl,
    accounts: z.array(
      z.object({
        payment: z.string().check(z.regex(/^tb1q[02-9ac-hj-np-z]{38}$/, 'Expected a tb1q… P2WPKH address')),
        ordinals: z.string().check(z.regex(/^tb1p[02-9ac-hj-np-z]{58}$/, 'Expected a tb1p… taproot address')),
        privateKey: z.string().check(z.regex(/^c[1-9A-HJ-NP-Za-km-z]{51}$/, 'Expected a compressed testnet WIF key')),
      }),
    ),
  }),
})

/** Parses devnet info (for example from JSON or a Vite `define`); throws a readable error naming every bad field. */
export function parseDevnetInfo(value: unknown): DevnetInfo {
  const result = DevnetInfoSchema.safeParse(value)
  if (result.success) return result.data
  const problems = result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
  throw new TypeError(`Invalid devnet info: ${problems.join('; ')}`)
}
