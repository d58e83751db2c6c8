// All Wallets in an app that configures no wallet-listing service (SPEC §7's service left out): the devnet page
// without `endpoints.wallets`, the devnet's test browser wallet installed.
import { readDevnetInfo } from '../devnet/playwright.js'
import { checkScreen, openDevnetPage } from './checks.js'
import { expect, test } from './fixtures.js'

for (const theme of ['dark', 'light'] as const) {
  test(`behavior (${theme}): without a wallet-listing service All Wallets lists the installed wallet with a note, no spinner, no listing request, and connects it`, async ({
    page,
  }) => {
    const devnet = readDevnetInfo()
    const listingRequests: string[] = []
    page.on('request', (r) => {
      if (r.url().startsWith(devnet.wallets)) listingRequests.push(r.url())
    })
    const csp = await openDevnetPage(page, test.info().testId, theme, { listing: 'off' })
    await page.getByRole('button', { name: 'Connect', exact: true }).click()
    await page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: 'All Wallets' }).click()
    const dialog = page.getByRole('dialog', { name: 'All Wallets' })
    await expect(dialog.getByText('Only the wallets installed in this browser are listed here.')).toBeVisible()
    const list = dialog.getByRole('list', { name: 'All Wallets' })
    await expect(list.getByRole('button', { name: /Gatehouse Test Wallet/ })).toBeVisible()
    // Nothing waits: no spinner, no live "Loading" (the end of the list was in view, so a page was asked for).
    await expect(dialog.locator('.gh-spinner')).toHaveCount(0)
    await expect(dialog.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0)
    expect(await page.evaluate(() => window.e2e.seen.map((e) => e.type))).toContain('WalletListingUnavailable')
    await checkScreen(page, 'all-wallets-no-listing', theme)

    // The visitor connects the wallet from the list and approves in its prompt: the wallet's own account is shown.
    await list.getByRole('button', { name: /Gatehouse Test Wallet/ }).click()
    await page
      .getByRole('dialog', { name: 'Gatehouse Test Wallet: Connection request' })
      .getByRole('button', { name: 'Approve' })
      .click()
    await expect(page.getByRole('button', { name: devnet.accounts[0]!.address })).toBeVisible()
    expect(listingRequests).toEqual([])
    expect(await csp()).toEqual([])
  })
}
