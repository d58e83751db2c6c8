import { catchError, concatMap, exhaustMap, from, of, withLatestFrom, type Observable } from 'rxjs'
import type { Effect } from '../../src/bus/effects.js'
import { toErrorData } from '../../src/errors/GatehouseError.js'
import { CORE_MESSAGES } from '../../src/errors/messages.js'
import { createEvent, ofType, type EventInput } from '../../src/events/index.js'
import type { GatehouseState } from '../../projections/index.js'
import { AUTH_CONNECTOR_ID, userFacts } from './connected.js'
import { callFrame, hasFrame } from './frame.js'

/**
 * The Account view's switch between the EOA and the smart account (SPEC §3 preferredAccountTypes, §7 set preferred
 * account). Signed in through the frame on eip155: SET_PREFERRED_ACCOUNT, then GET_USER, then AccountTypeSwitched and
 * AccountChanged to the account the frame now answers for (balances, history and SIWX follow the address as after a
 * wallet's own account change), with its accounts and user. Not signed in there: the choice alone
 * (AccountTypeSwitched), for the next sign-in. A failure is AccountTypeSwitchFailed and its message; the account stays.
 * Repeats while one runs are ignored.
 */
export const switchAccountType: Effect<GatehouseState> = (event$, state$, deps): Observable<EventInput> =>
  event$.pipe(
    ofType('AccountTypeRequested'),
    withLatestFrom(state$),
    exhaustMap(([event, state]) => {
      const { namespace, type } = event.data
      const cause = { causationId: event.id }
      const switched = createEvent('AccountTypeSwitched', { namespace, type }, cause)
      const account = state.account.byNamespace[namespace]
      const viaFrame =
        namespace === 'eip155' && account?.status === 'connected' && account.connectorId === AUTH_CONNECTOR_ID
      if (!viaFrame || !hasFrame(deps)) return of(switched)
      return callFrame(deps, state, 'SET_PREFERRED_ACCOUNT', { type }).pipe(
        concatMap(() => callFrame(deps, state, 'GET_USER')),
        concatMap((user) => {
          const facts = userFacts(user, state.auth.provider, cause)
          return from([
            switched,
            createEvent('AccountChanged', { namespace, address: facts.connection.address }, cause),
            facts.accountsListed,
            facts.userFetched,
          ])
        }),
        catchError((error: unknown) => {
          const data = toErrorData(error)
          return from([
            createEvent('AccountTypeSwitchFailed', { namespace, type, error: data }, cause),
            createEvent(
              'MessageRequested',
              { message: data.shortMessage || CORE_MESSAGES.somethingWentWrong, variant: 'error' },
              cause,
            ),
          ])
        }),
      )
    }),
  )
