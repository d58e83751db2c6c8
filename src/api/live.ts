// The services of a configuration, built eagerly: the HTTP client, the
// service clients with their schemas and the RPC provider. Loaded by dynamic
// import from src/api/services.ts on the first request, so none of it is in
// an app's initial chunk.
import { createDataApiClient, createServiceClient } from './client.js'
import { createHttpClient } from './http.js'
import { createRpcProvider } from './rpc.js'
import type { ServiceIo, Services, ServicesConfig } from './serviceSet.js'

/**
 * Builds the services of a configuration. Without a project id the HTTP
 * services stay off (SPEC §1: the project id must be set; every call carries it).
 */
export function createLiveServices(config: ServicesConfig, deps: ServiceIo): Services {
  const http = (baseUrl: string | undefined) =>
    baseUrl
      ? createHttpClient({
          baseUrl,
          fetch: deps.fetch,
          setTimeout: deps.setTimeout,
          clearTimeout: deps.clearTimeout,
          clientId: config.clientId,
        })
      : undefined
  const projectId = config.projectId
  const { api, wallets, analytics } = config.endpoints ?? {}
  const sdk = { projectId: projectId ?? '' }
  const walletsHttp = http(wallets)
  return {
    api: projectId && api ? createDataApiClient(createServiceClient({ api: http(api) }, sdk)) : null,
    wallets: projectId && walletsHttp ? createServiceClient({ wallets: walletsHttp }, sdk) : null,
    analytics:
      projectId && config.analytics === true && analytics
        ? createServiceClient({ analytics: http(analytics), wallets: walletsHttp }, sdk)
        : null,
    rpc: config.networks ? createRpcProvider({ networks: config.networks, fetch: deps.fetch }) : null,
  }
}
