// The auth family (the embedded wallet in the secure frame): what is special to it, behind the
// ConnectorAdapter interface. Its logins (email, OTP, social, Farcaster) stay family effects in
// effects/auth/ and end in AuthConnected / Connected; the adapter re-syncs, signs out, switches
// and sends requests through the frame.
import { catchError, concatMap, EMPTY, ignoreElements, map, type Observable, of, throwError, throwIfEmpty } from 'rxjs'
import type { Deps } from '../../src/deps.js'
import { AUTH_CONNECTOR_NAMESPACES } from '../../src/domain/accounts.js'
import type { ChainNamespace } from '../../src/domain/caip.js'
import { NetworkNotFoundError, NotConnectedError } from '../../src/errors/thrown.js'
import { toErrorData } from '../../src/errors/GatehouseError.js'
import { createEvent } from '../../src/events/index.js'
import type { GatehouseState } from '../../projections/index.js'
import { appServesSolana, AUTH_CONNECTOR_ID, userChainId, userFacts } from '../auth/connected.js'
import { callFrame, hasFrame } from '../auth/frame.js'
import { frameRequest } from '../auth/frameRequest.js'
import { withPreferredAccount } from '../auth/preferredAccount.js'
import type { AdapterStep, ConnectorAdapter } from './adapter.js'

/**
 * The frame's signed-in user, if any (IS_CONNECTED, then GET_USER; its session lives in the
 * frame's storage, never the app's), on the account type the visitor prefers (a reload keeps the
 * choice: it is in the log): AuthConnected, the connections (eip155, and solana when the frame
 * gives the user a Solana account on a chain the app serves and `withSolana` allows it), the
 * user's accounts, then the user's email and name for each account. `last` is the namespace whose
 * connection comes last (Connected makes its namespace the active one). Not signed in: nothing.
 */
function signedInUser(
  deps: Deps,
  state: GatehouseState,
  causationId: string,
  options: { last: ChainNamespace | null; withSolana: boolean },
): Observable<AdapterStep> {
  return callFrame(deps, state, 'IS_CONNECTED').pipe(
    concatMap(({ isConnected }) => (isConnected ? callFrame(deps, state, 'GET_USER') : EMPTY)),
    concatMap((user) => withPreferredAccount(deps, state, user)),
    concatMap((user): AdapterStep[] => {
      const serves = options.withSolana ? (chainId: string) => appServesSolana(state, deps, chainId) : undefined
      const facts = userFacts(user, state.auth.provider, { causationId }, serves)
      const connections = facts.solana ? [facts.connection, facts.solana.connection] : [facts.connection]
      if (options.last !== null)
        connections.sort((a, b) => Number(a.namespace === options.last) - Number(b.namespace === options.last))
      return [
        { type: 'event', event: facts.authConnected },
        { type: 'connected', connections },
        { type: 'event', event: facts.accountsListed },
        { type: 'event', event: facts.userFetched },
        ...(facts.solana
          ? ([
              { type: 'event', event: facts.solana.accountsListed },
              { type: 'event', event: facts.solana.userFetched },
            ] as const)
          : []),
      ]
    }),
  )
}

/** The auth connector's connection of `namespace`, when it has one (connecting, restoring or connected). */
const authConnection = (state: GatehouseState, namespace: ChainNamespace) => {
  const c = state.connection.byNamespace[namespace]
  return c && c.status !== 'disconnected' && c.connectorId === AUTH_CONNECTOR_ID ? c : null
}

/**
 * The embedded wallet (SPEC §6: eip155 and solana). Connect takes the frame's signed-in user (a
 * visitor signs in through the login flows first; without a session it is NotConnectedError), with
 * the user's Solana account as a second connection when the frame gives one and the app serves its
 * chain; a restore re-syncs the Solana connection when one was stored (only stored ones restore);
 * restore is the same check after a reload (SPEC §4: a frame reporting not connected clears the
 * cache; a frame that fails is AuthFailed 'restore' as well); disconnect is SIGN_OUT, which clears
 * the frame's session and cached login data; switch is SWITCH_NETWORK, on the chain the frame
 * reports (solana: only the chain the frame's Solana account is on); request is the frame's
 * RPC_REQUEST, solana_* ones on the Solana chain. Without a frame nothing is restored or signed out.
 */
export const authAdapter: ConnectorAdapter = {
  type: 'auth',
  namespaces: AUTH_CONNECTOR_NAMESPACES,
  owns: (target) => target.connectorId === AUTH_CONNECTOR_ID && AUTH_CONNECTOR_NAMESPACES.includes(target.namespace),
  connect: (request, { deps, state, causationId }) =>
    signedInUser(deps, state, causationId, { last: request.namespace, withSolana: true }).pipe(
      throwIfEmpty(
        () =>
          new NotConnectedError({
            details: 'The embedded wallet connects after an email, social or Farcaster sign-in',
          }),
      ),
    ),
  restore: (target, { deps, state, causationId }) =>
    !hasFrame(deps)
      ? EMPTY
      : signedInUser(deps, state, causationId, {
          last: state.network.activeNamespace ?? target.namespace,
          withSolana: authConnection(state, 'solana') !== null,
        }).pipe(
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
    // The frame's Solana account is on one chain: a switch to it is a no-op, to any other a typed error.
    if (request.chainId.startsWith('solana:') && authConnection(state, 'solana')?.chainId === request.chainId)
      return of(request.chainId)
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
