// WalletConnect end to end, offline: the demo (`npm start`'s page on this run's devnet) pairs
// with the devnet's test phone wallet through the devnet relay. The test plays the phone: it
// takes the pairing link from the page (the view's data-wc-uri, what the copy button copies)
// and POSTs it to the phone wallet's control server, then approves there. Scan-free connect,
// the account and its balance from the chain, reload without a new prompt, wallet-side
// disconnect, signing, no request leaving 127.0.0.1; screenshots and axe in both themes.
import type { Page } from '@playwright/test'
import { recoverMessageAddress } from 'viem'
import { demoUrl, readDevnetInfo } from '../devnet/playwright.js'
import { axeViolations, lastSeqShown, shownAfter } from './checks.js'
import { emit, expect, phoneTest as test, waitReady } from './fixtures.js'

type Devnet = ReturnType<typeof readDevnetInfo>

// One phone wallet serves the run: its pairings and approvals must not interleave (here: serial; with other files'
// phone tests: phoneTest's lock).
test.describe.configure({ mode: 'serial' })

/** A command to the phone wallet's control server (contract §2). */
async function phone(devnet: Devnet, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${devnet.walletConnect.phoneWallet}${path}`, {
    method: body === undefined && path === '/state' ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? (path === '/state' ? {} : { body: '{}' }) : { body: JSON.stringify(body) }),
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${text}`)
  return text ? JSON.parse(text) : null
}

/** The pairing link the view offers (what "Copy link" copies). */
async function pairingLink(page: Page): Promise<string> {
  const holder = page.locator('[data-wc-uri]')
  await expect(holder).toHaveAttribute('data-wc-uri', /^wc:[0-9a-f]{64}@2\?/)
  return (await holder.getAttribute('data-wc-uri')) as string
}

/** Every request and socket the page opens outside 127.0.0.1 is refused and recorded. */
async function guardLoopback(page: Page): Promise<string[]> {
  const outside: string[] = []
  await page.context().route('**/*', (route) => {
    const url = new URL(route.request().url())
    if (url.protocol !== 'data:' && url.protocol !== 'blob:' && url.hostname !== '127.0.0.1') {
      outside.push(url.href)
      return route.abort('blockedbyclient')
    }
    return route.continue()
  })
  // WebSockets do not pass through route(): record them.
  page.on('websocket', (ws) => {
    if (new URL(ws.url()).hostname !== '127.0.0.1') outside.push(ws.url())
  })
  page.on('frameattached', (frame) => {
    const url = frame.url()
    if (url && !/^(about:|http:\/\/127\.0\.0\.1[:/])/.test(url)) outside.push(url)
  })
  return outside
}

/** The balance of `address` on chain `rpcUrl`, as the Account view shows it (floored to 3 decimals). */
async function chainBalance(rpcUrl: string, address: string): Promise<string> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getBalance', params: [address, 'latest'] }),
  })
  const wei = BigInt(((await response.json()) as { result: string }).result)
  const whole = wei / 10n ** 18n
  const milli = (wei % 10n ** 18n) / 10n ** 15n
  const fraction = milli.toString().padStart(3, '0').replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : `${whole}`
}

test('behavior: scan-free connect from the demo, account and chain balance, reload without a prompt, wallet-side disconnect, nothing leaves 127.0.0.1 @peer', async ({
  page,
}) => {
  const devnet = readDevnetInfo()
  const account = devnet.accounts[0]!.address
  const outside = await guardLoopback(page)
  await phone(devnet, '/account', { index: 0 })
  await page.goto(demoUrl())
  const accountField = page.getByTestId('connected-account')
  await expect(accountField).toHaveText('not connected')

  // Connect → WalletConnect: the view shows the QR code of the pairing link.
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  await page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: 'WalletConnect' }).click()
  const view = page.getByRole('dialog', { name: 'WalletConnect' })
  await expect(view.getByRole('img', { name: 'QR code of the WalletConnect link' })).toBeVisible()
  await expect(view.getByRole('button', { name: 'Copy link' })).toBeEnabled()
  const uri = await pairingLink(page)

  // The phone "scans" it: pair and approve on the phone wallet's control server.
  const started = Date.now()
  await phone(devnet, '/pair', { uri })
  await phone(devnet, '/approve')
  await expect(accountField).toHaveText(account)
  test.info().annotations.push({ type: 'connect', description: `pair → account shown: ${Date.now() - started} ms` })
  await expect(view).toHaveCount(0) // connected: the modal closes by itself

  // The Account view shows the account's balance, read from the devnet chain.
  await page.getByTestId('connect-button').click()
  const accountView = page.getByRole('dialog', { name: 'Account' })
  await expect(accountView).toBeVisible()
  await expect
    .poll(async () => {
      const shown = await accountView.locator('.gh-balance').textContent()
      return shown === `${await chainBalance(devnet.chains[0]!.rpcUrl, account)} ETH`
    })
    .toBe(true)
  await page.keyboard.press('Escape')

  // Reload: the account is shown from the log at once and the session restored from the client's storage, no new
  // pairing. The event list also shows the earlier load's events: only those logged after the reload count.
  const beforeReload = await lastSeqShown(page)
  await page.reload()
  await expect(accountField).toHaveText(account)
  await expect.poll(() => shownAfter(page, 'SessionRestored', beforeReload)).toBe(true)
  await expect.poll(() => shownAfter(page, 'Connected', beforeReload)).toBe(true)
  const state = (await phone(devnet, '/state')) as { pending: unknown[]; sessions: unknown[] }
  expect(state.pending).toEqual([])
  expect(state.sessions).toHaveLength(1)

  // The phone ends the session: the page shows it disconnected.
  await phone(devnet, '/disconnect')
  await expect(accountField).toHaveText('not connected')

  expect(outside, 'requests that left 127.0.0.1').toEqual([])
})

test('behavior: sign in with the wallet over WalletConnect: the phone signs the EIP-4361 message, a reload asks nothing @peer', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const devnet = readDevnetInfo()
  const account = devnet.accounts[0]!.address
  const outside = await guardLoopback(page)
  await phone(devnet, '/account', { index: 0 })
  await page.goto(`${demoUrl()}?siwx=on`)
  const accountField = page.getByTestId('connected-account')
  await expect(accountField).toHaveText('not connected')

  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  await page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: 'WalletConnect' }).click()
  await phone(devnet, '/pair', { uri: await pairingLink(page) })
  await phone(devnet, '/approve')
  await expect(accountField).toHaveText(account)

  // SPEC §4: connected on a supported network without a session → SIWXSignMessage; Sign sends personal_sign over the session.
  const signIn = page.getByRole('dialog', { name: 'Sign In' })
  await expect(signIn).toBeVisible()
  await signIn.getByRole('button', { name: 'Sign', exact: true }).click()
  const approved = (await phone(devnet, '/approve')) as { answered?: { method?: string } }
  expect(JSON.stringify(approved)).toContain('personal_sign')
  const events = page.getByRole('region', { name: 'Domain events' })
  await expect(events.getByText('SiwxSigned', { exact: true }).first()).toBeVisible()
  await expect(signIn).toHaveCount(0)

  // Reload: the session comes back from the log; the phone is asked nothing and SIWXSignMessage does not open.
  const beforeReload = await lastSeqShown(page)
  await page.reload()
  await expect(accountField).toHaveText(account)
  await expect.poll(() => shownAfter(page, 'SessionRestored', beforeReload)).toBe(true)
  await expect(page.getByRole('dialog', { name: 'Sign In' })).toHaveCount(0)
  const state = (await phone(devnet, '/state')) as { pending: unknown[] }
  expect(state.pending).toEqual([])

  await phone(devnet, '/disconnect')
  await expect(accountField).toHaveText('not connected')
  expect(outside, 'requests that left 127.0.0.1').toEqual([])
})

for (const theme of ['dark', 'light'] as const) {
  test(`behavior (${theme}): the QR view under a strict CSP, sign a message through the session, rejection and retry; screenshots, axe 0 violations @peer`, async ({
    page,
  }) => {
    const devnet = readDevnetInfo()
    const account = devnet.accounts[0]!.address
    const outside = await guardLoopback(page)
    const relayOrigin = new URL(devnet.walletConnect.relayUrl).origin
    const csp = `default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self' ws://127.0.0.1:* ${relayOrigin}`
    await page.goto(
      `/modal.html?project=wc-${theme}-${test.info().testId}&relay=${encodeURIComponent(devnet.walletConnect.relayUrl)}&csp=${encodeURIComponent(csp)}`,
    )
    await waitReady(page)
    if (theme === 'light') await emit(page, [{ type: 'ThemeChanged', data: { themeMode: 'light' } }])
    await page.getByRole('button', { name: 'Connect' }).click()
    await page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: 'WalletConnect' }).click()
    const view = page.getByRole('dialog', { name: 'WalletConnect' })
    await expect(view.getByRole('img', { name: 'QR code of the WalletConnect link' })).toBeVisible()
    await expect(view.getByRole('status').filter({ hasText: 'Waiting for the wallet to connect' })).toHaveCount(1)
    await page.screenshot({
      path: `test-results/screenshots/ConnectingWalletConnect-${theme}.png`,
      animations: 'disabled',
    })
    expect(await axeViolations(page), `axe on ConnectingWalletConnect (${theme})`).toEqual([])

    // The phone rejects: declined, with Try again (which offers a new link).
    const first = await pairingLink(page)
    await phone(devnet, '/pair', { uri: first })
    await phone(devnet, '/reject')
    await expect(view.getByRole('alert').filter({ hasText: 'Connection declined' })).toBeVisible()
    await page.screenshot({
      path: `test-results/screenshots/ConnectingWalletConnect-declined-${theme}.png`,
      animations: 'disabled',
    })
    expect(await axeViolations(page), `axe on the declined view (${theme})`).toEqual([])
    await view.getByRole('button', { name: 'Try again' }).click()
    const second = await pairingLink(page)
    expect(second).not.toBe(first)

    // Approve this time, then sign a message through the session (contract §1).
    await phone(devnet, '/pair', { uri: second })
    await phone(devnet, '/approve')
    await expect(page.getByRole('button', { name: account })).toBeVisible()
    const message = `Gatehouse e2e ${theme} ✓`
    await emit(page, [
      {
        type: 'SignMessageRequested',
        data: { requestId: `sign-${theme}`, namespace: 'eip155', address: account, chainId: 'eip155:1', message },
      },
    ])
    await phone(devnet, '/approve')
    const signature = await page.waitForFunction(
      (id) =>
        window.e2e.seen.find((e) => e.type === 'MessageSigned' && (e.data as { requestId: string }).requestId === id)
          ?.data,
      `sign-${theme}`,
    )
    const { signature: sig } = (await signature.jsonValue()) as { signature: `0x${string}` }
    expect(await recoverMessageAddress({ message, signature: sig })).toBe(account)

    await phone(devnet, '/disconnect')
    await expect(page.getByRole('button', { name: 'Connect' })).toBeVisible()
    expect(outside, 'requests that left 127.0.0.1').toEqual([])
  })
}
