import type { EventOfType } from '../../src/events/index.js'
import { defineProjection } from '../../src/store/projection.js'

/**
 * A request on the transaction stack: its TxQueued data (method, params for the view…), when it came and
 * where it is: `awaiting` until the visitor approves it, `pending` once approved and with the wallet.
 */
export type QueuedRequest = EventOfType<'TxQueued'>['data'] & { queuedAt: number; status: 'awaiting' | 'pending' }

/** Read model of the transaction stack (SPEC §4): requests in the order they arrived, until they settle. */
export interface TransactionsState {
  ids: string[]
  byId: Record<string, QueuedRequest>
}

// A request settled: off the stack.
function settle(draft: TransactionsState, { data: { requestId } }: { data: { requestId: string } }): void {
  if (!(requestId in draft.byId)) return
  delete draft.byId[requestId]
  // The stack is short (SPEC §9: pending transactions limit 99) and usually settles from the top.
  const i = draft.ids.lastIndexOf(requestId)
  if (i >= 0) draft.ids.splice(i, 1)
}

/**
 * The transaction stack read model. Nothing is dropped here: a request over SPEC §9's limit is on the
 * stack until the request effect fails it. Ephemeral (read-only) requests never enter it: they are not in
 * the log, so a replay would not see them.
 */
export const transactionsProjection = defineProjection({
  name: 'transactions',
  version: 3,
  initial: { ids: [], byId: {} } as TransactionsState,
  on: {
    TxQueued(draft, event) {
      const d = event.data
      if (event.ephemeral || d.requestId in draft.byId) return
      draft.ids.push(d.requestId)
      draft.byId[d.requestId] = { ...d, queuedAt: event.at, status: 'awaiting' }
    },
    TxApproved(draft, event) {
      const r = draft.byId[event.data.requestId]
      if (r) r.status = 'pending'
    },
    TxSucceeded: settle,
    TxFailed: settle,
    TxRejected: settle,
  },
})
