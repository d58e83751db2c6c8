// Where the end-to-end tests find the demo and its devnet. playwright.config.ts starts
// `node examples/start.mjs` once a run on a free port (so parallel runs on one machine
// never share a devnet); the runner picks the port and its workers inherit it through
// E2E_DEMO_PORT. The devnet's addresses are written to devnetInfoFile().
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { parseDevnetInfo, type DevnetInfo } from './info.js'

const FREE_PORT =
  "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})"

/**
 * A port for this run from the environment variable `name`, else a free one on 127.0.0.1,
 * picked once by the Playwright runner and kept in the environment, which its workers inherit.
 */
export function runPort(name: string): number {
  if (!process.env[name])
    process.env[name] = execFileSync(process.execPath, ['-e', FREE_PORT], { encoding: 'utf8' }).trim()
  return Number(process.env[name])
}

/** The demo's port for this run (E2E_DEMO_PORT, else a free one). */
export function demoPort(): number {
  return runPort('E2E_DEMO_PORT')
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
