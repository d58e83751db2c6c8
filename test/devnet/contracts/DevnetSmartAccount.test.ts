// DevnetSmartAccount.json is what the devnet deploys; it must be what DevnetSmartAccount.sol compiles to.
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

describe('DevnetSmartAccount.json', () => {
  it('default: the committed bytecode and ABI are what compileSmartAccount.mjs makes of DevnetSmartAccount.sol', () => {
    const script = fileURLToPath(new URL('./compileSmartAccount.mjs', import.meta.url))
    const result = spawnSync(process.execPath, [script, '--check'], { encoding: 'utf8' })
    expect(result.stdout + result.stderr).toContain('DevnetSmartAccount.json is up to date.')
    expect(result.status).toBe(0)
  }, 30_000)
})
