#!/usr/bin/env node
// Runs every benchmark (npm run bench): builds them with esbuild into bench/.out, runs each in its
// own process, prints a table with PASS/FAIL per row and writes bench/results.json. Exits 0 even
// when a target is missed; non-zero only when a benchmark itself crashes.
import { spawnSync } from 'node:child_process'
import { copyFile, mkdir, writeFile } from 'node:fs/promises'
import os from 'node:os'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const here = (p) => fileURLToPath(new URL(p, import.meta.url))
const out = here('./.out/')

/** Node benchmarks, in run order, with the flags their process needs. */
const BENCHES = [
  { entry: 'fold.bench.ts', node: [] },
  { entry: 'replay.bench.ts', node: [] },
  // The CSP-safe variant runs where code generation from strings is impossible, as under a strict CSP.
  { entry: 'replay-jitless.bench.ts', node: ['--disallow-code-generation-from-strings'] },
  // Its two parts can run alone: `npm run bench -- restore`, `npm run bench -- append`.
  { entry: 'browser.bench.ts', node: [], parts: ['restore', 'append'] },
  // Click on Connect → dialog visible.
  { entry: 'modal.bench.ts', node: [] },
  // Click on Connect → first frame with the modal's content visible, and the JS fetched by then (net of React).
  { entry: 'open.bench.ts', node: [] },
  // Reload → connected account rendered from the log.
  { entry: 'reload.bench.ts', node: [] },
  // Reloads of the demo page (npm start) that painted "not connected" before the address.
  { entry: 'demo-reload.bench.ts', node: [] },
  // WalletConnect connect → approved on the devnet relay and phone wallet, in Chromium.
  { entry: 'wallet-connect.bench.ts', node: [] },
  // WalletConnect pair + approve + sign in Node (the devnet relay and phone wallet).
  { entry: 'wallet-connect-node.bench.ts', node: [] },
  // gatehouse-modal/devnet's startDevnet(): start-up time and memory of the whole devnet.
  { entry: 'devnet.bench.ts', node: [] },
  // The replay harness (production build of examples/) with a 100,000-event log: jump to any event.
  { entry: 'harness.bench.ts', node: [] },
  // Every validator and parser under ≥100,000 fuzz cases, zero untyped throws.
  { entry: 'fuzz.bench.ts', node: [] },
  // The fault campaign over the log (corrupt IndexedDB records and localStorage copies), in Node.
  { entry: 'faults.bench.ts', node: [] },
]

async function buildAll() {
  await mkdir(`${out}page`, { recursive: true })
  await build({
    entryPoints: BENCHES.map((b) => here(`./${b.entry}`)),
    outdir: out,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // The package says sideEffects: false; the benchmarks' set-up imports (lib/codegen, lib/jitless) are side effects.
    ignoreAnnotations: true,
    // The devnet's WalletConnect peers run the sign-client as installed (bundled, its relay subscriptions time out).
    // litesvm loads its platform's native module (a .node file) at run time; the Solana chain runs it as installed.
    external: ['playwright-core', '@walletconnect/*', 'ws', 'litesvm'],
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
    logLevel: 'warning',
  })
  // The browser page: production mode (no dev guards), as an app ships it.
  await build({
    entryPoints: [here('./pages/bench.page.ts')],
    outfile: `${out}page/bench.js`,
    bundle: true,
    platform: 'browser',
    format: 'esm',
    target: 'es2022',
    minify: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    // The restore benchmark's clock starts when the app script starts, before any of its modules is evaluated.
    banner: { js: 'globalThis.__benchScriptStart??=performance.now();' },
    logLevel: 'warning',
  })
  await copyFile(here('./pages/index.html'), `${out}page/index.html`)
  // The modal page (bench/modal.bench.ts): React and the modal, production, with its lazy views as chunks.
  await buildAppPage('modal')
  // The opening pages (bench/open.bench.ts): a minimal app with the modal, and a plain React dialog, the same build.
  await buildAppPage('open')
  await buildAppPage('open-plain')
  // The same two pages as `vite build` ships them (Rolldown: fewer, larger chunks), into bench/.out/<name>-vite-page/.
  await buildVitePage('open')
  await buildVitePage('open-plain')
  // The reload page (bench/reload.bench.ts): the same app restoring a connected account from IndexedDB. At the top
  // of every chunk: the first one evaluated marks the start of the app script (bench/pages/reload-start.ts).
  await buildAppPage('reload', { js: 'globalThis.__benchScriptStart??=performance.now();' })
  // The WalletConnect page (bench/wallet-connect.bench.ts): the WalletConnect effects and the sign-client, production, code-split.
  await buildAppPage('wallet-connect')
  // The demo and the replay harness as `vite build` ships them (bench/harness.bench.ts serves bench/.out/examples).
  const { build: viteBuild } = await import('vite')
  await viteBuild({
    configFile: here('../examples/vite.config.ts'),
    build: { outDir: `${out}examples`, emptyOutDir: true },
    logLevel: 'warn',
  })
}

/** A React page of bench/pages (`<name>.page.tsx` and `<name>.html`), production, code-split, into bench/.out/<name>-page/. */
async function buildAppPage(name, banner) {
  await mkdir(`${out}${name}-page`, { recursive: true })
  await build({
    entryPoints: [here(`./pages/${name}.page.tsx`)],
    outdir: `${out}${name}-page`,
    entryNames: name,
    bundle: true,
    splitting: true,
    platform: 'browser',
    format: 'esm',
    target: 'es2022',
    minify: true,
    jsx: 'automatic',
    ...(banner ? { banner } : {}),
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  })
  await copyFile(here(`./pages/${name}.html`), `${out}${name}-page/${name}.html`)
}

/** A page of bench/pages (`<name>.page.tsx`, `<name>.html`) built by Vite for production, into bench/.out/<name>-vite-page/. */
async function buildVitePage(name) {
  const { build: viteBuild } = await import('vite')
  const outDir = `${out}${name}-vite-page`
  await viteBuild({
    configFile: false,
    root: here('..'),
    logLevel: 'warn',
    oxc: { jsx: { runtime: 'automatic' } },
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      outDir,
      emptyOutDir: true,
      minify: true,
      target: 'es2022',
      rollupOptions: {
        input: here(`./pages/${name}.page.tsx`),
        output: { entryFileNames: `${name}.js`, chunkFileNames: '[name]-[hash].js' },
      },
    },
  })
  await copyFile(here(`./pages/${name}.html`), `${outDir}/${name}.html`)
}

function evaluate(value, target) {
  const m = /^(<=|>=)\s*(-?[\d.]+)$/.exec(target)
  if (!m) return 'info'
  const limit = Number(m[2])
  return (m[1] === '<=' ? value <= limit : value >= limit) ? 'PASS' : 'FAIL'
}

function table(rows) {
  const head = ['benchmark', 'value', 'unit', 'target', 'result']
  const cells = rows.map((r) => [r.name, String(r.value), r.unit, r.target, evaluate(r.value, r.target)])
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)))
  const line = (c) => c.map((x, i) => (i === 1 ? x.padStart(widths[i]) : x.padEnd(widths[i]))).join('  ')
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.map(line)].join('\n')
}

function markdown(rows) {
  const lines = ['| Benchmark | Value | Unit | Target | Result |', '|---|---:|---|---|---|']
  for (const r of rows)
    lines.push(`| ${r.name} | ${r.value} | ${r.unit} | ${r.target} | ${evaluate(r.value, r.target)} |`)
  return lines.join('\n')
}

const load = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')
console.log(
  `Gatehouse benchmarks: ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? '?'}), Node ${process.version}, load average ${load()}`,
)
await buildAll()

// `npm run bench -- browser fuzz` runs the benchmarks whose file names contain one of the words
// (results.json is then left alone: it always holds a whole run).
const only = process.argv.slice(2)
const chosen =
  only.length === 0 ? BENCHES : BENCHES.filter((b) => only.some((w) => b.entry.includes(w) || b.parts?.includes(w)))
if (chosen.length === 0) {
  console.error(`No benchmark matches ${only.join(', ')}; they are ${BENCHES.map((b) => b.entry).join(', ')}`)
  process.exit(2)
}

const rows = []
let crashed = false
for (const { entry, node, parts } of chosen) {
  const script = `${out}${entry.replace(/\.ts$/, '.mjs')}`
  const started = Date.now()
  process.stdout.write(`running ${entry} … `)
  // Named parts only (none named: all of them).
  const named = (parts ?? []).filter((p) => only.includes(p))
  const env = { ...process.env, BENCH_PARTS: named.join(',') }
  const child = spawnSync(process.execPath, [...node, script], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    timeout: 10 * 60_000,
    env,
  })
  const line = child.stdout?.split('\n').find((l) => l.startsWith('BENCH-RESULT '))
  if (child.status !== 0 || !line) {
    crashed = true
    console.log(`CRASHED (exit ${child.status ?? child.signal})`)
    console.error(child.stderr || child.stdout)
    continue
  }
  const results = JSON.parse(line.slice('BENCH-RESULT '.length))
  rows.push(...results)
  console.log(`${((Date.now() - started) / 1000).toFixed(1)} s`)
}

console.log(`\n${table(rows)}\n`)
for (const r of rows) if (r.note) console.log(`- ${r.name}: ${r.note}`)
console.log(`\nload average after: ${load()}`)

if (chosen === BENCHES)
  await writeFile(
    here('./results.json'),
    `${JSON.stringify(
      rows.map(({ name, value, unit, target }) => ({ name, value, unit, target })),
      null,
      2,
    )}\n`,
  )
await writeFile(
  `${out}results.md`,
  `${markdown(rows)}\n\n${rows
    .filter((r) => r.note)
    .map((r) => `- **${r.name}**: ${r.note}`)
    .join('\n')}\n`,
)
console.log(chosen === BENCHES ? 'wrote bench/results.json' : 'a partial run: bench/results.json left alone')
process.exit(crashed ? 1 : 0)
