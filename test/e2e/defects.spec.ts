// Defects found by walking every flow as a new visitor would, each shown here in
// Chromium on the demo or the test pages: the state that outlived what it belonged to, the rough
// edges of the interaction, and the demo's own page.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'
import { demoUrl, readDevnetInfo } from '../devnet/playwright.js'
import type {} from '../devnet/wallet/index.js'
import { checkScreen } from './checks.js'
import { emit, expect, phoneTest, test, waitReady } from './fixtures.js'
import { connectTestWallet } from './testWallet.js'

type Devnet = ReturnType<typeof readDevnetInfo>

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/** A command to the devnet's phone wallet (POST, or GET /state). */
async function phone(devnet: Devnet, path: string, body?: unknown): Promise<unknown> {
  const get = path === '/state'
  const response = await fetch(`${devnet.walletConnect.phoneWallet}${path}`, {
    method: get ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    ...(get ? {} : { body: JSON.stringify(body ?? {}) }),
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${text}`)
  return text ? JSON.parse(text) : null
}

/** Connects the demo to the phone wallet over WalletConnect (the test plays the phone: pair and approve). */
async function connectPhone(page: Page, devnet: Devnet): Promise<void> {
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  await page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: 'WalletConnect' }).click()
  const holder = page.locator('[data-wc-uri]')
  await expect(holder).toHaveAttribute('data-wc-uri', /^wc:[0-9a-f]{64}@2\?/)
  await phone(devnet, '/pair', { uri: await holder.getAttribute('data-wc-uri') })
  await phone(devnet, '/approve')
  await expect(page.getByTestId('connected-account')).toHaveText(devnet.accounts[0]!.address)
}

test.describe('the phone wallet (one for the run: serial)', () => {
  test.describe.configure({ mode: 'serial' })

  test.afterEach(async () => {
    const devnet = readDevnetInfo()
    await phone(devnet, '/disconnect').catch(() => undefined)
    await phone(devnet, '/chain', { chainId: 'eip155:1' })
  })

  phoneTest(
    'behavior: a reload restores the chain the phone is on, also when it moved while the page was away',
    async ({ page }) => {
      const devnet = readDevnetInfo()
      await phone(devnet, '/account', { index: 0 })
      await phone(devnet, '/chain', { chainId: 'eip155:1' })
      await page.goto(demoUrl())
      await connectPhone(page, devnet)
      const network = page.getByTestId('active-network')
      await expect(network).toContainText('eip155:1')

      await phone(devnet, '/chain', { chainId: 'eip155:8453' })
      // The phone moves to Base as the page reloads: the chainChanged it sends may reach neither page.
      await page.reload()
      await expect(page.getByTestId('account-status')).toHaveText('connected')
      await expect(network).toContainText('eip155:8453')

      // The phone moves back to Ethereum while the demo is away: back on the page, the session's chain wins.
      await page.goto('about:blank')
      await phone(devnet, '/chain', { chainId: 'eip155:1' })
      await page.goto(demoUrl())
      await expect(page.getByTestId('account-status')).toHaveText('connected')
      await expect(network).toContainText('eip155:1')
    },
  )
})

/** The demo, with its test browser wallet installed. */
async function openDemo(page: Page, query = ''): Promise<void> {
  await page.goto(`${demoUrl()}${query}`)
  await page.waitForFunction(() => window.gatehouseTestWallet !== undefined)
}

test('behavior: after the wallet’s prompt, focus is back in the modal: Try again is focused, Escape closes', async ({
  page,
}) => {
  await openDemo(page)
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: /Gatehouse Test Wallet/ })
    .click()
  const prompt = page.getByRole('dialog', { name: 'Gatehouse Test Wallet: Connection request' })
  await prompt.getByRole('button', { name: 'Reject' }).click()
  const connecting = page.getByRole('dialog', { name: 'Gatehouse Test Wallet', exact: true })
  await expect(connecting.getByText('Connection declined')).toBeVisible()
  await expect(connecting.getByRole('button', { name: 'Try again' })).toBeFocused()

  // Try again, approved this time: connected, the modal closes. Opened again, a network switch approved in the
  // prompt leaves the focus in the modal, where Escape closes it.
  await page.keyboard.press('Enter')
  await page
    .getByRole('dialog', { name: 'Gatehouse Test Wallet: Connection request' })
    .getByRole('button', { name: 'Approve' })
    .click()
  await expect(connecting).toHaveCount(0)
  await page.evaluate(() => window.gatehouse!.emit({ type: 'ModalOpenRequested', data: {} }))
  const account = page.getByRole('dialog', { name: 'Account' })
  await account.getByRole('button', { name: /^Network:/ }).click()
  await account.getByRole('button', { name: 'Base', exact: true }).click()
  await page
    .getByRole('dialog', { name: 'Gatehouse Test Wallet: Switch network' })
    .getByRole('button', { name: 'Approve' })
    .click()
  await expect(page.getByTestId('active-network')).toContainText('eip155:8453')
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.matches('[data-gatehouse-modal]') ?? false))
    .toBe(true)
  await page.keyboard.press('Escape')
  await expect(account).toHaveCount(0)
})

/** The one-time codes the devnet frame mailed to `email`, newest first. */
async function mailedCodes(page: Page, email: string): Promise<string[]> {
  const { mailbox } = readDevnetInfo()
  const mail = (await (await page.request.get(`${mailbox}.json?to=${encodeURIComponent(email)}`)).json()) as {
    messages: Array<{ kind: string; code: string | null }>
  }
  return mail.messages.filter((m) => m.kind === 'otp' && m.code !== null).map((m) => m.code as string)
}

test('behavior: the email field fills its row with a placeholder; the code step is titled, has Back and Resend after 30 s, and submits on the sixth digit', async ({
  page,
}) => {
  const email = 'alexandra.montgomery@example.com'
  await page.clock.install()
  await openDemo(page)
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
  const field = connect.getByRole('textbox', { name: 'Email' })
  await expect(field).toHaveAttribute('placeholder', /\S/)
  await field.fill(email)
  const fit = await field.evaluate((input: HTMLInputElement) => ({
    clipped: input.scrollWidth > input.clientWidth,
    share: input.getBoundingClientRect().width / (input.closest('form') as HTMLElement).getBoundingClientRect().width,
  }))
  expect(fit.clipped, 'an ordinary address is clipped').toBe(false)
  expect(fit.share).toBeGreaterThan(0.6)
  await checkScreen(page, 'Connect-email', 'dark')

  // The code step: its own title, Back to the email field.
  await connect.getByRole('button', { name: 'Continue', exact: true }).click()
  const confirm = page.getByRole('dialog', { name: 'Confirm Email' })
  await expect(confirm.getByRole('textbox', { name: 'Code' })).toBeVisible()
  await confirm.getByRole('button', { name: 'Back' }).click()
  await expect(connect.getByRole('textbox', { name: 'Email' })).toHaveValue(email)

  // SPEC §5: a new login waits 30 s; Resend is offered once they are over.
  await page.clock.fastForward(30_000)
  await connect.getByRole('button', { name: 'Continue', exact: true }).click()
  const resend = confirm.getByRole('button', { name: /^Resend code/ })
  await expect(resend).toBeDisabled()
  await expect(resend).toHaveText(/^Resend code in (30|2\d) s$/) // counting down from SPEC §5's 30 s
  await checkScreen(page, 'Connect-email-code', 'dark')
  expect(await mailedCodes(page, email)).toHaveLength(2)
  await page.clock.fastForward(30_000)
  await expect(resend).toBeEnabled()
  await resend.click()
  await expect.poll(() => mailedCodes(page, email).then((codes) => codes.length)).toBe(3)
  const [code] = await mailedCodes(page, email)

  // Typed digit by digit, the sixth submits: no Enter, no Continue.
  const input = confirm.getByRole('textbox', { name: 'Code' })
  await input.pressSequentially(code!)
  await expect(page.getByTestId('account-status')).toHaveText('connected')
  await expect(confirm).toHaveCount(0)
})

for (const width of [1280, 390]) {
  test(`behavior: a listed wallet picked at ${width} px is the pairing view's title`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 })
    await openDemo(page)
    await page.getByRole('button', { name: 'Connect', exact: true }).click()
    await page
      .getByRole('dialog', { name: 'Connect Wallet' })
      .getByRole('button', { name: /^Amber Wallet/ })
      .click()
    const pairing = page.getByRole('dialog', { name: 'Amber Wallet', exact: true })
    await expect(pairing.locator('[data-wc-uri]')).toHaveAttribute('data-wc-uri', /^wc:/)
    await expect(page.getByRole('dialog', { name: 'WalletConnect' })).toHaveCount(0)
  })
}

/** The modal test page (no devnet) with the auth connector and a wallet, opened. */
async function openModalPage(page: Page, query = ''): Promise<void> {
  await page.goto(`/modal.html?project=${test.info().testId}${query}`)
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
    { type: 'ModalOpenRequested', data: {} },
  ])
}

test('behavior: the social and Farcaster waiting spinners are round, beside their text', async ({ page }) => {
  await openModalPage(page)
  const spinnerBox = async (name: string) => {
    const status = page
      .getByRole('dialog', { name })
      .getByRole('status')
      .filter({ hasText: /\S/ })
      .filter({ has: page.locator('.gh-spinner') })
    // Its layout size (the box it spins in), and whether it sits on the status line, left of the text.
    return status.evaluate((p) => {
      const spinner = p.querySelector<HTMLElement>('.gh-spinner')!
      const line = p.getBoundingClientRect()
      const box = spinner.getBoundingClientRect()
      const middle = box.top + box.height / 2
      return {
        width: spinner.offsetWidth,
        height: spinner.offsetHeight,
        inside: middle > line.top && middle < line.bottom && line.height < 40 && box.left < line.left + 30,
      }
    })
  }
  await emit(page, [{ type: 'SocialLoginRequested', data: { provider: 'google' } }])
  await expect(page.getByRole('dialog', { name: 'Connect Wallet' }).getByText('Continue in Google')).toBeVisible()
  expect(await spinnerBox('Connect Wallet')).toEqual({ width: 28, height: 28, inside: true })
  await emit(page, [
    { type: 'AuthCancelRequested', data: {} },
    { type: 'FarcasterLoginRequested', data: {} },
  ])
  await expect(page.getByRole('dialog', { name: 'Farcaster' }).getByText('Preparing the sign-in link')).toBeVisible()
  expect(await spinnerBox('Farcaster')).toEqual({ width: 28, height: 28, inside: true })
})

test('behavior: the sign-in view shows the app’s icon, not the first character of 127.0.0.1', async ({ page }) => {
  await openDemo(page, '?siwx=on')
  await connectTestWallet(page)
  const signIn = page.getByRole('dialog', { name: 'Sign In' })
  await expect(signIn.getByText('127.0.0.1', { exact: false }).first()).toBeVisible()
  const avatar = signIn.locator('.gh-big-icon')
  await expect(avatar).toHaveCount(1)
  await expect(avatar).not.toHaveText(/\S/)
  expect(await avatar.evaluate((el) => (el instanceof HTMLImageElement ? new URL(el.src).pathname : el.tagName))).toBe(
    '/favicon.svg',
  )
  await checkScreen(page, 'SIWXSignMessage-icon', 'dark')
})

test('behavior: connected, the demo’s Connect button is the account button: name, address and balance, through the public hooks @peer', async ({
  page,
}) => {
  const devnet = readDevnetInfo()
  const address = devnet.accounts[0]!.address
  await openDemo(page)
  const button = page.getByTestId('connect-button')
  await expect(button).toHaveAccessibleName('Connect')
  await connectTestWallet(page)
  await expect(page.getByTestId('connected-account')).toHaveText(address)

  // The name the identity service gives, the short address, the balance floored to 3 decimals (SPEC §9) as the chain has it.
  const milliEth = async () => {
    const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getBalance', params: [address, 'latest'] })
    const answer = (await (
      await fetch(devnet.chains[0]!.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
    ).json()) as { result: string }
    return BigInt(answer.result) / 10n ** 15n
  }
  await expect
    .poll(async () => {
      const name = /^alice\.reown\.id 0xf39F…2266 (\d+)(?:\.(\d{1,3}))? ETH$/.exec(
        await button.evaluate((el) => el.textContent?.replace(/\s+/g, ' ').trim() ?? ''),
      )
      if (!name) return 'not an account button'
      return BigInt(name[1]!) * 1000n + BigInt((name[2] ?? '').padEnd(3, '0')) === (await milliEth())
        ? 'balance as on the chain'
        : 'another balance'
    })
    .toBe('balance as on the chain')
  await expect(button).toHaveAccessibleName(/^alice\.reown\.id 0xf39F…2266 [\d.]+ ETH$/)
  await expect(button).toHaveAttribute('title', address)
  await page.screenshot({
    path: 'test-results/screenshots/demo-account-button.png',
    clip: (await button.boundingBox())!,
  })

  // It opens the modal on Account, and after a reload it shows the restored account at once.
  await button.click()
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible()
  await page.keyboard.press('Escape')
  await page.reload()
  await expect(button).toHaveAccessibleName(/0xf39F…2266/)
})

test('behavior: the demo’s devnet panel links the mailbox, the phone wallet and the secure frame', async ({ page }) => {
  const devnet = readDevnetInfo()
  await openDemo(page)
  await page.getByText('Devnet (local chains and servers)').click()
  const panel = page.locator('details.devnet')
  await expect(panel.getByRole('link', { name: 'Mailbox' })).toHaveAttribute('href', devnet.mailbox)
  await expect(panel.getByRole('link', { name: 'Phone wallet' })).toHaveAttribute(
    'href',
    `${devnet.walletConnect.phoneWallet}/`,
  )
  await expect(panel.getByRole('link', { name: 'Secure frame' })).toHaveAttribute('href', devnet.frame)
  // They lead to the pages the terminal prints.
  for (const name of ['Mailbox', 'Phone wallet']) {
    const href = (await panel.getByRole('link', { name }).getAttribute('href'))!
    expect((await page.request.get(href)).status(), href).toBe(200)
  }
})

for (const colorScheme of ['light', 'dark'] as const) {
  test(`behavior: the demo page itself passes axe-core with 0 violations (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme })
    await openDemo(page)
    await page.getByText('Devnet (local chains and servers)').click()
    // The read-model tree with its null, string, number and boolean values, and the event list.
    await expect(page.locator('.json-null').first()).toBeVisible()
    await expect(
      page.getByRole('region', { name: 'Domain events' }).getByText('SessionRestored', { exact: true }).first(),
    ).toBeVisible()
    await page.evaluate(AXE_SOURCE)
    const violations = () =>
      page.evaluate(async () => {
        const axe = (
          window as unknown as {
            axe: {
              run(
                c: unknown,
                o: unknown,
              ): Promise<{
                violations: Array<{ id: string; nodes: Array<{ target: unknown; failureSummary?: string }> }>
              }>
            }
          }
        ).axe
        const result = await axe.run(document, {
          runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
        })
        return result.violations.map((v) => ({
          id: v.id,
          nodes: v.nodes.slice(0, 3).map((n) => [n.target, n.failureSummary?.split('\n')[1]]),
        }))
      })
    expect(await violations()).toEqual([])
    // Connected: the account button and the wallet requests panel.
    await connectTestWallet(page)
    await expect(page.getByTestId('connect-button')).toHaveAccessibleName(/ETH$/)
    await page.screenshot({ path: `test-results/screenshots/demo-connected-${colorScheme}.png` })
    expect(await violations()).toEqual([])
  })
}

test('behavior: the test wallet’s prompt never wraps an address inside its “0x”', async ({ page }) => {
  await openDemo(page)
  /** Whether each 0x-address of the open prompt's summary keeps its "0x" on one line. */
  const prefixesWhole = () =>
    page.evaluate(() => {
      const root = document.querySelector('gatehouse-test-wallet-prompt')!.shadowRoot!
      const summary = root.querySelector('.summary')!
      const walker = document.createTreeWalker(summary, NodeFilter.SHOW_TEXT)
      const out: boolean[] = []
      for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
        for (const match of (node.textContent ?? '').matchAll(/0x[0-9a-fA-F]{40}/g)) {
          const range = document.createRange()
          range.setStart(node, match.index)
          range.setEnd(node, match.index + 2)
          out.push([...range.getClientRects()].filter((r) => r.width > 0).length === 1)
        }
      }
      return out
    })
  await page.getByTestId('connect-button').click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: /Gatehouse Test Wallet/ })
    .click()
  const connect = page.getByRole('dialog', { name: 'Gatehouse Test Wallet: Connection request' })
  await expect(connect).toBeVisible()
  expect(await prefixesWhole()).toEqual([true])
  await connect.getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByTestId('account-status')).toHaveText('connected')

  // A transaction's summary puts the recipient after the value: values of 1 to 30 digits move the address along
  // the line, so one of them ends a line right after its "0" unless the prompt keeps an address's words whole.
  const prompt = page.getByRole('dialog', { name: 'Gatehouse Test Wallet: Transaction request' })
  for (let digits = 1; digits <= 30; digits++) {
    await page.evaluate(
      (value) =>
        void window
          .gatehouseTestWallet!.provider.request({
            method: 'eth_sendTransaction',
            params: [{ to: '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f', value }],
          })
          .catch(() => undefined),
      `0x${(10n ** BigInt(digits - 1)).toString(16)}`,
    )
    await expect(prompt).toBeVisible()
    if (digits === 20)
      await page.screenshot({
        path: 'test-results/screenshots/test-wallet-prompt-transaction.png',
        clip: (await prompt.boundingBox())!,
      })
    expect(await prefixesWhole(), `a value of ${digits} digits`).toEqual([true])
    await prompt.getByRole('button', { name: 'Reject' }).click()
    await expect(prompt).toBeHidden()
  }
})

test.describe('behavior: the modal’s size and the page behind it', () => {
  /** The dialog's height at every frame for `ms` after `act`, in the page. */
  async function heightsDuring(page: Page, act: () => Promise<unknown>, ms = 400): Promise<number[]> {
    await page.evaluate((ms) => {
      const w = window as unknown as { heights: number[] }
      w.heights = []
      const dialog = () => document.querySelector('[data-gatehouse-modal]')?.shadowRoot?.querySelector('.gh-dialog')
      const start = performance.now()
      const frame = () => {
        const el = dialog()
        if (el) w.heights.push(Math.round(el.getBoundingClientRect().height))
        if (performance.now() - start < ms) requestAnimationFrame(frame)
      }
      requestAnimationFrame(frame)
    }, ms)
    await act()
    await page.waitForTimeout(ms + 100)
    return page.evaluate(() => (window as unknown as { heights: number[] }).heights)
  }

  test('the height follows the content smoothly, within a view (a tab, a step) and between views, instead of jumping', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await openModalPage(page)
    const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
    await expect(connect.getByRole('button', { name: 'Continue with Google' })).toBeVisible()
    await page.waitForTimeout(300)
    const smooth = (heights: number[]) => {
      const first = heights[0]!
      const last = heights.at(-1)!
      expect(Math.abs(first - last), `${first} → ${last}`).toBeGreaterThan(40)
      return heights.filter((h) => h > Math.min(first, last) + 4 && h < Math.max(first, last) - 4).length
    }
    // The content changes within the view: the socials give way to the social login's wait.
    const within = await heightsDuring(page, () =>
      emit(page, [{ type: 'SocialLoginRequested', data: { provider: 'google' } }]),
    )
    expect(smooth(within), `heights: ${within.join(' ')}`).toBeGreaterThan(0)
    // Another view.
    await emit(page, [{ type: 'AuthCancelRequested', data: {} }])
    await page.waitForTimeout(300)
    const between = await heightsDuring(page, () =>
      emit(page, [{ type: 'NavigateRequested', data: { mode: 'push', view: 'ConnectingFarcaster' } }]),
    )
    expect(smooth(between), `heights: ${between.join(' ')}`).toBeGreaterThan(0)
  })

  test('the page behind the overlay does not scroll; closed, it scrolls again; embedded, it never locks', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 480 })
    await openDemo(page)
    const scrollY = () => page.evaluate(() => window.scrollY)
    await page.getByTestId('connect-button').click()
    await expect(page.getByRole('dialog', { name: 'Connect Wallet' })).toBeVisible()
    await page.mouse.move(60, 400) // over the backdrop, off the dialog
    await page.mouse.wheel(0, 800)
    await page.waitForTimeout(300)
    expect(await scrollY()).toBe(0)
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden')
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await page.mouse.wheel(0, 800)
    await expect.poll(scrollY).toBeGreaterThan(0)

    await page.goto(`/modal.html?project=${test.info().testId}&embedded=1`)
    await waitReady(page)
    await expect(page.locator('[data-gatehouse-modal] >> role=region')).toBeVisible()
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden')
  })

  test('on a phone’s width the overlay is a bottom sheet', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 700 })
    await openModalPage(page)
    const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
    await expect(dialog.getByRole('button', { name: /Gatehouse Test Wallet/ })).toBeVisible()
    await page.waitForTimeout(300)
    const box = await dialog.evaluate((el) => {
      const r = el.getBoundingClientRect()
      const s = getComputedStyle(el)
      return {
        left: r.left,
        width: r.width,
        bottom: Math.round(r.bottom),
        top: s.borderTopLeftRadius,
        below: s.borderBottomLeftRadius,
      }
    })
    expect(box).toEqual({ left: 0, width: 375, bottom: 700, top: '24px', below: '0px' })
    await checkScreen(page, 'Connect-bottom-sheet', 'dark')
  })
})
