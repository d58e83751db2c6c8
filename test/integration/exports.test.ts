import { describe, expect, it } from 'vitest'

// The reviewed public API: the names each entry of package.json's "exports" gives an app at run time, sorted. A
// change to an entry fails here and in its API report (api/*.api.md, `npm run api:check`, which also covers the
// types), so it is seen and approved in review (STYLE §11). Helpers the package uses inside stay out of the entries:
// its own code imports them by relative path.
const PUBLIC_API: Record<string, { load: () => Promise<object>; names: string[] }> = {
  'gatehouse-modal': {
    load: () => import('gatehouse-modal'),
    names: [
      'AdapterNotFoundError',
      'AuthConnectorNotFoundError',
      'CaipUndefinedError',
      'CatalogueError',
      'ChainAdapterNotFoundError',
      'ChainNotSupportedError',
      'ConfigurationError',
      'ConnectionClientNotSetError',
      'DefinitionError',
      'DisconnectFailedError',
      'DisposedError',
      'EVENT_SCHEMA_VERSION',
      'EVENT_VERSIONS',
      'GasPriceNetworkNotSupportedError',
      'GatehouseError',
      'HistoryAccountRequiredError',
      'HttpRequestError',
      'InvalidAddressError',
      'InvalidEventError',
      'InvalidLogError',
      'InvalidResponseError',
      'InvalidTransactionError',
      'LOCALES',
      'LOG_FORMAT',
      'LOG_FORMAT_VERSION',
      'LogStorageError',
      'NameResolutionError',
      'NameSuggestionsError',
      'NamesForAddressError',
      'NetworkClientNotSetError',
      'NetworkNotFoundError',
      'NoActiveAddressError',
      'NoActiveNetworkOrClientError',
      'NoConnectionClientError',
      'NoRpcUrlError',
      'NotConnectedError',
      'NotPlainJsonError',
      'RequestAbortedError',
      'RequestFailedError',
      'RpcCallNotAllowedError',
      'RuntimeLoadError',
      'SecretInEventError',
      'SiwxNotEnabledError',
      'SwapsNetworkNotSupportedError',
      'TimeoutError',
      'UnsupportedChainError',
      'UrlRequiredError',
      'breakingSchemaChanges',
      'createEvent',
      'createGatehouse',
      'createMemoryDatabase',
      'createSelector',
      'defaultProjections',
      'defineEvent',
      'defineProjection',
      'describeEventSchema',
      'eventSchema',
      'events',
      'importLog',
      'indexedDbStorage',
      'isEvent',
      'memoryStorage',
      'ofType',
      'parseExportedLog',
      'replay',
    ],
  },
  'gatehouse-modal/react': {
    load: () => import('gatehouse-modal/react'),
    names: [
      'GatehouseModal',
      'GatehouseProvider',
      'useAccount',
      'useAllEvents',
      'useConnectionStatus',
      'useDisconnect',
      'useEmit',
      'useEvents',
      'useGatehouse',
      'useModal',
      'useNetwork',
      'useReadModel',
      'useSendTransaction',
      'useSignMessage',
    ],
  },
  'gatehouse-modal/element': {
    load: () => import('gatehouse-modal/element'),
    names: ['ELEMENT_TAGS', 'GatehouseElementError', 'createGatehouse', 'defineGatehouseElements', 'mountGatehouse'],
  },
  'gatehouse-modal/testing': {
    load: () => import('gatehouse-modal/testing'),
    names: [
      'ReplayMismatchError',
      'arbAnyEvent',
      'arbChainId',
      'arbEvent',
      'arbEventByType',
      'arbEvents',
      'arbSystemEvent',
      'createMemoryDatabase',
      'createTestDeps',
      'createTestGatehouse',
      'diffStates',
      'expectReplayEquals',
      'memoryStorage',
      'readModelsOf',
      'readRecord',
      'replayDifferences',
      'runProjection',
      'stampEvents',
    ],
  },
  'gatehouse-modal/wagmi': {
    load: () => import('gatehouse-modal/wagmi'),
    names: ['gatehouseConnector'],
  },
  'gatehouse-modal/selectors': {
    load: () => import('gatehouse-modal/selectors'),
    names: [
      'selectAccount',
      'selectActiveBalanceUnavailable',
      'selectActiveChainId',
      'selectActiveNetwork',
      'selectActiveNetworkSupported',
      'selectAnyConnected',
      'selectBalance',
      'selectBalanceUnavailable',
      'selectConfig',
      'selectConnectedAddress',
      'selectConnection',
      'selectDirection',
      'selectEmbedded',
      'selectHistoryError',
      'selectLocale',
      'selectModalOpen',
      'selectModalView',
      'selectRecentWallets',
      'selectThemeMode',
      'selectTransactionsByYear',
    ],
  },
  'gatehouse-modal/siwx': {
    load: () => import('gatehouse-modal/siwx'),
    names: [
      'SIWX_ACCOUNT_NAMES',
      'SiwxMessageError',
      'createMemorySiwxStore',
      'createSiwxMessage',
      'parseSiwxMessage',
      'randomSiwxNonce',
      'verifySiwxMessage',
    ],
  },
  // The devnet entries' sources (test/devnet/kit/); the package builds them into dist/devnet/.
  'gatehouse-modal/devnet': {
    load: () => import('../devnet/kit/index.js'),
    names: [
      'DevnetChainNotRunningError',
      'DevnetControlError',
      'DevnetLookupError',
      'DevnetPeerMissingError',
      'devnetConfig',
      'exchangeContracts',
      'farcasterDriver',
      'mineBitcoinBlock',
      'phoneWalletDriver',
      'readBalance',
      'readBitcoinBalance',
      'readPoolReserves',
      'readSmartAccount',
      'readSolanaBalance',
      'readUserOperation',
      'readUserOperations',
      'startDevnet',
    ],
  },
  'gatehouse-modal/devnet/config': {
    load: () => import('../devnet/kit/config.js'),
    names: ['devnetConfig'],
  },
  'gatehouse-modal/devnet/playwright': {
    load: () => import('../devnet/kit/playwright.js'),
    names: ['expect', 'test'],
  },
}

describe('public API', () => {
  it('default: every entry of package.json "exports" is in the reviewed list', async () => {
    const manifest = (await import('../../package.json', { with: { type: 'json' } })).default
    const entries = Object.keys(manifest.exports)
      .filter((subpath) => subpath !== './package.json')
      .map((subpath) => `${manifest.name}${subpath.slice(1)}`)
    expect(entries.sort()).toEqual(Object.keys(PUBLIC_API).sort())
  })

  it.each(Object.entries(PUBLIC_API))('default: %s exports exactly its reviewed names', async (_entry, api) => {
    expect(Object.keys(await api.load()).sort()).toEqual([...api.names].sort())
  })

  it('behavior: createGatehouse returns the documented members', async () => {
    const { createGatehouse, memoryStorage } = await import('gatehouse-modal')
    const g = createGatehouse({ log: { storage: memoryStorage() } })
    expect(Object.keys(g).sort()).toEqual(
      // firstPaint: the first-paint copy shown before ready; secrets: the frame's one-use OTP drop (email login);
      // getProvider: the EIP-1193 provider over the connection; setLocale: the modal's language at run time; setTheme:
      // its theme mode and variables at run time.
      [
        'dispose',
        'emit',
        'events$',
        'exportLog',
        'firstPaint',
        'getInitialState',
        'getProvider',
        'getState',
        'ready',
        'secrets',
        'setLocale',
        'setTheme',
        'state$',
        'subscribe',
      ].sort(),
    )
    await g.dispose()
  })
})
