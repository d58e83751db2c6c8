import type { CaipNetworkId } from '../../src/domain/caip.js'
import { defineProjection } from '../../src/store/projection.js'

/** A queued signing or transaction request. */
export interface QueuedRequest {
  requestId: string
  chainId: CaipNetworkId
  method: string
  from: string | null
  to: string | null
  value: string | null
  queuedAt: number
}

/** Read model of the transaction stack (SPEC §4); approval and settlement arrive with the read-model issue. */
export interface TransactionsState {
  ids: string[]
  byId: Record<string, QueuedRequest>
}

/** The transaction stack read model. */
export const transactionsProjection = defineProjection({
  name: 'transactions',
  version: 1,
  handles: ['TxQueued'],
  initial: { ids: [], byId: {} } as TransactionsState,
  reduce(draft, event) {
    switch (event.type) {
      case 'TxQueued': {
        const d = event.data
        if (d.requestId in draft.byId) return
        draft.ids.push(d.requestId)
        draft.byId[d.requestId] = {
          requestId: d.requestId,
          chainId: d.chainId,
          method: d.method,
          from: d.from ?? null,
          to: d.to ?? null,
          value: d.value ?? null,
          queuedAt: event.at,
        }
        return
      }
      default:
        return
    }
  },
})
