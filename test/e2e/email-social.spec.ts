// Email and social login through the devnet's secure frame (SPEC §1, §4, §7):
// the demo (playwright.config.ts starts `npm start`'s script on a fresh devnet) signs in
// by email with the code read from the devnet mailbox, shows the account and its real
// balance, stays connected across a reload, disconnects; signs in through the fake social
// provider's popup; refuses a second email within 30 s; and times out on a silent frame.
import type { Page } from '@playwright/test'
import { demoUrl, readDevnetInfo } from '../devnet/playwright.js'
import { accountForEmail } from '../devnet/frame/server.js'
import { DEV_ACCOUNTS, TREASURY_INDEX } from '../devnet/accounts.js'
import { checkScreen, expectBalanceFromChain, latestBlock, mailboxCode, smartAccountOf } from './checks.js'
import { emit, expect, seen, test, waitReady } from './fixtures.js'

const USERS = DEV_ACCOUNTS.filter((_, i) => i !== TREASURY_INDEX)
const uniqueEmail = (name: string) => `${name}-${test.info().testId.slice(0, 8)}-${Date.now()}@example.com`

async function cspViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
    )
  })
}

// The Connect view, titled 'Confirm Email' on an email login's code step.
const connectDialog = (page: Page) => page.getByRole('dialog', { name: /^(Connect Wallet|Confirm Email)$/ })
// The view's alert with text (the shell's own alert live region is empty here).
const alertIn = (modal: ReturnType<typeof connectDialog>) => modal.getByRole('alert').filter({ hasText: /\S/ })

test('email: sign in with the code from the mailbox, see the account and its balance as the chain has it to the wei, reload and stay connected, disconnect @peer', async ({
  page,
}) => {
  await cspViolations(page)
  const before = await latestBlock()
  await page.goto(demoUrl())
  const accountField = page.getByTestId('connected-account')
  await expect(accountField).toHaveText('not connected')
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  const modal = connectDialog(page)
  // SPEC §1: email, then social, then the wallets.
  const email = modal.getByRole('textbox', { name: 'Email' })
  // The first open loads the email chunk (Vite transforms it on demand under a busy machine).
  await expect(email).toBeVisible({ timeout: 20_000 })
  await expect(modal.getByRole('button', { name: 'Continue with Google' })).toBeVisible()
  const google = modal.getByRole('button', { name: 'Continue with Google' })
  const wallet = modal.getByRole('button', { name: /Gatehouse Test Wallet/ })
  const follows = async (a: typeof email, b: typeof email) =>
    a.evaluate(
      (x, y) => Boolean(x.compareDocumentPosition(y as Node) & Node.DOCUMENT_POSITION_FOLLOWING),
      await b.elementHandle(),
    )
  expect(await follows(email, google)).toBe(true)
  expect(await follows(google, wallet)).toBe(true)

  // A malformed address is refused in place, by the validator, with no request.
  await email.fill('not-an-email')
  await email.press('Enter')
  await expect(alertIn(modal)).toHaveText('Enter an email address like name@example.com')
  await expect(email).toBeFocused()

  const address = uniqueEmail('alice')
  await email.fill(address)
  await email.press('Enter')
  const code = modal.getByRole('textbox', { name: 'Code' })
  await expect(code).toBeFocused()
  await expect(modal.getByText(`Enter the code we sent to ${address}`)).toBeVisible()
  // SPEC §7's sync theme and sync dapp data: the devnet frame (a real peer) took the app's mode (the default dark) and
  // names the app (the demo sets no metadata: its page title) in its prompt.
  const secureFrame = page.frameLocator('iframe[data-gatehouse-frame]')
  await expect(secureFrame.locator('[data-prompt]')).toHaveText(
    `Sign in to ${await page.title()} with your Gatehouse wallet`,
  )
  await expect(secureFrame.locator('html')).toHaveAttribute('data-theme', 'dark')
  // A wrong code: the frame's message, the field stays.
  await code.fill('00000x')
  await code.press('Enter')
  await expect(alertIn(modal)).toHaveText('Invalid code')
  // The sixth digit submits the code.
  await code.fill(await mailboxCode(page, address))

  // SPEC §3: the email user's account is their smart account, at its counterfactual address.
  const expected = await smartAccountOf(accountForEmail(address, USERS))
  await expect(accountField).toHaveText(expected)
  await expect(modal).toHaveCount(0)
  // The account and its balance, read from the chain.
  await page.getByTestId('connect-button').click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account).toBeVisible()
  await expectBalanceFromChain(page, expected, before)
  await page.keyboard.press('Escape')

  // No OTP code and no session token anywhere in the log or the page's storage.
  const log = JSON.stringify(
    await page.evaluate(async () => {
      const dbs = await indexedDB.databases()
      return { dbs: dbs.map((d) => d.name), local: { ...localStorage }, session: { ...sessionStorage } }
    }),
  )
  expect(log).not.toMatch(/sessionToken|"otp"/i)

  // Reload: still connected (the frame's session), without a new code.
  await page.reload()
  await expect(accountField).toHaveText(expected)
  await page.getByTestId('connect-button').click()
  await account.getByRole('button', { name: 'Disconnect' }).click()
  await expect(accountField).toHaveText('not connected')
  await page.reload()
  await expect(page.getByRole('heading', { name: /Gatehouse/ })).toBeVisible()
  // The frame signed out: a reload does not bring the account back.
  await page.waitForTimeout(0)
  await expect(accountField).toHaveText('not connected')
})

test('email: a second login within 30 s gets the cooldown message', async ({ page }) => {
  await page.goto(demoUrl())
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  const modal = connectDialog(page)
  await expect(modal.getByRole('textbox', { name: 'Email' })).toBeVisible({ timeout: 20_000 })
  const address = uniqueEmail('bob')
  await modal.getByRole('textbox', { name: 'Email' }).fill(address)
  await modal.getByRole('button', { name: 'Continue', exact: true }).click()
  await expect(modal.getByRole('textbox', { name: 'Code' })).toBeVisible()
  await modal.getByRole('button', { name: 'Use another email' }).click()
  const email = modal.getByRole('textbox', { name: 'Email' })
  await expect(email).toBeFocused()
  await email.fill(uniqueEmail('carol'))
  await email.press('Enter')
  await expect(alertIn(modal)).toHaveText(/^Please try again after (29|30) seconds$/)
})

test('social: sign in through the devnet provider in a popup', async ({ page }) => {
  await page.goto(demoUrl())
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  const modal = connectDialog(page)
  await expect(modal.getByRole('button', { name: 'Continue with GitHub' })).toBeVisible({ timeout: 20_000 })
  const popupPromise = page.waitForEvent('popup')
  await modal.getByRole('button', { name: 'Continue with GitHub' }).click()
  const popup = await popupPromise
  await expect(modal.getByText('Continue in GitHub')).toBeVisible()
  await popup.getByRole('button', { name: 'Continue as github-user@devnet.test' }).click()
  await expect(page.getByTestId('connected-account')).toHaveText(
    await smartAccountOf(accountForEmail('github-user@devnet.test', USERS)),
  )
  await expect.poll(() => popup.isClosed()).toBe(true)
  await page.getByTestId('connect-button').click()
  await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('connected-account')).toHaveText('not connected')
})

test('frame: a frame that never answers gives the timeout error after 30 s (virtual clock)', async ({ page }) => {
  const { frame } = readDevnetInfo()
  await page.clock.install()
  await page.goto(demoUrl())
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  const modal = connectDialog(page)
  await expect(modal.getByRole('textbox', { name: 'Email' })).toBeVisible({ timeout: 20_000 })
  // Only this address's login hangs (tests run in parallel on one devnet).
  const address = uniqueEmail('dave')
  await page.request.post(`${new URL(frame).origin}/devnet/silence`, { data: { silent: true, email: address } })
  try {
    await modal.getByRole('textbox', { name: 'Email' }).fill(address)
    await modal.getByRole('button', { name: 'Continue', exact: true }).click()
    await expect(modal.getByRole('status').filter({ hasText: /Sending a code/ })).toBeVisible()
    await page.clock.runFor(31_000)
    await expect(alertIn(modal)).toHaveText('The request timed out')
  } finally {
    await page.request.post(`${new URL(frame).origin}/devnet/silence`, { data: { silent: false, email: address } })
  }
})

// The screens on the modal test page (test/e2e/pages/modal.html), where the test plays the frame
// by emitting its facts: every step of the email and social login in both themes, axe-scanned.
for (const theme of ['dark', 'light'] as const) {
  test(`screens (${theme}): email, code, device and social steps, keyboard only, axe`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto(`/modal.html?project=${test.info().testId}`)
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
      ...(theme === 'light' ? [{ type: 'ThemeChanged' as const, data: { themeMode: 'light' as const } }] : []),
    ])
    const opener = page.getByRole('button', { name: 'Connect' })
    await opener.focus()
    await page.keyboard.press('Enter')
    const modal = connectDialog(page)
    const email = modal.getByRole('textbox', { name: 'Email' })
    await expect(email).toBeVisible({ timeout: 20_000 })
    // The email field comes first (SPEC §1: email, social, wallet) and has the focus, even when its chunk lands after the wallets (test/e2e/modal-states.spec.ts).
    await expect(email).toBeFocused()
    await checkScreen(page, 'connect-email-social', theme)

    // Keyboard only: type, Enter; the validator refuses a malformed address in place.
    await page.keyboard.type('someone@')
    await page.keyboard.press('Enter')
    await expect(alertIn(modal)).toHaveText('Enter an email address like name@example.com')
    await checkScreen(page, 'connect-email-invalid', theme)
    await page.keyboard.type('example.com')
    await page.keyboard.press('Enter')
    await expect(modal.getByRole('status').filter({ hasText: 'Sending a code to someone@example.com' })).toBeVisible()
    await checkScreen(page, 'connect-email-sending', theme)

    // The frame asks for the code: the code step is the whole view and takes the focus.
    await emit(page, [{ type: 'EmailOtpRequired', data: { email: 'someone@example.com' } }])
    const code = modal.getByRole('textbox', { name: 'Code' })
    await expect(code).toBeFocused()
    await expect(modal.getByRole('button', { name: /Gatehouse Test Wallet/ })).toHaveCount(0)
    await checkScreen(page, 'connect-otp', theme)
    await page.keyboard.press('Enter')
    await expect(alertIn(modal)).toHaveText('Enter the code from the email')
    // The sixth digit submits the code.
    await page.keyboard.type('123456')
    // The event carries a ticket, never the code.
    const submitted = (await seen(page)).filter((e) => e.type === 'OtpSubmitted')
    expect(submitted).toHaveLength(1)
    expect(JSON.stringify(submitted)).not.toContain('123456')
    await expect(modal.getByRole('status').filter({ hasText: 'Checking the code' })).toBeVisible()
    await emit(page, [
      { type: 'AuthFailed', data: { step: 'otp', error: { name: 'FrameError', shortMessage: 'Invalid code' } } },
    ])
    await expect(alertIn(modal)).toHaveText('Invalid code')
    await checkScreen(page, 'connect-otp-error', theme)

    // Back with the keyboard: Tab to "Use another email", Enter; the email field has the focus again.
    await code.focus()
    await page.keyboard.press('Tab')
    await expect(modal.getByRole('button', { name: 'Use another email' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(email).toBeFocused()

    // Device verification step.
    await emit(page, [{ type: 'DeviceVerificationRequired', data: { email: 'someone+device@example.com' } }])
    await expect(
      modal.getByText('Approve this device from the email we sent to someone+device@example.com'),
    ).toBeVisible()
    await checkScreen(page, 'connect-device', theme)
    await modal.getByRole('button', { name: 'Use another email' }).press('Enter')

    // Social buttons: one Tab stop, arrow keys move, Enter asks for the login.
    await email.focus()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await expect(modal.getByRole('button', { name: 'Continue with Google' })).toBeFocused()
    await page.keyboard.press('ArrowRight')
    await expect(modal.getByRole('button', { name: 'Continue with X' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(modal.getByRole('status').filter({ hasText: 'Continue in X' })).toBeVisible()
    await checkScreen(page, 'connect-social', theme)
    await emit(page, [
      {
        type: 'AuthFailed',
        data: { step: 'social', error: { name: 'FrameError', shortMessage: 'An error occurred' } },
      },
    ])
    await expect(alertIn(modal)).toHaveText('An error occurred')
    await checkScreen(page, 'connect-social-error', theme)
  })
}
