// gatehouse: the core, no React. Explicit export list (STYLE §11).
//
// Lazy modules (effect groups, API clients, views) import the modules they use, never this entry: the
// start-up path imports no public entry, so a bundler keeps what both share in the start-up chunk.
export { createGatehouse } from './createGatehouse.js'
export type { Gatehouse, GatehouseConfig, LogConfig } from './createGatehouse.js'
export type { CustomWallet, DappMetadata, WalletsConfig } from './resolveConfig.js'
export type { FeaturesConfig, Social } from './domain/features.js'
export type { ThemeModeSetting, ThemeVariable, ThemeVariables } from './domain/theme.js'
export type { Eip1193Provider, ProviderEvents, RequestArguments } from './provider/types.js'
export type { ProviderRpcError } from './provider/provider.js'
export { replay } from './replay.js'
export type { Replay, ReplayOptions } from './replay.js'
export {
  createEvent,
  defineEvent,
  EVENT_DEFINITIONS,
  EVENT_TYPES,
  events,
  getEventDefinition,
  isEvent,
  ofType,
} from './events/index.js'
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
export { indexedDbStorage, memoryStorage, createMemoryDatabase } from './log/storage.js'
export type { LogStorage, MemoryDatabase } from './log/storage.js'
export {
  DefinitionError,
  DisposedError,
  RuntimeLoadError,
  GatehouseError,
  InvalidEventError,
  InvalidLogError,
  LogStorageError,
  NotPlainJsonError,
  SecretInEventError,
  ADD_CHAIN_CODES,
  AdapterNotFoundError,
  alertForAnalyticsStatus,
  alertForServerMessage,
  ALERTS,
  AuthConnectorNotFoundError,
  CaipUndefinedError,
  CatalogueError,
  ChainAdapterNotFoundError,
  ChainNotSupportedError,
  ConfigurationError,
  ConnectionClientNotSetError,
  DisconnectFailedError,
  formatMessage,
  GasPriceNetworkNotSupportedError,
  HistoryAccountRequiredError,
  HttpRequestError,
  InvalidAddressError,
  InvalidResponseError,
  InvalidTransactionError,
  CORE_MESSAGES,
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
  reportAlertOnce,
  RequestAbortedError,
  RequestFailedError,
  RPC_ERROR_CODES,
  RpcCallNotAllowedError,
  rpcErrorName,
  SERVER_MESSAGE_ALERTS,
  shouldAddChain,
  SiwxNotEnabledError,
  SwapsNetworkNotSupportedError,
  TimeoutError,
  UnsupportedChainError,
  UrlRequiredError,
} from './errors/index.js'
export type { AlertKind, ErrorData, FieldIssue, MessageCatalogue, MessageId, TransactionRule } from './errors/index.js'
export { defaultProjections } from '../projections/index.js'
// The account and active-network selectors, which the modal's start-up (useAccount) evaluates anyway; every
// selector is in gatehouse-modal/selectors.
export { selectAccount } from '../projections/account/account.selectors.js'
export {
  selectActiveChainId,
  selectActiveNetwork,
  selectActiveNetworkSupported,
} from '../projections/network/network.selectors.js'
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
export {
  formatCaipAddress,
  formatCaipNetworkId,
  isChainNamespace,
  NAMESPACES,
  parseCaipAddress,
  parseCaipNetworkId,
  type CaipAccount,
  type CaipAddress,
  type CaipNetwork,
  type CaipNetworkId,
  type ChainNamespace,
} from './domain/caip.js'
export type { Issue, Result } from './domain/result.js'
export {
  validateAddress,
  validateEvmAddress,
  validatePolkadotAddress,
  validateSolanaAddress,
  type EvmAddress,
} from './domain/addresses.js'
export { BITCOIN_CAIP_IDS, type BitcoinNetwork } from './domain/bitcoin.js'
export { validateBitcoinAddress } from './domain/bitcoinAddress.js'
export { directionOf, LOCALES, matchLocale, type Locale } from './domain/locales.js'
export {
  arbitrumNetwork,
  baseNetwork,
  baseSepoliaNetwork,
  bitcoinNetwork,
  bitcoinTestnetNetwork,
  defineNetworks,
  ethereumNetwork,
  findNetwork,
  NETWORKS,
  resolveNetworks,
  solanaDevnetNetwork,
  solanaNetwork,
  solanaTestnetNetwork,
  validateNetwork,
  type Network,
  type NetworkOptions,
} from './domain/networks.js'
export {
  ACCOUNT_TYPES,
  DEFAULT_ACCOUNT_TYPES,
  dropZeroDecimalBalances,
  isTokenBalanceRetryBlocked,
  parseFrameUser,
  parseTokenBalances,
  type AccountType,
  type FrameUser,
  type TokenBalance,
  type WalletAsset,
} from './domain/accounts.js'
export {
  checkEmailCooldown,
  DEFAULT_THEME_MODE,
  parseSocialProvider,
  parseThemeMode,
  SOCIAL_PROVIDERS,
  THEME_MODES,
  validateEmail,
  validateOtp,
  type SocialProvider,
  type ThemeMode,
} from './domain/auth.js'
export {
  isPairingExpired,
  pairingExpiry,
  responseTypeOf,
  validateSendCalls,
  type SendCallsParams,
} from './domain/requests.js'
export { isRegisteredName, nameToRegister, stripNameSuffix, validateNameLabel } from './domain/names.js'
export { hasInsufficientGas, validateSendForm, type SendForm } from './domain/send.js'
export { checkTransaction, type TransactionToCheck } from './domain/transactions.js'
export {
  appliesUniversalProviderAuth,
  assertConfig,
  checkSiwxPreconditions,
  validateConfig,
  type ConfigToCheck,
  type SiwxPreconditions,
} from './domain/siwx.js'
export {
  filterHistory,
  historyQuery,
  isSpamTransaction,
  requireAccountAddress,
  type HistoryItem,
} from './domain/history.js'
export {
  classifyRpcMethod,
  isAbortedOnClose,
  rejectedRpcCall,
  SAFE_RPC_METHODS,
  UNSAFE_RPC_METHODS,
  type RpcMethodClass,
} from './domain/rpcFilter.js'
export { formatActivityAmount, formatBalance, formatRelativeTime, formatTokenBalance } from './domain/display.js'
export { VIEWS, type View } from './domain/views.js'
