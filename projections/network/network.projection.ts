import type { Draft } from 'immer'
import { namespaceOf, type CaipNetworkId, type ChainNamespace } from '../../src/domain/caip.js'
import type { ErrorData } from '../../src/errors/GatehouseError.js'
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
  /** The last switch the wallet refused or failed (NetworkSwitchFailed), shown where it was asked until a new request, a switch or a reload. */
  switchFailure: { chainId: CaipNetworkId; error: ErrorData } | null
}

const clearSwitchFailure = (draft: Draft<NetworkState>) => {
  draft.switchFailure = null
}

/** The network read model. */
export const networkProjection = defineProjection({
  name: 'network',
  // 3: a disconnect clears its namespace's network (a stored state from before is refolded).
  version: 3,
  initial: { activeNamespace: null, byNamespace: {}, switchFailure: null } as NetworkState,
  on: {
    NetworkSwitchRequested: clearSwitchFailure,
    SessionRestored: clearSwitchFailure,
    NetworkSwitchFailed(draft, event) {
      draft.switchFailure = { chainId: event.data.chainId, error: event.data.error }
    },
    NetworkSwitched(draft, event) {
      draft.switchFailure = null
      // SPEC §4: switching the active network sets the namespace.
      const ns = namespaceOf(event.data.chainId)
      draft.byNamespace[ns] = { chainId: event.data.chainId }
      draft.activeNamespace = ns
    },
    NetworkUnsupported(draft, event) {
      // SPEC §4: the active network switches to an 'unsupported' placeholder.
      const ns = namespaceOf(event.data.chainId)
      draft.byNamespace[ns] = { chainId: event.data.chainId, unsupported: true }
      draft.activeNamespace = ns
    },
    Disconnected(draft, event) {
      // SPEC §4 reset: the network belonged to the connection; another connected namespace becomes active.
      draft.switchFailure = null
      delete draft.byNamespace[event.data.namespace]
      if (draft.activeNamespace === event.data.namespace)
        draft.activeNamespace = (Object.keys(draft.byNamespace)[0] as ChainNamespace | undefined) ?? null
    },
    Connected(draft, event) {
      draft.switchFailure = null
      draft.byNamespace[event.data.namespace] = { chainId: event.data.chainId }
      draft.activeNamespace = event.data.namespace
    },
  },
})
