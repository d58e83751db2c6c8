// SPEC §8: the error classes of the thrown messages, the JSON-RPC and wallet code table and the "try adding the
// chain" codes. A module apart from catalogue.ts (the base class, the configuration error, the alerts): the app's
// start-up code throws none of these, and a bundler keeps in the start-up chunk every export of a module that chunk
// holds, so these live where only the wallet, network and service paths that throw them import them.
import { GatehouseError, type GatehouseErrorOptions } from './GatehouseError.js'
import { CatalogueError, catalogueError } from './catalogue.js'

/** SPEC §8 'Network not supported for Gas Price'. */
export const GasPriceNetworkNotSupportedError = /* @__PURE__ */ catalogueError(
  'GasPriceNetworkNotSupportedError',
  'networkNotSupportedForGasPrice',
)
/** SPEC §8 'Network not supported for Swaps'. */
export const SwapsNetworkNotSupportedError = /* @__PURE__ */ catalogueError(
  'SwapsNetworkNotSupportedError',
  'networkNotSupportedForSwaps',
)
/** SPEC §8 'Failed to disconnect'. */
export const DisconnectFailedError = /* @__PURE__ */ catalogueError('DisconnectFailedError', 'failedToDisconnect')
/** SPEC §8 'Chain is not supported' (adding the chain failed). */
export const ChainNotSupportedError = /* @__PURE__ */ catalogueError('ChainNotSupportedError', 'chainNotSupported')
/** SPEC §8 'Adapter not found'. */
export const AdapterNotFoundError = /* @__PURE__ */ catalogueError('AdapterNotFoundError', 'adapterNotFound')
/** SPEC §8 'Chain adapter not found'. */
export const ChainAdapterNotFoundError = /* @__PURE__ */ catalogueError(
  'ChainAdapterNotFoundError',
  'chainAdapterNotFound',
)
/** SPEC §8 'CaipNetwork or CaipAddress is undefined'. */
export const CaipUndefinedError = /* @__PURE__ */ catalogueError('CaipUndefinedError', 'caipNetworkOrAddressUndefined')
/** SPEC §8 'NetworkController client not set'. */
export const NetworkClientNotSetError = /* @__PURE__ */ catalogueError(
  'NetworkClientNotSetError',
  'networkControllerClientNotSet',
)
/** SPEC §8 'ConnectionController client not set'. */
export const ConnectionClientNotSetError = /* @__PURE__ */ catalogueError(
  'ConnectionClientNotSetError',
  'connectionControllerClientNotSet',
)
/** SPEC §8 'Unsupported chain'. */
export const UnsupportedChainError = /* @__PURE__ */ catalogueError('UnsupportedChainError', 'unsupportedChain')
/** SPEC §8 'Network not found'. */
export const NetworkNotFoundError = /* @__PURE__ */ catalogueError('NetworkNotFoundError', 'networkNotFound')
/** SPEC §8 'Address or auth connector not found'. */
export const AuthConnectorNotFoundError = /* @__PURE__ */ catalogueError(
  'AuthConnectorNotFoundError',
  'addressOrAuthConnectorNotFound',
)
/** SPEC §8 'Error resolving name'. */
export const NameResolutionError = /* @__PURE__ */ catalogueError('NameResolutionError', 'errorResolvingName')
/** SPEC §8 'Error fetching name suggestions'. */
export const NameSuggestionsError = /* @__PURE__ */ catalogueError(
  'NameSuggestionsError',
  'errorFetchingNameSuggestions',
)
/** SPEC §8 'Error fetching names for address'. */
export const NamesForAddressError = /* @__PURE__ */ catalogueError(
  'NamesForAddressError',
  'errorFetchingNamesForAddress',
)
/** SPEC §8 'No RPC url provided for chainId'. */
export const NoRpcUrlError = /* @__PURE__ */ catalogueError('NoRpcUrlError', 'noRpcUrl')
/** SPEC §8 'Please call connect() before request()'. */
export const NotConnectedError = /* @__PURE__ */ catalogueError('NotConnectedError', 'connectBeforeRequest')
/** SPEC §8 'SIWX is not enabled'. */
export const SiwxNotEnabledError = /* @__PURE__ */ catalogueError('SiwxNotEnabledError', 'siwxNotEnabled')
/** SPEC §8 'No ActiveCaipAddress found'. */
export const NoActiveAddressError = /* @__PURE__ */ catalogueError('NoActiveAddressError', 'noActiveCaipAddress')
/** SPEC §8 'No ActiveCaipNetwork or client found'. */
export const NoActiveNetworkOrClientError = /* @__PURE__ */ catalogueError(
  'NoActiveNetworkOrClientError',
  'noActiveCaipNetworkOrClient',
)
/** SPEC §8 'No ConnectionController client found'. */
export const NoConnectionClientError = /* @__PURE__ */ catalogueError(
  'NoConnectionClientError',
  'noConnectionControllerClient',
)
/** SPEC §8 "Transactions can't be fetched without an accountAddress". */
export const HistoryAccountRequiredError = /* @__PURE__ */ catalogueError(
  'HistoryAccountRequiredError',
  'transactionsNeedAccountAddress',
)
/** SPEC §8 URL-required error. */
export const UrlRequiredError = /* @__PURE__ */ catalogueError('UrlRequiredError', 'urlRequired')
/** SPEC §8 timeout error. */
export const TimeoutError = /* @__PURE__ */ catalogueError('TimeoutError', 'timeout')
/** SPEC §6 'Requested RPC call is not allowed' (user-facing text: 'Action not allowed'). */
export const RpcCallNotAllowedError = /* @__PURE__ */ catalogueError('RpcCallNotAllowedError', 'rpcCallNotAllowed')
/** SPEC §8 'Address is invalid', with the 40-hex and checksum hint as details. */
export const InvalidAddressError = /* @__PURE__ */ catalogueError('InvalidAddressError', 'addressInvalid')

/** Every class above by name, so tests and the UI can walk the catalogue. */
export const THROWN_ERRORS = {
  GasPriceNetworkNotSupportedError,
  SwapsNetworkNotSupportedError,
  DisconnectFailedError,
  ChainNotSupportedError,
  AdapterNotFoundError,
  ChainAdapterNotFoundError,
  CaipUndefinedError,
  NetworkClientNotSetError,
  ConnectionClientNotSetError,
  UnsupportedChainError,
  NetworkNotFoundError,
  AuthConnectorNotFoundError,
  NameResolutionError,
  NameSuggestionsError,
  NamesForAddressError,
  NoRpcUrlError,
  NotConnectedError,
  SiwxNotEnabledError,
  NoActiveAddressError,
  NoActiveNetworkOrClientError,
  NoConnectionClientError,
  HistoryAccountRequiredError,
  UrlRequiredError,
  TimeoutError,
  RpcCallNotAllowedError,
  InvalidAddressError,
} as const

/** SPEC §7 / §8: a non-OK HTTP status ('HTTP status code: {status}'). */
export class HttpRequestError extends CatalogueError {
  override name = 'HttpRequestError'
  readonly status: number
  constructor(status: number, options: GatehouseErrorOptions = {}) {
    super('httpStatus', { ...options, params: { status } })
    this.status = status
  }
}

/** A response that is not JSON, or JSON not of the documented shape (src/api/schemas.ts); `details` names the field. */
export class InvalidResponseError extends CatalogueError {
  override name = 'InvalidResponseError'
  constructor(options: GatehouseErrorOptions = {}) {
    super('invalidResponse', options)
  }
}

/** The request never got an answer: connection refused, reset, or no network. */
export class RequestFailedError extends CatalogueError {
  override name = 'RequestFailedError'
  constructor(options: GatehouseErrorOptions = {}) {
    super('requestFailed', options)
  }
}

/** A transaction failed one of SPEC §5's checks; `rule` says which. */
export class InvalidTransactionError extends GatehouseError {
  override name = 'InvalidTransactionError'
  readonly rule: TransactionRule
  constructor(rule: TransactionRule, shortMessage: string, options: GatehouseErrorOptions = {}) {
    super(shortMessage, options)
    this.rule = rule
  }
}

/** The SPEC §5 transaction rules. */
export type TransactionRule =
  | 'chainId'
  | 'address'
  | 'tipAboveFeeCap'
  | 'feeCapTooHigh'
  | 'feeConflict'
  | 'storageKeySize'
  | 'blobEmpty'
  | 'blobHashSize'
  | 'blobHashVersion'
  | 'legacyV'
  | 'malformed'

/** SPEC §8: the JSON-RPC and wallet (EIP-1193, EIP-5792) codes. */
export const RPC_ERROR_CODES = {
  [-32700]: 'ParseRpcError',
  [-32600]: 'InvalidRequestRpcError',
  [-32601]: 'MethodNotFoundRpcError',
  [-32602]: 'InvalidParamsRpcError',
  [-32603]: 'InternalRpcError',
  [-32000]: 'InvalidInputRpcError',
  [-32001]: 'ResourceNotFoundRpcError',
  [-32002]: 'ResourceUnavailableRpcError',
  [-32003]: 'TransactionRejectedRpcError',
  [-32004]: 'MethodNotSupportedRpcError',
  [-32005]: 'LimitExceededRpcError',
  [-32006]: 'JsonRpcVersionUnsupportedError',
  4001: 'UserRejectedRequestError',
  4100: 'UnauthorizedProviderError',
  4200: 'UnsupportedProviderMethodError',
  4900: 'ProviderDisconnectedError',
  4901: 'ChainDisconnectedError',
  4902: 'SwitchChainError',
  5700: 'UnsupportedNonOptionalCapabilityError',
  5710: 'UnsupportedChainIdError',
  5720: 'DuplicateIdError',
  5730: 'UnknownBundleIdError',
  5740: 'BundleTooLargeError',
  5750: 'AtomicReadyWalletRejectedUpgradeError',
  5760: 'AtomicityNotSupportedError',
} as const satisfies Record<number, string>

/** The name of an RPC or wallet error code (SPEC §8); other codes in 5700–5760 are wallet capability errors. */
export function rpcErrorName(code: unknown): string {
  if (typeof code !== 'number' || !Number.isInteger(code)) return 'UnknownRpcError'
  const known = (RPC_ERROR_CODES as Record<number, string>)[code]
  if (known) return known
  return code >= 5700 && code <= 5760 ? 'WalletCapabilityError' : 'UnknownRpcError'
}

/** SPEC §8: wallet codes 4902, 5000 and 32603 mean "try adding the chain". */
export const ADD_CHAIN_CODES: readonly number[] = [4902, 5000, 32603]

/** SPEC §8: whether an error from a chain switch should be answered by adding the chain. */
export function shouldAddChain(error: unknown): boolean {
  const code = typeof error === 'number' ? error : (error as { code?: unknown } | null)?.code
  return typeof code === 'number' && ADD_CHAIN_CODES.includes(code)
}
