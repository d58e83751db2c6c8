// @vitest-environment node
// The package as npm publishes it: what its manifest promises an app (licence, peers, entries, source maps). The
// built package itself is checked by `npm run check:package` (publint and @arethetypeswrong/cli on `npm pack`).
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { describe, expect, it } from 'vitest'

const root = new URL('../../', import.meta.url)
const read = (path: string) => readFileSync(new URL(path, root), 'utf8')
const manifest = JSON.parse(read('package.json')) as {
  license: string
  exports: Record<string, string | Record<string, string>>
  dependencies: Record<string, string>
  devDependencies: Record<string, string>
  peerDependencies: Record<string, string>
  peerDependenciesMeta: Record<string, { optional?: boolean }>
}
/** tsconfig files allow comments (JSONC). */
const jsonc = (path: string): unknown => JSON.parse(read(path).replace(/^\s*\/\/.*$/gm, ''))

describe('the package', () => {
  it('behavior: the lock names every platform package litesvm asks for, published or not (`npm ci` refuses a lock without them; litesvm 0.8.0 published the x64 Linux ones only, and `npm install` drops the others)', () => {
    const lock = JSON.parse(read('package-lock.json')) as {
      packages: Record<string, { optionalDependencies?: Record<string, string> }>
    }
    const wanted = Object.keys(lock.packages['node_modules/litesvm']?.optionalDependencies ?? {})
    expect(wanted.length).toBeGreaterThan(0)
    expect(wanted.filter((name) => lock.packages[`node_modules/${name}`] === undefined)).toEqual([])
  })

  it('default: the LICENSE file is the MIT licence package.json names', () => {
    expect(manifest.license).toBe('MIT')
    expect(read('LICENSE')).toMatch(/^MIT License\n\nCopyright \(c\) \d{4} /)
    expect(read('LICENSE')).toContain('Permission is hereby granted, free of charge')
  })

  it('behavior: viem is a peer the app installs (one viem in the app, as wagmi-based libraries have), with a range the tested version meets', () => {
    expect(manifest.dependencies.viem).toBeUndefined()
    const range = manifest.peerDependencies.viem ?? ''
    expect(range).toMatch(/^\^2\.\d+\.\d+$/)
    expect(manifest.peerDependenciesMeta.viem?.optional).not.toBe(true)
    // The repository tests against the range's lowest version.
    expect(manifest.devDependencies.viem).toBe(manifest.peerDependencies.viem)
    const installed = (JSON.parse(read('node_modules/viem/package.json')) as { version: string }).version
    const [major, minor, patch] = installed.split('.').map(Number) as [number, number, number]
    const [, lowMinor, lowPatch] = range.slice(1).split('.').map(Number) as number[]
    expect(major).toBe(2)
    expect(minor * 1e6 + patch).toBeGreaterThanOrEqual(lowMinor! * 1e6 + lowPatch!)
  })

  it('behavior: every entry has its types and JavaScript in the build, and its source', () => {
    const build = jsonc('tsconfig.build.json') as { compilerOptions: { outDir: string } }
    for (const [name, entry] of Object.entries(manifest.exports)) {
      if (typeof entry === 'string' || entry.source === undefined) continue
      // The sources first: the repository's own tools (tsc and Vite with the "source" condition) read them, never a
      // dist/ left by an earlier build.
      expect(Object.keys(entry)[0], name).toBe('source')
      const source = entry.source as string
      if (source.startsWith('./test/devnet/kit/')) {
        // The devnet's entries are bundled by test/devnet/kit/build.mjs: one file each in dist/devnet/, their
        // declarations under dist/devnet/types/.
        expect(entry.types, name).toBe(source.replace(/^\.\//, './dist/devnet/types/').replace(/\.ts$/, '.d.ts'))
        expect(entry.import, name).toBe(`./dist/devnet/${source.split('/').pop()!.replace(/\.ts$/, '.js')}`)
      } else if (name === './element') {
        // Bundled with React by ui/element/build.mjs into dist/element/ (a page without a bundler imports it by URL);
        // its declarations are tsc's.
        expect(entry.types, name).toBe(`./${build.compilerOptions.outDir}/ui/element/index.d.ts`)
        expect(entry.import, name).toBe('./dist/element/index.js')
      } else {
        expect(entry.types, name).toBe(
          source.replace(/^\.\//, `./${build.compilerOptions.outDir}/`).replace(/\.ts$/, '.d.ts'),
        )
        expect(entry.import, name).toBe(entry.types?.replace(/\.d\.ts$/, '.js'))
      }
      expect(existsSync(new URL(entry.source as string, root)), name).toBe(true)
    }
  })

  it('behavior: the build writes source maps with the sources inside (the package ships dist/ only)', () => {
    const options = (jsonc('tsconfig.build.json') as { compilerOptions: Record<string, unknown> }).compilerOptions
    expect(options).toMatchObject({ sourceMap: true, inlineSources: true, declaration: true })
  })

  it('behavior: every package the published modules import, types included (the declarations keep them), is a dependency or a peer of the package', () => {
    // A package reached only through another's dependencies resolves under npm's flat install and not under pnpm's.
    const declared = new Set([
      ...Object.keys(manifest.dependencies),
      ...Object.keys(manifest.peerDependencies),
      ...builtinModules,
    ])
    const undeclared = new Set<string>()
    for (const dir of ['src', 'projections', 'effects', 'ui']) {
      const files = readdirSync(new URL(`${dir}/`, root), { recursive: true, encoding: 'utf8' }).filter(
        (f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f),
      )
      for (const file of files) {
        const text = read(`${dir}/${file}`)
        for (const m of text.matchAll(/(?:from\s+|import\s*\(\s*)['"]([^'"./][^'"]*)['"]/g)) {
          const specifier = m[1]!
          // A package name (npm's rules: lower case, no spaces), not some text that follows a `from`.
          if (!/^(@[a-z0-9-~][a-z0-9-._~]*\/)?[a-z0-9-~][a-z0-9-._~]*(\/[^\s]*)?$/.test(specifier)) continue
          if (
            specifier.startsWith('node:') ||
            specifier === 'gatehouse-modal' ||
            specifier.startsWith('gatehouse-modal/')
          )
            continue
          const name = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!
          if (!declared.has(name)) undeclared.add(`${name} (${dir}/${file})`)
        }
      }
    }
    expect([...undeclared]).toEqual([])
  })
})
