// @vitest-environment node
// gatehouse-modal/element as the package ships it (ui/element/build.mjs, part of `npm run build`): a page without React or
// a bundler imports it by URL, so the bundle and every chunk it loads must import nothing by a bare name.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const build = fileURLToPath(new URL('../../ui/element/build.mjs', import.meta.url))
let out = ''
/** esbuild's metafile outputs: each file's imports, with `external` for what it left to the page to resolve. */
let outputs: Record<string, { imports: { path: string; kind: string; external?: boolean }[] }> = {}

beforeAll(() => {
  out = mkdtempSync(join(tmpdir(), 'gatehouse-element-'))
  execFileSync(process.execPath, [build, '--out', join(out, 'dist'), '--meta', join(out, 'meta.json')], {
    stdio: 'pipe',
  })
  outputs = (JSON.parse(readFileSync(join(out, 'meta.json'), 'utf8')) as { outputs: typeof outputs }).outputs
}, 120_000)
afterAll(() => rmSync(out, { recursive: true, force: true }))

const js = () => Object.entries(outputs).filter(([file]) => file.endsWith('.js'))

describe('the gatehouse-modal/element bundle', () => {
  it('default: index.js and its chunks, React inside, leave no import for the page to resolve', () => {
    const index = js().find(([file]) => file.endsWith('/dist/index.js'))
    expect(index).toBeDefined()
    expect(js().flatMap(([file, o]) => o.imports.filter((i) => i.external).map((i) => `${file}: ${i.path}`))).toEqual(
      [],
    )
    // React's production build is inside (no development warnings, no process.env left for a page to lack).
    const code = readFileSync(index![0].startsWith('/') ? index![0] : join(process.cwd(), index![0]), 'utf8')
    expect(code).toContain('react.dev/errors')
    expect(code).not.toContain('process.env')
  })

  it("behavior: the modal's dialog and views stay lazy chunks the bundle loads when used", () => {
    const index = js().find(([file]) => file.endsWith('/dist/index.js'))!
    const lazy = index[1].imports.filter((i) => i.kind === 'dynamic-import').map((i) => i.path)
    expect(lazy.some((path) => /\/chunks\/Dialog-[A-Z0-9]+\.js$/.test(path))).toBe(true)
    expect(js().length).toBeGreaterThan(10)
  })
})
