// gatehouse-modal/selectors: the read-model selectors, apart from the core entry. The modal's views
// use them from their lazy chunks; exported from `gatehouse-modal` itself they were reachable from every
// app's start-up code, and a bundler that splits by reachability put them into the initial JS
// (0.8 KiB gzip) whether the app used them or not.
export {
  selectActiveBalanceUnavailable,
  selectBalance,
  selectBalanceRetryAllowed,
  selectBalanceUnavailable,
} from '../projections/balances/balances.selectors.js'
export { selectConfig, selectEmbedded } from '../projections/config/config.selectors.js'
export { selectModalOpen, selectModalView, selectModalHistory } from '../projections/modal/modal.selectors.js'
export {
  selectAnyConnected,
  selectConnectedAddress,
  selectConnection,
  selectNamespacesToDisconnect,
} from '../projections/connection/connection.selectors.js'
export {
  selectActiveChainId,
  selectActiveNetwork,
  selectActiveNetworkSupported,
  selectShowUnsupportedChain,
} from '../projections/network/network.selectors.js'
export { selectSiwxGateClosed, selectSiwxSignNeeded } from '../projections/siwx/siwx.selectors.js'
export { selectTransactionStackSize } from '../projections/transactions/transactions.selectors.js'
export { selectRequestsToRejectOnClose } from '../projections/transactions/closing.selectors.js'
export { selectSendForm } from '../projections/send/send.selectors.js'
export { selectBanner, selectShouldReportAlert } from '../projections/alerts/alerts.selectors.js'
export { selectThemeMode } from '../projections/theme/theme.selectors.js'
export { selectDirection, selectLocale } from '../projections/locale/locale.selectors.js'
export { selectAccount, selectAccountTab } from '../projections/account/account.selectors.js'
export {
  selectConnectorGroups,
  selectPairingExpired,
  selectRecentWallets,
  selectWalletListing,
  selectWalletSearch,
} from '../projections/wallets/wallets.selectors.js'
export { selectHistoryError, selectTransactionsByYear } from '../projections/history/history.selectors.js'
