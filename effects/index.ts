import { lazyEffects, type Effects, type NeededWhen } from '../src/bus/effects.js'
import type { EventType, Stamped } from '../src/events/index.js'
import type { GatehouseState } from '../projections/index.js'
import { modalRouter } from './modal/modalRouter.js'
import { rejectRequestsOnClose } from './transactions/rejectRequestsOnClose.js'
import { showMessage } from './ui/showMessage.js'

/**
 * EIP-6963 and Wallet Standard discovery, by name: a lazy chunk (effects/injected/index.ts) loaded at start, as
 * wallets announce and register then (the Wallet Standard's discovery proper a further chunk, once one has).
 */
const INJECTED_EFFECTS = ['discoverInjectedWallets', 'discoverStandardWallets'] as const

/**
 * The generic connection effects over every family's adapter (connect, restore, disconnect, switch, watch, sign,
 * requests), by name: a lazy chunk (effects/connection/index.ts).
 */
const CONNECTION_EFFECTS = [
  'connectWallet',
  'restoreWallet',
  'disconnectWallet',
  'switchNetwork',
  'watchWallet',
  'signMessage',
  'requestWallet',
] as const

/**
 * WalletConnect's connector, by name; its code is a lazy chunk (effects/walletConnect/index.ts), and the
 * sign-client a further one, loaded on the first connect or restore.
 */
const WALLET_CONNECT_EFFECTS = ['announceWalletConnect'] as const

/** The ping of a WalletConnect wallet, by name; a lazy chunk of its own (effects/walletConnect/pingWalletConnect.ts). */
const WALLET_CONNECT_PING_EFFECTS = ['pingWalletConnect'] as const

/** The secure frame's logins (email, OTP, social, Farcaster) and its connector, by name; their code is a lazy chunk (effects/auth/index.ts), the iframe client a further one. */
export const AUTH_EFFECTS = [
  'announceAuthConnector',
  'loginWithEmail',
  'submitOtp',
  'loginWithSocial',
  'releaseFrame',
] as const

/** Sign in with the wallet (SPEC §4), by name; their code is a lazy chunk (effects/siwx/index.ts). */
const SIWX_EFFECTS = [
  'prepareSiwxMessage',
  'signInWithWallet',
  'askSiwxOnAccountChange',
  'loadSiwxSessions',
  'closeSiwxWhenLoaded',
  'clearSiwxStorage',
] as const

/**
 * The network effects of SPEC §7 and the send form's (gas price, receiver name, how a send ends, the receipt of
 * what the wallet sent), by name; their code is a lazy chunk (effects/services.ts).
 */
const SERVICE_EFFECTS = [
  'fetchBalances',
  'watchAccountBlocks',
  'fetchIdentity',
  'lookupNames',
  'registerName',
  'fetchHistory',
  'fetchNfts',
  'fetchGasPrice',
  'fetchBitcoinFee',
  'fetchWallets',
  'searchWallets',
  'preloadWalletImages',
  'sendAnalytics',
  'requestGasPrice',
  'resolveReceiver',
  'prepareTransfer',
  'activateNamespace',
  'settleSend',
  'awaitReceipt',
  'fetchSwapTokens',
  'quoteSwap',
  'submitSwap',
] as const

/** Buy (onramp: options, quote, checkout, purchases), by name; their code is a lazy chunk (effects/onramp/index.ts). */
const ONRAMP_EFFECTS = [
  'fetchOnrampOptions',
  'quoteOnramp',
  'openOnrampCheckout',
  'fetchOnrampHistory',
  'watchOnrampPurchases',
] as const

/** Whether a connection of the read models (made, being made or being restored) goes through `connectorId`. */
const usesConnector = (state: GatehouseState, connectorId: string): boolean =>
  Object.values(state.connection.byNamespace).some(
    (c) => c?.status !== 'disconnected' && c?.connectorId === connectorId,
  )

// Each family's chunk loads when the app configured the family, or the visitor's read models hold a connection
// through it (a restore), or an event asks the family for something; else it never loads. Without its
// configuration each of these effects stays idle, so nothing it would have done is lost.
const walletConnectNeeded: NeededWhen<GatehouseState> = (state, _event, deps) =>
  Boolean(deps.walletConnect) || usesConnector(state, 'walletConnect')
// The ping's chunk (with the client's code) loads with a WalletConnect connection, or when a ping is asked for.
const walletConnectPingNeeded: NeededWhen<GatehouseState> = (state, event) =>
  usesConnector(state, 'walletConnect') || event?.type === 'WalletConnectPingRequested'
const AUTH_REQUESTS: readonly EventType[] = [
  'EmailLoginRequested',
  'OtpSubmitted',
  'SocialLoginRequested',
  'FarcasterLoginRequested',
]
const authNeeded: NeededWhen<GatehouseState> = (state, event, deps) =>
  Boolean(deps.frameMessenger ?? deps.frame) ||
  usesConnector(state, 'auth') ||
  (event !== null && AUTH_REQUESTS.includes(event.type))
const siwxNeeded: NeededWhen<GatehouseState> = (state, event) =>
  state.config.siwx.enabled || state.modal.view === 'SIWXSignMessage' || event?.type.startsWith('Siwx') === true

// What a page says of itself before the visitor does anything: the restore, the configuration, the wallets the
// page announced. The connection, services and Buy chunks wait for anything else (the modal opened, a connection,
// an app's request), or for a connection the visitor restores; analytics reports from the start. A chunk an event
// makes needed is fetched once the page has painted that event's answer (lazyEffects, deps.afterPaint).
const START_FACTS: readonly EventType[] = [
  'SessionRestored',
  'Configured',
  'ConnectorsDiscovered',
  'LogStorageUnavailable',
  'FirstPaintCopyIgnored',
]
const pastStart = (state: GatehouseState, event: Stamped | null): boolean =>
  (event !== null && !START_FACTS.includes(event.type)) ||
  Object.values(state.connection.byNamespace).some((c) => c?.status === 'connected' || c?.status === 'connecting')
const servicesNeeded: NeededWhen<GatehouseState> = (state, event, deps) =>
  pastStart(state, event) || deps.services.analytics !== null
// The connection effects also end requests a reload cut off (SessionRestored, one of the start facts).
const connectionNeeded: NeededWhen<GatehouseState> = (state, event) =>
  pastStart(state, event) || state.transactions.ids.length > 0

/**
 * The effects Gatehouse runs by default, by name (the name is the events' source).
 * The router and the UI's effects answer at once and are in the initial JS; the
 * wallet discovery loads as a lazy chunk when Gatehouse starts, each other group
 * when it is needed (above), and see every event from then on (lazyEffects keeps
 * them until the code is there).
 */
export const defaultEffects: Effects<GatehouseState> = {
  modalRouter,
  rejectRequestsOnClose,
  showMessage,
  ...lazyEffects<GatehouseState, (typeof INJECTED_EFFECTS)[number]>(
    INJECTED_EFFECTS,
    () => import('./injected/index.js'),
  ),
  ...lazyEffects<GatehouseState, (typeof CONNECTION_EFFECTS)[number]>(
    CONNECTION_EFFECTS,
    () => import('./connection/index.js'),
    connectionNeeded,
  ),
  ...lazyEffects<GatehouseState, (typeof SERVICE_EFFECTS)[number]>(
    SERVICE_EFFECTS,
    () => import('./services.js'),
    servicesNeeded,
  ),
  ...lazyEffects<GatehouseState, (typeof AUTH_EFFECTS)[number]>(
    AUTH_EFFECTS,
    () => import('./auth/index.js'),
    authNeeded,
  ),
  ...lazyEffects<GatehouseState, (typeof WALLET_CONNECT_EFFECTS)[number]>(
    WALLET_CONNECT_EFFECTS,
    () => import('./walletConnect/index.js'),
    walletConnectNeeded,
  ),
  ...lazyEffects<GatehouseState, (typeof WALLET_CONNECT_PING_EFFECTS)[number]>(
    WALLET_CONNECT_PING_EFFECTS,
    () => import('./walletConnect/pingWalletConnect.js'),
    walletConnectPingNeeded,
  ),
  ...lazyEffects<GatehouseState, (typeof SIWX_EFFECTS)[number]>(
    SIWX_EFFECTS,
    () => import('./siwx/index.js'),
    siwxNeeded,
  ),
  ...lazyEffects<GatehouseState, (typeof ONRAMP_EFFECTS)[number]>(
    ONRAMP_EFFECTS,
    () => import('./onramp/index.js'),
    servicesNeeded,
  ),
}
