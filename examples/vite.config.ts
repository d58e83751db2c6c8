import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { gatehouseAliases } from '../test/helpers/aliases.js'

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url))

// The demo imports Gatehouse by its package names, served from source (the
// same aliases as vitest.config.ts). `examples/start.mjs` sets host and port.
export default defineConfig({
  root: here('.'),
  clearScreen: false,
  resolve: { alias: gatehouseAliases },
  // Vite's built-in Oxc compiles JSX; no React plugin (so no Fast Refresh: edits reload the page).
  oxc: { jsx: { runtime: 'automatic' } },
  // A production build (`vite build -c examples/vite.config.ts`) holds the four pages: the demo, the replay harness,
  // the wagmi example and the page without React. The dev server's dependency scan starts from the same list: a page
  // left out had its dependencies (@wagmi/core) found on its first visit, and Vite's re-optimization then reloaded
  // every open page (two e2e tests running beside wagmi.spec.ts lost their modal in a CI run).
  build: {
    rollupOptions: {
      input: {
        demo: here('index.html'),
        harness: here('harness/index.html'),
        wagmi: here('wagmi/index.html'),
        element: here('element/index.html'),
      },
    },
  },
  server: {
    host: '127.0.0.1',
    fs: { allow: [here('..')] },
  },
})
