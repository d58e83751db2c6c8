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

test('behavior: when the listing service fails a page, All Wallets says so with Try again (no endless spinner), and Try again lists the page once the service answers', async ({
  page,
  pageErrors,
}) => {
  const devnet = readDevnetInfo()
  // The full listing's pages (40 entries; the Connect view's featured and recommended ones ask for 4): refused with
  // 503, retries included, until the visitor asks again.
  let down = true
  const failed: string[] = []
  await page.route(
    (url) => url.href.startsWith(`${devnet.wallets}/getWallets`) && url.searchParams.get('entries') === '40',
    async (route) => {
      if (!down) return route.continue()
      failed.push(route.request().url())
      await route.fulfill({ status: 503, body: 'down' })
    },
  )
  const csp = await openDevnetPage(page, test.info().testId, 'dark')
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  await page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: 'All Wallets' }).click()
  const dialog = page.getByRole('dialog', { name: 'All Wallets' })
  await expect(dialog.getByRole('alert').filter({ hasText: 'Failed to fetch wallets' })).toBeVisible()
  await expect(dialog.locator('.gh-spinner')).toHaveCount(0)
  expect(failed.length).toBeGreaterThan(0)
  const list = dialog.getByRole('list', { name: 'All Wallets' })
  // What the page has stays usable meanwhile.
  await expect(list.getByRole('button', { name: /Gatehouse Test Wallet/ })).toBeVisible()
  await expect(list.getByRole('button', { name: /Yarrow Wallet/ })).toHaveCount(0)
  await checkScreen(page, 'all-wallets-listing-failed', 'dark')

  down = false
  await dialog.getByRole('button', { name: 'Try again' }).click()
  await expect(list.getByRole('button', { name: /Yarrow Wallet/ })).toBeVisible()
  await expect(dialog.getByText('Failed to fetch wallets')).toHaveCount(0)
  expect(await csp()).toEqual([])
  // The browser's own line for each refused page, and nothing else.
  const refused = (e: string) => e.includes('status of 503') && e.includes('/getWallets?')
  expect(pageErrors.filter(refused)).toHaveLength(failed.length)
  pageErrors.splice(0, pageErrors.length, ...pageErrors.filter((e) => !refused(e)))
})
