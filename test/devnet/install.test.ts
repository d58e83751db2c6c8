// The devnet's install and packaging rules: `npm ci` gets anvil's binary from the
// lockfile without a download, and the package never carries or imports the devnet.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { anvilBinary } from './chains.js'

const root = fileURLToPath(new URL('../../', import.meta.url))
const json = (file: string) => JSON.parse(readFileSync(join(root, file), 'utf8')) as Record<string, unknown>

function sources(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.(ts|tsx|mts|js|mjs)$/.test(f))
    .map((f) => join(dir, f))
    .filter((f) => statSync(join(root, f)).isFile())
}

describe('devnet install', () => {
  it('default: the lockfile lists every platform package of @foundry-rs/anvil, so npm ci stays in sync', () => {
    const packages = json('package-lock.json').packages as Record<
      string,
      { optionalDependencies?: Record<string, string>; optional?: boolean }
    >
    const anvil = packages['node_modules/@foundry-rs/anvil']
    expect(anvil).toBeDefined()
    for (const name of Object.keys(anvil!.optionalDependencies ?? {})) {
      expect(
        packages[`node_modules/${name}`],
        `${name} missing from package-lock.json (this registry mirror only serves linux-x64)`,
      ).toMatchObject({ optional: true })
    }
  })

  it.runIf(process.platform === 'linux' && process.arch === 'x64')(
    'default: the anvil binary is installed for linux-x64 inside node_modules (no download)',
    () => {
      const binary = anvilBinary()
      expect(binary).toContain(join('node_modules', '@foundry-rs', 'anvil-linux-amd64', 'bin', 'anvil'))
      expect(existsSync(binary)).toBe(true)
      expect(statSync(binary).mode & 0o111).not.toBe(0)
    },
  )
})

describe('devnet stays out of the package', () => {
  it('default: no module of src/, projections/, effects/ or ui/ imports test/ or examples/', () => {
    const offenders: string[] = []
    for (const dir of ['src', 'projections', 'effects', 'ui']) {
      for (const file of sources(dir)) {
        if (/\.test\.tsx?$/.test(file)) continue // tests beside the code may use test helpers; they are not packaged
        const text = readFileSync(join(root, file), 'utf8')
        for (const m of text.matchAll(/(?:from\s+|import\s*\(\s*)['"]([^'"]+)['"]/g)) {
          if (/(^|\/)(test|examples)\//.test(m[1]!)) offenders.push(`${file}: ${m[1]}`)
        }
      }
    }
    expect(offenders).toEqual([])
  })

  it('default: the published files are dist/ and docs/SPEC.md (the behaviour reference the types cite as SPEC §n), not the docs site', () => {
    expect(json('package.json').files).toEqual(['dist', '!dist/**/*.test.*', 'docs/SPEC.md'])
  })
})
