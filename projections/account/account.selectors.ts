import type { ChainNamespace } from '../../src/domain/caip.js'
import { emptyAccount, type AccountState, type NamespaceAccount } from './account.projection.js'

const EMPTY: Partial<Record<ChainNamespace, NamespaceAccount>> = {}

/** The account of one namespace (the empty account when never connected; the same object each time). */
export const selectAccount = (state: { account: AccountState }, namespace: ChainNamespace): NamespaceAccount =>
  state.account.byNamespace[namespace] ??
  (EMPTY[namespace] ??= Object.freeze(emptyAccount(namespace)) as NamespaceAccount)

/** The Account view's current tab. */
export const selectAccountTab = (state: { account: AccountState }): AccountState['currentTab'] =>
  state.account.currentTab
