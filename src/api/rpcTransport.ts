// Chain RPC through viem's transports, configured, not rebuilt (STYLE "Facts
// from SPEC.md"): `http` with SPEC §7's retries (3, exponential from 150 ms,
// Retry-After honoured, viem's status list 403 408 413 429 500 502 503 504 and
// its RPC codes), batching (SPEC §9 batch size 1000) and the 10 s timeout;
// `fallback` with ranking (SPEC §9: every 4 s over 10 samples, ping timeout
// 1 s, weights stability 0.7 / latency 0.3, pinging net_listening); requests
// deduplicated in viem's 8192-entry cache (SPEC §7). This module imports viem
// and is only ever loaded by dynamic import (src/api/rpc.ts), when the first
// RPC call is made, so viem stays out of the initial chunk.
import { fallback, http, type EIP1193RequestFn, type Transport } from 'viem'
import {
  FALLBACK_RANK_INTERVAL_MS,
  FALLBACK_RANK_PING_TIMEOUT_MS,
  FALLBACK_RANK_SAMPLES,
  FALLBACK_RANK_WEIGHTS,
  RPC_BATCH_SIZE,
  RPC_RETRY_COUNT,
  RPC_RETRY_DELAY_MS,
  RPC_TIMEOUT_MS,
} from '../domain/constants.js'

/** The options of each `http` transport (SPEC §7, §9). */
export const RPC_HTTP_OPTIONS = {
  retryCount: RPC_RETRY_COUNT,
  retryDelay: RPC_RETRY_DELAY_MS,
  timeout: RPC_TIMEOUT_MS,
  batch: { batchSize: RPC_BATCH_SIZE },
} as const

/** The ping of the fallback ranking: net_listening (SPEC §7: Fallback ranking pings net_listening). */
export const rankPing = ({ transport }: { transport: { request: EIP1193RequestFn } }): Promise<unknown> =>
  transport.request({ method: 'net_listening' })

/** The ranking of the `fallback` transport (SPEC §9). */
export const RPC_RANK_OPTIONS = {
  interval: FALLBACK_RANK_INTERVAL_MS,
  sampleCount: FALLBACK_RANK_SAMPLES,
  timeout: FALLBACK_RANK_PING_TIMEOUT_MS,
  weights: { ...FALLBACK_RANK_WEIGHTS },
  ping: rankPing,
} as const

/** The options of the `fallback` transport: ranking on, and the retries of SPEC §7 (its http transports then run without their own). */
export const RPC_FALLBACK_OPTIONS = {
  rank: RPC_RANK_OPTIONS,
  retryCount: RPC_RETRY_COUNT,
  retryDelay: RPC_RETRY_DELAY_MS,
} as const

/** Options of a chain's transport. */
export interface ChainTransportOptions {
  /** The fetch every request goes through (deps.fetch). */
  fetchFn?: typeof fetch
}

/**
 * The transport of one chain: `http` for one URL; `fallback` over `http`
 * transports, ranked, for several (the fallback retries; its members do not,
 * so a request is never retried 3 × 3 times).
 */
export function createChainTransport(urls: readonly string[], options: ChainTransportOptions = {}): Transport {
  const { fetchFn } = options
  if (urls.length === 1) return http(urls[0], { ...RPC_HTTP_OPTIONS, fetchFn })
  const { retryCount: _retryCount, retryDelay: _retryDelay, ...member } = RPC_HTTP_OPTIONS
  const transports = urls.map((url) => http(url, { ...member, fetchFn, key: url }))
  return fallback(transports, RPC_FALLBACK_OPTIONS)
}

/** A chain's JSON-RPC requester: requests deduplicated (SPEC §7), abortable. */
export interface ChainRequester {
  request(args: { method: string; params?: unknown }, options?: { signal?: AbortSignal | undefined }): Promise<unknown>
}

/** Instantiates a chain's transport and wraps its request. */
export function createChainRequester(urls: readonly string[], options: ChainTransportOptions = {}): ChainRequester {
  const transport = createChainTransport(urls, options)({ chain: undefined })
  const request = transport.request as unknown as (
    args: { method: string; params?: unknown },
    options?: { dedupe?: boolean; signal?: AbortSignal },
  ) => Promise<unknown>
  return {
    request: (args, opts = {}) => request(args, { dedupe: true, ...(opts.signal ? { signal: opts.signal } : {}) }),
  }
}
