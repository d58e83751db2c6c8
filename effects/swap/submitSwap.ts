import {
  catchError,
  concat,
  defaultIfEmpty,
  EMPTY,
  exhaustMap,
  filter,
  map,
  merge,
  mergeMap,
  of,
  take,
  withLatestFrom,
  type Observable,
} from 'rxjs'
import type { ApiResponse } from '../../src/api/schemas.js'
import type { Effect } from '../../src/bus/effects.js'
import type { Deps } from '../../src/deps.js'
import { SwapsNetworkNotSupportedError, TimeoutError } from '../../src/errors/thrown.js'
import { toErrorData, type ErrorData } from '../../src/errors/GatehouseError.js'
import { CORE_MESSAGES } from '../../src/errors/messages.js'
import {
  createEvent,
  isEvent,
  ofType,
  type EventInput,
  type EventOfType,
  type Stamped,
} from '../../src/events/index.js'
import type { GatehouseState } from '../../projections/index.js'
import { selectSwapForm } from '../../projections/swap/swap.selectors.js'
import { RECEIPT_TIMEOUT_MS, receiptOf, succeeded } from '../kit/receipt.js'
import { fromRequest } from '../kit/request.js'
import { SwapNotQuotedError, SwapRevertedError } from './errors.js'
import { fetchQuote, wholeNumber, type QuoteRequest } from './quote.js'
import { quoteRequestOf } from './quoteSwap.js'

/** EIP-1193's 4001, as the swap's failure when the visitor declined in the wallet or in ApproveTransaction. */
const REJECTED: ErrorData = { name: 'UserRejectedRequestError', shortMessage: 'User rejected the request.', code: 4001 }

const hex = (decimal: string) => `0x${BigInt(decimal).toString(16)}`

type Built = ApiResponse<'buildTransaction'> | ApiResponse<'buildApprove'>

/**
 * Sends a built transaction through the request pipeline (a TxQueued eth_sendTransaction, answered by TxSucceeded
 * with the hash, TxFailed or TxRejected) and waits for its receipt. Emits the TxQueued, then `done(hash)` or a
 * SwapFailed at `step`.
 */
function sendBuilt(
  built: Built,
  request: QuoteRequest,
  step: 'approve' | 'swap',
  event$: Observable<Stamped>,
  deps: Deps,
  cause: string,
  done: (hash: string) => Observable<EventInput>,
): Observable<EventInput> {
  const requestId = deps.newId()
  const failed = (error: ErrorData) => of(createEvent('SwapFailed', { step, error }, { causationId: cause }))
  const to = built.tx.to.split(':').pop() ?? built.tx.to
  const value = wholeNumber(built.tx.value ?? '0', 'tx.value')
  const params = {
    from: request.address,
    to,
    data: built.tx.data,
    value: hex(value),
    ...(built.tx.eip155 ? { gas: hex(wholeNumber(built.tx.eip155.gas, 'tx.eip155.gas')) } : {}),
  }
  const queued = createEvent(
    'TxQueued',
    {
      requestId,
      chainId: request.chainId,
      namespace: 'eip155',
      method: 'eth_sendTransaction',
      params: [params],
      from: request.address,
      to,
      value,
    },
    { causationId: cause },
  )
  // The answer is watched before the request goes out.
  const answer = event$.pipe(
    filter((e) => isEvent(e, 'TxSucceeded', 'TxFailed', 'TxRejected') && e.data.requestId === requestId),
    take(1),
    mergeMap((e): Observable<EventInput> => {
      if (isEvent(e, 'TxRejected')) return failed(REJECTED)
      if (isEvent(e, 'TxFailed')) return failed(e.data.error)
      const hash = String((e as Stamped<EventOfType<'TxSucceeded'>>).data.result)
      const rpc = deps.services.rpc
      // SPEC §4: 'Transaction started' once the wallet took the swap, as for a send.
      const started =
        step === 'swap'
          ? of(
              createEvent(
                'MessageRequested',
                { message: CORE_MESSAGES.transactionStarted, variant: 'success' },
                { causationId: cause },
              ),
            )
          : EMPTY
      // Not mined within RECEIPT_TIMEOUT_MS: a failure the visitor can try again from, not a step waited on forever
      // (one step runs at a time, so a swap never mined would block every next one).
      const mined = rpc
        ? receiptOf(rpc, request.chainId, hash, deps.scheduler).pipe(
            map(succeeded),
            defaultIfEmpty(null),
            mergeMap((ok) =>
              ok === true
                ? done(hash)
                : failed(
                    ok === false
                      ? new SwapRevertedError({ details: hash }).toData()
                      : new TimeoutError({
                          details: `${hash} was not mined within ${RECEIPT_TIMEOUT_MS / 60_000} minutes`,
                        }).toData(),
                  ),
            ),
          )
        : done(hash)
      return concat(started, mined)
    }),
  )
  return merge(answer, of(queued))
}

/**
 * The swap's next step (SPEC §2 Swap view, §7 build-approve and build-transaction), on SwapRequested 'submit',
 * one at a time (exhaustMap: a second click while one runs does nothing). While the router's allowance is short of
 * the amount: the approval (GET /v1/convert/build-approve), sent through the request pipeline, then a fresh quote
 * with the new allowance. Else the swap (POST /v1/convert/build-transaction with the slippage, estimated), sent
 * likewise: 'Transaction started' once the wallet has it, TokenSent once it is mined (SPEC §2: the router returns
 * to Account, the form resets). Each failure is a SwapFailed at its step; the form keeps what was typed.
 */
export const submitSwap: Effect<GatehouseState> = (event$, state$, deps): Observable<EventInput> => {
  const api = deps.services.api
  if (!api) return EMPTY
  return event$.pipe(
    ofType('SwapRequested'),
    filter((e) => e.data.action === 'submit'),
    withLatestFrom(state$),
    exhaustMap(([event, state]) => {
      const cause = { causationId: event.id }
      const form = selectSwapForm(state)
      const request = quoteRequestOf(form)
      const step = form.approvalNeeded ? 'approve' : 'swap'
      const failed = (error: unknown) => of(createEvent('SwapFailed', { step, error: toErrorData(error) }, cause))
      if (!form.supported) return failed(new SwapsNetworkNotSupportedError())
      if (request === null || form.quote === null) return failed(new SwapNotQuotedError())
      if (form.approvalNeeded) {
        const requote = () =>
          fromRequest((signal) => fetchQuote(api, request, signal)).pipe(
            map((quote) => createEvent('SwapFetched', { quote }, cause)),
          )
        return fromRequest((signal) =>
          api.callOnNetwork('buildApprove', request.chainId, {
            query: { userAddress: request.address, from: request.from.address, to: request.to.address },
            signal,
          }),
        ).pipe(
          mergeMap((built) => sendBuilt(built, request, 'approve', event$, deps, event.id, () => requote())),
          catchError(failed),
        )
      }
      const body = {
        amount: request.units.toString(),
        eip155: { slippage: form.slippage },
        from: request.from.address,
        to: request.to.address,
        userAddress: `${request.chainId}:${request.address}`,
      }
      return fromRequest((signal) => api.callOnNetwork('buildTransaction', request.chainId, { body, signal })).pipe(
        mergeMap((built) =>
          sendBuilt(built, request, 'swap', event$, deps, event.id, (hash) =>
            of(createEvent('TokenSent', { chainId: request.chainId, hash }, cause)),
          ),
        ),
        catchError(failed),
      )
    }),
  )
}
