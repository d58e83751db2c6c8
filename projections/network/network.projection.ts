import { namespaceOf, type CaipNetworkId, type ChainNamespace } from '../../src/domain/caip.js'
import { defineProjection } from '../../src/store/projection.js'

/** Read model of the active namespace and the active network of each (SPEC §3 "Network state per chain"). */
export interface NetworkState {
  activeNamespace: ChainNamespace | null
  byNamespace: Partial<Record<ChainNamespace, { chainId: CaipNetworkId }>>
}

/** The network read model. */
export const networkProjection = defineProjection({
  name: 'network',
  version: 1,
  handles: ['NetworkSwitched', 'Connected'],
  initial: { activeNamespace: null, byNamespace: {} } as NetworkState,
  reduce(draft, event) {
    switch (event.type) {
      case 'NetworkSwitched': {
        // SPEC §4: switching the active network sets the namespace.
        const ns = namespaceOf(event.data.chainId)
        draft.byNamespace[ns] = { chainId: event.data.chainId }
        draft.activeNamespace = ns
        return
      }
      case 'Connected':
        draft.byNamespace[event.data.namespace] = { chainId: event.data.chainId }
        draft.activeNamespace = event.data.namespace
        return
      default:
        return
    }
  },
})
