// Connect through the devnet's test browser wallet in the demo (`npm start`'s page, started by
// playwright.config.ts on a fresh devnet): EIP-6963 discovery, the wallet's prompt, restore on
// reload without a prompt, a network switch, disconnect, through the demo's GatehouseModal.
import type { Page } from '@playwright/test'
import { demoUrl, readDevnetInfo } from '../devnet/playwright.js'
import type {} from '../devnet/wallet/index.js'
import { expect, test } from './fixtures.js'

const pending = (page: Page) => page.evaluate(() => window.gatehouseTestWallet?.pending() ?? null)

async function openDemo(page: Page) {
  await page.goto(demoUrl())
  await page.waitForFunction(() => window.gatehouseTestWallet !== undefined)
}

test('behavior: connect with the test wallet, reload without a prompt, switch network, disconnect', async ({
  page,
}) => {
  const devnet = readDevnetInfo()
  const account = devnet.accounts[0]!.address
  const requests: string[] = []
  page.on('request', (r) => requests.push(r.url()))
  await openDemo(page)

  const accountField = page.getByTestId('connected-account')
  const networkField = page.getByTestId('active-network')
  await expect(accountField).toHaveText('not connected')

  // Connect: the modal lists the wallet found over EIP-6963; its button emits ConnectRequested.
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  const modal = page.getByRole('dialog', { name: 'Connect Wallet' })
  await modal.getByRole('button', { name: /Gatehouse Test Wallet/ }).click()
  // The modal waits for the wallet (ConnectingExternal, titled with the wallet's name).
  const connecting = page.getByRole('dialog', { name: 'Gatehouse Test Wallet', exact: true })
  await expect(connecting.getByText('Continue in Gatehouse Test Wallet')).toBeVisible()

  // The wallet's own prompt asks; a person approves.
  const prompt = page.getByRole('dialog', { name: 'Gatehouse Test Wallet: Connection request' })
  await expect(prompt).toBeVisible()
  expect(await pending(page)).toEqual([expect.objectContaining({ kind: 'connect', method: 'eth_requestAccounts' })])
  await prompt.getByRole('button', { name: 'Approve' }).click()
  await expect(prompt).toBeHidden()

  await expect(accountField).toHaveText(account)
  await expect(networkField).toContainText('eip155:1')
  await expect(
    page.getByRole('region', { name: 'Domain events' }).getByText('Connected', { exact: true }).first(),
  ).toBeVisible()
  // Connected: the modal closes by itself.
  await expect(connecting).toHaveCount(0)

  // Reload: restored from the log and re-synced with eth_accounts, which the wallet answers without a prompt.
  await page.reload()
  await page.waitForFunction(() => window.gatehouseTestWallet !== undefined)
  await expect(accountField).toHaveText(account)
  expect(await pending(page)).toEqual([])
  await expect(page.getByRole('dialog', { name: /Gatehouse Test Wallet/ })).toHaveCount(0)

  // Switch network from the app: wallet_switchEthereumChain, approved in the wallet.
  await page.getByTestId('connect-button').click()
  const accountView = page.getByRole('dialog', { name: 'Account' })
  await accountView.getByRole('button', { name: /^Network:/ }).click()
  await accountView.getByRole('button', { name: 'Base', exact: true }).click()
  const switchPrompt = page.getByRole('dialog', { name: 'Gatehouse Test Wallet: Switch network' })
  await switchPrompt.getByRole('button', { name: 'Approve' }).click()
  await expect(networkField).toContainText('eip155:8453')
  expect(await page.evaluate(() => window.gatehouseTestWallet!.provider.request({ method: 'eth_chainId' }))).toBe(
    '0x2105',
  )

  // A rejected switch leaves the network as it is.
  await accountView.getByRole('button', { name: 'Ethereum', exact: true }).click()
  await page
    .getByRole('dialog', { name: 'Gatehouse Test Wallet: Switch network' })
    .getByRole('button', { name: 'Reject' })
    .click()
  await expect(
    page.getByRole('region', { name: 'Domain events' }).getByText('NetworkSwitchFailed', { exact: true }).first(),
  ).toBeVisible()
  await expect(networkField).toContainText('eip155:8453')

  // Disconnect: the app's connection ends and the wallet forgets the grant.
  await accountView.getByRole('button', { name: 'Disconnect' }).click()
  await expect(accountField).toHaveText('not connected')
  await expect
    .poll(() => page.evaluate(() => window.gatehouseTestWallet!.provider.request({ method: 'eth_accounts' })))
    .toEqual([])
  await page.reload()
  await page.waitForFunction(() => window.gatehouseTestWallet !== undefined)
  await expect(accountField).toHaveText('not connected')

  // Nothing left 127.0.0.1.
  expect(requests.filter((url) => !/^(http:\/\/127\.0\.0\.1[:/]|data:|blob:)/.test(url))).toEqual([])
})

test('error: rejecting in the wallet leaves the page disconnected, and a retry connects', async ({ page }) => {
  const devnet = readDevnetInfo()
  await openDemo(page)
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  const modal = page.getByRole('dialog', { name: 'Connect Wallet' })
  await modal.getByRole('button', { name: /Gatehouse Test Wallet/ }).click()
  const prompt = page.getByRole('dialog', { name: 'Gatehouse Test Wallet: Connection request' })
  // Escape in the wallet's prompt is a rejection (4001).
  await expect(prompt.getByRole('button', { name: 'Approve' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(prompt).toBeHidden()
  await expect(
    page.getByRole('region', { name: 'Domain events' }).getByText('ConnectFailed', { exact: true }).first(),
  ).toBeVisible()
  await expect(page.getByTestId('connected-account')).toHaveText('not connected')

  // The modal says the request was declined and offers a retry.
  const connecting = page.getByRole('dialog', { name: 'Gatehouse Test Wallet', exact: true })
  await expect(connecting.getByText('Connection declined')).toBeVisible()
  await connecting.getByRole('button', { name: 'Try again' }).click()
  await page.evaluate(() => window.gatehouseTestWallet!.waitForRequest())
  expect(await page.evaluate(() => window.gatehouseTestWallet!.approve())).toBe(true)
  await expect(page.getByTestId('connected-account')).toHaveText(devnet.accounts[0]!.address)
})

test('behavior: the test wallet signs a transaction in the page and sends it raw to the devnet chain', async ({
  page,
}) => {
  const devnet = readDevnetInfo()
  // The devnet is shared by the run's tests: send from dev account 8 (not the treasury, 9) to a burn address,
  // and check the difference, so no other test's balances move.
  const from = devnet.accounts[8]!.address
  const to = '0x000000000000000000000000000000000000dEaD'
  await openDemo(page)
  await page.evaluate(() => window.gatehouseTestWallet!.setAccount(8))
  const request = (method: string, params?: unknown[]) =>
    page.evaluate(
      ([m, p]) =>
        window.gatehouseTestWallet!.provider.request({ method: m as string, params: p as unknown[] | undefined }),
      [method, params] as const,
    )
  const approveNext = () =>
    page.evaluate(async () =>
      window.gatehouseTestWallet!.approve((await window.gatehouseTestWallet!.waitForRequest()).id),
    )

  const accounts = request('eth_requestAccounts')
  await approveNext()
  expect(await accounts).toEqual([from])
  const before = BigInt((await request('eth_getBalance', [to, 'latest'])) as string)

  const sent = request('eth_sendTransaction', [{ from, to, value: '0xde0b6b3a7640000' }]) // 1 ETH
  await expect(page.getByRole('dialog', { name: 'Gatehouse Test Wallet: Transaction request' })).toBeVisible()
  await approveNext()
  const hash = (await sent) as string
  expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
  await expect
    .poll(() =>
      request('eth_getTransactionReceipt', [hash]).then((r) => (r as { status?: string } | null)?.status ?? null),
    )
    .toBe('0x1')
  expect(BigInt((await request('eth_getBalance', [to, 'latest'])) as string) - before).toBe(10n ** 18n)
})

test('behavior: the wallet moving to a chain the demo does not support shows UnsupportedChain; moving back recovers', async ({
  page,
}) => {
  await openDemo(page)
  const approveNext = () =>
    page.evaluate(async () =>
      window.gatehouseTestWallet!.approve((await window.gatehouseTestWallet!.waitForRequest()).id),
    )
  const switchWallet = (chainId: string) =>
    page.evaluate(
      (id) =>
        window.gatehouseTestWallet!.provider.request({
          method: 'wallet_switchEthereumChain',
          params: [{ chainId: id }],
        }),
      chainId,
    )

  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: /Gatehouse Test Wallet/ })
    .click()
  await approveNext()
  await expect(page.getByTestId('active-network')).toContainText('eip155:1')
  // Connected: the modal closes by itself.
  await expect(page.getByRole('dialog', { name: 'Gatehouse Test Wallet', exact: true })).toHaveCount(0)

  // chainChanged to 31337 (the devnet's chain the demo does not support): the 'unsupported' placeholder, and the router's UnsupportedChain view.
  const switched = switchWallet('0x7a69')
  await approveNext()
  await switched
  await expect(page.getByTestId('active-network')).toContainText('(unsupported)')
  await expect(page.getByRole('dialog', { name: 'Switch Network' })).toBeVisible()

  const back = switchWallet('0x1')
  await approveNext()
  await back
  await expect(page.getByTestId('active-network')).toContainText('eip155:1')
  await expect(page.getByTestId('active-network')).not.toContainText('(unsupported)')
})
