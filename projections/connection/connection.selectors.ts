import { NAMESPACES, type ChainNamespace } from '../../src/domain/caip.js'
import { createSelector } from '../../src/store/selector.js'
import type { NetworkState } from '../network/network.projection.js'
import type { ConnectionState, NamespaceConnection } from './connection.projection.js'

const DISCONNECTED: NamespaceConnection = Object.freeze({ status: 'disconnected', lastError: null })

/** Connectors one connection serves for several namespaces (SPEC §4 "Disconnect"): WalletConnect and the auth (embedded wallet) connector. */
const SHARED_CONNECTOR_IDS: readonly string[] = ['walletConnect', 'auth']

/** The connection of one namespace (disconnected when never connected). */
export const selectConnection = (
  state: { connection: ConnectionState },
  namespace: ChainNamespace,
): NamespaceConnection => state.connection.byNamespace[namespace] ?? DISCONNECTED

/** Whether any namespace has a connected address. */
export const selectAnyConnected = (state: { connection: ConnectionState }): boolean =>
  Object.values(state.connection.byNamespace).some((c) => c?.status === 'connected')

/** The first connected address (in SPEC §3's namespace order), or null. */
export const selectConnectedAddress = (state: { connection: ConnectionState }): string | null => {
  for (const ns of NAMESPACES) {
    const c = state.connection.byNamespace[ns]
    if (c?.status === 'connected') return c.address
  }
  return null
}

const EMPTY: readonly ChainNamespace[] = Object.freeze([])

/**
 * The namespaces a disconnect takes down (SPEC §4 "Disconnect"), for the
 * disconnect effect: without a namespace every namespace that is not
 * disconnected; with one, that namespace and the others sharing its
 * WalletConnect or auth connector. Memoised per connection read model.
 */
export const selectNamespacesToDisconnect = (() => {
  const byNamespace = new Map<
    ChainNamespace | undefined,
    (state: { connection: ConnectionState }) => readonly ChainNamespace[]
  >()
  const build = (namespace: ChainNamespace | undefined) =>
    createSelector(
      [(state: { connection: ConnectionState }) => state.connection],
      (connection): readonly ChainNamespace[] => {
        const live = NAMESPACES.filter(
          (ns) => (connection.byNamespace[ns]?.status ?? 'disconnected') !== 'disconnected',
        )
        if (namespace === undefined) return live.length === 0 ? EMPTY : live
        const own = connection.byNamespace[namespace]
        if (own === undefined || own.status === 'disconnected') return [namespace]
        if (!SHARED_CONNECTOR_IDS.includes(own.connectorId)) return [namespace]
        return live.filter((ns) => {
          const c = connection.byNamespace[ns]
          return (
            ns === namespace || (c !== undefined && c.status !== 'disconnected' && c.connectorId === own.connectorId)
          )
        })
      },
    )
  return (state: { connection: ConnectionState }, namespace?: ChainNamespace): readonly ChainNamespace[] => {
    let selector = byNamespace.get(namespace)
    if (!selector) byNamespace.set(namespace, (selector = build(namespace)))
    return selector(state)
  }
})()

/** The active namespace (the one the modal shows): the active network's, else the first with a connection, else null. */
export function selectActiveNamespace(state: {
  network: NetworkState
  connection: ConnectionState
}): ChainNamespace | null {
  if (state.network.activeNamespace !== null) return state.network.activeNamespace
  for (const ns of NAMESPACES)
    if ((state.connection.byNamespace[ns]?.status ?? 'disconnected') !== 'disconnected') return ns
  return null
}
