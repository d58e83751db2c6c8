// Locales as a visitor meets them: an app configured in Arabic shows the modal right to left (the dialog's
// `dir` and `lang`, its header mirrored, the back arrow pointing right), screenshots and axe in both themes; a
// language picked on the page at run time re-renders the open view in place (what was typed stays); a feature
// screen's translations arrive with the screen; the legal checkbox's sentence in the language's order; the loading
// dialog in the locale and its direction; the app's metadata reaching the secure frame without WalletConnect.
import type { Locator, Page } from '@playwright/test'
import type { EventInput, GatehouseConfig } from 'gatehouse-modal'
import { readDevnetInfo } from '../devnet/playwright.js'
import { checkScreen, DEVNET_CSP, recordCspViolations, STRICT_CSP } from './checks.js'
import { emit, expect, test, waitReady } from './fixtures.js'

const ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7'

const WALLETS: EventInput[] = [
  {
    type: 'ConnectorsDiscovered',
    data: {
      connectors: [
        { id: 'walletConnect', name: 'WalletConnect', type: 'walletConnect', chain: 'eip155' },
        { id: 'dev.gatehouse.testwallet', name: 'Gatehouse Test Wallet', type: 'announced', chain: 'eip155' },
      ],
    },
  },
  { type: 'RecentWalletRecorded', data: { wallet: { id: 'dev.gatehouse.testwallet', name: 'Gatehouse Test Wallet' } } },
  {
    type: 'WalletsPageFetched',
    data: {
      list: 'all',
      page: 1,
      count: 3,
      wallets: ['Rainbow', 'Trust Wallet', 'Zerion'].map((name, i) => ({ id: `w-${i}`, name })),
    },
  },
]

const CONNECTED: EventInput[] = [
  { type: 'ConnectRequested', data: { connectorId: 'dev.gatehouse.testwallet', namespace: 'eip155' } },
  {
    type: 'Connected',
    data: {
      connectorId: 'dev.gatehouse.testwallet',
      namespace: 'eip155',
      chainId: 'eip155:1',
      address: ADDRESS,
      walletName: 'Gatehouse Test Wallet',
    },
  },
]

async function openPage(page: Page, query: string, theme: 'dark' | 'light' = 'dark'): Promise<void> {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto(`/modal.html?project=${test.info().testId}&csp=${encodeURIComponent(STRICT_CSP)}&${query}`)
  await waitReady(page)
  await emit(page, WALLETS)
  if (theme === 'light') await emit(page, [{ type: 'ThemeChanged', data: { themeMode: 'light' } }])
}

/** The `dir` and `lang` of the modal's root inside its shadow root. */
function rootAttributes(page: Page): Promise<{ dir: string | null; lang: string | null }> {
  return page.evaluate(() => {
    const root = document.querySelector('[data-gatehouse-modal]')?.shadowRoot?.querySelector('.gh-root')
    return { dir: root?.getAttribute('dir') ?? null, lang: root?.getAttribute('lang') ?? null }
  })
}

async function x(locator: Locator): Promise<number> {
  const box = await locator.boundingBox()
  if (!box) throw new Error('not laid out')
  return box.x
}

for (const theme of ['dark', 'light'] as const) {
  test(`Arabic: the modal renders right to left, its header mirrored and its text in Arabic, with no axe violation (${theme})`, async ({
    page,
  }) => {
    await openPage(page, 'locale=ar', theme)
    await page.getByRole('button', { name: 'Connect' }).click()
    const dialog = page.getByRole('dialog', { name: 'ربط المحفظة' })
    await expect(dialog).toBeVisible()
    expect(await rootAttributes(page)).toEqual({ dir: 'rtl', lang: 'ar' })
    // Right to left, the close button is on the left of the title; the list's first wallet is labelled in Arabic.
    const close = dialog.getByRole('button', { name: 'إغلاق' })
    expect(await x(close)).toBeLessThan(await x(dialog.getByRole('heading', { name: 'ربط المحفظة' })))
    await expect(dialog.getByRole('button', { name: 'كل المحافظ' })).toBeVisible()
    await expect(dialog.getByRole('button', { name: /Gatehouse Test Wallet/ })).toContainText('الأخيرة')
    await checkScreen(page, 'locale-ar-connect', theme)

    // AllWallets: back on the right, its arrow pointing right (mirrored), the search labelled in Arabic.
    await dialog.getByRole('button', { name: 'كل المحافظ' }).click()
    const all = page.getByRole('dialog', { name: 'كل المحافظ' })
    const back = all.getByRole('button', { name: 'رجوع' })
    await expect(back).toBeVisible()
    expect(await x(back)).toBeGreaterThan(await x(all.getByRole('button', { name: 'إغلاق' })))
    expect(await back.locator('svg').evaluate((svg) => getComputedStyle(svg).transform)).toBe(
      'matrix(-1, 0, 0, 1, 0, 0)',
    )
    await expect(all.getByRole('searchbox', { name: 'ابحث عن محفظة' })).toBeVisible()
    await checkScreen(page, 'locale-ar-all-wallets', theme)
  })
}

test('English: the same modal left to right, the back arrow not mirrored', async ({ page }) => {
  await openPage(page, 'picker=1')
  await page.getByRole('button', { name: 'Connect' }).click()
  await page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: 'All Wallets' }).click()
  const all = page.getByRole('dialog', { name: 'All Wallets' })
  const back = all.getByRole('button', { name: 'Back' })
  expect(await x(back)).toBeLessThan(await x(all.getByRole('button', { name: 'Close' })))
  expect(await back.locator('svg').evaluate((svg) => getComputedStyle(svg).transform)).toBe('none')
  expect(await rootAttributes(page)).toEqual({ dir: 'ltr', lang: 'en' })
})

test('run time: a language picked on the page re-renders the open view in place, keeping what the visitor typed', async ({
  page,
}) => {
  await openPage(page, 'embedded=1&picker=1')
  const picker = page.getByRole('combobox', { name: 'Language' })
  await page.getByRole('region', { name: 'Connect Wallet' }).getByRole('button', { name: 'All Wallets' }).click()
  const search = page.getByRole('region', { name: 'All Wallets' }).getByRole('searchbox', { name: 'Search wallet' })
  await search.fill('Rain')

  await picker.selectOption('de')
  const german = page.getByRole('region', { name: 'Alle Wallets' })
  await expect(german).toBeVisible()
  await expect(german.getByRole('searchbox', { name: 'Wallet suchen' })).toHaveValue('Rain')
  await expect(german.getByRole('button', { name: 'Zurück' })).toBeVisible()
  expect(await rootAttributes(page)).toEqual({ dir: 'ltr', lang: 'de' })

  await picker.selectOption('ar')
  const arabic = page.getByRole('region', { name: 'كل المحافظ' })
  await expect(arabic.getByRole('searchbox', { name: 'ابحث عن محفظة' })).toHaveValue('Rain')
  expect(await rootAttributes(page)).toEqual({ dir: 'rtl', lang: 'ar' })

  // Back to Connect, then connected: the Account view speaks the locale too, and so does a SPEC banner from an event.
  await emit(page, CONNECTED)
  await picker.selectOption('fr')
  const account = page.getByRole('region', { name: 'Compte' })
  await expect(account.getByRole('button', { name: 'Se déconnecter' })).toBeVisible()
  await emit(page, [{ type: 'MessageRequested', data: { message: 'Signature declined', variant: 'error' } }])
  await expect(account.getByRole('alert')).toHaveText('Signature refusée')
  expect(await rootAttributes(page)).toEqual({ dir: 'ltr', lang: 'fr' })
})

/** The translation chunks (`ui/locales/<locale>/<part>.ts`) the page has fetched, as `locale/part`. */
function translationChunks(page: Page): () => string[] {
  const fetched: string[] = []
  page.on('request', (request) => {
    const chunk = /\/ui\/locales\/([a-z]{2}\/\w+)\.ts/.exec(request.url())?.[1]
    if (chunk !== undefined && !fetched.includes(chunk)) fetched.push(chunk)
  })
  return () => [...fetched].sort()
}

test('feature screens: Swap’s and Send’s German texts arrive with each screen, not before, with English’s part of it (the fallback); the Account before them', async ({
  page,
}) => {
  const chunks = translationChunks(page)
  await openPage(page, 'locale=de')
  await emit(page, CONNECTED)
  await page.getByRole('button', { name: ADDRESS }).click()
  const account = page.getByRole('dialog', { name: 'Konto' })
  await expect(account.getByRole('tab', { name: 'Aktivität' })).toBeVisible()
  const features = account.getByRole('group', { name: 'Wallet-Funktionen' })
  await expect(features.getByRole('button', { name: 'Tauschen' })).toBeVisible()
  // The dialog's parts only: no screen's part is fetched before its screen opens (English's base is in the dialog).
  expect(chunks()).toEqual(['de/base', 'de/errors'])

  await features.getByRole('button', { name: 'Tauschen' }).click()
  const swap = page.getByRole('dialog', { name: 'Tauschen' })
  // Texts of the Swap part: the two sides and the flip button, never shown in English first.
  await expect(swap.getByRole('button', { name: 'Token tauschen' })).toBeVisible()
  await expect(swap.getByRole('group', { name: 'Von' })).toBeVisible()
  await expect(swap.getByRole('group', { name: 'Nach' })).toBeVisible()
  await expect(swap.getByText(/^(From|To|Switch the tokens)$/)).toHaveCount(0)
  expect(chunks()).toEqual(['de/base', 'de/errors', 'de/swap', 'en/swap'])
  await checkScreen(page, 'locale-de-swap', 'dark')

  await swap.getByRole('button', { name: 'Zurück' }).click()
  await account.getByRole('group', { name: 'Wallet-Funktionen' }).getByRole('button', { name: 'Senden' }).click()
  const send = page.getByRole('dialog', { name: 'Senden' })
  await expect(send.getByText('Keine Token zum Senden in diesem Netzwerk')).toBeVisible()
  expect(chunks()).toEqual(['de/base', 'de/errors', 'de/send', 'de/swap', 'en/send', 'en/swap'])
})

/** The configuration page with `config` under `csp`, its wallets listed, with the given default effects running too. */
async function openConfigured(page: Page, config: GatehouseConfig, csp: string, effects: string[] = []) {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  const violations = await recordCspViolations(page)
  const query = [
    `config=${encodeURIComponent(JSON.stringify(config))}`,
    `csp=${encodeURIComponent(csp)}`,
    ...effects.map((name) => `effect=${name}`),
  ].join('&')
  await page.goto(`/config.html?project=${encodeURIComponent(test.info().testId)}&${query}`)
  await waitReady(page)
  return violations
}

test('legal checkbox: one sentence in the language’s own order, its links in place, the wallets locked until it is ticked', async ({
  page,
}) => {
  const legal = { termsConditionsUrl: 'https://example.com/terms', privacyPolicyUrl: 'https://example.com/privacy' }
  await openConfigured(page, { locale: 'ja', features: { legalCheckbox: true }, ...legal }, STRICT_CSP)
  await emit(page, WALLETS)
  await page.getByRole('button', { name: 'Connect' }).click()
  const d = page.getByRole('dialog', { name: 'ウォレットを接続' })
  // Japanese puts the documents first and the verb last.
  const box = d.getByRole('checkbox', { name: '利用規約とプライバシーポリシーに同意します' })
  await expect(box).toBeVisible()
  await expect(d.getByRole('link', { name: '利用規約' })).toHaveAttribute('href', legal.termsConditionsUrl)
  await expect(d.getByRole('link', { name: 'プライバシーポリシー' })).toHaveAttribute('href', legal.privacyPolicyUrl)
  const wallet = d.getByRole('button', { name: /Gatehouse Test Wallet/ })
  await expect(wallet).toBeDisabled()
  await checkScreen(page, 'locale-ja-legal', 'dark')
  await box.check()
  await expect(wallet).toBeEnabled()

  // Arabic with the terms only (light): the one-document sentence, right to left.
  await page.goto(
    `/config.html?project=${encodeURIComponent(test.info().testId)}-ar&csp=${encodeURIComponent(STRICT_CSP)}&config=${encodeURIComponent(
      JSON.stringify({ locale: 'ar', features: { legalCheckbox: true }, termsConditionsUrl: legal.termsConditionsUrl }),
    )}`,
  )
  await waitReady(page)
  await emit(page, WALLETS)
  await page.evaluate(() => window.e2e.gatehouse.setTheme({ themeMode: 'light' }))
  await page.getByRole('button', { name: 'Connect' }).click()
  const ar = page.getByRole('dialog', { name: 'ربط المحفظة' })
  await expect(ar.getByRole('checkbox', { name: 'أوافق على شروط الخدمة' })).toBeVisible()
  await expect(ar.getByRole('link', { name: 'شروط الخدمة' })).toHaveAttribute('href', legal.termsConditionsUrl)
  await checkScreen(page, 'locale-ar-legal', 'light')
})

test('loading dialog: a click before the dialog’s code is here shows it in the locale and its direction (Hebrew)', async ({
  page,
}) => {
  // The dialog's code is held back until the test lets it through, as on a slow network.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/ui\/shell\/Dialog\.tsx/, async (route) => {
    await held
    await route.continue()
  })
  await openPage(page, 'locale=he')
  await page.getByRole('button', { name: 'Connect' }).click()
  const loading = page.getByRole('dialog', { name: 'טוען' })
  await expect(loading).toBeVisible()
  await expect(loading).toHaveAttribute('aria-busy', 'true')
  expect(await rootAttributes(page)).toEqual({ dir: 'rtl', lang: 'he' })
  release()
  await expect(page.getByRole('dialog', { name: 'חיבור ארנק' })).toBeVisible()
  expect(await rootAttributes(page)).toEqual({ dir: 'rtl', lang: 'he' })
})

test('metadata: the app’s name reaches the secure frame without WalletConnect (SPEC §7 sync dapp data), the code step in Japanese', async ({
  page,
}) => {
  const info = readDevnetInfo()
  const csp = await openConfigured(
    page,
    {
      locale: 'ja',
      metadata: { name: 'Kappa Exchange', description: 'Swaps', url: 'https://kappa.example', icons: [] },
      endpoints: { frame: info.frame },
      // No WalletConnect at all: the metadata has no WalletConnect settings to travel in.
      deps: { walletConnect: null },
    },
    `${DEVNET_CSP}; frame-src http://127.0.0.1:*`,
    ['announceAuthConnector', 'loginWithEmail'],
  )
  await page.getByRole('button', { name: 'Connect' }).click()
  const d = page.getByRole('dialog', { name: 'ウォレットを接続' })
  const email = `kappa-${test.info().testId.slice(0, 8)}-${Date.now()}@example.com`
  const field = d.getByRole('textbox', { name: 'メールアドレス' })
  await field.fill(email)
  await field.press('Enter')
  const code = page.getByRole('dialog', { name: 'メールアドレスの確認' })
  await expect(code.getByText(`${email} に送信したコードを入力してください`)).toBeVisible()
  const frame = page.frameLocator('iframe[data-gatehouse-frame]')
  await expect(frame.locator('[data-prompt]')).toHaveText('Sign in to Kappa Exchange with your Gatehouse wallet')
  expect(await csp()).toEqual([])
})
