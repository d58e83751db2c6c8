// gatehouse-modal/selectors: the read-model selectors an app reads, apart from the core entry. The modal's views
// use them from their lazy chunks; exported from `gatehouse-modal` itself they were reachable from every
// app's start-up code, and a bundler that splits by reachability put them into the initial JS
// (0.8 KiB gzip) whether the app used them or not. The selectors only the effects decide with (retry cooldowns,
// alert reporting, the router's gates, what closing or disconnecting rejects) and the modal's own view state stay
// inside the package.
export {
  selectActiveBalanceUnavailable,
  selectBalance,
  selectBalanceUnavailable,
} from '../projections/balances/balances.selectors.js'
export { selectConfig, selectEmbedded } from '../projections/config/config.selectors.js'
export { selectModalOpen, selectModalView } from '../projections/modal/modal.selectors.js'
export {
  selectAnyConnected,
  selectConnectedAddress,
  selectConnection,
} from '../projections/connection/connection.selectors.js'
export {
  selectActiveChainId,
  selectActiveNetwork,
  selectActiveNetworkSupported,
} from '../projections/network/network.selectors.js'
export { selectThemeMode } from '../projections/theme/theme.selectors.js'
export { selectDirection, selectLocale } from '../projections/locale/locale.selectors.js'
export { selectAccount } from '../projections/account/account.selectors.js'
export { selectRecentWallets } from '../projections/wallets/wallets.selectors.js'
export { selectHistoryError, selectTransactionsByYear } from '../projections/history/history.selectors.js'
