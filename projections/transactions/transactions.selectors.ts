import type { TransactionsState } from './transactions.projection.js'

type S = { transactions: TransactionsState }

/** The number of requests on the transaction stack. */
export const selectTransactionStackSize = (state: S): number => state.transactions.ids.length
