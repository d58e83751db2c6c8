// The public name of what the modal's closing rejects. A wrapper in a module of its own: the package's entry
// re-exports it, and lazy code (rejectRequestsOnClose) imports approval.selectors.ts, which would load at
// start if a module that every app evaluates imported it (see src/domain/addressChecks.ts).
import type { ConnectionState } from '../connection/connection.projection.js'
import type { WalletsState } from '../wallets/wallets.projection.js'
import { requestsToRejectOnClose } from './approval.selectors.js'
import type { QueuedRequest, TransactionsState } from './transactions.projection.js'

/**
 * SPEC §4: closing the modal rejects pending embedded-wallet requests when no transaction is pending; safe
 * methods are not aborted, others are. The requests to reject, oldest first.
 */
export function selectRequestsToRejectOnClose(state: {
  transactions: TransactionsState
  connection: ConnectionState
  wallets: WalletsState
}): readonly QueuedRequest[] {
  return requestsToRejectOnClose(state)
}
