import { defineConfig } from 'vitest/config'
import { gatehouseAliases } from './test/helpers/aliases.js'

export default defineConfig({
  resolve: { alias: gatehouseAliases },
  test: {
    include: ['{src,projections,effects,ui,test}/**/*.test.{ts,tsx}'],
    exclude: ['test/e2e/**', 'node_modules/**'],
    setupFiles: ['test/helpers/setup.ts'],
    testTimeout: 20_000,
  },
})
