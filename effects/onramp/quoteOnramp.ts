import { catchError, concat, EMPTY, filter, map, of, switchMap, timer, withLatestFrom, type Observable } from 'rxjs'
import type { Effect } from '../../src/bus/effects.js'
import { estimateQuote } from '../../src/domain/onramp.js'
import { toErrorData } from '../../src/errors/GatehouseError.js'
import { createEvent, ofType, type EventInput } from '../../src/events/index.js'
import type { GatehouseState } from '../../projections/index.js'
import { fromRequest } from '../kit/request.js'
import { ONRAMP_VIEW, purchaseOf, type OnrampPurchase } from './shared.js'

/** SPEC §9: Debounce default 500 ms: the quote follows the visitor's typing once it pauses this long. */
export const ONRAMP_QUOTE_DEBOUNCE_MS = 500

/** The USD price of what is bought, from the account's token balances on that network (SPEC §3 token balance price), or null. */
function priceOf(state: GatehouseState, purchase: OnrampPurchase): number | null {
  const { namespace, chainId } = purchase.account
  const token = (state.account.byNamespace[namespace]?.tokenBalance ?? []).find(
    (t) => t.chainId === chainId && t.symbol === purchase.currency.symbol,
  )
  return token && token.price > 0 ? token.price : null
}

/**
 * The quote for the Buy form (SPEC §3, §7 POST /v1/onramp/quote {purchaseCurrency, paymentCurrency, amount,
 * network}) while the Buy view shows: after the visitor's edits pause (SPEC §9 debounce 500 ms), when the options
 * arrive, and after a network or account switch. Only for a complete form within SPEC §9's limits on the active
 * network; the view says what is missing otherwise. A failed call is OnrampFailed, then SPEC §8's mocked quote as
 * OnrampFetched with `fallback`, which the view labels an estimate. The latest form wins: an edit cancels the
 * request in flight at once. Does nothing without the data API.
 */
export const quoteOnramp: Effect<GatehouseState> = (event$, state$, deps): Observable<EventInput> => {
  const api = deps.services.api
  if (!api) return EMPTY
  return event$.pipe(
    ofType('OnrampFormEdited', 'OnrampFetched', 'NetworkSwitched', 'AccountChanged'),
    filter((event) => event.type !== 'OnrampFetched' || event.data.call === 'options'),
    switchMap((event) => {
      const cause = { causationId: event.id }
      const wait = event.type === 'OnrampFormEdited' ? timer(ONRAMP_QUOTE_DEBOUNCE_MS, deps.scheduler) : of(0)
      return wait.pipe(
        withLatestFrom(state$),
        map(([, state]) => ({ state, purchase: state.modal.view === ONRAMP_VIEW ? purchaseOf(state) : null })),
        filter((p): p is { state: GatehouseState; purchase: OnrampPurchase } => p.purchase !== null),
        switchMap(({ state, purchase }) => {
          const body = {
            purchaseCurrency: purchase.currency.id,
            paymentCurrency: purchase.paymentCurrency,
            amount: purchase.amount,
            network: purchase.network.name,
          }
          return fromRequest((signal) => api.call('onrampQuote', { body, signal })).pipe(
            map((response) => createEvent('OnrampFetched', { call: 'quote', response }, cause)),
            catchError((error: unknown) => {
              // SPEC §8: quote failure returns a mocked quote.
              const estimate = estimateQuote({
                amountCents: purchase.amountCents,
                paymentCurrency: purchase.paymentCurrency,
                symbol: purchase.currency.symbol,
                priceUsd: priceOf(state, purchase),
              })
              return concat(
                of(createEvent('OnrampFailed', { call: 'quote', error: toErrorData(error) }, cause)),
                of(createEvent('OnrampFetched', { call: 'quote', response: { ...estimate }, fallback: true }, cause)),
              )
            }),
          )
        }),
      )
    }),
  )
}
