// The clients of SPEC §7's services over the HTTP client: every call of
// API_PATHS with the project id, sdk type and sdk version in its query, the
// response parsed with its schema (a body of another shape is an
// InvalidResponseError naming the field, never a TypeError), and the data
// API's "empty results if the active network is unsupported".
import type * as z from 'zod/mini'
import { RequestAbortedError } from '../errors/catalogue.js'
import {
  GasPriceNetworkNotSupportedError,
  InvalidResponseError,
  SwapsNetworkNotSupportedError,
  UrlRequiredError,
} from '../errors/thrown.js'
import type { HttpClient, QueryValue } from './http.js'
import { fillPath } from './paths.js'
import { API_PATHS, type ApiBody, type ApiPathName, type ApiResponse, type ApiService } from './schemas.js'

import { SDK_TYPE, SDK_VERSION } from './paths.js'
import { loadOnce } from '../loadOnce.js'

export { SDK_TYPE, SDK_VERSION } from './paths.js'

/** A body as callers give it: a body that names `projectId` (SPEC §7) may leave it out; the client fills it in. */
export type CallBody<K extends ApiPathName> =
  ApiBody<K> extends { projectId: string } ? Omit<ApiBody<K>, 'projectId'> & { projectId?: string } : ApiBody<K>

/** One call of API_PATHS. */
export interface ApiCall<K extends ApiPathName> {
  /** Values of the path template's `{name}` segments. */
  params?: Readonly<Record<string, string>>
  query?: Readonly<Record<string, QueryValue>>
  body?: CallBody<K>
  signal?: AbortSignal | undefined
}

/** Calls any path of API_PATHS on its service. */
export interface ServiceClient {
  call<K extends ApiPathName>(name: K, call?: ApiCall<K>): Promise<ApiResponse<K>>
  /** The URL a call goes to (e.g. an image for an <img>), or undefined when its service or a path parameter is missing. */
  url<K extends ApiPathName>(name: K, call?: Pick<ApiCall<K>, 'params' | 'query'>): string | undefined
}

/** Identity of the app on every call (SPEC §7: all with query sdk type, sdk version, project id). */
export interface SdkIdentity {
  projectId: string
  sdkType?: string
  sdkVersion?: string
}

/** First issue of a failed parse, as `path: message`. */
function describeIssue(error: z.core.$ZodError): string {
  const issue = error.issues[0]
  return issue ? `${issue.path.join('.') || '(root)'}: ${issue.message}` : 'invalid'
}

/**
 * A client of the services whose HTTP clients are given (a service without
 * one fails its calls with UrlRequiredError).
 */
export function createServiceClient(https: Partial<Record<ApiService, HttpClient>>, sdk: SdkIdentity): ServiceClient {
  const identity = { projectId: sdk.projectId, st: sdk.sdkType ?? SDK_TYPE, sv: sdk.sdkVersion ?? SDK_VERSION }
  return {
    url(name, call = {}) {
      const row = API_PATHS[name]
      const path = fillPath(row.path, call.params)
      const http = https[row.service]
      if (!http || path === undefined) return undefined
      try {
        return http.url({ path, query: { ...call.query, ...identity } }).href
      } catch {
        return undefined
      }
    },
    async call<K extends ApiPathName>(name: K, call: ApiCall<K> = {}): Promise<ApiResponse<K>> {
      const row = API_PATHS[name]
      const http = https[row.service]
      if (!http) throw new UrlRequiredError({ details: `no ${row.service} endpoint configured` })
      const path = fillPath(row.path, call.params)
      if (path === undefined) throw new UrlRequiredError({ details: `${row.path}: a path parameter is missing` })
      // SPEC §7 lists projectId in some bodies (fungible price, build-transaction): the client's own, when not given.
      const named = (row.body as { shape?: Record<string, unknown> } | null)?.shape?.projectId !== undefined
      const sent =
        named && typeof call.body === 'object' && call.body !== null
          ? { projectId: sdk.projectId, ...call.body }
          : call.body
      const request = { path, query: { ...call.query, ...identity }, body: sent, signal: call.signal }
      if (row.responseKind === 'blob') return (await http.getBlob(request)) as ApiResponse<K>
      const body = row.method === 'POST' ? await http.post(request) : await http.getJson(request)
      const parsed = (row.response as z.ZodMiniType).safeParse(body)
      if (!parsed.success) throw new InvalidResponseError({ details: `${row.path}: ${describeIssue(parsed.error)}` })
      return parsed.data as ApiResponse<K>
    },
  }
}

/**
 * What the data API answers on a network it does not support (SPEC §7 "most
 * return empty results if the active network is unsupported"); the calls not
 * listed here go out whatever the network.
 */
export const UNSUPPORTED_NETWORK_RESULTS = {
  identity: () => ({ name: null, avatar: null }),
  history: () => ({ data: [], next: null }),
  swapQuotes: () => ({ quotes: [] }),
  swapTokens: () => ({ tokens: [] }),
  fungiblePrice: () => ({ fungibles: [] }),
  allowance: () => ({ allowance: '0' }),
  balance: () => ({ balances: [] }),
  nfts: () => ({ data: [] }),
  // SPEC §8: these throw instead.
  gasPrice: () => {
    throw new GasPriceNetworkNotSupportedError()
  },
  buildTransaction: () => {
    throw new SwapsNetworkNotSupportedError()
  },
  buildApprove: () => {
    throw new SwapsNetworkNotSupportedError()
  },
} as const satisfies Partial<{ [K in ApiPathName]: () => ApiResponse<K> }>

/** A path with an answer for unsupported networks. */
export type NetworkScopedPath = keyof typeof UNSUPPORTED_NETWORK_RESULTS

/** The blockchain data API: any call, and the network-scoped calls that answer empty on unsupported networks. */
export interface DataApiClient extends ServiceClient {
  /** The CAIP-2 ids the API serves (GET /v1/supported-chains, fetched once; a failure is retried on the next call). */
  supportedChains(signal?: AbortSignal): Promise<ReadonlySet<string>>
  /** Calls `name` for the active network `chainId`; on a network the API does not serve, the empty result (or its SPEC §8 error). */
  callOnNetwork<K extends NetworkScopedPath>(name: K, chainId: string, call?: ApiCall<K>): Promise<ApiResponse<K>>
}

/** `promise`, or RequestAbortedError as soon as `signal` aborts (the work behind `promise` goes on for others). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(new RequestAbortedError({ cause: signal.reason }))
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(new RequestAbortedError({ cause: signal.reason }))
    signal.addEventListener('abort', abort, { once: true })
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort))
  })
}

/** The data API client over a service client. */
export function createDataApiClient(client: ServiceClient): DataApiClient {
  // One request shared by every caller, so no caller's signal may abort it: each caller stops waiting on its own.
  const supported = loadOnce(() => client.call('supportedChains').then((r): ReadonlySet<string> => new Set(r.http)))
  const supportedChains = (signal?: AbortSignal): Promise<ReadonlySet<string>> =>
    signal ? untilAborted(supported(), signal) : supported()
  return {
    call: client.call,
    url: client.url,
    supportedChains,
    async callOnNetwork<K extends NetworkScopedPath>(
      name: K,
      chainId: string,
      call: ApiCall<K> = {},
    ): Promise<ApiResponse<K>> {
      const chains = await supportedChains(call.signal)
      if (!chains.has(chainId)) return (UNSUPPORTED_NETWORK_RESULTS[name] as () => ApiResponse<K>)()
      return client.call(name, call)
    },
  }
}
