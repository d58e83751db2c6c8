// The wagmi example (examples/wagmi, served by `npm start` at /wagmi/ on a fresh devnet): connect through
// Gatehouse's modal with the test browser wallet, send 0.01 ETH with wagmi's sendTransaction (through
// gatehouse-modal/wagmi, the request pipeline and the wallet's prompt), the recipient's balance on the devnet
// chain grows by exactly that, and a reload reconnects wagmi to the same account with no prompt.
import type { Page } from '@playwright/test'
import { createPublicClient, http, parseEther, type Hex } from 'viem'
import { demoUrl, readDevnetInfo } from '../devnet/playwright.js'
import type {} from '../devnet/wallet/index.js'
import { expect, test } from './fixtures.js'

const pending = (page: Page) => page.evaluate(() => window.gatehouseTestWallet?.pending() ?? null)

async function openExample(page: Page) {
  await page.goto(new URL('wagmi/', demoUrl()).href)
  await page.waitForFunction(() => window.gatehouseTestWallet !== undefined)
}

test('behavior: wagmi connects through the modal, sends 0.01 ETH on the devnet, and reconnects after a reload with no prompt @peer', async ({
  page,
}) => {
  const devnet = readDevnetInfo()
  const account = devnet.accounts[0]!.address
  const recipient = devnet.accounts[7]!.address
  const chain = devnet.chains.find((c) => c.chainId === 1)!
  const rpc = createPublicClient({ transport: http(chain.rpcUrl) })
  await openExample(page)
  const status = page.getByTestId('wagmi-status')
  await expect(status).toHaveText('disconnected')

  // wagmi's connect opens Gatehouse's modal; the visitor picks the wallet and approves in its prompt.
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: /Gatehouse Test Wallet/ })
    .click()
  const prompt = page.getByRole('dialog', { name: 'Gatehouse Test Wallet: Connection request' })
  await prompt.getByRole('button', { name: 'Approve' }).click()
  await expect(status).toHaveText('connected')
  await expect(page.getByTestId('wagmi-account')).toHaveText(account)
  await expect(page.getByTestId('wagmi-chain')).toHaveText('1')

  // wagmi's sendTransaction: eth_sendTransaction through the connector's provider, a TxQueued in Gatehouse's
  // log, answered by the wallet once the visitor approves in its prompt.
  const before = await rpc.getBalance({ address: recipient })
  await page.getByRole('button', { name: 'Send 0.01 ETH' }).click()
  const sendPrompt = page.getByRole('dialog', { name: /^Gatehouse Test Wallet: / })
  await expect.poll(() => pending(page)).toEqual([expect.objectContaining({ method: 'eth_sendTransaction' })])
  await sendPrompt.getByRole('button', { name: 'Approve' }).click()
  const hash = (await page.getByTestId('tx-hash').textContent()) as Hex
  expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
  const receipt = await rpc.waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  expect((await rpc.getBalance({ address: recipient })) - before).toBe(parseEther('0.01'))

  // Reload: wagmi reconnects to the same account; neither Gatehouse's modal nor the wallet asks anything.
  await page.reload()
  await page.waitForFunction(() => window.gatehouseTestWallet !== undefined)
  await expect(status).toHaveText('connected')
  await expect(page.getByTestId('wagmi-account')).toHaveText(account)
  expect(await pending(page)).toEqual([])
  await expect(page.getByRole('dialog')).toHaveCount(0)
})
