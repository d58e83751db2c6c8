import { namespaceOf, type CaipNetworkId, type ChainNamespace } from '../../src/domain/caip.js'
import type { ErrorData } from '../../src/errors/GatehouseError.js'
import { defineProjection } from '../../src/store/projection.js'

/** A native balance, `value` in the smallest unit as a decimal string. */
export interface Balance {
  chainId: CaipNetworkId
  address: string
  symbol: string
  decimals: number
  value: string
  fetchedAt: number
}

/** Balances of one namespace by `chainId|address`, and the last failure of each. */
export interface NamespaceBalances {
  ids: string[]
  byId: Record<string, Balance>
  failures: Record<string, { at: number; error: ErrorData }>
  /**
   * When each account's native balance and token portfolio were last fetched (envelope time), which SPEC §9
   * caches 30 s each. A mined transaction of the chain makes them stale; so does a reload (selectBalanceFresh).
   */
  fetched: Record<string, { native?: number; portfolio?: number }>
}

/** Read model of native balances, per namespace so a disconnect drops its own at once. */
export interface BalancesState {
  byNamespace: Partial<Record<ChainNamespace, NamespaceBalances>>
}

/** Key of a balance: `chainId|address`, address lower-cased for EVM. */
export function balanceKey(chainId: CaipNetworkId, address: string): string {
  return `${chainId}|${chainId.startsWith('eip155:') ? address.toLowerCase() : address}`
}

const empty = (): NamespaceBalances => ({ ids: [], byId: {}, failures: {}, fetched: {} })

/** The balances read model (SPEC §4 "Token balance fetch"; the rest arrives with the effects issue). */
export const balancesProjection = defineProjection({
  name: 'balances',
  // 2: when each balance was fetched.
  version: 2,
  initial: { byNamespace: {} } as BalancesState,
  on: {
    BalanceFetched(draft, event) {
      const key = balanceKey(event.data.chainId, event.data.address)
      const ns = (draft.byNamespace[namespaceOf(event.data.chainId)] ??= empty())
      if (!(key in ns.byId)) ns.ids.push(key)
      ns.byId[key] = { ...event.data, fetchedAt: event.at }
      delete ns.failures[key]
      ;(ns.fetched[key] ??= {}).native = event.at
    },
    TokenBalancesFetched(draft, event) {
      // The token balances of the account came: a failure of the account's balances is over.
      const key = balanceKey(event.data.chainId, event.data.address)
      const ns = (draft.byNamespace[namespaceOf(event.data.chainId)] ??= empty())
      delete ns.failures[key]
      ;(ns.fetched[key] ??= {}).portfolio = event.at
    },
    TxMined(draft, event) {
      // A transaction mined on the chain changed balances there: what was fetched before is stale.
      const ns = draft.byNamespace[namespaceOf(event.data.chainId)]
      if (!ns) return
      for (const key of Object.keys(ns.fetched)) if (key.startsWith(`${event.data.chainId}|`)) delete ns.fetched[key]
    },
    BalanceFetchFailed(draft, event) {
      const ns = (draft.byNamespace[namespaceOf(event.data.chainId)] ??= empty())
      ns.failures[balanceKey(event.data.chainId, event.data.address)] = { at: event.at, error: event.data.error }
    },
    Disconnected(draft, event) {
      // SPEC §4: reset clears balances of the namespace.
      delete draft.byNamespace[event.data.namespace]
    },
  },
})
