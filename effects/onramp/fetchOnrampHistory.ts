import { catchError, EMPTY, filter, map, of, switchMap, withLatestFrom, type Observable } from 'rxjs'
import type { Effect } from '../../src/bus/effects.js'
import type { DataApiClient } from '../../src/api/client.js'
import { toErrorData } from '../../src/errors/GatehouseError.js'
import { createEvent, ofType, type EventInput } from '../../src/events/index.js'
import type { GatehouseState } from '../../projections/index.js'
import { fromRequest } from '../kit/request.js'
import type { ActiveAccount } from '../../projections/connection/active.selectors.js'
import { ONRAMP_VIEW, onrampAccount } from './shared.js'

/** SPEC §7: the history query's `onramp` value that asks for the purchases made through the onramp (SPEC §3 coinbaseTransactions). */
const ONRAMP_HISTORY_QUERY = 'coinbase'

/** GET /v1/account/{account}/history?onramp&chainId for the account on its network (empty on a network the API does not serve). */
export function onrampHistory(api: DataApiClient, account: ActiveAccount, signal: AbortSignal) {
  return api.callOnNetwork('history', account.chainId, {
    params: { account: account.address },
    query: { onramp: ONRAMP_HISTORY_QUERY, chainId: account.chainId },
    signal,
  })
}

/**
 * The account's onramp purchases (SPEC §3 coinbaseTransactions) when the Buy view shows, and again when the
 * account or network changes while it shows: OnrampFetched for `history`, or OnrampFailed. The latest wins.
 * Does nothing without the data API.
 */
export const fetchOnrampHistory: Effect<GatehouseState> = (event$, state$, deps): Observable<EventInput> => {
  const api = deps.services.api
  if (!api) return EMPTY
  return event$.pipe(
    ofType('ViewPushed', 'ViewReplaced', 'ViewsReset', 'AccountChanged', 'NetworkSwitched'),
    withLatestFrom(state$),
    filter(([, state]) => state.modal.view === ONRAMP_VIEW),
    map(([event, state]) => ({ event, account: onrampAccount(state) })),
    filter((p): p is { event: typeof p.event; account: ActiveAccount } => p.account !== null),
    switchMap(({ event, account }) => {
      const cause = { causationId: event.id }
      return fromRequest((signal) => onrampHistory(api, account, signal)).pipe(
        map((response) => createEvent('OnrampFetched', { call: 'history', response }, cause)),
        catchError((error: unknown) =>
          of(createEvent('OnrampFailed', { call: 'history', error: toErrorData(error) }, cause)),
        ),
      )
    }),
  )
}
