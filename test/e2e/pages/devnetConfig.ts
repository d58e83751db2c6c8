// The Gatehouse configuration of the e2e pages that run on the devnet (devnet.tsx, element.ts): every default effect
// against the running devnet's servers and chains, the log in memory (one a page), no WalletConnect.
import type { GatehouseConfig } from 'gatehouse-modal'
import type { DevnetInfo } from '../../devnet/info.js'

/** createGatehouse's options for `devnet`; `listing: false` leaves the wallet-listing service out. */
export function devnetPageConfig(devnet: DevnetInfo, options: { listing?: boolean } = {}): GatehouseConfig {
  const supported = devnet.chains.filter((c) => c.supported)
  return {
    // The devnet's servers answer its own project id only.
    projectId: devnet.projectId,
    log: { storage: 'memory' },
    endpoints: { api: devnet.api, ...(options.listing !== false && { wallets: devnet.wallets }) },
    rpcUrls: Object.fromEntries(supported.map((c) => [c.caipNetworkId, [c.rpcUrl]])),
    networks: { requested: supported.map((c) => c.caipNetworkId) },
    deps: { walletConnect: null },
  }
}
