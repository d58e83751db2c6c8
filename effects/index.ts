import type { Effects } from '../src/bus/effects.js'
import type { GatehouseState } from '../projections/index.js'
import { connectInjectedWallet } from './injected/connectInjectedWallet.js'
import { disconnectInjectedWallet } from './injected/disconnectInjectedWallet.js'
import { discoverInjectedWallets } from './injected/discoverInjectedWallets.js'
import { restoreInjectedWallet } from './injected/restoreInjectedWallet.js'
import { switchInjectedNetwork } from './injected/switchInjectedNetwork.js'
import { watchInjectedWallet } from './injected/watchInjectedWallet.js'
import { modalRouter } from './modal/modalRouter.js'
import { rejectRequestsOnClose } from './transactions/rejectRequestsOnClose.js'
import { showMessage } from './ui/showMessage.js'

/** The effects Gatehouse runs by default, by name (the name is the events' source). */
export const defaultEffects: Effects<GatehouseState> = {
  modalRouter,
  rejectRequestsOnClose,
  showMessage,
  // Injected wallets (EIP-6963 / EIP-1193); each does nothing without a window.
  discoverInjectedWallets,
  connectInjectedWallet,
  watchInjectedWallet,
  disconnectInjectedWallet,
  switchInjectedNetwork,
  restoreInjectedWallet,
}
