import {
  catchError,
  concat,
  EMPTY,
  exhaustMap,
  filter,
  map,
  mergeMap,
  of,
  switchMap,
  take,
  takeUntil,
  takeWhile,
  timer,
  withLatestFrom,
  type Observable,
} from 'rxjs'
import type { Effect } from '../../src/bus/effects.js'
import type { Transaction } from '../../src/api/schemas.js'
import type { Deps } from '../../src/deps.js'
import { ONRAMP_CLOCK_SLACK_MS } from '../../src/domain/onramp.js'
import { toErrorData } from '../../src/errors/GatehouseError.js'
import { createEvent, ofType, type EventInput } from '../../src/events/index.js'
import type { GatehouseState } from '../../projections/index.js'
import { selectCoinbaseTransactions } from '../../projections/onramp/onramp.selectors.js'
import { fromRequest } from '../kit/request.js'
import type { ActiveAccount } from '../../projections/connection/active.selectors.js'
import { onrampHistory } from './fetchOnrampHistory.js'
import { onrampAccount } from './shared.js'

/** How often the onramp history is asked while a checkout is open (ours: SPEC §9 gives no interval). */
export const ONRAMP_POLL_MS = 3_000
/** How long a checkout is watched (ours: a card checkout takes minutes; after this the Activity tab still finds it). */
export const ONRAMP_WATCH_MS = 15 * 60_000

/** The account's balances again, at once, past the 30 s caches (SPEC §7 forceUpdate): what the purchase paid in. */
function refreshBalances(deps: Deps, account: ActiveAccount, cause: { causationId: string }): Observable<EventInput> {
  const { api, rpc } = deps.services
  const { chainId, address } = account
  const failed = (error: unknown) =>
    of(createEvent('BalanceFetchFailed', { chainId, address, error: toErrorData(error) }, cause))
  const tokens$ = api
    ? fromRequest((signal) =>
        api.callOnNetwork('balance', chainId, {
          params: { address },
          query: { currency: 'usd', chainId, forceUpdate: true },
          signal,
        }),
      ).pipe(
        map((r) => createEvent('TokenBalancesFetched', { chainId, address, balances: r.balances }, cause)),
        catchError(failed),
      )
    : EMPTY
  const native$ =
    rpc && account.namespace === 'eip155'
      ? fromRequest((signal) =>
          rpc.request(chainId, { method: 'eth_getBalance', params: [address, 'latest'] }, { signal }),
        ).pipe(
          map((result) => {
            const currency = rpc.network(chainId)?.nativeCurrency ?? { symbol: 'ETH', decimals: 18 }
            return createEvent(
              'BalanceFetched',
              {
                chainId,
                address,
                symbol: currency.symbol,
                decimals: currency.decimals,
                value: BigInt(result as string).toString(),
              },
              cause,
            )
          }),
          catchError(failed),
        )
      : EMPTY
  return concat(tokens$, native$)
}

/**
 * After the visitor went to the checkout, the onramp history (SPEC §7 history with `onramp`) every 3 s, for up to
 * 15 minutes, until a purchase appears that was not listed at checkout time and was mined since: then OnrampFetched for `history` (the
 * Buy view lists it, SPEC §3 coinbaseTransactions), the purchase joins the Activity list (HistoryFetched with the
 * history read model's own cursor, when that list holds the same network: the purchase is a real transfer to the
 * account, filed by its time), and the balances are fetched again. A failed poll is tried again at the next tick. A switch of account or network, or a disconnect, ends the watch. Does nothing without the data API.
 */
export const watchOnrampPurchases: Effect<GatehouseState> = (event$, state$, deps): Observable<EventInput> => {
  const api = deps.services.api
  if (!api) return EMPTY
  const switched$ = event$.pipe(ofType('AccountChanged', 'NetworkSwitched', 'Disconnected'))
  return event$.pipe(
    ofType('OnrampCheckoutRequested'),
    withLatestFrom(state$),
    map(([event, state]) => ({
      event,
      account: onrampAccount(state),
      known: new Set(selectCoinbaseTransactions(state).map((t) => t.id)),
    })),
    filter((w): w is { event: typeof w.event; account: ActiveAccount; known: Set<string> } => w.account !== null),
    switchMap(({ event, account, known }) => {
      const cause = { causationId: event.id }
      const since = event.at - ONRAMP_CLOCK_SLACK_MS
      let found = false
      return timer(ONRAMP_POLL_MS, ONRAMP_POLL_MS, deps.scheduler).pipe(
        take(Math.ceil(ONRAMP_WATCH_MS / ONRAMP_POLL_MS)),
        takeUntil(switched$),
        takeWhile(() => !found),
        // One poll at a time: a slow answer is not overtaken by the next.
        exhaustMap(() =>
          fromRequest((signal) => onrampHistory(api, account, signal)).pipe(
            withLatestFrom(state$),
            mergeMap(([response, state]) => {
              // New since the checkout: not listed then, and mined no earlier (an older one the list had missed is not it).
              const fresh = response.data.filter(
                (t: Transaction) => !known.has(t.id) && Date.parse(t.metadata.minedAt) >= since,
              )
              if (fresh.length === 0) return EMPTY
              found = true
              const h = state.history
              return concat(
                of(createEvent('OnrampFetched', { call: 'history', response }, cause)),
                h.lastNetworkInView === account.chainId
                  ? of(
                      createEvent(
                        'HistoryFetched',
                        { chainId: account.chainId, address: account.address, items: fresh, next: h.next },
                        cause,
                      ),
                    )
                  : EMPTY,
                refreshBalances(deps, account, cause),
              )
            }),
            // A failed poll is tried again at the next tick. It is no OnrampFailed: that would replace the purchases
            // the Buy view lists (the read model keeps a call's latest answer) for a hiccup the next poll mends.
            catchError(() => EMPTY),
          ),
        ),
      )
    }),
  )
}
