#!/usr/bin/env node
// `npm run docs:build`: the configuration reference generated from the types (typedoc, into docs/reference/), then
// the site (VitePress, into docs/.vitepress/dist/; both folders are ignored). Fails on a type the reference cannot
// convert and on a dead link (VitePress's default).
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Application } from 'typedoc'
import { build } from 'vitepress'

const docs = fileURLToPath(new URL('.', import.meta.url))
const started = Date.now()

// A sample a page imports (`<<< @/samples/x.ts`) must exist: VitePress would render a missing one as a message in
// the page and build anyway.
const missing = []
for (const page of readdirSync(docs).filter((name) => name.endsWith('.md'))) {
  for (const [, path] of readFileSync(join(docs, page), 'utf8').matchAll(/^<<< @\/([^\s#{]+)/gm)) {
    if (!existsSync(join(docs, path))) missing.push(`${page}: ${path}`)
  }
}
if (missing.length > 0) {
  console.error(`docs: samples not found:\n${missing.join('\n')}`)
  process.exit(1)
}

rmSync(new URL('reference', import.meta.url), { recursive: true, force: true })
const typedoc = await Application.bootstrapWithPlugins({
  options: fileURLToPath(new URL('typedoc.json', import.meta.url)),
})
const project = await typedoc.convert()
if (!project || typedoc.logger.hasErrors()) {
  console.error('docs: the configuration reference could not be generated.')
  process.exit(1)
}
await typedoc.generateOutputs(project)
if (typedoc.logger.hasErrors()) process.exit(1)
console.log(`docs: configuration reference generated in ${((Date.now() - started) / 1000).toFixed(1)} s`)

await build(docs)
console.log(`docs: site built in ${((Date.now() - started) / 1000).toFixed(1)} s`)
