// The devnet frame's smart accounts against a real anvil with the EntryPoint, the factory and the devnet bundler: the
// user's smart account is the factory's counterfactual address until the first send deploys it, wallet_sendCalls
// lands several calls in one user operation, switching back to the EOA signs and sends as the EOA again, and messages
// signed as the smart account verify through the chain: ERC-6492 before it is deployed, ERC-1271 after.
import { fileURLToPath } from 'node:url'
import {
  createPublicClient,
  encodeDeployData,
  encodeFunctionData,
  erc20Abi,
  hashMessage,
  hashTypedData,
  http,
  isErc6492Signature,
  parseErc6492Signature,
  parseEther,
  parseEventLogs,
  recoverAddress,
  serializeErc6492Signature,
  type Abi,
  type Address,
  type Hex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { entryPoint07Abi } from 'viem/account-abstraction'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import devToken from '../contracts/DevToken.json' with { type: 'json' }
import { DEV_ACCOUNTS } from '../accounts.js'
import { deployAccountAbstraction, SIMPLE_ACCOUNT_FACTORY_ABI } from '../accountAbstraction.js'
import { startBundlerServer, type BundlerServer } from '../bundler/server.js'
import { devnetViemChain, startChain, type Chain } from '../chains.js'
import { waitForReceipt } from '../receipt.js'
import { accountForEmail, startFrameServer, type FrameServer } from './server.js'

const CHAIN_ID = 8453
const accounts = DEV_ACCOUNTS.slice(0, 9)
const EMAIL = 'smart@example.com'
const OWNER = accountForEmail(EMAIL, accounts)
const [ALICE, BOB] = accounts.filter((a) => a.address !== OWNER).map((a) => a.address)

let chain: Chain
let bundler: BundlerServer
let frame: FrameServer
let token: string
let tokenAddress: Address
let factory: Address
const client = () =>
  createPublicClient({
    chain: devnetViemChain(CHAIN_ID, chain.rpcUrl),
    transport: http(chain.rpcUrl, { retryCount: 0 }),
    cacheTime: 0,
  })

async function post(path: string, body: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(`${frame.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: response.status, json: (await response.json()) as Record<string, unknown> }
}

async function rpc(method: string, params?: unknown) {
  const { json } = await post('/api/rpc', { token, chainId: CHAIN_ID, method, ...(params ? { params } : {}) })
  return json as { result?: unknown; rpcError?: { code: number; message: string } }
}

const user = async (preferredAccountType?: 'eoa' | 'smartAccount') =>
  (
    await post('/api/session', {
      token,
      chainId: String(CHAIN_ID),
      ...(preferredAccountType ? { preferredAccountType } : {}),
    })
  ).json.user as {
    address: Address
    accounts: { address: Address; type: string }[]
    smartAccountDeployed: boolean
    preferredAccountType: string
  }
const MESSAGE = 'Register hello.reown.id'
const TYPED = {
  domain: { name: 'Gatehouse', version: '1', chainId: CHAIN_ID },
  types: { Greeting: [{ name: 'text', type: 'string' }] },
  primaryType: 'Greeting',
  message: { text: 'hello' },
} as const
const tokenBalance = (holder: Address) =>
  client().readContract({ address: tokenAddress, abi: erc20Abi, functionName: 'balanceOf', args: [holder] })
const fromDev = async (to: Address | null, data?: Hex, value?: bigint) => {
  const hash = (await client().request({
    method: 'eth_sendTransaction',
    params: [
      { from: DEV_ACCOUNTS[9]!.address, to, data, value: value === undefined ? undefined : `0x${value.toString(16)}` },
    ],
  } as never)) as Hex
  await waitForReceipt(client(), hash)
  return hash
}

beforeAll(async () => {
  chain = await startChain({ chainId: CHAIN_ID })
  const aa = await deployAccountAbstraction(chain.rpcUrl, CHAIN_ID)
  factory = aa.factory
  bundler = await startBundlerServer({
    chains: [{ chainId: CHAIN_ID, rpcUrl: chain.rpcUrl, entryPoint: aa.entryPoint }],
  })
  frame = await startFrameServer({
    accounts,
    chains: [{ chainId: CHAIN_ID, name: 'Base', rpcUrl: chain.rpcUrl }],
    accountAbstraction: { ...aa, bundler: bundler.url },
    assetsDir: fileURLToPath(new URL('./', import.meta.url)),
    onError: () => undefined,
  })
  await post('/api/email/start', { email: EMAIL, deviceId: 'd' })
  const code = frame
    .messages()
    .filter((m) => m.to === EMAIL && m.kind === 'otp')
    .at(-1)!.code
  token = String((await post('/api/email/otp', { email: EMAIL, otp: code, deviceId: 'd' })).json.token)
  const deploy = await fromDev(
    null,
    encodeDeployData({
      abi: devToken.abi as Abi,
      bytecode: devToken.bytecode as Hex,
      args: ['Test', 'TST', 6, 1_000_000_000_000n, DEV_ACCOUNTS[9]!.address],
    }),
  )
  tokenAddress = (await client().getTransactionReceipt({ hash: deploy })).contractAddress!
}, 30_000)

afterAll(async () => {
  await frame?.close()
  await bundler?.close()
  await chain?.stop()
})

describe('devnet secure frame: smart accounts', () => {
  it('default: a user is their EOA until the app asks for the smart account; the frame lists its smart-account chains', async () => {
    const eoa = await user()
    expect(eoa.address).toBe(OWNER)
    expect(eoa.preferredAccountType).toBe('eoa')
    expect((await rpc('eth_accounts')).result).toEqual([OWNER])
    expect((await rpc('wallet_getCapabilities', [OWNER])).result).toEqual({
      '0x2105': { atomic: { status: 'unsupported' } },
    })
    expect((await rpc('wallet_sendCalls', [{ calls: [{ to: ALICE }] }])).rpcError?.code).toBe(4200)
    const networks = await fetch(`${frame.url}/api/account/networks`).then((r) => r.json())
    expect(networks).toEqual({ smartAccountEnabledNetworks: [CHAIN_ID] })
  })

  it('behavior: before it is deployed, the smart account signs in ERC-6492 (the factory call around the owner’s signature of the hash), which verifies through the chain; another owner’s does not', async () => {
    const smart = (await user('smartAccount')).address
    const signed = (await rpc('personal_sign', [MESSAGE, smart])).result as Hex
    expect(isErc6492Signature(signed)).toBe(true)
    const wrapped = parseErc6492Signature(signed)
    expect(wrapped.address).toBe(factory)
    expect(await recoverAddress({ hash: hashMessage(MESSAGE), signature: wrapped.signature })).toBe(OWNER)
    expect(await client().verifyMessage({ address: smart, message: MESSAGE, signature: signed })).toBe(true)
    expect(await client().verifyMessage({ address: smart, message: 'something else', signature: signed })).toBe(false)
    const typed = (await rpc('eth_signTypedData_v4', [smart, JSON.stringify(TYPED)])).result as Hex
    expect(isErc6492Signature(typed)).toBe(true)
    expect(
      await recoverAddress({ hash: hashTypedData(TYPED), signature: parseErc6492Signature(typed).signature }),
    ).toBe(OWNER)
    expect(await client().verifyTypedData({ address: smart, ...TYPED, signature: typed })).toBe(true)
    // The same deployment, signed by someone who does not own the account.
    const stranger = privateKeyToAccount(accounts.find((a) => a.address === ALICE)!.privateKey)
    const forged = serializeErc6492Signature({
      address: wrapped.address!,
      data: wrapped.data!,
      signature: await stranger.sign({ hash: hashMessage(MESSAGE) }),
    })
    expect(await client().verifyMessage({ address: smart, message: MESSAGE, signature: forged })).toBe(false)
    // Verifying ran the factory in a simulation only: the account is still not on the chain.
    expect(await client().getCode({ address: smart })).toBeUndefined()
  })

  it('behavior: the smart account is the factory’s counterfactual address, and the first send deploys it there', async () => {
    const counterfactual = await client().readContract({
      address: factory,
      abi: SIMPLE_ACCOUNT_FACTORY_ABI,
      functionName: 'getAddress',
      args: [OWNER, 0n],
    })
    const before = await user('smartAccount')
    expect(before.address).toBe(counterfactual)
    expect(before.accounts).toEqual([
      { address: OWNER, type: 'eoa' },
      { address: counterfactual, type: 'smartAccount' },
    ])
    expect(before.smartAccountDeployed).toBe(false)
    expect((await post('/api/account/init', { token, chainId: CHAIN_ID })).json).toEqual({
      address: counterfactual,
      isDeployed: false,
    })
    expect((await rpc('eth_accounts')).result).toEqual([counterfactual])
    await fromDev(counterfactual, undefined, parseEther('1'))
    const aliceBefore = await client().getBalance({ address: ALICE! })
    const sent = await rpc('eth_sendTransaction', [{ from: counterfactual, to: ALICE, value: '0x16345785d8a0000' }])
    const receipt = await client().waitForTransactionReceipt({ hash: sent.result as Hex, pollingInterval: 5 })
    expect(receipt.status).toBe('success')
    expect((await client().getBalance({ address: ALICE! })) - aliceBefore).toBe(parseEther('0.1'))
    expect((await client().getCode({ address: counterfactual }))?.length).toBeGreaterThan(2)
    expect((await user()).smartAccountDeployed).toBe(true)
  })

  it('behavior: wallet_sendCalls with two ERC-20 transfers lands both in one user operation', async () => {
    const smart = (await user()).address
    await fromDev(
      tokenAddress,
      encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [smart, 9_000_000n] }),
    )
    const [alice0, bob0] = [await tokenBalance(ALICE!), await tokenBalance(BOB!)]
    const transfer = (to: Address, amount: bigint) =>
      encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] })
    expect((await rpc('wallet_getCapabilities', [smart])).result).toEqual({
      '0x2105': { atomic: { status: 'supported' } },
    })
    const sent = await rpc('wallet_sendCalls', [
      {
        version: '2.0.0',
        chainId: '0x2105',
        from: smart,
        atomicRequired: true,
        calls: [
          { to: tokenAddress, data: transfer(ALICE!, 1_000_000n) },
          { to: tokenAddress, data: transfer(BOB!, 2_000_000n) },
        ],
      },
    ])
    const { id } = sent.result as { id: Hex }
    const status = (await rpc('wallet_getCallsStatus', [id])).result as {
      status: number
      atomic: boolean
      receipts: { transactionHash: Hex }[]
    }
    expect(status.status).toBe(200)
    expect(status.atomic).toBe(true)
    expect(status.receipts).toHaveLength(1)
    const receipt = await client().getTransactionReceipt({ hash: status.receipts[0]!.transactionHash })
    const ops = parseEventLogs({ abi: entryPoint07Abi, eventName: 'UserOperationEvent', logs: receipt.logs })
    expect(ops.map((op) => [op.args.userOpHash, op.args.sender, op.args.success])).toEqual([[id, smart, true]])
    expect((await tokenBalance(ALICE!)) - alice0).toBe(1_000_000n)
    expect((await tokenBalance(BOB!)) - bob0).toBe(2_000_000n)
    expect(await tokenBalance(smart)).toBe(6_000_000n)
  })

  it('behavior: switching to the EOA and back changes who signs and sends, and leaves both balances as they were', async () => {
    const smart = (await user()).address
    const [smartEth, smartTokens] = [await client().getBalance({ address: smart }), await tokenBalance(smart)]
    const switched = await post('/api/account/preferred', { token, chainId: CHAIN_ID, type: 'eoa' })
    expect(switched.json).toEqual({ type: 'eoa', address: OWNER })
    expect((await user()).address).toBe(OWNER)
    const ownerBefore = await client().getBalance({ address: OWNER })
    const sent = await rpc('eth_sendTransaction', [{ from: OWNER, to: ALICE, value: '0x1' }])
    const receipt = await client().waitForTransactionReceipt({ hash: sent.result as Hex, pollingInterval: 5 })
    expect(receipt.from.toLowerCase()).toBe(OWNER.toLowerCase())
    expect(await client().getBalance({ address: OWNER })).toBe(
      ownerBefore - 1n - receipt.gasUsed * receipt.effectiveGasPrice,
    )
    expect(await client().getBalance({ address: smart })).toBe(smartEth)
    expect(await tokenBalance(smart)).toBe(smartTokens)
    const back = await post('/api/account/preferred', { token, chainId: CHAIN_ID, type: 'smartAccount' })
    expect(back.json).toEqual({ type: 'smartAccount', address: smart })
    expect((await rpc('eth_accounts')).result).toEqual([smart])
  })

  it('behavior: once deployed, the smart account’s signature is the owner’s plain one, which its isValidSignature accepts (ERC-1271)', async () => {
    await post('/api/account/preferred', { token, chainId: CHAIN_ID, type: 'smartAccount' })
    const smart = (await user()).address
    const signed = (await rpc('personal_sign', [MESSAGE, smart])).result as Hex
    expect(isErc6492Signature(signed)).toBe(false)
    expect(await recoverAddress({ hash: hashMessage(MESSAGE), signature: signed })).toBe(OWNER)
    const isValid = (hash: Hex, signature: Hex) =>
      client().readContract({
        address: smart,
        abi: [
          {
            type: 'function',
            name: 'isValidSignature',
            stateMutability: 'view',
            inputs: [
              { name: 'hash', type: 'bytes32' },
              { name: 'signature', type: 'bytes' },
            ],
            outputs: [{ type: 'bytes4' }],
          },
        ],
        functionName: 'isValidSignature',
        args: [hash, signature],
      })
    expect(await isValid(hashMessage(MESSAGE), signed)).toBe('0x1626ba7e')
    expect(await isValid(hashMessage('something else'), signed)).toBe('0xffffffff')
    expect(await client().verifyMessage({ address: smart, message: MESSAGE, signature: signed })).toBe(true)
  })

  it('error: bad calls and typed data are refused, and another sender or signer is not the user', async () => {
    await post('/api/account/preferred', { token, chainId: CHAIN_ID, type: 'smartAccount' })
    expect((await rpc('personal_sign', [MESSAGE, ALICE])).rpcError?.code).toBe(4100)
    expect((await rpc('eth_signTypedData_v4', [(await user()).address, '{"types":'])).rpcError?.code).toBe(-32602)
    const badTo = await rpc('wallet_sendCalls', [{ calls: [{ to: 'deadbeef' }] }])
    expect(badTo.rpcError?.code).toBe(-32602)
    const badData = await rpc('wallet_sendCalls', [{ calls: [{ to: ALICE, data: 'xyz' }] }])
    expect(badData.rpcError?.code).toBe(-32602)
    const other = await rpc('eth_sendTransaction', [{ from: ALICE, to: BOB, value: '0x1' }])
    expect(other.rpcError?.code).toBe(4100)
    expect((await rpc('wallet_getCallsStatus', [`0x${'12'.repeat(32)}`])).rpcError?.code).toBe(5730)
  })
})
