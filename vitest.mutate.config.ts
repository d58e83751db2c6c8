// The unit tests Stryker runs against its mutants (npm run mutate): the tests beside the code under mutation
// (stryker.config.json's `mutate`), one file at a time, so a run leaves the other core free. MUTATE_TESTS (comma-
// separated globs) widens or narrows them for another scope. The integration and devnet tests under test/ are left
// out: they start chains and servers per file, which a run of hundreds of mutants cannot afford.
import { defineConfig } from 'vitest/config'
import base from './vitest.config.js'

const DEFAULT_TESTS = ['effects/modal/**/*.test.ts', 'projections/network/**/*.test.ts']

// Spread, not mergeConfig: merging would append these globs to the base's instead of replacing them.
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: process.env.MUTATE_TESTS?.split(',') ?? DEFAULT_TESTS,
    fileParallelism: false,
    maxWorkers: 1,
    // Each mutant reruns a few files: importing them once, not once a file, halves a run (these files share no state).
    // MUTATE_ISOLATE=true for a scope whose tests do share module state (src/domain: addresses.test.ts checks that
    // bitcoinjs-lib is not loaded before the first Bitcoin address, which another file may already have loaded).
    isolate: process.env.MUTATE_ISOLATE === 'true',
  },
})
