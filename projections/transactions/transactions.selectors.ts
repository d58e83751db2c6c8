import { createSelector } from '../../src/store/selector.js'
import type { QueuedRequest, TransactionsState } from './transactions.projection.js'

type S = { transactions: TransactionsState }

/** The number of requests on the transaction stack. */
export const selectTransactionStackSize = (state: S): number => state.transactions.ids.length

/** Whether a transaction is pending with the wallet (approved, not settled). */
export const selectTransactionPending = /* @__PURE__ */ createSelector([(state: S) => state.transactions], (t): boolean =>
  t.ids.some((id) => t.byId[id]?.status === 'pending'),
)

/**
 * SPEC §4: closing the modal rejects pending embedded-wallet requests when no
 * transaction is pending; safe methods are not aborted, others are. The
 * requests to reject, oldest first; the same array while the stack is unchanged.
 */
export const selectRequestsToRejectOnClose = /* @__PURE__ */ createSelector([(state: S) => state.transactions], (t): readonly QueuedRequest[] => {
  if (t.ids.some((id) => t.byId[id]?.status === 'pending')) return []
  const out: QueuedRequest[] = []
  for (const id of t.ids) {
    const r = t.byId[id]
    if (r && r.embedded && r.unsafe) out.push(r)
  }
  return out
})
