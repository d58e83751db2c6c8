// The services effects talk to (deps.services), built once from the
// configuration by the composition root. A service that is not configured is
// null and the effects that need it do nothing: no endpoint, no request. The
// clients themselves (HTTP, schemas, RPC) load by dynamic import on the first
// request (src/api/live.ts), so they stay out of the app's initial chunk.
import { findNetwork } from '../domain/networks.js'
import { RequestFailedError } from '../errors/thrown.js'
import { loadOnce } from '../loadOnce.js'
import type { ServiceClient } from './client.js'
import { API_PATH_TEMPLATES, buildUrl, fillPath, parseBaseUrl, SDK_TYPE, SDK_VERSION } from './paths.js'
import type { ServiceIo, Services, ServicesConfig } from './serviceSet.js'

/**
 * Builds the services of a configuration (which are null is decided now; the
 * clients load on the first call). Without a project id the HTTP services stay
 * off (SPEC §1: the project id must be set; every call carries it).
 */
export function createServices(config: ServicesConfig, deps: ServiceIo): Services {
  const load = loadOnce((): Promise<Services> =>
    import('./live.js').then(
      (m) => m.createLiveServices(config, deps),
      (error: unknown) => {
        throw new RequestFailedError({ details: 'the network client could not be loaded', cause: error })
      },
    ),
  )
  const { projectId, endpoints = {}, networks } = config
  const identity = { projectId, st: SDK_TYPE, sv: SDK_VERSION }
  /** A client whose calls load the live one; its URLs are built at once (an <img> needs no client). */
  const client = (pick: (s: Services) => ServiceClient | null, services: readonly string[]): ServiceClient => ({
    call: async (name, call) => pick(await load())!.call(name, call),
    url: (name, call = {}) => {
      const [service, template] = API_PATH_TEMPLATES[name]
      const base = services.includes(service) ? parseBaseUrl(endpoints[service]) : undefined
      const path = fillPath(template, call.params)
      return base && path !== undefined
        ? buildUrl(base, path, { ...call.query, ...identity }, config.clientId).href
        : undefined
    },
  })
  return {
    api:
      projectId && endpoints.api
        ? {
            ...client((s) => s.api, ['api']),
            supportedChains: async (signal) => (await load()).api!.supportedChains(signal),
            callOnNetwork: async (name, chainId, call) => (await load()).api!.callOnNetwork(name, chainId, call),
          }
        : null,
    wallets: projectId && endpoints.wallets ? client((s) => s.wallets, ['wallets']) : null,
    analytics:
      projectId && config.analytics === true && endpoints.analytics
        ? client((s) => s.analytics, ['analytics', 'wallets'])
        : null,
    rpc: networks
      ? {
          network: (chainId) => findNetwork(networks, chainId),
          request: async (chainId, request, options) => (await load()).rpc!.request(chainId, request, options),
        }
      : null,
  }
}
