import { connect, createConfig, http, reconnect } from '@wagmi/core'
import { base, mainnet } from 'viem/chains'
import type { Gatehouse } from 'gatehouse-modal'
import { gatehouseConnector } from 'gatehouse-modal/wagmi'

export function createWagmiConfig(gatehouse: Gatehouse) {
  return createConfig({
    chains: [mainnet, base],
    connectors: [gatehouseConnector({ gatehouse })],
    transports: { [mainnet.id]: http(), [base.id]: http() },
    multiInjectedProviderDiscovery: false, // Gatehouse lists the page's wallets itself
  })
}

// At start: a connection Gatehouse restored comes back with no prompt. On the app's Connect button: Gatehouse's
// modal opens, and the promise resolves once the visitor has connected.
export async function start(config: ReturnType<typeof createWagmiConfig>) {
  await reconnect(config)
}
export async function connectWithModal(config: ReturnType<typeof createWagmiConfig>) {
  return connect(config, { connector: config.connectors[0]! })
}
