#!/usr/bin/env node
// `npm run size`: the initial JS a page loads before Gatehouse runs, gzip -9, net of React (react and
// react-dom external): the entry chunk and its static imports (lazy chunks excluded), each file gzipped on
// its own. The budget of record is an app as app developers make one: the Vite + React 19 consumer app
// (examples/consumers/vite-react19/src/main.tsx, the one `npm test` also builds from `npm pack` and opens in
// Chromium), its `gatehouse-modal` imports resolved to this tree's sources, its devnet configuration
// (gatehouse-modal/devnet/config, a test's addresses that a production app has not) left out like React. Two builds
// of each entry:
// - Vite (production build, Rolldown), as apps build: the budget. Vite keeps a module that a lazy chunk shares
//   with the start-up code in the start-up chunk, since it is loaded by then: every export of such a module that
//   any lazy code uses is start-up JS, so lazy-only code lives in modules of its own.
// - esbuild (minified, ESM, splitting), as FIELD-NOTES measures the peers: printed, not a budget. esbuild
//   puts every module that start-up code and a lazy chunk both reach into a chunk of its own, and keeps
//   what a package barrel re-exports when a lazy chunk uses it, so its start-up code is split into more
//   files and carries RxJS operators only lazy code calls.
// Writes bench/size.json and lists where the bytes come from; then prints what other runs measured of the same
// package: the JS fetched by the time the modal shows (bench/open.bench.ts, in bench/results.json after `npm run
// bench`) and the installed footprint of the packed package (`npm test`'s consumer apps, test-results/footprint.json).
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import * as esbuild from 'esbuild'
import { BUDGET_KIB } from './budget.mjs'
import { build as viteBuild } from 'vite'

const root = fileURLToPath(new URL('..', import.meta.url))
const outdir = join(root, 'bench/.out/size')
const TOP_MODULES = 15
// Each locale's translations are lazy chunks, one a part of the catalogue (ui/locales/<locale>/<part>.ts), loaded
// when the modal speaks it and shows that part's screens.
const LOCALE_BUDGET_KIB = 3
const LOCALE_MODULE = /^ui\/locales\/([a-z]{2,3}(?:-[A-Za-z]+)?\/\w+)\.ts$/

const CONSUMER = 'examples/consumers/vite-react19/src/main.tsx'
const entries = [
  // The budget: the consumer app (its provider, modal, Connect button and connected address), net of React.
  { name: 'app: the Vite + React 19 consumer (examples/consumers/vite-react19)', entry: CONSUMER, budget: true },
  // The same without the app's own markup and useAccount: the figure FIELD-NOTES compares the peers by.
  { name: 'app: createGatehouse + GatehouseProvider + GatehouseModal', entry: 'bench/size-modal.tsx' },
  { name: 'app: createGatehouse + GatehouseProvider + useReadModel', entry: 'bench/size-entry.tsx' },
  { name: 'core alone: createGatehouse', entry: 'bench/size-core.ts' },
  { name: 'page without React: gatehouse-modal/element', entry: 'bench/size-element.ts' },
  // Every export kept alive (domain rules, networks, viem's address and transaction checks): no budget, but
  // the chain libraries below must stay out of it too.
  { name: 'every export of gatehouse-modal and gatehouse-modal/react', entry: 'bench/size-all.ts' },
]

// The package's entries by import path (`gatehouse-modal/react` → ui/index.ts), from package.json's "exports" and
// their "source" condition: the bench's own entries reach them by the package's name from inside it; the consumer
// app, a package of its own, through these.
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
const SOURCES = new Map(
  Object.entries(manifest.exports).flatMap(([sub, target]) =>
    typeof target === 'object' && target.source ? [[`${manifest.name}${sub.slice(1)}`, join(root, target.source)]] : [],
  ),
)
const DEVNET_CONFIG = `${manifest.name}/devnet/config`

// Chain libraries that may only load through dynamic import(): none of their modules may be in any entry's
// initial JS.
const LAZY_ONLY =
  /node_modules\/(?:bitcoinjs-lib|@bitcoinerlab|tiny-secp256k1|ecpair|bs58check|bs58|bip32|bip174|varuint-bitcoin|@solana|@noble\/secp256k1)\//
// The WalletConnect sign-client and the QR code library load only when WalletConnect is used (a connect or a
// restore).
const WALLET_CONNECT_ONLY = /node_modules\/(?:@walletconnect|qr)\//

const REACT = ['react', 'react-dom', 'react/*', 'react-dom/*']
/** What a build leaves out: React, and the devnet's configuration an app has only in its tests. */
const isExternal = (id) =>
  id === DEVNET_CONFIG || REACT.some((r) => (r.endsWith('/*') ? id.startsWith(r.slice(0, -1)) : id === r))
const kib = (bytes) => bytes / 1024
const fmt = (bytes) => kib(bytes).toFixed(1)
const gzip = (code) => gzipSync(code, { level: 9 }).length

/**
 * The initial files of a build: the entry's file and every file it imports statically, transitively.
 * `graph` maps a file to { code, imports (static, ours), inputs: [[module, bytes]] }.
 */
function initialOf(graph, entryFile) {
  const initial = new Set()
  const visit = (file) => {
    if (initial.has(file)) return
    initial.add(file)
    for (const imp of graph.get(file).imports) visit(imp)
  }
  visit(entryFile)
  const files = [...initial].map((file) => ({
    file,
    bytes: graph.get(file).code.length,
    gzip: gzip(graph.get(file).code),
  }))
  const byModule = new Map()
  for (const file of initial)
    for (const [input, bytes] of graph.get(file).inputs) byModule.set(input, (byModule.get(input) ?? 0) + bytes)
  return {
    files,
    lazy: [...graph.keys()]
      .filter((file) => !initial.has(file))
      .map((file) => ({ file, gzip: gzip(graph.get(file).code) })),
    gzip: files.reduce((n, f) => n + f.gzip, 0),
    minified: files.reduce((n, f) => n + f.bytes, 0),
    modules: [...byModule].sort((a, b) => b[1] - a[1]),
  }
}

/** Vite's production build of `entry` (the budget of record). */
async function measureVite({ entry }) {
  const out = await viteBuild({
    configFile: false,
    root,
    logLevel: 'warn',
    // The package's own "source" condition resolves `gatehouse-modal` and `gatehouse-modal/react` to the sources.
    resolve: {
      alias: [...SOURCES].map(([id, file]) => ({ find: new RegExp(`^${id}$`), replacement: file })),
      conditions: ['source', 'module', 'browser', 'production', 'import', 'default'],
    },
    oxc: { jsx: { runtime: 'automatic' } },
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      write: false,
      minify: true,
      target: 'es2022',
      // The preload helper is Vite's, present in any app with a lazy chunk, not Gatehouse's.
      modulePreload: false,
      rollupOptions: {
        input: join(root, entry),
        external: isExternal,
        // gatehouse-modal/react's 'use client' marks the boundary for React Server Components bundlers (Next.js); a
        // browser bundle drops it, which is right, and Rolldown says so for every build.
        onwarn(warning, warn) {
          if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('"use client"')) return
          warn(warning)
        },
      },
    },
  })
  const output = (Array.isArray(out) ? out[0] : out).output
  const chunks = output.filter((o) => o.type === 'chunk')
  const graph = new Map(
    chunks.map((c) => [
      c.fileName,
      {
        code: c.code,
        imports: c.imports.filter((i) => chunks.some((d) => d.fileName === i)),
        inputs: Object.entries(c.modules).map(([id, m]) => [id.replace(root, '').replace(/^\//, ''), m.renderedLength]),
      },
    ]),
  )
  const measured = initialOf(graph, chunks.find((c) => c.isEntry).fileName)
  // The chunk of each part of each locale's translations (one module a chunk), as `locale/part`, and its gzip size.
  measured.locales = [...graph]
    .map(([file, { code, inputs }]) => {
      const locale = inputs.map(([input]) => input.match(LOCALE_MODULE)?.[1]).find(Boolean)
      return locale ? { locale, file, modules: inputs.length, gzip: gzip(code) } : null
    })
    .filter(Boolean)
    .sort((a, b) => a.locale.localeCompare(b.locale))
  return measured
}

/** esbuild's build of `entry`, as FIELD-NOTES measures the peers (printed, not a budget). */
async function measureEsbuild({ entry }) {
  const dir = join(outdir, entry.replace(/[^a-z0-9]+/gi, '-'))
  rmSync(dir, { recursive: true, force: true })
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: [entry],
    bundle: true,
    minify: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    conditions: ['source'],
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    external: [...REACT, DEVNET_CONFIG],
    plugins: [
      {
        name: 'gatehouse-sources',
        setup(build) {
          build.onResolve({ filter: new RegExp(`^${manifest.name}(/|$)`) }, ({ path }) =>
            SOURCES.has(path) ? { path: SOURCES.get(path) } : undefined,
          )
        },
      },
    ],
    outdir: dir,
    entryNames: '[name]',
    chunkNames: 'chunk-[hash]',
    metafile: true,
    write: true,
    logLevel: 'warning',
  })
  const outputs = result.metafile.outputs
  const graph = new Map(
    Object.entries(outputs)
      .filter(([file]) => file.endsWith('.js'))
      .map(([file, o]) => [
        file,
        {
          // Metafile paths are relative to the working directory (the repo root).
          code: readFileSync(join(root, file)),
          imports: o.imports.filter((imp) => imp.kind === 'import-statement' && !imp.external).map((imp) => imp.path),
          inputs: Object.entries(o.inputs).map(([input, { bytesInOutput }]) => [input, bytesInOutput]),
        },
      ]),
  )
  const entryOut = Object.keys(outputs).find((k) => outputs[k].entryPoint === entry)
  if (!entryOut) throw new Error(`esbuild produced no output for ${entry}`)
  return initialOf(graph, entryOut)
}

/** `node_modules/zod/v4/...` → `zod`; our own files by top folder (`src`, `projections`, …). */
function owner(input) {
  const m = input.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)
  return m ? m[1] : input.split('/')[0]
}

mkdirSync(outdir, { recursive: true })
const rows = []
for (const e of entries) rows.push({ ...e, vite: await measureVite(e), esbuild: await measureEsbuild(e) })

console.log(
  'Initial JS, gzip -9, net of React: Vite production build (the budget) and esbuild (minified, ESM, splitting)\n',
)
const header = ['entry', 'Vite KiB', 'files', 'lazy', 'esbuild KiB', 'files', 'lazy', 'budget KiB']
const table = rows.map((r) => [
  r.name,
  fmt(r.vite.gzip),
  String(r.vite.files.length),
  String(r.vite.lazy.length),
  fmt(r.esbuild.gzip),
  String(r.esbuild.files.length),
  String(r.esbuild.lazy.length),
  r.budget ? `<= ${BUDGET_KIB} (Vite)` : '—',
])
const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i].length)))
const line = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ')
console.log(line(header))
console.log(widths.map((w) => '-'.repeat(w)).join('  '))
for (const row of table) console.log(line(row))

for (const r of rows) {
  console.log(`\n${r.name}: biggest input modules (bytes before minification in Vite's initial JS)`)
  for (const [input, bytes] of r.vite.modules.slice(0, TOP_MODULES))
    console.log(`  ${String(bytes).padStart(7)}  ${input}`)
  const rest = r.vite.modules.slice(TOP_MODULES)
  if (rest.length > 0)
    console.log(`  ${String(rest.reduce((n, [, b]) => n + b, 0)).padStart(7)}  (${rest.length} more)`)
  const packages = new Map()
  for (const [input, bytes] of r.vite.modules) packages.set(owner(input), (packages.get(owner(input)) ?? 0) + bytes)
  console.log(
    '  by package or folder: ' +
      [...packages]
        .sort((a, b) => b[1] - a[1])
        .map(([p, b]) => `${p} ${fmt(b)} KiB`)
        .join(', '),
  )
  console.log('  initial files: ' + r.vite.files.map((f) => `${f.file} ${fmt(f.gzip)}`).join(', '))
  if (r.budget) {
    // Each feature screen, effect group and chain library is a lazy chunk: what the app loads when it is used.
    const lazy = [...r.vite.lazy].sort((a, b) => a.file.localeCompare(b.file))
    console.log(
      `  lazy chunks (KiB gzip): ` + lazy.map((l) => `${l.file.replace(/^assets\//, '')} ${fmt(l.gzip)}`).join(', '),
    )
    console.log(
      `  locale chunks (KiB gzip, each <= ${LOCALE_BUDGET_KIB}): ` +
        r.vite.locales.map((l) => `${l.locale} ${fmt(l.gzip)}`).join(', '),
    )
  }
}

const results = rows.flatMap((r) => [
  {
    name: `initial JS gzip (Vite), ${r.name}`,
    value: Number(kib(r.vite.gzip).toFixed(2)),
    unit: 'KiB',
    target: r.budget ? `<= ${BUDGET_KIB}` : null,
  },
  ...(r.budget ? r.vite.locales : []).map((l) => ({
    name: `locale chunk gzip (Vite), ${l.locale}`,
    value: Number(kib(l.gzip).toFixed(2)),
    unit: 'KiB',
    target: `<= ${LOCALE_BUDGET_KIB}`,
  })),
  {
    name: `initial JS gzip (esbuild), ${r.name}`,
    value: Number(kib(r.esbuild.gzip).toFixed(2)),
    unit: 'KiB',
    target: null,
  },
])
writeFileSync(join(root, 'bench/size.json'), JSON.stringify(results, null, 2) + '\n')
console.log(`\nWrote bench/size.json`)

// Measured by other runs (a browser, an install), printed with where and when they were measured.
const measuredAt = (file) => statSync(file).mtime.toISOString().slice(0, 16).replace('T', ' ') + ' UTC'
const benchResults = join(root, 'bench/results.json')
const opened = existsSync(benchResults)
  ? JSON.parse(readFileSync(benchResults, 'utf8')).filter((r) => /^JS fetched by the time the modal shows/.test(r.name))
  : []
console.log(
  '\nJS fetched by the time the modal shows, gzip -9, net of React (bench/open.bench.ts in Chromium, `npm run bench`):',
)
if (opened.length === 0) console.log('  not measured in this tree yet: `npm run bench` writes it to bench/results.json')
for (const r of opened)
  console.log(`  ${r.name}: ${r.value} ${r.unit} (target ${r.target}; bench/results.json, ${measuredAt(benchResults)})`)
const footprintFile = join(root, 'test-results/footprint.json')
console.log(
  '\nInstalled footprint of the packed package in an empty app (`npm install` of the tarball, its peers with it):',
)
if (existsSync(footprintFile)) {
  const f = JSON.parse(readFileSync(footprintFile, 'utf8'))
  console.log(
    `  ${f.packages} packages, ${(f.bytes / 1e6).toFixed(1)} MB on disk, of which ${manifest.name} itself ` +
      `${(f.own / 1e6).toFixed(1)} MB; biggest: ${f.biggest.map((b) => `${b.name} ${(b.bytes / 1e6).toFixed(1)} MB`).join(', ')} ` +
      `(test-results/footprint.json, ${measuredAt(footprintFile)})`,
  )
} else
  console.log(
    '  not measured in this tree yet: `node test/devnet-example.mjs --consumers` (part of `npm test`) writes it',
  )

for (const r of rows) {
  for (const [bundler, m] of [
    ['Vite', r.vite],
    ['esbuild', r.esbuild],
  ]) {
    const chain = m.modules.filter(([input]) => LAZY_ONLY.test(input)).map(([input]) => input)
    const wc = m.modules.filter(([input]) => WALLET_CONNECT_ONLY.test(input)).map(([input]) => input)
    if (chain.length > 0)
      console.error(`Lazy-only chain library in the initial JS of ${r.name} (${bundler}):\n  ${chain.join('\n  ')}`)
    if (wc.length > 0)
      console.error(`WalletConnect module in the initial JS of ${r.name} (${bundler}):\n  ${wc.join('\n  ')}`)
    if (chain.length + wc.length > 0) process.exitCode = 1
  }
  if (process.exitCode !== 1) console.log(`${r.name}: no Bitcoin, Solana, WalletConnect or QR module in the initial JS`)
}

for (const r of rows.filter((r) => r.budget)) {
  for (const l of r.vite.locales) {
    if (kib(l.gzip) > LOCALE_BUDGET_KIB || l.modules !== 1) {
      console.error(
        `Locale chunk ${l.locale} (${l.file}): ${fmt(l.gzip)} KiB gzip in ${l.modules} modules; budget ${LOCALE_BUDGET_KIB} KiB, one module`,
      )
      process.exitCode = 1
    }
  }
}

const over = rows.filter((r) => r.budget && !(kib(r.vite.gzip) <= BUDGET_KIB))
for (const r of over)
  console.error(`Over budget: ${r.name} is ${fmt(r.vite.gzip)} KiB (Vite), budget ${BUDGET_KIB} KiB`)
if (over.length > 0) process.exitCode = 1
