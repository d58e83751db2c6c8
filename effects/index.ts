import { lazyEffects, type Effects } from '../src/bus/effects.js'
import type { GatehouseState } from '../projections/index.js'
import { modalRouter } from './modal/modalRouter.js'
import { rejectRequestsOnClose } from './transactions/rejectRequestsOnClose.js'
import { showMessage } from './ui/showMessage.js'

/**
 * The wallet effects, by name: EIP-6963 discovery and the generic connection effects over every
 * family's adapter (connect, restore, disconnect, switch, watch, sign; effects/connection/). One
 * lazy chunk (effects/injected/index.ts).
 */
const INJECTED_EFFECTS = [
  'discoverInjectedWallets',
  'connectWallet',
  'restoreWallet',
  'disconnectWallet',
  'switchNetwork',
  'watchWallet',
  'signMessage',
  'requestWallet',
] as const

/**
 * WalletConnect's own effects (its connector, ping), by name; their code is a lazy chunk
 * (effects/walletConnect/index.ts), and the sign-client a further one, loaded on the first connect or restore.
 */
const WALLET_CONNECT_EFFECTS = ['announceWalletConnect', 'pingWalletConnect'] as const

/** The secure frame's logins (email, OTP, social, Farcaster) and its connector, by name; their code is a lazy chunk (effects/auth/index.ts), the iframe client a further one. */
export const AUTH_EFFECTS = ['announceAuthConnector', 'loginWithEmail', 'submitOtp', 'loginWithSocial'] as const

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
  'fetchHistory',
  'fetchNfts',
  'fetchGasPrice',
  'fetchWallets',
  'searchWallets',
  'preloadWalletImages',
  'sendAnalytics',
  'requestGasPrice',
  'resolveReceiver',
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

/**
 * The effects Gatehouse runs by default, by name (the name is the events' source).
 * The router and the UI's effects answer at once and are in the initial JS; the
 * wallet and network effects load as two lazy chunks when Gatehouse starts, and
 * see every event from then on (lazyEffects keeps them until the code is there).
 */
export const defaultEffects: Effects<GatehouseState> = {
  modalRouter,
  rejectRequestsOnClose,
  showMessage,
  ...lazyEffects<GatehouseState, (typeof INJECTED_EFFECTS)[number]>(
    INJECTED_EFFECTS,
    () => import('./injected/index.js'),
  ),
  ...lazyEffects<GatehouseState, (typeof SERVICE_EFFECTS)[number]>(SERVICE_EFFECTS, () => import('./services.js')),
  ...lazyEffects<GatehouseState, (typeof AUTH_EFFECTS)[number]>(AUTH_EFFECTS, () => import('./auth/index.js')),
  ...lazyEffects<GatehouseState, (typeof WALLET_CONNECT_EFFECTS)[number]>(
    WALLET_CONNECT_EFFECTS,
    () => import('./walletConnect/index.js'),
  ),
  ...lazyEffects<GatehouseState, (typeof SIWX_EFFECTS)[number]>(SIWX_EFFECTS, () => import('./siwx/index.js')),
  ...lazyEffects<GatehouseState, (typeof ONRAMP_EFFECTS)[number]>(ONRAMP_EFFECTS, () => import('./onramp/index.js')),
}
