// What an app's test reads back from the devnet's peers, to assert on what really happened rather than on what the
// page shows: balances on a chain, the exchange's pool reserves, the bundler's user operations, SOL on the local
// Solana chain and BTC on the local Bitcoin network (whose blocks are mined on demand). Each takes the devnet's
// addresses (DevnetUrls), so a test that started the devnet itself, or read the command's --json file, reads the
// same way the Playwright fixture does.
import { Connection, PublicKey, SolanaJSONRPCError } from '@solana/web3.js'
import { createPublicClient, erc20Abi, http, isAddress, parseAbi, parseAbiItem, type Address, type Hex } from 'viem'
import * as z from 'zod/mini'
import { exchangeAddresses, PAIR_ABI, type ExchangeAddresses } from '../exchange.js'
import type { DevnetUrls } from './config.js'

/** Which chain to read, and at which block (default: chain 1, the latest block). */
export interface ReadOptions {
  chainId?: number
  blockNumber?: bigint
}

/** Thrown when a reader is asked about something the devnet does not have (a chain, a token, a pool). */
export class DevnetLookupError extends Error {
  override name = 'DevnetLookupError'
}

/**
 * Thrown by the Solana and Bitcoin readers when the devnet does not run that chain: its addresses name none (a
 * devnet without the optional peer litesvm or ecpair, or addresses written by an older version), or nothing answers
 * at its URL (the devnet was stopped). `chain` says which.
 */
export class DevnetChainNotRunningError extends DevnetLookupError {
  override name = 'DevnetChainNotRunningError'
  constructor(
    readonly chain: 'solana' | 'bitcoin',
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options)
  }
}

function clientOf(urls: DevnetUrls, chainId = 1) {
  const chain = urls.chains.find((c) => c.chainId === chainId)
  if (!chain) throw new DevnetLookupError(`The devnet has no chain ${chainId}.`)
  // No cache: a test reads right after a transaction and must see it.
  return createPublicClient({ transport: http(chain.rpcUrl), cacheTime: 0 })
}

function tokenOf(urls: DevnetUrls, token: string, chainId: number): Address {
  const found = urls.tokens.find(
    (t) => t.chainId === chainId && (t.symbol === token || t.address.toLowerCase() === token.toLowerCase()),
  )
  if (found) return found.address
  throw new DevnetLookupError(`The devnet has no token ${token} on chain ${chainId}.`)
}

/** The balance of `address` in wei, or with `token` (a symbol such as 'USDC', or its address) in its smallest unit. */
export async function readBalance(
  urls: DevnetUrls,
  address: Address,
  options: ReadOptions & { token?: string } = {},
): Promise<bigint> {
  const chainId = options.chainId ?? 1
  const client = clientOf(urls, chainId)
  const { blockNumber } = options
  if (options.token === undefined) return client.getBalance({ address, blockNumber })
  return client.readContract({
    address: tokenOf(urls, options.token, chainId),
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address],
    blockNumber,
  })
}

/** The exchange's contracts (Uniswap v2's WETH9, factory and Router02), at the same addresses on Ethereum and Base. */
export function exchangeContracts(): ExchangeAddresses {
  return exchangeAddresses()
}

/**
 * The reserves of the pool of `a` and `b` (symbols, 'ETH' for the native currency the pools hold as WETH, or token
 * addresses), in the order asked; a swap in the pool moves them by exactly the amounts swapped.
 */
export async function readPoolReserves(
  urls: DevnetUrls,
  a: string,
  b: string,
  options: ReadOptions = {},
): Promise<[bigint, bigint]> {
  const chainId = options.chainId ?? 1
  const client = clientOf(urls, chainId)
  const { weth, factory } = exchangeAddresses()
  if ((await client.getCode({ address: factory })) === undefined)
    throw new DevnetLookupError(`The devnet has no exchange on chain ${chainId}.`)
  const side = (s: string) => (s === 'ETH' ? weth : tokenOf(urls, s, chainId))
  const [tokenA, tokenB] = [side(a), side(b)]
  const pair = await client.readContract({
    address: factory,
    abi: PAIR_ABI,
    functionName: 'getPair',
    args: [tokenA, tokenB],
  })
  if (/^0x0{40}$/.test(pair))
    throw new DevnetLookupError(`The devnet's exchange has no ${a}/${b} pool on chain ${chainId}.`)
  const [[r0, r1], token0] = await Promise.all([
    client.readContract({
      address: pair,
      abi: PAIR_ABI,
      functionName: 'getReserves',
      blockNumber: options.blockNumber,
    }),
    client.readContract({ address: pair, abi: PAIR_ABI, functionName: 'token0' }),
  ])
  return token0.toLowerCase() === tokenA.toLowerCase() ? [r0, r1] : [r1, r0]
}

/** A user operation the EntryPoint handled (its UserOperationEvent), with the transaction that carried it. */
export interface UserOperationRecord {
  userOpHash: Hex
  sender: Address
  nonce: bigint
  success: boolean
  /** What the account paid for the operation's gas, in wei. */
  actualGasCost: bigint
  transactionHash: Hex
  blockNumber: bigint
}

const USER_OPERATION_EVENT = parseAbiItem(
  'event UserOperationEvent(bytes32 indexed userOpHash, address indexed sender, address indexed paymaster, uint256 nonce, bool success, uint256 actualGasCost, uint256 actualGasUsed)',
)
const FACTORY_ABI = parseAbi(['function getAddress(address owner, uint256 salt) view returns (address)'])

async function userOperationLogs(urls: DevnetUrls, chainId: number, args: { userOpHash?: Hex; sender?: Address }) {
  const logs = await clientOf(urls, chainId).getLogs({
    address: urls.accountAbstraction.entryPoint,
    event: USER_OPERATION_EVENT,
    args,
    fromBlock: 0n,
  })
  return logs.map((log): UserOperationRecord => ({
    userOpHash: log.args.userOpHash!,
    sender: log.args.sender!,
    nonce: log.args.nonce!,
    success: log.args.success!,
    actualGasCost: log.args.actualGasCost!,
    transactionHash: log.transactionHash,
    blockNumber: log.blockNumber,
  }))
}

/**
 * The user operation of `hash` (what `eth_sendUserOperation` and the secure frame's `wallet_sendCalls` answer) once
 * the EntryPoint handled it, or null while it has not landed.
 */
export async function readUserOperation(
  urls: DevnetUrls,
  hash: Hex,
  options: { chainId?: number } = {},
): Promise<UserOperationRecord | null> {
  const [found] = await userOperationLogs(urls, options.chainId ?? 1, { userOpHash: hash })
  return found ?? null
}

/** Every user operation of the smart account `sender` on a chain, oldest first. */
export async function readUserOperations(
  urls: DevnetUrls,
  sender: Address,
  options: { chainId?: number } = {},
): Promise<UserOperationRecord[]> {
  if (!isAddress(sender)) throw new DevnetLookupError(`Not an address: ${sender}.`)
  return userOperationLogs(urls, options.chainId ?? 1, { sender })
}

/** The smart account (the SimpleAccount of the devnet's factory, salt 0) that `owner` has on a chain, and whether it is deployed yet. */
export async function readSmartAccount(
  urls: DevnetUrls,
  owner: Address,
  options: { chainId?: number } = {},
): Promise<{ address: Address; deployed: boolean }> {
  const client = clientOf(urls, options.chainId ?? 1)
  const address = await client.readContract({
    address: urls.accountAbstraction.factory,
    abi: FACTORY_ABI,
    functionName: 'getAddress',
    args: [owner, 0n],
  })
  const code = await client.getCode({ address })
  return { address, deployed: code !== undefined && code !== '0x' }
}

const CHAIN_NAMES = { solana: 'Solana chain', bitcoin: 'Bitcoin network' } as const

/** The base URL of the devnet's Solana chain or Bitcoin service; the URLs may come from JSON, so absence is checked. */
function serviceUrl(urls: DevnetUrls, chain: 'solana' | 'bitcoin'): string {
  const url =
    chain === 'solana' ? (urls as Partial<DevnetUrls>).solana?.rpcUrl : (urls as Partial<DevnetUrls>).bitcoin?.apiUrl
  if (typeof url !== 'string' || url === '')
    throw new DevnetChainNotRunningError(
      chain,
      `The devnet runs no ${CHAIN_NAMES[chain]}: its addresses have no ${chain} entry ` +
        `(it starts one when the optional peer ${chain === 'solana' ? 'litesvm' : 'ecpair'} is installed).`,
    )
  return url
}

const notAnswering = (chain: 'solana' | 'bitcoin', url: string, cause: unknown) =>
  new DevnetChainNotRunningError(
    chain,
    `The devnet's ${CHAIN_NAMES[chain]} does not answer at ${url} (was the devnet stopped?): ${
      cause instanceof Error ? cause.message : String(cause)
    }`,
    { cause },
  )

/** The SOL balance of `address` (base58) on the devnet's Solana chain, in lamports. */
export async function readSolanaBalance(urls: DevnetUrls, address: string): Promise<bigint> {
  const rpcUrl = serviceUrl(urls, 'solana')
  let key: PublicKey
  try {
    key = new PublicKey(address)
  } catch {
    throw new DevnetLookupError(`Not a Solana address: ${address}.`)
  }
  // No keep-alive agent: the test's process holds no socket open to a devnet it is about to stop.
  const connection = new Connection(rpcUrl, {
    commitment: 'confirmed',
    httpAgent: false,
    disableRetryOnRateLimit: true,
  })
  try {
    return BigInt(await connection.getBalance(key))
  } catch (error) {
    // An answer of the chain's own (a JSON-RPC error) is the chain's to tell; anything else is no answer at all.
    if (error instanceof SolanaJSONRPCError) throw error
    throw notAnswering('solana', rpcUrl, error)
  }
}

/** A block the devnet's Bitcoin network made of its mempool. */
export interface BitcoinBlock {
  height: number
  hash: string
  /** The transactions it confirmed, oldest first (empty when the mempool was). */
  txids: string[]
}

const sats = z.number().check(z.int(), z.nonnegative())
const EsploraStats = z.object({ funded_txo_sum: sats, spent_txo_sum: sats })
const EsploraAddress = z.object({ chain_stats: EsploraStats, mempool_stats: EsploraStats })
const MinedBlock = z.object({
  height: z.number().check(z.int(), z.nonnegative()),
  hash: z.string(),
  txids: z.array(z.string()),
})

/** Calls the devnet's Bitcoin service (an Esplora subset): its refusals (plain text) become DevnetLookupErrors. */
async function esplora<T>(urls: DevnetUrls, path: string, schema: z.ZodMiniType<T>, method = 'GET'): Promise<T> {
  const base = serviceUrl(urls, 'bitcoin')
  let response: Response
  try {
    response = await fetch(`${base}${path}`, { method })
  } catch (error) {
    throw notAnswering('bitcoin', base, error)
  }
  const text = await response.text()
  if (!response.ok) throw new DevnetLookupError(`The devnet's Bitcoin network answered ${response.status}: ${text}`)
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    body = undefined
  }
  const parsed = schema.safeParse(body)
  if (!parsed.success)
    throw new DevnetLookupError(`The devnet's Bitcoin network answered ${path} unexpectedly: ${text}`)
  return parsed.data
}

/**
 * The BTC balance of `address` on the devnet's Bitcoin network, in sats: what its unspent outputs hold, the
 * mempool's included (what a wallet shows and can spend); with `confirmed: true`, only what is in a block.
 */
export async function readBitcoinBalance(
  urls: DevnetUrls,
  address: string,
  options: { confirmed?: boolean } = {},
): Promise<bigint> {
  const { chain_stats, mempool_stats } = await esplora(urls, `/address/${encodeURIComponent(address)}`, EsploraAddress)
  const held = (s: z.output<typeof EsploraStats>) => BigInt(s.funded_txo_sum) - BigInt(s.spent_txo_sum)
  return options.confirmed ? held(chain_stats) : held(chain_stats) + held(mempool_stats)
}

/** Mines a block of the devnet's Bitcoin mempool now (the network makes none on its own); answers the block. */
export function mineBitcoinBlock(urls: DevnetUrls): Promise<BitcoinBlock> {
  return esplora(urls, '/mine', MinedBlock, 'POST')
}
