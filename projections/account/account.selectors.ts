import type { ChainNamespace } from '../../src/domain/caip.js'
import { IDENTITY_CACHE_MS } from '../../src/domain/constants.js'
import { emptyAccount, sameAddress, type AccountState, type NamespaceAccount } from './account.projection.js'

const EMPTY: Partial<Record<ChainNamespace, NamespaceAccount>> = {}

/** The account of one namespace (the empty account when never connected; the same object each time). */
export const selectAccount = (state: { account: AccountState }, namespace: ChainNamespace): NamespaceAccount =>
  state.account.byNamespace[namespace] ??
  (EMPTY[namespace] ??= Object.freeze(emptyAccount(namespace)) as NamespaceAccount)

/** The Account view's current tab. */
export const selectAccountTab = (state: { account: AccountState }): AccountState['currentTab'] =>
  state.account.currentTab

/** Whether this page fetched the profile of `address`, the account of `namespace`, less than SPEC §9's 5 minutes before `now`. */
export const selectProfileFresh = (
  state: { account: AccountState },
  namespace: ChainNamespace,
  address: string,
  now: number,
): boolean => {
  const a = selectAccount(state, namespace)
  return (
    a.profileFetchedAt !== null &&
    sameAddress(namespace, a.address, address) &&
    now - a.profileFetchedAt < IDENTITY_CACHE_MS
  )
}
