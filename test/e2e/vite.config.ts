import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { gatehouseAliases } from '../helpers/aliases.js'

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url))

// Serves the end-to-end test pages (test/e2e/pages) with the library from source, as vitest.config.ts does.
export default defineConfig({
  root: here('./pages'),
  cacheDir: here('../../node_modules/.vite/e2e'),
  logLevel: 'warn',
  clearScreen: false,
  resolve: { alias: gatehouseAliases },
  plugins: [
    {
      // A page asked for with ?csp=<policy> is served with that Content-Security-Policy header (the modal's CSP test).
      name: 'csp-header',
      configureServer(server) {
        server.middlewares.use((req, res, next) => {
          const policy = new URL(req.url ?? '/', 'http://127.0.0.1').searchParams.get('csp')
          if (policy) res.setHeader('content-security-policy', policy)
          next()
        })
      },
    },
  ],
  // Development mode: frozen events and read models, plain-JSON checks (STYLE §5).
  define: { 'process.env.NODE_ENV': JSON.stringify('development') },
  server: {
    host: '127.0.0.1',
    strictPort: true,
    // The sandboxed-iframe page loads modules from an opaque origin ("null").
    cors: true,
    fs: { allow: [here('../..')] },
  },
})
