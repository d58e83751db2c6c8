// DevToken.json is what the devnet deploys; it must be what DevToken.sol compiles to.
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

describe('DevToken.json', () => {
  it('default: the committed bytecode and ABI are what compile.mjs makes of DevToken.sol', () => {
    const result = spawnSync(process.execPath, [fileURLToPath(new URL('./compile.mjs', import.meta.url)), '--check'], {
      encoding: 'utf8',
    })
    expect(result.stdout + result.stderr).toContain('DevToken.json is up to date.')
    expect(result.status).toBe(0)
  }, 30_000)
})
