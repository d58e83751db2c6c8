// The demo's composition root: one Gatehouse, rendered at once: the first render shows the restored read models
// (the first-paint copy, read synchronously), so a reload shows the account without waiting for the log.
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createGatehouse } from 'gatehouse-modal'
import { GatehouseProvider } from 'gatehouse-modal/react'
import { App } from './App.js'
import { demoOptions } from './Settings.js'
import { devnet, devnetRpcUrls, supportedNetworks } from './devnet.js'
import { siwxServerOptions } from './siwxServerStorage.js'
import { installBitcoinTestWallet } from '../test/devnet/bitcoinWallet/index.js'
import { installSolanaTestWallet } from '../test/devnet/solanaWallet/index.js'
import { installTestWallet } from '../test/devnet/wallet/index.js'

// The devnet's test browser wallets, there before Gatehouse looks for wallets: the EVM one announced over EIP-6963,
// the Solana and Bitcoin ones registered through the Wallet Standard.
installTestWallet({ chains: devnet.chains, accounts: devnet.accounts })
installSolanaTestWallet({ solana: devnet.solana })
installBitcoinTestWallet({ bitcoin: devnet.bitcoin })

// Everything the demo talks to is the local devnet (npm start): its data API, wallet
// listing and analytics sink, and its chains' RPC URLs. Analytics is opt-in; the demo
// opts in so the sink has something to show. Chain 31337 is left unsupported on purpose.
// Sign in with the wallet (SPEC §4): ?siwx=on asks after connecting, ?siwx=required also blocks closing until signed.
// The nonce comes from the demo's sign-in server (examples/siwx-server.ts), which verifies each sign-in before keeping it.
declare const __GATEHOUSE_SIWX_SERVER__: string | undefined
const siwxServer = typeof __GATEHOUSE_SIWX_SERVER__ === 'string' ? siwxServerOptions(__GATEHOUSE_SIWX_SERVER__) : {}
const siwxMode = new URLSearchParams(location.search).get('siwx')
const siwxBase = { statement: 'Sign in to the Gatehouse demo', expiresIn: 86_400, ...siwxServer }
const siwx =
  siwxMode === 'required'
    ? { required: true, ...siwxBase }
    : siwxMode === 'on'
      ? { enabled: true, ...siwxBase }
      : undefined

const gatehouse = createGatehouse({
  projectId: devnet.projectId,
  ...(siwx ? { siwx, log: { name: `gatehouse:${devnet.projectId}:siwx-${siwxMode}` } } : {}),
  endpoints: { api: devnet.api, wallets: devnet.wallets, analytics: devnet.analytics, frame: devnet.frame },
  analytics: true,
  rpcUrls: devnetRpcUrls,
  networks: { requested: supportedNetworks },
  walletConnect: { relayUrl: devnet.walletConnect.relayUrl },
  // The options the demo's settings chose (examples/Settings.tsx), if any.
  ...demoOptions(),
})

// For the browser console and the end-to-end tests: `gatehouse.getProvider().request({ method: 'eth_chainId' })`.
declare global {
  interface Window {
    gatehouse?: typeof gatehouse
  }
}
window.gatehouse = gatehouse

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

createRoot(root).render(
  <StrictMode>
    <GatehouseProvider gatehouse={gatehouse}>
      <App />
    </GatehouseProvider>
  </StrictMode>,
)
