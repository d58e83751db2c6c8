import { catchError, defer, EMPTY, from, map, mergeMap, switchMap, withLatestFrom, type Observable } from 'rxjs'
import type { Effect } from '../../src/bus/effects.js'
import { CatalogueError } from '../../src/errors/catalogue.js'
import { toErrorData } from '../../src/errors/GatehouseError.js'
import { createEvent, ofType, type EventInput } from '../../src/events/index.js'
import type { GatehouseState } from '../../projections/index.js'
import { selectActiveSiwxSession } from '../../projections/siwx/siwx.selectors.js'
import { siwxSettings } from './shared.js'
import { selectActiveAccount } from '../../projections/connection/active.selectors.js'

/**
 * With the app's own SIWX storage (`siwx.storage`): when an account connects
 * or changes, or the network switches, asks the storage for the sessions of
 * that network and address (SiwxSessionsLoaded; the read model drops expired
 * ones), and when a usable one is there while SIWXSignMessage shows (the
 * router asked before the answer came), closes the modal: an account with a
 * session is not asked again. A storage that fails is an initialisation
 * failure (SiwxInitFailed). With the default storage (the log) it does nothing.
 */
export const loadSiwxSessions: Effect<GatehouseState> = (event$, state$, deps): Observable<EventInput> => {
  const storage = siwxSettings(deps).storage
  if (!storage) return EMPTY
  return event$.pipe(
    ofType('Connected', 'AccountChanged', 'NetworkSwitched'),
    withLatestFrom(state$),
    switchMap(([event, state]) => {
      const account = selectActiveAccount(state)
      if (!account || !state.config.siwx.enabled) return EMPTY
      const cause = { causationId: event.id }
      return defer(() => storage.getSessions(account.chainId, account.address)).pipe(
        map((sessions) =>
          createEvent(
            'SiwxSessionsLoaded',
            { chainId: account.chainId, address: account.address, sessions: Array.isArray(sessions) ? sessions : [] },
            cause,
          ),
        ),
        catchError((error: unknown) =>
          from([
            createEvent(
              'SiwxInitFailed',
              { error: new CatalogueError('siwxStorageFailed', { details: toErrorData(error).shortMessage }).toData() },
              cause,
            ),
          ]),
        ),
      )
    }),
  )
}

/** After SiwxSessionsLoaded: a usable session while SIWXSignMessage shows closes the modal. */
export const closeSiwxWhenLoaded: Effect<GatehouseState> = (event$, state$): Observable<EventInput> =>
  event$.pipe(
    ofType('SiwxSessionsLoaded'),
    withLatestFrom(state$),
    mergeMap(([event, state]) =>
      state.modal.open && state.modal.view === 'SIWXSignMessage' && selectActiveSiwxSession(state)
        ? from([createEvent('ModalCloseRequested', {}, { causationId: event.id })])
        : EMPTY,
    ),
  )
