// The devnet's Uniswap v2 from the published artifacts: the router's compiled-in init code hash is the published
// pair's, the pools hold what was seeded, and a swap through the router pays what getAmountsOut said and moves the
// pool's reserves by exactly the amounts swapped.
import {
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  getContractAddress,
  http,
  keccak256,
  parseEther,
  parseUnits,
  type Hex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEV_ACCOUNTS } from './accounts.js'
import { startChain, type Chain } from './chains.js'
import { deployExchange, exchangeAddresses, exchangeArtifacts, PAIR_ABI, ROUTER_ABI } from './exchange.js'
import type { DevnetInfo } from './info.js'
import { waitForReceipt } from './receipt.js'
import { seedChain } from './seed.js'

let chain: Chain
let tokens: DevnetInfo['tokens']

beforeAll(async () => {
  const now = Math.floor(Date.now() / 1000)
  chain = await startChain({ chainId: 1, genesisTimestamp: now - 120 * 86_400 })
  tokens = await seedChain(chain.rpcUrl, 1, true, now)
  await deployExchange(chain.rpcUrl, 1, tokens)
}, 30_000)
afterAll(async () => {
  await chain?.stop()
})

const client = () => createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 0 }), cacheTime: 0 })
const token = (symbol: string) => tokens.find((t) => t.symbol === symbol)!

async function reserves(a: Hex, b: Hex, blockNumber?: bigint) {
  const { factory } = exchangeAddresses()
  const pair = await client().readContract({ address: factory, abi: PAIR_ABI, functionName: 'getPair', args: [a, b] })
  const [[r0, r1], token0] = await Promise.all([
    client().readContract({ address: pair, abi: PAIR_ABI, functionName: 'getReserves', blockNumber }),
    client().readContract({ address: pair, abi: PAIR_ABI, functionName: 'token0' }),
  ])
  return token0.toLowerCase() === a.toLowerCase() ? [r0, r1] : [r1, r0]
}

describe('devnet exchange (Uniswap v2)', () => {
  it("default: the router's init code hash is the published pair bytecode's (UniswapV2Library.pairFor finds the factory's pairs)", async () => {
    const { pair, router } = exchangeArtifacts()
    const hash = keccak256(`0x${pair.bytecode.replace(/^0x/, '')}`)
    expect(router.bytecode.toLowerCase()).toContain(hash.slice(2))
    // CREATE2 with that hash gives the address the factory created.
    const { factory, weth } = exchangeAddresses()
    const usdc = token('USDC').address
    const [t0, t1] = BigInt(weth) < BigInt(usdc) ? [weth, usdc] : [usdc, weth]
    const salt = keccak256(`0x${t0.slice(2)}${t1.slice(2)}`.toLowerCase() as Hex)
    const computed = getContractAddress({ opcode: 'CREATE2', from: factory, salt, bytecodeHash: hash })
    expect(
      await client().readContract({ address: factory, abi: PAIR_ABI, functionName: 'getPair', args: [weth, usdc] }),
    ).toBe(computed)
  })

  it('default: the three pools hold the seeded reserves (at the price table: ETH 3000, USDC 1, GATE 0.25)', async () => {
    const { weth } = exchangeAddresses()
    expect(await reserves(weth, token('USDC').address)).toEqual([parseEther('100'), parseUnits('300000', 6)])
    expect(await reserves(token('USDC').address, token('GATE').address)).toEqual([
      parseUnits('100000', 6),
      parseEther('400000'),
    ])
    expect(await reserves(weth, token('GATE').address)).toEqual([parseEther('100'), parseEther('1200000')])
  })

  it('behavior: swapExactETHForTokens through the router pays getAmountsOut and moves the reserves by the amounts swapped', async () => {
    const { router, weth } = exchangeAddresses()
    const usdc = token('USDC').address
    const user = privateKeyToAccount(DEV_ACCOUNTS[3]!.privateKey)
    const wallet = createWalletClient({
      account: user,
      chain: {
        id: 1,
        name: 'devnet',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [chain.rpcUrl] } },
      },
      transport: http(chain.rpcUrl),
    })
    const amountIn = parseEther('1')
    const [, quoted] = await client().readContract({
      address: router,
      abi: ROUTER_ABI,
      functionName: 'getAmountsOut',
      args: [amountIn, [weth, usdc]],
    })
    // 1 ETH into 100 ETH / 300,000 USDC with the 0.3% fee: 300000 * 997 / (100000 + 997) USDC.
    expect(quoted).toBe(
      (parseEther('1') * 997n * parseUnits('300000', 6)) / (parseEther('100') * 1000n + parseEther('1') * 997n),
    )
    const balance = () =>
      client().readContract({ address: usdc, abi: erc20Abi, functionName: 'balanceOf', args: [user.address] })
    const before = await balance()
    const deadline = BigInt(Math.floor(Date.now() / 1000) + 600)
    const data = encodeFunctionData({
      abi: ROUTER_ABI,
      functionName: 'swapExactETHForTokens',
      args: [quoted!, [weth, usdc], user.address, deadline],
    })
    // A gas limit of its own: an estimate made in the same second as the pool's last update leaves out the price
    // accumulators' first writes (Uniswap v2's _update), which the mined block, a second later, makes.
    const hash = await wallet.sendTransaction({ to: router, data, value: amountIn, gas: 300_000n })
    const receipt = await waitForReceipt(client() as never, hash)
    expect(receipt.status).toBe('0x1')
    expect((await balance()) - before).toBe(quoted)
    const block = BigInt(receipt.blockNumber)
    const [ethBefore, usdcBefore] = await reserves(weth, usdc, block - 1n)
    const [ethAfter, usdcAfter] = await reserves(weth, usdc, block)
    expect(ethAfter! - ethBefore!).toBe(amountIn)
    expect(usdcBefore! - usdcAfter!).toBe(quoted)
  })
})
