import type { CaipNetworkId } from '../../src/domain/caip.js'
import type { NetworkState } from './network.projection.js'

/** The active network's CAIP-2 id, or null. */
export const selectActiveChainId = (state: { network: NetworkState }): CaipNetworkId | null => {
  const ns = state.network.activeNamespace
  return ns ? (state.network.byNamespace[ns]?.chainId ?? null) : null
}
