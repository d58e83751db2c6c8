import { catchError, defer, EMPTY, from, mergeMap, type Observable } from 'rxjs'
import type { Effect } from '../../src/bus/effects.js'
import { CatalogueError } from '../../src/errors/catalogue.js'
import { toErrorData } from '../../src/errors/GatehouseError.js'
import { createEvent, ofType, type EventInput } from '../../src/events/index.js'
import { siwxSettings } from './shared.js'

/**
 * SPEC §4: Clearing sessions sets the list to empty: with the app's own
 * storage, SiwxSessionsCleared also empties it (setSessions([])); a failure
 * shows its error. With the default storage the read model alone is the list.
 */
export const clearSiwxStorage: Effect = (event$, _state$, deps): Observable<EventInput> => {
  const storage = siwxSettings(deps).storage
  if (!storage) return EMPTY
  return event$.pipe(
    ofType('SiwxSessionsCleared'),
    mergeMap((event) =>
      defer(() => storage.setSessions([])).pipe(
        mergeMap(() => EMPTY),
        catchError((error: unknown) =>
          from([
            createEvent(
              'MessageRequested',
              {
                message: new CatalogueError('siwxStorageFailed', { details: toErrorData(error).shortMessage })
                  .shortMessage,
                variant: 'error',
              },
              { causationId: event.id },
            ),
          ]),
        ),
      ),
    ),
  )
}
