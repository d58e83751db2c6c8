// The core's part of Gatehouse's one message catalogue: every string the core throws or puts in an event, in
// English, keyed by id. Strings quoted from SPEC are exact; the few marked "ours" fill places where SPEC names a
// rule but gives no text. The rest of the catalogue (the modal's labels, which only its lazy dialog and views
// show) and the translations are in ui/messages.ts and ui/locales/: they load with the modal, not in every app's
// initial JS, while these are needed synchronously by the core (thrown errors, event texts). Events and thrown
// errors stay in English, so a log reads the same in every locale; the modal translates what it shows.

/** The core's English messages (one catalogue with ui/messages.ts's). `{name}` marks a parameter filled by `formatMessage`. */
export const CORE_MESSAGES = {
  // SPEC §5: validation
  invalidCaipAddress: 'Invalid CAIP Address',
  invalidCaip10Address: 'Invalid CAIP-10 address',
  namespaceNotConfigured: 'Namespace is not configured. Please call connect() first with namespace config.',
  invalidCaip2ChainId: 'Invalid CAIP-2 chain id', // ours: SPEC says "CAIP-2 needs two parts", no text
  emailCooldown: 'Please try again after {n} seconds',
  bothSiweConfigAndSiwx: 'Cannot set both `siweConfig` and `siwx` options',
  sendAmountAndReceiver: 'Please enter a valid amount and receiver address',
  invalidName: 'Use at least 4 letters, digits or hyphens', // ours: SPEC gives the rule, no text
  invalidNetwork: 'Invalid network definition', // ours: configuration error for a bad network
  unsupportedLocale: 'Unsupported locale', // ours: configuration error for a `locale` Gatehouse has no catalogue for

  // SPEC §8: thrown
  networkNotSupportedForGasPrice: 'Network not supported for Gas Price',
  networkNotSupportedForSwaps: 'Network not supported for Swaps',
  failedToDisconnect: 'Failed to disconnect',
  chainNotSupported: 'Chain is not supported',
  adapterNotFound: 'Adapter not found',
  chainAdapterNotFound: 'Chain adapter not found',
  caipNetworkOrAddressUndefined: 'CaipNetwork or CaipAddress is undefined',
  networkControllerClientNotSet: 'NetworkController client not set',
  connectionControllerClientNotSet: 'ConnectionController client not set',
  unsupportedChain: 'Unsupported chain',
  networkNotFound: 'Network not found',
  addressOrAuthConnectorNotFound: 'Address or auth connector not found',
  errorResolvingName: 'Error resolving name',
  errorFetchingNameSuggestions: 'Error fetching name suggestions',
  errorFetchingNamesForAddress: 'Error fetching names for address',
  noRpcUrl: 'No RPC url provided for chainId',
  connectBeforeRequest: 'Please call connect() before request()',
  siwxNotEnabled: 'SIWX is not enabled',
  noActiveCaipAddress: 'No ActiveCaipAddress found',
  noActiveCaipNetworkOrClient: 'No ActiveCaipNetwork or client found',
  noConnectionControllerClient: 'No ConnectionController client found',
  transactionsNeedAccountAddress: "Transactions can't be fetched without an accountAddress",
  httpStatus: 'HTTP status code: {status}', // SPEC §7
  urlRequired: 'A URL is required', // ours: SPEC §8 names a URL-required error, no text
  timeout: 'The request timed out', // ours: SPEC §8 names a timeout error, no text
  invalidResponse: 'The response could not be read', // ours: a body that is not JSON or not of the documented shape (ARCHITECTURE "Effects")
  requestFailed: 'The request could not be sent', // ours: the connection failed (refused, reset, DNS)

  // SPEC §6: embedded-wallet RPC filter
  rpcCallNotAllowed: 'Requested RPC call is not allowed',
  actionNotAllowed: 'Action not allowed',

  // SPEC §8: alerts (shortMessage; the long texts are ours, after SPEC's descriptions)
  alertNetworkNotFound: 'Network Not Found',
  alertNetworkNotFoundDetails: 'The selected network is not supported or configured.',
  alertInvalidAppConfiguration: 'Invalid App Configuration',
  alertInvalidAppConfigurationDetails:
    'The origin is not on the allowlist, the embedded wallet failed to load, or the project id is invalid.',
  alertSessionExpired: 'Session Expired',
  alertSessionExpiredDetails: 'Your session is invalid. Check your device time settings and reconnect.',
  alertProjectIdNotConfigured: 'Project ID Not Configured',
  alertProjectIdNotConfiguredDetails: 'Set a project id in the Gatehouse configuration.',

  // SPEC §8 and §4: user messages
  tokenBalanceUnavailable: 'Token Balance Unavailable',
  failedToFetchTransactions: 'Failed to fetch transactions',
  authInitFailed: 'A problem occurred while trying initialize authentication',
  signatureDeclined: 'Signature declined',
  smartAccountsUnsupported: 'This application might not support Smart Accounts',
  authenticating: 'Authenticating...',
  somethingWentWrong: 'Something went wrong',
  solanaSendFailed: 'Failed to send transaction. Please try again.',
  requestAborted: 'Request was aborted',
  anErrorOccurred: 'An error occurred',
  emailDependencyFailed: 'Unable to load email login dependency',
  addressInvalid: 'Address is invalid',
  addressInvalidHint:
    'An address is 40 hexadecimal characters, optionally after 0x; an address in mixed case must match its checksum.', // ours: SPEC names the hint
  transactionStarted: 'Transaction started',
  required: 'Required',
  invalidInput: 'Invalid input',

  // The modal's loading state, shown at start while the dialog's chunk loads (ui/shell/GatehouseModal.tsx)
  loading: 'Loading',

  // SIWX errors (SPEC §4; ours: SPEC names the view and its errors, not these texts)
  siwxInvalidMessage: 'The sign-in message is not valid',
  siwxVerificationFailed: 'The signature does not match the sign-in message',
  siwxUnsupportedNamespace: 'Signing in is not supported on this network',
  siwxStorageFailed: 'The sign-in session could not be stored',

  // WalletConnect errors (ours: SPEC names the views, the pairing expiry and the deep link, not their texts)
  wcPairingExpired: 'The connection link expired',
  wcRelayUnavailable: 'The WalletConnect relay could not be reached',
  wcInvalidWalletAnswer: 'The wallet answered something that could not be read',
  wcNotConfigured: 'WalletConnect is not configured: set a project id',

  // Farcaster sign-in errors (ours: SPEC names the method, the ConnectingFarcaster view and the frame's farcaster event, not these texts)
  farcasterDeclined: 'Sign-in declined',
  farcasterExpired: 'The sign-in link expired',
} as const

/** Id of a message in the catalogue. */
export type MessageId = keyof typeof CORE_MESSAGES

/** A catalogue with the same ids, e.g. a translation. */
export type MessageCatalogue = Readonly<Record<MessageId, string>>

/** Fills `{name}` parameters of a catalogue message; unknown parameters stay as written. */
export function formatMessage(
  id: MessageId,
  params: Readonly<Record<string, string | number>> = {},
  catalogue: MessageCatalogue = CORE_MESSAGES,
): string {
  return fillMessage(catalogue[id], params)
}

/** Fills `{name}` parameters of a message text (ui/messages.ts formats the modal's labels with it). */
export function fillMessage(text: string, params: Readonly<Record<string, string | number>> = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole))
}
