import { catchError, EMPTY, filter, from, map, mergeMap, of, switchMap, withLatestFrom, type Observable } from 'rxjs'
import type { Effect } from '../../src/bus/effects.js'
import { NAME_NAMESPACES } from '../../src/domain/constants.js'
import { NamesForAddressError } from '../../src/errors/thrown.js'
import { toErrorData } from '../../src/errors/GatehouseError.js'
import { createEvent, ofType, type EventInput } from '../../src/events/index.js'
import type { GatehouseState } from '../../projections/index.js'
import { fromRequest } from '../kit/request.js'
import { selectProfileFresh } from '../../projections/account/profile.selectors.js'
import { selectActiveAccount } from '../../projections/connection/active.selectors.js'

/**
 * The identity of the active account (SPEC §3: Identity: name, avatar;
 * SPEC §7 GET /v1/identity/{address}?sender), and when it has no name, the
 * first of its registered names (GET /v1/profile/reverse/{address}?sender&
 * apiVersion=2; SPEC §8 'Error fetching names for address' on failure).
 * eip155 only (SPEC §9: Names and activity: eip155 only). Cached 5 minutes
 * per address (SPEC §9: identity 5 min, ENS 5 min): the account read model
 * says when the profile came, and the reverse lookup is part of the same
 * fetch, so one time covers both; a failure is ProfileFetchFailed and is not
 * cached. Does nothing without the data API.
 */
export const fetchIdentity: Effect<GatehouseState> = (event$, state$, deps): Observable<EventInput> => {
  const api = deps.services.api
  if (!api) return EMPTY
  return event$.pipe(
    ofType('Connected', 'AccountChanged', 'NetworkSwitched', 'ModalOpenRequested'),
    withLatestFrom(state$),
    map(([event, state]) => ({ event, account: selectActiveAccount(state), state })),
    filter(({ account }) => account !== null && !account.unsupported && NAME_NAMESPACES.includes(account.namespace)),
    // SPEC §9's 5 minutes, from when the account read model says the profile came.
    filter(({ account, state }) => !selectProfileFresh(state, account!.namespace, account!.address, deps.now())),
    switchMap(({ event, account }) => {
      const { address, chainId } = account!
      const cause = { causationId: event.id }
      return fromRequest((signal) =>
        api.callOnNetwork('identity', chainId, { params: { address }, query: { sender: address }, signal }),
      ).pipe(
        mergeMap((identity) => {
          if (identity.name)
            return of(
              createEvent(
                'ProfileFetched',
                { address, name: identity.name || null, avatar: identity.avatar || null },
                cause,
              ),
            )
          return fromRequest((signal) =>
            api.call('profileReverse', { params: { address }, query: { sender: address, apiVersion: 2 }, signal }),
          ).pipe(
            map((names) => {
              return createEvent(
                'ProfileFetched',
                { address, name: names[0]?.name ?? null, avatar: identity.avatar || null },
                cause,
              )
            }),
            catchError((error: unknown) =>
              from([
                createEvent('ProfileFetched', { address, name: null, avatar: identity.avatar || null }, cause),
                createEvent(
                  'ProfileFetchFailed',
                  {
                    address,
                    error: toErrorData(
                      new NamesForAddressError({ cause: error, details: toErrorData(error).shortMessage }),
                    ),
                  },
                  cause,
                ),
              ]),
            ),
          )
        }),
        catchError((error: unknown) =>
          of(createEvent('ProfileFetchFailed', { address, error: toErrorData(error) }, cause)),
        ),
      )
    }),
  )
}
