import { catchError, concat, EMPTY, filter, map, mergeMap, of, switchMap, withLatestFrom, type Observable } from 'rxjs'
import type { Effect } from '../../src/bus/effects.js'
import { ACTIVITY_NAMESPACES } from '../../src/domain/constants.js'
import { toErrorData } from '../../src/errors/GatehouseError.js'
import { createEvent, ofType, type EventInput, type Stamped } from '../../src/events/index.js'
import type { GatehouseState } from '../../projections/index.js'
import { fromRequest } from '../kit/request.js'
import { selectActiveAccount, type ActiveAccount } from '../../projections/connection/active.selectors.js'

type Plan = { event: Stamped; account: ActiveAccount; cursor: string | null; reset: boolean; fetch: boolean }

/** What a trigger asks of the history, given the read models; null for nothing. */
function plan(event: Stamped, state: GatehouseState): Plan | null {
  const account = selectActiveAccount(state)
  // SPEC §9: activity is eip155 only; SPEC §5: history needs an account address.
  if (account === null || account.unsupported || !ACTIVITY_NAMESPACES.includes(account.namespace)) return null
  const h = state.history
  const inView = h.lastNetworkInView === account.chainId
  const showing = state.account.currentTab === 'activity'
  switch (event.type) {
    case 'AccountTabRequested':
      // A list held, empty or loading is not asked again; one that failed is (the Activity tab's Try again).
      if (!showing || (inView && h.error === null && (h.ids.length > 0 || h.empty || h.loading))) return null
      return { event, account, cursor: null, reset: false, fetch: true }
    case 'HistoryPageRequested':
      // Cursor pagination: the next page only when there is one and none is loading.
      return inView && h.next !== null && !h.loading
        ? { event, account, cursor: h.next, reset: false, fetch: true }
        : null
    case 'NetworkSwitched':
      // Another network in view: the read model replaces the list with that network's first page.
      return showing ? { event, account, cursor: null, reset: false, fetch: true } : null
    case 'TxMined':
      // A transaction of the wallet on the network in view is in a block: the first page again, at once (a list
      // fetched before is stale, shown or not; the read model adds what is new and keeps the rest).
      return event.data.chainId === account.chainId && (showing || inView)
        ? { event, account, cursor: null, reset: false, fetch: true }
        : null
    case 'Connected':
    case 'AccountChanged':
      // Another account: its history, not the last one's (fetched at once when the Activity list shows).
      if (showing) return { event, account, cursor: null, reset: true, fetch: true }
      return h.ids.length > 0 ? { event, account, cursor: null, reset: true, fetch: false } : null
    default:
      return null
  }
}

/**
 * The transaction history (SPEC §3, §4, §5, §7): the first page when the
 * Activity tab shows (or the network or account changes while it shows), the
 * next page on HistoryPageRequested with the cursor of the last page
 * (GET /v1/account/{address}/history?cursor&chainId), and the first page
 * again as soon as a transaction of the wallet is mined (TxMined).
 * HistoryFetchStarted sets loading; the history read model keeps only the
 * active network's transactions and hides those whose transfers are all NFT
 * spam (SPEC §5); a failure is
 * HistoryFetchFailed (empty, cursor cleared, ERROR_FETCH_TRANSACTIONS, which
 * the analytics effect records). The latest request wins. Does nothing without
 * the data API.
 */
/**
 * Most transactions one HistoryFetched holds (ours; SPEC §9: History page size: not shown). A larger page is
 * split into several events, dispatched together: a service's 50,000-item page became one 18.7 MB event, one
 * IndexedDB record that froze the page for seconds, and every restore read it whole.
 */
export const HISTORY_EVENT_ITEMS = 100

function splitPage<T>(items: readonly T[]): T[][] {
  if (items.length <= HISTORY_EVENT_ITEMS) return [[...items]]
  const parts: T[][] = []
  for (let i = 0; i < items.length; i += HISTORY_EVENT_ITEMS) parts.push(items.slice(i, i + HISTORY_EVENT_ITEMS))
  return parts
}

export const fetchHistory: Effect<GatehouseState> = (event$, state$, deps): Observable<EventInput> => {
  const api = deps.services.api
  if (!api) return EMPTY
  return event$.pipe(
    ofType('AccountTabRequested', 'HistoryPageRequested', 'NetworkSwitched', 'Connected', 'AccountChanged', 'TxMined'),
    withLatestFrom(state$),
    map(([event, state]) => plan(event, state)),
    filter((p): p is Plan => p !== null),
    switchMap(({ event, account, cursor, reset, fetch }) => {
      const { chainId, address } = account
      const cause = { causationId: event.id }
      const head: EventInput[] = reset ? [createEvent('HistoryReset', {}, cause)] : []
      if (!fetch) return of(...head)
      return concat(
        of(...head, createEvent('HistoryFetchStarted', { chainId, address, cursor }, cause)),
        fromRequest((signal) =>
          api.callOnNetwork('history', chainId, { params: { account: address }, query: { cursor, chainId }, signal }),
        ).pipe(
          mergeMap((page) =>
            of(
              ...splitPage(page.data).map((items) =>
                createEvent('HistoryFetched', { chainId, address, items, next: page.next ?? null }, cause),
              ),
            ),
          ),
          catchError((error: unknown) =>
            of(createEvent('HistoryFetchFailed', { chainId, address, error: toErrorData(error) }, cause)),
          ),
        ),
      )
    }),
  )
}
