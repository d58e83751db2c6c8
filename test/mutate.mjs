#!/usr/bin/env node
// `npm run mutate` (every scope, `all` below) and `npm run mutate:scope -- <scope>…`: Stryker (stryker.config.json,
// concurrency 1) over one scope at a time, each with the tests beside its code, its own incremental file
// (reports/stryker-<scope>.json) and its own copy of the JSON report (reports/mutation/<scope>.json), so a scope's run
// neither redoes nor overwrites another's.
// One run of the whole scope does not fit a sitting on 2 shared cores: src/domain alone is ~2,200 mutants, ~29 min.
// Static mutants (module-level constants, which rerun every test) are skipped (--ignoreStatic, reported as Ignored):
// src/domain's 305 would add ~75 min. Pass `--static` to include them.
import { spawnSync } from 'node:child_process'
import { copyFileSync, existsSync, mkdirSync, readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))

/** Each scope: the code mutated, the tests run against it, and whether those tests need a fresh module graph each. */
const SCOPES = {
  // addresses.test.ts checks that bitcoinjs-lib is not loaded before the first Bitcoin address: shared module state.
  domain: { mutate: 'src/domain/**/*.ts', tests: 'src/domain/**/*.test.ts', isolate: true },
  projections: { mutate: 'projections/**/*.ts', tests: 'projections/**/*.test.ts', isolate: false },
  log: { mutate: 'src/log/**/*.ts', tests: 'src/log/**/*.test.ts', isolate: false },
  modal: { mutate: 'effects/modal/**/*.ts', tests: 'effects/modal/**/*.test.ts', isolate: false },
  // Every effects test, as for effects/kit below: some need a module graph and a page of their own.
  effects: { mutate: 'effects/**/*.ts,!effects/modal/**', tests: 'effects/**/*.test.ts', isolate: true },
}

/**
 * `effects/<folder>`: one folder of effects/ with the tests beside it, so that effects/ (~8,400 lines, more than a
 * sitting) is measured a piece at a time, each piece's results kept in its own incremental file and report.
 * effects/kit holds the pieces the other folders share and has no tests of its own: every effects test runs for it.
 */
function scopeOf(name) {
  if (name in SCOPES) return SCOPES[name]
  const folder = /^effects\/([a-zA-Z]+)$/.exec(name)?.[1]
  if (folder === undefined || !existsSync(`${root}effects/${folder}`)) return undefined
  // kit's tests are every effects test, and with them files that need a module graph and a page of their own:
  // discoverStandardWallets.test.ts fails after a file that registered Wallet Standard wallets on the shared page.
  const kit = folder === 'kit'
  const tests = kit ? 'effects/**/*.test.ts' : `effects/${folder}/**/*.test.ts`
  return { mutate: `effects/${folder}/**/*.ts`, tests, isolate: kit }
}

/**
 * `all` (`npm run mutate`): every scope the mutation targets name, each measured on its own with its own incremental
 * file: src/domain, src/log, projections/, effects/modal, then each other folder of effects/ (hours on 2 cores; a
 * rerun redoes only what changed).
 */
function allScopes() {
  const folders = readdirSync(`${root}effects`, { withFileTypes: true })
    .filter((d) => d.isDirectory() && d.name !== 'modal')
    .map((d) => `effects/${d.name}`)
    .sort()
  return ['domain', 'log', 'projections', 'modal', ...folders]
}

const args = process.argv.slice(2)
const withStatic = args.includes('--static')
const listOnly = args.includes('--list')
const names = args.filter((a) => a !== '--static' && a !== '--list').flatMap((a) => (a === 'all' ? allScopes() : [a]))
const unknown = names.filter((n) => scopeOf(n) === undefined)
if (names.length === 0 || unknown.length > 0) {
  console.error(
    `usage: npm run mutate:scope -- <all|${Object.keys(SCOPES).join('|')}|effects/<folder>>… [--static] [--list]`,
  )
  process.exit(2)
}
// --list: the scopes the arguments name, one a line, without running them.
if (listOnly) {
  console.log(names.join('\n'))
  process.exit(0)
}

let failed = 0
for (const name of names) {
  const scope = scopeOf(name)
  // A file name of its own for each scope (effects/siwx → effects-siwx).
  const file = name.replace('/', '-')
  const started = Date.now()
  const run = spawnSync(
    'npx',
    [
      'stryker',
      'run',
      '--mutate',
      `${scope.mutate},!**/*.test.ts`,
      '--incrementalFile',
      `reports/stryker-${file}.json`,
      ...(withStatic ? [] : ['--ignoreStatic']),
    ],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, MUTATE_TESTS: scope.tests, MUTATE_ISOLATE: String(scope.isolate) },
    },
  )
  if (run.status === 0) {
    mkdirSync(`${root}reports/mutation`, { recursive: true })
    copyFileSync(`${root}reports/mutation/mutation.json`, `${root}reports/mutation/${file}.json`)
  } else failed++
  console.log(`mutate:scope ${name}: exit ${run.status}, ${((Date.now() - started) / 60_000).toFixed(1)} min`)
}
process.exit(failed === 0 ? 0 : 1)
