import type { CaipNetworkId, ChainNamespace } from '../../src/domain/caip.js'
import type { ConfigState } from '../config/config.projection.js'
import type { NetworkState } from '../network/network.projection.js'
import { isRequestedNetwork } from '../network/network.selectors.js'
import type { ConnectionState } from './connection.projection.js'
import { selectActiveNamespace } from './connection.selectors.js'

/** The connected account of the active namespace, on the active network. */
export interface ActiveAccount {
  namespace: ChainNamespace
  address: string
  chainId: CaipNetworkId
  /**
   * The active network is the 'unsupported' placeholder (SPEC §4) or not among the app's requested
   * networks: the data API is not asked for it (SPEC §7 "most return empty results if the active
   * network is unsupported"), as the read models already treat it.
   */
  unsupported: boolean
}

/**
 * The active account: the connected account of the active namespace on its active network, or null when that
 * namespace is not connected. What the effects fetch for, SIWX signs with and the modal shows (selectAccount of
 * selectActiveNamespace) are all this one account.
 */
export function selectActiveAccount(state: {
  network: NetworkState
  connection: ConnectionState
  config: ConfigState
}): ActiveAccount | null {
  const namespace = selectActiveNamespace(state)
  const c = namespace === null ? undefined : state.connection.byNamespace[namespace]
  if (namespace === null || c?.status !== 'connected') return null
  const active = state.network.byNamespace[namespace]
  const chainId = active?.chainId ?? c.chainId
  return {
    namespace,
    address: c.address,
    chainId,
    unsupported: active?.unsupported === true || !isRequestedNetwork(state.config, chainId),
  }
}
