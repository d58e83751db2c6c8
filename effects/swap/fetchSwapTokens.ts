import { catchError, EMPTY, filter, map, of, switchMap, withLatestFrom, type Observable } from 'rxjs'
import type { Effect } from '../../src/bus/effects.js'
import { SwapsNetworkNotSupportedError } from '../../src/errors/thrown.js'
import { toErrorData } from '../../src/errors/GatehouseError.js'
import { createEvent, isEvent, type EventInput, type Stamped } from '../../src/events/index.js'
import type { GatehouseState } from '../../projections/index.js'
import { selectSwapForm } from '../../projections/swap/swap.selectors.js'
import { fromRequest } from '../kit/request.js'

/** The Swap view was shown, the network changed under it, or the visitor asked to try again. */
function asks(event: Stamped): boolean {
  if (isEvent(event, 'ViewPushed', 'ViewReplaced', 'ViewsReset', 'ModalOpened')) return event.data.view === 'Swap'
  return isEvent(event, 'NetworkSwitched') || (isEvent(event, 'SwapRequested') && event.data.action === 'retry')
}

/**
 * The tokens of the active network for the Swap view (SPEC §7 GET /v1/convert/tokens?chainId), fetched when the
 * view shows, when the network changes under it, and on retry while there are none. Off SPEC §9's swap networks:
 * SwapFailed with 'Network not supported for Swaps' (SPEC §8), no request. The latest ask wins. Does nothing
 * without the data API.
 */
export const fetchSwapTokens: Effect<GatehouseState> = (event$, state$, deps): Observable<EventInput> => {
  const api = deps.services.api
  if (!api) return EMPTY
  return event$.pipe(
    filter(asks),
    withLatestFrom(state$),
    filter(([, state]) => state.modal.view === 'Swap'),
    switchMap(([event, state]) => {
      const form = selectSwapForm(state)
      const chainId = form.chainId
      const cause = { causationId: event.id }
      if (chainId === null) return EMPTY
      if (!form.supported)
        return of(
          createEvent('SwapFailed', { step: 'tokens', error: new SwapsNetworkNotSupportedError().toData() }, cause),
        )
      if (event.type === 'SwapRequested' && form.tokens.length > 0) return EMPTY
      return fromRequest((signal) => api.callOnNetwork('swapTokens', chainId, { query: { chainId }, signal })).pipe(
        map((r) => {
          const tokens = r.tokens.map((t) => ({
            name: t.name,
            symbol: t.symbol,
            address: t.address,
            decimals: t.decimals,
            ...(t.logoUri ? { logoUri: t.logoUri } : {}),
          }))
          return createEvent('SwapFetched', { chainId, tokens }, cause)
        }),
        catchError((error: unknown) =>
          of(createEvent('SwapFailed', { step: 'tokens', error: toErrorData(error) }, cause)),
        ),
      )
    }),
  )
}
