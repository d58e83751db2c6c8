#!/usr/bin/env node
// The example app of examples/devnet-app/ as an app developer has it: the package is packed with `npm pack`, the app
// installs the tarball (and its other dependencies from the npm registry, through npm's cache), and its own
// Playwright suite runs against the published entries only. `npm test` runs this after the main suite.
// The package's JavaScript is transpiled with esbuild here (file by file, what tsc emits minus the declarations), and
// its declarations come from one tsc run over every public entry (the devnet's and the package's), laid out as
// `npm run build` lays them out: tsc's full build, which also emits JavaScript and source maps, takes minutes on CI's
// two cores. The app's own TypeScript (its page and its suite) is then type-checked against the declarations the
// tarball carries, as an app developer's editor and CI would.
// Writes the suite's JSON report to test-results/devnet-example.json; exits with the suite's code.
import { spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const root = fileURLToPath(new URL('..', import.meta.url))
const stage = join(root, 'test-results/devnet-example')
const pkg = join(stage, 'package')
const app = join(stage, 'app')
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc')

function step(label, command, args, cwd, env = {}) {
  const started = Date.now()
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } })
  console.log(`devnet example: ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
  if (result.status !== 0) {
    console.error(`devnet example: ${label} failed (exit ${result.status ?? result.signal}).`)
    process.exit(result.status || 1)
  }
}

rmSync(stage, { recursive: true, force: true })
mkdirSync(pkg, { recursive: true })

// 1. The package as `npm run build` lays it out: dist/<folder>/…js, dist/devnet/.
const sources = ['src', 'projections', 'effects', 'ui'].flatMap((dir) =>
  readdirSync(join(root, dir), { recursive: true })
    .map(String)
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.endsWith('.d.ts'))
    .map((f) => join(root, dir, f)),
)
await build({
  entryPoints: sources,
  outdir: join(pkg, 'dist'),
  outbase: root,
  format: 'esm',
  platform: 'neutral',
  target: 'es2022',
  jsx: 'automatic',
  logLevel: 'error',
})
step(
  'devnet entries built',
  process.execPath,
  [join(root, 'test/devnet/kit/build.mjs'), '--out', join(pkg, 'dist/devnet'), '--no-types'],
  root,
)
// The declarations of every entry in package.json's "exports" (their "source"), in one program: the devnet's under
// dist/devnet/types/ (the kit's tsconfig), the package's own entries copied from there to dist/<folder>/, where
// tsconfig.build.json puts them.
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
const entries = Object.values(manifest.exports).flatMap((e) => (typeof e === 'object' ? [join(root, e.source)] : []))
const typesConfig = join(stage, 'tsconfig.types.json')
writeFileSync(
  typesConfig,
  JSON.stringify({
    extends: join(root, 'test/devnet/kit/tsconfig.build.json'),
    compilerOptions: { outDir: join(pkg, 'dist/devnet/types'), rootDir: root },
    files: entries,
  }),
)
step('declarations emitted', process.execPath, [tsc, '-p', typesConfig], root)
for (const dir of ['src', 'projections', 'effects', 'ui'])
  cpSync(join(pkg, 'dist/devnet/types', dir), join(pkg, 'dist', dir), { recursive: true })
for (const file of ['package.json', 'README.md', 'docs']) cpSync(join(root, file), join(pkg, file), { recursive: true })

// 2. npm pack, then the app installs the tarball.
step('npm pack', npm, ['pack', '--silent', '--pack-destination', stage], pkg)
const tarball = readdirSync(stage).find((f) => f.endsWith('.tgz'))
renameSync(join(stage, tarball), join(stage, 'gatehouse.tgz'))
cpSync(join(root, 'examples/devnet-app'), app, {
  recursive: true,
  filter: (src) => !/[\\/](node_modules|out|test-results)$/.test(src),
})
step('npm install', npm, ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], app)
step(
  'the app type-checked',
  process.execPath,
  [join(app, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json'],
  app,
)

// 3. The app's own suite.
const result = spawnSync(process.execPath, [join(app, 'node_modules/@playwright/test/cli.js'), 'test'], {
  cwd: app,
  stdio: 'inherit',
  env: {
    ...process.env,
    CHROMIUM_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    DEVNET_EXAMPLE_REPORT: join(root, 'test-results/devnet-example.json'),
  },
})
process.exit(result.status ?? 1)
