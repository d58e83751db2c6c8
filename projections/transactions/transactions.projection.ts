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
  /** Needs approval in the modal (SPEC §6 "Unsafe, need approval"). */
  unsafe: boolean
  /** Comes from the embedded (auth) wallet. */
  embedded: boolean
  /** awaiting: not yet approved; pending: approved and with the wallet (a pending transaction). */
  status: 'awaiting' | 'pending'
}

/** Read model of the transaction stack (SPEC §4): requests in the order they arrived, until they settle. */
export interface TransactionsState {
  ids: string[]
  byId: Record<string, QueuedRequest>
}

function settle(draft: TransactionsState, requestId: string): void {
  if (!(requestId in draft.byId)) return
  delete draft.byId[requestId]
  // The stack is short (SPEC §9: pending transactions limit 99) and usually settles from the top.
  const i = draft.ids.lastIndexOf(requestId)
  if (i >= 0) draft.ids.splice(i, 1)
}

/** The transaction stack read model. */
export const transactionsProjection = defineProjection({
  name: 'transactions',
  version: 2,
  handles: ['TxQueued', 'TxApproved', 'TxSucceeded', 'TxFailed', 'TxRejected'],
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
          unsafe: d.unsafe ?? false,
          embedded: d.embedded ?? false,
          status: 'awaiting',
        }
        return
      }
      case 'TxApproved': {
        const r = draft.byId[event.data.requestId]
        if (r) r.status = 'pending'
        return
      }
      case 'TxSucceeded':
      case 'TxFailed':
      case 'TxRejected':
        settle(draft, event.data.requestId)
        return
      default:
        return
    }
  },
})
