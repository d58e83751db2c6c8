// The docs' samples (docs/samples/) run as tests: `vitest run --config docs/vitest.config.ts` (a step of `npm test`,
// test/run.mjs). The package's entries resolve to their sources, as in the repository's own tests.
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { gatehouseAliases } from '../test/helpers/aliases.js'

const root = (p: string) => fileURLToPath(new URL(`../${p}`, import.meta.url))

export default defineConfig({
  resolve: {
    alias: [
      ...gatehouseAliases,
      { find: /^gatehouse-modal\/devnet\/config$/, replacement: root('test/devnet/kit/config.ts') },
      { find: /^gatehouse-modal\/devnet$/, replacement: root('test/devnet/kit/index.ts') },
    ],
  },
  test: {
    root: root(''),
    include: ['docs/samples/**/*.test.{ts,tsx}'],
    setupFiles: ['test/helpers/setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
})
