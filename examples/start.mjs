#!/usr/bin/env node
// `npm start`: the devnet (three anvil chains, test tokens, the reference data API,
// wallet-listing service and analytics sink; test/devnet/start.ts) and the demo
// (examples/, Vite) on 127.0.0.1, with the devnet's addresses handed to the page.
// The same server serves the replay harness at /harness/, the wagmi example at /wagmi/ and the page without React at
// /element/.
// Ports (0 picks a free one):
//   PORT                     demo page                 5173
//   DEVNET_ETHEREUM_PORT     Ethereum (chain 1) RPC    8545
//   DEVNET_BASE_PORT         Base (chain 8453) RPC     8546
//   DEVNET_UNSUPPORTED_PORT  chain 31337 RPC           8547
//   DEVNET_API_PORT          data API                  4010
//   DEVNET_WALLETS_PORT      wallet-listing service    4011
//   DEVNET_ANALYTICS_PORT    analytics sink            4012
//   DEVNET_FRAME_PORT        secure frame + mailbox    4013
//   DEVNET_WC_RELAY_PORT     WalletConnect relay (ws)  4014
//   DEVNET_PHONE_WALLET_PORT test phone wallet page    4015
//   SIWX_SERVER_PORT         sign-in server (nonces,   4016
//                            verification; examples/siwx-server.ts)
//   DEVNET_BUNDLER_PORT      ERC-4337 bundler          4017
//   DEVNET_SOLANA_PORT       Solana chain (JSON-RPC    4018
//                            and WebSocket)
//   DEVNET_BITCOIN_PORT      Bitcoin service (Esplora) 4019
// DEVNET_INFO_FILE=<path> also writes the devnet info (test/devnet/info.ts) there as JSON.
// Ctrl-C stops everything it started, anvil processes included.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))

const PORTS = [
  ['PORT', 'demo page', 5173],
  ['DEVNET_ETHEREUM_PORT', 'Ethereum RPC', 8545],
  ['DEVNET_BASE_PORT', 'Base RPC', 8546],
  ['DEVNET_UNSUPPORTED_PORT', 'chain 31337 RPC', 8547],
  ['DEVNET_API_PORT', 'data API', 4010],
  ['DEVNET_WALLETS_PORT', 'wallet-listing service', 4011],
  ['DEVNET_ANALYTICS_PORT', 'analytics sink', 4012],
  ['DEVNET_FRAME_PORT', 'secure frame and mailbox', 4013],
  ['DEVNET_WC_RELAY_PORT', 'WalletConnect relay', 4014],
  ['DEVNET_PHONE_WALLET_PORT', 'test phone wallet', 4015],
  ['SIWX_SERVER_PORT', 'sign-in server', 4016],
  ['DEVNET_BUNDLER_PORT', 'ERC-4337 bundler', 4017],
  ['DEVNET_SOLANA_PORT', 'Solana chain', 4018],
  ['DEVNET_BITCOIN_PORT', 'Bitcoin service', 4019],
]
const port = {}
for (const [name, , fallback] of PORTS) {
  const raw = process.env[name]
  const value = raw === undefined || raw === '' ? fallback : Number(raw)
  if (!Number.isInteger(value) || value < 0 || value > 65535) {
    console.error(`${name} must be a whole number from 0 to 65535, not "${raw}".`)
    process.exit(2)
  }
  port[name] = value
}
const taken = new Map(PORTS.map(([name]) => [port[name], name]).filter(([p]) => p !== 0))
if (taken.size !== PORTS.filter(([name]) => port[name] !== 0).length) {
  console.error('Two of the ports are the same; give each service its own (or 0 for a free one).')
  process.exit(2)
}

/** Explains a taken port: which variable moves it. */
function explainPortInUse(error) {
  const m = /Port (\d+) on 127\.0\.0\.1 is already in use/.exec(String(error?.message ?? ''))
  if (!m) return false
  const name = taken.get(Number(m[1]))
  const what = PORTS.find(([n]) => n === name)?.[1] ?? 'a service'
  console.error(
    `\nPort ${m[1]} on 127.0.0.1 is already in use, so the ${what} cannot start there (another \`npm start\`?).`,
  )
  if (name)
    console.error(
      `Stop that process, or choose another port: ${name}=${Number(m[1]) + 100} npm start   (${name}=0 picks a free one)`,
    )
  return true
}

// The devnet is TypeScript; bundle it for Node with esbuild (packages stay external), then import it.
const { build, stop: stopEsbuild } = await import('esbuild')
const bundle = join(root, 'node_modules/.cache/gatehouse-devnet', `start-${process.pid}.mjs`)
mkdirSync(dirname(bundle), { recursive: true })
const entry = join(root, 'test/devnet/start.ts')
await build({
  entryPoints: [entry],
  bundle: true,
  platform: 'node',
  format: 'esm',
  packages: 'external',
  outfile: bundle,
  logLevel: 'error',
  // Files next to start.ts (wallet images, anvil's package) resolve from there, not from the cache.
  define: { 'import.meta.url': JSON.stringify(pathToFileURL(entry).href) },
})
// The sign-in server imports gatehouse-modal/siwx, served from source like the demo's imports.
const siwxBundle = join(root, 'node_modules/.cache/gatehouse-devnet', `siwx-server-${process.pid}.mjs`)
await build({
  entryPoints: [join(root, 'examples/siwx-server.ts')],
  bundle: true,
  platform: 'node',
  format: 'esm',
  packages: 'external',
  alias: { 'gatehouse-modal/siwx': join(root, 'src/siwx/index.ts') },
  outfile: siwxBundle,
  logLevel: 'error',
})
await stopEsbuild() // its service process is not needed any more
const { startDevnet } = await import(bundle)
const { startSiwxServer } = await import(siwxBundle)
rmSync(bundle, { force: true })
rmSync(siwxBundle, { force: true })

let devnet
let vite
let siwxServer
let stopping = false
async function stop(code) {
  // A second Ctrl-C does not wait.
  if (stopping) process.exit(130)
  stopping = true
  await Promise.allSettled([vite?.close(), devnet?.stop(), siwxServer?.close()])
  process.exit(code)
}
process.on('SIGINT', () => void stop(0))
process.on('SIGTERM', () => void stop(0))
process.on('SIGHUP', () => void stop(0))

try {
  devnet = await startDevnet({
    ports: {
      ethereum: port.DEVNET_ETHEREUM_PORT,
      base: port.DEVNET_BASE_PORT,
      unsupported: port.DEVNET_UNSUPPORTED_PORT,
      api: port.DEVNET_API_PORT,
      wallets: port.DEVNET_WALLETS_PORT,
      analytics: port.DEVNET_ANALYTICS_PORT,
      frame: port.DEVNET_FRAME_PORT,
      walletConnectRelay: port.DEVNET_WC_RELAY_PORT,
      phoneWallet: port.DEVNET_PHONE_WALLET_PORT,
      bundler: port.DEVNET_BUNDLER_PORT,
      solana: port.DEVNET_SOLANA_PORT,
      bitcoin: port.DEVNET_BITCOIN_PORT,
    },
  })
} catch (error) {
  if (!explainPortInUse(error)) console.error(`The devnet could not start: ${error?.message ?? error}`)
  process.exit(1)
}
const { info } = devnet
if (process.env.DEVNET_INFO_FILE) {
  mkdirSync(dirname(process.env.DEVNET_INFO_FILE), { recursive: true })
  writeFileSync(process.env.DEVNET_INFO_FILE, `${JSON.stringify(info, null, 2)}\n`)
}

try {
  siwxServer = await startSiwxServer({
    port: port.SIWX_SERVER_PORT,
    chains: info.chains.map((c) => ({ chainId: c.chainId, rpcUrl: c.rpcUrl })),
    networks: [info.solana.caipNetworkId, info.bitcoin.caipNetworkId],
  })
} catch (error) {
  await devnet.stop()
  if (error?.code === 'EADDRINUSE')
    explainPortInUse({ message: `Port ${port.SIWX_SERVER_PORT} on 127.0.0.1 is already in use` })
  else console.error(`The sign-in server could not start: ${error?.message ?? error}`)
  process.exit(1)
}

// The page may call the devnet's origins (and nothing else): add them to the demo's CSP.
const origins = [
  info.api,
  info.wallets,
  info.analytics,
  ...info.chains.map((c) => c.rpcUrl),
  info.solana.rpcUrl,
  info.solana.wsUrl,
  info.bitcoin.apiUrl,
  info.walletConnect.relayUrl,
  siwxServer.url,
].map((u) => new URL(u).origin)
const cspForDevnet = {
  name: 'gatehouse-devnet-csp',
  transformIndexHtml: (html) =>
    html
      .replace("connect-src 'self'", `connect-src 'self' ${origins.join(' ')}`)
      .replace(
        "img-src 'self' data:",
        `img-src 'self' data: ${new URL(info.wallets).origin} ${new URL(info.api).origin}`,
      )
      // The secure frame (email and social login) is the only page the demo may frame.
      .replace("connect-src 'self'", `frame-src ${new URL(info.frame).origin}; connect-src 'self'`),
}

const { createServer } = await import('vite')
try {
  vite = await createServer({
    configFile: join(root, 'examples/vite.config.ts'),
    define: { __GATEHOUSE_DEVNET__: JSON.stringify(info), __GATEHOUSE_SIWX_SERVER__: JSON.stringify(siwxServer.url) },
    plugins: [cspForDevnet],
    server: { host: '127.0.0.1', port: port.PORT, strictPort: true },
  })
  await vite.listen()
} catch (error) {
  await Promise.allSettled([vite?.close(), devnet.stop(), siwxServer.close()])
  const inUse = error?.code === 'EADDRINUSE' || /already in use/i.test(String(error?.message))
  if (!inUse) throw error
  explainPortInUse({ message: `Port ${port.PORT} on 127.0.0.1 is already in use` })
  process.exit(1)
}

const url = vite.resolvedUrls?.local[0] ?? `http://127.0.0.1:${port.PORT}/`
siwxServer.setOrigin(url)
// performance.now() counts from this process's start.
const seconds = (performance.now() / 1000).toFixed(2)
const chains = info.chains.map(
  (c) =>
    `  ${c.name.padEnd(9)} eip155:${String(c.chainId).padEnd(6)} ${c.rpcUrl}${c.supported ? '' : '  (not supported by the demo)'}`,
)
console.log(
  [
    '',
    `Gatehouse demo: ${url}`,
    `Replay harness: ${new URL('harness/', url).href}`,
    `wagmi example:  ${new URL('wagmi/', url).href}`,
    `without React:  ${new URL('element/', url).href}`,
    '',
    'Devnet:',
    ...chains,
    `  data API           ${info.api}`,
    `  wallet listing     ${info.wallets}/getWallets?projectId=${info.projectId}`,
    `  analytics sink     ${info.analytics}/  (received events)`,
    `  secure frame       ${info.frame}`,
    `  mailbox            ${info.mailbox}  (email login codes)`,
    `  WalletConnect      ${info.walletConnect.relayUrl}  (relay)`,
    `  phone wallet       ${info.walletConnect.phoneWallet}/  (paste a WalletConnect link, approve)`,
    `  sign-in server     ${siwxServer.url}/  (nonces; verifies ?siwx=on sign-ins)`,
    `  dev account 0      ${info.accounts[0].address}`,
    '',
    `Up in ${seconds} s. Press Ctrl-C to stop.`,
    '',
  ].join('\n'),
)
