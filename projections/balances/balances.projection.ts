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

/** Read model of native balances by `chainId|address`, and the last failure of each. */
export interface BalancesState {
  ids: string[]
  byId: Record<string, Balance>
  failures: Record<string, { at: number; error: ErrorData }>
}

/** Key of a balance: `chainId|address`, address lower-cased for EVM. */
export function balanceKey(chainId: CaipNetworkId, address: string): string {
  return `${chainId}|${chainId.startsWith('eip155:') ? address.toLowerCase() : address}`
}

/** The balances read model (SPEC §4 "Token balance fetch"; the rest arrives with the effects issue). */
export const balancesProjection = defineProjection({
  name: 'balances',
  version: 1,
  handles: ['BalanceFetched', 'BalanceFetchFailed', 'Disconnected'],
  initial: { ids: [], byId: {}, failures: {} } as BalancesState,
  reduce(draft, event) {
    switch (event.type) {
      case 'BalanceFetched': {
        const key = balanceKey(event.data.chainId, event.data.address)
        if (!(key in draft.byId)) draft.ids.push(key)
        draft.byId[key] = { ...event.data, fetchedAt: event.at }
        delete draft.failures[key]
        return
      }
      case 'BalanceFetchFailed':
        draft.failures[balanceKey(event.data.chainId, event.data.address)] = { at: event.at, error: event.data.error }
        return
      case 'Disconnected': {
        // SPEC §4: reset clears balances of the namespace.
        const ns: ChainNamespace = event.data.namespace
        draft.ids = draft.ids.filter((id) => {
          const keep = namespaceOf(id.slice(0, id.indexOf('|')) as CaipNetworkId) !== ns
          if (!keep) {
            delete draft.byId[id]
            delete draft.failures[id]
          }
          return keep
        })
        for (const key of Object.keys(draft.failures)) {
          if (namespaceOf(key.slice(0, key.indexOf('|')) as CaipNetworkId) === ns) delete draft.failures[key]
        }
        return
      }
      default:
        return
    }
  },
})
