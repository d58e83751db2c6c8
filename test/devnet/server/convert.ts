// The data API's /v1/convert/* paths (SPEC §7) on the devnet, answered from the chain by the devnet's Uniswap v2
// (test/devnet/exchange.ts): the tokens of a chain the exchange is deployed on, quotes from the router's
// getAmountsOut, allowances towards the router, the approval and the swap built as router calls (the slippage
// turned into amountOutMin with src/domain/swap.ts, as the Swap view shows it), and the chain's gas price.
// Quotes go through the pool of the pair itself; a pair without a pool or without liquidity gets no quote
// (`{ quotes: [] }`: the client's 'insufficient liquidity').
import { randomUUID } from 'node:crypto'
import { encodeFunctionData, erc20Abi, maxUint256, zeroAddress, type Address, type Hex } from 'viem'
import { minAmountOut, NATIVE_TOKEN_ADDRESS, slippageBps } from '../../../src/domain/swap.js'
import { exchangeAddresses, PAIR_ABI, ROUTER_ABI } from '../exchange.js'
import type { ApiContext } from './api.js'
import { decimalString, parseAddress, parseChainId, parseTokenId } from './api.js'
import type { ServerChain, TokenMeta } from './chain.js'
import type { ContractName } from './contract.js'
import { HttpError, type Reply, type RequestContext, type Route } from './http.js'

/** How api.ts makes a route of the contract (project id checked, reply checked against the contract's shape). */
export type RouteBuilder = (
  name: ContractName,
  handler: (ctx: RequestContext) => Reply | Promise<Reply>,
  required?: readonly string[],
) => Route

/** Seconds a built swap stays valid (the router's deadline; ours, as Uniswap's interface defaults to 20 minutes). */
export const SWAP_DEADLINE_S = 20 * 60
/** Gas given to a swap built with `disableEstimate` (a router swap through one pool uses about 110,000–150,000). */
export const SWAP_GAS_DEFAULT = 200_000n
/** Gas given to an approval that could not be estimated. */
export const APPROVE_GAS_DEFAULT = 60_000n

const json = (body: unknown): Reply => ({ kind: 'json', body })

/** The /v1/convert/* routes over `api`'s chains, made with api.ts's `route`. */
export function convertRoutes(api: ApiContext, route: RouteBuilder): Route[] {
  const now = api.now ?? (() => Math.floor(Date.now() / 1000))
  const exchange = exchangeAddresses()
  const deployed = new Map<number, Promise<boolean>>()
  /** A supported chain the exchange is deployed on (its router has code), or undefined. */
  const swapChain = async (chainId: number): Promise<ServerChain | undefined> => {
    const chain = api.chains.find((c) => c.chainId === chainId && c.supported)
    if (!chain) return undefined
    let known = deployed.get(chainId)
    if (!known) {
      known = chain.client.getCode({ address: exchange.router }).then((code) => code !== undefined && code !== '0x')
      deployed.set(chainId, known)
    }
    return (await known) ? chain : undefined
  }
  const requireSwapChain = async (chainId: number) => {
    const chain = await swapChain(chainId)
    // SPEC §8's text: the chain is not one the devnet exchanges on.
    if (!chain) throw new HttpError(400, 'Network not supported for Swaps')
    return chain
  }
  const tokenOf = async (chain: ServerChain, address: Address | null): Promise<TokenMeta | null> => {
    if (address === null) return null
    await chain.index.sync()
    const token = chain.index.known.find((t) => t.address.toLowerCase() === address.toLowerCase())
    if (!token) throw new HttpError(400, `Token ${address} is not traded on eip155:${chain.chainId}.`)
    return token
  }
  const tokenImage = (symbol: string) => `${api.walletsUrl}/public/getTokenImage/${encodeURIComponent(symbol)}`
  const onRouter = (token: TokenMeta | null): Address => token?.address ?? exchange.weth
  /** A whole amount in the smallest unit from a query or body; 400 for a fraction. */
  const integerAmount = (value: string | null | undefined, what: string): bigint => {
    const text = decimalString(value ?? null, what)
    if (text.includes('.'))
      throw new HttpError(400, `${what}: expected an amount in the smallest unit (a whole number).`)
    return BigInt(text)
  }
  /** The pair of a swap: both on one chain the exchange is on, two different tokens. */
  const pairOf = async (fromId: string | null | undefined, toId: string | null | undefined) => {
    const from = parseTokenId(fromId, 'from')
    const to = parseTokenId(toId, 'to')
    if (from.chainId !== to.chainId) throw new HttpError(400, 'from and to must be on the same chain.')
    if ((from.address ?? '').toLowerCase() === (to.address ?? '').toLowerCase())
      throw new HttpError(400, 'from and to must be different tokens.')
    return { chainId: from.chainId, from: from.address, to: to.address }
  }
  /** The router's amount out through the pair's own pool, or null when there is no pool or no liquidity for it. */
  const amountOut = async (
    chain: ServerChain,
    from: TokenMeta | null,
    to: TokenMeta | null,
    amount: bigint,
  ): Promise<bigint | null> => {
    if (amount <= 0n) return null
    const path = [onRouter(from), onRouter(to)]
    const pair = await chain.client.readContract({
      address: exchange.factory,
      abi: PAIR_ABI,
      functionName: 'getPair',
      args: [path[0]!, path[1]!],
    })
    if (pair === zeroAddress) return null
    try {
      const amounts = await chain.client.readContract({
        address: exchange.router,
        abi: ROUTER_ABI,
        functionName: 'getAmountsOut',
        args: [amount, path],
      })
      const out = amounts[amounts.length - 1] ?? 0n
      return out > 0n ? out : null
    } catch {
      // UniswapV2Library: INSUFFICIENT_LIQUIDITY (an empty pool).
      return null
    }
  }
  const estimate = async (
    chain: ServerChain,
    request: { account: Address; to: Address; data: Hex; value?: bigint },
  ): Promise<bigint | Error> => {
    try {
      // With headroom, as swap services quote it: the estimate runs on the latest block, and the block that mines the
      // swap can cost more (the pool's first price-accumulator writes in a new second, Uniswap v2's _update).
      return ((await chain.client.estimateGas(request)) * 5n) / 4n
    } catch (error) {
      return error instanceof Error ? error : new Error(String(error))
    }
  }
  /** The `{ tx }` reply of build-transaction and build-approve: CAIP-10 from and to, amounts and gas as decimal strings. */
  const builtTx = async (
    chain: ServerChain,
    tx: { user: Address; to: Address; data: Hex; value: bigint; gas: bigint; amount?: bigint },
  ) => {
    const gasPrice = await chain.client.getGasPrice()
    return json({
      tx: {
        from: `${chain.caipNetworkId}:${tx.user}`,
        to: `${chain.caipNetworkId}:${tx.to}`,
        data: tx.data,
        ...(tx.amount === undefined ? {} : { amount: tx.amount.toString() }),
        value: tx.value.toString(),
        eip155: { gas: tx.gas.toString(), gasPrice: gasPrice.toString() },
      },
    })
  }
  /** Why the chain refused a transaction, short (viem's shortMessage, the revert reason when there is one). */
  const reason = (error: Error) => ((error as { shortMessage?: string }).shortMessage ?? error.message).split('\n')[0]

  return [
    route(
      'swapTokens',
      async (ctx) => {
        const chain = await swapChain(parseChainId(ctx.query.get('chainId')))
        if (!chain) return json({ tokens: [] })
        const caip10 = (address: string) => `${chain.caipNetworkId}:${address}`
        return json({
          tokens: [
            {
              name: chain.nativeName,
              symbol: chain.nativeSymbol,
              address: caip10(NATIVE_TOKEN_ADDRESS),
              decimals: 18,
              logoUri: tokenImage(chain.nativeSymbol),
            },
            ...chain.index.known.map((t) => ({
              name: t.name,
              symbol: t.symbol,
              address: caip10(t.address),
              decimals: t.decimals,
              logoUri: tokenImage(t.symbol),
              eip2612: false,
            })),
          ],
        })
      },
      ['chainId'],
    ),

    route(
      'swapQuotes',
      async (ctx) => {
        const pair = await pairOf(ctx.query.get('from'), ctx.query.get('to'))
        parseAddress(ctx.query.get('userAddress'), 'userAddress')
        const amount = integerAmount(ctx.query.get('amount'), 'amount')
        const chain = await swapChain(pair.chainId)
        if (!chain) return json({ quotes: [] })
        const out = await amountOut(chain, await tokenOf(chain, pair.from), await tokenOf(chain, pair.to), amount)
        if (out === null) return json({ quotes: [] })
        return json({
          quotes: [
            {
              id: randomUUID(),
              fromAmount: amount.toString(),
              fromAccount: ctx.query.get('from'),
              toAmount: out.toString(),
              toAccount: ctx.query.get('to'),
            },
          ],
        })
      },
      ['amount', 'userAddress', 'from', 'to'],
    ),

    route(
      'allowance',
      async (ctx) => {
        const { chainId, address } = parseTokenId(ctx.query.get('tokenAddress'), 'tokenAddress')
        const user = parseAddress(ctx.query.get('userAddress'), 'userAddress')
        const chain = await requireSwapChain(chainId)
        // The native currency is sent with the swap: it needs no approval.
        if (address === null) return json({ allowance: maxUint256.toString() })
        await tokenOf(chain, address)
        const allowance = await chain.client.readContract({
          address,
          abi: erc20Abi,
          functionName: 'allowance',
          args: [user, exchange.router],
        })
        return json({ allowance: allowance.toString() })
      },
      ['tokenAddress', 'userAddress'],
    ),

    route(
      'gasPrice',
      async (ctx) => {
        const chain = api.chains.find((c) => c.chainId === parseChainId(ctx.query.get('chainId')) && c.supported)
        if (!chain) throw new HttpError(400, 'Network not supported for Gas Price')
        // standard: eth_gasPrice; fast and instant add one and two priority fees.
        const [gasPrice, tip] = await Promise.all([
          chain.client.getGasPrice(),
          chain.client.estimateMaxPriorityFeePerGas(),
        ])
        return json({
          standard: gasPrice.toString(),
          fast: (gasPrice + tip).toString(),
          instant: (gasPrice + 2n * tip).toString(),
        })
      },
      ['chainId'],
    ),

    route('buildTransaction', async (ctx) => {
      const body = ctx.body as {
        amount: string
        eip155: { slippage: string | number }
        from: string
        to: string
        userAddress: string
        disableEstimate?: boolean
      }
      const pair = await pairOf(body.from, body.to)
      const user = parseAddress(body.userAddress, 'userAddress')
      const amount = integerAmount(body.amount, 'amount')
      if (amount <= 0n) throw new HttpError(400, 'amount: must be above 0.')
      if (slippageBps(body.eip155.slippage) === null)
        throw new HttpError(400, 'eip155.slippage: expected a percentage from 0 to 50.')
      const chain = await requireSwapChain(pair.chainId)
      const [from, to] = [await tokenOf(chain, pair.from), await tokenOf(chain, pair.to)]
      const out = await amountOut(chain, from, to, amount)
      if (out === null) throw new HttpError(400, 'Insufficient liquidity for this swap.')
      const min = minAmountOut(out, body.eip155.slippage)
      const path = [onRouter(from), onRouter(to)]
      const deadline = BigInt(now() + SWAP_DEADLINE_S)
      const data =
        from === null
          ? encodeFunctionData({
              abi: ROUTER_ABI,
              functionName: 'swapExactETHForTokens',
              args: [min, path, user, deadline],
            })
          : to === null
            ? encodeFunctionData({
                abi: ROUTER_ABI,
                functionName: 'swapExactTokensForETH',
                args: [amount, min, path, user, deadline],
              })
            : encodeFunctionData({
                abi: ROUTER_ABI,
                functionName: 'swapExactTokensForTokens',
                args: [amount, min, path, user, deadline],
              })
      const value = from === null ? amount : 0n
      let gas = SWAP_GAS_DEFAULT
      if (body.disableEstimate !== true) {
        const estimated = await estimate(chain, { account: user, to: exchange.router, data, value })
        if (estimated instanceof Error) throw new HttpError(400, `The swap would fail: ${reason(estimated)}`)
        gas = estimated
      }
      return builtTx(chain, { user, to: exchange.router, data, value, gas, amount })
    }),

    route(
      'buildApprove',
      async (ctx) => {
        const user = parseAddress(ctx.query.get('userAddress'), 'userAddress')
        const pair = await pairOf(ctx.query.get('from'), ctx.query.get('to'))
        const chain = await requireSwapChain(pair.chainId)
        const token = await tokenOf(chain, pair.from)
        if (!token) throw new HttpError(400, 'The native currency needs no approval.')
        const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [exchange.router, maxUint256] })
        const estimated = await estimate(chain, { account: user, to: token.address, data })
        return builtTx(chain, {
          user,
          to: token.address,
          data,
          value: 0n,
          gas: estimated instanceof Error ? APPROVE_GAS_DEFAULT : estimated,
        })
      },
      ['userAddress', 'from', 'to'],
    ),
  ]
}
