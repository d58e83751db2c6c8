// The business constants and limits of SPEC §9 (and the few of §4 and §7 that
// domain rules use), one place, each citing its SPEC line. Times in ms.
import type { CaipNetworkId, ChainNamespace } from './caip.js'

/** SPEC §9: email login cooldown 30 s. */
export const EMAIL_LOGIN_COOLDOWN_MS = 30_000
/** SPEC §9 / §8: token balance retries blocked 30 s after a failure. */
export const TOKEN_BALANCE_RETRY_BLOCK_MS = 30_000
/** SPEC §9: portfolio cache lifetime 30 s. */
export const PORTFOLIO_CACHE_MS = 30_000
/** SPEC §9: native balance cache lifetime 30 s. */
export const NATIVE_BALANCE_CACHE_MS = 30_000
/** SPEC §9: ENS cache lifetime 5 min. */
export const ENS_CACHE_MS = 5 * 60_000
/** SPEC §9: identity cache lifetime 5 min. */
export const IDENTITY_CACHE_MS = 5 * 60_000
/** SPEC §9: recent wallets kept: 2. */
export const RECENT_WALLETS_KEPT = 2
/** SPEC §9: swap slippage default tolerance 1 (percent). */
export const SWAP_SLIPPAGE_DEFAULT = 1
/** SPEC §9: swap networks (eip155 chain ids). */
export const SWAP_CHAIN_IDS: readonly number[] = [1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554]
// SPEC §9's onramp constants (limits, fee range, card provider chains, namespaces) and restricted timezones are in
// src/domain/onramp.ts: only Buy's lazy code reads them, and here they would be in every app's initial JS.
/** SPEC §9: balance namespaces. */
export const BALANCE_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana']
/** SPEC §9: names and activity: eip155 only. */
export const NAME_NAMESPACES: readonly ChainNamespace[] = ['eip155']
/** SPEC §9: names and activity: eip155 only. */
export const ACTIVITY_NAMESPACES: readonly ChainNamespace[] = ['eip155']
/** SPEC §9: pending transactions limit 99. */
export const PENDING_TRANSACTIONS_LIMIT = 99
/** SPEC §9: frame calls (email, device, otp, social, social redirect) time out after 30 s. */
export const FRAME_CALL_TIMEOUT_MS = 30_000
/** SPEC §9: frame init waits 500 ms after READY. */
export const FRAME_INIT_DELAY_MS = 500
/** SPEC §9: frame z-index 999999. */
export const FRAME_Z_INDEX = 999_999
/** SPEC §9: pairing expiry 4 minutes. */
export const PAIRING_EXPIRY_MS = 4 * 60_000
/** SPEC §9 / §5: a pairing is expired within 10 s of its expiry. */
export const PAIRING_EXPIRY_MARGIN_MS = 10_000
/** SPEC §9: retry-allowed default 1 s. */
export const RETRY_ALLOWED_DEFAULT_MS = 1_000
/** SPEC §9: RPC timeout 10 s. */
export const RPC_TIMEOUT_MS = 10_000
/** SPEC §9: batch size 1000. */
export const RPC_BATCH_SIZE = 1000
/** SPEC §9: fallback ranking interval 4 s. */
export const FALLBACK_RANK_INTERVAL_MS = 4_000
/** SPEC §9: fallback ranking sample count 10. */
export const FALLBACK_RANK_SAMPLES = 10
/** SPEC §9: fallback ranking ping timeout 1 s. */
export const FALLBACK_RANK_PING_TIMEOUT_MS = 1_000
/** SPEC §9: fallback ranking weights, stability 0.7 and latency 0.3. */
export const FALLBACK_RANK_WEIGHTS = { stability: 0.7, latency: 0.3 } as const
/** SPEC §9: heartbeat 5 s. */
export const HEARTBEAT_MS = 5_000
/** SPEC §9: retry helper default delay 100 ms. */
export const RETRY_DELAY_MS = 100
/** SPEC §9: retry helper default 2 retries. */
export const RETRY_COUNT = 2
/** SPEC §7: RPC retries up to 3 times. */
export const RPC_RETRY_COUNT = 3
/** SPEC §7: RPC retry exponential delay base 150 ms. */
export const RPC_RETRY_DELAY_MS = 150
/** SPEC §7: HTTP statuses an RPC call retries on. */
export const RPC_RETRY_STATUSES: readonly number[] = [403, 408, 413, 429, 500, 502, 503, 504]
/** SPEC §7: request dedupe cache size 8192. */
export const RPC_DEDUPE_CACHE_SIZE = 8192
/** SPEC §9: emitter max listeners 10. */
export const EMITTER_MAX_LISTENERS = 10
/** SPEC §9: log level 'error'. */
export const LOG_LEVEL = 'error'
/** SPEC §9: log buffer 1,024,000 bytes. */
export const LOG_BUFFER_BYTES = 1_024_000
/** SPEC §9: address cache 8192 entries. */
export const ADDRESS_CACHE_SIZE = 8192
/** SPEC §9: image preload race 2 s. */
export const IMAGE_PRELOAD_RACE_MS = 2_000
/** SPEC §9: debounce default 500 ms. */
export const DEBOUNCE_MS = 500
/** SPEC §9: balance floored to 3 decimals. */
export const BALANCE_DECIMALS = 3
/** SPEC §9: balance default '0.000'. */
export const BALANCE_DEFAULT = '0.000'
/** SPEC §9: token balance 2 decimals. */
export const TOKEN_BALANCE_DECIMALS = 2
/** SPEC §9: activity amounts 3 decimals. */
export const ACTIVITY_DECIMALS = 3
/** SPEC §9 / §4: message reopen delay 150 ms. */
export const MESSAGE_REOPEN_DELAY_MS = 150
/** How long a message that closes by itself stays (ours: SPEC §3 names autoClose, not its time; AppKit's snackbar waits 2.5 s). */
export const MESSAGE_AUTO_CLOSE_MS = 2500
/** SPEC §9: animation durations 120, 150, 150 ms. */
export const ANIMATION_MS = [120, 150, 150] as const
/** SPEC §9 / §4: shake 500 ms. */
export const SHAKE_MS = 500
/** SPEC §9 / §4: unknown-method error after 300 ms. */
export const UNKNOWN_METHOD_ERROR_DELAY_MS = 300
/** SPEC §9: default chain eip155:1. */
export const DEFAULT_CHAIN_ID: CaipNetworkId = 'eip155:1'
/** SPEC §9: connector order. */
export const CONNECTOR_ORDER = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
] as const
/** SPEC §9: wallet feature order. */
export const WALLET_FEATURE_ORDER = ['onramp', 'swaps', 'receive', 'send'] as const
/** SPEC §1: modal width 360 px. */
export const MODAL_WIDTH_PX = 360
/** SPEC §7: wallet listing, recommended page 1 with 4 entries. */
export const WALLETS_RECOMMENDED_ENTRIES = 4
/** SPEC §7: wallet listing, further pages 40 entries. */
export const WALLETS_PAGE_ENTRIES = 40
/** SPEC §7: wallet search 100 entries. */
export const WALLETS_SEARCH_ENTRIES = 100
/** SPEC §7: wallet search minimum wait 300 ms. */
export const WALLETS_SEARCH_MIN_WAIT_MS = 300
/** SPEC §5: name registration suffixes, .reown.id and the legacy .wcn.id. */
export const NAME_SUFFIXES = ['.reown.id', '.wcn.id'] as const
/** SPEC §5: a name to register has at least 4 characters. */
export const NAME_MIN_LENGTH = 4
