import { catchError, map, mergeMap, of, type Observable } from 'rxjs'
import type { Effect } from '../../src/bus/effects.js'
import { namespaceOf } from '../../src/domain/caip.js'
import { CORE_MESSAGES } from '../../src/errors/messages.js'
import { createEvent, ofType, type EventInput } from '../../src/events/index.js'
import type { GatehouseState } from '../../projections/index.js'
import { fromRequest } from '../kit/request.js'

/**
 * A send that needs the chain before the wallet can sign it (NativeTransferRequested; SPEC §4: native on Solana): builds the transaction and queues it as the wallet request of the same requestId, a TxQueued
 * solana_signAndSendTransaction, which the request pipeline sends and effects/send/settleSend.ts ends. When it
 * cannot be built (no RPC, the node failing, an address that is no key) the send ends here with SPEC §8's
 * 'Failed to send transaction. Please try again.' and the form is kept.
 */
export const prepareTransfer: Effect<GatehouseState> = (event$, _state$, deps): Observable<EventInput> =>
  event$.pipe(
    ofType('NativeTransferRequested'),
    mergeMap((e) => {
      const { requestId, ...transfer } = e.data
      const cause = { causationId: e.id }
      const failed = of(
        createEvent('MessageRequested', { message: CORE_MESSAGES.solanaSendFailed, variant: 'error' }, cause),
      )
      const rpc = deps.services.rpc
      if (namespaceOf(transfer.chainId) !== 'solana' || !rpc) return failed
      return fromRequest(async (signal) => {
        const { solanaTransfer } = await import('./solanaTransfer.js')
        return solanaTransfer(rpc, { ...transfer, lamports: BigInt(transfer.units) }, signal)
      }).pipe(
        map((transaction) =>
          createEvent(
            'TxQueued',
            {
              requestId,
              chainId: transfer.chainId,
              namespace: 'solana',
              method: 'solana_signAndSendTransaction',
              params: { transaction },
            },
            cause,
          ),
        ),
        catchError(() => failed),
      )
    }),
  )
