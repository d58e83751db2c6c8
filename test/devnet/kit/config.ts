// The Gatehouse configuration for a running devnet, in one call. Browser-safe (no Node module), so an app's page
// can import it from `gatehouse-modal/devnet/config` next to createGatehouse.
import type { GatehouseConfig } from '../../../src/resolveConfig.js'
import { parseDevnetInfo, type DevnetInfo } from '../info.js'

/** The addresses of a running devnet: its chains, tokens, dev accounts and the base URLs of its servers. */
export type DevnetUrls = DevnetInfo

/** The part of a Gatehouse configuration that points it at a devnet. */
export type DevnetGatehouseConfig = Required<
  Pick<GatehouseConfig, 'projectId' | 'endpoints' | 'rpcUrls' | 'networks' | 'walletConnect'>
>

/** The createGatehouse options for a devnet's servers and supported chains; throws a TypeError naming each bad field. */
export function devnetConfig(urls: DevnetUrls): DevnetGatehouseConfig {
  // The URLs usually cross a process boundary (a JSON file, a bundler's define), so they are checked here.
  const info = parseDevnetInfo(urls)
  const supported = info.chains.filter((c) => c.supported)
  return {
    projectId: info.projectId,
    endpoints: { api: info.api, wallets: info.wallets, analytics: info.analytics, frame: info.frame },
    rpcUrls: Object.fromEntries(supported.map((c) => [c.caipNetworkId, [c.rpcUrl]])),
    networks: { requested: supported.map((c) => c.caipNetworkId) },
    walletConnect: { relayUrl: info.walletConnect.relayUrl },
  }
}
