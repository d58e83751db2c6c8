// A wallet request answered by the secure frame (SPEC §7 "rpc request"): what the auth
// adapter's request() is for email, social and Farcaster users. The frame signs with keys
// the app never sees; this side sends RPC_REQUEST and types the answer.
//
// Timeout: SPEC §9 gives its 30 s to the login calls and says nothing of RPC calls. They get
// the same 30 s: the visitor approves in the modal (ApproveTransaction) before the request
// reaches the frame, so the frame waits for no person, and a frame that went silent must not
// leave a signature pending forever. The clock is deps.scheduler's, so tests run it virtually.
import { catchError, defer, map, throwError, timeout, type Observable } from 'rxjs'
import { RpcResponseError } from '../../src/api/rpc.js'
import type { CaipNetworkId } from '../../src/domain/caip.js'
import { FRAME_CALL_TIMEOUT_MS } from '../../src/domain/constants.js'
import type { Deps } from '../../src/deps.js'
import { TimeoutError, UnsupportedChainError } from '../../src/errors/thrown.js'
import type { GatehouseState } from '../../projections/index.js'
import { FrameError, FrameTimeoutError } from './errors.js'
import { callFrame } from './frame.js'

const EIP155_REFERENCE = /^eip155:([1-9][0-9]{0,15})$/
// A Solana chain: the frame takes its CAIP-2 id as it is (the user's Solana account signs there).
const SOLANA_CHAIN = /^solana:[1-9A-HJ-NP-Za-km-z]{32}$/

/**
 * Sends one wallet request to the secure frame and emits its result, or errors with a typed
 * GatehouseError: the frame's code as its name and code (4001 UserRejectedRequestError, 4100
 * UnauthorizedProviderError, 4200 UnsupportedProviderMethodError, …; SPEC §8's 'An error
 * occurred' when the frame gave no message), TimeoutError after 30 s, InvalidResponseError for
 * a malformed answer, UnsupportedChainError for a chain outside eip155 and solana. Unsubscribing aborts it.
 */
export function frameRequest(
  deps: Deps,
  state: GatehouseState,
  request: { chainId: CaipNetworkId; method: string; params?: unknown },
): Observable<unknown> {
  return defer(() => {
    const reference = EIP155_REFERENCE.exec(request.chainId)?.[1]
    const solana = SOLANA_CHAIN.test(request.chainId)
    if (reference === undefined && !solana) {
      return throwError(
        () =>
          new UnsupportedChainError({
            details: `The secure frame signs on eip155 and solana chains, not ${request.chainId}`,
          }),
      )
    }
    const payload = {
      chainId: reference === undefined ? request.chainId : Number(reference),
      method: request.method,
      ...(request.params === undefined ? {} : { params: request.params }),
    }
    const timedOut = () =>
      new TimeoutError({
        details: `The secure frame did not answer ${request.method} within ${FRAME_CALL_TIMEOUT_MS / 1000} s`,
      })
    return callFrame(deps, state, 'RPC_REQUEST', payload).pipe(
      map((answer) => answer.result),
      timeout({ first: FRAME_CALL_TIMEOUT_MS, scheduler: deps.scheduler, with: () => throwError(timedOut) }),
      catchError((error: unknown) => {
        // The messenger's own 30 s timer may fire first: the same failure, one type for it.
        if (error instanceof FrameTimeoutError) return throwError(timedOut)
        const code = error instanceof FrameError ? error.code : undefined
        if (code !== undefined)
          return throwError(() => new RpcResponseError(code, (error as FrameError).shortMessage, { cause: error }))
        return throwError(() => error)
      }),
    )
  })
}
