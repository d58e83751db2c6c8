// In Chromium: a click on the app's Connect button until the modal's dialog is
// visible, main-thread work (target ≤ 16 ms, issue 8), with no request awaited.
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { median, report, round } from './lib/common.js'
import { CSP, pageErrors, serve } from './lib/server.js'
import type { ClickSample } from './pages/modal.page.js'
import { CHROMIUM_ARGS as ARGS, CHROMIUM_PATH } from '../test/helpers/chromium.js'

const CLICKS = 25
// Bundled by bench/run.mjs into bench/.out/modal-page.
const pageDir = fileURLToPath(new URL('./modal-page/', import.meta.url))

const server = await serve(pageDir)
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ARGS })
try {
  const page = await browser.newPage()
  const errors = pageErrors(page)
  const requests: string[] = []
  await page.goto(`${server.origin}/modal.html`)
  await page.waitForFunction(() => window.modalBench?.ready === true)
  // The shell preloads the views' chunks at idle once Gatehouse is ready; a visitor's click comes after that, so
  // the clicks start once the page is quiet, and any request during them is one the click caused.
  await page.waitForLoadState('networkidle')
  page.on('request', (r) => requests.push(r.url()))
  const connect = page.locator('#connect')
  for (let i = 0; i < CLICKS; i++) {
    await connect.click()
    await page.waitForFunction((n) => window.modalBench.samples.length === n, i + 1)
    await page.keyboard.press('Escape')
    await page.waitForFunction(() => !document.querySelector('[data-gatehouse-modal]')?.shadowRoot?.querySelector('[role="dialog"]'))
  }
  const { samples, cspViolations } = (await page.evaluate(() => window.modalBench)) as { samples: ClickSample[]; cspViolations: string[] }
  if (errors.length > 0) throw new Error(`the page logged errors: ${errors.join('; ')}`)
  if (samples.some((s) => !s.visible)) throw new Error('a click ended without a visible dialog')
  // The first click also loads nothing: every view it needs is in the initial JS; it is reported on its own.
  const totals = samples.map((s) => s.clickMs + s.frameMs)
  const warm = totals.slice(1)
  report([
    {
      name: 'click on Connect → dialog visible, main-thread work (Chromium)',
      value: round(median(warm)),
      unit: 'ms',
      target: '<= 16',
      note: `median of ${warm.length} clicks after the first (min ${round(Math.min(...warm))}, max ${round(Math.max(...warm))}); first click ${round(totals[0] as number)} ms; each = the click task (handlers, React's synchronous render and commit of the shadow-root dialog) + the next frame's rendering (rAF to the following task), idle wait for the frame excluded; ${requests.length} requests during the clicks; ${cspViolations.length} CSP violations under "${CSP}"; production build with GatehouseProvider, GatehouseModal and three wallets`,
    },
    {
      name: 'click on Connect → dialog visible, first click (Chromium)',
      value: round(totals[0] as number),
      unit: 'ms',
      target: 'info',
    },
    { name: 'requests while opening the modal', value: requests.length, unit: 'count', target: '<= 0' },
  ])
} finally {
  await browser.close()
  await server.close()
}
