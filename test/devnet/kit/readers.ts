// What an app's test reads back from the devnet's peers, to assert on what really happened rather than on what the
// page shows: balances on a chain, the exchange's pool reserves, and the bundler's user operations. Each takes the
// devnet's addresses (DevnetUrls), so a test that started the devnet itself, or read the command's --json file,
// reads the same way the Playwright fixture does.
import { createPublicClient, erc20Abi, http, isAddress, parseAbi, parseAbiItem, type Address, type Hex } from 'viem'
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
