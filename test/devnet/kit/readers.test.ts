// The readers an app's test asserts with, against a started devnet: a balance, the pools' reserves moved by a real
// swap through the router, a real user operation through the bundler as the EntryPoint recorded it, a SOL transfer
// on the Solana chain and a BTC payment on the Bitcoin network, confirmed by a block mined on demand.
import { createServer } from 'node:net'
import { base58 } from '@scure/base'
import { Connection, Keypair, sendAndConfirmTransaction, SystemProgram, Transaction } from '@solana/web3.js'
import { createPublicClient, encodeFunctionData, http, parseEther, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createBundlerClient } from 'viem/account-abstraction'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bitcoin, BITCOIN_NETWORK, bitcoinKeyFromWif } from '../bitcoin/keys.js'
import { devnetViemChain } from '../chains.js'
import { ROUTER_ABI } from '../exchange.js'
import { waitForReceipt } from '../receipt.js'
import { toDevnetSimpleAccount } from '../simpleAccount.js'
import { startDevnet, type RunningDevnet } from './index.js'
import {
  DevnetChainNotRunningError,
  DevnetLookupError,
  exchangeContracts,
  mineBitcoinBlock,
  readBalance,
  readBitcoinBalance,
  readPoolReserves,
  readSmartAccount,
  readSolanaBalance,
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

/** A port of 127.0.0.1 that nothing listens on (taken from the OS, then let go). */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

describe('readers: Solana and Bitcoin', () => {
  it('behavior: a transfer of 0.1 SOL on the chain is read back to the lamport, on both sides', async () => {
    const { urls } = devnet
    const from = Keypair.fromSecretKey(base58.decode(urls.solana.accounts[6]!.secretKey))
    const toKey = Keypair.generate().publicKey
    const to = toKey.toBase58()
    const before = await readSolanaBalance(urls, from.publicKey.toBase58())
    expect(before).toBe(100_000_000_000n)
    expect(await readSolanaBalance(urls, to)).toBe(0n)
    const connection = new Connection(urls.solana.rpcUrl, { commitment: 'confirmed', wsEndpoint: urls.solana.wsUrl })
    const transfer = SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: toKey, lamports: 100_000_000 })
    await sendAndConfirmTransaction(connection, new Transaction().add(transfer), [from])
    expect(await readSolanaBalance(urls, to)).toBe(100_000_000n)
    // The amount and one signature's fee.
    expect(await readSolanaBalance(urls, from.publicKey.toBase58())).toBe(before - 100_000_000n - 5_000n)
  })

  it('behavior: a BTC payment counts at once, and as confirmed only once mine() put it in a block', async () => {
    const { urls } = devnet
    const key = bitcoinKeyFromWif(urls.bitcoin.accounts[6]!.privateKey)
    const to = urls.bitcoin.accounts[7]!.ordinals
    expect(await readBitcoinBalance(urls, key.payment.address)).toBe(100_000_000n)
    expect(await readBitcoinBalance(urls, to)).toBe(0n)
    const [utxo] = (await (await fetch(`${urls.bitcoin.apiUrl}/address/${key.payment.address}/utxo`)).json()) as {
      txid: string
      vout: number
      value: number
    }[]
    const psbt = new bitcoin.Psbt({ network: BITCOIN_NETWORK })
    psbt.addInput({
      hash: utxo!.txid,
      index: utxo!.vout,
      witnessUtxo: { script: key.payment.script, value: BigInt(utxo!.value) },
    })
    psbt.addOutput({ address: to, value: 10_000n })
    psbt.addOutput({ address: key.payment.address, value: BigInt(utxo!.value) - 10_000n - 500n })
    psbt.signAllInputs(key.keyPair).finalizeAllInputs()
    const sent = await fetch(`${urls.bitcoin.apiUrl}/tx`, { method: 'POST', body: psbt.extractTransaction().toHex() })
    const txid = await sent.text()
    expect(sent.status, txid).toBe(200)

    expect(await readBitcoinBalance(urls, to)).toBe(10_000n)
    expect(await readBitcoinBalance(urls, to, { confirmed: true })).toBe(0n)
    // The sender paid the amount and the fee; in the blocks, it still holds what it had.
    expect(await readBitcoinBalance(urls, key.payment.address)).toBe(100_000_000n - 10_000n - 500n)
    expect(await readBitcoinBalance(urls, key.payment.address, { confirmed: true })).toBe(100_000_000n)

    const block = await mineBitcoinBlock(urls)
    expect(block.txids).toEqual([txid])
    expect(block.hash).toMatch(/^[0-9a-f]{64}$/)
    expect(await readBitcoinBalance(urls, to, { confirmed: true })).toBe(10_000n)
    expect(await readBitcoinBalance(urls, key.payment.address, { confirmed: true })).toBe(100_000_000n - 10_500n)
    // Nothing waits: the next block is empty and one higher.
    expect(await mineBitcoinBlock(urls)).toMatchObject({ height: block.height + 1, txids: [] })
  })

  it('error: a bad address, addresses without the chain, and a chain that does not answer', async () => {
    const { urls } = devnet
    await expect(readSolanaBalance(urls, 'not-base58!')).rejects.toThrow(
      new DevnetLookupError('Not a Solana address: not-base58!.'),
    )
    await expect(readBitcoinBalance(urls, 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')).rejects.toThrow(
      new DevnetLookupError(
        "The devnet's Bitcoin network answered 400: Invalid Bitcoin testnet address: bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4",
      ),
    )

    const { solana: _solana, bitcoin: _bitcoin, ...withoutThem } = urls
    const absent = withoutThem as typeof urls
    const solanaAbsent = await readSolanaBalance(absent, urls.solana.accounts[0]!.address).catch((e: unknown) => e)
    expect(solanaAbsent).toBeInstanceOf(DevnetChainNotRunningError)
    expect(solanaAbsent).toBeInstanceOf(DevnetLookupError)
    expect(solanaAbsent).toMatchObject({
      chain: 'solana',
      message:
        'The devnet runs no Solana chain: its addresses have no solana entry (it starts one when the optional peer litesvm is installed).',
    })
    await expect(mineBitcoinBlock(absent)).rejects.toMatchObject({
      name: 'DevnetChainNotRunningError',
      chain: 'bitcoin',
    })

    const port = await closedPort()
    const stopped = {
      ...urls,
      solana: { ...urls.solana, rpcUrl: `http://127.0.0.1:${port}`, wsUrl: `ws://127.0.0.1:${port}` },
      bitcoin: { ...urls.bitcoin, apiUrl: `http://127.0.0.1:${port}` },
    }
    for (const read of [
      () => readSolanaBalance(stopped, urls.solana.accounts[0]!.address),
      () => readBitcoinBalance(stopped, urls.bitcoin.accounts[0]!.payment),
    ]) {
      const error = await read().catch((e: unknown) => e)
      expect(error).toBeInstanceOf(DevnetChainNotRunningError)
      expect((error as Error).message).toContain(`does not answer at http://127.0.0.1:${port}`)
    }
  })
})
