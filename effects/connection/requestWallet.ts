// The request pipeline (SPEC §2, §4, §6, §8, §9; ARCHITECTURE: Connectors and requests): every wallet
// request, from the modal or from the app, is a TxQueued, answered by TxSucceeded with the wallet's answer
// or TxFailed with a typed error, through the adapter that owns the namespace's connection. For the
// embedded (auth) wallet the RPC filter of SPEC §6 runs before anything reaches the frame, and unsafe
// methods wait for the visitor in ApproveTransaction (TxApproved, or TxRejected: the app gets a 4001).
import {
  catchError,
  concat,
  defaultIfEmpty,
  EMPTY,
  filter,
  from,
  map,
  merge,
  mergeMap,
  of,
  take,
  timer,
  withLatestFrom,
  type Observable,
} from 'rxjs'
import type { Effect } from '../../src/bus/effects.js'
import { PENDING_TRANSACTIONS_LIMIT, UNKNOWN_METHOD_ERROR_DELAY_MS } from '../../src/domain/constants.js'
import { validateSendCalls } from '../../src/domain/requests.js'
import { classifyMethod, isReadOnlyMethod } from '../../src/domain/rpcMethods.js'
import { rpcErrorName } from '../../src/errors/thrown.js'
import { GatehouseError, toErrorData, type ErrorData } from '../../src/errors/GatehouseError.js'
import { CORE_MESSAGES } from '../../src/errors/messages.js'
import {
  createEvent,
  isEvent,
  ofType,
  validateEventInput,
  type EventInput,
  type EventOfType,
  type Stamped,
} from '../../src/events/index.js'
import type { Deps } from '../../src/deps.js'
import type { GatehouseState } from '../../projections/index.js'
import { requestNamespace } from '../../projections/transactions/approval.selectors.js'
import type { ConnectorAdapter } from '../connectors/adapter.js'

// The failures this effect decides itself, as event data (STYLE §7), with their EIP-1193 / JSON-RPC codes (SPEC §8).
/** SPEC §8 'Please call connect() before request()', as EIP-1193's 4900 (provider disconnected). */
const NOT_CONNECTED: ErrorData = {
  name: 'NotConnectedError',
  shortMessage: CORE_MESSAGES.connectBeforeRequest,
  code: 4900,
}
/** SPEC §6 'Requested RPC call is not allowed', as EIP-1193's 4200 (unsupported method). */
const NOT_ALLOWED: ErrorData = {
  name: 'RpcCallNotAllowedError',
  shortMessage: CORE_MESSAGES.rpcCallNotAllowed,
  code: 4200,
}
/** SPEC §9: pending transactions limit 99, as JSON-RPC's -32005 (limit exceeded). */
const LIMIT_EXCEEDED: ErrorData = {
  name: 'LimitExceededRpcError',
  shortMessage: `Limit exceeded: at most ${PENDING_TRANSACTIONS_LIMIT} pending requests`, // ours: SPEC gives the limit and the code
  code: -32005,
}
/** EIP-1193's 4901: the wallet is connected, but not to the request's chain. */
const CHAIN_DISCONNECTED: ErrorData = {
  name: 'ChainDisconnectedError',
  shortMessage: 'The wallet is not connected to the requested chain',
  code: 4901,
} // ours
/** JSON-RPC's -32600: only what reads may skip the log; a signature or a transaction is always logged (and approvable). */
const NOT_EPHEMERAL: ErrorData = {
  name: 'InvalidRequestRpcError',
  shortMessage: 'Only read-only requests may be ephemeral',
  code: -32600,
} // ours
/**
 * Longest answer kept, in characters of JSON: what is signed or sent is answered with a hash, a signature, an id or a
 * signed transaction (at most a few hundred KB); a larger answer would be one huge event in the log and on replay.
 */
export const MAX_WALLET_RESULT_CHARS = 1_000_000
/** A wallet's answer over MAX_WALLET_RESULT_CHARS. */
const TOO_LARGE: ErrorData = {
  name: 'ResponseTooLargeError',
  shortMessage: `The wallet's answer is over ${MAX_WALLET_RESULT_CHARS} characters`,
} // ours
/** SPEC §5's wallet_sendCalls checks refused the calls, as JSON-RPC's -32602 (invalid params); the wording is ours. */
const invalidCalls = (details: string | undefined): ErrorData => ({
  name: 'InvalidParamsRpcError',
  shortMessage: `Invalid wallet_sendCalls params${details ? `: ${details}` : ''}`,
  code: -32602,
})
/** SPEC §8 'Request was aborted': a request of an earlier page, which nobody waits for any more. */
const ABORTED: ErrorData = { name: 'RequestAbortedError', shortMessage: CORE_MESSAGES.requestAborted }

/** A wallet's error as event data: a GatehouseError as it is, an EIP-1193 `{ code, message }` named after its code. */
export function requestErrorData(error: unknown): ErrorData {
  if (error instanceof GatehouseError) return error.toData()
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined
  if (typeof code !== 'number' || !Number.isInteger(code)) return toErrorData(error)
  const message = (error as { message?: unknown }).message
  return {
    name: rpcErrorName(code),
    shortMessage: typeof message === 'string' && message !== '' ? message.slice(0, 300) : rpcErrorName(code),
    code,
  }
}

type Queued = Stamped<EventOfType<'TxQueued'>>

function answer(
  adapters: readonly ConnectorAdapter[],
  event: Queued,
  state: GatehouseState,
  event$: Observable<Stamped>,
  state$: Observable<GatehouseState>,
  deps: Deps,
): Observable<EventInput> {
  const { requestId, method, chainId, params } = event.data
  // A read-only request's answer is as ephemeral as the request: through the bus, never in the log.
  const options = { causationId: event.id, ephemeral: event.ephemeral }
  const failed = (error: ErrorData) => createEvent('TxFailed', { requestId, error }, options)
  if (event.ephemeral && !isReadOnlyMethod(method)) return of(failed(NOT_EPHEMERAL))
  // SPEC §9: the 100th pending request fails; none is dropped without an answer.
  if (state.transactions.ids.indexOf(requestId) >= PENDING_TRANSACTIONS_LIMIT) return of(failed(LIMIT_EXCEEDED))

  const namespace = requestNamespace(event.data)
  const connection = state.connection.byNamespace[namespace]
  if (connection?.status !== 'connected') return of(failed(NOT_CONNECTED))
  const target = { connectorId: connection.connectorId, namespace }
  const adapter = adapters.find((a) => a.owns(target, state))
  if (!adapter) return of(failed(NOT_CONNECTED))
  if (connection.chainId !== chainId) return of(failed(CHAIN_DISCONNECTED))
  // SPEC §5: every call needs a 'to' starting 0x and data, when given, starting 0x; checked for every wallet family,
  // before the visitor is asked to approve calls that could not be sent.
  if (method === 'wallet_sendCalls') {
    const checked = validateSendCalls(params)
    if (!checked.ok) return of(failed(invalidCalls(checked.error.details)))
  }

  const send = (now: GatehouseState): Observable<EventInput> =>
    adapter
      .request(
        { ...target, chainId, address: connection.address, method, params },
        { state: now, deps, causationId: event.id },
      )
      .pipe(
        take(1),
        defaultIfEmpty(null),
        map((result) => {
          const succeeded = createEvent(
            'TxSucceeded',
            result === undefined ? { requestId } : { requestId, result },
            options,
          )
          try {
            // What the log cannot hold (not plain JSON, a secret-named field) fails the request instead of vanishing.
            validateEventInput(succeeded, event.ephemeral)
            // (An ephemeral read never reaches the log: its answer may be as large as the node's.)
            return !event.ephemeral && JSON.stringify(result ?? null).length > MAX_WALLET_RESULT_CHARS
              ? failed(TOO_LARGE)
              : succeeded
          } catch (error) {
            return failed(toErrorData(error))
          }
        }),
        catchError((error: unknown) => of(failed(requestErrorData(error)))),
      )

  // SPEC §6: the embedded wallet's filter, before anything reaches the frame.
  if (adapter.type !== 'auth') return send(state)
  switch (classifyMethod(method)) {
    case 'safe':
      return send(state)
    case 'rejected':
      // SPEC §4: the router opens the modal; the error message shows after 300 ms; the request is rejected.
      return concat(
        of(failed(NOT_ALLOWED)),
        timer(UNKNOWN_METHOD_ERROR_DELAY_MS, deps.scheduler).pipe(
          map(() =>
            createEvent(
              'MessageRequested',
              { message: CORE_MESSAGES.actionNotAllowed, variant: 'error' },
              { causationId: event.id },
            ),
          ),
        ),
      )
    case 'unsafe':
      // The visitor decides in ApproveTransaction; a disconnect meanwhile ends the wait.
      return event$.pipe(
        filter(
          (e) =>
            (isEvent(e, 'TxApproved', 'TxRejected') && e.data.requestId === requestId) ||
            (isEvent(e, 'Disconnected') && e.data.namespace === namespace),
        ),
        take(1),
        withLatestFrom(state$),
        mergeMap(([decision, now]) => {
          if (decision.type === 'TxApproved') return send(now)
          return decision.type === 'Disconnected' ? of(failed(NOT_CONNECTED)) : EMPTY
        }),
      )
  }
}

/**
 * The generic request effect over `adapters` (each TxQueued answered on its own: mergeMap). Requests left on
 * the stack by an earlier page (the log restored them; nobody waits for them) fail as aborted.
 */
export function requestWallet(adapters: readonly ConnectorAdapter[]): Effect<GatehouseState> {
  return (event$, state$, deps): Observable<EventInput> =>
    merge(
      event$.pipe(
        ofType('TxQueued'),
        withLatestFrom(state$),
        mergeMap(([event, state]) => answer(adapters, event, state, event$, state$, deps)),
      ),
      event$.pipe(
        ofType('SessionRestored'),
        withLatestFrom(state$),
        mergeMap(([event, state]) =>
          from(
            state.transactions.ids.map((requestId) =>
              createEvent('TxFailed', { requestId, error: ABORTED }, { causationId: event.id }),
            ),
          ),
        ),
      ),
    )
}
