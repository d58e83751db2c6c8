import { catchError, EMPTY, filter, forkJoin, map, mergeMap, of, race, timer, type Observable } from 'rxjs'
import type { Effect } from '../../src/bus/effects.js'
import { IMAGE_PRELOAD_RACE_MS } from '../../src/domain/constants.js'
import { createEvent, ofType, type EventInput } from '../../src/events/index.js'
import type { GatehouseState } from '../../projections/index.js'
import { fromRequest } from '../kit/request.js'

/**
 * Image preloading (SPEC §4: open() prefetches wallets and images; SPEC §9
 * "Image preload race 2 s"): the images of the featured and recommended
 * wallets are fetched (GET /getWalletImage/{id}, through deps.fetch) so the
 * browser's cache holds them when the Connect view draws; each races 2 s on
 * deps.scheduler and a slow one is abandoned (its request aborted). Reports
 * the outcome with the ephemeral WalletImagesPreloaded. Does nothing without
 * the wallet-listing service.
 */
export const preloadWalletImages: Effect<GatehouseState> = (event$, _state$, deps): Observable<EventInput> => {
  const wallets = deps.services.wallets
  if (!wallets) return EMPTY
  const seen = new Set<string>()
  return event$.pipe(
    ofType('WalletsPageFetched'),
    filter((event) => event.data.list === 'featured' || event.data.list === 'recommended'),
    mergeMap((event) => {
      const ids = event.data.wallets
        .map((w) => w.image_id)
        .filter((id): id is string => typeof id === 'string' && id !== '' && !seen.has(id))
      if (ids.length === 0) return EMPTY
      for (const id of ids) seen.add(id)
      const outcomes = ids.map((id) =>
        race(
          fromRequest((signal) => wallets.call('walletImage', { params: { id }, signal })).pipe(
            map(() => 'loaded' as const),
            catchError(() => {
              seen.delete(id)
              return of('failed' as const)
            }),
          ),
          timer(IMAGE_PRELOAD_RACE_MS, deps.scheduler).pipe(map(() => 'timedOut' as const)),
        ),
      )
      return forkJoin(outcomes).pipe(
        map((results) =>
          createEvent(
            'WalletImagesPreloaded',
            {
              loaded: results.filter((r) => r === 'loaded').length,
              timedOut: results.filter((r) => r === 'timedOut').length,
              failed: results.filter((r) => r === 'failed').length,
            },
            { causationId: event.id },
          ),
        ),
      )
    }),
  )
}
