// The gatehouse-devnet command as published: built by test/devnet/kit/build.mjs (inside the repository, so the bundle
// finds the packages), started as a process, its addresses read from --json, then SIGTERM.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { mkdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseDevnetInfo } from '../info.js'

const root = fileURLToPath(new URL('../../..', import.meta.url))
const out = join(root, 'node_modules/.cache/gatehouse-devnet-cli', String(process.pid))

beforeAll(() => {
  mkdirSync(out, { recursive: true })
  const built = spawnSync(process.execPath, [join(root, 'test/devnet/kit/build.mjs'), '--out', out, '--no-types'], {
    encoding: 'utf8',
  })
  if (built.status !== 0) throw new Error(`test/devnet/kit/build.mjs failed: ${built.stderr}`)
}, 60_000)
afterAll(() => rmSync(out, { recursive: true, force: true }))

function cli(args: string[]): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, [join(out, 'cli.js'), ...args], { stdio: ['ignore', 'pipe', 'pipe'] })
  let text = ''
  child.stdout!.on('data', (chunk: Buffer) => (text += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => (text += chunk.toString()))
  return { child, output: () => text }
}

describe('gatehouse-devnet', () => {
  it('default', async () => {
    const file = join(out, 'devnet.json')
    const { child, output } = cli(['--json', file])
    try {
      await expect.poll(output, { timeout: 45_000 }).toContain('Ready. Press Ctrl-C to stop.')
      const urls = parseDevnetInfo(JSON.parse(readFileSync(file, 'utf8')))
      expect(output()).toContain(`data API           ${urls.api}`)
      const chainId = await fetch(urls.chains[0]!.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      }).then((r) => r.json() as Promise<{ result: string }>)
      expect(chainId.result).toBe('0x1')
      // SIGTERM stops every chain and server it started, then the process exits with 0.
      child.kill('SIGTERM')
      const [code] = await once(child, 'exit')
      expect(code).toBe(0)
      for (const url of [urls.api, ...urls.chains.map((c) => c.rpcUrl)]) await expect(fetch(url)).rejects.toThrow()
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL')
    }
  }, 90_000)

  it('error: an unknown option exits with 2 and the usage', async () => {
    const { child, output } = cli(['--port', '1'])
    const [code] = await once(child, 'exit')
    expect(code).toBe(2)
    expect(output()).toContain("Unknown option '--port'")
    expect(output()).toContain('Usage: gatehouse-devnet [--json <file>] [--project-id <id>]')
  })
})
