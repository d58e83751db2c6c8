// Where the end-to-end tests find the demo and its devnet. playwright.config.ts starts
// `node examples/start.mjs` once a run on a free port (so parallel runs on one machine
// never share a devnet); the runner picks the port and its workers inherit it through
// E2E_DEMO_PORT. The devnet's addresses are written to devnetInfoFile().
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { parseDevnetInfo, type DevnetInfo } from './info.js'

const FREE_PORT = "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})"

/** The demo's port for this run: E2E_DEMO_PORT, else a free one (picked once, then kept in the environment for the workers). */
export function demoPort(): number {
  if (!process.env.E2E_DEMO_PORT) process.env.E2E_DEMO_PORT = execFileSync(process.execPath, ['-e', FREE_PORT], { encoding: 'utf8' }).trim()
  return Number(process.env.E2E_DEMO_PORT)
}

/** The demo's URL for this run. */
export function demoUrl(): string {
  return `http://127.0.0.1:${demoPort()}/`
}

/** The file the demo's start script writes the devnet info to, for this run. */
export function devnetInfoFile(): string {
  return fileURLToPath(new URL(`../../test-results/devnet-${demoPort()}.json`, import.meta.url))
}

/** The devnet of this run (after Playwright started the web server). */
export function readDevnetInfo(): DevnetInfo {
  return parseDevnetInfo(JSON.parse(readFileSync(devnetInfoFile(), 'utf8')))
}
