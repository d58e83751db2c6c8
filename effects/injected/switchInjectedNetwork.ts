import { filter, of, switchMap, withLatestFrom, type Observable } from 'rxjs'
import type { Effect } from '../../src/bus/effects.js'
import type { CaipNetworkId } from '../../src/domain/caip.js'
import { findNetwork } from '../../src/domain/networks.js'
import { NetworkNotFoundError } from '../../src/errors/catalogue.js'
import { createEvent, ofType, type EventInput } from '../../src/events/index.js'
import type { GatehouseState } from '../../projections/index.js'
import { hexChainId, switchEvmChain } from '../kit/addChain.js'
import {
  announcedWallets,
  appNetworks,
  callWallet,
  isAnnouncedConnector,
  walletErrorData,
  type InjectedProvider,
} from './wallets.js'

/**
 * Switches the connected EIP-6963 wallet's network (NetworkSwitchRequested for an eip155
 * network): wallet_switchEthereumChain; on 4902, 5000 or 32603 (SPEC §8) the network is
 * added with wallet_addEthereumChain from the app's network data and switched to again.
 * Success is NetworkSwitched, unless the wallet's chainChanged already said so. Failures are
 * NetworkSwitchFailed: the wallet's error (4001 the user rejected), 'Network not found' for a
 * network the app does not define, 'Chain is not supported' when adding failed. The latest
 * request wins. Requests while no EIP-6963 wallet is connected are not this effect's.
 */
export const switchInjectedNetwork: Effect<GatehouseState> = (event$, state$, deps): Observable<EventInput> =>
  event$.pipe(
    ofType('NetworkSwitchRequested'),
    filter((event) => event.data.chainId.startsWith('eip155:')),
    withLatestFrom(state$, announcedWallets(deps)),
    filter(([, state]) => {
      const c = state.connection.byNamespace.eip155
      return c?.status === 'connected' && isAnnouncedConnector(state, c.connectorId)
    }),
    switchMap(([event, state, wallets]) => {
      const chainId: CaipNetworkId = event.data.chainId
      const cause = { causationId: event.id }
      const failed = (error: ReturnType<typeof walletErrorData>) => of(createEvent('NetworkSwitchFailed', { chainId, error }, cause))
      const c = state.connection.byNamespace.eip155
      const provider: InjectedProvider | undefined = c?.status === 'connected' ? wallets.get(c.connectorId)?.provider : undefined
      const hex = hexChainId(chainId)
      const network = findNetwork(appNetworks(deps), chainId)
      if (!provider || hex === undefined) return failed(new NetworkNotFoundError({ details: `Cannot switch the wallet to ${chainId}` }).toData())
      return switchEvmChain({ chainId, hex, network, call: (method, params) => callWallet(provider, method, params), errorData: walletErrorData, state$, cause })
    }),
  )
