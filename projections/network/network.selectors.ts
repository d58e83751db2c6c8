import type { CaipNetworkId } from '../../src/domain/caip.js'
import type { ConfigState } from '../config/config.projection.js'
import type { ConnectionState } from '../connection/connection.projection.js'
import type { ActiveNetwork, NetworkState } from './network.projection.js'

/** The id of WalletConnect's connector; with no adapter configured its connection is the basic kind (SPEC §2). */
const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect'

/** The active network's CAIP-2 id, or null. */
export const selectActiveChainId = (state: { network: NetworkState }): CaipNetworkId | null => {
  const ns = state.network.activeNamespace
  return ns ? (state.network.byNamespace[ns]?.chainId ?? null) : null
}

/** The active network, with the 'unsupported' placeholder flag, or null. */
export const selectActiveNetwork = (state: { network: NetworkState }): ActiveNetwork | null => {
  const ns = state.network.activeNamespace
  return ns ? (state.network.byNamespace[ns] ?? null) : null
}

/** Whether a network is among the requested ones (every network is, when the app requested none in particular). */
export const isRequestedNetwork = (config: ConfigState, chainId: CaipNetworkId): boolean =>
  config.networks.requested === null || config.networks.requested.includes(chainId)

/** Whether the active connection is the basic wallet-connect kind: WalletConnect with no adapter configured. */
const selectIsBasicWalletConnect = (state: {
  network: NetworkState
  connection: ConnectionState
  config: ConfigState
}): boolean => {
  const ns = state.network.activeNamespace
  const c = ns ? state.connection.byNamespace[ns] : undefined
  return (
    c !== undefined &&
    c.status !== 'disconnected' &&
    c.connectorId === WALLET_CONNECT_CONNECTOR_ID &&
    state.config.adapters.length === 0
  )
}

/** Whether the active network is a known, requested one and not the 'unsupported' placeholder. */
export const selectActiveNetworkSupported = (state: { network: NetworkState; config: ConfigState }): boolean => {
  const active = selectActiveNetwork(state)
  return active !== null && active.unsupported !== true && isRequestedNetwork(state.config, active.chainId)
}

/**
 * SPEC §2, exactly as written: UnsupportedChain opens when the active network
 * is not among the requested ones, network switching is enabled, unsupported
 * chains are not allowed and the connection is not the basic wallet-connect kind.
 */
export const selectShowUnsupportedChain = (state: {
  network: NetworkState
  connection: ConnectionState
  config: ConfigState
}): boolean => {
  const active = selectActiveNetwork(state)
  if (active === null) return false
  const { networks } = state.config
  return (
    // The 'unsupported' placeholder is never among the requested networks.
    (active.unsupported === true || !isRequestedNetwork(state.config, active.chainId)) &&
    networks.enableNetworkSwitch &&
    !networks.allowUnsupportedChain &&
    !selectIsBasicWalletConnect(state)
  )
}
