// The readers an app's test asserts with, against a started devnet: a balance, the pools' reserves moved by a real
// swap through the router, and a real user operation through the bundler as the EntryPoint recorded it.
import { createPublicClient, encodeFunctionData, http, parseEther, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createBundlerClient } from 'viem/account-abstraction'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devnetViemChain } from '../chains.js'
import { ROUTER_ABI } from '../exchange.js'
import { waitForReceipt } from '../receipt.js'
import { toDevnetSimpleAccount } from '../simpleAccount.js'
import { startDevnet, type RunningDevnet } from './index.js'
import {
  DevnetLookupError,
  exchangeContracts,
  readBalance,
  readPoolReserves,
  readSmartAccount,
  readUserOperation,
  readUserOperations,
} from './readers.js'

let devnet: RunningDevnet

beforeAll(async () => {
  devnet = await startDevnet()
}, 60_000)
afterAll(() => devnet?.stop())

const rpcUrl = () => devnet.urls.chains.find((c) => c.chainId === 1)!.rpcUrl
const client = () =>
  createPublicClient({
    chain: devnetViemChain(1, rpcUrl()),
    transport: http(rpcUrl(), { retryCount: 0 }),
    cacheTime: 0,
  })

/** Sends from an (unlocked) dev account on chain 1 and waits until it is mined; answers the receipt. */
async function send(from: number, tx: { to: Hex; data?: Hex; value?: bigint; gas?: bigint }) {
  const hash = (await client().request({
    method: 'eth_sendTransaction',
    params: [
      {
        from: devnet.accounts[from]!.address,
        to: tx.to,
        data: tx.data,
        value: tx.value === undefined ? undefined : `0x${tx.value.toString(16)}`,
        gas: tx.gas === undefined ? undefined : `0x${tx.gas.toString(16)}`,
      },
    ],
  } as never)) as Hex
  const receipt = await waitForReceipt(client(), hash)
  expect(receipt.status).toBe('0x1')
  return BigInt(receipt.blockNumber)
}

describe('readers', () => {
  it('default', async () => {
    const { urls } = devnet
    const holder = devnet.accounts[1]!.address
    expect(await readBalance(urls, holder)).toBe(await client().getBalance({ address: holder }))
    const usdc = urls.tokens.find((t) => t.chainId === 8453 && t.symbol === 'USDC')!
    const bySymbol = await readBalance(urls, holder, { chainId: 8453, token: 'USDC' })
    expect(bySymbol).toBeGreaterThan(0n)
    expect(await readBalance(urls, holder, { chainId: 8453, token: usdc.address })).toBe(bySymbol)
    const [eth, usdcSide] = await readPoolReserves(urls, 'ETH', 'USDC')
    expect(eth).toBeGreaterThan(0n)
    expect(await readPoolReserves(urls, 'USDC', 'ETH')).toEqual([usdcSide, eth])
    expect((await client().getCode({ address: exchangeContracts().router }))?.length).toBeGreaterThan(2)
  })

  it('behavior: a swap through the router moves the pool reserves by exactly the amounts swapped', async () => {
    const { urls } = devnet
    const swapper = devnet.accounts[3]!.address
    const usdc = urls.tokens.find((t) => t.chainId === 1 && t.symbol === 'USDC')!.address
    const usdcBefore = await readBalance(urls, swapper, { token: 'USDC' })
    const block = await send(3, {
      to: exchangeContracts().router,
      value: parseEther('0.1'),
      // Anvil's own estimate has no headroom (see the exchange test); the swap takes about 110,000.
      gas: 300_000n,
      data: encodeFunctionData({
        abi: ROUTER_ABI,
        functionName: 'swapExactETHForTokens',
        args: [0n, [exchangeContracts().weth, usdc], swapper, BigInt(Math.floor(Date.now() / 1000) + 600)],
      }),
    })
    const [ethBefore, usdcPoolBefore] = await readPoolReserves(urls, 'ETH', 'USDC', { blockNumber: block - 1n })
    const [ethAfter, usdcPoolAfter] = await readPoolReserves(urls, 'ETH', 'USDC', { blockNumber: block })
    const received = (await readBalance(urls, swapper, { token: 'USDC', blockNumber: block })) - usdcBefore
    expect(received).toBeGreaterThan(0n)
    expect(ethAfter - ethBefore).toBe(parseEther('0.1'))
    expect(usdcPoolBefore - usdcPoolAfter).toBe(received)
  })

  it('behavior: a user operation through the bundler deploys the smart account and is read back with its transaction', async () => {
    const { urls } = devnet
    const owner = privateKeyToAccount(devnet.accounts[5]!.privateKey)
    const before = await readSmartAccount(urls, owner.address)
    expect(before.deployed).toBe(false)
    expect(await readUserOperations(urls, before.address)).toEqual([])
    await send(5, { to: before.address, value: parseEther('1') })
    const account = await toDevnetSimpleAccount({ client: client(), owner })
    expect(await account.getAddress()).toBe(before.address)
    const bundler = createBundlerClient({
      client: client(),
      account,
      transport: http(`${urls.accountAbstraction.bundler}/1`),
    })
    const recipient = '0x000000000000000000000000000000000000bEEF'
    const hash = await bundler.sendUserOperation({ calls: [{ to: recipient, value: parseEther('0.01') }] })
    const receipt = await bundler.waitForUserOperationReceipt({ hash, pollingInterval: 20 })

    const record = await readUserOperation(urls, hash)
    expect(record).toMatchObject({
      userOpHash: hash,
      sender: before.address,
      nonce: receipt.nonce,
      success: true,
      actualGasCost: receipt.actualGasCost,
      transactionHash: receipt.receipt.transactionHash,
    })
    expect(await readUserOperations(urls, before.address)).toEqual([record])
    expect(await readSmartAccount(urls, owner.address)).toEqual({ address: before.address, deployed: true })
    // Not on Base: each chain has its own EntryPoint records.
    expect(await readUserOperation(urls, hash, { chainId: 8453 })).toBeNull()
  })

  it('error: a chain, token or pool the devnet does not have', async () => {
    const { urls } = devnet
    const holder = devnet.accounts[1]!.address
    await expect(readBalance(urls, holder, { chainId: 10 })).rejects.toThrow(
      new DevnetLookupError('The devnet has no chain 10.'),
    )
    await expect(readBalance(urls, holder, { token: 'DAI' })).rejects.toThrow('The devnet has no token DAI on chain 1.')
    await expect(readPoolReserves(urls, 'ETH', 'USDC', { chainId: 31337 })).rejects.toThrow(
      'The devnet has no exchange on chain 31337.',
    )
    await expect(readUserOperations(urls, '0x12')).rejects.toBeInstanceOf(DevnetLookupError)
  })
})
