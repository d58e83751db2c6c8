import { CORE_MESSAGES } from '../../src/errors/messages.js'
import { createSelector } from '../../src/store/selector.js'
import type { HistoryTransaction, HistoryState } from './history.projection.js'

type S = { history: HistoryState }

/** SPEC §4: the analytics event recorded when fetching transactions fails. */
export const ERROR_FETCH_TRANSACTIONS = 'ERROR_FETCH_TRANSACTIONS'

/** A month of transactions, newest first. */
export interface HistoryMonth {
  year: number
  month: number
  transactions: HistoryTransaction[]
}

/** The history grouped by year then month, newest year and month first, newest first within a month (SPEC §3). */
export const selectTransactionsByYear = /* @__PURE__ */ createSelector(
  [(state: S) => state.history],
  (h): HistoryMonth[] => {
    const out: HistoryMonth[] = []
    for (const year of Object.keys(h.transactionsByYear)
      .map(Number)
      .sort((a, b) => b - a)) {
      const months = h.transactionsByYear[String(year)] ?? {}
      for (const month of Object.keys(months)
        .map(Number)
        .sort((a, b) => b - a)) {
        out.push({
          year,
          month,
          transactions: (months[String(month)] ?? [])
            .map((id) => h.byId[id])
            .filter((x): x is HistoryTransaction => x !== undefined),
        })
      }
    }
    return out
  },
)

/** The message to show after a failed fetch ('Failed to fetch transactions', SPEC §8), or null. */
export const selectHistoryError = (state: S): string | null =>
  state.history.error ? CORE_MESSAGES.failedToFetchTransactions : null
