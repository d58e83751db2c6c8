// Opening the modal as a visitor does: the pointer over the app's Connect button loads what the click will show,
// the click paints the dialog with its content in the first frame after it, reduced motion shows it without
// animation, and the opened dialog has no axe violations in either theme.
import type { Page } from '@playwright/test'
import { networkQuiet } from '../helpers/networkQuiet.js'
import { checkScreen } from './checks.js'
import { emit, expect, test, waitReady } from './fixtures.js'

/** A dialog's view content: its body's first element that is not the spinner's box. */
const CONTENT = '.gh-body-inner > :not(.gh-center)'

/** What the first animation frame after a click on the app's button showed, recorded by the page. */
interface FirstFrame {
  dialog: boolean
  title: string | null
  content: boolean
  loading: boolean
  /** The dialog's opacity times every ancestor's, through the shadow host. */
  opacity: number
  /** Animations on the backdrop and the dialog. */
  animations: number
  /** The paths of the scripts whose response had arrived by then. */
  arrived: string[]
}

/** From the next click on the app's button, records what the first animation frame after it shows. */
async function recordFirstFrame(page: Page): Promise<() => Promise<FirstFrame>> {
  await page.evaluate(() => {
    const w = window as unknown as { firstFrame?: unknown }
    window.addEventListener(
      'click',
      () =>
        requestAnimationFrame(() => {
          const root = document.querySelector('[data-gatehouse-modal]')?.shadowRoot
          const dialog = root?.querySelector<HTMLElement>('.gh-dialog') ?? null
          let opacity = dialog ? 1 : 0
          for (let node: Node | null = dialog; node; node = node instanceof ShadowRoot ? node.host : node.parentNode)
            if (node instanceof Element) opacity *= Number(getComputedStyle(node).opacity)
          const backdrop = root?.querySelector('.gh-backdrop')
          w.firstFrame = {
            dialog: dialog !== null,
            title: root?.querySelector('#gh-title')?.textContent ?? null,
            content: root?.querySelector('.gh-body-inner > :not(.gh-center)') != null,
            loading: dialog?.hasAttribute('data-loading') === true || root?.querySelector('.gh-spinner') != null,
            opacity,
            animations: (dialog?.getAnimations().length ?? 0) + (backdrop?.getAnimations().length ?? 0),
            arrived: performance.getEntriesByType('resource').map((r) => new URL(r.name).pathname),
          }
        }),
      { capture: true, once: true },
    )
  })
  return async () => {
    await page.waitForFunction(() => (window as unknown as { firstFrame?: unknown }).firstFrame !== undefined)
    return page.evaluate(() => (window as unknown as { firstFrame: FirstFrame }).firstFrame)
  }
}

/** The modal page, ready and quiet, with every script request it makes from the start recorded. */
async function openPage(page: Page): Promise<string[]> {
  const scripts: string[] = []
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname)
  })
  await page.goto('/modal.html?project=e2e-opening')
  await waitReady(page)
  await page.waitForLoadState('networkidle')
  return scripts
}

const fetched = (scripts: string[], file: string) => scripts.some((s) => s.endsWith(file))
const connect = (page: Page) => page.getByRole('button', { name: 'Connect' })

/**
 * Until the dialog and the Connect view were requested, then a quiet network. Waited for by name, not by a quiet
 * network alone: the dev server compiles the dialog's modules on their first request, and on a loaded machine a gap
 * between two of them outlasted 300 ms.
 */
async function dialogLoaded(page: Page, scripts: string[]): Promise<void> {
  await expect
    .poll(() => fetched(scripts, '/ui/shell/Dialog.tsx') && fetched(scripts, '/ui/views/Connect.tsx'), {
      timeout: 10_000,
    })
    .toBe(true)
  await networkQuiet(page, 300)
}

/** The pointer over the Connect button until what it loads is in, then a click; resolves with the first frame after it. */
async function clickAfterPointerOver(page: Page, scripts: string[]): Promise<FirstFrame> {
  await connect(page).hover()
  await dialogLoaded(page, scripts)
  const firstFrame = await recordFirstFrame(page)
  await connect(page).click()
  return firstFrame()
}

test('pointer over the Connect button loads the dialog and the Connect view, which nothing loaded before', async ({
  page,
}) => {
  const scripts = await openPage(page)
  expect(fetched(scripts, '/ui/shell/Dialog.tsx')).toBe(false)
  expect(fetched(scripts, '/ui/views/Connect.tsx')).toBe(false)
  await connect(page).hover()
  // Both requested because of the hover.
  await dialogLoaded(page, scripts)
  // The view of the click only: not the wallet's connect after it (fetched once Connect shows), not the account's.
  expect(fetched(scripts, '/ui/views/ConnectingExternal.tsx')).toBe(false)
  expect(fetched(scripts, '/ui/views/Account.tsx')).toBe(false)
  // Rendered ahead with Connect's content but not seen: no dialog for the visitor or assistive technology, the
  // focus still on the page's button, the modal not open.
  const hidden = page.locator('.gh-root[data-hidden] .gh-dialog')
  await expect(hidden.locator(CONTENT).first()).toBeAttached()
  await expect(hidden).toBeHidden()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true)
})

test('the click after the pointer rested on the button paints the dialog with its Connect content, visible, in the first frame', async ({
  page,
}) => {
  const scripts = await openPage(page)
  const frame = await clickAfterPointerOver(page, scripts)
  expect(frame).toMatchObject({ dialog: true, title: 'Connect Wallet', content: true, loading: false })
  // The wallet's connect view that follows had not arrived by that frame; it is fetched once the frame is painted.
  expect(frame.arrived.some((s) => s.endsWith('/ui/views/ConnectingExternal.tsx'))).toBe(false)
  await expect.poll(() => fetched(scripts, '/ui/views/ConnectingExternal.tsx')).toBe(true)
  expect(frame.opacity).toBeGreaterThan(0)
  // It animates (settles into place) without reduced motion.
  expect(frame.animations).toBeGreaterThan(0)
  await page.screenshot({ path: 'test-results/screenshots/opening-first-frame.png' })
})

/** Holds the runtime's module back (the page's app script runs; Gatehouse is not ready) until the returned release. */
async function holdRuntime(page: Page): Promise<() => void> {
  let release = (): void => undefined
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route('**/src/runtime.ts*', async (route) => {
    await held
    await route.continue()
  })
  return release
}

test("a click before Gatehouse is ready on a fresh page (its runtime on its way, nothing loaded ahead) asks for the dialog's and the Connect view's code at once and shows the loading dialog, never a view over read models without the app's configuration; once ready, Connect's content", async ({
  page,
}) => {
  const scripts: string[] = []
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname)
  })
  const release = await holdRuntime(page)
  await page.goto('/modal.html?project=e2e-opening&early=1')
  await expect(connect(page)).toBeVisible()
  // A click without the pointer over the button first (a tap, or the app's own open()).
  await page.evaluate(() =>
    [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Connect')?.click(),
  )
  await expect
    .poll(() => fetched(scripts, '/ui/shell/Dialog.tsx') && fetched(scripts, '/ui/views/Connect.tsx'))
    .toBe(true)
  // Answered while Gatehouse cannot answer the click yet (not ready): the loading dialog, not "No wallet found".
  await expect(page.getByRole('dialog', { name: 'Loading' })).toBeVisible()
  await page.waitForTimeout(300)
  await expect(page.getByRole('dialog', { name: 'Loading' })).toBeVisible()
  await expect(page.getByText('No wallet found')).toHaveCount(0)
  expect(await page.evaluate(() => window.e2e?.readyMs ?? null)).toBeNull()
  release()
  await waitReady(page)
  const content = page.getByRole('dialog', { name: 'Connect Wallet' }).locator(CONTENT)
  await expect(content.first()).toBeVisible()
  expect(await page.evaluate(() => window.e2e?.gatehouse.getState().modal.open)).toBe(true)
})

test("a click before Gatehouse is ready on a page that shows the visitor's first-paint copy (a reload) shows the dialog with Connect's content before ready, focus in it; once ready the modal is open there", async ({
  page,
}) => {
  await page.goto('/modal.html?project=e2e-opening-copy&early=1&log=indexeddb')
  await waitReady(page)
  const release = await holdRuntime(page)
  await page.reload()
  await expect(connect(page)).toBeVisible()
  expect(await page.evaluate(() => window.e2e?.gatehouse.firstPaint ?? null)).not.toBeNull()
  await page.evaluate(() =>
    [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Connect')?.click(),
  )
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  await expect(dialog.locator(CONTENT).first()).toBeVisible()
  expect(await page.evaluate(() => window.e2e?.readyMs ?? null)).toBeNull()
  await expect(dialog.locator(':focus')).toHaveCount(1)
  release()
  await waitReady(page)
  await expect(dialog.locator(CONTENT).first()).toBeVisible()
  expect(await page.evaluate(() => window.e2e?.gatehouse.getState().modal.open)).toBe(true)
})

test('a click before Gatehouse is ready, then Escape before it is ready: the dialog goes at once and stays closed once ready', async ({
  page,
}) => {
  const release = await holdRuntime(page)
  await page.goto('/modal.html?project=e2e-opening&early=1')
  await connect(page).click()
  await expect(page.getByRole('dialog', { name: 'Loading' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  // Focus back on the app's button.
  await expect(connect(page)).toBeFocused()
  release()
  await waitReady(page)
  await page.waitForTimeout(300)
  await expect(page.getByRole('dialog')).toHaveCount(0)
  expect(await page.evaluate(() => window.e2e?.gatehouse.getState().modal.open)).toBe(false)
})

test('with reduced motion the dialog opens without any animation', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  const scripts = await openPage(page)
  const frame = await clickAfterPointerOver(page, scripts)
  expect(frame).toMatchObject({ dialog: true, title: 'Connect Wallet', content: true, animations: 0 })
  expect(frame.opacity).toBe(1)
})

test('focus on the Connect button (keyboard) loads the dialog too, and Enter opens it with its content; axe finds nothing in either theme', async ({
  page,
}) => {
  const scripts = await openPage(page)
  await connect(page).focus()
  await dialogLoaded(page, scripts)
  const firstFrame = await recordFirstFrame(page)
  await page.keyboard.press('Enter')
  expect(await firstFrame()).toMatchObject({ dialog: true, title: 'Connect Wallet', content: true, loading: false })
  await checkScreen(page, 'opening-connect', 'dark')
  await emit(page, [{ type: 'ThemeChanged', data: { themeMode: 'light' } }])
  await checkScreen(page, 'opening-connect', 'light')
})

test("error: a screen whose code does not arrive says 'This screen could not be loaded.' in the dialog, the page around it intact; Try again (keyboard) brings the screen once the network is back; axe", async ({
  page,
  pageErrors,
}) => {
  await openPage(page)
  // The All Wallets screen's module, as the network fails it (the dev server serves each module on its own).
  const screen = '**/ui/views/AllWallets.tsx*'
  await page.route(screen, (route) => route.abort('internetdisconnected'))
  await connect(page).click()
  await page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: 'All Wallets' }).click()
  const dialog = page.getByRole('dialog', { name: 'All Wallets' })
  const failure = dialog.locator('.gh-body').getByRole('alert')
  await expect(failure.getByText('This screen could not be loaded.')).toBeVisible()
  // The app's own button is still on the page (React did not unmount the app's root), the dialog's header works.
  await expect(connect(page)).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Back' })).toBeVisible()
  await checkScreen(page, 'view-failed', 'dark')
  // What the failure logged: the aborted request, and React's report of the error its boundary (ViewBoundary) caught.
  const expected = pageErrors.filter(
    (e) =>
      /ERR_INTERNET_DISCONNECTED/.test(e) || /Failed to fetch dynamically imported module[\s\S]*ViewBoundary/.test(e),
  )
  expect(expected.length).toBeGreaterThan(0)
  pageErrors.splice(0, pageErrors.length, ...pageErrors.filter((e) => !expected.includes(e)))

  await page.unroute(screen)
  await failure.getByRole('button', { name: 'Try again' }).focus()
  await page.keyboard.press('Enter')
  await expect(dialog.getByRole('searchbox', { name: 'Search wallet' })).toBeVisible()
  await expect(failure).toHaveCount(0)
})
