import { catchError, concatMap, exhaustMap, filter, from, map, of, withLatestFrom, type Observable } from 'rxjs'
import type { Effect } from '../../src/bus/effects.js'
import { AdapterNotFoundError, InvalidAddressError } from '../../src/errors/catalogue.js'
import { createEvent, ofType, type EventInput } from '../../src/events/index.js'
import type { GatehouseState } from '../../projections/index.js'
import {
  announcedWallets,
  caipChainId,
  callWallet,
  firstAccount,
  isAnnouncedConnector,
  isKnownNetwork,
  walletErrorData,
  type AnnouncedWallet,
} from './wallets.js'

/**
 * Connects an EIP-6963 wallet (ConnectRequested for an announced connector id):
 * eth_requestAccounts (the wallet's prompt), then eth_chainId, then Connected with the
 * checksummed address and the chain as CAIP-2, the recent wallet (SPEC §4), and
 * NetworkUnsupported when the wallet is on a network the app does not know, and
 * NetworkSwitchRequested when the request named another chain. A rejection
 * (4001) or any other wallet error or unreadable answer is ConnectFailed with the typed
 * error. Repeats while a prompt is open are ignored (exhaustMap). Requests for other
 * connectors are not this effect's.
 */
export const connectInjectedWallet: Effect<GatehouseState> = (event$, state$, deps): Observable<EventInput> =>
  event$.pipe(
    ofType('ConnectRequested'),
    filter((event) => event.data.namespace === 'eip155'),
    withLatestFrom(announcedWallets(deps), state$),
    filter(([event, wallets, state]) => wallets.has(event.data.connectorId) || isAnnouncedConnector(state, event.data.connectorId)),
    exhaustMap(([event, wallets]) => {
      const { connectorId, namespace } = event.data
      const cause = { causationId: event.id }
      const wallet: AnnouncedWallet | undefined = wallets.get(connectorId)
      if (!wallet) {
        // Known from an earlier page, not announced on this one (the extension is gone or disabled).
        const error = new AdapterNotFoundError({ details: `No EIP-6963 wallet ${connectorId} on this page` }).toData()
        return of(createEvent('ConnectFailed', { connectorId, namespace, error }, cause))
      }
      return callWallet(wallet.provider, 'eth_requestAccounts').pipe(
        map((accounts) => {
          const address = firstAccount(accounts)
          if (address === null) throw new InvalidAddressError({ details: 'The wallet granted no account' })
          return address
        }),
        concatMap((address) => callWallet(wallet.provider, 'eth_chainId').pipe(map((chain) => ({ address, chainId: caipChainId(chain) })))),
        concatMap(({ address, chainId }) => {
          const out: EventInput[] = [
            createEvent('Connected', { connectorId, namespace, chainId, address, walletName: wallet.info.name }, cause),
            createEvent('RecentWalletRecorded', { wallet: { id: connectorId, name: wallet.info.name, ...(wallet.info.icon ? { imageUrl: wallet.info.icon } : {}) } }, cause),
          ]
          // SPEC §4: a wallet on a network the app does not know puts the active network on the 'unsupported' placeholder.
          if (!isKnownNetwork(deps, chainId)) out.push(createEvent('NetworkUnsupported', { chainId }, cause))
          // A connect that asked for a chain the wallet is not on then asks to switch (as wagmi's injected connector does).
          const wanted = event.data.chainId
          if (wanted !== undefined && wanted !== chainId && wanted.startsWith('eip155:')) out.push(createEvent('NetworkSwitchRequested', { chainId: wanted }, cause))
          return from(out)
        }),
        catchError((error: unknown) => of(createEvent('ConnectFailed', { connectorId, namespace, error: walletErrorData(error) }, cause))),
      )
    }),
  )
