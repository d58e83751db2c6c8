// Every event definition by name, for apps that validate or document the public event schema.
export { ModalOpenRequested, ModalOpened, ModalCloseRequested, ModalClosed } from './modal.js'
export { ConnectRequested, Connected, ConnectFailed, DisconnectRequested, Disconnected, AccountChanged } from './connection.js'
export {
  BackRequested,
  NavigateRequested,
  ViewPushed,
  ViewReplaced,
  ViewsReset,
  ViewPopped,
  ModalLoaded,
  ModalShaken,
  ModalShakeEnded,
} from './router.js'
export { Configured } from './config.js'
export { NetworkSwitchRequested, NetworkSwitched, NetworkUnsupported, NetworkSwitchFailed } from './network.js'
export { BalanceFetched, BalanceFetchFailed } from './balance.js'
export {
  SiwxSigned,
  SiwxCancelRequested,
  SiwxSignFailed,
  SiwxInitFailed,
  SiwxSessionsCleared,
  SiwxSignRequested,
  SiwxMessagePrepared,
  SiwxSessionsLoaded,
} from './siwx.js'
export { SignMessageRequested, MessageSigned, SignMessageFailed } from './signing.js'
export { TxQueued, TxApproved, TxSucceeded, TxFailed, TxRejected } from './transaction.js'
export { AlertReported, MessageRequested, MessageShown, MessageHidden, ThemeChanged, SendFormEdited, TokenSent } from './ui.js'
export {
  SessionRestored,
  LogStorageUnavailable,
  LogRecordQuarantined,
  LogWriteFailed,
  FirstPaintCopyIgnored,
  EffectFailed,
  ReducerFailed,
} from './system.js'
export { AccountsListed, ProfileFetched, ProfileFetchFailed, AuthUserFetched, TokenBalancesFetched, AccountTabRequested } from './account.js'
export {
  ConnectorsDiscovered,
  WalletsPageFetched,
  WalletsSearched,
  RecentWalletRecorded,
  PairingStarted,
  PairingConnected,
  WalletsPageRequested,
  WalletsSearchRequested,
  WalletsFetchFailed,
  WalletImagesPreloaded,
} from './wallets.js'
export { HistoryFetchStarted, HistoryFetched, HistoryFetchFailed, HistoryReset, HistoryPageRequested } from './history.js'
export { GasPriceRequested, GasPriceFetched, GasPriceFetchFailed } from './gas.js'
export { AnalyticsDisabled } from './analytics.js'
export { NameSuggestionsRequested, NameSuggestionsFetched, NameResolveRequested, NameResolved, NameLookupFailed } from './names.js'
export { WalletConnectUriCreated, WalletConnectWalletChosen, WalletConnectPingRequested, WalletConnectPinged } from './walletconnect.js'
export {
  EmailLoginRequested,
  EmailOtpRequired,
  DeviceVerificationRequired,
  OtpSubmitted,
  SocialLoginRequested,
  AuthCancelRequested,
  AuthConnected,
  AuthFailed,
  FarcasterLoginRequested,
  FarcasterUriCreated,
  FarcasterLoginFailed,
} from './auth.js'
