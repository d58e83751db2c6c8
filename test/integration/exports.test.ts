import { describe, expect, it } from 'vitest'

// A change to the public API shows up here in review (STYLE §11).
describe('public API', () => {
  it('default: gatehouse exports', async () => {
    expect(Object.keys(await import('gatehouse')).sort()).toMatchInlineSnapshot(`
      [
        "ACCOUNT_TYPES",
        "ADD_CHAIN_CODES",
        "ALERTS",
        "AdapterNotFoundError",
        "AuthConnectorNotFoundError",
        "BITCOIN_CAIP_IDS",
        "CaipUndefinedError",
        "CatalogueError",
        "ChainAdapterNotFoundError",
        "ChainNotSupportedError",
        "ConfigurationError",
        "ConnectionClientNotSetError",
        "DEFAULT_ACCOUNT_TYPES",
        "DEFAULT_THEME_MODE",
        "DefinitionError",
        "DisconnectFailedError",
        "DisposedError",
        "EVENT_DEFINITIONS",
        "EVENT_SCHEMA_VERSION",
        "EVENT_TYPES",
        "EVENT_VERSIONS",
        "GasPriceNetworkNotSupportedError",
        "GatehouseError",
        "HistoryAccountRequiredError",
        "HttpRequestError",
        "InvalidAddressError",
        "InvalidEventError",
        "InvalidLogError",
        "InvalidResponseError",
        "InvalidTransactionError",
        "LOG_FORMAT",
        "LOG_FORMAT_VERSION",
        "LogStorageError",
        "MESSAGES",
        "NAMESPACES",
        "NETWORKS",
        "NameResolutionError",
        "NameSuggestionsError",
        "NamesForAddressError",
        "NetworkClientNotSetError",
        "NetworkNotFoundError",
        "NoActiveAddressError",
        "NoActiveNetworkOrClientError",
        "NoConnectionClientError",
        "NoRpcUrlError",
        "NotConnectedError",
        "NotPlainJsonError",
        "RPC_ERROR_CODES",
        "RequestAbortedError",
        "RequestFailedError",
        "RpcCallNotAllowedError",
        "RuntimeLoadError",
        "SAFE_RPC_METHODS",
        "SERVER_MESSAGE_ALERTS",
        "SOCIAL_PROVIDERS",
        "SecretInEventError",
        "SiwxNotEnabledError",
        "SwapsNetworkNotSupportedError",
        "THEME_MODES",
        "TimeoutError",
        "UNSAFE_RPC_METHODS",
        "UnsupportedChainError",
        "UrlRequiredError",
        "VIEWS",
        "alertForAnalyticsStatus",
        "alertForServerMessage",
        "appliesUniversalProviderAuth",
        "arbitrumNetwork",
        "assertConfig",
        "baseNetwork",
        "baseSepoliaNetwork",
        "bitcoinNetwork",
        "bitcoinTestnetNetwork",
        "breakingSchemaChanges",
        "checkEmailCooldown",
        "checkSiwxPreconditions",
        "checkTransaction",
        "classifyRpcMethod",
        "createEvent",
        "createGatehouse",
        "createMemoryDatabase",
        "createSelector",
        "defaultProjections",
        "defineEvent",
        "defineNetworks",
        "defineProjection",
        "describeEventSchema",
        "dropZeroDecimalBalances",
        "ethereumNetwork",
        "eventSchema",
        "events",
        "filterHistory",
        "findNetwork",
        "formatActivityAmount",
        "formatBalance",
        "formatCaipAddress",
        "formatCaipNetworkId",
        "formatMessage",
        "formatRelativeTime",
        "formatTokenBalance",
        "getEventDefinition",
        "hasInsufficientGas",
        "historyQuery",
        "importLog",
        "indexedDbStorage",
        "isAbortedOnClose",
        "isChainNamespace",
        "isEvent",
        "isPairingExpired",
        "isRegisteredName",
        "isSpamTransaction",
        "isTokenBalanceRetryBlocked",
        "memoryStorage",
        "nameToRegister",
        "ofType",
        "pairingExpiry",
        "parseCaipAddress",
        "parseCaipNetworkId",
        "parseExportedLog",
        "parseFrameUser",
        "parseSocialProvider",
        "parseThemeMode",
        "parseTokenBalances",
        "rejectedRpcCall",
        "replay",
        "reportAlertOnce",
        "requireAccountAddress",
        "resolveNetworks",
        "responseTypeOf",
        "rpcErrorName",
        "selectAccount",
        "selectActiveChainId",
        "selectActiveNetwork",
        "selectActiveNetworkSupported",
        "shouldAddChain",
        "solanaDevnetNetwork",
        "solanaNetwork",
        "solanaTestnetNetwork",
        "stripNameSuffix",
        "validateAddress",
        "validateBitcoinAddress",
        "validateConfig",
        "validateEmail",
        "validateEvmAddress",
        "validateNameLabel",
        "validateNetwork",
        "validateOtp",
        "validatePolkadotAddress",
        "validateSendCalls",
        "validateSendForm",
        "validateSolanaAddress",
      ]
    `)
  })

  it('default: gatehouse/react exports', async () => {
    expect(Object.keys(await import('gatehouse/react')).sort()).toMatchInlineSnapshot(`
      [
        "GatehouseModal",
        "GatehouseProvider",
        "useAccount",
        "useAllEvents",
        "useConnectionStatus",
        "useDisconnect",
        "useEmit",
        "useEvents",
        "useGatehouse",
        "useModal",
        "useNetwork",
        "useReadModel",
        "useSendTransaction",
        "useSignMessage",
      ]
    `)
  })

  it('default: gatehouse/testing exports', async () => {
    expect(Object.keys(await import('gatehouse/testing')).sort()).toMatchInlineSnapshot(`
      [
        "ReplayMismatchError",
        "arbAnyEvent",
        "arbChainId",
        "arbEvent",
        "arbEventByType",
        "arbEvents",
        "arbSystemEvent",
        "createMemoryDatabase",
        "createTestDeps",
        "createTestGatehouse",
        "diffStates",
        "expectReplayEquals",
        "memoryStorage",
        "readModelsOf",
        "readRecord",
        "replayDifferences",
        "runProjection",
        "stampEvents",
      ]
    `)
  })

  it('default: gatehouse/wagmi exports', async () => {
    expect(Object.keys(await import('gatehouse/wagmi')).sort()).toMatchInlineSnapshot(`
      [
        "gatehouseConnector",
      ]
    `)
  })

  it('default: gatehouse/selectors exports', async () => {
    expect(Object.keys(await import('gatehouse/selectors')).sort()).toMatchInlineSnapshot(`
      [
        "selectAccount",
        "selectAccountTab",
        "selectActiveBalanceUnavailable",
        "selectActiveChainId",
        "selectActiveNetwork",
        "selectActiveNetworkSupported",
        "selectAnyConnected",
        "selectBalance",
        "selectBalanceRetryAllowed",
        "selectBalanceUnavailable",
        "selectBanner",
        "selectConfig",
        "selectConnectedAddress",
        "selectConnection",
        "selectConnectorGroups",
        "selectEmbedded",
        "selectHistoryError",
        "selectModalHistory",
        "selectModalOpen",
        "selectModalView",
        "selectNamespacesToDisconnect",
        "selectPairingExpired",
        "selectRecentWallets",
        "selectRequestsToRejectOnClose",
        "selectSendForm",
        "selectShouldReportAlert",
        "selectShowUnsupportedChain",
        "selectSiwxGateClosed",
        "selectSiwxSignNeeded",
        "selectThemeMode",
        "selectTransactionStackSize",
        "selectTransactionsByYear",
        "selectWalletListing",
        "selectWalletSearch",
      ]
    `)
  })

  it('default: gatehouse/siwx exports', async () => {
    expect(Object.keys(await import('gatehouse/siwx')).sort()).toMatchInlineSnapshot(`
      [
        "SIWX_ACCOUNT_NAMES",
        "SiwxMessageError",
        "createMemorySiwxStore",
        "createSiwxMessage",
        "parseSiwxMessage",
        "randomSiwxNonce",
        "verifySiwxMessage",
      ]
    `)
  })

  it('behavior: createGatehouse returns the documented members', async () => {
    const { createGatehouse, memoryStorage } = await import('gatehouse')
    const g = createGatehouse({ log: { storage: memoryStorage() } })
    expect(Object.keys(g).sort()).toEqual(
      // firstPaint: the first-paint copy shown before ready (issue 3); secrets: the frame's one-use OTP drop (issue 8, email);
      // getProvider: the EIP-1193 provider over the connection.
      ['dispose', 'emit', 'events$', 'exportLog', 'firstPaint', 'getInitialState', 'getProvider', 'getState', 'ready', 'secrets', 'state$', 'subscribe'].sort(),
    )
    await g.dispose()
  })
})
