import { catchError, concat, EMPTY, filter, map, of, switchMap, withLatestFrom, type Observable } from 'rxjs'
import type { Effect } from '../../src/bus/effects.js'
import { toErrorData } from '../../src/errors/GatehouseError.js'
import { createEvent, ofType, type EventInput, type Stamped } from '../../src/events/index.js'
import type { GatehouseState } from '../../projections/index.js'
import { NFT_NAMESPACES } from '../../src/domain/nfts.js'
import { fromRequest } from '../kit/request.js'
import { selectActiveAccount, type ActiveAccount } from '../../projections/connection/active.selectors.js'

/** How long a fetched NFT list is shown without asking again, in ms (SPEC §9's portfolio cache lifetime, 30 s). */
export const NFTS_FRESH_MS = 30_000

type Fetch = { event: Stamped; account: ActiveAccount }

/** The account whose NFTs a trigger asks for, given the read models; null for nothing. */
function toFetch(event: Stamped, state: GatehouseState): Fetch | null {
  const account = selectActiveAccount(state)
  // The data API serves EVM chains only (its /v1/account/{address}/nfts takes an eip155 chain id).
  if (
    account === null ||
    account.unsupported ||
    !NFT_NAMESPACES.includes(account.namespace) ||
    state.account.currentTab !== 'nfts'
  )
    return null
  const n = state.account.nfts
  const shown = n?.chainId === account.chainId && n.address === account.address
  // The tab shown again (or its retry) asks once more after a failure or once the list is stale; not while it loads.
  if (shown && n.error === undefined && (n.items === undefined || event.at - n.at < NFTS_FRESH_MS)) return null
  return { event, account }
}

/**
 * The NFTs tab (SPEC §1): the active account's NFTs on the active network, from the data API
 * (GET /v1/account/{address}/nfts?chainId), when the tab shows, and again when the network or
 * the account changes while it shows. NftsFetchStarted, then NftsFetched with each NFT's id, name
 * and image URL, or NftsFetchFailed; showing the tab again retries a failure and refreshes a
 * list older than NFTS_FRESH_MS. The latest request wins. Does nothing without the data API.
 */
export const fetchNfts: Effect<GatehouseState> = (event$, state$, deps): Observable<EventInput> => {
  const api = deps.services.api
  if (!api) return EMPTY
  return event$.pipe(
    ofType('AccountTabRequested', 'NetworkSwitched', 'Connected', 'AccountChanged'),
    withLatestFrom(state$),
    map(([event, state]) => toFetch(event, state)),
    filter((p): p is Fetch => p !== null),
    switchMap(({ event, account: { chainId, address } }) => {
      const cause = { causationId: event.id }
      return concat(
        of(createEvent('NftsFetchStarted', { chainId, address }, cause)),
        fromRequest((signal) =>
          api.callOnNetwork('nfts', chainId, { params: { address }, query: { chainId }, signal }),
        ).pipe(
          // The event keeps what the tab draws: the response's collection goes no further.
          map((page) =>
            createEvent(
              'NftsFetched',
              { chainId, address, items: page.data.map(({ id, name, imageUrl }) => ({ id, name, imageUrl })) },
              cause,
            ),
          ),
          catchError((error: unknown) =>
            of(createEvent('NftsFetchFailed', { chainId, address, error: toErrorData(error) }, cause)),
          ),
        ),
      )
    }),
  )
}
