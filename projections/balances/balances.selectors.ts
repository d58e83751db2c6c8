import {
  NATIVE_BALANCE_CACHE_MS,
  PORTFOLIO_CACHE_MS,
  TOKEN_BALANCE_RETRY_BLOCK_MS,
} from '../../src/domain/constants.js'
import { CORE_MESSAGES } from '../../src/errors/messages.js'
import type { ConfigState } from '../config/config.projection.js'
import type { ConnectionState } from '../connection/connection.projection.js'
import type { NetworkState } from '../network/network.projection.js'
import type { SystemState } from '../system/system.projection.js'
import { selectActiveNetwork, selectActiveNetworkSupported } from '../network/network.selectors.js'
import { namespaceOf, type CaipNetworkId } from '../../src/domain/caip.js'
import { balanceKey, type Balance, type BalancesState } from './balances.projection.js'

/** The native balance of `address` on `chainId`, or null when not fetched. */
export const selectBalance = (
  state: { balances: BalancesState },
  chainId: CaipNetworkId,
  address: string,
): Balance | null => state.balances.byNamespace[namespaceOf(chainId)]?.byId[balanceKey(chainId, address)] ?? null

/** The toast text when the last fetch of this balance failed, else null (SPEC §8). */
export const selectBalanceUnavailable = (
  state: { balances: BalancesState },
  chainId: CaipNetworkId,
  address: string,
): string | null =>
  state.balances.byNamespace[namespaceOf(chainId)]?.failures[balanceKey(chainId, address)]
    ? CORE_MESSAGES.tokenBalanceUnavailable
    : null

/** Whether fetching this balance may be retried at `now` (SPEC §8: blocked 30 s after a failure). */
export const selectBalanceRetryAllowed = (
  state: { balances: BalancesState },
  chainId: CaipNetworkId,
  address: string,
  now: number,
): boolean => {
  const failure = state.balances.byNamespace[namespaceOf(chainId)]?.failures[balanceKey(chainId, address)]
  return failure === undefined || now - failure.at >= TOKEN_BALANCE_RETRY_BLOCK_MS
}

/**
 * Whether this page fetched the account's native balance or token portfolio less than SPEC §9's cache time
 * (30 s each) before `now`: then it is not fetched again. A fetch before the page's restore (a reload) is not.
 */
export const selectBalanceFresh = (
  state: { balances: BalancesState; system: SystemState },
  chainId: CaipNetworkId,
  address: string,
  what: 'native' | 'portfolio',
  now: number,
): boolean => {
  const at = state.balances.byNamespace[namespaceOf(chainId)]?.fetched[balanceKey(chainId, address)]?.[what]
  return (
    at !== undefined &&
    at >= (state.system.restoredAt ?? at) &&
    now - at < (what === 'native' ? NATIVE_BALANCE_CACHE_MS : PORTFOLIO_CACHE_MS)
  )
}

/**
 * SPEC §8 "'Token Balance Unavailable': toast on balance failure or unsupported
 * network": the toast for the active account's balance, or null.
 */
export const selectActiveBalanceUnavailable = (state: {
  balances: BalancesState
  network: NetworkState
  config: ConfigState
  connection: ConnectionState
}): string | null => {
  const active = selectActiveNetwork(state)
  if (active === null) return null
  if (!selectActiveNetworkSupported(state)) return CORE_MESSAGES.tokenBalanceUnavailable
  const ns = state.network.activeNamespace
  const c = ns ? state.connection.byNamespace[ns] : undefined
  return c?.status === 'connected' ? selectBalanceUnavailable(state, active.chainId, c.address) : null
}
