// Sign in with the wallet (SPEC §4, §6) in the demo (`npm start`'s page on a fresh devnet):
// connect with the devnet's test browser wallet, SIWXSignMessage asks, the wallet signs
// (personal_sign with a dev key), the signature is verified in the page and by the demo's
// sign-in server (examples/siwx-server.ts) and the session kept in the log;
// a reload asks nothing; required mode cannot be escaped; a decline shows 'Signature declined'.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'
import { demoUrl, readDevnetInfo } from '../devnet/playwright.js'
import type {} from '../devnet/wallet/index.js'
import { lastSeqShown, preferEoa, shownAfter, signInByEmail } from './checks.js'
import { emit, expect, test, waitReady } from './fixtures.js'
import { connectTestWallet } from './testWallet.js'

// Two wallet prompts and a reload each: more than the default 30 s while other test runs load the machine.
test.describe.configure({ timeout: 120_000 })

const pending = (page: Page) => page.evaluate(() => window.gatehouseTestWallet?.pending() ?? null)

async function openDemo(page: Page, siwx: 'on' | 'required') {
  await page.goto(`${demoUrl()}?siwx=${siwx}`)
  await page.waitForFunction(() => window.gatehouseTestWallet !== undefined)
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

async function axeViolations(page: Page): Promise<unknown[]> {
  await page.evaluate(AXE_SOURCE)
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(context: unknown, options: unknown): Promise<{ violations: Array<{ id: string; nodes: unknown[] }> }>
        }
      }
    ).axe
    const result = await axe.run(
      { include: [['[data-gatehouse-modal]']] },
      { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } },
    )
    return result.violations.map((v) => ({ id: v.id, nodes: v.nodes.length }))
  })
}

test('behavior: sign in with the test browser wallet, then a reload asks nothing @peer', async ({ page }) => {
  const devnet = readDevnetInfo()
  const account = devnet.accounts[0]!.address
  await openDemo(page, 'on')
  await connectTestWallet(page)

  // SPEC §4: connected on a supported network without a session → SIWXSignMessage.
  const signIn = page.getByRole('dialog', { name: 'Sign In' })
  await expect(signIn).toBeVisible()
  await expect(signIn.getByText(/wants you to sign in with your wallet/)).toBeVisible()
  await expect(signIn.getByText('Sign in to the Gatehouse demo')).toBeVisible()
  const sign = signIn.getByRole('button', { name: 'Sign', exact: true })
  await expect(sign).toBeEnabled()
  await sign.click()

  // The wallet's prompt: personal_sign of the EIP-4361 message.
  const prompt = page.getByRole('dialog', { name: 'Gatehouse Test Wallet: Signature request' })
  await expect(prompt).toBeVisible()
  expect(await pending(page)).toEqual([expect.objectContaining({ kind: 'signMessage', method: 'personal_sign' })])
  // The demo's sign-in server (examples/siwx-server.ts) verifies the signed message before the session counts.
  const verified = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/verify' && r.request().method() === 'POST',
  )
  await prompt.getByRole('button', { name: 'Approve' }).click()
  const verification = await verified
  expect(verification.status()).toBe(200)
  expect(await verification.json()).toMatchObject({
    ok: true,
    session: { data: { accountAddress: account, chainId: 'eip155:1', uri: new URL(demoUrl()).origin } },
  })

  // Verified and stored: SiwxSigned in the log, the modal closes.
  const events = page.getByRole('region', { name: 'Domain events' })
  await expect(events.getByText('SiwxSigned', { exact: true }).first()).toBeVisible()
  await expect(signIn).toHaveCount(0)
  await expect(page.getByTestId('connected-account')).toHaveText(account)

  // Reload: the connection and the session come back from the log; no new prompt, no SIWXSignMessage. The event
  // list also shows the earlier load's events: only a Connected logged after the reload counts.
  const beforeReload = await lastSeqShown(page)
  await page.reload()
  await page.waitForFunction(() => window.gatehouseTestWallet !== undefined)
  await expect(page.getByTestId('connected-account')).toHaveText(account)
  await expect.poll(() => shownAfter(page, 'Connected', beforeReload)).toBe(true)
  // The session is the stored one: the list shows SiwxSigned only from before the reload.
  expect(await shownAfter(page, 'SiwxSigned', beforeReload)).toBe(false)
  expect(await pending(page)).toEqual([])
  await expect(page.getByRole('dialog', { name: 'Sign In' })).toHaveCount(0)

  // Another account of the wallet has no session: asked again.
  await page.evaluate(() => window.gatehouseTestWallet!.setAccount(1))
  await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible()
})

test('behavior: required mode cannot be escaped (Escape, close button, click outside); a decline in the wallet shows Signature declined and returns to Connect', async ({
  page,
}) => {
  await openDemo(page, 'required')
  await connectTestWallet(page)
  const signIn = page.getByRole('dialog', { name: 'Sign In' })
  await expect(signIn).toBeVisible()
  await expect(signIn.getByRole('button', { name: 'Sign', exact: true })).toBeEnabled()

  // SPEC §2, §6: no session yet, so the modal refuses to close.
  await page.keyboard.press('Escape')
  await expect(signIn).toBeVisible()
  await signIn.getByRole('button', { name: 'Close' }).click()
  await expect(signIn).toBeVisible()
  await page.mouse.click(5, 5)
  await expect(signIn).toBeVisible()

  // Decline in the wallet.
  await signIn.getByRole('button', { name: 'Sign', exact: true }).click()
  const prompt = page.getByRole('dialog', { name: 'Gatehouse Test Wallet: Signature request' })
  await prompt.getByRole('button', { name: 'Reject' }).click()
  // The error shows in the modal, which is back on Connect (SPEC §2).
  await expect(
    page.getByRole('dialog', { name: 'Connect Wallet' }).getByText('Signature declined', { exact: true }).first(),
  ).toBeVisible()
  // Required: no account stays connected without a session.
  await expect(page.getByTestId('connected-account')).toHaveText('not connected')
  const events = page.getByRole('region', { name: 'Domain events' })
  await expect(events.getByText('SiwxSignFailed', { exact: true }).first()).toBeVisible()
})

test('screens: SIWXSignMessage in both themes, screenshot and axe scan, Sign disabled while authenticating', async ({
  page,
}) => {
  const address = '0x52908400098527886E0F7030069857D2E4169EE7'
  const data = {
    accountAddress: address,
    chainId: 'eip155:1' as const,
    domain: 'app.example.com',
    uri: 'https://app.example.com',
    version: '1',
    nonce: 'abcdefgh12345678',
    issuedAt: '2026-01-01T00:00:00.000Z',
    expirationTime: '2026-01-02T00:00:00.000Z',
    statement: 'Sign in to the Gatehouse demo',
  }
  for (const theme of ['dark', 'light'] as const) {
    await page.goto(`/modal.html?project=${encodeURIComponent(`${test.info().testId}-${theme}`)}`)
    await waitReady(page)
    await emit(page, [
      {
        type: 'Connected',
        data: { connectorId: 'io.metamask', namespace: 'eip155', chainId: 'eip155:1', address, walletName: 'MetaMask' },
      },
      { type: 'ThemeChanged', data: { themeMode: theme } },
      { type: 'ModalOpened', data: { view: 'SIWXSignMessage' } },
      {
        type: 'SiwxMessagePrepared',
        data: { namespace: 'eip155', message: 'app.example.com wants you to sign in…', data },
      },
    ])
    const signIn = page.getByRole('dialog', { name: 'Sign In' })
    await expect(signIn.getByText('app.example.com wants you to sign in with your wallet')).toBeVisible()
    await expect(signIn.getByText('Ethereum')).toBeVisible()
    await page.screenshot({ path: `test-results/screenshots/siwx-sign-message-${theme}.png`, animations: 'disabled' })
    expect(await axeViolations(page), `axe violations on SIWXSignMessage (${theme})`).toEqual([])
    // Keyboard: Sign has the focus; the loading state is 'Authenticating...' with Sign disabled.
    await emit(page, [{ type: 'SiwxSignRequested', data: {} }])
    await expect(signIn.getByRole('button', { name: 'Authenticating...' })).toBeDisabled()
    await page.screenshot({ path: `test-results/screenshots/siwx-authenticating-${theme}.png`, animations: 'disabled' })
    expect(await axeViolations(page), `axe violations on SIWXSignMessage authenticating (${theme})`).toEqual([])
  }
})

test('behavior: an email user signs in with the wallet: the secure frame signs the EIP-4361 message and the demo’s server verifies it @peer', async ({
  page,
}) => {
  const email = `siwx-${test.info().testId.slice(0, 8)}-${Date.now()}@example.com`
  await openDemo(page, 'on')
  // The EOA, whose key the demo's server recovers (the smart account's sign-in: smart-account-modal.spec.ts).
  await preferEoa(page)
  await page.getByTestId('connect-button').click()
  await signInByEmail(page, email)

  // Connected through the frame on a supported network without a session: SIWXSignMessage asks, the frame signs.
  const signIn = page.getByRole('dialog', { name: 'Sign In' })
  await expect(signIn).toBeVisible()
  const account = (await page.getByTestId('connected-account').textContent())!.trim()
  expect(account).toMatch(/^0x[0-9a-fA-F]{40}$/)
  const verified = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/verify' && r.request().method() === 'POST',
  )
  await signIn.getByRole('button', { name: 'Sign', exact: true }).click()
  const verification = await verified
  expect(verification.status()).toBe(200)
  expect(await verification.json()).toMatchObject({
    ok: true,
    session: { data: { accountAddress: account, chainId: 'eip155:1' } },
  })
  await expect(
    page.getByRole('region', { name: 'Domain events' }).getByText('SiwxSigned', { exact: true }).first(),
  ).toBeVisible()
  await expect(signIn).toHaveCount(0)
})
