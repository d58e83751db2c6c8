// Locales as a visitor meets them: an app configured in Arabic shows the modal right to left (the dialog's
// `dir` and `lang`, its header mirrored, the back arrow pointing right), screenshots and axe in both themes; and a
// language picked on the page at run time re-renders the open view in place (what was typed stays).
import type { Locator, Page } from '@playwright/test'
import type { EventInput } from 'gatehouse'
import { checkScreen, STRICT_CSP } from './checks.js'
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
  await emit(page, [
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
  ])
  await picker.selectOption('fr')
  const account = page.getByRole('region', { name: 'Compte' })
  await expect(account.getByRole('button', { name: 'Se déconnecter' })).toBeVisible()
  await emit(page, [{ type: 'MessageRequested', data: { message: 'Signature declined', variant: 'error' } }])
  await expect(account.getByRole('alert')).toHaveText('Signature refusée')
  expect(await rootAttributes(page)).toEqual({ dir: 'ltr', lang: 'fr' })
})
