#!/usr/bin/env node
// The example apps as an app developer has them: the package is packed once with `npm pack`, and each app installs
// the tarball fresh (its other dependencies from the npm registry, through npm's cache) and runs against the
// published entries only. Two suites, both by default (`--devnet-app` or `--consumers` runs one):
// - examples/devnet-app/: its own Playwright suite of sign-in and payment flows on the devnet;
// - examples/consumers/: four apps, each type-checked under `strict` and built for production (Vite + React 19,
//   Vite + React 18, Next.js App Router rendered on the server, a plain HTML page with gatehouse-modal/element), then
//   served on 127.0.0.1 and tested in one Playwright run (examples/consumers/e2e/) through gatehouse-modal/devnet/playwright.
// Before the installs the tarball is checked (publint, @arethetypeswrong/cli); the consumers' suite also installs it
// alone in an empty app and prints that footprint (test-results/footprint.json, which `npm run size` prints too), and
// holds the Vite + React 19 app's initial JS to the size budget (bench/budget.mjs).
// `npm test` runs this after the main suite.
// The package's JavaScript is transpiled with esbuild here (file by file, what tsc emits minus the declarations), and
// its declarations come from one tsc run over every public entry (the devnet's and the package's), laid out as
// `npm run build` lays them out: tsc's full build, which also emits JavaScript and source maps, takes minutes on CI's
// two cores. Each app's own TypeScript is then type-checked against the declarations the tarball carries, as an app
// developer's editor and CI would.
// Writes the suites' JSON reports to test-results/devnet-example.json and test-results/consumers.json; exits non-zero
// when either failed.
import { spawn, spawnSync } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'
import { BUDGET_KIB } from '../bench/budget.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const stage = join(root, 'test-results/devnet-example')
const pkg = join(stage, 'package')
const app = join(stage, 'app')
const consumers = join(stage, 'consumers')
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc')
const { values: only } = parseArgs({ options: { 'devnet-app': { type: 'boolean' }, consumers: { type: 'boolean' } } })
const suites = {
  devnetApp: only['devnet-app'] || !only.consumers,
  consumers: only.consumers || !only['devnet-app'],
}
const started = Date.now()
const INSTALL = ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error']
// Next.js sends anonymous telemetry unless told not to; no test reaches the internet.
const QUIET = { NEXT_TELEMETRY_DISABLED: '1' }

function step(label, command, args, cwd, env = {}) {
  const started = Date.now()
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...QUIET, ...env } })
  console.log(`devnet example: ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
  if (result.status !== 0) {
    console.error(`devnet example: ${label} failed (exit ${result.status ?? result.signal}).`)
    process.exit(result.status || 1)
  }
}

/** Runs the commands side by side, each one's output printed in one piece when it ends; exits when one failed. */
async function parallel(label, jobs) {
  const started = Date.now()
  const results = await Promise.all(
    jobs.map(
      ({ name, command, args, cwd }) =>
        new Promise((resolve) => {
          const child = spawn(command, args, { cwd, env: { ...process.env, ...QUIET } })
          let output = ''
          child.stdout.on('data', (chunk) => (output += chunk))
          child.stderr.on('data', (chunk) => (output += chunk))
          child.on('error', (error) => resolve({ name, code: 1, output: `${output}${error.message}\n` }))
          child.on('close', (code, signal) => {
            if (output.trim()) console.log(`── ${label}: ${name}\n${output.trimEnd()}`)
            resolve({ name, code: code ?? (signal ? 1 : 0) })
          })
        }),
    ),
  )
  console.log(`devnet example: ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
  const failed = results.filter((r) => r.code !== 0)
  if (failed.length > 0) {
    console.error(`devnet example: ${label} failed for ${failed.map((r) => r.name).join(', ')}.`)
    process.exit(1)
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
step(
  'element entry built',
  process.execPath,
  [join(root, 'ui/element/build.mjs'), '--out', join(pkg, 'dist/element')],
  root,
)
// What package.json's "files" ships besides dist/ (docs/SPEC.md alone: the docs site is not part of the package).
for (const file of ['package.json', 'README.md', 'LICENSE', 'docs/SPEC.md']) cpSync(join(root, file), join(pkg, file))

// 2. npm pack, once; every app installs the same tarball.
step('npm pack', npm, ['pack', '--silent', '--pack-destination', stage], pkg)
const tarball = readdirSync(stage).find((f) => f.endsWith('.tgz'))
renameSync(join(stage, tarball), join(stage, 'gatehouse.tgz'))
// The package as npm would publish it, checked as `npm run check:package` checks the full build: its fields and files
// (publint), and the types each entry resolves to under each module resolution an app may use (attw).
const bin = (name) => join(root, 'node_modules/.bin', name)
step('the package linted (publint)', bin('publint'), ['--strict', pkg], root)
step('the types resolved (attw)', bin('attw'), [join(stage, 'gatehouse.tgz'), '--profile', 'esm-only'], root)
const withoutOutputs = (src) => !/[\\/](node_modules|out|dist|\.next|test-results)$/.test(src)
/** The apps of examples/consumers/ (each folder but the suite's own, e2e/). */
const CONSUMER_APPS = readdirSync(join(root, 'examples/consumers'), { withFileTypes: true })
  .filter((d) => d.isDirectory() && d.name !== 'e2e')
  .map((d) => d.name)
const installs = []
if (suites.devnetApp) {
  cpSync(join(root, 'examples/devnet-app'), app, { recursive: true, filter: withoutOutputs })
  installs.push({ name: 'devnet-app', command: npm, args: INSTALL, cwd: app })
}
if (suites.consumers) {
  cpSync(join(root, 'examples/consumers'), consumers, { recursive: true, filter: withoutOutputs })
  for (const name of [...CONSUMER_APPS, 'e2e'])
    installs.push({ name: `consumers/${name}`, command: npm, args: INSTALL, cwd: join(consumers, name) })
}
// The installed footprint: the tarball alone in an empty app, as `npm install gatehouse-modal` gives it (npm installs
// the peers, React and viem, with it; the optional peers of the devnet entries are left out, as npm leaves them).
const footprint = join(stage, 'footprint')
if (suites.consumers) {
  mkdirSync(footprint)
  writeFileSync(
    join(footprint, 'package.json'),
    JSON.stringify({ name: 'footprint', private: true, dependencies: { [manifest.name]: 'file:../gatehouse.tgz' } }),
  )
  installs.push({ name: 'footprint', command: npm, args: INSTALL, cwd: footprint })
}
// The installs mostly wait on npm's cache and the disk: side by side they take little more than the longest.
await parallel('npm install', installs)

if (suites.consumers) {
  // One walk of the install: each file counts to the package it lies in, the innermost `node_modules/<name>` (or
  // `node_modules/@scope/<name>`) of its path, so a package nested in another's node_modules counts on its own.
  const modules = join(footprint, 'node_modules')
  const bytesOf = new Map()
  let bytes = 0
  for (const entry of readdirSync(modules, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue
    const path = join(entry.parentPath, entry.name)
    const size = statSync(path).size
    bytes += size
    const name = /.*node_modules\/((?:@[^/]+\/)?[^/.][^/]*)\//.exec(path)?.[1]
    if (name === undefined) continue // npm's own files (node_modules/.package-lock.json)
    const dir = path.slice(0, path.lastIndexOf(`node_modules/${name}/`) + 13 + name.length)
    bytesOf.set(dir, (bytesOf.get(dir) ?? 0) + size)
  }
  // A package is a folder with a package.json there (not a stray folder of a package's own named node_modules).
  const own = [...bytesOf]
    .filter(([dir]) => existsSync(join(dir, 'package.json')))
    .map(([dir, b]) => ({ name: dir.slice(dir.lastIndexOf('node_modules/') + 13), bytes: b }))
  const result = {
    packages: own.length,
    bytes,
    own: own.find((p) => p.name === manifest.name)?.bytes ?? 0,
    biggest: own.sort((a, b) => b.bytes - a.bytes).slice(0, 5),
  }
  writeFileSync(join(root, 'test-results/footprint.json'), JSON.stringify(result, null, 2) + '\n')
  const mb = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`
  console.log(
    `devnet example: installed footprint of ${manifest.name}: ${result.packages} packages, ${mb(result.bytes)} ` +
      `(the package itself ${mb(result.own)}; biggest: ${result.biggest.map((b) => `${b.name} ${mb(b.bytes)}`).join(', ')})`,
  )
}

/** Runs Playwright in `cwd` with its own node_modules; answers its exit code. */
function playwright(cwd, env) {
  const result = spawnSync(process.execPath, [join(cwd, 'node_modules/@playwright/test/cli.js'), 'test'], {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, ...QUIET, CHROMIUM_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', ...env },
  })
  return result.status ?? 1
}

/**
 * The initial JS of an app's production build, gzip -9 (each file on its own), as `npm run size` counts it: the entry
 * chunk and the chunks it imports statically, transitively (Vite's preload helper left out), with the modules
 * `external` matches left out of the build. The app's own Vite and vite.config.ts, nothing written.
 */
async function initialJs(dir, external = () => false) {
  const { build } = await import(pathToFileURL(join(dir, 'node_modules/vite/dist/node/index.js')).href)
  const out = await build({
    root: dir,
    logLevel: 'error',
    build: { write: false, modulePreload: false, rollupOptions: { external } },
  })
  const chunks = (Array.isArray(out) ? out[0] : out).output.filter((o) => o.type === 'chunk')
  const byName = new Map(chunks.map((c) => [c.fileName, c]))
  const initial = new Set()
  const visit = (chunk) => {
    if (!chunk || initial.has(chunk)) return
    initial.add(chunk)
    for (const file of chunk.imports) visit(byName.get(file))
  }
  visit(chunks.find((c) => c.isEntry))
  return [...initial].reduce((sum, c) => sum + gzipSync(c.code, { level: 9 }).length, 0)
}

// 3. The devnet app's own suite.
let status = 0
if (suites.devnetApp) {
  step(
    'the app type-checked',
    process.execPath,
    [join(app, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json'],
    app,
  )
  const devnetAppStarted = Date.now()
  status = playwright(app, { DEVNET_EXAMPLE_REPORT: join(root, 'test-results/devnet-example.json') })
  console.log(`devnet example: the devnet app's suite (${((Date.now() - devnetAppStarted) / 1000).toFixed(1)} s)`)
}

// 4. The consumer apps: each type-checked and built for production, then one Playwright run serves and tests them all.
if (suites.consumers) {
  const consumersStarted = Date.now()
  // One build at a time: each bundler spreads over both cores.
  for (const name of CONSUMER_APPS)
    step(`consumers/${name} built for production`, npm, ['run', '--silent', 'build'], join(consumers, name))
  // The initial JS of the Vite + React 19 app's production build (printed; bench/size.mjs holds the budget), net of
  // React and of the devnet's config (gatehouse-modal/devnet/config, a test's addresses that an app has not).
  if (CONSUMER_APPS.includes('vite-react19')) {
    const dir = join(consumers, 'vite-react19')
    const net = await initialJs(dir, (id) => /^react(-dom)?(\/|$)/.test(id) || id === 'gatehouse-modal/devnet/config')
    const all = await initialJs(dir)
    const kib = (bytes) => `${(bytes / 1024).toFixed(2)} KiB`
    console.log(
      `devnet example: consumers/vite-react19 initial JS, gzip -9: ${kib(net)} net of React and the devnet's config ` +
        `(${kib(all)} with them), budget ${BUDGET_KIB} KiB`,
    )
    if (net / 1024 > BUDGET_KIB) {
      console.error(`devnet example: the Vite + React 19 consumer's initial JS is over the ${BUDGET_KIB} KiB budget.`)
      status = 1
    }
  }
  // After the builds: `next build` writes the declarations the Next.js app's tsconfig includes.
  await parallel(
    'the consumers type-checked (strict)',
    [...CONSUMER_APPS, 'e2e'].map((name) => ({
      name,
      command: process.execPath,
      args: [join(consumers, name, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json', '--noEmit'],
      cwd: join(consumers, name),
    })),
  )
  const e2e = join(consumers, 'e2e')
  const code = playwright(e2e, { CONSUMERS_REPORT: join(root, 'test-results/consumers.json') })
  status ||= code
  console.log(
    `devnet example: the consumers (${((Date.now() - consumersStarted) / 1000).toFixed(1)} s after the installs)`,
  )
}
console.log(`devnet example: ${((Date.now() - started) / 1000).toFixed(1)} s in all`)
process.exit(status)
