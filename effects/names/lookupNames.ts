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
import { HttpRequestError, NameResolutionError, NameSuggestionsError } from '../../src/errors/thrown.js'
import { toErrorData } from '../../src/errors/GatehouseError.js'
import { createEvent, ofType, type EventInput } from '../../src/events/index.js'
import type { GatehouseState } from '../../projections/index.js'
import { fromRequest } from '../kit/request.js'
import { selectFreshResolvedName } from '../../projections/names/names.selectors.js'

/**
 * Name lookups for registration (SPEC §2 RegisterAccountName, §7, §8, §9):
 * suggestions for what the visitor types in the configured suffix's zone, debounced 500 ms on deps.scheduler
 * (SPEC §9: Debounce default 500 ms), the latest wins; and a name resolved to
 * its addresses and avatar, cached 5 minutes (SPEC §9: ENS 5 min, as the names
 * read model records it; a 404 means not registered). Failures are NameLookupFailed with 'Error fetching name
 * suggestions' or 'Error resolving name'. Does nothing without the data API.
 */
export const lookupNames: Effect<GatehouseState> = (event$, state$, deps): Observable<EventInput> => {
  const api = deps.services.api
  if (!api) return EMPTY

  const suggestions$ = event$.pipe(
    ofType('NameSuggestionsRequested'),
    debounceTime(DEBOUNCE_MS, deps.scheduler),
    withLatestFrom(state$),
    map(([event, state]) => ({ event, name: event.data.name.trim(), suffix: state.names.suffix })),
    filter(({ name }) => name !== ''),
    switchMap(({ event, name, suffix }) => {
      const cause = { causationId: event.id }
      // SPEC §7 `zone`: the registration suffix without its dot ('reown.id').
      return fromRequest((signal) =>
        api.call('nameSuggestions', { params: { name }, query: { zone: suffix.slice(1) }, signal }),
      ).pipe(
        map((r) =>
          createEvent(
            'NameSuggestionsFetched',
            { name, suggestions: r.suggestions.map((s) => ({ name: s.name, registered: s.registered ?? false })) },
            cause,
          ),
        ),
        catchError((error: unknown) =>
          of(
            createEvent(
              'NameLookupFailed',
              {
                name,
                lookup: 'suggestions',
                error: toErrorData(
                  new NameSuggestionsError({ cause: error, details: toErrorData(error).shortMessage }),
                ),
              },
              cause,
            ),
          ),
        ),
      )
    }),
  )

  const resolve$ = event$.pipe(
    ofType('NameResolveRequested'),
    withLatestFrom(state$),
    switchMap(([event, state]) => {
      const { name } = event.data
      const cause = { causationId: event.id }
      // SPEC §9's 5 minutes, from when the names read model says the answer came.
      const cached = selectFreshResolvedName(state, name, deps.now())
      if (cached) {
        const { at: _at, ...answer } = cached
        return of(createEvent('NameResolved', { name, ...answer }, cause))
      }
      return fromRequest((signal) =>
        api.call('profileAccount', { params: { name }, query: { apiVersion: 2 }, signal }),
      ).pipe(
        map((record) => {
          const addresses = Object.fromEntries(
            Object.entries(record.addresses ?? {}).map(([coin, a]) => [coin, a.address]),
          )
          // The record's avatar attribute, for the send form's receiver (SPEC §3: receiver profile image).
          const avatar = record.attributes?.find((a) => typeof a.avatar === 'string' && a.avatar !== '')?.avatar
          return createEvent(
            'NameResolved',
            { name, registered: true, addresses, ...(avatar !== undefined ? { avatar } : {}) },
            cause,
          )
        }),
        catchError((error: unknown) => {
          if (error instanceof HttpRequestError && error.status === 404) {
            return of(createEvent('NameResolved', { name, registered: false, addresses: {} }, cause))
          }
          return of(
            createEvent(
              'NameLookupFailed',
              {
                name,
                lookup: 'resolve',
                error: toErrorData(new NameResolutionError({ cause: error, details: toErrorData(error).shortMessage })),
              },
              cause,
            ),
          )
        }),
      )
    }),
  )
  return merge(suggestions$, resolve$)
}
