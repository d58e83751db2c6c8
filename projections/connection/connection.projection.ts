import type { CaipNetworkId, ChainNamespace } from '../../src/domain/caip.js'
import type { ErrorData } from '../../src/errors/GatehouseError.js'
import { defineProjection } from '../../src/store/projection.js'

/** Connection of one namespace, as a state machine (SPEC §4 "Connection status"). */
export type NamespaceConnection =
  /** After a failed connect, `connectorId` is the wallet that failed (ConnectingExternal shows it, live or replayed). */
  | { status: 'disconnected'; lastError: ErrorData | null; connectorId?: string }
  | {
      status: 'connecting'
      connectorId: string
      /** True while a connection restored from the log is re-synced; address and chain are the stored ones. */
      restoring: boolean
      address: string | null
      chainId: CaipNetworkId | null
    }
  | { status: 'connected'; connectorId: string; address: string; chainId: CaipNetworkId; walletName: string | null }

/** Read model of connections per namespace. */
export interface ConnectionState {
  byNamespace: Partial<Record<ChainNamespace, NamespaceConnection>>
}

const DISCONNECTED: NamespaceConnection = { status: 'disconnected', lastError: null }

/** The connection read model (SPEC §4). */
export const connectionProjection = defineProjection({
  name: 'connection',
  version: 1,
  initial: { byNamespace: {} } as ConnectionState,
  on: {
    ConnectRequested(draft, event) {
      draft.byNamespace[event.data.namespace] = {
        status: 'connecting',
        connectorId: event.data.connectorId,
        restoring: false,
        address: null,
        chainId: event.data.chainId ?? null,
      }
    },
    Connected(draft, event) {
      draft.byNamespace[event.data.namespace] = {
        status: 'connected',
        connectorId: event.data.connectorId,
        address: event.data.address,
        chainId: event.data.chainId,
        walletName: event.data.walletName ?? null,
      }
    },
    ConnectFailed(draft, event) {
      draft.byNamespace[event.data.namespace] = {
        status: 'disconnected',
        lastError: event.data.error,
        connectorId: event.data.connectorId,
      }
    },
    Disconnected(draft, event) {
      draft.byNamespace[event.data.namespace] = DISCONNECTED
    },
    AccountChanged(draft, event) {
      // Only a connected wallet changes its active account; a stale report after a disconnect is ignored.
      const c = draft.byNamespace[event.data.namespace]
      if (c?.status === 'connected') c.address = event.data.address
    },
    SessionRestored(draft) {
      // SPEC §4: a stored connected status shows as connecting while it is re-synced;
      // a connect attempt cut off by the reload is over.
      for (const [ns, c] of Object.entries(draft.byNamespace) as Array<[ChainNamespace, NamespaceConnection]>) {
        if (c.status === 'connected') {
          draft.byNamespace[ns] = {
            status: 'connecting',
            connectorId: c.connectorId,
            restoring: true,
            address: c.address,
            chainId: c.chainId,
          }
        } else if (c.status === 'connecting' && !c.restoring) {
          draft.byNamespace[ns] = DISCONNECTED
        }
      }
    },
  },
})
