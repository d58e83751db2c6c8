// The configuration of SPEC §1 as a visitor meets it: the legal checkbox, features turned off, the socials'
// order, themeMode 'system' following the colour scheme live, and themeVariables in the rendered styles, under the
// strict CSP, with screenshots and axe-core in both themes.
import type { Page } from '@playwright/test'
import type { EventInput, GatehouseConfig } from 'gatehouse-modal'
import { checkScreen, recordCspViolations, STRICT_CSP } from './checks.js'
import { emit, expect, test, waitReady } from './fixtures.js'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const WALLETS: EventInput[] = [
  {
    type: 'ConnectorsDiscovered',
    data: {
      connectors: [
        { id: 'auth', name: 'Email', type: 'auth', chain: 'eip155' },
        { id: 'io.metamask', name: 'MetaMask', type: 'announced', chain: 'eip155' },
      ],
    },
  },
]
const CONNECTED: EventInput[] = [
  { type: 'ConnectRequested', data: { connectorId: 'io.metamask', namespace: 'eip155' } },
  {
    type: 'Connected',
    data: { connectorId: 'io.metamask', namespace: 'eip155', chainId: 'eip155:1', address: ADDRESS },
  },
]

/** Opens the configuration page with `config` under the strict CSP; returns the reader of its CSP violations. */
async function openPage(page: Page, config: GatehouseConfig, theme: 'dark' | 'light' = 'dark') {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  const csp = await recordCspViolations(page)
  const query = `config=${encodeURIComponent(JSON.stringify(config))}&csp=${encodeURIComponent(STRICT_CSP)}`
  await page.goto(`/config.html?project=${encodeURIComponent(test.info().testId)}&${query}`)
  await waitReady(page)
  await emit(page, WALLETS)
  if (theme === 'light') await page.evaluate(() => window.e2e.gatehouse.setTheme({ themeMode: 'light' }))
  await page.getByRole('button', { name: 'Connect' }).click()
  return csp
}

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Connect Wallet' })

for (const theme of ['dark', 'light'] as const) {
  test(`legal checkbox (${theme}): every connect entry stays disabled until the visitor ticks it, and works after`, async ({
    page,
  }) => {
    const csp = await openPage(
      page,
      {
        features: { legalCheckbox: true },
        termsConditionsUrl: 'https://example.com/terms',
        privacyPolicyUrl: 'https://example.com/privacy',
      },
      theme,
    )
    const d = dialog(page)
    const entries = [
      d.getByRole('button', { name: /MetaMask/ }),
      d.getByRole('button', { name: 'All Wallets' }),
      d.getByRole('button', { name: 'Continue with Google' }),
      d.getByRole('textbox', { name: 'Email' }),
    ]
    for (const entry of entries) await expect(entry).toBeDisabled()
    await expect(d.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', 'https://example.com/terms')
    await expect(d.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', 'https://example.com/privacy')
    await checkScreen(page, 'config-legal-unticked', theme)
    await d.getByRole('checkbox', { name: /I agree to the/ }).check()
    for (const entry of entries) await expect(entry).toBeEnabled()
    await d.getByRole('button', { name: 'All Wallets' }).click()
    await expect(page.getByRole('dialog', { name: 'All Wallets' })).toBeVisible()
    expect(await csp()).toEqual([])
  })

  test(`features off (${theme}): email, socials, All Wallets, the Activity tab and the four wallet features are gone`, async ({
    page,
  }) => {
    await openPage(
      page,
      {
        features: {
          email: false,
          socials: false,
          allWallets: false,
          history: false,
          swaps: false,
          onramp: false,
          receive: false,
          send: false,
        },
      },
      theme,
    )
    const d = dialog(page)
    await expect(d.getByRole('button', { name: /MetaMask/ })).toBeVisible()
    await expect(d.getByRole('textbox', { name: 'Email' })).toHaveCount(0)
    await expect(d.getByRole('list', { name: 'Social login' })).toHaveCount(0)
    await expect(d.getByRole('button', { name: 'All Wallets' })).toHaveCount(0)
    await checkScreen(page, 'config-features-off-connect', theme)
    await emit(page, CONNECTED)
    await page.getByRole('button', { name: 'Connect' }).click()
    const account = page.getByRole('dialog', { name: 'Account' })
    await expect(account.getByRole('tab', { name: 'Tokens' })).toBeVisible()
    await expect(account.getByRole('tab', { name: 'Activity' })).toHaveCount(0)
    for (const name of ['Buy', 'Swap', 'Receive', 'Send'])
      await expect(account.getByRole('button', { name, exact: true })).toHaveCount(0)
    await checkScreen(page, 'config-features-off-account', theme)
  })
}

test('features on by default: the same entry points are there (the control of the test above)', async ({ page }) => {
  await openPage(page, {})
  const d = dialog(page)
  await expect(d.getByRole('textbox', { name: 'Email' })).toBeVisible()
  await expect(d.getByRole('list', { name: 'Social login' })).toBeVisible()
  await expect(d.getByRole('button', { name: 'All Wallets' })).toBeEnabled()
  await expect(d.getByRole('checkbox')).toHaveCount(0)
  await emit(page, CONNECTED)
  await page.getByRole('button', { name: 'Connect' }).click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account.getByRole('tab', { name: 'Activity' })).toBeVisible()
  for (const name of ['Buy', 'Swap', 'Receive', 'Send'])
    await expect(account.getByRole('button', { name, exact: true })).toBeVisible()
})

test('collapse wallets: one entry stands for the wallets (the app’s custom one among them) until the visitor opens it', async ({
  page,
}) => {
  await openPage(page, {
    features: { collapseWallets: true },
    wallets: { custom: [{ id: 'mine', name: 'My Wallet' }] },
  })
  const d = dialog(page)
  await expect(d.getByRole('button', { name: /MetaMask/ })).toHaveCount(0)
  await expect(d.getByRole('button', { name: 'All Wallets' })).toHaveCount(0)
  await d.getByRole('button', { name: 'Continue with a wallet' }).click()
  await expect(d.getByRole('button', { name: /MetaMask/ })).toBeVisible()
  await expect(d.getByRole('button', { name: /My Wallet/ })).toBeVisible()
  await expect(d.getByRole('button', { name: 'All Wallets' })).toBeVisible()
})

test('socials: the app’s list is shown in its order, and only it', async ({ page }) => {
  await openPage(page, { features: { socials: ['github', 'x', 'google'] } })
  const buttons = dialog(page).getByRole('list', { name: 'Social login' }).getByRole('button')
  await expect(buttons).toHaveCount(3)
  const names = await buttons.evaluateAll((list) => list.map((b) => b.textContent))
  expect(names).toEqual(['Continue with GitHub', 'Continue with X', 'Continue with Google'])
})

test("themeMode 'system': the modal follows an emulated colour-scheme change without a reload", async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' })
  await openPage(page, { themeMode: 'system' })
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1))
  const box = page.locator('.gh-dialog')
  await expect(box).toHaveCSS('background-color', 'rgb(20, 20, 22)')
  await page.emulateMedia({ colorScheme: 'light' })
  await expect(box).toHaveCSS('background-color', 'rgb(255, 255, 255)')
  await checkScreen(page, 'config-system', 'light')
  await page.emulateMedia({ colorScheme: 'dark' })
  await expect(box).toHaveCSS('background-color', 'rgb(20, 20, 22)')
  await checkScreen(page, 'config-system', 'dark')
  // The same page all along: no reload happened.
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1)
})

test('themeVariables: colours, radius and font change the rendered styles, in config and through setTheme()', async ({
  page,
}) => {
  const csp = await openPage(page, {
    themeVariables: {
      '--gh-bg': '#102030',
      '--gh-fg': '#f0f0f0',
      '--gh-radius': '6px',
      '--gh-font-family': 'monospace',
    },
  })
  const box = page.locator('.gh-dialog')
  await expect(box).toHaveCSS('background-color', 'rgb(16, 32, 48)')
  await expect(box).toHaveCSS('border-top-left-radius', '6px')
  await expect(box).toHaveCSS('font-family', 'monospace')
  await checkScreen(page, 'config-theme-variables', 'dark')
  await page.evaluate(() =>
    window.e2e.gatehouse.setTheme({
      themeMode: 'light',
      themeVariables: { '--gh-bg': '#fff8e0', '--gh-radius': '18px' },
    }),
  )
  await expect(box).toHaveCSS('background-color', 'rgb(255, 248, 224)')
  await expect(box).toHaveCSS('border-top-left-radius', '18px')
  await checkScreen(page, 'config-theme-variables', 'light')
  expect(await csp()).toEqual([])
})
