// gatehouse: the core, no React. Explicit export list (STYLE §11).
//
// Lazy modules (effect groups, API clients, views) import the modules they use, never this entry: the
// start-up path imports no public entry, so a bundler keeps what both share in the start-up chunk.
export { createGatehouse } from './createGatehouse.js'
export type { Gatehouse, GatehouseConfig, LogConfig } from './createGatehouse.js'
export type { CustomWallet, DappMetadata, WalletsConfig } from './resolveConfig.js'
export type { SiwxOptions, SiwxSession, SiwxStorage } from './domain/siwxConfig.js'
export type { WalletConnectConfig } from './api/walletConnect.js'
export type { FirstPaintStorage } from './log/firstPaint.js'
export type { SecretDrop } from './frame.js'
export type { FeaturesConfig, Social } from './domain/features.js'
export type { ThemeModeSetting, ThemeVariable, ThemeVariables } from './domain/theme.js'
export type { Eip1193Provider, ProviderEvents, RequestArguments } from './provider/types.js'
export type { ProviderRpcError } from './provider/provider.js'
export { replay } from './replay.js'
export type { Replay, ReplayOptions } from './replay.js'
export { createEvent, defineEvent, events, isEvent, ofType } from './events/index.js'
export {
  breakingSchemaChanges,
  describeEventSchema,
  EVENT_SCHEMA_VERSION,
  EVENT_VERSIONS,
  eventSchema,
} from './events/schema.js'
export type { PublicEventSchema, PublicEventSchemaEntry } from './events/schema.js'
export type {
  DomainEvent,
  Envelope,
  EventDefinition,
  EventInput,
  EventOfType,
  EventSource,
  EventType,
  Stamped,
  UpcastStep,
} from './events/index.js'
export { defineProjection } from './store/projection.js'
export type { AnyProjection, Projection, StateOf } from './store/projection.js'
export { createSelector } from './store/selector.js'
export type { Selector } from './store/selector.js'
export type { Effect, Effects } from './bus/effects.js'
export type { Deps } from './deps.js'
export { importLog, parseExportedLog, LOG_FORMAT, LOG_FORMAT_VERSION } from './log/exported.js'
export type { ExportedLog, Snapshot } from './log/exported.js'
export type { QuarantineEntry, QuarantineReason } from './log/records.js'
export { memoryStorage, createMemoryDatabase } from './log/storage.js'
export { indexedDbStorage } from './log/bootStorage.js'
export type { LogStorage, MemoryDatabase } from './log/storage.js'
export {
  AdapterNotFoundError,
  AuthConnectorNotFoundError,
  CaipUndefinedError,
  CatalogueError,
  ChainAdapterNotFoundError,
  ChainNotSupportedError,
  ConfigurationError,
  ConnectionClientNotSetError,
  DefinitionError,
  DisconnectFailedError,
  DisposedError,
  GasPriceNetworkNotSupportedError,
  GatehouseError,
  HistoryAccountRequiredError,
  HttpRequestError,
  InvalidAddressError,
  InvalidEventError,
  InvalidLogError,
  InvalidResponseError,
  InvalidTransactionError,
  LogStorageError,
  NameResolutionError,
  NamesForAddressError,
  NameSuggestionsError,
  NetworkClientNotSetError,
  NetworkNotFoundError,
  NoActiveAddressError,
  NoActiveNetworkOrClientError,
  NoConnectionClientError,
  NoRpcUrlError,
  NotConnectedError,
  NotPlainJsonError,
  RequestAbortedError,
  RequestFailedError,
  RpcCallNotAllowedError,
  RuntimeLoadError,
  SecretInEventError,
  SiwxNotEnabledError,
  SwapsNetworkNotSupportedError,
  TimeoutError,
  UnsupportedChainError,
  UrlRequiredError,
} from './errors/index.js'
export type {
  AlertKind,
  ErrorData,
  FieldIssue,
  GatehouseErrorOptions,
  MessageId,
  TransactionRule,
} from './errors/index.js'
export { defaultProjections } from '../projections/index.js'
export type {
  AccountEntry,
  AccountState,
  ActiveNetwork,
  AlertsState,
  Balance,
  BalancesState,
  Banner,
  ConfigState,
  ConnectionState,
  Connector,
  ConnectorGroup,
  GatehouseState,
  HistoryMonth,
  HistoryState,
  HistoryTransaction,
  ModalState,
  NamespaceAccount,
  NamespaceConnection,
  NetworkState,
  QueuedRequest,
  RecentWallet,
  SendState,
  SendToken,
  SiwxState,
  SystemState,
  ThemeState,
  TransactionsState,
  WalletListing,
  WalletsState,
} from '../projections/index.js'
export type { CaipAccount, CaipAddress, CaipNetwork, CaipNetworkId, ChainNamespace } from './domain/caip.js'
export { LOCALES, type Locale } from './domain/locales.js'
export type { Network, NetworkOptions } from './domain/networks.js'
export type { AccountType, FrameUser, TokenBalance, WalletAsset } from './domain/accounts.js'
export type { SocialProvider, ThemeMode } from './domain/auth.js'
export type { HistoryItem } from './domain/history.js'
export type { View } from './domain/views.js'
