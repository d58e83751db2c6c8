// WalletConnect (sign-client), loaded as one lazy chunk by effects/index.ts; each does nothing without a project id.
// The sign-client itself is a further chunk (signClient.ts), loaded on the first connect or restore.
import * as _core from '../../src/index.js' // size: lazy entries share the start-up chunk (see src/index.ts)
export { announceWalletConnect } from './announceWalletConnect.js'
export { connectWalletConnect } from './connectWalletConnect.js'
export { watchWalletConnect } from './watchWalletConnect.js'
export { restoreWalletConnect } from './restoreWalletConnect.js'
export { disconnectWalletConnect } from './disconnectWalletConnect.js'
export { switchWalletConnectNetwork } from './switchWalletConnectNetwork.js'
export { signWalletConnectMessage } from './signWalletConnectMessage.js'
export { pingWalletConnect } from './pingWalletConnect.js'
