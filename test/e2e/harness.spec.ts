// Record a session on the demo (connect with the devnet's test browser wallet, switch
// network, disconnect), export it with the demo's "Export log" button, load it in the replay
// harness (/harness/, same Vite server) and step through it: at every point where the user saw
// the modal, the harness renders the same modal from the log (element screenshots compared
// pixel by pixel, small tolerance), and where the modal was closed it is closed there too.
import { readFileSync, writeFileSync } from 'node:fs'
import type { Locator, Page } from '@playwright/test'
import { findSecretField } from '../../src/events/secrets.js'
import { demoUrl, readDevnetInfo } from '../devnet/playwright.js'
import type {} from '../devnet/wallet/index.js'
import { expect, test } from './fixtures.js'

/** Channel difference above which a pixel counts as different, and the share of such pixels allowed. */
const CHANNEL_TOLERANCE = 24
// Text is anti-aliased a little differently where the harness's column puts the modal (sub-pixel placement): with the
// Account view's token rows and prices that alone came to 1.0–1.3 % of the pixels; a wrong view differs by far more.
const MAX_DIFF_RATIO = 0.02

interface Shot {
  what: string
  seq: number
  png: Buffer | null
}

/** The highest seq in the demo's event list (stored events; ephemeral rows show "–"). */
async function headSeq(page: Page): Promise<number> {
  const cells = await page.locator('.events-table tbody td.num').allInnerTexts()
  return Math.max(0, ...cells.map(Number).filter(Number.isInteger))
}

/** Waits until no request is in flight and every image of the modal has loaded (its icons). */
async function settle(page: Page, dialog: Locator | null): Promise<void> {
  await page.waitForLoadState('networkidle')
  if (dialog)
    await dialog.evaluate((el) =>
      Promise.all([...el.querySelectorAll('img')].map((img) => img.decode().catch(() => undefined))),
    )
  // No focus ring or hover in either picture: the harness's replayed modal never has the focus. The live dialog takes
  // back a focus that falls to the page, so its focus goes to the dialog itself (tabindex -1, no ring) instead.
  await page.mouse.move(0, 0)
  await page.evaluate(() => {
    let active: Element | null = document.activeElement
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
    if (active instanceof HTMLElement) active.blur()
  })
  if (dialog) await dialog.evaluate((el) => (el as HTMLElement).focus({ preventScroll: true }))
}

/** The user's view at this point: the seq it belongs to and the modal's picture (null when closed), taken when the log stands still. */
async function capture(page: Page, what: string): Promise<Shot> {
  // Not the dialog rendered hidden ahead of a click (the visitor's intent, or the focus back on the Connect button).
  const dialog = page.locator('[data-gatehouse-modal] .gh-root:not([data-hidden]) .gh-dialog')
  for (let attempt = 0; attempt < 5; attempt++) {
    const open = (await dialog.count()) > 0
    await settle(page, open ? dialog : null)
    const before = await headSeq(page)
    if (open) await expectUncut(dialog, what)
    const png = open ? await photograph(page, dialog) : null
    if ((await headSeq(page)) === before) return { what, seq: before, png }
  }
  throw new Error(`${what}: the log kept moving while the modal was photographed`)
}

/**
 * Asserts that the dialog's body shows the whole of its content, as a settled modal does: a body height measured
 * through the opening's scale once left the last row under the edge, 13 px short and scrolling, in one picture and not
 * in the other, depending on when the content arrived.
 */
async function expectUncut(dialog: Locator, what: string): Promise<void> {
  // A poll: a height that is still moving (150 ms) hides some of it for that time.
  const body = dialog.locator('.gh-body')
  await expect
    .poll(() => body.evaluate((el) => el.scrollHeight - el.clientHeight), {
      message: `${what}: px of the body's content hidden below its edge`,
    })
    .toBeLessThanOrEqual(0)
}

/** A picture of `el` clipped to whole pixels (the harness's column may put the modal at a fractional x). */
async function photograph(page: Page, el: Locator): Promise<Buffer> {
  await el.evaluate((node) => node.scrollIntoView({ block: 'start' }))
  const box = await el.boundingBox()
  if (!box) throw new Error('the modal has no box')
  const clip = {
    x: Math.round(box.x),
    y: Math.round(box.y),
    width: Math.round(box.width),
    height: Math.round(box.height),
  }
  return page.screenshot({ clip, animations: 'disabled', caret: 'hide', scale: 'css' })
}

/** Share of pixels of two same-sized PNGs whose channels differ by more than the tolerance (decoded in the browser). */
async function diffRatio(page: Page, a: Buffer, b: Buffer): Promise<{ ratio: number; sizes: string }> {
  return page.evaluate(
    async ({ a, b, tolerance }) => {
      const load = async (b64: string) => {
        const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${b64}`)).blob())
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
        const ctx = canvas.getContext('2d')!
        ctx.drawImage(bitmap, 0, 0)
        return ctx.getImageData(0, 0, bitmap.width, bitmap.height)
      }
      const [x, y] = await Promise.all([load(a), load(b)])
      const sizes = `${x.width}x${x.height} vs ${y.width}x${y.height}`
      if (x.width !== y.width || x.height !== y.height) return { ratio: 1, sizes }
      // A pixel differs when no pixel within 1 px of it in the other picture is close (anti-aliasing and
      // half-pixel text placement differ between a composited overlay and an in-page element).
      const close = (i: number, j: number) =>
        Math.abs(x.data[i]! - y.data[j]!) <= tolerance &&
        Math.abs(x.data[i + 1]! - y.data[j + 1]!) <= tolerance &&
        Math.abs(x.data[i + 2]! - y.data[j + 2]!) <= tolerance
      let differing = 0
      // The dialog's 1 px border and its rounded corners (24 px) are translucent over what lies behind: the
      // overlay's backdrop in the demo, the page in the harness. They are left out; everything inside is compared.
      const EDGE = 2
      const CORNER = 24
      let compared = 0
      for (let py = 0; py < x.height; py++) {
        for (let px = 0; px < x.width; px++) {
          if (px < EDGE || py < EDGE || px >= x.width - EDGE || py >= x.height - EDGE) continue
          if ((px < CORNER || px >= x.width - CORNER) && (py < CORNER || py >= x.height - CORNER)) continue
          compared++
          const i = (py * x.width + px) * 4
          let found = false
          for (let dy = -1; dy <= 1 && !found; dy++) {
            for (let dx = -1; dx <= 1 && !found; dx++) {
              const qx = px + dx
              const qy = py + dy
              if (qx >= 0 && qy >= 0 && qx < x.width && qy < x.height) found = close(i, (qy * x.width + qx) * 4)
            }
          }
          if (!found) differing++
        }
      }
      return { ratio: differing / compared, sizes }
    },
    { a: a.toString('base64'), b: b.toString('base64'), tolerance: CHANNEL_TOLERANCE },
  )
}

test('behavior: a session recorded on the demo replays in the harness with the same modal at every step', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000)
  const devnet = readDevnetInfo()
  // Tall enough that the overlay's max-height (100vh - 32px) never cuts the dialog (the harness shows it embedded,
  // uncut) and that both pictures are inside the viewport.
  await page.setViewportSize({ width: 1500, height: 2000 })
  await page.goto(demoUrl())
  await page.waitForFunction(() => window.gatehouseTestWallet !== undefined)
  const shots: Shot[] = []

  // 1. Open the modal: Connect, with the test wallet found over EIP-6963.
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  const connectView = page.getByRole('dialog', { name: 'Connect Wallet' })
  await expect(connectView.getByRole('button', { name: /Gatehouse Test Wallet/ })).toBeVisible({ timeout: 20_000 }) // the wallet effects' lazy chunk, compiled on demand by the dev server
  // The email and social entries are a lazy chunk of their own: the user's picture is taken once they are there.
  await expect(connectView.getByRole('textbox', { name: 'Email' })).toBeVisible({ timeout: 20_000 })
  shots.push(await capture(page, 'Connect view'))

  // 2. Connect through the wallet's prompt; the modal closes by itself once connected.
  await connectView.getByRole('button', { name: /Gatehouse Test Wallet/ }).click()
  await page
    .getByRole('dialog', { name: 'Gatehouse Test Wallet: Connection request' })
    .getByRole('button', { name: 'Approve' })
    .click()
  await expect(page.getByTestId('connected-account')).toHaveText(devnet.accounts[0]!.address)
  await expect(page.getByRole('dialog', { name: /Gatehouse Test Wallet/ })).toHaveCount(0)
  shots.push(await capture(page, 'connected, modal closed'))

  // 3. Open it again: Account on Ethereum, with the balance.
  await page.getByTestId('connect-button').click()
  const accountView = page.getByRole('dialog', { name: 'Account' })
  await expect(accountView.locator('.gh-balance')).toBeVisible()
  shots.push(await capture(page, 'Account on Ethereum'))

  // 4. Switch to Base in the modal, approved in the wallet; then close and reopen (the open network list is the view's own state).
  await accountView.getByRole('button', { name: /^Network:/ }).click()
  await accountView.getByRole('button', { name: 'Base', exact: true }).click()
  await page
    .getByRole('dialog', { name: 'Gatehouse Test Wallet: Switch network' })
    .getByRole('button', { name: 'Approve' })
    .click()
  await expect(page.getByTestId('active-network')).toContainText('eip155:8453')
  await accountView.getByRole('button', { name: 'Close' }).click()
  await expect(accountView).toHaveCount(0)
  await page.getByTestId('connect-button').click()
  await expect(accountView.locator('.gh-balance')).toBeVisible()
  shots.push(await capture(page, 'Account on Base'))

  // 5. Disconnect: the overlay closes.
  await accountView.getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('connected-account')).toHaveText('not connected')
  await expect(accountView).toHaveCount(0)
  shots.push(await capture(page, 'disconnected'))

  // Export with the demo's button: a file download of exportLog(), with no secret anywhere in it.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export log' }).click(),
  ])
  const file = await download.path()
  const text = readFileSync(file, 'utf8')
  const log = JSON.parse(text) as { events: Array<{ seq: number; type: string }>; quarantined: unknown[] }
  expect(findSecretField(log, 'log'), 'a secret-named field in the exported log').toBeNull()
  for (const name of ['Connected', 'NetworkSwitched', 'Disconnected'])
    expect(log.events.map((e) => e.type)).toContain(name)
  expect(log.quarantined).toEqual([])
  expect(Math.max(...log.events.map((e) => e.seq))).toBeGreaterThanOrEqual(shots.at(-1)!.seq)

  // Load it in the harness (from the demo's link) and step to each recorded point.
  // (goto, not a click: on a fresh dev server Vite may reload the pages it serves once while it optimises dependencies.)
  const link = page.getByRole('link', { name: 'replay harness' })
  await page.goto(new URL((await link.getAttribute('href'))!, page.url()).href)
  await expect(page.getByRole('heading', { name: /replay harness/ })).toBeVisible()
  await page
    .getByLabel('Load a log…')
    .setInputFiles({ name: 'session.json', mimeType: 'application/json', buffer: Buffer.from(text) })
  await expect(page.getByText('Loaded: session.json')).toBeVisible()
  const position = page.getByTestId('harness-position')
  const replayed = page.locator('[data-testid="harness-modal"] .gh-dialog')

  // Stepping: forward, back and the keyboard move one event at a time.
  await page.getByRole('button', { name: 'Step forward' }).click()
  await expect(position).toHaveAttribute('data-index', '1')
  await page.getByRole('listbox').focus()
  await page.keyboard.press('ArrowDown')
  await expect(position).toHaveAttribute('data-index', '2')
  await page.getByRole('button', { name: 'Step back' }).click()
  await expect(position).toHaveAttribute('data-index', '1')

  // The read models as a tree (only the rows in view rendered): the keyboard closes and opens a branch,
  // and what is closed stays closed while stepping.
  const tree = page.getByRole('tree', { name: 'Read models at this point' })
  const modalModel = tree.getByRole('treeitem', { level: 1, name: /^modal \{\d+\}$/ })
  const modalView = tree.getByRole('treeitem', { level: 2, name: /^view: / })
  await expect(modalModel).toHaveAttribute('aria-expanded', 'true')
  await expect(modalView).toHaveCount(1)
  await tree.focus()
  await expect(modalModel).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('ArrowLeft')
  await expect(modalModel).toHaveAttribute('aria-expanded', 'false')
  await expect(modalView).toHaveCount(0)
  await page.getByRole('button', { name: 'Step forward' }).click()
  await expect(position).toHaveAttribute('data-index', '2')
  await expect(modalModel).toHaveAttribute('aria-expanded', 'false')
  await tree.focus()
  await page.keyboard.press('Enter')
  await expect(modalModel).toHaveAttribute('aria-expanded', 'true')
  await page.keyboard.press('ArrowDown')
  await expect(tree.getByRole('treeitem', { selected: true })).toHaveText(/^open: (true|false)$/)

  // Jumps in quick succession that each scroll the event list show the row they went to, submitted one frame
  // apart as the benchmark does. (With the 100k-event log of bench/harness.bench.ts every second such jump used to
  // put the previous jump's rows back; this short log on the dev server did not show it, the benchmark checks it.)
  expect(log.events.length, 'a log longer than the list box, so that a jump scrolls it').toBeGreaterThan(20)
  const jumps = [
    log.events.at(-1)!.seq,
    log.events[0]!.seq,
    log.events.at(-1)!.seq,
    log.events[18]!.seq,
    log.events[1]!.seq,
  ]
  const shown = await page.evaluate(async (seqs) => {
    const input = document.querySelector<HTMLInputElement>('input[name=seq]')!
    const out: string[] = []
    for (const seq of seqs) {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, String(seq))
      input.dispatchEvent(new Event('input', { bubbles: true }))
      input.form!.requestSubmit()
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
      const selected = document.querySelector('[role=listbox] [role=option][aria-selected=true] .c-seq')
      out.push(`${seq}: ${selected?.textContent ?? 'no selected row rendered'}`)
    }
    return out
  }, jumps)
  expect(shown).toEqual(jumps.map((seq) => `${seq}: ${seq}`))
  await expect(page.getByRole('listbox').getByRole('option', { selected: true })).toBeInViewport()

  const compare = await context.newPage()
  for (const shot of shots) {
    await page.getByLabel('Go to seq').fill(String(shot.seq))
    await page.getByRole('button', { name: 'Go', exact: true }).click()
    await expect(position, shot.what).toHaveAttribute('data-seq', String(shot.seq))
    await expect(page.getByRole('listbox').getByRole('option', { selected: true })).toContainText(String(shot.seq))
    if (shot.png === null) {
      await expect(replayed, `${shot.what}: the modal is closed in the harness too`).toHaveCount(0)
      continue
    }
    await expect(replayed, shot.what).toBeVisible()
    await settle(page, replayed)
    // The replayed views' lazy chunks (the email entries among them) may still be rendering: wait until the modal
    // has the height of the user's picture (PNG IHDR height). This poll is only a wait: the size is asserted below,
    // where a picture of another size counts as every pixel differing.
    const height = shot.png.readUInt32BE(20)
    await expect
      .poll(async () => Math.round((await replayed.boundingBox())?.height ?? 0), {
        message: `${shot.what}: the modal's height`,
        timeout: 10_000,
      })
      .toBe(height)
      .catch(() => undefined)
    await settle(page, replayed)
    await expectUncut(replayed, `${shot.what} in the harness`)
    const png = await photograph(page, replayed)
    const { ratio, sizes } = await diffRatio(compare, shot.png, png)
    const slug = shot.what.replace(/\W+/g, '-')
    writeFileSync(test.info().outputPath(`${slug}-demo.png`), shot.png)
    writeFileSync(test.info().outputPath(`${slug}-harness.png`), png)
    expect(
      ratio,
      `${shot.what} at seq ${shot.seq}: ${(ratio * 100).toFixed(2)}% of pixels differ (${sizes})`,
    ).toBeLessThanOrEqual(MAX_DIFF_RATIO)
  }
  await compare.close()
})

test('error: a malformed log names the first bad record; a log with bad records shows them quarantined', async ({
  page,
}) => {
  await page.goto(new URL('harness/', demoUrl()).href)
  const fixture = readFileSync(new URL('../fixtures/logs/v1-session.json', import.meta.url), 'utf8')
  await page
    .getByLabel('Load a log…')
    .setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from('{"format":') })
  await expect(page.getByRole('alert')).toContainText('broken.json is not JSON')

  const tooNew = { ...JSON.parse(fixture), version: 7 }
  await page
    .getByLabel('Load a log…')
    .setInputFiles({ name: 'new.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(tooNew)) })
  await expect(page.getByRole('alert')).toHaveText(
    'new.json cannot be replayed: Log format version 7 is newer than this build reads (1). This harness reads format version 1.',
  )

  const bad = JSON.parse(fixture)
  bad.events[6] = { ...bad.events[6], v: 9 }
  await page
    .getByLabel('Load a log…')
    .setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(bad)) })
  await expect(page.getByRole('alert')).toHaveCount(0)
  await expect(
    page.getByText(
      /1 record was quarantined and is not replayed; the first: record events\[6\] \(seq 7, Connected\): version-too-new/,
    ),
  ).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Quarantined records (1)' })).toBeVisible()
  await expect(page.getByTestId('harness-position')).toContainText('Start: before event 1 of 16')
})
