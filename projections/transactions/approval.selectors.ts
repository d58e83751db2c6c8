// What the modal shows of the transaction stack (SPEC §4, §6): the requests that wait for the visitor in
// ApproveTransaction. The pipeline decides, not the emitter of TxQueued: an unsafe method (SPEC §6) for a
// namespace connected through the embedded (auth) wallet. Apart from transactions.selectors.ts, whose
// module is in every app's initial JS: these load with the router, the request effect and the view.
import { namespaceOf, type CaipNetworkId, type ChainNamespace } from '../../src/domain/caip.js'
import { PENDING_TRANSACTIONS_LIMIT } from '../../src/domain/constants.js'
import { abortedOnClose, classifyMethod } from '../../src/domain/rpcMethods.js'
import { createSelector } from '../../src/store/selector.js'
import type { ConnectionState } from '../connection/connection.projection.js'
import type { WalletsState } from '../wallets/wallets.projection.js'
import type { QueuedRequest, TransactionsState } from './transactions.projection.js'

type S = { transactions: TransactionsState; connection: ConnectionState; wallets: WalletsState }

/** The namespace a request is for: the one it names, else its chain's. */
export function requestNamespace(request: {
  namespace?: ChainNamespace | undefined
  chainId: CaipNetworkId
}): ChainNamespace {
  return request.namespace ?? namespaceOf(request.chainId)
}

/** Whether `namespace` is connected through the embedded wallet: a connector the wallets read model lists as type 'auth'. */
export function isEmbeddedNamespace(state: Omit<S, 'transactions'>, namespace: ChainNamespace): boolean {
  const c = state.connection.byNamespace[namespace]
  return c?.status === 'connected' && state.wallets.connectors.byId[c.connectorId]?.type === 'auth'
}

/** SPEC §4 / §6: whether a request waits for approval in ApproveTransaction (an unsafe method for the embedded wallet). */
function needsApproval(state: Omit<S, 'transactions'>, request: QueuedRequest): boolean {
  return classifyMethod(request.method) === 'unsafe' && isEmbeddedNamespace(state, requestNamespace(request))
}

/**
 * The requests ApproveTransaction is for, oldest first: those that need approval among the first 99 of the
 * stack (SPEC §9: pending transactions limit 99; the request effect fails any request beyond it).
 */
export const selectApprovalStack = /* @__PURE__ */ createSelector(
  [(s: S) => s.transactions, (s: S) => s.connection, (s: S) => s.wallets],
  (transactions, connection, wallets): readonly QueuedRequest[] => {
    const out: QueuedRequest[] = []
    for (const id of transactions.ids.slice(0, PENDING_TRANSACTIONS_LIMIT)) {
      const r = transactions.byId[id]
      if (r && needsApproval({ connection, wallets }, r)) out.push(r)
    }
    return out
  },
)

/** The request ApproveTransaction shows: the oldest awaiting approval, else the oldest pending with the wallet, else null. */
export const selectRequestToApprove = /* @__PURE__ */ createSelector(
  [selectApprovalStack],
  (stack): QueuedRequest | null => stack.find((r) => r.status === 'awaiting') ?? stack[0] ?? null,
)

/** Whether a request on the stack is pending with the wallet (approved, not settled). */
export const selectTransactionPending = (state: S): boolean =>
  state.transactions.ids.some((id) => state.transactions.byId[id]?.status === 'pending')

/**
 * SPEC §4: closing the modal rejects pending embedded-wallet requests when no transaction is pending; safe
 * methods are not aborted, others are. The requests to reject, oldest first; the same array while the
 * read models it reads are unchanged.
 */
export const requestsToRejectOnClose = /* @__PURE__ */ createSelector(
  [(s: S) => s.transactions, (s: S) => s.connection, (s: S) => s.wallets],
  (transactions, connection, wallets): readonly QueuedRequest[] => {
    if (transactions.ids.some((id) => transactions.byId[id]?.status === 'pending')) return []
    const out: QueuedRequest[] = []
    for (const id of transactions.ids) {
      const r = transactions.byId[id]
      if (r && abortedOnClose(r.method) && isEmbeddedNamespace({ connection, wallets }, requestNamespace(r)))
        out.push(r)
    }
    return out
  },
)
