#!/usr/bin/env node
// Builds the published devnet entries into dist/devnet/ (part of `npm run build`): the Node entries bundled with
// esbuild (the devnet's TypeScript under test/devnet/ imports JSON and reads files beside itself, which tsc's
// output cannot), packages left to the app's node_modules; each test wallet (EVM, Solana, Bitcoin) as a page
// script; the files the servers read at run time; and the entries' type declarations.
// `--out <dir>` builds elsewhere and `--no-types` skips the declarations (the example's run in npm test, which
// needs the JavaScript only).
import { spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { build } from 'esbuild'

const root = fileURLToPath(new URL('../../..', import.meta.url))
const kit = fileURLToPath(new URL('.', import.meta.url))
const { values } = parseArgs({ options: { out: { type: 'string' }, 'no-types': { type: 'boolean' } } })
const out = `${values.out ? resolve(values.out) : `${root}dist/devnet`}/`
const require = createRequire(import.meta.url)

rmSync(out, { recursive: true, force: true })
mkdirSync(out, { recursive: true })

// cli.js and playwright.js use index.js as published, so one devnet module runs whichever entry an app imports
// (only the entries' own ./index.js: the devnet's other folders keep their index modules bundled).
const sharedIndex = {
  name: 'shared-index',
  setup(b) {
    b.onResolve({ filter: /^\.\/index\.js$/ }, (args) =>
      `${dirname(args.importer)}/` === kit ? { path: './index.js', external: true } : undefined,
    )
  },
}
// Packages stay in the app's node_modules. Node 20.19 (the package's engines) keeps the import attributes of the
// contracts' JSON artifacts; an older target would drop them.
const node = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  packages: 'external',
  logLevel: 'error',
}
await build({ ...node, entryPoints: [`${kit}index.ts`, `${kit}config.ts`], outdir: out })
await build({ ...node, entryPoints: [`${kit}playwright.ts`], outdir: out, plugins: [sharedIndex] })
await build({
  ...node,
  entryPoints: [`${kit}cli.ts`],
  outdir: out,
  plugins: [sharedIndex],
  banner: { js: '#!/usr/bin/env node' },
})
// The test browser wallets, for page.addInitScript: everything inlined, each an IIFE defining a global:
// `GatehouseTestWallet.installTestWallet`, `GatehouseSolanaWallet.installSolanaTestWallet`,
// `GatehouseBitcoinWallet.installBitcoinTestWallet`.
const pageScripts = [
  ['wallet', 'GatehouseTestWallet'],
  ['solanaWallet', 'GatehouseSolanaWallet'],
  ['bitcoinWallet', 'GatehouseBitcoinWallet'],
]
await Promise.all(
  pageScripts.map(([folder, globalName]) =>
    build({
      entryPoints: [`${root}test/devnet/${folder}/index.ts`],
      outfile: `${out}${folder}.js`,
      bundle: true,
      platform: 'browser',
      format: 'iife',
      globalName,
      target: 'es2022',
      minify: true,
      logLevel: 'error',
    }),
  ),
)
// What the servers read beside their module (test/devnet/start.ts resolves these from import.meta.url).
cpSync(`${root}test/devnet/wallets/images`, `${out}wallets/images`, { recursive: true })
for (const file of ['frame.js', 'done.js', 'page.css'])
  cpSync(`${root}test/devnet/frame/${file}`, `${out}frame/${file}`)

if (values['no-types']) process.exit(0)
const tsc = spawnSync(
  process.execPath,
  [require.resolve('typescript/bin/tsc'), '-p', `${kit}tsconfig.build.json`, '--outDir', `${out}types`],
  { stdio: 'inherit' },
)
process.exit(tsc.status ?? 1)
