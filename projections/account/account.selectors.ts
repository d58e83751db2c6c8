import type { ChainNamespace } from '../../src/domain/caip.js'
import type { GatehouseState } from '../index.js'
import { emptyAccount, type AccountState, type NamespaceAccount, type NftsList } from './account.projection.js'

const EMPTY: Partial<Record<ChainNamespace, NamespaceAccount>> = {}

/** The account of one namespace (the empty account when never connected; the same object each time). */
export const selectAccount = (state: { account: AccountState }, namespace: ChainNamespace): NamespaceAccount =>
  state.account.byNamespace[namespace] ?? (EMPTY[namespace] ??= Object.freeze(emptyAccount(namespace)) as NamespaceAccount)

/** The Account view's current tab. */
export const selectAccountTab = (state: { account: AccountState }): AccountState['currentTab'] => state.account.currentTab

/**
 * The NFTs tab's list (SPEC §1) when it is the active account's on the active network: loading (neither `items`
 * nor `error`), fetched or failed; null when none was asked for them (no data API, another namespace).
 */
export const selectNfts = (state: Pick<GatehouseState, 'account' | 'network' | 'connection'>): NftsList | null => {
  const n = state.account.nfts
  const ns = state.network.activeNamespace
  const c = ns === null ? undefined : state.connection.byNamespace[ns]
  const chainId = ns === null ? undefined : (state.network.byNamespace[ns]?.chainId ?? c?.chainId)
  return n !== null && c?.status === 'connected' && c.address === n.address && chainId === n.chainId ? n : null
}
