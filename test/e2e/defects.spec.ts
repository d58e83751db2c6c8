// Defects found by walking every flow as a new visitor would (issue 25), each shown here in
// Chromium on the demo or the test pages: the state that outlived what it belonged to, the rough
// edges of the interaction, and the demo's own page.
import type { Page } from '@playwright/test'
import { demoUrl, readDevnetInfo } from '../devnet/playwright.js'
import { expect, test } from './fixtures.js'

type Devnet = ReturnType<typeof readDevnetInfo>

/** A command to the devnet's phone wallet (POST, or GET /state). */
async function phone(devnet: Devnet, path: string, body?: unknown): Promise<unknown> {
  const get = path === '/state'
  const response = await fetch(`${devnet.walletConnect.phoneWallet}${path}`, {
    method: get ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    ...(get ? {} : { body: JSON.stringify(body ?? {}) }),
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${text}`)
  return text ? JSON.parse(text) : null
}

/** Connects the demo to the phone wallet over WalletConnect (the test plays the phone: pair and approve). */
async function connectPhone(page: Page, devnet: Devnet): Promise<void> {
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  await page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: 'WalletConnect' }).click()
  const holder = page.locator('[data-wc-uri]')
  await expect(holder).toHaveAttribute('data-wc-uri', /^wc:[0-9a-f]{64}@2\?/)
  await phone(devnet, '/pair', { uri: await holder.getAttribute('data-wc-uri') })
  await phone(devnet, '/approve')
  await expect(page.getByTestId('connected-account')).toHaveText(devnet.accounts[0]!.address)
}

test.describe('the phone wallet (one for the run: serial)', () => {
  test.describe.configure({ mode: 'serial' })

  test.afterEach(async () => {
    const devnet = readDevnetInfo()
    await phone(devnet, '/disconnect').catch(() => undefined)
    await phone(devnet, '/chain', { chainId: 'eip155:1' })
  })

  test('item 3: a reload restores the chain the phone is on, also when it moved while the page was away', async ({ page }) => {
    const devnet = readDevnetInfo()
    await phone(devnet, '/account', { index: 0 })
    await phone(devnet, '/chain', { chainId: 'eip155:1' })
    await page.goto(demoUrl())
    await connectPhone(page, devnet)
    const network = page.getByTestId('active-network')
    await expect(network).toContainText('eip155:1')

    await phone(devnet, '/chain', { chainId: 'eip155:8453' })
    // The phone moves to Base as the page reloads: the chainChanged it sends may reach neither page.
    await page.reload()
    await expect(page.getByTestId('account-status')).toHaveText('connected')
    await expect(network).toContainText('eip155:8453')

    // The phone moves back to Ethereum while the demo is away: back on the page, the session's chain wins.
    await page.goto('about:blank')
    await phone(devnet, '/chain', { chainId: 'eip155:1' })
    await page.goto(demoUrl())
    await expect(page.getByTestId('account-status')).toHaveText('connected')
    await expect(network).toContainText('eip155:1')
  })
})
