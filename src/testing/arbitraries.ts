import fc from 'fast-check'
import { NAMESPACES, type CaipNetworkId } from '../domain/caip.js'
import { FEATURES, SOCIALS } from '../domain/features.js'
import { VIEWS } from '../domain/views.js'
import type { DomainEvent, EventInput } from '../events/index.js'
import { ONRAMP_CALLS } from '../events/onramp.js'
import { ALERT_KINDS } from '../events/ui.js'

const namespace = fc.constantFrom(...NAMESPACES)
const reference = fc.stringMatching(/^[-_a-zA-Z0-9]{1,12}$/)
/** A CAIP-2 chain id in a known namespace, including chains no app configures. */
export const arbChainId: fc.Arbitrary<CaipNetworkId> = fc
  .tuple(namespace, reference)
  .map(([ns, ref]) => `${ns}:${ref}` as CaipNetworkId)
const nonEmpty = fc.string({ minLength: 1, maxLength: 24 })
const address = fc.oneof(fc.stringMatching(/^0x[0-9a-fA-F]{40}$/), fc.stringMatching(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/))
const decimal = fc.bigInt({ min: 0n, max: 2n ** 96n }).map(String)
const errorData = fc.record(
  { name: nonEmpty, shortMessage: fc.string({ maxLength: 40 }), code: fc.integer({ min: -40000, max: 6000 }) },
  { requiredKeys: ['name', 'shortMessage'] },
)
const view = fc.constantFrom(...VIEWS)
const onrampCall = fc.constantFrom(...ONRAMP_CALLS)
// JSON-RPC params and results as plain JSON (no -0, no secret-named fields).
const rpcJson = fc.oneof(
  fc.stringMatching(/^0x[0-9a-f]{0,64}$/),
  fc.array(
    fc.oneof(
      address,
      fc.string({ maxLength: 16 }),
      fc.record(
        { to: address, value: fc.stringMatching(/^0x[0-9a-f]{1,8}$/), data: fc.constant('0x') },
        { requiredKeys: ['to'] },
      ),
    ),
    { maxLength: 3 },
  ),
)
const accountType = fc.constantFrom('eoa' as const, 'smartAccount' as const, 'payment' as const)
const walletId = fc.stringMatching(/^[0-9a-f]{6,16}$/)
const connector = fc.record(
  {
    id: nonEmpty,
    name: fc.string({ maxLength: 16 }),
    type: fc.constantFrom(
      'walletConnect' as const,
      'injected' as const,
      'announced' as const,
      'external' as const,
      'auth' as const,
      'multiChain' as const,
    ),
    chain: namespace,
    imageUrl: fc.webUrl(),
    imageId: walletId,
    explorerId: walletId,
  },
  { requiredKeys: ['id', 'name', 'type', 'chain'] },
)
const walletListing = fc.record(
  {
    id: walletId,
    name: fc.string({ maxLength: 16 }),
    image_id: walletId,
    imageUrl: fc.webUrl(),
    chains: fc.array(arbChainId, { maxLength: 3 }),
    rdns: fc.option(fc.domain(), { nil: null }),
    mobile_link: fc.option(fc.webUrl(), { nil: null }),
    desktop_link: fc.option(fc.webUrl(), { nil: null }),
    webapp_link: fc.option(fc.webUrl(), { nil: null }),
  },
  { requiredKeys: ['id', 'name'] },
)
const historyTransfer = fc.record(
  {
    direction: fc.constantFrom('in', 'out', 'self'),
    quantity: fc.record({ numeric: fc.stringMatching(/^[0-9]{1,6}$/) }),
    fungible_info: fc.option(fc.record({ name: fc.string({ maxLength: 8 }), symbol: fc.string({ maxLength: 5 }) }), {
      nil: null,
    }),
    nft_info: fc.option(fc.record({ name: fc.string({ maxLength: 8 }), flags: fc.record({ is_spam: fc.boolean() }) }), {
      nil: null,
    }),
    sender: address,
    recipient: address,
  },
  { requiredKeys: [] },
)
const historyItem = fc.record(
  {
    id: nonEmpty,
    metadata: fc.record(
      {
        // any date, including odd ones, and an unparseable string now and then
        minedAt: fc.oneof(
          fc.date({ min: new Date(0), max: new Date(4102444800000), noInvalidDate: true }).map((d) => d.toISOString()),
          fc.string({ maxLength: 8 }),
        ),
        chain: fc.oneof(arbChainId, fc.constant('eip155:1')),
        operationType: fc.constantFrom('send', 'receive', 'execute', 'approve', 'trade', 'mint'),
        status: fc.constantFrom('confirmed', 'failed', 'pending'),
        hash: fc.stringMatching(/^0x[0-9a-f]{64}$/),
      },
      { requiredKeys: ['minedAt', 'chain'] },
    ),
    transfers: fc.array(historyTransfer, { maxLength: 3 }),
    approvals: fc.array(historyTransfer, { maxLength: 1 }),
  },
  { requiredKeys: ['id', 'metadata'] },
)
const message = fc.record(
  {
    message: nonEmpty,
    variant: fc.constantFrom('success' as const, 'loading' as const, 'error' as const),
    autoClose: fc.boolean(),
  },
  { requiredKeys: ['message', 'variant'] },
)
const opt = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined })

/** One arbitrary valid domain event, `{ type, data }`, per event type. */
export const arbEventByType = {
  ModalOpenRequested: fc
    .record({ view: opt(view), namespace: opt(namespace), mobile: opt(fc.boolean()) })
    .map((data) => ({ type: 'ModalOpenRequested' as const, data })),
  ModalOpened: fc.record({ view, namespace: opt(namespace) }).map((data) => ({ type: 'ModalOpened' as const, data })),
  ModalCloseRequested: fc.constant({ type: 'ModalCloseRequested' as const, data: {} }),
  ModalClosed: fc.constant({ type: 'ModalClosed' as const, data: {} }),
  ModalLoaded: fc.constant({ type: 'ModalLoaded' as const, data: {} }),
  ModalShaken: fc.constant({ type: 'ModalShaken' as const, data: {} }),
  ModalShakeEnded: fc.constant({ type: 'ModalShakeEnded' as const, data: {} }),
  BackRequested: fc.constant({ type: 'BackRequested' as const, data: {} }),
  NavigateRequested: fc
    .record({ mode: fc.constantFrom('push' as const, 'replace' as const, 'reset' as const), view })
    .map((data) => ({ type: 'NavigateRequested' as const, data })),
  ViewPushed: fc.record({ view }).map((data) => ({ type: 'ViewPushed' as const, data })),
  ViewReplaced: fc.record({ view }).map((data) => ({ type: 'ViewReplaced' as const, data })),
  ViewsReset: fc.record({ view }).map((data) => ({ type: 'ViewsReset' as const, data })),
  ViewPopped: fc.constant({ type: 'ViewPopped' as const, data: {} }),
  Configured: fc
    .record(
      {
        modal: fc.record({ embedded: fc.boolean() }),
        siwx: fc.record({ enabled: fc.boolean(), required: fc.boolean() }),
        networks: fc.record({
          requested: fc.option(fc.array(arbChainId, { maxLength: 4 }), { nil: null }),
          approved: fc.option(fc.array(arbChainId, { maxLength: 4 }), { nil: null }),
          allowUnsupportedChain: fc.boolean(),
          enableNetworkSwitch: fc.boolean(),
        }),
        adapters: fc.uniqueArray(namespace, { maxLength: 4 }),
        features: fc.dictionary(fc.constantFrom(...FEATURES, 'legalCheckbox', 'collapseWallets'), fc.boolean()),
      },
      { requiredKeys: ['modal', 'siwx', 'networks', 'adapters'] },
    )
    .map((data) => ({ type: 'Configured' as const, data })),
  OptionsConfigured: fc
    .record({
      socials: fc.uniqueArray(fc.constantFrom(...SOCIALS)),
      termsConditionsUrl: fc.option(fc.constant('https://example.com/terms'), { nil: null }),
      privacyPolicyUrl: fc.option(fc.constant('https://example.com/privacy'), { nil: null }),
      wallets: fc.record({
        featured: fc.array(nonEmpty, { maxLength: 3 }),
        included: fc.array(nonEmpty, { maxLength: 3 }),
        excluded: fc.array(nonEmpty, { maxLength: 3 }),
        custom: fc.array(fc.record({ id: nonEmpty, name: nonEmpty }), { maxLength: 2 }),
      }),
    })
    .map((data) => ({ type: 'OptionsConfigured' as const, data })),
  ConnectRequested: fc
    .record({ connectorId: nonEmpty, namespace, chainId: opt(arbChainId) })
    .map((data) => ({ type: 'ConnectRequested' as const, data })),
  Connected: fc
    .record({
      connectorId: nonEmpty,
      namespace,
      chainId: arbChainId,
      address,
      walletName: opt(fc.string({ maxLength: 20 })),
    })
    .map((data) => ({ type: 'Connected' as const, data })),
  ConnectFailed: fc
    .record({ connectorId: nonEmpty, namespace, error: errorData })
    .map((data) => ({ type: 'ConnectFailed' as const, data })),
  DisconnectRequested: fc
    .record({ namespace: opt(namespace) })
    .map((data) => ({ type: 'DisconnectRequested' as const, data })),
  Disconnected: fc
    .record({
      namespace,
      reason: fc.constantFrom('user' as const, 'wallet' as const, 'error' as const, 'sync-failed' as const),
    })
    .map((data) => ({ type: 'Disconnected' as const, data })),
  ActiveNamespaceRequested: fc
    .record({ namespace })
    .map((data) => ({ type: 'ActiveNamespaceRequested' as const, data })),
  NetworkSwitchRequested: fc
    .record({ chainId: arbChainId })
    .map((data) => ({ type: 'NetworkSwitchRequested' as const, data })),
  NetworkSwitched: fc.record({ chainId: arbChainId }).map((data) => ({ type: 'NetworkSwitched' as const, data })),
  NetworkUnsupported: fc.record({ chainId: arbChainId }).map((data) => ({ type: 'NetworkUnsupported' as const, data })),
  NetworkSwitchFailed: fc
    .record({ chainId: arbChainId, error: errorData })
    .map((data) => ({ type: 'NetworkSwitchFailed' as const, data })),
  AccountChanged: fc.record({ namespace, address }).map((data) => ({ type: 'AccountChanged' as const, data })),
  BalanceFetched: fc
    .record({
      chainId: arbChainId,
      address,
      symbol: nonEmpty,
      decimals: fc.integer({ min: 0, max: 36 }),
      value: decimal,
    })
    .map((data) => ({ type: 'BalanceFetched' as const, data })),
  BalanceFetchFailed: fc
    .record({ chainId: arbChainId, address, error: errorData })
    .map((data) => ({ type: 'BalanceFetchFailed' as const, data })),
  SiwxSigned: fc
    .record({
      data: fc.record(
        {
          accountAddress: address,
          chainId: arbChainId,
          domain: fc.domain(),
          uri: fc.webUrl(),
          version: fc.constant('1'),
          nonce: fc.stringMatching(/^[a-zA-Z0-9]{8,16}$/),
          issuedAt: fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
          expirationTime: fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
          statement: fc.string({ maxLength: 40 }),
          resources: fc.array(fc.webUrl(), { maxLength: 2 }),
        },
        { requiredKeys: ['accountAddress', 'chainId', 'domain', 'uri', 'version', 'nonce'] },
      ),
      message: nonEmpty,
      signature: fc.stringMatching(/^0x[0-9a-f]{130}$/),
    })
    .map((session) => ({ type: 'SiwxSigned' as const, data: { session } })),
  SiwxCancelRequested: fc.constant({ type: 'SiwxCancelRequested' as const, data: {} }),
  SiwxSignFailed: fc.record({ error: errorData }).map((data) => ({ type: 'SiwxSignFailed' as const, data })),
  SiwxInitFailed: fc.record({ error: errorData }).map((data) => ({ type: 'SiwxInitFailed' as const, data })),
  SiwxSessionsCleared: fc.constant({ type: 'SiwxSessionsCleared' as const, data: {} }),
  TxQueued: fc
    .record(
      {
        requestId: nonEmpty,
        chainId: arbChainId,
        method: nonEmpty,
        namespace,
        params: rpcJson,
        from: address,
        to: address,
        value: decimal,
        unsafe: fc.boolean(),
        embedded: fc.boolean(),
      },
      { requiredKeys: ['requestId', 'chainId', 'method'] },
    )
    .map((data) => ({ type: 'TxQueued' as const, data })),
  TxApproved: fc.record({ requestId: nonEmpty }).map((data) => ({ type: 'TxApproved' as const, data })),
  TxSucceeded: fc
    .record({ requestId: nonEmpty, result: rpcJson }, { requiredKeys: ['requestId'] })
    .map((data) => ({ type: 'TxSucceeded' as const, data })),
  TxFailed: fc.record({ requestId: nonEmpty, error: errorData }).map((data) => ({ type: 'TxFailed' as const, data })),
  TxRejected: fc.record({ requestId: nonEmpty }).map((data) => ({ type: 'TxRejected' as const, data })),
  TxMined: fc
    .record({ chainId: arbChainId, hash: fc.stringMatching(/^0x[0-9a-f]{64}$/) })
    .map((data) => ({ type: 'TxMined' as const, data })),
  AlertReported: fc
    .record({ kind: fc.constantFrom(...ALERT_KINDS) })
    .map((data) => ({ type: 'AlertReported' as const, data })),
  MessageRequested: message.map((data) => ({ type: 'MessageRequested' as const, data })),
  MessageShown: message.map((data) => ({ type: 'MessageShown' as const, data })),
  MessageHidden: fc.constant({ type: 'MessageHidden' as const, data: {} }),
  ThemeChanged: fc
    .record(
      {
        themeMode: fc.constantFrom('light' as const, 'dark' as const),
        themeVariables: fc.dictionary(
          fc.constantFrom('--w3m-accent', '--w3m-font-family', '--w3m-z-index'),
          fc.string({ maxLength: 12 }),
        ),
      },
      { requiredKeys: ['themeMode'] },
    )
    .map((data) => ({ type: 'ThemeChanged' as const, data })),
  ThemeUpdated: fc
    .record(
      {
        themeMode: fc.constantFrom('light' as const, 'dark' as const, 'system' as const),
        themeVariables: fc.dictionary(
          fc.constantFrom('--gh-accent', '--gh-radius', '--gh-font-family'),
          fc.stringMatching(/^[a-z0-9 #(),.%-]{1,12}$/),
        ),
      },
      { requiredKeys: [] },
    )
    .map((data) => ({ type: 'ThemeUpdated' as const, data })),
  SendFormEdited: fc
    .record(
      {
        token: fc.option(
          fc.record({
            symbol: nonEmpty,
            address: address,
            chainId: arbChainId,
            decimals: fc.integer({ min: 0, max: 36 }),
          }),
          { nil: null },
        ),
        amount: fc.option(fc.stringMatching(/^[0-9]{1,6}(\.[0-9]{1,6})?$/), { nil: null }),
        receiverAddress: fc.option(address, { nil: null }),
        receiverProfileName: fc.option(fc.string({ maxLength: 20 }), { nil: null }),
        receiverProfileImage: fc.option(fc.webUrl(), { nil: null }),
      },
      { requiredKeys: [] },
    )
    .map((data) => ({ type: 'SendFormEdited' as const, data })),
  TokenSent: fc
    .record({ chainId: arbChainId, hash: fc.stringMatching(/^0x[0-9a-f]{64}$/) }, { requiredKeys: ['chainId'] })
    .map((data) => ({ type: 'TokenSent' as const, data })),
  SendRequested: fc.record({ requestId: nonEmpty }).map((data) => ({ type: 'SendRequested' as const, data })),
  NativeTransferRequested: fc
    .record({
      requestId: nonEmpty,
      chainId: arbChainId,
      from: nonEmpty,
      to: nonEmpty,
      units: fc.bigInt({ min: 0n, max: 10n ** 20n }).map(String),
    })
    .map((data) => ({ type: 'NativeTransferRequested' as const, data })),
  AccountsListed: fc
    .record({
      namespace,
      accounts: fc.array(
        fc.record(
          {
            address,
            type: accountType,
            publicKey: fc.stringMatching(/^0x[0-9a-f]{8,66}$/),
            path: fc.constantFrom("m/44'/60'/0'/0/0", "m/84'/0'/0'/0/0"),
          },
          { requiredKeys: ['address', 'type'] },
        ),
        { maxLength: 3 },
      ),
    })
    .map((data) => ({ type: 'AccountsListed' as const, data })),
  ProfileFetched: fc
    .record({
      address,
      name: fc.option(fc.string({ maxLength: 20 }), { nil: null }),
      avatar: fc.option(fc.webUrl(), { nil: null }),
    })
    .map((data) => ({ type: 'ProfileFetched' as const, data })),
  AuthUserFetched: fc
    .record(
      {
        namespace,
        email: fc.option(fc.emailAddress(), { nil: null }),
        username: fc.option(fc.string({ maxLength: 16 }), { nil: null }),
        smartAccountDeployed: fc.boolean(),
        preferredAccountType: accountType,
        socialProvider: fc.option(fc.constantFrom('google', 'github', 'apple', 'facebook', 'x', 'discord'), {
          nil: null,
        }),
      },
      { requiredKeys: ['namespace', 'email', 'username'] },
    )
    .map((data) => ({ type: 'AuthUserFetched' as const, data })),
  TokenBalancesFetched: fc
    .record({
      chainId: arbChainId,
      address,
      balances: fc.array(
        fc.record(
          {
            name: nonEmpty,
            symbol: nonEmpty,
            chainId: arbChainId,
            address,
            value: fc.double({ min: 0, max: 1e9, noNaN: true }),
            price: fc.double({ min: 0, max: 1e6, noNaN: true }),
            quantity: fc.record({
              decimals: fc.integer({ min: 0, max: 18 }).map(String),
              numeric: fc.stringMatching(/^[0-9]{1,8}(\.[0-9]{1,8})?$/),
            }),
            iconUrl: fc.webUrl(),
          },
          { requiredKeys: ['name', 'symbol', 'chainId', 'value', 'price', 'quantity', 'iconUrl'] },
        ),
        { maxLength: 3 },
      ),
    })
    .map((data) => ({ type: 'TokenBalancesFetched' as const, data })),
  AccountTabRequested: fc
    .record({ tab: fc.constantFrom('tokens' as const, 'nfts' as const, 'activity' as const) })
    .map((data) => ({ type: 'AccountTabRequested' as const, data })),
  AccountTypeRequested: fc
    .record({ namespace, type: fc.constantFrom('eoa' as const, 'smartAccount' as const) })
    .map((data) => ({ type: 'AccountTypeRequested' as const, data })),
  AccountTypeSwitched: fc
    .record({ namespace, type: fc.constantFrom('eoa' as const, 'smartAccount' as const) })
    .map((data) => ({ type: 'AccountTypeSwitched' as const, data })),
  AccountTypeSwitchFailed: fc
    .record({ namespace, type: fc.constantFrom('eoa' as const, 'smartAccount' as const), error: errorData })
    .map((data) => ({ type: 'AccountTypeSwitchFailed' as const, data })),
  SmartAccountDeployed: fc
    .record({ chainId: arbChainId, address })
    .map((data) => ({ type: 'SmartAccountDeployed' as const, data })),
  ConnectorsDiscovered: fc
    .record({ connectors: fc.array(connector, { maxLength: 4 }) })
    .map((data) => ({ type: 'ConnectorsDiscovered' as const, data })),
  WalletsPageFetched: fc
    .record({
      list: fc.constantFrom('featured' as const, 'recommended' as const, 'all' as const),
      page: fc.integer({ min: 1, max: 20 }),
      count: fc.nat({ max: 1000 }),
      wallets: fc.array(walletListing, { maxLength: 5 }),
    })
    .map((data) => ({ type: 'WalletsPageFetched' as const, data })),
  WalletsSearched: fc
    .record({ query: fc.string({ maxLength: 12 }), wallets: fc.array(walletListing, { maxLength: 5 }) })
    .map((data) => ({ type: 'WalletsSearched' as const, data })),
  RecentWalletRecorded: fc
    .record(
      {
        wallet: fc.record(
          { id: walletId, name: fc.string({ maxLength: 16 }), imageUrl: fc.webUrl() },
          { requiredKeys: ['id', 'name'] },
        ),
        deepLink: fc.option(fc.webUrl(), { nil: null }),
      },
      { requiredKeys: ['wallet'] },
    )
    .map((data) => ({ type: 'RecentWalletRecorded' as const, data })),
  PairingStarted: fc
    .record({ topic: fc.stringMatching(/^[0-9a-f]{64}$/), expiry: fc.integer({ min: 0, max: 4_000_000_000_000 }) })
    .map((data) => ({ type: 'PairingStarted' as const, data })),
  PairingConnected: fc
    .record({ topic: fc.stringMatching(/^[0-9a-f]{64}$/) })
    .map((data) => ({ type: 'PairingConnected' as const, data })),
  HistoryFetchStarted: fc
    .record(
      { chainId: arbChainId, address, cursor: fc.option(nonEmpty, { nil: null }) },
      { requiredKeys: ['chainId', 'address'] },
    )
    .map((data) => ({ type: 'HistoryFetchStarted' as const, data })),
  HistoryFetched: fc
    .record({
      chainId: arbChainId,
      address,
      items: fc.array(historyItem, { maxLength: 4 }),
      next: fc.option(nonEmpty, { nil: null }),
    })
    .map((data) => ({ type: 'HistoryFetched' as const, data })),
  HistoryFetchFailed: fc
    .record({ chainId: arbChainId, address, error: errorData })
    .map((data) => ({ type: 'HistoryFetchFailed' as const, data })),
  HistoryReset: fc.constant({ type: 'HistoryReset' as const, data: {} }),
  NftsFetchStarted: fc
    .record({ chainId: arbChainId, address })
    .map((data) => ({ type: 'NftsFetchStarted' as const, data })),
  NftsFetched: fc
    .record({
      chainId: arbChainId,
      address,
      items: fc.array(
        fc.record({
          id: nonEmpty,
          name: fc.string({ maxLength: 16 }),
          imageUrl: fc.option(fc.webUrl(), { nil: null }),
        }),
        { maxLength: 4 },
      ),
    })
    .map((data) => ({ type: 'NftsFetched' as const, data })),
  NftsFetchFailed: fc
    .record({ chainId: arbChainId, address, error: errorData })
    .map((data) => ({ type: 'NftsFetchFailed' as const, data })),
  // Network effects
  HistoryPageRequested: fc.constant({ type: 'HistoryPageRequested' as const, data: {} }),
  ProfileFetchFailed: fc
    .record({ address, error: errorData })
    .map((data) => ({ type: 'ProfileFetchFailed' as const, data })),
  WalletsPageRequested: fc
    .record({ page: fc.integer({ min: 1, max: 50 }) })
    .map((data) => ({ type: 'WalletsPageRequested' as const, data })),
  WalletsSearchRequested: fc
    .record({ query: fc.string({ maxLength: 12 }) })
    .map((data) => ({ type: 'WalletsSearchRequested' as const, data })),
  WalletsFetchFailed: fc
    .record(
      {
        list: fc.constantFrom('featured' as const, 'recommended' as const, 'all' as const, 'search' as const),
        page: fc.integer({ min: 1, max: 50 }),
        error: errorData,
      },
      { requiredKeys: ['list', 'error'] },
    )
    .map((data) => ({ type: 'WalletsFetchFailed' as const, data })),
  WalletListingUnavailable: fc.constant({ type: 'WalletListingUnavailable' as const, data: {} }),
  GasPriceRequested: fc.record({ chainId: arbChainId }).map((data) => ({ type: 'GasPriceRequested' as const, data })),
  GasPriceFetched: fc
    .record({ chainId: arbChainId, standard: decimal, fast: decimal, instant: decimal })
    .map((data) => ({ type: 'GasPriceFetched' as const, data })),
  GasPriceFetchFailed: fc
    .record({ chainId: arbChainId, error: errorData })
    .map((data) => ({ type: 'GasPriceFetchFailed' as const, data })),
  BitcoinFeeRequested: fc
    .record({ chainId: arbChainId, address: fc.string({ minLength: 1, maxLength: 62 }) })
    .map((data) => ({ type: 'BitcoinFeeRequested' as const, data })),
  BitcoinFeeFetched: fc
    .record({
      chainId: arbChainId,
      address: fc.string({ minLength: 1, maxLength: 62 }),
      rate: fc.double({ min: 0.001, max: 1_000, noNaN: true }),
      outputs: fc.array(decimal, { maxLength: 6 }),
    })
    .map((data) => ({ type: 'BitcoinFeeFetched' as const, data })),
  BitcoinFeeFetchFailed: fc
    .record({ chainId: arbChainId, address: fc.string({ minLength: 1, maxLength: 62 }), error: errorData })
    .map((data) => ({ type: 'BitcoinFeeFetchFailed' as const, data })),
  // Buy (onramp)
  OnrampFormEdited: fc
    .record({
      purchaseCurrency: fc.constantFrom('ETH', 'USDC', ''),
      paymentCurrency: fc.constantFrom('USD', 'EUR'),
      amount: fc.oneof(fc.constant(''), fc.stringMatching(/^\d{1,5}(\.\d{1,2})?$/), fc.string({ maxLength: 8 })),
    })
    .map((data) => ({ type: 'OnrampFormEdited' as const, data })),
  OnrampFetched: fc
    .record(
      {
        call: onrampCall,
        response: fc.dictionary(
          fc.constantFrom('url', 'data', 'next', 'quoteId', 'purchaseCurrencies'),
          fc.oneof(
            fc.string({ maxLength: 8 }),
            fc.integer(),
            fc.boolean(),
            fc.constant(null),
            fc.array(fc.string({ maxLength: 4 }), { maxLength: 3 }),
          ),
          { maxKeys: 3 },
        ),
        fallback: fc.boolean(),
      },
      { requiredKeys: ['call', 'response'] },
    )
    .map((data) => ({ type: 'OnrampFetched' as const, data })),
  OnrampFailed: fc
    .record({ call: onrampCall, error: errorData })
    .map((data) => ({ type: 'OnrampFailed' as const, data })),
  OnrampCheckoutRequested: fc.constant({ type: 'OnrampCheckoutRequested' as const, data: {} }),
} satisfies { [K in string]: fc.Arbitrary<DomainEvent> }

/**
 * An arbitrary valid event that an app, the UI or an effect may emit (system
 * events such as `SessionRestored` come from the core itself).
 */
export const arbEvent: fc.Arbitrary<EventInput> = fc.oneof(...Object.values(arbEventByType)) as fc.Arbitrary<EventInput>

/** A sequence of arbitrary valid events. */
export function arbEvents(options: { minLength?: number; maxLength?: number } = {}): fc.Arbitrary<EventInput[]> {
  return fc.array(arbEvent, { minLength: options.minLength ?? 0, maxLength: options.maxLength ?? 60 })
}

/** The core's own events (restore, log health, effect and reducer failures), for reducer properties. */
export const arbSystemEvent: fc.Arbitrary<EventInput> = fc.oneof(
  fc
    .record({
      head: fc.nat({ max: 1_000_000 }),
      snapshotSeq: fc.option(fc.nat({ max: 1_000_000 }), { nil: null }),
      storage: fc.constantFrom('indexeddb' as const, 'memory' as const),
    })
    .map((data) => ({ type: 'SessionRestored' as const, data })),
  errorData.map((error) => ({ type: 'LogStorageUnavailable' as const, data: { error } })),
  fc
    .record({
      key: nonEmpty,
      seq: fc.option(fc.nat(), { nil: null }),
      eventType: fc.option(fc.string(), { nil: null }),
      reason: fc.constantFrom(
        'unknown-type' as const,
        'version-too-new' as const,
        'invalid' as const,
        'upcast-failed' as const,
        'malformed' as const,
      ),
      detail: fc.string({ maxLength: 30 }),
    })
    .map((data) => ({ type: 'LogRecordQuarantined' as const, data })),
  fc
    .record({
      effect: nonEmpty,
      error: errorData,
      outcome: fc.constantFrom('restarted' as const, 'stopped' as const, 'continued' as const),
    })
    .map((data) => ({ type: 'EffectFailed' as const, data })),
  fc
    .record({ error: errorData, pending: fc.nat({ max: 1000 }) })
    .map((data) => ({ type: 'LogWriteFailed' as const, data })),
  fc
    .record({ projection: nonEmpty, eventType: nonEmpty, eventId: nonEmpty, error: errorData })
    .map((data) => ({ type: 'ReducerFailed' as const, data })),
) as fc.Arbitrary<EventInput>

/** Any valid event at all, the core's own included. */
export const arbAnyEvent: fc.Arbitrary<EventInput> = fc.oneof(
  { arbitrary: arbEvent, weight: 5 },
  { arbitrary: arbSystemEvent, weight: 1 },
)
