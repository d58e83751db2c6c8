// EIP-6963 discovery, loaded as one lazy chunk by effects/index.ts; it does nothing without a window.
// The generic connection effects over every family's adapter (effects/connection/) load with it:
// both start with Gatehouse, so one chunk serves them.
export { discoverInjectedWallets } from './discoverInjectedWallets.js'
export {
  connectWallet,
  restoreWallet,
  disconnectWallet,
  switchNetwork,
  watchWallet,
  signMessage,
  requestWallet,
} from '../connection/index.js'
