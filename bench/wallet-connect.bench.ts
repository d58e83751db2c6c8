// In Chromium: a WalletConnect connect against the devnet relay and phone wallet (target: connect →
// approved under 1 s on the devnet). The page (production build, code-split) starts a connect; the
// phone wallet (a real sign-client in this process, auto-approving) pairs with the offered link at
// once, as a scan would; measured on the page from the link offered to Connected, and from the
// request (sign-client loaded and started, proposal published) to Connected. Also checked: no
// frame was added to the page (the vendor's verify iframe is not used with the app's own relay),
// no CSP violation, nothing requested outside 127.0.0.1.
import { createServer } from 'node:http'
import { readFile } from 'node:fs/promises'
import { extname, join, normalize } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { median, report, round } from './lib/common.js'
import { pageErrors } from './lib/server.js'
import { CHROMIUM_ARGS as ARGS, CHROMIUM_PATH } from '../test/helpers/chromium.js'
import { DEV_ACCOUNTS } from '../test/devnet/accounts.js'
import type { DevnetInfo } from '../test/devnet/info.js'
import { startPhoneWallet } from '../test/devnet/walletConnect/phoneWallet.js'
import { startRelay } from '../test/devnet/walletConnect/relay.js'

const RUNS = 10
// Bundled by bench/run.mjs into bench/.out/wallet-connect-page.
const pageDir = fileURLToPath(new URL('./wallet-connect-page/', import.meta.url))
const CHAINS = [
  { caipNetworkId: 'eip155:1', chainId: 1, name: 'Ethereum', rpcUrl: 'http://127.0.0.1:9/', supported: true },
] as DevnetInfo['chains']

const relay = await startRelay()
const wallet = await startPhoneWallet({
  relayUrl: relay.url,
  accounts: DEV_ACCOUNTS,
  chains: CHAINS,
  autoApprove: true,
})
const relayOrigin = new URL(relay.url).origin
const csp = `default-src 'self'; script-src 'self'; object-src 'none'; base-uri 'none'; connect-src 'self' ${relayOrigin}`
const server = createServer((req, res) => {
  if (req.url === '/favicon.ico') return void res.writeHead(204).end()
  const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '')
  readFile(join(pageDir, path)).then(
    (body) =>
      res
        .writeHead(200, {
          'content-type': extname(path) === '.html' ? 'text/html' : 'text/javascript',
          'content-security-policy': csp,
        })
        .end(body),
    () => res.writeHead(404).end(),
  )
})
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
const { port } = server.address() as { port: number }
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ARGS })
try {
  const samples: Array<{ uriMs: number; approvedMs: number; totalMs: number }> = []
  const outside: string[] = []
  let frames = 0
  for (let i = 0; i < RUNS; i++) {
    // A fresh page each run: the first connect loads and starts the sign-client, as a visitor's does.
    const page = await browser.newPage()
    const errors = pageErrors(page)
    page.on('request', (r) => {
      if (!/^http:\/\/127\.0\.0\.1[:/]/.test(r.url())) outside.push(r.url())
    })
    await page.goto(`http://127.0.0.1:${port}/wallet-connect.html?relay=${encodeURIComponent(relay.url)}`)
    await page.waitForFunction(() => window.wcBench?.ready === true)
    const { uri, uriMs } = await page.evaluate(() => window.wcBench.connect())
    await wallet.pair(uri)
    const { approvedMs, totalMs } = await page.evaluate(() => window.wcBench.connected())
    samples.push({ uriMs, approvedMs, totalMs })
    frames = Math.max(frames, page.frames().length - 1)
    const violations = await page.evaluate(() => window.wcBench.cspViolations)
    if (errors.length > 0 || violations.length > 0)
      throw new Error(`page errors or CSP violations: ${[...errors, ...violations].join('; ')}`)
    await page.evaluate(() => window.wcBench.disconnect())
    await page.close()
    await wallet.disconnect().catch(() => undefined)
  }
  const approved = samples.map((s) => s.approvedMs)
  const total = samples.map((s) => s.totalMs)
  const offered = samples.map((s) => s.uriMs)
  report([
    {
      name: 'WalletConnect: pairing link offered → Connected (Chromium, devnet relay and phone wallet)',
      value: round(median(approved)),
      unit: 'ms',
      target: '<= 1000',
      note: `median of ${RUNS} fresh pages (min ${round(Math.min(...approved))}, max ${round(Math.max(...approved))}); the phone wallet pairs at once and auto-approves (the time a person takes is not in it); ${frames} frames added to the page (the vendor verify iframe is not used with the app's relay); ${outside.length} requests outside 127.0.0.1`,
    },
    {
      name: 'WalletConnect: ConnectRequested → Connected, sign-client loaded on the way (Chromium)',
      value: round(median(total)),
      unit: 'ms',
      target: 'info',
      note: `median (min ${round(Math.min(...total))}, max ${round(Math.max(...total))}); of which request → link offered (chunk load, client start, relay socket, proposal) median ${round(median(offered))} ms`,
    },
    { name: 'WalletConnect: requests outside 127.0.0.1', value: outside.length, unit: 'count', target: '<= 0' },
  ])
} finally {
  await browser.close()
  await wallet.close()
  await relay.close()
  server.close()
}
