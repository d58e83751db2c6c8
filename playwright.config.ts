import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './test/helpers/chromium.js'
import { demoPort, devnetInfoFile, runPort } from './test/devnet/playwright.js'

// Pages are served by Vite from test/e2e/pages on 127.0.0.1 only (nothing here reaches the internet).
// E2E_PORT, else a free port for this run, so two runs on one machine never meet.
const port = runPort('E2E_PORT')
const baseURL = `http://127.0.0.1:${port}`

export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: process.env.CI ? 2 : undefined,
  // The longest flows (connect, reload, switch, disconnect; email with the mailbox code) take 15–18 s on an idle
  // 2-core machine; with CI's two workers on a slower machine of the same kind (2026-11-25) they took 32–36 s and
  // timed out at 30 s. A minute keeps a stuck test bounded without failing a slow one.
  timeout: 60_000,
  // An assertion waits up to 15 s (Playwright's default is 5 s): on CI's two cores, two workers share the CPU with
  // two Chromiums, the devnet and a cold Vite server. (CI's two modal failures of 2026-11-25 were product bugs, both
  // fixed: focus lost when a search narrowed the wallet list, and a SIWX gate opened with focus outside the dialog.)
  // Budgets are measured in bench/, never by these waits.
  expect: { timeout: 15_000 },
  // test/run.mjs sums the counts from the JSON report: keep its path.
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  outputDir: 'test-results/playwright',
  use: {
    baseURL,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          // Playwright cannot download its browsers here; use Debian's Chromium.
          executablePath: CHROMIUM_PATH,
          args: CHROMIUM_ARGS,
        },
      },
    },
  ],
  webServer: [
    {
      command: `node node_modules/vite/bin/vite.js --config test/e2e/vite.config.ts --host 127.0.0.1 --port ${port} --strictPort`,
      url: `${baseURL}/restore.html`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The demo on a fresh devnet (`npm start`'s script), every run: chains and servers on
      // free 127.0.0.1 ports, the demo on demoPort(); tests read the devnet's addresses from
      // devnetInfoFile() (test/devnet/playwright.ts).
      command: 'node examples/start.mjs',
      env: {
        PORT: String(demoPort()),
        DEVNET_ETHEREUM_PORT: '0',
        DEVNET_BASE_PORT: '0',
        DEVNET_UNSUPPORTED_PORT: '0',
        DEVNET_API_PORT: '0',
        DEVNET_WALLETS_PORT: '0',
        DEVNET_ANALYTICS_PORT: '0',
        DEVNET_FRAME_PORT: '0',
        DEVNET_WC_RELAY_PORT: '0',
        DEVNET_PHONE_WALLET_PORT: '0',
        SIWX_SERVER_PORT: '0',
        DEVNET_BUNDLER_PORT: '0',
        DEVNET_SOLANA_PORT: '0',
        DEVNET_BITCOIN_PORT: '0',
        DEVNET_INFO_FILE: devnetInfoFile(),
      },
      url: `http://127.0.0.1:${demoPort()}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      // SIGTERM lets start.mjs stop its anvil processes.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
  ],
})
