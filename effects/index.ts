import type { Effects } from '../src/bus/effects.js'
import type { GatehouseState } from '../projections/index.js'
import { sendAnalytics } from './analytics/sendAnalytics.js'
import { fetchBalances } from './balances/fetchBalances.js'
import { fetchGasPrice } from './gas/fetchGasPrice.js'
import { fetchHistory } from './history/fetchHistory.js'
import { fetchIdentity } from './identity/fetchIdentity.js'
import { connectInjectedWallet } from './injected/connectInjectedWallet.js'
import { disconnectInjectedWallet } from './injected/disconnectInjectedWallet.js'
import { discoverInjectedWallets } from './injected/discoverInjectedWallets.js'
import { restoreInjectedWallet } from './injected/restoreInjectedWallet.js'
import { switchInjectedNetwork } from './injected/switchInjectedNetwork.js'
import { watchInjectedWallet } from './injected/watchInjectedWallet.js'
import { modalRouter } from './modal/modalRouter.js'
import { lookupNames } from './names/lookupNames.js'
import { rejectRequestsOnClose } from './transactions/rejectRequestsOnClose.js'
import { showMessage } from './ui/showMessage.js'
import { fetchWallets } from './wallets/fetchWallets.js'
import { preloadWalletImages } from './wallets/preloadWalletImages.js'
import { searchWallets } from './wallets/searchWallets.js'

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
  // Network effects (SPEC §7); each does nothing without its service configured (deps.services).
  fetchBalances,
  fetchIdentity,
  lookupNames,
  fetchHistory,
  fetchGasPrice,
  fetchWallets,
  searchWallets,
  preloadWalletImages,
  sendAnalytics,
}
