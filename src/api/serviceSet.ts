// The set of service clients effects talk to (deps.services): its type, what it is built from, and the
// empty set. A module of types and one constant, so that deps.ts, services.ts and the live clients they
// load share them without importing one another.
import type { Network } from '../domain/networks.js'
import type { DataApiClient, ServiceClient } from './client.js'
import type { RpcProvider } from './rpc.js'

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

/** What the service clients take from the outside world (a part of Deps). */
export interface ServiceIo {
  setTimeout(fn: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
  /** The fetch every HTTP and RPC request goes through (default globalThis.fetch). */
  fetch: typeof fetch
}

/** No services: every network effect stays idle (the default until createGatehouse builds them from the configuration). */
export const NO_SERVICES: Services = Object.freeze({ api: null, wallets: null, analytics: null, rpc: null })
