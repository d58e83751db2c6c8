import { execFileSync } from 'node:child_process'
import { defineConfig, devices } from '@playwright/test'
import { CONSUMERS, consumerUrl } from './tests/apps'

// A free port of 127.0.0.1 for each app, picked once by the runner (its workers inherit the environment).
if (!process.env.CONSUMER_PORTS) {
  process.env.CONSUMER_PORTS = execFileSync(
    process.execPath,
    [
      '-e',
      `const net = require('net')
       const servers = Array.from({ length: ${CONSUMERS.length} }, () => net.createServer())
       Promise.all(servers.map((s) => new Promise((r) => s.listen(0, '127.0.0.1', r)))).then(() => {
         console.log(servers.map((s) => s.address().port).join(','))
         for (const s of servers) s.close()
       })`,
    ],
    { encoding: 'utf8' },
  ).trim()
}
const port = (name: (typeof CONSUMERS)[number]) => new URL(consumerUrl(name)).port

export default defineConfig({
  testDir: 'tests',
  // Each worker starts its own devnet: one worker, one devnet for every app (the specs set their app's baseURL).
  workers: 1,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: process.env.CONSUMERS_REPORT ?? 'test-results/report.json' }]],
  use: { trace: 'retain-on-failure' },
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
  // Each app's production build, served as its own tooling serves it.
  webServer: CONSUMERS.map((name) => ({
    command:
      name === 'next-app-router'
        ? `node node_modules/next/dist/bin/next start -H 127.0.0.1 -p ${port(name)}`
        : `node node_modules/vite/bin/vite.js preview --host 127.0.0.1 --strictPort --port ${port(name)}`,
    cwd: `../${name}`,
    url: consumerUrl(name),
    timeout: 60_000,
    env: { NEXT_TELEMETRY_DISABLED: '1' },
  })),
})
