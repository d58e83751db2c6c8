import { catchError, EMPTY, exhaustMap, map, of, withLatestFrom, type Observable } from 'rxjs'
import type { Effect } from '../../src/bus/effects.js'
import type { CheckoutWindow, Deps } from '../../src/deps.js'
import { ESTIMATE_QUOTE_ID } from '../../src/domain/onramp.js'
import { toErrorData } from '../../src/errors/GatehouseError.js'
import { createEvent, ofType, type EventInput } from '../../src/events/index.js'
import type { GatehouseState } from '../../projections/index.js'
import { selectOnrampQuote } from '../../projections/onramp/onramp.selectors.js'
import { fromRequest } from '../kit/request.js'
import { OnrampResponseError, purchaseOf, type OnrampPurchase } from './shared.js'

/** A blank tab for the checkout, opened while the visitor's click still counts (a browser allows a new window only then). */
function openBlank(deps: Pick<Deps, 'openWindow'>): CheckoutWindow | null {
  if (deps.openWindow) return deps.openWindow()
  if (typeof window === 'undefined' || typeof window.open !== 'function') return null
  return window.open('about:blank', '_blank')
}

/** The body of POST /v1/generators/onrampurl (SPEC §7) for a purchase: the crypto amount only from a provider's quote, never an estimate. */
function urlBody(purchase: OnrampPurchase, state: GatehouseState) {
  const quote = selectOnrampQuote(state)
  const crypto =
    quote.status === 'ready' &&
    quote.value.quoteId !== ESTIMATE_QUOTE_ID &&
    quote.value.purchaseAmount.currency === purchase.currency.symbol
      ? Number(quote.value.purchaseAmount.amount)
      : undefined
  return {
    destinationWallets: [
      { address: purchase.account.address, blockchains: [purchase.network.name], assets: [purchase.currency.symbol] },
    ],
    defaultNetwork: purchase.network.name,
    // Ours: the partner's id of the buyer; the address is what the app knows of the visitor.
    partnerUserId: purchase.account.address,
    defaultExperience: 'buy' as const,
    presetFiatAmount: Number(purchase.amount),
    ...(crypto !== undefined && Number.isFinite(crypto) && crypto > 0 ? { presetCryptoAmount: crypto } : {}),
  }
}

/**
 * The checkout (SPEC §7 POST /v1/generators/onrampurl) when the visitor continues: a new tab opens at once, blank,
 * and goes to the checkout URL once the data API has made it for the account, network and amount of that moment,
 * without a way back to this page (opener cleared), as a card provider's page is opened. The URL travels as an
 * ephemeral OnrampFetched: a checkout URL may carry a provider session, so it never enters the log. If the
 * browser refused the tab, the view shows the URL as a link. A failure closes the tab: OnrampFailed. Repeated
 * clicks while one is being made are ignored. Does nothing without the data API.
 */
export const openOnrampCheckout: Effect<GatehouseState> = (event$, state$, deps): Observable<EventInput> => {
  const api = deps.services.api
  if (!api) return EMPTY
  return event$.pipe(
    ofType('OnrampCheckoutRequested'),
    withLatestFrom(state$),
    exhaustMap(([event, state]) => {
      const cause = { causationId: event.id }
      const purchase = purchaseOf(state)
      if (purchase === null) return EMPTY
      const tab = openBlank(deps)
      return fromRequest((signal) => api.call('onrampUrl', { body: urlBody(purchase, state), signal })).pipe(
        map((response) => {
          if (!/^https?:\/\//i.test(response.url))
            throw new OnrampResponseError('The checkout URL is not a web address', {
              details: response.url.slice(0, 80),
            })
          if (tab !== null && !tab.closed) {
            tab.opener = null
            tab.location.href = response.url
          }
          return createEvent('OnrampFetched', { call: 'url', response }, { ...cause, ephemeral: true })
        }),
        catchError((error: unknown) => {
          tab?.close()
          return of(createEvent('OnrampFailed', { call: 'url', error: toErrorData(error) }, cause))
        }),
      )
    }),
  )
}
