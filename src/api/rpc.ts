// The chain RPC provider effects use (deps.services.rpc). It holds no viem
// code: the first request loads src/api/rpcTransport.ts (viem's transports)
// by dynamic import, so an app that never makes an RPC call never loads viem.
// Errors come out as catalogue errors (HttpRequestError with the status,
// TimeoutError, RequestAbortedError, InvalidResponseError, RequestFailedError)
// or, for a JSON-RPC error, a GatehouseError named after its code (SPEC §8).
import type { CaipNetworkId } from '../domain/caip.js'
import { findNetwork, type Network } from '../domain/networks.js'
import { RequestAbortedError } from '../errors/catalogue.js'
import {
  HttpRequestError,
  InvalidResponseError,
  NoRpcUrlError,
  RequestFailedError,
  rpcErrorName,
  TimeoutError,
} from '../errors/thrown.js'
import { GatehouseError } from '../errors/GatehouseError.js'
import { loadOnce } from '../loadOnce.js'
import type { ChainRequester, ChainTransportOptions } from './rpcTransport.js'

/** A JSON-RPC request. */
export interface RpcRequest {
  method: string
  params?: unknown
}

/** JSON-RPC to the chains Gatehouse knows, by CAIP-2 id. */
export interface RpcProvider {
  request(chainId: CaipNetworkId, request: RpcRequest, options?: { signal?: AbortSignal | undefined }): Promise<unknown>
  /** The network of a CAIP-2 id (its native currency, RPC URLs), if the app has it. */
  network(chainId: string): Network | undefined
}

/** Loads the viem transports (replaced in tests to count loads). */
export type TransportLoader = () => Promise<{
  createChainRequester(urls: readonly string[], options?: ChainTransportOptions): ChainRequester
}>

/** Options of the RPC provider. */
export interface RpcProviderOptions {
  /** The app's networks (RPC URLs from `rpcUrls.default.http`). */
  networks: readonly Network[]
  fetch?: typeof fetch
  load?: TransportLoader
}

/** A JSON-RPC error of a node (SPEC §8 codes), named after its code. */
export class RpcResponseError extends GatehouseError {
  constructor(code: number, message: string, options: { cause?: unknown } = {}) {
    super(message || rpcErrorName(code), { code, cause: options.cause })
    this.name = rpcErrorName(code)
  }
}

type ViemLikeError = {
  name?: unknown
  status?: unknown
  code?: unknown
  shortMessage?: unknown
  details?: unknown
  cause?: unknown
}

/** Turns an error of viem's transports into a catalogue error. */
export function toRpcError(error: unknown, signal?: AbortSignal): GatehouseError {
  if (error instanceof GatehouseError) return error
  if (signal?.aborted) return new RequestAbortedError({ cause: error })
  // viem wraps: RpcRequestError / HttpRequestError / TimeoutError, maybe inside another BaseError.
  let e = error as ViemLikeError | undefined
  for (let depth = 0; e && depth < 6; depth++, e = e.cause as ViemLikeError | undefined) {
    const details =
      typeof e.details === 'string' ? e.details : typeof e.shortMessage === 'string' ? e.shortMessage : undefined
    if (e.name === 'TimeoutError') return new TimeoutError({ details, cause: error })
    if (e.name === 'HttpRequestError' && typeof e.status === 'number') {
      if (e.status >= 200 && e.status < 300) return new InvalidResponseError({ details, cause: error })
      return new HttpRequestError(e.status, { code: e.status, details, cause: error })
    }
    if (typeof e.code === 'number' && e.name !== 'HttpRequestError' && e.code !== -1) {
      return new RpcResponseError(e.code, typeof e.shortMessage === 'string' ? e.shortMessage : '', { cause: error })
    }
    if (e.name === 'HttpRequestError') {
      // No status: the fetch itself failed (refused, reset) or the body was not JSON.
      const text = String(details ?? '')
      if (/JSON|Unexpected token|parse/i.test(text)) return new InvalidResponseError({ details, cause: error })
      return new RequestFailedError({ details, cause: error })
    }
  }
  return new RequestFailedError({ details: error instanceof Error ? error.message : String(error), cause: error })
}

/** Creates the RPC provider: one viem transport per chain, made on its first request. */
export function createRpcProvider(options: RpcProviderOptions): RpcProvider {
  // The transport's chunk is loaded once; a chunk that failed to load is tried again on the next request.
  const load = loadOnce(options.load ?? (() => import('./rpcTransport.js')))
  const requesters = new Map<string, ChainRequester>()
  return {
    network: (chainId) => findNetwork(options.networks, chainId),
    async request(chainId, request, opts = {}) {
      const urls = findNetwork(options.networks, chainId)?.rpcUrls.default.http ?? []
      if (urls.length === 0) throw new NoRpcUrlError({ details: chainId })
      let requester = requesters.get(chainId)
      try {
        if (!requester) {
          requester = (await load()).createChainRequester(urls, { fetchFn: options.fetch })
          requesters.set(chainId, requester)
        }
        return await requester.request(request, { signal: opts.signal })
      } catch (error) {
        throw toRpcError(error, opts.signal)
      }
    },
  }
}
