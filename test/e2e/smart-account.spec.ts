// The devnet secure frame's smart accounts in the browser, through its postMessage protocol (frame.js, the frame's
// server, the devnet bundler, the EntryPoint on the chain): an email user's smart account is the factory's
// counterfactual address, the first send deploys it there, wallet_sendCalls with two ERC-20 transfers lands both in one
// user operation, and switching to the EOA and back keeps both accounts' balances exactly right. The modal's side is
// smart-account-modal.spec.ts.
import {
  createPublicClient,
  encodeFunctionData,
  erc20Abi,
  http,
  numberToHex,
  parseEther,
  parseEventLogs,
  type Address,
  type Hex,
} from 'viem'
import { entryPoint07Abi } from 'viem/account-abstraction'
import { DEV_ACCOUNTS, TREASURY_INDEX } from '../devnet/accounts.js'
import { SIMPLE_ACCOUNT_FACTORY_ABI } from '../devnet/accountAbstraction.js'
import { accountForEmail } from '../devnet/frame/server.js'
import { readDevnetInfo } from '../devnet/playwright.js'
import { waitForReceipt } from '../devnet/receipt.js'
import { fromTreasury } from './checks.js'
import { expect, test } from './fixtures.js'
import { call, frameHost, signInByEmail } from './frameHost.js'

const USERS = DEV_ACCOUNTS.filter((_, i) => i !== TREASURY_INDEX)
const BASE = 8453

test('behavior: an email user’s smart account is counterfactual until the first send deploys it; wallet_sendCalls lands two ERC-20 transfers in one user operation; switching to the EOA and back keeps both balances right @peer', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const devnet = readDevnetInfo()
  const base = devnet.chains.find((c) => c.chainId === BASE)!
  const usdc = devnet.tokens.find((t) => t.chainId === BASE && t.symbol === 'USDC')!.address
  const chain = createPublicClient({ transport: http(base.rpcUrl), cacheTime: 0 })
  // An owner whose smart account no other spec deploys (smart-account-modal.spec.ts deploys those of accounts 7 and 8)
  // or needs counterfactual (6 signs in ERC-6492 in names.spec.ts and smart-account-modal.spec.ts).
  let email = ''
  for (
    let i = 0;
    email === '' || [6, 7, 8].some((k) => DEV_ACCOUNTS[k]!.address === accountForEmail(email, USERS));
    i++
  )
    email = `smart-${test.info().testId.slice(0, 8)}-${Date.now()}-${i}@example.com`
  const owner = accountForEmail(email, USERS)
  const [alice, bob] = USERS.filter((a) => a.address !== owner).map((a) => a.address)
  const usdcOf = (holder: Address) =>
    chain.readContract({ address: usdc, abi: erc20Abi, functionName: 'balanceOf', args: [holder] })
  const rpc = (method: string, params: unknown[]) => call(page, 'RPC_REQUEST', { chainId: BASE, method, params })

  await frameHost(page)
  await signInByEmail(page, email)
  const counterfactual = await chain.readContract({
    address: devnet.accountAbstraction.factory,
    abi: SIMPLE_ACCOUNT_FACTORY_ABI,
    functionName: 'getAddress',
    args: [owner, 0n],
  })

  // The app asks for the smart account: the user is its counterfactual address, not deployed yet.
  expect(await call(page, 'GET_SMART_ACCOUNT_ENABLED_NETWORKS')).toMatchObject({
    payload: { smartAccountEnabledNetworks: expect.arrayContaining([1, BASE]) },
  })
  const user = await call(page, 'GET_USER', { preferredAccountType: 'smartAccount' })
  expect(user.payload).toMatchObject({
    address: counterfactual,
    preferredAccountType: 'smartAccount',
    smartAccountDeployed: false,
    accounts: [
      { address: owner, type: 'eoa' },
      { address: counterfactual, type: 'smartAccount' },
    ],
  })
  expect(await chain.getCode({ address: counterfactual })).toBeUndefined()
  expect((await rpc('eth_accounts', [])).payload).toEqual({ result: [counterfactual] })

  // The first send deploys it: code at the address on the chain, and the value moved to the wei.
  await fromTreasury(chain, counterfactual, { value: parseEther('1') })
  await fromTreasury(chain, usdc, {
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [counterfactual, 10_000_000n] }),
  })
  const aliceEth = await chain.getBalance({ address: alice! })
  const first = await rpc('eth_sendTransaction', [
    { from: counterfactual, to: alice, value: numberToHex(parseEther('0.1')) },
  ])
  expect(first.type).toBe('@gatehouse-frame/RPC_REQUEST_SUCCESS')
  expect((await waitForReceipt(chain, first.payload.result as Hex)).status).toBe('0x1')
  expect((await chain.getCode({ address: counterfactual }))?.length).toBeGreaterThan(2)
  expect((await chain.getBalance({ address: alice! })) - aliceEth).toBe(parseEther('0.1'))
  expect(await call(page, 'INIT_SMART_ACCOUNT')).toMatchObject({
    payload: { address: counterfactual, isDeployed: true },
  })

  // wallet_sendCalls: two USDC transfers, one user operation in one handleOps transaction.
  const [alice0, bob0] = [await usdcOf(alice!), await usdcOf(bob!)]
  const transfer = (to: Address, amount: bigint) =>
    encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] })
  const batch = await rpc('wallet_sendCalls', [
    {
      version: '2.0.0',
      chainId: numberToHex(BASE),
      from: counterfactual,
      atomicRequired: true,
      calls: [
        { to: usdc, data: transfer(alice!, 1_500_000n) },
        { to: usdc, data: transfer(bob!, 2_500_000n) },
      ],
    },
  ])
  const { id } = (batch.payload as { result: { id: Hex } }).result
  const status = (await rpc('wallet_getCallsStatus', [id])).payload as {
    result: { status: number; receipts: { transactionHash: Hex }[] }
  }
  expect(status.result.status).toBe(200)
  expect(status.result.receipts).toHaveLength(1)
  const receipt = await chain.getTransactionReceipt({ hash: status.result.receipts[0]!.transactionHash })
  const ops = parseEventLogs({ abi: entryPoint07Abi, eventName: 'UserOperationEvent', logs: receipt.logs })
  expect(ops.map((op) => [op.args.userOpHash, op.args.sender, op.args.success])).toEqual([[id, counterfactual, true]])
  expect((await usdcOf(alice!)) - alice0).toBe(1_500_000n)
  expect((await usdcOf(bob!)) - bob0).toBe(2_500_000n)
  expect(await usdcOf(counterfactual)).toBe(6_000_000n)

  // To the EOA and back: the EOA sends as itself; neither account's balance moves but by what it sent.
  const [smartEth, smartUsdc] = [await chain.getBalance({ address: counterfactual }), await usdcOf(counterfactual)]
  expect(await call(page, 'SET_PREFERRED_ACCOUNT', { type: 'eoa' })).toMatchObject({
    payload: { type: 'eoa', address: owner },
  })
  const ownerEth = await chain.getBalance({ address: owner })
  const ownerUsdc = await usdcOf(owner)
  const fromEoa = await rpc('eth_sendTransaction', [{ from: owner, to: bob, value: numberToHex(1000n) }])
  const eoaReceipt = await chain.waitForTransactionReceipt({ hash: fromEoa.payload.result as Hex, pollingInterval: 5 })
  expect(eoaReceipt.from.toLowerCase()).toBe(owner.toLowerCase())
  expect(await chain.getBalance({ address: owner })).toBe(
    ownerEth - 1000n - eoaReceipt.gasUsed * eoaReceipt.effectiveGasPrice,
  )
  expect(await call(page, 'SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })).toMatchObject({
    payload: { type: 'smartAccount', address: counterfactual },
  })
  expect((await call(page, 'GET_USER')).payload).toMatchObject({ address: counterfactual, smartAccountDeployed: true })
  expect(await chain.getBalance({ address: counterfactual })).toBe(smartEth)
  expect(await usdcOf(counterfactual)).toBe(smartUsdc)
  expect(await usdcOf(owner)).toBe(ownerUsdc)
})
