import {
  catchError,
  debounceTime,
  EMPTY,
  filter,
  map,
  merge,
  of,
  switchMap,
  withLatestFrom,
  type Observable,
} from 'rxjs'
import type { Effect } from '../../src/bus/effects.js'
import { DEBOUNCE_MS } from '../../src/domain/constants.js'
import { NATIVE_TOKEN_ADDRESS } from '../../src/domain/swap.js'
import { toErrorData } from '../../src/errors/GatehouseError.js'
import { createEvent, isEvent, ofType, type EventInput } from '../../src/events/index.js'
import type { GatehouseState } from '../../projections/index.js'
import { selectSwapForm, type SwapForm } from '../../projections/swap/swap.selectors.js'
import { fromRequest } from '../kit/request.js'
import { fetchQuote, type QuoteRequest } from './quote.js'

/** What a quote needs from the form, or null when the form cannot be quoted yet (no account, tokens or amount). */
export function quoteRequestOf(form: SwapForm): QuoteRequest | null {
  const { chainId, address, from, to, units } = form
  if (
    !form.supported ||
    chainId === null ||
    address === null ||
    !from ||
    !to ||
    from.address === to.address ||
    units === null ||
    units === 0n
  )
    return null
  const native = form.tokens.find((t) => t.address.toLowerCase().endsWith(NATIVE_TOKEN_ADDRESS))
  return {
    chainId,
    address,
    from,
    to,
    units,
    slippage: form.slippageValid ? form.slippage : '1',
    nativeSymbol: native?.symbol ?? 'ETH',
  }
}

/**
 * The quote of the swap form (SPEC §7 quotes, allowance, gas price, prices and the next transaction's gas): after
 * the visitor stops typing (SPEC §9 debounce 500 ms), when the tokens arrive, and on retry. The latest form wins
 * (switchMap cancels the request in flight). SwapFetched with the quote, or SwapFailed at step 'quote'.
 */
export const quoteSwap: Effect<GatehouseState> = (event$, state$, deps): Observable<EventInput> => {
  const api = deps.services.api
  if (!api) return EMPTY
  const edits = event$.pipe(ofType('SwapFormEdited'), debounceTime(DEBOUNCE_MS, deps.scheduler))
  const now = event$.pipe(
    filter(
      (e) =>
        (isEvent(e, 'SwapFetched') && e.data.tokens !== undefined) ||
        (isEvent(e, 'SwapRequested') && e.data.action === 'retry'),
    ),
  )
  return merge(edits, now).pipe(
    withLatestFrom(state$),
    switchMap(([event, state]) => {
      const request = quoteRequestOf(selectSwapForm(state))
      if (request === null) return EMPTY
      const cause = { causationId: event.id }
      return fromRequest((signal) => fetchQuote(api, request, signal)).pipe(
        map((quote) => createEvent('SwapFetched', { quote }, cause)),
        catchError((error: unknown) =>
          of(createEvent('SwapFailed', { step: 'quote', error: toErrorData(error) }, cause)),
        ),
      )
    }),
  )
}
