// The network effects of SPEC §7, loaded as one lazy chunk by effects/index.ts; each does nothing without its
// service configured (deps.services).
import * as _core from '../src/index.js' // size: lazy entries share the start-up chunk (see src/index.ts)
export { sendAnalytics } from './analytics/sendAnalytics.js'
export { fetchBalances } from './balances/fetchBalances.js'
export { fetchGasPrice } from './gas/fetchGasPrice.js'
export { fetchHistory } from './history/fetchHistory.js'
export { fetchIdentity } from './identity/fetchIdentity.js'
export { lookupNames } from './names/lookupNames.js'
export { fetchWallets } from './wallets/fetchWallets.js'
export { preloadWalletImages } from './wallets/preloadWalletImages.js'
export { searchWallets } from './wallets/searchWallets.js'
export { fetchSwapTokens } from './swap/fetchSwapTokens.js'
export { quoteSwap } from './swap/quoteSwap.js'
export { submitSwap } from './swap/submitSwap.js'
