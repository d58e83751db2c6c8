// The running devnet, for the demo page: examples/start.mjs (`npm start`) starts it
// and hands its addresses to Vite as __GATEHOUSE_DEVNET__ (contract §3).
import { parseDevnetInfo, type DevnetInfo } from '../test/devnet/info.js'

declare const __GATEHOUSE_DEVNET__: unknown

function read(): DevnetInfo {
  if (typeof __GATEHOUSE_DEVNET__ === 'undefined') {
    throw new Error(
      'No devnet: start the demo with `npm start`, which starts the local chains and servers and hands their addresses to this page.',
    )
  }
  return parseDevnetInfo(__GATEHOUSE_DEVNET__)
}

/** The devnet the demo runs against: chains, tokens, dev accounts, and the reference servers' base URLs. */
export const devnet: DevnetInfo = read()

/** The devnet's EVM chains the demo supports, as CAIP-2 ids (all a wagmi app has). */
export const evmNetworks = devnet.chains.filter((c) => c.supported).map((c) => c.caipNetworkId)

/** The devnet's networks the demo supports, as CAIP-2 ids: its EVM chains, its Solana chain, its Bitcoin network. */
export const supportedNetworks = [...evmNetworks, devnet.solana.caipNetworkId, devnet.bitcoin.caipNetworkId]

/**
 * Local RPC URLs by CAIP-2 id, for `createGatehouse({ rpcUrls })` (the supported networks only): a Bitcoin
 * network's is its chain service (Esplora), as a public one's is.
 */
export const devnetRpcUrls: Record<string, string[]> = {
  ...Object.fromEntries(devnet.chains.filter((c) => c.supported).map((c) => [c.caipNetworkId, [c.rpcUrl]])),
  [devnet.solana.caipNetworkId]: [devnet.solana.rpcUrl],
  [devnet.bitcoin.caipNetworkId]: [devnet.bitcoin.apiUrl],
}
