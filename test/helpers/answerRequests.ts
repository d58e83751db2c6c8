// A stand-in for the request pipeline in tests of what the app is handed (getProvider, the hooks, the
// wagmi connector): an effect answering each TxQueued as the pipeline's contract says, with TxSucceeded
// { result } or TxFailed { error }, ephemeral when the request was. The answers are the test's.
import { from, mergeMap, of, type Observable } from 'rxjs'
import type { Effect } from '../../src/bus/effects.js'
import type { CaipNetworkId } from '../../src/domain/caip.js'
import { toErrorData } from '../../src/errors/GatehouseError.js'
import { createEvent, type EventInput, type Stamped } from '../../src/events/index.js'

/** A request as the answering effect sees it. */
export interface QueuedRequest {
  requestId: string
  method: string
  params: unknown
  chainId: CaipNetworkId
  namespace: string | undefined
  ephemeral: boolean
}

/** What the wallet side answers: a value (TxSucceeded), a thrown error (TxFailed, its `code` kept), or 'reject' (TxRejected). */
export type Answer = (request: QueuedRequest) => unknown

/** An effect answering TxQueued with `answer`; `seen` lists the requests in order. */
export function answerRequests(answer: Answer): Effect & { seen: QueuedRequest[] } {
  const seen: QueuedRequest[] = []
  const effect = (events$: Observable<Stamped>): Observable<EventInput> =>
    events$.pipe(
      mergeMap((event) => {
        if (event.type !== 'TxQueued') return of()
        const { requestId, method, params, chainId, namespace } = event.data
        const request: QueuedRequest = { requestId, method, params, chainId, namespace, ephemeral: event.ephemeral }
        seen.push(request)
        const options = { causationId: event.id, ephemeral: event.ephemeral }
        return from(
          (async (): Promise<EventInput> => {
            try {
              const result = await answer(request)
              if (result === 'reject') return createEvent('TxRejected', { requestId }, options)
              return createEvent('TxSucceeded', { requestId, result: result ?? null }, options)
            } catch (error) {
              return createEvent('TxFailed', { requestId, error: toErrorData(error) }, options)
            }
          })(),
        )
      }),
    )
  return Object.assign(effect, { seen })
}
