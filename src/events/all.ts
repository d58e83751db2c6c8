// Every event definition by name, for apps that validate or document the public event schema (the public
// `events`), and the one list the registry is built from (src/events/index.ts). A plain object, not a module
// namespace: a namespace object needs a bundler helper that would be the one thing an app's start-up took from
// the helpers' chunk (issue 8, size).
import { ModalOpenRequested, ModalOpened, ModalCloseRequested, ModalClosed } from './modal.js'
import { ConnectRequested, Connected, ConnectFailed, DisconnectRequested, Disconnected, AccountChanged } from './connection.js'
import { BackRequested, NavigateRequested, ViewPushed, ViewReplaced, ViewsReset, ViewPopped, ModalLoaded, ModalShaken, ModalShakeEnded } from './router.js'
import { Configured } from './config.js'
import { NetworkSwitchRequested, NetworkSwitched, NetworkUnsupported, NetworkSwitchFailed } from './network.js'
import { BalanceFetched, BalanceFetchFailed } from './balance.js'
import { SiwxSigned, SiwxCancelRequested, SiwxSignFailed, SiwxInitFailed, SiwxSessionsCleared, SiwxSignRequested, SiwxMessagePrepared, SiwxSessionsLoaded } from './siwx.js'
import { SignMessageRequested, MessageSigned, SignMessageFailed } from './signing.js'
import { TxQueued, TxApproved, TxSucceeded, TxFailed, TxRejected, TxMined } from './transaction.js'
import { AlertReported, MessageRequested, MessageShown, MessageHidden, ThemeChanged, SendFormEdited, TokenSent, SendRequested } from './ui.js'
import { SessionRestored, LogStorageUnavailable, LogRecordQuarantined, LogWriteFailed, FirstPaintCopyIgnored, EffectFailed, ReducerFailed } from './system.js'
import { AccountsListed, ProfileFetched, ProfileFetchFailed, AuthUserFetched, TokenBalancesFetched, AccountTabRequested } from './account.js'
import { ConnectorsDiscovered, WalletsPageFetched, WalletsSearched, RecentWalletRecorded, PairingStarted, PairingConnected, WalletsPageRequested, WalletsSearchRequested, WalletsFetchFailed, WalletImagesPreloaded } from './wallets.js'
import { HistoryFetchStarted, HistoryFetched, HistoryFetchFailed, HistoryReset, HistoryPageRequested } from './history.js'
import { NftsFetchStarted, NftsFetched, NftsFetchFailed } from './nfts.js'
import { GasPriceRequested, GasPriceFetched, GasPriceFetchFailed } from './gas.js'
import { SwapFormEdited, SwapFetched, SwapFailed, SwapRequested } from './swap.js'
import { AnalyticsDisabled } from './analytics.js'
import { NameSuggestionsRequested, NameSuggestionsFetched, NameResolveRequested, NameResolved, NameLookupFailed } from './names.js'
import { WalletConnectUriCreated, WalletConnectWalletChosen, WalletConnectPingRequested, WalletConnectPinged } from './walletconnect.js'
import { OnrampFormEdited, OnrampFetched, OnrampFailed, OnrampCheckoutRequested } from './onramp.js'
import { EmailLoginRequested, EmailOtpRequired, DeviceVerificationRequired, OtpSubmitted, SocialLoginRequested, AuthCancelRequested, AuthConnected, AuthFailed, FarcasterLoginRequested, FarcasterUriCreated, FarcasterLoginFailed } from './auth.js'

/** Every event definition, by type name. */
export const events = {
  ModalOpenRequested,
  ModalOpened,
  ModalCloseRequested,
  ModalClosed,
  ConnectRequested,
  Connected,
  ConnectFailed,
  DisconnectRequested,
  Disconnected,
  AccountChanged,
  BackRequested,
  NavigateRequested,
  ViewPushed,
  ViewReplaced,
  ViewsReset,
  ViewPopped,
  ModalLoaded,
  ModalShaken,
  ModalShakeEnded,
  Configured,
  NetworkSwitchRequested,
  NetworkSwitched,
  NetworkUnsupported,
  NetworkSwitchFailed,
  BalanceFetched,
  BalanceFetchFailed,
  SiwxSigned,
  SiwxCancelRequested,
  SiwxSignFailed,
  SiwxInitFailed,
  SiwxSessionsCleared,
  SiwxSignRequested,
  SiwxMessagePrepared,
  SiwxSessionsLoaded,
  SignMessageRequested,
  MessageSigned,
  SignMessageFailed,
  TxQueued,
  TxApproved,
  TxSucceeded,
  TxFailed,
  TxRejected,
  TxMined,
  AlertReported,
  MessageRequested,
  MessageShown,
  MessageHidden,
  ThemeChanged,
  SendFormEdited,
  TokenSent,
  SendRequested,
  SessionRestored,
  LogStorageUnavailable,
  LogRecordQuarantined,
  LogWriteFailed,
  FirstPaintCopyIgnored,
  EffectFailed,
  ReducerFailed,
  AccountsListed,
  ProfileFetched,
  ProfileFetchFailed,
  AuthUserFetched,
  TokenBalancesFetched,
  AccountTabRequested,
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
  HistoryFetchStarted,
  HistoryFetched,
  HistoryFetchFailed,
  HistoryReset,
  HistoryPageRequested,
  NftsFetchStarted,
  NftsFetched,
  NftsFetchFailed,
  GasPriceRequested,
  GasPriceFetched,
  GasPriceFetchFailed,
  SwapFormEdited,
  SwapFetched,
  SwapFailed,
  SwapRequested,
  AnalyticsDisabled,
  NameSuggestionsRequested,
  NameSuggestionsFetched,
  NameResolveRequested,
  NameResolved,
  NameLookupFailed,
  WalletConnectUriCreated,
  WalletConnectWalletChosen,
  WalletConnectPingRequested,
  WalletConnectPinged,
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
  OnrampFormEdited,
  OnrampFetched,
  OnrampFailed,
  OnrampCheckoutRequested,
} as const
