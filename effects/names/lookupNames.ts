import { catchError, debounceTime, EMPTY, filter, map, merge, of, switchMap, type Observable } from 'rxjs'
import type { Effect } from '../../src/bus/effects.js'
import { DEBOUNCE_MS, ENS_CACHE_MS, NAME_SUFFIXES } from '../../src/domain/constants.js'
import { HttpRequestError, NameResolutionError, NameSuggestionsError } from '../../src/errors/catalogue.js'
import { toErrorData } from '../../src/errors/GatehouseError.js'
import { createEvent, ofType, type EventInput } from '../../src/events/index.js'
import type { GatehouseState } from '../../projections/index.js'
import { fromRequest } from '../kit/request.js'

/** SPEC §7 `zone` of the suggestions: SPEC §5's registration suffix without its dot ('reown.id'). */
export const NAME_ZONE = NAME_SUFFIXES[0].slice(1)

/**
 * Name lookups for registration (SPEC §2 RegisterAccountName, §7, §8, §9):
 * suggestions for what the visitor types, debounced 500 ms on deps.scheduler
 * (SPEC §9: Debounce default 500 ms), the latest wins; and a name resolved to
 * its addresses and avatar, cached 5 minutes (SPEC §9: ENS 5 min; a 404 means not
 * registered). Failures are NameLookupFailed with 'Error fetching name
 * suggestions' or 'Error resolving name'. Does nothing without the data API.
 */
export const lookupNames: Effect<GatehouseState> = (event$, _state$, deps): Observable<EventInput> => {
  const api = deps.services.api
  if (!api) return EMPTY
  type Answer = { registered: boolean; addresses: Record<string, string>; avatar?: string }
  const resolved = new Map<string, { at: number; answer: Answer }>()

  const suggestions$ = event$.pipe(
    ofType('NameSuggestionsRequested'),
    debounceTime(DEBOUNCE_MS, deps.scheduler),
    map((event) => ({ event, name: event.data.name.trim() })),
    filter(({ name }) => name !== ''),
    switchMap(({ event, name }) => {
      const cause = { causationId: event.id }
      return fromRequest((signal) =>
        api.call('nameSuggestions', { params: { name }, query: { zone: NAME_ZONE }, signal }),
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
    switchMap((event) => {
      const { name } = event.data
      const cause = { causationId: event.id }
      const cached = resolved.get(name)
      if (cached && deps.now() - cached.at < ENS_CACHE_MS) {
        return of(createEvent('NameResolved', { name, ...cached.answer }, cause))
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
          const answer: Answer = { registered: true, addresses, ...(avatar !== undefined ? { avatar } : {}) }
          resolved.set(name, { at: deps.now(), answer })
          return createEvent('NameResolved', { name, ...answer }, cause)
        }),
        catchError((error: unknown) => {
          if (error instanceof HttpRequestError && error.status === 404) {
            resolved.set(name, { at: deps.now(), answer: { registered: false, addresses: {} } })
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
