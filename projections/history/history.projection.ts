import type * as z from 'zod/mini'
import type { CaipNetworkId } from '../../src/domain/caip.js'
import { filterHistory } from '../../src/domain/history.js'
import type { ErrorData } from '../../src/errors/GatehouseError.js'
import type { HistoryItemSchema } from '../../src/events/history.js'
import { defineProjection } from '../../src/store/projection.js'

/** A transaction history item (SPEC §3). */
export type HistoryTransaction = z.output<typeof HistoryItemSchema>

/** Read model of the transaction history (SPEC §3 "Transaction store"). */
export interface HistoryState {
  /** Transactions in the order they were fetched. */
  ids: string[]
  byId: Record<string, HistoryTransaction>
  /** SPEC §3: year, then month (0–11), ids newest first within a month. */
  transactionsByYear: Record<string, Record<string, string[]>>
  lastNetworkInView: CaipNetworkId | null
  loading: boolean
  empty: boolean
  /** The cursor of the next page, or null. */
  next: string | null
  /** The last fetch failure (SPEC §4: ERROR_FETCH_TRANSACTIONS is recorded), cleared by a success. */
  error: ErrorData | null
}

const INITIAL: HistoryState = {
  ids: [],
  byId: {},
  transactionsByYear: {},
  lastNetworkInView: null,
  loading: false,
  empty: false,
  next: null,
  error: null,
}

/** Files `item` under its year and month, newest first (a page is usually newest first, so the scan is short). */
function file(byYear: HistoryState['transactionsByYear'], byId: HistoryState['byId'], item: HistoryTransaction): void {
  const minedAt = Date.parse(item.metadata.minedAt)
  if (Number.isNaN(minedAt)) return
  const date = new Date(minedAt)
  const months = (byYear[String(date.getUTCFullYear())] ??= {})
  const bucket = (months[String(date.getUTCMonth())] ??= [])
  let i = bucket.length
  while (i > 0 && Date.parse((byId[bucket[i - 1] as string] as HistoryTransaction).metadata.minedAt) < minedAt) i--
  bucket.splice(i, 0, item.id)
}

/** The history read model. */
export const historyProjection = defineProjection({
  name: 'history',
  version: 1,
  initial: INITIAL,
  on: {
    HistoryFetchStarted(draft) {
      // SPEC §4: loading set while fetching.
      draft.loading = true
    },
    HistoryFetched(draft, event) {
      const { chainId, items, next } = event.data
      if (draft.lastNetworkInView !== chainId) {
        // Another network in view: its history replaces the old one.
        draft.ids = []
        draft.byId = {}
        draft.transactionsByYear = {}
        draft.lastNetworkInView = chainId
      }
      // SPEC §5: all-spam transactions are hidden; only those on the active network are kept.
      for (const item of filterHistory(items, chainId)) {
        if (item.id in draft.byId) continue
        draft.ids.push(item.id)
        draft.byId[item.id] = item
        file(draft.transactionsByYear, draft.byId, item)
      }
      // SPEC §4: on success empty is true if no results and the cursor is updated.
      draft.empty = items.length === 0
      draft.next = next
      draft.loading = false
      draft.error = null
    },
    HistoryFetchFailed(draft, event) {
      // SPEC §4: on failure empty is true, the cursor cleared and ERROR_FETCH_TRANSACTIONS recorded.
      draft.loading = false
      draft.empty = true
      draft.next = null
      draft.error = event.data.error
    },
    HistoryReset() {
      // SPEC §4: reset clears lists, cursor and flags.
      return INITIAL
    },
    SessionRestored(draft) {
      // A fetch cut off by the reload is not running any more.
      draft.loading = false
    },
  },
})
