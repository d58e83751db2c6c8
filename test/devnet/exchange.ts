// The devnet's exchange: Uniswap v2 as published (the compiled artifacts of @uniswap/v2-core 1.0.1 and
// @uniswap/v2-periphery 1.1.0-beta.0: UniswapV2Factory, UniswapV2Router02 and the periphery's WETH9), deployed on
// each swap chain at start by a deployer of its own, and three pools (ETH/USDC, USDC/GATE, ETH/GATE) seeded at the
// price table's prices (test/devnet/prices.ts). Every step is a real transaction, so quotes, allowances and swaps
// are the contracts' own answers.
//
// Why a deployer of its own: its first three nonces make the addresses of WETH, the factory and the router the same
// on every chain and known without asking the chain (exchangeAddresses()), so the data API server finds them
// without any plumbing from start-up, whatever else the treasury deploys or sends.
//
// The router computes pair addresses from the pair's init code hash compiled into it (UniswapV2Library.pairFor);
// it must be the keccak of the published core pair's bytecode, or every router call would miss its pool.
// exchange.test.ts checks that and swaps through the router.
import { createRequire } from 'node:module'
import {
  createWalletClient,
  encodeDeployData,
  encodeFunctionData,
  erc20Abi,
  getContractAddress,
  http,
  keccak256,
  maxUint256,
  parseAbi,
  parseEther,
  parseUnits,
  stringToHex,
  type Abi,
  type Address,
  type Hex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { SWAP_CHAIN_IDS } from '../../src/domain/constants.js'
import { DEV_ACCOUNTS, TREASURY_INDEX } from './accounts.js'
import type { DevnetInfo } from './info.js'
import { DEVNET_PRICES } from './prices.js'
import { waitForReceipt } from './receipt.js'

/** A compiled contract as the Uniswap packages publish it (bytecode without 0x). */
interface Artifact {
  abi: Abi
  bytecode: string
}

const require = createRequire(import.meta.url)
const artifact = (path: string): Artifact => require(path) as Artifact
const bytecode = (a: Artifact): Hex => (a.bytecode.startsWith('0x') ? a.bytecode : `0x${a.bytecode}`) as Hex

/** The published artifacts, read once when first needed. */
export function exchangeArtifacts(): { factory: Artifact; router: Artifact; weth: Artifact; pair: Artifact } {
  return {
    factory: artifact('@uniswap/v2-core/build/UniswapV2Factory.json'),
    pair: artifact('@uniswap/v2-core/build/UniswapV2Pair.json'),
    router: artifact('@uniswap/v2-periphery/build/UniswapV2Router02.json'),
    weth: artifact('@uniswap/v2-periphery/build/WETH9.json'),
  }
}

/** The deployer's key: a fixed devnet key (public knowledge, devnet money only), from a label. */
export const EXCHANGE_DEPLOYER_KEY: Hex = keccak256(stringToHex('gatehouse devnet exchange deployer'))
const deployer = privateKeyToAccount(EXCHANGE_DEPLOYER_KEY)

/** The exchange's contracts, the same on every chain it is deployed on. */
export interface ExchangeAddresses {
  weth: Address
  factory: Address
  router: Address
}

/** Where the exchange is (the deployer's nonces 0, 1 and 2). */
export function exchangeAddresses(): ExchangeAddresses {
  const at = (nonce: number) => getContractAddress({ from: deployer.address, nonce: BigInt(nonce) })
  return { weth: at(0), factory: at(1), router: at(2) }
}

/** The router's functions the devnet uses (a subset of the published ABI, typed for viem). */
export const ROUTER_ABI = parseAbi([
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)',
  'function addLiquidity(address tokenA, address tokenB, uint256 amountADesired, uint256 amountBDesired, uint256 amountAMin, uint256 amountBMin, address to, uint256 deadline) returns (uint256, uint256, uint256)',
  'function addLiquidityETH(address token, uint256 amountTokenDesired, uint256 amountTokenMin, uint256 amountETHMin, address to, uint256 deadline) payable returns (uint256, uint256, uint256)',
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
])

/** The factory's and pairs' functions the devnet reads. */
export const PAIR_ABI = parseAbi([
  'function getPair(address tokenA, address tokenB) view returns (address pair)',
  'function getReserves() view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast)',
  'function token0() view returns (address)',
])

/** A pool to seed: the two sides by symbol ('ETH' is the native currency, held as WETH) and the USD value of each side. */
export interface PoolSpec {
  a: string
  b: string
  /** USD value of each side at the price table's prices. */
  usdEachSide: number
}

/** The pools: every pair of ETH, USDC and GATE. */
export const EXCHANGE_POOLS: readonly PoolSpec[] = [
  { a: 'ETH', b: 'USDC', usdEachSide: 300_000 },
  { a: 'USDC', b: 'GATE', usdEachSide: 100_000 },
  { a: 'ETH', b: 'GATE', usdEachSide: 300_000 },
]

/** Thrown when deploying or seeding the exchange fails. */
export class ExchangeError extends Error {
  override name = 'ExchangeError'
}

/** Whole units of `symbol` worth `usd` at the price table's price, in the smallest unit. */
function unitsWorth(symbol: string, usd: number, decimals: number): bigint {
  const price = DEVNET_PRICES[symbol]
  if (!price) throw new ExchangeError(`The price table has no price for ${symbol}.`)
  return parseUnits(String(usd / price), decimals)
}

/**
 * Deploys WETH9, the factory (fee setter: the treasury) and Router02 on one chain and seeds EXCHANGE_POOLS from the
 * deployer, which the treasury funds with what the pools need. `tokens` are the devnet tokens of that chain.
 * Returns the contracts' addresses.
 */
export async function deployExchange(
  rpcUrl: string,
  chainId: number,
  tokens: DevnetInfo['tokens'],
): Promise<ExchangeAddresses> {
  const transport = http(rpcUrl, { retryCount: 0 })
  const chain = {
    id: chainId,
    name: `devnet ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  }
  const wallet = createWalletClient({ account: deployer, chain, transport })
  const treasury = DEV_ACCOUNTS[TREASURY_INDEX]!.address
  const mined = async (hash: Hex, what: string) => {
    const receipt = await waitForReceipt(wallet as never, hash)
    if (receipt.status !== '0x1') throw new ExchangeError(`Exchange on chain ${chainId}: ${what} failed (${hash}).`)
  }
  // anvil keeps the dev accounts unlocked: the treasury sends through eth_sendTransaction.
  const fromTreasury = async (request: { to: Address; data?: Hex; value?: bigint }, what: string) => {
    const hash = (await wallet.request({
      method: 'eth_sendTransaction',
      params: [
        {
          from: treasury,
          to: request.to,
          data: request.data,
          value: request.value === undefined ? undefined : `0x${request.value.toString(16)}`,
        },
      ],
    } as never)) as Hex
    await mined(hash, what)
  }
  const send = async (request: { to?: Address; data: Hex; value?: bigint }, what: string) =>
    mined(await wallet.sendTransaction({ ...request, to: request.to ?? null }), what)

  const tokenOf = (symbol: string) => {
    const token = tokens.find((t) => t.chainId === chainId && t.symbol === symbol)
    if (!token) throw new ExchangeError(`Exchange on chain ${chainId}: no ${symbol} token deployed.`)
    return token
  }
  const needs = new Map<string, bigint>()
  for (const pool of EXCHANGE_POOLS) {
    for (const symbol of [pool.a, pool.b]) {
      const decimals = symbol === 'ETH' ? 18 : tokenOf(symbol).decimals
      needs.set(symbol, (needs.get(symbol) ?? 0n) + unitsWorth(symbol, pool.usdEachSide, decimals))
    }
  }

  // Fund the deployer: the pools' ETH plus one ETH for gas, and their tokens.
  await fromTreasury(
    { to: deployer.address, value: (needs.get('ETH') ?? 0n) + parseEther('1') },
    'funding the deployer',
  )
  for (const [symbol, amount] of needs) {
    if (symbol === 'ETH') continue
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [deployer.address, amount] })
    await fromTreasury({ to: tokenOf(symbol).address, data }, `funding the deployer with ${symbol}`)
  }

  const { factory, router, weth } = exchangeArtifacts()
  const addresses = exchangeAddresses()
  const nonce = (await wallet.request({
    method: 'eth_getTransactionCount',
    params: [deployer.address, 'latest'],
  } as never)) as Hex
  if (Number(nonce) !== 0)
    throw new ExchangeError(`Exchange on chain ${chainId}: the deployer has sent before (nonce ${Number(nonce)}).`)
  await send({ data: bytecode(weth) }, 'deploying WETH9')
  await send(
    { data: encodeDeployData({ abi: factory.abi, bytecode: bytecode(factory), args: [treasury] }) },
    'deploying the factory',
  )
  await send(
    {
      data: encodeDeployData({
        abi: router.abi,
        bytecode: bytecode(router),
        args: [addresses.factory, addresses.weth],
      }),
    },
    'deploying the router',
  )

  for (const [symbol] of needs) {
    if (symbol === 'ETH') continue
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [addresses.router, maxUint256] })
    await send({ to: tokenOf(symbol).address, data }, `approving ${symbol} for the router`)
  }
  const deadline = BigInt(Math.floor(Date.now() / 1000) + 3600)
  for (const pool of EXCHANGE_POOLS) {
    const amount = (symbol: string) =>
      unitsWorth(symbol, pool.usdEachSide, symbol === 'ETH' ? 18 : tokenOf(symbol).decimals)
    const what = `seeding the ${pool.a}/${pool.b} pool`
    if (pool.a === 'ETH' || pool.b === 'ETH') {
      const token = pool.a === 'ETH' ? pool.b : pool.a
      const data = encodeFunctionData({
        abi: ROUTER_ABI,
        functionName: 'addLiquidityETH',
        args: [tokenOf(token).address, amount(token), 0n, 0n, deployer.address, deadline],
      })
      await send({ to: addresses.router, data, value: amount('ETH') }, what)
    } else {
      const data = encodeFunctionData({
        abi: ROUTER_ABI,
        functionName: 'addLiquidity',
        args: [
          tokenOf(pool.a).address,
          tokenOf(pool.b).address,
          amount(pool.a),
          amount(pool.b),
          0n,
          0n,
          deployer.address,
          deadline,
        ],
      })
      await send({ to: addresses.router, data }, what)
    }
  }
  return addresses
}

/**
 * Deploys the exchange on every chain of `chains` that SPEC §9 lists as a swap network and that holds the devnet
 * tokens (the devnet's Ethereum and Base, by their real chain ids; the unsupported 31337 gets none).
 */
export async function deployExchanges(
  chains: readonly { chainId: number; rpcUrl: string }[],
  tokens: DevnetInfo['tokens'],
): Promise<void> {
  const swapChains = chains.filter(
    (c) => SWAP_CHAIN_IDS.includes(c.chainId) && tokens.some((t) => t.chainId === c.chainId),
  )
  await Promise.all(swapChains.map((c) => deployExchange(c.rpcUrl, c.chainId, tokens)))
}
