import { from, mergeMap, withLatestFrom, type Observable } from 'rxjs'
import type { Effect } from '../../src/bus/effects.js'
import { createEvent, ofType, type EventInput } from '../../src/events/index.js'
import type { GatehouseState } from '../../projections/index.js'
import { requestsToRejectOnClose } from '../../projections/transactions/approval.selectors.js'

/**
 * SPEC §4: closing the modal rejects pending embedded-wallet requests when no
 * transaction is pending; safe methods are not aborted, others are. The
 * embedded-wallet effect answers each `TxRejected` by rejecting the request.
 */
export const rejectRequestsOnClose: Effect<GatehouseState> = (event$, state$): Observable<EventInput> =>
  event$.pipe(
    ofType('ModalClosed'),
    withLatestFrom(state$),
    mergeMap(([event, state]) =>
      from(
        requestsToRejectOnClose(state).map((r) =>
          createEvent('TxRejected', { requestId: r.requestId }, { causationId: event.id }),
        ),
      ),
    ),
  )
