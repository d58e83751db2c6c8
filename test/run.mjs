#!/usr/bin/env node
// `npm test`: every check, in order, each tool's output streamed as it runs:
// type check, lint, the initial-JS size budget (`npm run size`), the public API's reports (`npm run api:check`), unit
// and property tests (vitest), the docs' samples and site (docs/), end-to-end tests (Playwright), and the example apps
// installed from `npm pack` (devnet-app: the devnet example's own suite and the four consumer apps of
// examples/consumers/).
// Every step runs even when an earlier one failed, so one run shows everything. The last line is the total: `N passed, N failed`
// (`, N skipped` when some were skipped). Type check, lint, the size budget and the API reports
// count as one test each. Exits non-zero when anything failed or when no test ran.
import { spawn } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const require = createRequire(join(root, 'package.json'))
const VITEST_JSON = join(root, 'test-results/vitest.json')
const PLAYWRIGHT_JSON = join(root, 'test-results/playwright.json')
const DEVNET_EXAMPLE_JSON = join(root, 'test-results/devnet-example.json')
const DOCS_SAMPLES_JSON = join(root, 'test-results/docs-samples.json')
const CONSUMERS_JSON = join(root, 'test-results/consumers.json')
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** The JS file of a package's command, run with this Node (no PATH or shell involved). */
function bin(pkg, name) {
  // A package whose "exports" leave out package.json (dependency-cruiser) is found in the node_modules folders
  // Node would search.
  const manifestPath = (require.resolve.paths(pkg) ?? [])
    .map((dir) => join(dir, pkg, 'package.json'))
    .find((path) => existsSync(path))
  if (!manifestPath) throw new Error(`${pkg} is not installed: run npm ci`)
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'))
  const file = typeof manifest.bin === 'string' ? manifest.bin : manifest.bin[name]
  return join(dirname(manifestPath), file)
}

const commandBins = {
  tsc: ['typescript', 'tsc'],
  eslint: ['eslint', 'eslint'],
  prettier: ['prettier', 'prettier'],
  depcruise: ['dependency-cruiser', 'depcruise'],
  vitest: ['vitest', 'vitest'],
  playwright: ['@playwright/test', 'playwright'],
  // Our own script (bench/size.mjs): it fails over the budget or when a lazy-only library reaches the initial JS.
  size: 'bench/size.mjs',
  // Packs the package once, installs it into copies of examples/devnet-app and examples/consumers' apps and runs their
  // suites (test/devnet-example.mjs).
  devnetExample: 'test/devnet-example.mjs',
  // Compares each public entry's API with its reviewed report in api/ (test/api-report.mjs, `npm run api:check`).
  apiReport: 'test/api-report.mjs',
  // The documentation site: the configuration reference from the types, then VitePress (docs/build.mjs).
  docsBuild: 'docs/build.mjs',
}

function run(label, command, args) {
  console.log(`\n━━ ${label}: ${command} ${args.join(' ')}`)
  const started = Date.now()
  return new Promise((resolve) => {
    const entry = commandBins[command]
    const script = typeof entry === 'string' ? join(root, entry) : bin(...entry)
    const child = spawn(process.execPath, [script, ...args], { cwd: root, stdio: 'inherit' })
    child.on('error', (error) => {
      console.error(`${label}: could not start ${command}: ${error.message}`)
      resolve({ code: 1, ms: Date.now() - started })
    })
    child.on('exit', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), ms: Date.now() - started }))
  })
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'))
  } catch {
    return null
  }
}

/** Counts of one step; a runner that failed without reporting a failed test counts as one failure. */
function counted(name, result, counts) {
  const failed = result.code !== 0 && counts.failed === 0 ? 1 : counts.failed
  if (failed !== counts.failed) {
    console.error(`${name} exited with code ${result.code} but reported no failed test: counted as one failure.`)
  }
  return { name, ...counts, failed, ms: result.ms }
}

const steps = []

/** A vitest run (its JSON report at `json`) counted test by test as step `name`. */
async function vitestStep(name, args, json) {
  rmSync(json, { force: true })
  const result = await run(name, 'vitest', [
    'run',
    ...args,
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${relative(root, json)}`,
  ])
  const report = readJson(json)
  const counts = report
    ? {
        passed: report.numPassedTests ?? 0,
        failed: report.numFailedTests ?? 0,
        skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
      }
    : { passed: 0, failed: 0, skipped: 0 }
  if (!report) console.error(`${name} wrote no report at ${json}.`)
  steps.push(counted(name, result, counts))
}

const MAX_FAILURES = 20
/** The start of an error message: its first lines without colour codes, at most 400 characters. */
function gist(message) {
  const text = String(message ?? '')
    // eslint-disable-next-line no-control-regex -- ANSI colour codes
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.includes('node_modules'))
    .slice(0, 4)
    .join(' · ')
  return text.length > 400 ? `${text.slice(0, 399)}…` : text
}

/** `vitest  file > test: error` for each failed test of vitest's JSON report. */
function vitestFailures(report) {
  const out = []
  for (const file of report?.testResults ?? []) {
    const path = String(file.name ?? '').replace(root, '')
    for (const t of file.assertionResults ?? []) {
      if (t.status === 'failed')
        out.push(`vitest      ${path} > ${t.fullName ?? t.title}: ${gist(t.failureMessages?.[0])}`)
    }
    if ((file.assertionResults ?? []).length === 0 && file.status === 'failed')
      out.push(`vitest      ${path}: ${gist(file.message)}`)
  }
  return out
}

/** `playwright  file:line test: error (at file:line)` for each failed or flaky test of Playwright's JSON report. */
function playwrightFailures(report) {
  const out = []
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status !== 'unexpected' && t.status !== 'flaky') continue
        const result = (t.results ?? []).find((r) => r.status !== 'passed' && r.status !== 'skipped')
        const error = result?.errors?.[0] ?? result?.error
        const at = error?.location
          ? ` (at ${String(error.location.file).replace(root, '')}:${error.location.line})`
          : ''
        out.push(`playwright  ${spec.file}:${spec.line} ${spec.title}: ${gist(error?.message)}${at}`)
        // test/e2e/fixtures.ts attaches the page's last events: what the product did before the failure.
        for (const attachment of result?.attachments ?? []) {
          if (attachment.name !== 'gatehouse log tail' || typeof attachment.body !== 'string') continue
          const tail = Buffer.from(attachment.body, 'base64').toString('utf8')
          out.push(`            log tail: ${tail.length > 600 ? `…${tail.slice(-599)}` : tail}`)
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child)
  }
  for (const suite of report?.suites ?? []) walk(suite)
  for (const error of report?.errors ?? []) out.push(`playwright  (outside a test): ${gist(error.message)}`)
  return out
}

// 1. Type check, 2. lint, 3. the formatter's check, 4. the import graph without cycles and 5. the size budget: one
// test each.
for (const [name, command, args] of [
  ['typecheck', 'tsc', ['-p', 'tsconfig.json', '--noEmit']],
  ['lint', 'eslint', ['.']],
  ['format', 'prettier', ['--check', '.']],
  ['cycles', 'depcruise', ['--validate', '--output-type', 'err', 'src', 'projections', 'effects', 'ui']],
  ['size', 'size', []],
]) {
  const result = await run(name, command, args)
  const ok = result.code === 0
  steps.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0, ms: result.ms })
}

// The public API: each entry's declarations against its reviewed report (api/*.api.md); one test.
{
  const result = await run('api', 'apiReport', [])
  const ok = result.code === 0
  steps.push({ name: 'api', passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0, ms: result.ms })
}

// 6. Unit and property tests.
await vitestStep('vitest', [], VITEST_JSON)

// 6b. The documentation (docs/): every code sample run by its own vitest file (docs/samples/*.test.*; each test one),
// then the site built (`npm run docs:build`, one test), which fails on a dead link or a missing sample.
await vitestStep('docs-code', ['--config', 'docs/vitest.config.ts'], DOCS_SAMPLES_JSON)
{
  const site = await run('docs-site', 'docsBuild', [])
  const ok = site.code === 0
  steps.push({ name: 'docs-site', passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0, ms: site.ms })
}

// 7. End-to-end tests, once their config and at least one spec exist.
rmSync(PLAYWRIGHT_JSON, { force: true })
const e2eDir = join(root, 'test/e2e')
const specs = existsSync(e2eDir)
  ? readdirSync(e2eDir, { recursive: true }).filter((f) => /\.spec\.[cm]?[jt]sx?$/.test(String(f)))
  : []
if (!existsSync(join(root, 'playwright.config.ts'))) {
  console.log('\n━━ playwright: skipped, playwright.config.ts does not exist yet.')
} else if (specs.length === 0) {
  console.log('\n━━ playwright: skipped, no spec files (*.spec.ts) under test/e2e.')
} else {
  if (!existsSync(CHROMIUM)) {
    console.error(
      `\nChromium is not at ${CHROMIUM}: install it with \`apt-get install -y chromium\` (or set CHROMIUM_PATH).`,
    )
  }
  const result = await run('playwright', 'playwright', ['test'])
  const stats = readJson(PLAYWRIGHT_JSON)?.stats
  const counts = stats
    ? { passed: stats.expected ?? 0, failed: (stats.unexpected ?? 0) + (stats.flaky ?? 0), skipped: stats.skipped ?? 0 }
    : { passed: 0, failed: 0, skipped: 0 }
  if (!stats) console.error(`playwright wrote no report at ${PLAYWRIGHT_JSON}.`)
  steps.push(counted('playwright', result, counts))
}

// 8. The example apps installed from `npm pack`: the devnet example (examples/devnet-app/) runs its own Playwright
// suite on the published devnet entries, and the consumer apps (examples/consumers/: Vite + React 19 and 18, Next.js
// App Router, a plain HTML page) are built for production and tested in one Playwright run. After the main suite,
// never beside it: two Playwright runs would share the two cores.
rmSync(DEVNET_EXAMPLE_JSON, { force: true })
rmSync(CONSUMERS_JSON, { force: true })
{
  const result = await run('devnet-app', 'devnetExample', [])
  const counts = { passed: 0, failed: 0, skipped: 0 }
  for (const [report, what] of [
    [DEVNET_EXAMPLE_JSON, 'the devnet example'],
    [CONSUMERS_JSON, 'the consumer apps'],
  ]) {
    const stats = readJson(report)?.stats
    if (!stats) console.error(`${what} wrote no report at ${report}.`)
    counts.passed += stats?.expected ?? 0
    counts.failed += (stats?.unexpected ?? 0) + (stats?.flaky ?? 0)
    counts.skipped += stats?.skipped ?? 0
  }
  steps.push(counted('devnet-app', result, counts))
}

// Why each failed test failed, in a line or two, next to the summary: a CI log is often read from its end only.
const failures = [
  ...vitestFailures(readJson(VITEST_JSON)),
  ...vitestFailures(readJson(DOCS_SAMPLES_JSON)),
  ...playwrightFailures(readJson(PLAYWRIGHT_JSON)),
  ...playwrightFailures(readJson(DEVNET_EXAMPLE_JSON)),
  ...playwrightFailures(readJson(CONSUMERS_JSON)),
]
if (failures.length > 0) {
  console.log(
    `\n━━ failures (${failures.length}; the first ${Math.min(failures.length, MAX_FAILURES)}, the start of each error)`,
  )
  for (const line of failures.slice(0, MAX_FAILURES)) console.log(line)
}

/**
 * The end-to-end tests tagged @peer (in their titles): those that check what a real local peer holds or answered (the
 * chain's balances and receipts, the sign-in server's verification, the registry's record, the relay's session),
 * counted with how many of them passed.
 */
function peerTests(report) {
  let tagged = 0
  let passed = 0
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      if (!(spec.tags ?? []).some((tag) => tag === '@peer' || tag === 'peer')) continue
      for (const t of spec.tests ?? []) {
        tagged++
        if (t.status === 'expected') passed++
      }
    }
    for (const child of suite.suites ?? []) walk(child)
  }
  for (const suite of report?.suites ?? []) walk(suite)
  return { tagged, passed }
}

// Summary.
const total = { passed: 0, failed: 0, skipped: 0 }
console.log('\n━━ summary')
for (const s of steps) {
  total.passed += s.passed
  total.failed += s.failed
  total.skipped += s.skipped
  const status = s.failed > 0 ? 'FAIL' : 'ok  '
  const skipped = s.skipped ? `, ${s.skipped} skipped` : ''
  console.log(
    `${status} ${s.name.padEnd(11)} ${s.passed} passed, ${s.failed} failed${skipped}  (${(s.ms / 1000).toFixed(1)} s)`,
  )
}
{
  const peers = peerTests(readJson(PLAYWRIGHT_JSON))
  if (peers.tagged > 0)
    console.log(`             of them ${peers.tagged} assert on a real peer (@peer), ${peers.passed} of those passed`)
}
const testsRan = steps
  .filter((s) => s.name === 'vitest' || s.name === 'playwright' || s.name === 'devnet-app')
  .reduce((n, s) => n + s.passed + s.failed, 0)
if (testsRan === 0) console.error('No unit or end-to-end test ran: that is a failure of the run.')
process.exitCode = total.failed > 0 || testsRan === 0 ? 1 : 0
console.log(`${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`)
