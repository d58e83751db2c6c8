// The Account view's list of connected accounts, one a namespace. A module of its own: connection.selectors.ts is
// in an app's initial JS (the modal's hooks read it), and this selector is only the Account view's.
import { NAMESPACES, type CaipNetworkId, type ChainNamespace } from '../../src/domain/caip.js'
import { createSelector } from '../../src/store/selector.js'
import type { NetworkState } from '../network/network.projection.js'
import type { ConnectionState } from './connection.projection.js'

/** A connected namespace's account on its network, as the Account view lists them. */
export interface ConnectedAccount {
  namespace: ChainNamespace
  address: string
  chainId: CaipNetworkId
}

/** Every connected namespace's account (in SPEC §3's namespace order) on its active network; memoised. */
export const selectConnectedAccounts = createSelector(
  [(state: { connection: ConnectionState }) => state.connection, (state: { network: NetworkState }) => state.network],
  (connection, network): readonly ConnectedAccount[] =>
    NAMESPACES.flatMap((namespace) => {
      const c = connection.byNamespace[namespace]
      if (c?.status !== 'connected') return []
      return [{ namespace, address: c.address, chainId: network.byNamespace[namespace]?.chainId ?? c.chainId }]
    }),
)
