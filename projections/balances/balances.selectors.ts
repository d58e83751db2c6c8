import { namespaceOf, type CaipNetworkId } from '../../src/domain/caip.js'
import { balanceKey, type Balance, type BalancesState } from './balances.projection.js'

/** The native balance of `address` on `chainId`, or null when not fetched. */
export const selectBalance = (state: { balances: BalancesState }, chainId: CaipNetworkId, address: string): Balance | null =>
  state.balances.byNamespace[namespaceOf(chainId)]?.byId[balanceKey(chainId, address)] ?? null
