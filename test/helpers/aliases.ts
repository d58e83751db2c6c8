import { fileURLToPath } from 'node:url'

const root = (p: string) => fileURLToPath(new URL(`../../${p}`, import.meta.url))

/**
 * Vite/vitest aliases that resolve the package's entry points to their
 * sources, for the tests, the e2e pages and the demo (one list for all).
 */
export const gatehouseAliases = [
  { find: /^gatehouse-modal$/, replacement: root('src/index.ts') },
  { find: /^gatehouse-modal\/react$/, replacement: root('ui/index.ts') },
  { find: /^gatehouse-modal\/testing$/, replacement: root('src/testing/index.ts') },
  { find: /^gatehouse-modal\/wagmi$/, replacement: root('src/wagmi/index.ts') },
  { find: /^gatehouse-modal\/siwx$/, replacement: root('src/siwx/index.ts') },
  { find: /^gatehouse-modal\/selectors$/, replacement: root('src/selectors.ts') },
  { find: /^gatehouse-modal\/element$/, replacement: root('ui/element/index.ts') },
]
