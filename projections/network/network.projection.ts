import { namespaceOf, type CaipNetworkId, type ChainNamespace } from '../../src/domain/caip.js'
import { defineProjection } from '../../src/store/projection.js'

/**
 * The active network of one namespace. `unsupported` marks the 'unsupported'
 * placeholder (SPEC §4): the wallet is on `chainId`, a network the app does not know.
 */
export type ActiveNetwork = { chainId: CaipNetworkId; unsupported?: true }

/** Read model of the active namespace and the active network of each (SPEC §3 "Network state per chain"). */
export interface NetworkState {
  activeNamespace: ChainNamespace | null
  byNamespace: Partial<Record<ChainNamespace, ActiveNetwork>>
}

/** The network read model. */
export const networkProjection = defineProjection({
  name: 'network',
  version: 1,
  handles: ['NetworkSwitched', 'NetworkUnsupported', 'Connected'],
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
      case 'NetworkUnsupported': {
        // SPEC §4: the active network switches to an 'unsupported' placeholder.
        const ns = namespaceOf(event.data.chainId)
        draft.byNamespace[ns] = { chainId: event.data.chainId, unsupported: true }
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
