import type { ChainNamespace } from '../../src/domain/caip.js'
import type { ConnectionState, NamespaceConnection } from './connection.projection.js'

const DISCONNECTED: NamespaceConnection = Object.freeze({ status: 'disconnected', lastError: null })

/** The connection of one namespace (disconnected when never connected). */
export const selectConnection = (state: { connection: ConnectionState }, namespace: ChainNamespace): NamespaceConnection =>
  state.connection.byNamespace[namespace] ?? DISCONNECTED

/** Whether any namespace has a connected address. */
export const selectAnyConnected = (state: { connection: ConnectionState }): boolean =>
  Object.values(state.connection.byNamespace).some((c) => c?.status === 'connected')
