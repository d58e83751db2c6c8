import { catchError, EMPTY, map, of, switchMap, type Observable } from 'rxjs'
import type { Effect } from '../../src/bus/effects.js'
import { InvalidResponseError } from '../../src/errors/thrown.js'
import { toErrorData } from '../../src/errors/GatehouseError.js'
import { createEvent, ofType, type EventInput } from '../../src/events/index.js'
import type { GatehouseState } from '../../projections/index.js'
import { fromRequest } from '../kit/request.js'

const DECIMAL = /^(0|[1-9][0-9]*)$/

/** A wei amount from the API as a decimal string (it may send decimal or 0x hex), or undefined. */
function toWei(value: string): string | undefined {
  if (DECIMAL.test(value)) return value
  if (/^0x[0-9a-fA-F]{1,64}$/.test(value)) return BigInt(value).toString()
  return undefined
}

/**
 * The gas price of a network for the send form (SPEC §3 "Send state: …
 * gasPrice"; SPEC §7 GET /v1/convert/gas-price?chainId). On a network the data
 * API does not serve: GasPriceFetchFailed with 'Network not supported for Gas
 * Price' (SPEC §8). The latest request wins. Does nothing without the data API.
 */
export const fetchGasPrice: Effect<GatehouseState> = (event$, _state$, deps): Observable<EventInput> => {
  const api = deps.services.api
  if (!api) return EMPTY
  return event$.pipe(
    ofType('GasPriceRequested'),
    switchMap((event) => {
      const { chainId } = event.data
      const cause = { causationId: event.id }
      return fromRequest((signal) => api.callOnNetwork('gasPrice', chainId, { query: { chainId }, signal })).pipe(
        map((r) => {
          const [standard, fast, instant] = [toWei(r.standard), toWei(r.fast), toWei(r.instant)]
          if (standard === undefined || fast === undefined || instant === undefined) {
            throw new InvalidResponseError({
              details: `/v1/convert/gas-price: not wei amounts: ${JSON.stringify(r).slice(0, 80)}`,
            })
          }
          return createEvent('GasPriceFetched', { chainId, standard, fast, instant }, cause)
        }),
        catchError((error: unknown) =>
          of(createEvent('GasPriceFetchFailed', { chainId, error: toErrorData(error) }, cause)),
        ),
      )
    }),
  )
}
