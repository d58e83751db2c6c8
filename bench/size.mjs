#!/usr/bin/env node
// `npm run size`: the initial JS a page loads before Gatehouse runs, gzip -9,
// net of React (react and react-dom external), as FIELD-NOTES measures the
// peers: esbuild, minified, production, browser, ESM with code splitting;
// initial JS = the entry chunk and its static imports (lazy chunks excluded),
// each file gzipped on its own. Writes bench/size.json and lists where the
// bytes come from.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import * as esbuild from 'esbuild'

const root = fileURLToPath(new URL('..', import.meta.url))
const outdir = join(root, 'bench/.out/size')
const TOP_MODULES = 15

const entries = [
  {
    // The budget of issue 8: an app with the provider and the modal, net of React.
    name: 'app: createGatehouse + GatehouseProvider + GatehouseModal',
    entry: 'bench/size-modal.tsx',
    target: '<= 45',
  },
  { name: 'app: createGatehouse + GatehouseProvider + useReadModel', entry: 'bench/size-entry.tsx', target: null },
  { name: 'core alone: createGatehouse', entry: 'bench/size-core.ts', target: null },
  // Every export kept alive (domain rules, networks, viem's address and transaction checks):
  // no budget, but the chain libraries below must stay out of it too.
  { name: 'every export of gatehouse and gatehouse/react', entry: 'bench/size-all.ts', target: null },
]

// Chain libraries that may only load through dynamic import() (issue 4): none of
// their modules may be in any entry's initial JS.
const LAZY_ONLY = /node_modules\/(?:bitcoinjs-lib|@bitcoinerlab|tiny-secp256k1|ecpair|bs58check|bs58|bip32|bip174|varuint-bitcoin|@solana|@noble\/secp256k1)\//
// WalletConnect (issue 9): the sign-client and the QR code library load only when WalletConnect
// is used (a connect or a restore); none of their modules may be in any entry's initial JS.
const WALLETCONNECT_ONLY = /node_modules\/(?:@walletconnect|qr)\//

// Barrels that re-export modules only lazy chunks use: an entry's static import graph must not reach
// them, or those modules join the initial JS (esbuild splits by the files an entry can reach, not by
// what it uses). Start-up code imports RxJS from src/bus/rx.ts (issue 8).
const BARRELS_OFF_START = /node_modules\/rxjs\/dist\/[^/]+\/(?:operators\/)?index\.js$/

const kib = (bytes) => bytes / 1024
const fmt = (bytes) => kib(bytes).toFixed(1)

async function measure({ entry }) {
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
    // The package's own "source" condition resolves `gatehouse` and `gatehouse/react` to the sources.
    conditions: ['source'],
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    external: ['react', 'react-dom', 'react/*', 'react-dom/*'],
    outdir: dir,
    entryNames: '[name]',
    chunkNames: 'chunk-[hash]',
    metafile: true,
    write: true,
    logLevel: 'warning',
  })
  const outputs = result.metafile.outputs
  const entryOut = Object.keys(outputs).find((k) => outputs[k].entryPoint === entry)
  if (!entryOut) throw new Error(`esbuild produced no output for ${entry}`)

  // The entry chunk and everything it imports statically, transitively.
  const initial = new Set()
  const visit = (file) => {
    if (initial.has(file)) return
    initial.add(file)
    for (const imp of outputs[file].imports) if (imp.kind === 'import-statement' && !imp.external) visit(imp.path)
  }
  visit(entryOut)
  const lazy = Object.keys(outputs).filter((k) => k.endsWith('.js') && !initial.has(k))

  // Metafile paths are relative to the working directory (the repo root).
  const gzip = (file) => gzipSync(readFileSync(join(root, file)), { level: 9 }).length
  const files = [...initial].map((file) => ({ file, bytes: outputs[file].bytes, gzip: gzip(file) }))

  // Where the minified bytes of the initial chunks come from.
  const byModule = new Map()
  for (const file of initial) {
    for (const [input, { bytesInOutput }] of Object.entries(outputs[file].inputs)) {
      byModule.set(input, (byModule.get(input) ?? 0) + bytesInOutput)
    }
  }
  // Files an entry reaches through static imports, whether it uses them or not.
  const reach = (from) => {
    const reached = new Set([from])
    const queue = [from]
    while (queue.length > 0) {
      for (const imp of result.metafile.inputs[queue.shift()]?.imports ?? []) {
        if (imp.kind === 'dynamic-import' || reached.has(imp.path)) continue
        reached.add(imp.path)
        queue.push(imp.path)
      }
    }
    return reached
  }
  // Our lazy entries (modules loaded with import()) that do not import the public entries: each
  // such entry makes esbuild split the start-up code into more files (see src/index.ts).
  const lazyEntries = Object.values(outputs)
    .map((o) => o.entryPoint)
    .filter((input) => input !== undefined && input !== entry && !input.includes('node_modules/'))
  const apart = lazyEntries.filter((input) => {
    const reached = reach(input)
    return !reached.has('src/index.ts') || (input.startsWith('ui/') && !reached.has('ui/index.ts'))
  })
  return {
    files,
    barrels: [...reach(entry)].filter((input) => BARRELS_OFF_START.test(input)),
    apart,
    lazy: lazy.map((file) => ({ file, bytes: outputs[file].bytes, gzip: gzip(file) })),
    gzip: files.reduce((n, f) => n + f.gzip, 0),
    minified: files.reduce((n, f) => n + f.bytes, 0),
    modules: [...byModule].sort((a, b) => b[1] - a[1]),
  }
}

/** `node_modules/zod/v4/...` → `zod`; our own files by top folder (`src`, `projections`, …). */
function owner(input) {
  const m = input.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)
  return m ? m[1] : input.split('/')[0]
}

mkdirSync(outdir, { recursive: true })
const rows = []
for (const e of entries) {
  const m = await measure(e)
  rows.push({ ...e, ...m })
}

console.log('Initial JS, gzip -9, net of React (esbuild, minified, production, ESM, splitting)\n')
const header = ['entry', 'gzip KiB', 'minified KiB', 'files', 'lazy chunks', 'target KiB']
const table = rows.map((r) => [r.name, fmt(r.gzip), fmt(r.minified), String(r.files.length), String(r.lazy.length), r.target ?? '—'])
const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i].length)))
const line = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ')
console.log(line(header))
console.log(widths.map((w) => '-'.repeat(w)).join('  '))
for (const row of table) console.log(line(row))

for (const r of rows) {
  console.log(`\n${r.name}: biggest input modules (minified bytes in the initial JS)`)
  for (const [input, bytes] of r.modules.slice(0, TOP_MODULES)) console.log(`  ${String(bytes).padStart(7)}  ${input}`)
  const rest = r.modules.slice(TOP_MODULES)
  if (rest.length > 0) console.log(`  ${String(rest.reduce((n, [, b]) => n + b, 0)).padStart(7)}  (${rest.length} more)`)
  const packages = new Map()
  for (const [input, bytes] of r.modules) packages.set(owner(input), (packages.get(owner(input)) ?? 0) + bytes)
  console.log('  by package or folder: ' + [...packages].sort((a, b) => b[1] - a[1]).map(([p, b]) => `${p} ${fmt(b)} KiB`).join(', '))
  for (const l of r.lazy) console.log(`  lazy chunk ${l.file}: ${fmt(l.gzip)} KiB gzip (not in the initial JS)`)
}

const results = rows.map((r) => ({ name: `initial JS gzip, ${r.name}`, value: Number(kib(r.gzip).toFixed(2)), unit: 'KiB', target: r.target }))
writeFileSync(join(root, 'bench/size.json'), JSON.stringify(results, null, 2) + '\n')
console.log(`\nWrote bench/size.json`)

for (const r of rows) {
  const leaked = r.modules.filter(([input]) => LAZY_ONLY.test(input)).map(([input]) => input)
  if (leaked.length > 0) {
    console.error(`Lazy-only chain library in the initial JS of ${r.name}:\n  ${leaked.join('\n  ')}`)
    process.exitCode = 1
  } else console.log(`${r.name}: no Bitcoin or Solana library in the initial JS`)
}

for (const r of rows) {
  const leaked = r.modules.filter(([input]) => WALLETCONNECT_ONLY.test(input)).map(([input]) => input)
  if (leaked.length > 0) {
    console.error(`WalletConnect module in the initial JS of ${r.name}:\n  ${leaked.join('\n  ')}`)
    process.exitCode = 1
  } else console.log(`${r.name}: no @walletconnect or QR module in the initial JS`)
}

for (const r of rows.filter((row) => row.entry !== 'bench/size-all.ts')) {
  if (r.barrels.length > 0) {
    console.error(`The initial JS of ${r.name} reaches a barrel of lazy-only modules (import from src/bus/rx.ts):\n  ${r.barrels.join('\n  ')}`)
    process.exitCode = 1
  } else console.log(`${r.name}: no RxJS barrel reached at start`)
  if (r.apart.length > 0) {
    console.error(
      `Lazy entries of ${r.name} that do not import src/index.ts (and, under ui/, ui/index.ts) first, which splits the start-up code into more files:\n  ${r.apart.join('\n  ')}`,
    )
    process.exitCode = 1
  } else console.log(`${r.name}: every lazy entry of ours shares the start-up chunk`)
}

const over = rows.filter((r) => r.target && !(kib(r.gzip) <= Number(r.target.replace(/[^0-9.]/g, ''))))
if (over.length > 0) {
  for (const r of over) console.error(`Over budget: ${r.name} is ${fmt(r.gzip)} KiB, target ${r.target} KiB`)
  process.exitCode = 1
}

