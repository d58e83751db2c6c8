// Farcaster sign-in (SPEC §1 connect method farcaster, §2 ConnectingFarcaster, §7 the
// frame's farcaster event) on the demo against the devnet: Farcaster in the socials opens
// ConnectingFarcaster with the sign-in URL as a QR code, Copy link and a live status; the devnet's
// fake Farcaster answers it (a person on the sign-in URL's page, a test over HTTP); approved, the
// account is connected with its balance from the chain, survives a reload and disconnects;
// declined and expired show their error with Try again. Screens in both themes under a strict CSP.
import type { BrowserContext, Page } from '@playwright/test'
import { demoUrl, readDevnetInfo } from '../devnet/playwright.js'
import { DEV_ACCOUNTS, TREASURY_INDEX } from '../devnet/accounts.js'
import { accountForEmail, FARCASTER_ACCOUNT_KEY } from '../devnet/frame/server.js'
import {
  checkScreen,
  expectBalanceFromChain,
  latestBlock,
  recordCspViolations,
  smartAccountOf,
  STRICT_CSP,
} from './checks.js'
import { emit, expect, seen, test, waitReady } from './fixtures.js'

const USERS = DEV_ACCOUNTS.filter((_, i) => i !== TREASURY_INDEX)
// SPEC §3: the Farcaster user's account is the smart account of this dev account, at its counterfactual address.
const FARCASTER_OWNER = accountForEmail(FARCASTER_ACCOUNT_KEY, USERS)

const connectDialog = (page: Page) => page.getByRole('dialog', { name: 'Connect Wallet' })
const farcasterDialog = (page: Page) => page.getByRole('dialog', { name: 'Farcaster' })
const frameOrigin = () => new URL(readDevnetInfo().frame).origin

/** Opens the demo's modal and chooses Farcaster in the socials. */
async function chooseFarcaster(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  const farcaster = connectDialog(page).getByRole('button', { name: 'Continue with Farcaster' })
  // The first open loads the email and social chunk (Vite transforms it on demand under a busy machine).
  await expect(farcaster).toBeVisible({ timeout: 20_000 })
  await farcaster.click()
}

/** The sign-in URL on offer, taken as a person would: Copy link, then the clipboard. */
async function copiedLink(page: Page, context: BrowserContext): Promise<string> {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const view = farcasterDialog(page)
  await expect(view.getByRole('img', { name: 'QR code of the Farcaster sign-in link' })).toBeVisible()
  await view.getByRole('button', { name: 'Copy link' }).click()
  await expect(view.getByRole('status').filter({ hasText: 'Link copied' })).toHaveCount(1)
  const url = await page.evaluate(() => navigator.clipboard.readText())
  expect(url.startsWith(`${frameOrigin()}/farcaster/`)).toBe(true)
  return url
}

/** What the devnet's Farcaster does with a sign-in, told over its control endpoint (as tests do). */
async function answer(page: Page, url: string, action: 'approve' | 'decline' | 'expire'): Promise<void> {
  const response = await page.request.post(`${frameOrigin()}/devnet/farcaster`, { data: { url, action } })
  expect(response.status(), await response.text()).toBe(200)
}

test('farcaster: sign in with the QR code, approved on the devnet Farcaster page; the balance as the chain has it to the wei; reload stays connected; disconnect @peer', async ({
  page,
  context,
}) => {
  const csp = await recordCspViolations(page)
  const before = await latestBlock()
  const farcasterAccount = await smartAccountOf(FARCASTER_OWNER)
  await page.goto(demoUrl())
  const accountField = page.getByTestId('connected-account')
  await expect(accountField).toHaveText('not connected')
  await chooseFarcaster(page)
  const view = farcasterDialog(page)
  await expect(view.getByText('Scan this QR code with your phone, then approve in Farcaster')).toBeVisible()
  await expect(view.getByRole('status').filter({ hasText: 'Waiting for you to approve in Farcaster' })).toBeVisible()
  const url = await copiedLink(page, context)

  // The person's side: the sign-in URL opens the devnet Farcaster's page (the phone app's stand-in).
  const phone = await context.newPage()
  await phone.goto(url)
  await expect(phone.getByRole('heading', { name: 'Devnet Farcaster' })).toBeVisible()
  await expect(phone.getByText(`Sign in to ${new URL(demoUrl()).origin} as @devnet-farcaster`)).toBeVisible()
  await phone.getByRole('button', { name: 'Approve' }).click()
  await expect(phone.getByRole('status')).toHaveText('Approved. You can go back to the app.')
  await phone.close()

  await expect(accountField).toHaveText(farcasterAccount)
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await page.getByTestId('connect-button').click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account).toBeVisible()
  await expectBalanceFromChain(page, farcasterAccount, before)
  await page.keyboard.press('Escape')

  // No session or channel token in the page's storage, and no sign-in URL in the log.
  const stored = JSON.stringify(
    await page.evaluate(() => ({ local: { ...localStorage }, session: { ...sessionStorage } })),
  )
  expect(stored).not.toMatch(/sessionToken|channelToken/i)
  expect(stored).not.toContain(url)

  await page.reload()
  await expect(accountField).toHaveText(farcasterAccount)
  await page.getByTestId('connect-button').click()
  await account.getByRole('button', { name: 'Disconnect' }).click()
  await expect(accountField).toHaveText('not connected')
  await page.reload()
  await expect(page.getByRole('button', { name: 'Connect', exact: true })).toBeVisible()
  await expect(accountField).toHaveText('not connected')
  expect(await csp()).toEqual([])
})

test('farcaster: declined in Farcaster → "Sign-in declined" and Try again (focused) → a new QR code; expired → "The sign-in link expired"; then approved', async ({
  page,
  context,
}) => {
  await page.goto(demoUrl())
  await chooseFarcaster(page)
  const view = farcasterDialog(page)
  const first = await copiedLink(page, context)
  await answer(page, first, 'decline')
  const alert = view.getByRole('alert').filter({ hasText: /\S/ })
  await expect(alert).toHaveText('Sign-in declined')
  await expect(view.getByText('The sign-in was declined in Farcaster. Try again to sign in.')).toBeVisible()
  const tryAgain = view.getByRole('button', { name: 'Try again' })
  await expect(tryAgain).toBeFocused()
  await page.keyboard.press('Enter')

  const second = await copiedLink(page, context)
  expect(second).not.toBe(first)
  await answer(page, second, 'expire')
  await expect(alert).toHaveText('The sign-in link expired')
  await expect(view.getByText('Try again for a new QR code.')).toBeVisible()
  await tryAgain.click()

  const third = await copiedLink(page, context)
  await answer(page, third, 'approve')
  await expect(page.getByTestId('connected-account')).toHaveText(await smartAccountOf(FARCASTER_OWNER))
  await page.getByTestId('connect-button').click()
  await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('connected-account')).toHaveText('not connected')
})

// The screens on the modal test page under a strict CSP header, where the test plays the frame by emitting its facts.
for (const theme of ['dark', 'light'] as const) {
  test(`screens (${theme}): ConnectingFarcaster preparing, waiting with the QR code, declined, failed; keyboard; axe; no CSP violation`, async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    const csp = await recordCspViolations(page)
    await page.goto(`/modal.html?project=${test.info().testId}&csp=${encodeURIComponent(STRICT_CSP)}`)
    await waitReady(page)
    await emit(page, [
      {
        type: 'ConnectorsDiscovered',
        data: { connectors: [{ id: 'auth', name: 'Email', type: 'auth', chain: 'eip155' }] },
      },
      ...(theme === 'light' ? [{ type: 'ThemeChanged' as const, data: { themeMode: 'light' as const } }] : []),
    ])
    await page.getByRole('button', { name: 'Connect' }).click()
    const farcaster = connectDialog(page).getByRole('button', { name: 'Continue with Farcaster' })
    await expect(farcaster).toBeVisible({ timeout: 20_000 })
    // SPEC §1's order of the socials: google, x, discord, farcaster, github, apple, facebook.
    const socials = connectDialog(page).getByRole('list', { name: 'Social login' }).getByRole('button')
    const names = ['Google', 'X', 'Discord', 'Farcaster', 'GitHub', 'Apple', 'Facebook']
    await expect(socials).toHaveCount(names.length)
    for (const [i, name] of names.entries()) await expect(socials.nth(i)).toHaveAccessibleName(`Continue with ${name}`)
    // Keyboard: the socials are one Tab stop; arrows reach Farcaster; Enter chooses it.
    await connectDialog(page).getByRole('button', { name: 'Continue with Google' }).focus()
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight')
    await expect(farcaster).toBeFocused()
    await page.keyboard.press('Enter')

    const view = farcasterDialog(page)
    await expect(view.getByRole('status').filter({ hasText: 'Preparing the sign-in link' })).toBeVisible()
    expect((await seen(page)).map((e) => e.type)).toContain('FarcasterLoginRequested')
    await checkScreen(page, 'connecting-farcaster-preparing', theme)

    await emit(page, [
      {
        type: 'FarcasterUriCreated',
        data: { url: 'http://127.0.0.1:4013/farcaster/0123456789abcdef01234567', expiresAt: Date.now() + 300_000 },
      },
    ])
    await expect(view.getByRole('img', { name: 'QR code of the Farcaster sign-in link' })).toBeVisible()
    await expect(view.getByRole('status').filter({ hasText: 'Waiting for you to approve in Farcaster' })).toBeVisible()
    await expect(view.getByRole('button', { name: 'Copy link' })).toBeEnabled()
    await checkScreen(page, 'connecting-farcaster', theme)
    // On a phone's width the link opens the Farcaster app (a phone cannot scan its own screen); not on a desktop's.
    await expect(view.getByRole('link', { name: 'Open Farcaster' })).toHaveCount(0)
    const desktop = page.viewportSize()!
    await page.setViewportSize({ width: 390, height: 844 })
    await expect(view.getByRole('link', { name: 'Open Farcaster' })).toHaveAttribute(
      'href',
      'http://127.0.0.1:4013/farcaster/0123456789abcdef01234567',
    )
    await checkScreen(page, 'connecting-farcaster-phone', theme)
    await page.setViewportSize(desktop)

    await emit(page, [
      {
        type: 'FarcasterLoginFailed',
        data: { reason: 'declined', error: { name: 'FarcasterDeclinedError', shortMessage: 'Sign-in declined' } },
      },
    ])
    await expect(view.getByRole('alert').filter({ hasText: /\S/ })).toHaveText('Sign-in declined')
    await expect(view.getByRole('button', { name: 'Try again' })).toBeFocused()
    await checkScreen(page, 'connecting-farcaster-declined', theme)

    // Try again by keyboard: a new sign-in is asked for; a frame failure shows the frame's message.
    await page.keyboard.press('Enter')
    await expect(view.getByRole('status').filter({ hasText: 'Preparing the sign-in link' })).toBeVisible()
    await emit(page, [
      {
        type: 'FarcasterLoginFailed',
        data: { reason: 'failed', error: { name: 'FrameTimeoutError', shortMessage: 'The request timed out' } },
      },
    ])
    await expect(view.getByRole('alert').filter({ hasText: /\S/ })).toHaveText('Sign-in failed')
    await expect(view.getByText('The request timed out')).toBeVisible()
    await checkScreen(page, 'connecting-farcaster-failed', theme)
    expect(await csp()).toEqual([])
  })
}
