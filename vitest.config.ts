import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url))

export default defineConfig({
  resolve: {
    alias: [
      { find: /^gatehouse$/, replacement: here('./src/index.ts') },
      { find: /^gatehouse\/react$/, replacement: here('./ui/index.ts') },
      { find: /^gatehouse\/testing$/, replacement: here('./src/testing/index.ts') },
    ],
  },
  test: {
    include: ['{src,projections,effects,ui,test}/**/*.test.{ts,tsx}'],
    exclude: ['test/e2e/**', 'node_modules/**'],
    setupFiles: ['test/helpers/setup.ts'],
    testTimeout: 20_000,
  },
})
