import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { gatehouseAliases } from '../../test/helpers/aliases.js'

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url))

// The wagmi example on its own (`vite build -c examples/wagmi/vite.config.ts`); `npm start` serves it at /wagmi/
// from the demo's server (examples/start.mjs), which hands it the devnet's addresses as __GATEHOUSE_DEVNET__.
export default defineConfig({
  root: here('.'),
  clearScreen: false,
  resolve: { alias: gatehouseAliases },
  oxc: { jsx: { runtime: 'automatic' } },
  server: { host: '127.0.0.1', fs: { allow: [here('../..')] } },
})
