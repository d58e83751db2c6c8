// In Chromium, on the demo page `npm start` serves (examples/start.mjs: a fresh devnet on free ports, the
// demo through Vite): connect with the devnet's test browser wallet through the modal, then reload 20 times
// and count the reloads whose painted frames showed "not connected" (or anything but the address) before
// the address. Each load records the account element's text in every animation frame (what is about to be
// painted) and on every DOM change, from before the page's first script.
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { median, report, round } from './lib/common.js'
import { pageErrors } from './lib/server.js'
import { CHROMIUM_ARGS as ARGS, CHROMIUM_PATH } from '../test/helpers/chromium.js'
import { connectTestWallet } from '../test/e2e/testWallet.js'

const RELOADS = 20
// Bundled by bench/run.mjs into bench/.out/: the repository is two levels up.
const root = fileURLToPath(new URL('../../', import.meta.url))
const infoFile = join(mkdtempSync(join(tmpdir(), 'gatehouse-demo-reload-')), 'devnet.json')

// Every port free: the bench never meets another `npm start` on this machine.
const ports = [
  'PORT',
  'DEVNET_ETHEREUM_PORT',
  'DEVNET_BASE_PORT',
  'DEVNET_UNSUPPORTED_PORT',
  'DEVNET_API_PORT',
  'DEVNET_WALLETS_PORT',
]
  .concat(['DEVNET_ANALYTICS_PORT', 'DEVNET_FRAME_PORT', 'DEVNET_WC_RELAY_PORT', 'DEVNET_PHONE_WALLET_PORT'])
  .map((name) => [name, '0'])
const server = spawn(process.execPath, [join(root, 'examples/start.mjs')], {
  cwd: root,
  env: { ...process.env, ...Object.fromEntries(ports), DEVNET_INFO_FILE: infoFile },
  stdio: ['ignore', 'pipe', 'inherit'],
})
const demoUrl = await new Promise<string>((resolve, reject) => {
  let out = ''
  server.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString()
    const m = /Gatehouse demo: (\S+)/.exec(out)
    if (m) resolve(m[1]!)
  })
  server.on('exit', (code) => reject(new Error(`examples/start.mjs exited (${code}) before serving the demo`)))
})
const info = JSON.parse(readFileSync(infoFile, 'utf8')) as { accounts: Array<{ address: string }> }
const address = info.accounts[0]!.address

interface Load {
  /** The account element's text in each animation frame, from the first one that had the element. */
  painted: string[]
  /** Its text after each DOM change. */
  dom: string[]
  /** performance.now() of the first frame that painted the address. */
  addressMs: number | null
}

declare global {
  interface Window {
    __demoReload: Load
  }
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ARGS })
try {
  const context = await browser.newContext()
  await context.addInitScript((expected: string) => {
    const load: Load = { painted: [], dom: [], addressMs: null }
    window.__demoReload = load
    const text = () => document.querySelector('[data-testid=connected-account]')?.textContent ?? null
    const push = (list: string[], value: string | null) => {
      if (value !== null && list[list.length - 1] !== value) list.push(value)
    }
    new MutationObserver(() => push(load.dom, text())).observe(document, {
      childList: true,
      subtree: true,
      characterData: true,
    })
    const frame = () => {
      const value = text()
      push(load.painted, value)
      if (value === expected && load.addressMs === null) load.addressMs = performance.now()
      requestAnimationFrame(frame)
    }
    requestAnimationFrame(frame)
  }, address)
  const page = await context.newPage()
  const errors = pageErrors(page)
  await page.goto(demoUrl)
  await page.waitForFunction(() => window.gatehouseTestWallet !== undefined)
  await connectTestWallet(page)
  await page.getByTestId('connected-account').filter({ hasText: address }).waitFor()
  await page
    .getByTestId('account-status')
    .filter({ hasText: /^connected$/ })
    .waitFor()

  const loads: Load[] = []
  for (let i = 0; i < RELOADS; i++) {
    await page.reload()
    // Until the wallet has re-synced: the restored connection is connected again.
    await page
      .getByTestId('account-status')
      .filter({ hasText: /^connected$/ })
      .waitFor()
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    loads.push(await page.evaluate(() => window.__demoReload))
  }
  await context.close()
  if (errors.length > 0) throw new Error(`the page logged errors: ${errors.join('; ')}`)
  const flashed = (values: string[]) =>
    values.length === 0 || values[0] !== address || values.some((v) => v !== address)
  const painted = loads.filter((l) => flashed(l.painted)).length
  const dom = loads.filter((l) => flashed(l.dom)).length
  const shown = loads.map((l) => l.addressMs ?? Number.NaN)
  report([
    {
      name: 'demo: reloads that painted "not connected" (or anything but the address) before the address',
      value: painted,
      unit: 'count',
      target: '<= 0',
      note: `of ${RELOADS} reloads of the demo page (npm start's examples/start.mjs on a fresh devnet, Vite dev server, Chromium) after connecting the test browser wallet through the modal; each load records the account element's text in every animation frame from before the first script; ${dom} of ${RELOADS} loads had another value in the DOM at any point; address first painted at a median ${round(median(shown))} ms after navigation start (range ${round(Math.min(...shown))}–${round(Math.max(...shown))} ms; dev server, not a production build)`,
    },
  ])
} finally {
  await browser.close()
  server.kill('SIGTERM')
}
