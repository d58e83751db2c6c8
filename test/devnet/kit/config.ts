// The Gatehouse configuration for a running devnet, in one call. Browser-safe (no Node module), so an app's page
// can import it from `gatehouse-modal/devnet/config` next to createGatehouse.
import type { CaipNetworkId } from '../../../src/domain/caip.js'
import type { GatehouseConfig } from '../../../src/resolveConfig.js'
import { parseDevnetInfo, type DevnetInfo } from '../info.js'

/** The addresses of a running devnet: its chains, tokens, dev accounts and the base URLs of its servers. */
export type DevnetUrls = DevnetInfo

/** The part of a Gatehouse configuration that points it at a devnet. */
export type DevnetGatehouseConfig = Required<
  Pick<GatehouseConfig, 'projectId' | 'endpoints' | 'rpcUrls' | 'networks' | 'walletConnect'>
>

/**
 * The createGatehouse options for a devnet's servers and supported networks (its EVM chains first, so Ethereum is
 * the default, then its Solana chain and its Bitcoin network, whose wallets the modal then offers: the devnet's
 * Solana and Bitcoin test wallets among them); throws a TypeError naming each bad field.
 */
export function devnetConfig(urls: DevnetUrls): DevnetGatehouseConfig {
  // The URLs usually cross a process boundary (a JSON file, a bundler's define), so they are checked here.
  const info = parseDevnetInfo(urls)
  const rpcUrls: [CaipNetworkId, string[]][] = [
    ...info.chains.filter((c) => c.supported).map((c): [CaipNetworkId, string[]] => [c.caipNetworkId, [c.rpcUrl]]),
    [info.solana.caipNetworkId, [info.solana.rpcUrl]],
    // A Bitcoin network's RPC URL is its chain service (the Esplora API), as a public network's is.
    [info.bitcoin.caipNetworkId, [info.bitcoin.apiUrl]],
  ]
  return {
    projectId: info.projectId,
    endpoints: { api: info.api, wallets: info.wallets, analytics: info.analytics, frame: info.frame },
    rpcUrls: Object.fromEntries(rpcUrls),
    networks: { requested: rpcUrls.map(([id]) => id) },
    walletConnect: { relayUrl: info.walletConnect.relayUrl },
  }
}
