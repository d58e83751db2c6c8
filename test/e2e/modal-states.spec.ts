// The modal's states that had no end-to-end test: focus on the first open while the
// email entries' lazy chunk is still loading; a network switch the wallet refuses ('Could not
// switch to {network}: …', role alert, Try again, in the network list), driven through the
// devnet's test browser wallet; and the loading state of the first open (spinner, aria-busy,
// 'Loading' in the live region) while the wallet listing answers. Screens in both themes, axe,
// strict CSP.
import type { Page, Route } from '@playwright/test'
import { readDevnetInfo } from '../devnet/playwright.js'
import type {} from '../devnet/wallet/index.js'
import { checkScreen, DEVNET_CSP, recordCspViolations, STRICT_CSP } from './checks.js'
import { emit, expect, test, waitReady } from './fixtures.js'
import { connectTestWallet } from './testWallet.js'

const connectDialog = (page: Page) => page.getByRole('dialog', { name: 'Connect Wallet' })

/** Holds the requests matching `pattern` until the returned function is called. */
async function hold(page: Page, pattern: RegExp): Promise<() => void> {
  let release: () => void = () => undefined
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(pattern, async (route: Route) => {
    await released
    await route.continue()
  })
  return release
}

/** The modal page with the auth connector (email and socials) and an installed wallet, under a strict CSP. */
async function openAuthPage(page: Page): Promise<void> {
  await page.goto(`/modal.html?project=${test.info().testId}&csp=${encodeURIComponent(STRICT_CSP)}`)
  await waitReady(page)
  await emit(page, [
    {
      type: 'ConnectorsDiscovered',
      data: {
        connectors: [
          { id: 'auth', name: 'Email', type: 'auth', chain: 'eip155' },
          { id: 'dev.gatehouse.testwallet', name: 'Gatehouse Test Wallet', type: 'announced', chain: 'eip155' },
        ],
      },
    },
  ])
}

test('focus: on the first open the email field (first in SPEC order) gets the focus once its chunk lands, after the shell focused the first wallet', async ({
  page,
}) => {
  const release = await hold(page, /AuthEntries\.tsx/)
  await openAuthPage(page)
  await page.getByRole('button', { name: 'Connect' }).focus()
  await page.keyboard.press('Enter')
  const wallet = connectDialog(page).getByRole('button', { name: /Gatehouse Test Wallet/ })
  // The email chunk is held: the shell put the focus on the view's first control there is.
  await expect(wallet).toBeFocused()
  release()
  const email = connectDialog(page).getByRole('textbox', { name: 'Email' })
  await expect(email).toBeVisible()
  await expect(email).toBeFocused()
})

test('focus: a visitor who moved the focus before the email chunk landed keeps it', async ({ page }) => {
  const release = await hold(page, /AuthEntries\.tsx/)
  await openAuthPage(page)
  await page.getByRole('button', { name: 'Connect' }).click()
  const modal = connectDialog(page)
  await expect(modal.getByRole('button', { name: /Gatehouse Test Wallet/ })).toBeFocused()
  await page.keyboard.press('Tab')
  const allWallets = modal.getByRole('button', { name: 'All Wallets' })
  await expect(allWallets).toBeFocused()
  release()
  await expect(modal.getByRole('textbox', { name: 'Email' })).toBeVisible()
  await expect(modal.getByRole('button', { name: 'Continue with Google' })).toBeVisible()
  await expect(allWallets).toBeFocused()
})

/** The devnet page (every default effect, the test wallet, the devnet's servers) under a strict CSP, in `theme`. */
async function openDevnetPage(page: Page, theme: 'dark' | 'light'): Promise<() => Promise<string[]>> {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  const csp = await recordCspViolations(page)
  const info = readDevnetInfo()
  await page.goto(
    `/devnet.html?project=${test.info().testId}&devnet=${encodeURIComponent(JSON.stringify(info))}&csp=${encodeURIComponent(DEVNET_CSP)}`,
  )
  await waitReady(page)
  await page.waitForFunction(() => window.gatehouseTestWallet !== undefined)
  if (theme === 'light') await emit(page, [{ type: 'ThemeChanged', data: { themeMode: 'light' } }])
  return csp
}

for (const theme of ['dark', 'light'] as const) {
  test(`network switch refused in the test wallet (${theme}): 'Could not switch to Base: …' as an alert in the network list, Try again switches; axe; no CSP violation`, async ({
    page,
  }) => {
    const csp = await openDevnetPage(page, theme)
    const info = readDevnetInfo()
    await connectTestWallet(page)
    const address = info.accounts[0]!.address
    await expect(page.getByRole('button', { name: address })).toBeVisible()

    await page.getByRole('button', { name: address }).click()
    const account = page.getByRole('dialog', { name: 'Account' })
    await account.getByRole('button', { name: /^Network:/ }).click()
    const networks = account.getByRole('list', { name: 'Select network' })
    await networks.getByRole('button', { name: /^Base/ }).click()
    // The wallet asks; the person refuses.
    await page
      .getByRole('dialog', { name: 'Gatehouse Test Wallet: Switch network' })
      .getByRole('button', { name: 'Reject' })
      .click()
    const alert = account.getByRole('alert').filter({ hasText: /\S/ })
    await expect(alert).toHaveText(/^Could not switch to Base: \S.*/)
    await expect(account.getByRole('button', { name: /^Ethereum/ })).toHaveAccessibleName(/Current network/)
    const tryAgain = account.getByRole('button', { name: 'Try again' })
    await expect(tryAgain).toBeVisible()
    await checkScreen(page, 'network-switch-failed', theme)

    // Try again asks the wallet again for the same network; approved, the alert goes and Base is current.
    await tryAgain.click()
    await page
      .getByRole('dialog', { name: 'Gatehouse Test Wallet: Switch network' })
      .getByRole('button', { name: 'Approve' })
      .click()
    await expect(account.getByRole('button', { name: /^Base/ })).toHaveAccessibleName(/Current network/)
    await expect(alert).toHaveCount(0)
    expect(await page.evaluate(() => window.gatehouseTestWallet!.provider.request({ method: 'eth_chainId' }))).toBe(
      '0x2105',
    )
    expect(await csp()).toEqual([])
  })

  test(`loading state of the first open (${theme}): spinner, aria-busy and 'Loading' in the live region until the wallet listing answers; axe; no CSP violation`, async ({
    page,
  }) => {
    const csp = await openDevnetPage(page, theme)
    const release = await hold(page, /\/getWallets\?/)
    await page.getByRole('button', { name: 'Connect' }).click()
    const modal = connectDialog(page)
    await expect(modal.getByRole('status').filter({ hasText: 'Loading' })).toHaveText('Loading')
    await expect(modal.locator('[aria-busy="true"]')).toHaveCount(1)
    await checkScreen(page, 'modal-loading', theme)
    release()
    await expect(modal.locator('[aria-busy="true"]')).toHaveCount(0)
    await expect(modal.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0)
    await expect(modal.getByRole('button', { name: /Gatehouse Test Wallet/ })).toBeVisible()
    expect(await csp()).toEqual([])
  })
}
