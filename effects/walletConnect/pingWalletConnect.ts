import {
  catchError,
  concatMap,
  defer,
  exhaustMap,
  filter,
  map,
  type Observable,
  of,
  throwError,
  withLatestFrom,
} from 'rxjs'
import type { Effect } from '../../src/bus/effects.js'
import { NotConnectedError } from '../../src/errors/thrown.js'
import { createEvent, ofType, type EventInput } from '../../src/events/index.js'
import type { GatehouseState } from '../../projections/index.js'
import { currentSession, walletConnectClient, walletConnectNamespaces, wcErrorData } from './client.js'

/**
 * Pings the connected WalletConnect wallet (WalletConnectPingRequested): WalletConnectPinged with
 * ok true when it answers, or ok false and the typed error (no session, the relay or the wallet
 * failed). Repeats while a ping is out are ignored. Without a WalletConnect connection nothing happens.
 */
export const pingWalletConnect: Effect<GatehouseState> = (event$, state$, deps): Observable<EventInput> =>
  event$.pipe(
    ofType('WalletConnectPingRequested'),
    withLatestFrom(state$),
    filter(([, state]) => walletConnectNamespaces(state).length > 0),
    exhaustMap(([event, state]) => {
      const cause = { causationId: event.id }
      let topic = 'none'
      return walletConnectClient(deps).pipe(
        concatMap((client) => {
          const session = currentSession(client, state)
          if (!session) return throwError(() => new NotConnectedError({ details: 'No WalletConnect session to ping' }))
          topic = session.topic
          return defer(() => client.ping(session.topic))
        }),
        map(() => createEvent('WalletConnectPinged', { topic, ok: true }, cause)),
        catchError((error: unknown) =>
          of(createEvent('WalletConnectPinged', { topic, ok: false, error: wcErrorData(error) }, cause)),
        ),
      )
    }),
  )
