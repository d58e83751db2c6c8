// The auth family (the embedded wallet in the secure frame): what is special to it, behind the
// ConnectorAdapter interface. Its logins (email, OTP, social, Farcaster) stay family effects in
// effects/auth/ and end in AuthConnected / Connected; the adapter re-syncs, signs out, switches
// and sends requests through the frame.
import { catchError, concatMap, EMPTY, ignoreElements, map, type Observable, throwError, throwIfEmpty } from 'rxjs'
import type { Deps } from '../../src/deps.js'
import { AUTH_CONNECTOR_NAMESPACES } from '../../src/domain/accounts.js'
import { NetworkNotFoundError, NotConnectedError } from '../../src/errors/thrown.js'
import { toErrorData } from '../../src/errors/GatehouseError.js'
import { createEvent } from '../../src/events/index.js'
import type { GatehouseState } from '../../projections/index.js'
import { AUTH_CONNECTOR_ID, userChainId, userFacts } from '../auth/connected.js'
import { callFrame, hasFrame } from '../auth/frame.js'
import { frameRequest } from '../auth/frameRequest.js'
import { withPreferredAccount } from '../auth/preferredAccount.js'
import type { AdapterStep, ConnectorAdapter } from './adapter.js'

/**
 * The frame's signed-in user, if any (IS_CONNECTED, then GET_USER; its session lives in the
 * frame's storage, never the app's), on the account type the visitor prefers (a reload keeps the
 * choice: it is in the log): AuthConnected, the connection, the user's accounts, then the user's
 * email and name for the account. Not signed in: nothing.
 */
function signedInUser(deps: Deps, state: GatehouseState, causationId: string): Observable<AdapterStep> {
  return callFrame(deps, state, 'IS_CONNECTED').pipe(
    concatMap(({ isConnected }) => (isConnected ? callFrame(deps, state, 'GET_USER') : EMPTY)),
    concatMap((user) => withPreferredAccount(deps, state, user)),
    concatMap((user): AdapterStep[] => {
      const facts = userFacts(user, state.auth.provider, { causationId })
      return [
        { type: 'event', event: facts.authConnected },
        { type: 'connected', connections: [facts.connection] },
        { type: 'event', event: facts.accountsListed },
        { type: 'event', event: facts.userFetched },
      ]
    }),
  )
}

/**
 * The embedded wallet (SPEC §6: eip155 and solana). Connect takes the frame's signed-in user (a
 * visitor signs in through the login flows first; without a session it is NotConnectedError);
 * restore is the same check after a reload (SPEC §4: a frame reporting not connected clears the
 * cache; a frame that fails is AuthFailed 'restore' as well); disconnect is SIGN_OUT, which clears
 * the frame's session and cached login data; switch is SWITCH_NETWORK, on the chain the frame
 * reports; request is the frame's RPC_REQUEST. Without a frame nothing is restored or signed out.
 */
export const authAdapter: ConnectorAdapter = {
  type: 'auth',
  namespaces: AUTH_CONNECTOR_NAMESPACES,
  owns: (target) => target.connectorId === AUTH_CONNECTOR_ID && AUTH_CONNECTOR_NAMESPACES.includes(target.namespace),
  connect: (_request, { deps, state, causationId }) =>
    signedInUser(deps, state, causationId).pipe(
      throwIfEmpty(
        () =>
          new NotConnectedError({
            details: 'The embedded wallet connects after an email, social or Farcaster sign-in',
          }),
      ),
    ),
  restore: (_target, { deps, state, causationId }) =>
    !hasFrame(deps)
      ? EMPTY
      : signedInUser(deps, state, causationId).pipe(
          catchError((error: unknown): AdapterStep[] => [
            {
              type: 'event',
              event: createEvent('AuthFailed', { step: 'restore', error: toErrorData(error) }, { causationId }),
            },
          ]),
        ),
  disconnect: (_target, { deps, state }) =>
    !hasFrame(deps) ? EMPTY : callFrame(deps, state, 'SIGN_OUT').pipe(ignoreElements()),
  switchNetwork: (request, { deps, state }) => {
    if (!request.chainId.startsWith('eip155:'))
      return throwError(
        () =>
          new NetworkNotFoundError({ details: `The embedded wallet switches eip155 networks, not ${request.chainId}` }),
      )
    return callFrame(deps, state, 'SWITCH_NETWORK', { chainId: Number(request.chainId.slice('eip155:'.length)) }).pipe(
      map((answer) => userChainId(answer.chainId)),
    )
  },
  request: (request, { deps, state }) =>
    frameRequest(deps, state, { chainId: request.chainId, method: request.method, params: request.params }),
  // The frame tells the app nothing on its own: a sign-out elsewhere shows at the next restore.
  events: () => EMPTY,
}
