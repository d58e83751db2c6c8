import { execFileSync } from 'node:child_process'
import { defineConfig, devices } from '@playwright/test'

// The app's server on a free port of 127.0.0.1, picked once by the runner (its workers inherit PORT).
process.env.PORT ||= execFileSync(
  process.execPath,
  ['-e', "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"],
  { encoding: 'utf8' },
).trim()
const baseURL = `http://127.0.0.1:${process.env.PORT}`

export default defineConfig({
  testDir: 'tests',
  // Each worker starts its own devnet; one is enough for this suite.
  workers: 1,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: process.env.DEVNET_EXAMPLE_REPORT ?? 'test-results/report.json' }]],
  use: { baseURL, trace: 'retain-on-failure' },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        // A system Chromium (CHROMIUM_PATH) where Playwright's own browsers are not installed.
        launchOptions: process.env.CHROMIUM_PATH
          ? { executablePath: process.env.CHROMIUM_PATH, args: ['--no-sandbox', '--disable-gpu', '--disable-quic'] }
          : {},
      },
    },
  ],
  webServer: { command: 'node serve.mjs', url: baseURL, timeout: 60_000 },
})
