// The services effects talk to (deps.services), built once from the
// configuration by the composition root. A service that is not configured is
// null and the effects that need it do nothing: no endpoint, no request.
import type { Deps } from '../deps.js'
import type { Network } from '../domain/networks.js'
import { createDataApiClient, createServiceClient, type DataApiClient, type ServiceClient } from './client.js'
import { createHttpClient } from './http.js'
import { createRpcProvider, type RpcProvider } from './rpc.js'

/** The clients of SPEC §7's services; null when not configured. */
export interface Services {
  /** The blockchain data API (`endpoints.api`). */
  api: DataApiClient | null
  /** The wallet-listing service (`endpoints.wallets`): /getWallets and the images. */
  wallets: ServiceClient | null
  /**
   * Analytics: POST /e on `endpoints.analytics` and /getAnalyticsConfig on
   * `endpoints.wallets`. Null unless `analytics: true` (opt-in): then no
   * analytics request of any kind leaves the page.
   */
  analytics: ServiceClient | null
  /** Chain RPC through viem's transports (loaded on the first call). */
  rpc: RpcProvider | null
}

/** No services: every network effect stays idle. */
export const NO_SERVICES: Services = Object.freeze({ api: null, wallets: null, analytics: null, rpc: null })

/** What the services are built from (GatehouseConfig's `projectId`, `endpoints`, `analytics`, networks). */
export interface ServicesConfig {
  projectId?: string | undefined
  endpoints?: { api?: string | undefined; wallets?: string | undefined; analytics?: string | undefined } | undefined
  /** Opt-in (default false). */
  analytics?: boolean | undefined
  /** Appended as `clientId` to every HTTP request when set (SPEC §7). */
  clientId?: string | undefined
  /** The app's networks, when the app configured RPC URLs or networks of its own; otherwise no RPC provider. */
  networks?: readonly Network[] | undefined
}

/**
 * Builds the services of a configuration. Without a project id the HTTP
 * services stay off (SPEC §1: the project id must be set; every call carries it).
 */
export function createServices(config: ServicesConfig, deps: Pick<Deps, 'fetch' | 'setTimeout' | 'clearTimeout'>): Services {
  const http = (baseUrl: string | undefined) =>
    baseUrl ? createHttpClient({ baseUrl, fetch: deps.fetch, setTimeout: deps.setTimeout, clearTimeout: deps.clearTimeout, clientId: config.clientId }) : undefined
  const projectId = config.projectId
  const { api, wallets, analytics } = config.endpoints ?? {}
  const sdk = { projectId: projectId ?? '' }
  const walletsHttp = http(wallets)
  return {
    api: projectId && api ? createDataApiClient(createServiceClient({ api: http(api) }, sdk)) : null,
    wallets: projectId && walletsHttp ? createServiceClient({ wallets: walletsHttp }, sdk) : null,
    analytics:
      projectId && config.analytics === true && analytics ? createServiceClient({ analytics: http(analytics), wallets: walletsHttp }, sdk) : null,
    rpc: config.networks ? createRpcProvider({ networks: config.networks, fetch: deps.fetch }) : null,
  }
}
