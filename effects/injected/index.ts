// Injected wallets (EIP-6963 / EIP-1193), loaded as one lazy chunk by effects/index.ts; each does nothing without a window.
export { discoverInjectedWallets } from './discoverInjectedWallets.js'
export { connectInjectedWallet } from './connectInjectedWallet.js'
export { watchInjectedWallet } from './watchInjectedWallet.js'
export { disconnectInjectedWallet } from './disconnectInjectedWallet.js'
export { switchInjectedNetwork } from './switchInjectedNetwork.js'
export { restoreInjectedWallet } from './restoreInjectedWallet.js'
export { signInjectedMessage } from './signInjectedMessage.js'
