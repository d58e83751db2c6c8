// Injected wallets (EIP-6963 / EIP-1193), loaded as one lazy chunk by effects/index.ts; each does nothing without a window.
import * as _core from '../../src/index.js' // size: lazy entries share the start-up chunk (see src/index.ts)
export { discoverInjectedWallets } from './discoverInjectedWallets.js'
export { connectInjectedWallet } from './connectInjectedWallet.js'
export { watchInjectedWallet } from './watchInjectedWallet.js'
export { disconnectInjectedWallet } from './disconnectInjectedWallet.js'
export { switchInjectedNetwork } from './switchInjectedNetwork.js'
export { restoreInjectedWallet } from './restoreInjectedWallet.js'
export { signInjectedMessage } from './signInjectedMessage.js'
