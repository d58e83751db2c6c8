#!/usr/bin/env node
// The reviewed public API: one API Extractor report a public entry of package.json's "exports" (api/<entry>.api.md),
// made from the declarations tsc emits for them. `npm run api` rewrites the reports; `npm run api:check` (and
// `npm test`) fails when an entry's API differs from its checked-in report, naming the entry, so a change to what the
// package exports is seen and approved in review.
// The declarations come from one tsc run over every entry's "source", as test/devnet-example.mjs emits them, with
// --noCheck: the type check is a step of its own, and without it the emit takes seconds instead of minutes.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { CompilerState, Extractor, ExtractorConfig } from '@microsoft/api-extractor'

const root = fileURLToPath(new URL('..', import.meta.url))
const local = process.argv.includes('--local')
const stage = join(root, 'test-results/api')
const typesDir = join(stage, 'types')
const reportDir = join(root, 'api')
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc')

/** `gatehouse-modal`, `gatehouse-modal-react`, `gatehouse-modal-devnet-config`…: the report's name for an entry. */
function reportName(packageName, subpath) {
  return [packageName, ...subpath.split('/').filter((p) => p !== '.' && p !== '')].join('-')
}

const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
const entries = Object.entries(manifest.exports).flatMap(([subpath, target]) =>
  typeof target === 'object' && target.source
    ? [{ subpath, source: join(root, target.source), name: reportName(manifest.name, subpath) }]
    : [],
)

const started = Date.now()
rmSync(stage, { recursive: true, force: true })
mkdirSync(stage, { recursive: true })
const typesConfig = join(stage, 'tsconfig.types.json')
writeFileSync(
  typesConfig,
  JSON.stringify({
    extends: join(root, 'test/devnet/kit/tsconfig.build.json'),
    compilerOptions: { outDir: typesDir, rootDir: root, noCheck: true },
    files: entries.map((e) => e.source),
  }),
)
const emitted = spawnSync(process.execPath, [tsc, '-p', typesConfig], { cwd: root, stdio: 'inherit' })
if (emitted.status !== 0) {
  console.error(`api: tsc could not emit the declarations (exit ${emitted.status ?? emitted.signal}).`)
  process.exit(1)
}
console.log(`api: declarations emitted (${((Date.now() - started) / 1000).toFixed(1)} s)`)

const base = ExtractorConfig.loadFile(join(reportDir, 'api-extractor.json'))
const configs = entries.map((entry) =>
  ExtractorConfig.prepare({
    configObject: {
      ...base,
      mainEntryPointFilePath: join(typesDir, relative(root, entry.source).replace(/\.tsx?$/, '.d.ts')),
      apiReport: { ...base.apiReport, reportFileName: `${entry.name}.api.md` },
    },
    configObjectFullPath: join(reportDir, 'api-extractor.json'),
    packageJsonFullPath: join(root, 'package.json'),
  }),
)
// One TypeScript program for every entry: building it is most of API Extractor's time.
const compilerState = CompilerState.create(configs[0], {
  additionalEntryPoints: configs.map((c) => c.mainEntryPointFilePath),
})
const changed = []
const failed = []
const diffs = new Map()
for (const [i, entry] of entries.entries()) {
  const config = configs[i]
  // API Extractor's own news about the report file (changed, copied, created) is the summary's below; any other
  // warning or error (a declaration it cannot read, a compiler error) fails the entry.
  let problems = 0
  const result = Extractor.invoke(config, {
    localBuild: local,
    compilerState,
    showVerboseMessages: false,
    printApiReportDiff: !local,
    messageCallback: (message) => {
      const id = String(message.messageId)
      if (message.logLevel === 'info' || message.logLevel === 'verbose' || message.logLevel === 'none') {
        message.handled = true
      } else if (id === 'console-api-report-diff') {
        // The change, as the report's diff would show it in review.
        message.handled = true
        diffs.set(config.reportFilePath, message.text)
      } else if (id.startsWith('console-api-report-') && id !== 'console-api-report-folder-missing') {
        message.handled = true
      } else problems++
    },
  })
  const label = `${manifest.name}${entry.subpath.slice(1)}`
  if (result.apiReportChanged) changed.push({ label, config })
  if (problems > 0) failed.push(`${label}: ${problems} errors or warnings (above)`)
}

// A report whose entry is gone from "exports" is stale.
const expected = new Set(entries.map((e) => `${e.name}.api.md`))
const stale = readdirSync(reportDir).filter((f) => f.endsWith('.api.md') && !expected.has(f))
for (const file of stale) {
  if (local) rmSync(join(reportDir, file))
  else failed.push(`api/${file}: no entry of package.json's "exports" has this report; delete it (npm run api)`)
}

const seconds = ((Date.now() - started) / 1000).toFixed(1)
if (local) {
  for (const { label } of changed) console.log(`api: ${label}: report updated`)
  for (const file of stale) console.log(`api: api/${file} deleted (its entry is gone)`)
} else {
  for (const { label, config } of changed) {
    const checkedIn = relative(root, config.reportFilePath)
    console.error(`api: ${label}: its API changed and ${checkedIn} was not updated.`)
    const diff = diffs.get(config.reportFilePath)
    if (diff) console.error(diff.split('\n').slice(0, 80).join('\n'))
    else if (!existsSync(config.reportFilePath)) console.error(`  (${checkedIn} does not exist)`)
  }
  if (changed.length > 0)
    console.error(`api: run \`npm run api\` and commit api/ once the change to the public API is intended.`)
}
for (const line of failed) console.error(`api: ${line}`)
const ok = failed.length === 0 && (local || changed.length === 0)
console.log(
  `api: ${entries.length} entries, ${local ? `${changed.length} reports updated` : `${changed.length} changed`}` +
    `, ${failed.length} with problems (${seconds} s)`,
)
process.exit(ok ? 0 : 1)
