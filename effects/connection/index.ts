// The generic connection effects, built with the default adapters, loaded as one lazy chunk by
// effects/index.ts. Each adapter stays idle without its family (no window, no project id, no frame, no
// Wallet Standard wallet).
import { authAdapter } from '../connectors/auth.js'
import { injectedAdapter } from '../connectors/injected.js'
import { walletConnectAdapter } from '../connectors/walletConnect.js'
import { walletStandardAdapter } from '../connectors/walletStandard.js'
import { connectWallet as connect } from './connectWallet.js'
import { disconnectWallet as disconnect } from './disconnectWallet.js'
import { requestWallet as request } from './requestWallet.js'
import { restoreWallet as restore } from './restoreWallet.js'
import { signMessage as sign } from './signMessage.js'
import { switchNetwork as switchTo } from './switchNetwork.js'
import { watchWallet as watch } from './watchWallet.js'

/** The wallet families Gatehouse drives, in the order their adapters are asked. */
const DEFAULT_ADAPTERS = [injectedAdapter, walletConnectAdapter, authAdapter, walletStandardAdapter] as const

/** Connects through the adapter of the chosen connector (ConnectRequested). */
export const connectWallet = connect(DEFAULT_ADAPTERS)
/** Re-syncs restored connections after a reload (SessionRestored). */
export const restoreWallet = restore(DEFAULT_ADAPTERS)
/** Disconnects, and tells the wallets afterwards (DisconnectRequested). */
export const disconnectWallet = disconnect(DEFAULT_ADAPTERS)
/** Switches the connected wallet's network (NetworkSwitchRequested). */
export const switchNetwork = switchTo(DEFAULT_ADAPTERS)
/** Follows the connected wallets' own events. */
export const watchWallet = watch(DEFAULT_ADAPTERS)
/** Signs a message with the connected wallet (SignMessageRequested). */
export const signMessage = sign(DEFAULT_ADAPTERS)
/** Sends the app's and the modal's wallet requests through the pipeline (TxQueued; SPEC §4, §6). */
export const requestWallet = request(DEFAULT_ADAPTERS)
