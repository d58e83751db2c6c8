import { catchError, concatMap, defer, filter, type Observable, of, switchMap, throwError, withLatestFrom } from 'rxjs'
import type { Effect } from '../../src/bus/effects.js'
import type { CaipNetworkId } from '../../src/domain/caip.js'
import { findNetwork, NETWORKS } from '../../src/domain/networks.js'
import { NetworkNotFoundError, NotConnectedError } from '../../src/errors/catalogue.js'
import { createEvent, ofType, type EventInput } from '../../src/events/index.js'
import type { GatehouseState } from '../../projections/index.js'
import { hexChainId, switchEvmChain } from '../kit/addChain.js'
import { currentSession, sessionChain, walletConnectClient, wcErrorData, WALLET_CONNECT_ID } from './client.js'

/**
 * Switches the WalletConnect wallet's eip155 network (NetworkSwitchRequested while eip155 is
 * connected through WalletConnect): wallet_switchEthereumChain sent over the session (on the
 * session's current chain); on 4902, 5000 or 32603 (SPEC §8) the network is added with
 * wallet_addEthereumChain from the app's network data and switched to again. Success is
 * NetworkSwitched, unless the wallet's chainChanged already said so; failures are
 * NetworkSwitchFailed (a rejection with code 4001, 'Network not found' for a network the app
 * does not define, 'Chain is not supported' when adding failed). The latest request wins.
 */
export const switchWalletConnectNetwork: Effect<GatehouseState> = (event$, state$, deps): Observable<EventInput> =>
  event$.pipe(
    ofType('NetworkSwitchRequested'),
    filter((event) => event.data.chainId.startsWith('eip155:')),
    withLatestFrom(state$),
    filter(([, state]) => {
      const c = state.connection.byNamespace.eip155
      return c?.status === 'connected' && c.connectorId === WALLET_CONNECT_ID
    }),
    switchMap(([event, state]) => {
      const chainId: CaipNetworkId = event.data.chainId
      const cause = { causationId: event.id }
      const failed = (error: unknown) => of(createEvent('NetworkSwitchFailed', { chainId, error: wcErrorData(error) }, cause))
      const hex = hexChainId(chainId)
      const network = findNetwork(deps.networks ?? NETWORKS, chainId)
      if (hex === undefined) return failed(new NetworkNotFoundError({ details: `Cannot switch the wallet to ${chainId}` }))
      return walletConnectClient(deps).pipe(
        concatMap((client) => {
          const session = currentSession(client, state)
          const on = session ? sessionChain(session, 'eip155', state.connection.byNamespace.eip155?.status === 'connected' ? state.connection.byNamespace.eip155.chainId : null) : null
          if (!session || !on) return throwError(() => new NotConnectedError({ details: 'No WalletConnect session serves the eip155 connection' }))
          const call = (method: string, params: unknown) => defer(() => client.request({ topic: session.topic, chainId: on, method, params }))
          return switchEvmChain({ chainId, hex, network, call, errorData: wcErrorData, state$, cause })
        }),
        catchError((error: unknown) => failed(error)),
      )
    }),
  )
