// The NFTs tab's selector, apart from the account selectors the start-up code uses: a module's code goes to the
// chunk of every importer, so this one stays in the lazy chunk of the view that reads it.
import type { GatehouseState } from '../index.js'
import type { NftsList } from './account.projection.js'

/**
 * The NFTs tab's list (SPEC §1) when it is the active account's on the active network: loading (neither `items`
 * nor `error`), fetched or failed; null when none was asked for them (no data API, another namespace).
 */
export const selectNfts = (state: Pick<GatehouseState, 'account' | 'network' | 'connection'>): NftsList | null => {
  const n = state.account.nfts
  const ns = state.network.activeNamespace
  const c = ns === null ? undefined : state.connection.byNamespace[ns]
  if (n === null || ns === null || c?.status !== 'connected') return null
  return c.address === n.address && (state.network.byNamespace[ns]?.chainId ?? c.chainId) === n.chainId ? n : null
}
