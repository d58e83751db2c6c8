// The devnet's secure frame page signs for its signed-in user (SPEC §7 "rpc request"): a page
// on another origin frames it as the app does, signs an email user in through the mailbox
// code, and sends RPC_REQUEST over postMessage. Signatures verify for the user's address, a
// transaction is mined on the devnet chain and moves its value, refusals carry their EIP-1193
// code, and nothing the frame posts holds a key or the session token.
import { createPublicClient, http, parseEther, verifyMessage, type Hex } from 'viem'
import { DEV_ACCOUNTS, TREASURY_INDEX } from '../devnet/accounts.js'
import { accountForEmail } from '../devnet/frame/server.js'
import { readDevnetInfo } from '../devnet/playwright.js'
import { call, frameHost, signInByEmail } from './frameHost.js'
import { waitForReceipt } from '../devnet/receipt.js'
import { expect, test } from './fixtures.js'

const USERS = DEV_ACCOUNTS.filter((_, i) => i !== TREASURY_INDEX)

test('behavior: an email user’s frame answers RPC_REQUEST: personal_sign verifies, eth_sendTransaction is mined on the devnet chain, refusals carry 4100 / 4200 / -32602, and nothing posted holds a key @peer', async ({
  page,
}) => {
  const email = `signer-${Date.now()}@example.com`
  const user = accountForEmail(email, USERS)
  const recipient = USERS.find((a) => a.address !== user)!.address
  const base = readDevnetInfo().chains.find((c) => c.chainId === 8453)!
  const chain = createPublicClient({ transport: http(base.rpcUrl) })
  await frameHost(page)

  // Not signed in: 4100, before anything reaches the frame's server.
  expect(await call(page, 'RPC_REQUEST', { chainId: 8453, method: 'eth_accounts', params: [] })).toEqual({
    type: '@gatehouse-frame/RPC_REQUEST_ERROR',
    payload: { message: 'Not signed in to the secure frame.', code: 4100 },
  })

  await signInByEmail(page, email)
  expect(await call(page, 'RPC_REQUEST', { chainId: 8453, method: 'eth_accounts', params: [] })).toEqual({
    type: '@gatehouse-frame/RPC_REQUEST_SUCCESS',
    payload: { result: [user] },
  })

  const signed = await call(page, 'RPC_REQUEST', {
    chainId: 8453,
    method: 'personal_sign',
    params: ['Hello from the frame', user],
  })
  expect(signed.type).toBe('@gatehouse-frame/RPC_REQUEST_SUCCESS')
  expect(
    await verifyMessage({ address: user, message: 'Hello from the frame', signature: signed.payload.result as Hex }),
  ).toBe(true)

  const value = parseEther('0.5')
  const before = await chain.getBalance({ address: recipient })
  const sent = await call(page, 'RPC_REQUEST', {
    chainId: 8453,
    method: 'eth_sendTransaction',
    params: [{ from: user, to: recipient, value: `0x${value.toString(16)}` }],
  })
  expect(sent.type).toBe('@gatehouse-frame/RPC_REQUEST_SUCCESS')
  expect((await waitForReceipt(chain, sent.payload.result as Hex)).status).toBe('0x1')
  expect((await chain.getBalance({ address: recipient })) - before).toBe(value)

  expect(
    await call(page, 'RPC_REQUEST', { chainId: 8453, method: 'personal_sign', params: ['hi', recipient] }),
  ).toMatchObject({ type: '@gatehouse-frame/RPC_REQUEST_ERROR', payload: { code: 4100 } })
  expect(
    await call(page, 'RPC_REQUEST', { chainId: 8453, method: 'wallet_addEthereumChain', params: [] }),
  ).toMatchObject({ type: '@gatehouse-frame/RPC_REQUEST_ERROR', payload: { code: 4200 } })
  expect(await call(page, 'RPC_REQUEST', { chainId: '0x2105', method: 'eth_chainId' })).toMatchObject({
    type: '@gatehouse-frame/RPC_REQUEST_ERROR',
    payload: { code: -32602 },
  })

  // wallet_switchEthereumChain moves the frame's chain, as SWITCH_NETWORK does.
  expect(
    await call(page, 'RPC_REQUEST', {
      chainId: 8453,
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x1' }],
    }),
  ).toEqual({ type: '@gatehouse-frame/RPC_REQUEST_SUCCESS', payload: { result: null } })
  expect(await call(page, 'GET_CHAIN_ID')).toMatchObject({ payload: { chainId: '1' } })

  // Signed out: 4100 again.
  await call(page, 'SIGN_OUT')
  expect(await call(page, 'RPC_REQUEST', { chainId: 1, method: 'personal_sign', params: ['hi', user] })).toMatchObject({
    type: '@gatehouse-frame/RPC_REQUEST_ERROR',
    payload: { code: 4100 },
  })

  const posted = JSON.stringify(await page.evaluate(() => window.framePosts))
  for (const key of USERS.map((a) => a.privateKey.slice(2))) expect(posted).not.toContain(key)
  expect(posted).not.toMatch(/"token"|sessionToken/)
})
