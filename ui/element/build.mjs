#!/usr/bin/env node
// Builds gatehouse-modal/element into dist/element/ (part of `npm run build`): one ES module bundle with React inside, so
// a page without React or a bundler imports it by URL. Its lazy chunks (the dialog, the views, the effects, the
// locales) stay chunks beside it, loaded by relative URL when used. Its types are tsc's (dist/ui/element/index.d.ts).
// `--out <dir>` builds elsewhere and `--meta <file>` writes esbuild's metafile there (the tests read its imports).
import { rmSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { build } from 'esbuild'

const root = fileURLToPath(new URL('../..', import.meta.url))
const { values } = parseArgs({ options: { out: { type: 'string' }, meta: { type: 'string' } } })
const outdir = values.out ? resolve(values.out) : resolve(root, 'dist/element')

rmSync(outdir, { recursive: true, force: true })
const result = await build({
  entryPoints: { index: resolve(root, 'ui/element/index.ts') },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  minify: true,
  sourcemap: true,
  // React's production build; nothing else reads NODE_ENV in the browser.
  define: { 'process.env.NODE_ENV': '"production"' },
  chunkNames: 'chunks/[name]-[hash]',
  legalComments: 'linked',
  metafile: true,
  logLevel: 'warning',
})
if (values.meta) writeFileSync(values.meta, JSON.stringify(result.metafile))
const files = Object.keys(result.metafile.outputs).filter((f) => f.endsWith('.js'))
console.log(`gatehouse-modal/element: ${files.length} files in ${outdir}`)
