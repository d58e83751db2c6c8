import { describe, expect, it } from 'vitest'
import * as C from './constants.js'

describe('SPEC §9 constants', () => {
  it.each([
    ['EMAIL_LOGIN_COOLDOWN_MS', 30_000],
    ['TOKEN_BALANCE_RETRY_BLOCK_MS', 30_000],
    ['PORTFOLIO_CACHE_MS', 30_000],
    ['NATIVE_BALANCE_CACHE_MS', 30_000],
    ['ENS_CACHE_MS', 300_000],
    ['IDENTITY_CACHE_MS', 300_000],
    ['RECENT_WALLETS_KEPT', 2],
    ['SWAP_SLIPPAGE_DEFAULT', 1],
    ['PENDING_TRANSACTIONS_LIMIT', 99],
    ['FRAME_CALL_TIMEOUT_MS', 30_000],
    ['FRAME_INIT_DELAY_MS', 500],
    ['FRAME_Z_INDEX', 999_999],
    ['PAIRING_EXPIRY_MS', 240_000],
    ['PAIRING_EXPIRY_MARGIN_MS', 10_000],
    ['RETRY_ALLOWED_DEFAULT_MS', 1_000],
    ['RPC_TIMEOUT_MS', 10_000],
    ['RPC_BATCH_SIZE', 1000],
    ['FALLBACK_RANK_INTERVAL_MS', 4_000],
    ['FALLBACK_RANK_SAMPLES', 10],
    ['FALLBACK_RANK_PING_TIMEOUT_MS', 1_000],
    ['HEARTBEAT_MS', 5_000],
    ['RETRY_DELAY_MS', 100],
    ['RETRY_COUNT', 2],
    ['EMITTER_MAX_LISTENERS', 10],
    ['LOG_LEVEL', 'error'],
    ['LOG_BUFFER_BYTES', 1_024_000],
    ['ADDRESS_CACHE_SIZE', 8192],
    ['IMAGE_PRELOAD_RACE_MS', 2_000],
    ['DEBOUNCE_MS', 500],
    ['BALANCE_DECIMALS', 3],
    ['BALANCE_DEFAULT', '0.000'],
    ['TOKEN_BALANCE_DECIMALS', 2],
    ['ACTIVITY_DECIMALS', 3],
    ['MESSAGE_REOPEN_DELAY_MS', 150],
    ['SHAKE_MS', 500],
    ['UNKNOWN_METHOD_ERROR_DELAY_MS', 300],
    ['DEFAULT_CHAIN_ID', 'eip155:1'],
    ['RPC_RETRY_COUNT', 3],
    ['RPC_RETRY_DELAY_MS', 150],
    ['RPC_DEDUPE_CACHE_SIZE', 8192],
  ])('SPEC §9: %s is %j', (name, value) => {
    expect((C as Record<string, unknown>)[name]).toEqual(value)
  })

  it('SPEC §9: lists', () => {
    expect(C.SWAP_CHAIN_IDS).toEqual([1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554])
    expect(C.FALLBACK_RANK_WEIGHTS).toEqual({ stability: 0.7, latency: 0.3 })
    expect(C.ANIMATION_MS).toEqual([120, 150, 150])
    expect(C.RPC_RETRY_STATUSES).toEqual([403, 408, 413, 429, 500, 502, 503, 504])
    expect(C.CONNECTOR_ORDER).toEqual([
      'walletConnect',
      'recent',
      'injected',
      'featured',
      'custom',
      'external',
      'recommended',
    ])
    expect(C.WALLET_FEATURE_ORDER).toEqual(['onramp', 'swaps', 'receive', 'send'])
    expect(C.BALANCE_NAMESPACES).toEqual(['eip155', 'solana'])
    expect(C.NAME_NAMESPACES).toEqual(['eip155'])
    expect(C.NAME_SUFFIXES).toEqual(['.reown.id', '.wcn.id'])
  })
})
