import { catchError, EMPTY, exhaustMap, map, of, withLatestFrom, filter, type Observable } from 'rxjs'
import type { Effect } from '../../src/bus/effects.js'
import { toErrorData } from '../../src/errors/GatehouseError.js'
import { createEvent, ofType, type EventInput } from '../../src/events/index.js'
import type { GatehouseState } from '../../projections/index.js'
import { AUTH_CONNECTOR_ID } from './connected.js'
import { callFrame, hasFrame } from './frame.js'

/**
 * SPEC §3 smartAccountDeployed: a smart account is counterfactual until its first transaction deploys it. After each
 * request the frame answered (TxSucceeded) while the connected embedded-wallet account is a smart account not yet
 * deployed, INIT_SMART_ACCOUNT says whether it now is: then SmartAccountDeployed. Asking costs one frame call and
 * only happens until the account is deployed. A failed ask is EffectFailed (continued): the next request asks again.
 */
export const watchSmartAccountDeployment: Effect<GatehouseState> = (event$, state$, deps): Observable<EventInput> => {
  if (!hasFrame(deps)) return EMPTY
  return event$.pipe(
    ofType('TxSucceeded'),
    withLatestFrom(state$),
    filter(([, state]) => {
      const a = state.account.byNamespace.eip155
      if (a?.status !== 'connected' || a.connectorId !== AUTH_CONNECTOR_ID || a.smartAccountDeployed) return false
      const address = a.address?.toLowerCase()
      return a.allAccounts.some((x) => x.type === 'smartAccount' && x.address.toLowerCase() === address)
    }),
    exhaustMap(([event, state]) => {
      const a = state.account.byNamespace.eip155!
      const cause = { causationId: event.id }
      return callFrame(deps, state, 'INIT_SMART_ACCOUNT').pipe(
        filter((answer) => answer.isDeployed && answer.address.toLowerCase() === a.address!.toLowerCase()),
        map(() => createEvent('SmartAccountDeployed', { chainId: a.chainId!, address: a.address! }, cause)),
        catchError((error: unknown) =>
          of(
            createEvent(
              'EffectFailed',
              { effect: 'watchSmartAccountDeployment', error: toErrorData(error), outcome: 'continued' },
              cause,
            ),
          ),
        ),
      )
    }),
  )
}
