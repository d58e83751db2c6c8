// The devnet's EntryPoint, smart-account factory and bundler on a real anvil, driven by viem's own bundler client:
// the account's address is known before it exists, the first user operation deploys it, two ERC-20 transfers in one
// operation land together, and the EntryPoint's rejections come back as JSON-RPC errors.
import {
  createPublicClient,
  encodeDeployData,
  encodeFunctionData,
  erc20Abi,
  http,
  parseEther,
  parseEventLogs,
  type Abi,
  type Address,
  type Hex,
  type PublicClient,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createBundlerClient, entryPoint07Abi, type UserOperation } from 'viem/account-abstraction'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import devToken from '../contracts/DevToken.json' with { type: 'json' }
import { DEV_ACCOUNTS, DEV_PRIVATE_KEYS } from '../accounts.js'
import {
  accountAbstractionAddresses,
  deployAccountAbstraction,
  SIMPLE_ACCOUNT_FACTORY_ABI,
} from '../accountAbstraction.js'
import { devnetViemChain, startChain, type Chain } from '../chains.js'
import { waitForReceipt } from '../receipt.js'
import { toDevnetSimpleAccount } from '../simpleAccount.js'
import { startBundlerServer, type BundlerServer } from './server.js'

const CHAIN_ID = 8453
let chain: Chain
let bundler: BundlerServer
let client: PublicClient
let token: Address

beforeAll(async () => {
  chain = await startChain({ chainId: CHAIN_ID })
  const { entryPoint } = await deployAccountAbstraction(chain.rpcUrl, CHAIN_ID)
  bundler = await startBundlerServer({ chains: [{ chainId: CHAIN_ID, rpcUrl: chain.rpcUrl, entryPoint }] })
  client = createPublicClient({
    chain: devnetViemChain(CHAIN_ID, chain.rpcUrl),
    transport: http(chain.rpcUrl, { retryCount: 0 }),
    cacheTime: 0,
  })
  // A token held by dev account 0, who funds the smart accounts below.
  const deploy = (await client.request({
    method: 'eth_sendTransaction',
    params: [
      {
        from: DEV_ACCOUNTS[0]!.address,
        data: encodeDeployData({
          abi: devToken.abi as Abi,
          bytecode: devToken.bytecode as Hex,
          args: ['Test', 'TST', 6, 1_000_000_000_000n, DEV_ACCOUNTS[0]!.address],
        }),
      },
    ],
  } as never)) as Hex
  await waitForReceipt(client, deploy)
  const receipt = await client.getTransactionReceipt({ hash: deploy })
  token = receipt.contractAddress!
}, 30_000)
afterAll(async () => {
  await bundler?.close()
  await chain?.stop()
})

const fromDev = async (to: Address, data?: Hex, value?: bigint) => {
  const hash = (await client.request({
    method: 'eth_sendTransaction',
    params: [
      { from: DEV_ACCOUNTS[0]!.address, to, data, value: value === undefined ? undefined : `0x${value.toString(16)}` },
    ],
  } as never)) as Hex
  await waitForReceipt(client, hash)
}
const tokenBalance = (holder: Address) =>
  client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [holder] })
const accountOf = (keyIndex: number) =>
  toDevnetSimpleAccount({ client, owner: privateKeyToAccount(DEV_PRIVATE_KEYS[keyIndex]!) })
const bundlerOf = async (keyIndex: number) =>
  createBundlerClient({ client, account: await accountOf(keyIndex), transport: http(`${bundler.url}/${CHAIN_ID}`) })
const rpc = async (method: string, params: unknown[]) => {
  const response = await fetch(`${bundler.url}/${CHAIN_ID}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return (await response.json()) as { result?: unknown; error?: { code: number; message: string } }
}

describe('devnet bundler', () => {
  it('default: serves the deployed EntryPoint on its chain', async () => {
    const { entryPoint } = accountAbstractionAddresses()
    expect((await rpc('eth_supportedEntryPoints', [])).result).toEqual([entryPoint])
    expect((await rpc('eth_chainId', [])).result).toBe('0x2105')
    expect((await client.getCode({ address: entryPoint }))?.length).toBeGreaterThan(2)
  })

  it('behavior: the counterfactual address is the factory’s, and the first user operation deploys the account there', async () => {
    const account = await accountOf(1)
    const address = await account.getAddress()
    const { factory } = accountAbstractionAddresses()
    const expected = await client.readContract({
      address: factory,
      abi: SIMPLE_ACCOUNT_FACTORY_ABI,
      functionName: 'getAddress',
      args: [DEV_ACCOUNTS[1]!.address, 0n],
    })
    expect(address).toBe(expected)
    expect(await client.getCode({ address })).toBeUndefined()
    await fromDev(address, undefined, parseEther('1'))
    const recipient = '0x000000000000000000000000000000000000dEaD'
    const before = await client.getBalance({ address: recipient })
    const bundlerClient = await bundlerOf(1)
    const hash = await bundlerClient.sendUserOperation({ calls: [{ to: recipient, value: parseEther('0.25') }] })
    const receipt = await bundlerClient.waitForUserOperationReceipt({ hash, pollingInterval: 20 })
    expect(receipt.success).toBe(true)
    expect((await client.getCode({ address }))?.length).toBeGreaterThan(2)
    expect((await client.getBalance({ address: recipient })) - before).toBe(parseEther('0.25'))
    // The account paid the value and exactly the gas the EntryPoint charged it; the EntryPoint keeps what is left of
    // the prefund as the account's deposit there, for its next operations.
    const deposit = await client.readContract({
      address: accountAbstractionAddresses().entryPoint,
      abi: entryPoint07Abi,
      functionName: 'balanceOf',
      args: [address],
    })
    expect((await client.getBalance({ address })) + deposit).toBe(parseEther('0.75') - receipt.actualGasCost)
  })

  it('behavior: two ERC-20 transfers in one user operation land in one handleOps transaction', async () => {
    const account = await accountOf(2)
    const address = await account.getAddress()
    await fromDev(address, undefined, parseEther('1'))
    await fromDev(token, encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [address, 5_000_000n] }))
    const [a, b] = [DEV_ACCOUNTS[3]!.address, DEV_ACCOUNTS[4]!.address]
    const [a0, b0] = [await tokenBalance(a), await tokenBalance(b)]
    const transfer = (to: Address, amount: bigint) =>
      encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] })
    const bundlerClient = await bundlerOf(2)
    const hash = await bundlerClient.sendUserOperation({
      calls: [
        { to: token, data: transfer(a, 1_250_000n) },
        { to: token, data: transfer(b, 2_500_000n) },
      ],
    })
    const receipt = await bundlerClient.waitForUserOperationReceipt({ hash, pollingInterval: 20 })
    expect(receipt.success).toBe(true)
    expect((await tokenBalance(a)) - a0).toBe(1_250_000n)
    expect((await tokenBalance(b)) - b0).toBe(2_500_000n)
    expect(await tokenBalance(address)).toBe(1_250_000n)
    const ops = parseEventLogs({ abi: entryPoint07Abi, eventName: 'UserOperationEvent', logs: receipt.receipt.logs })
    expect(ops.map((op) => op.args.userOpHash)).toEqual([hash])
    const transfers = parseEventLogs({ abi: erc20Abi, eventName: 'Transfer', logs: receipt.logs })
    expect(transfers.map((t) => [t.args.to, t.args.value])).toEqual([
      [a, 1_250_000n],
      [b, 2_500_000n],
    ])
  })

  it('error: a user operation signed by another key is refused with the EntryPoint’s reason, and nothing is sent', async () => {
    const owner = await accountOf(5)
    const address = await owner.getAddress()
    await fromDev(address, undefined, parseEther('1'))
    const bundlerClient = await bundlerOf(5)
    const op = (await bundlerClient.prepareUserOperation({
      account: owner,
      calls: [{ to: DEV_ACCOUNTS[3]!.address, value: 1n }],
    })) as UserOperation<'0.7'>
    const signature = await privateKeyToAccount(DEV_PRIVATE_KEYS[6]!).signMessage({ message: 'not the op hash' })
    const { entryPoint } = accountAbstractionAddresses()
    const hex = (n: bigint) => `0x${n.toString(16)}`
    const answer = await rpc('eth_sendUserOperation', [
      {
        sender: op.sender,
        nonce: hex(op.nonce),
        factory: op.factory,
        factoryData: op.factoryData,
        callData: op.callData,
        callGasLimit: hex(op.callGasLimit),
        verificationGasLimit: hex(op.verificationGasLimit),
        preVerificationGas: hex(op.preVerificationGas),
        maxFeePerGas: hex(op.maxFeePerGas),
        maxPriorityFeePerGas: hex(op.maxPriorityFeePerGas),
        signature,
      },
      entryPoint,
    ])
    expect(answer.error).toEqual({ code: -32500, message: 'AA24 signature error' })
    expect(await client.getCode({ address })).toBeUndefined()
  })

  it('error: another EntryPoint, a malformed operation, an unknown method and an unknown hash', async () => {
    const other = '0x0000000071727De22E5E9d8BAf0edAc6f37da032'
    expect((await rpc('eth_estimateUserOperationGas', [{}, other])).error?.code).toBe(-32602)
    const { entryPoint } = accountAbstractionAddresses()
    const malformed = await rpc('eth_sendUserOperation', [{ sender: '0x12' }, entryPoint])
    expect(malformed.error?.code).toBe(-32602)
    expect(malformed.error?.message).toMatch(/^Invalid user operation: sender/)
    expect((await rpc('eth_sendBundle', [])).error?.code).toBe(-32601)
    expect((await rpc('eth_getUserOperationReceipt', [`0x${'ab'.repeat(32)}`])).result).toBeNull()
  })
})
