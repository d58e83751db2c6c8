import { catchError, EMPTY, filter, map, merge, mergeMap, of, withLatestFrom, type Observable } from 'rxjs'
import type { ServiceClient } from '../../src/api/client.js'
import type { Effect } from '../../src/bus/effects.js'
import { WALLETS_PAGE_ENTRIES, WALLETS_RECOMMENDED_ENTRIES } from '../../src/domain/constants.js'
import { toErrorData } from '../../src/errors/GatehouseError.js'
import { createEvent, ofType, type EventInput } from '../../src/events/index.js'
import type { GatehouseState } from '../../projections/index.js'
import { fromRequest } from '../kit/request.js'
import { limits, list } from './limits.js'
import { withImageUrls } from './walletImages.js'

/** Featured wallets: the listing's certified ones (ours: SPEC §7 says: featured page 1, not which wallets), 4 of them. */
const FEATURED_QUERY = { page: 1, entries: WALLETS_RECOMMENDED_ENTRIES, badge_type: 'certified' } as const

/** The featured query: the app's featured wallets, in its order, else the listing's certified ones. */
function featuredQuery(state: GatehouseState): Record<string, string | number | undefined> {
  const { featured, excluded } = state.config.options.wallets
  return featured.length === 0
    ? { ...FEATURED_QUERY, exclude: list(excluded) }
    : { page: 1, entries: featured.length, include: featured.join(','), exclude: list(excluded) }
}

/** The `chains` query: the requested networks, comma-separated, or none (every chain). */
function chainsOf(state: GatehouseState): string | undefined {
  return state.config.networks.requested?.join(',') || undefined
}

function page(
  wallets: ServiceClient,
  kind: 'featured' | 'recommended' | 'all',
  query: Record<string, string | number | undefined>,
  cause: { causationId: string },
  order: readonly string[] = [],
): Observable<EventInput> {
  const pageNo = Number(query.page)
  // The app's featured wallets keep its order, whatever order the listing answers in.
  const rank = (id: string) => (order.includes(id) ? order.indexOf(id) : order.length)
  return fromRequest((signal) => wallets.call('wallets', { query, signal })).pipe(
    map((r) =>
      createEvent(
        'WalletsPageFetched',
        {
          list: kind,
          page: pageNo,
          count: r.count,
          wallets: withImageUrls(
            wallets,
            order.length === 0 ? r.data : [...r.data].sort((a, b) => rank(a.id) - rank(b.id)),
          ),
        },
        cause,
      ),
    ),
    catchError((error: unknown) =>
      of(createEvent('WalletsFetchFailed', { list: kind, page: pageNo, error: toErrorData(error) }, cause)),
    ),
  )
}

/**
 * The wallet listing (SPEC §4: open() prefetches wallets and images; SPEC §7
 * pagination): opening the modal prefetches the featured wallets (page 1) and
 * the recommended ones (page 1 with 4 entries, the featured excluded), once a
 * page while they load without failure; WalletsPageRequested fetches a page of
 * the full listing, 40 entries (a page already held is not asked again). The
 * open itself never waits: the router shows the modal at once and the pages
 * stream in; ModalLoaded follows the prefetch, ending the modal's loading state.
 * Each wallet carries its image URL (withImageUrls). Without the wallet-listing
 * service it only answers a page request with WalletListingUnavailable (the router then ends the loading itself).
 */
export const fetchWallets: Effect<GatehouseState> = (event$, state$, deps): Observable<EventInput> => {
  const wallets = deps.services.wallets
  // Without the service, a page request is answered at once, so AllWallets lists what the page has and says why
  // instead of waiting for a page that never comes.
  if (!wallets)
    return event$.pipe(
      ofType('WalletsPageRequested'),
      map((event) => createEvent('WalletListingUnavailable', {}, { causationId: event.id })),
    )
  let prefetching = false
  let prefetched = false
  // Each open ends the modal's loading (SPEC §4 "sets loading") once the prefetch has landed: at once when the
  // pages are already held, when the prefetch under way lands, or after this open's own prefetch (failed or not).
  const prefetch$ = event$.pipe(
    ofType('ModalOpenRequested'),
    withLatestFrom(state$),
    mergeMap(([event, state]): Observable<EventInput> => {
      const cause = { causationId: event.id }
      const loaded = () => createEvent('ModalLoaded', {}, cause)
      if (prefetched) return of(loaded())
      if (prefetching) return EMPTY
      prefetching = true
      const chains = chainsOf(state)
      // Featured first: the recommended list leaves them out.
      const order = state.config.options.wallets.featured
      return page(wallets, 'featured', { ...featuredQuery(state), chains }, cause, order).pipe(
        mergeMap((featured) => {
          const shown = featured.type === 'WalletsPageFetched' ? featured.data.wallets.map((w) => w.id) : []
          const recommended$ = page(
            wallets,
            'recommended',
            { page: 1, entries: WALLETS_RECOMMENDED_ENTRIES, ...limits(state, shown), chains },
            cause,
          ).pipe(
            mergeMap((e) => {
              prefetching = false
              prefetched = featured.type === 'WalletsPageFetched' && e.type === 'WalletsPageFetched'
              return of(e, loaded())
            }),
          )
          return merge(of(featured), recommended$)
        }),
      )
    }),
  )
  const pages$ = event$.pipe(
    ofType('WalletsPageRequested'),
    withLatestFrom(state$),
    filter(([event, state]) => state.wallets.listing.pages[event.data.page] === undefined),
    mergeMap(([event, state]) =>
      page(
        wallets,
        'all',
        { page: event.data.page, entries: WALLETS_PAGE_ENTRIES, ...limits(state), chains: chainsOf(state) },
        { causationId: event.id },
      ),
    ),
  )
  return merge(prefetch$, pages$)
}
