import { catchError, combineLatest, EMPTY, map, of, switchMap, timer, withLatestFrom, type Observable } from 'rxjs'
import type { Effect } from '../../src/bus/effects.js'
import { WALLETS_SEARCH_ENTRIES, WALLETS_SEARCH_MIN_WAIT_MS } from '../../src/domain/constants.js'
import { toErrorData } from '../../src/errors/GatehouseError.js'
import { createEvent, ofType, type EventInput } from '../../src/events/index.js'
import type { GatehouseState } from '../../projections/index.js'
import { fromRequest } from '../kit/request.js'
import { limits } from './limits.js'
import { withImageUrls } from './walletImages.js'

/**
 * Wallet search (SPEC §7: search 100 entries with 300 ms minimum wait): the
 * results land no sooner than 300 ms after the query (on deps.scheduler), so a
 * fast answer does not flicker; the latest search wins (switchMap cancels the
 * request of an older query). An empty query clears the search at once.
 * Each found wallet carries its image URL (withImageUrls). The app's included and excluded wallets limit it as they
 * limit the listing: a wallet the listing never shows is not found either.
 * Does nothing without the wallet-listing service.
 */
export const searchWallets: Effect<GatehouseState> = (event$, state$, deps): Observable<EventInput> => {
  const wallets = deps.services.wallets
  if (!wallets) return EMPTY
  return event$.pipe(
    ofType('WalletsSearchRequested'),
    withLatestFrom(state$),
    switchMap(([event, state]) => {
      const query = event.data.query.trim()
      const cause = { causationId: event.id }
      if (query === '') return of(createEvent('WalletsSearched', { query: '', wallets: [] }, cause))
      const chains = state.config.networks.requested?.join(',') || undefined
      return combineLatest([
        fromRequest((signal) =>
          wallets.call('wallets', {
            query: { page: 1, entries: WALLETS_SEARCH_ENTRIES, search: query, chains, ...limits(state) },
            signal,
          }),
        ),
        timer(WALLETS_SEARCH_MIN_WAIT_MS, deps.scheduler),
      ]).pipe(
        map(([r]) => createEvent('WalletsSearched', { query, wallets: withImageUrls(wallets, r.data) }, cause)),
        catchError((error: unknown) =>
          of(createEvent('WalletsFetchFailed', { list: 'search', error: toErrorData(error) }, cause)),
        ),
      )
    }),
  )
}
