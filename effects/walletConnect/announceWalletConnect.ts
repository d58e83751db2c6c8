import { EMPTY, filter, map, type Observable, take } from 'rxjs'
import type { Effect } from '../../src/bus/effects.js'
import { createEvent, type EventInput } from '../../src/events/index.js'
import type { GatehouseState } from '../../projections/index.js'
import { WALLET_CONNECT_ID } from '../../projections/walletConnect/walletConnect.projection.js'

// WalletConnect's logo: Simple Icons 16.37's 'walletconnect' mark (https://simpleicons.org, CC0 1.0) in white on the
// brand's blue, as a data: URL (the connector's image, drawn by the Connect views as every connector's is).
const LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="-5 -5 34 34"><rect x="-5" y="-5" width="34" height="34" fill="#3B99FC"/><path fill="#fff" d="M4.913 7.519c3.915-3.831 10.26-3.831 14.174 0l.471.461a.483.483 0 0 1 0 .694l-1.611 1.577a.252.252 0 0 1-.354 0l-.649-.634c-2.73-2.673-7.157-2.673-9.887 0l-.694.68a.255.255 0 0 1-.355 0L4.397 8.719a.482.482 0 0 1 0-.693l.516-.507Zm17.506 3.263 1.434 1.404a.483.483 0 0 1 0 .694l-6.466 6.331a.508.508 0 0 1-.709 0l-4.588-4.493a.126.126 0 0 0-.178 0l-4.589 4.493a.508.508 0 0 1-.709 0L.147 12.88a.483.483 0 0 1 0-.694l1.434-1.404a.508.508 0 0 1 .709 0l4.589 4.493c.05.048.129.048.178 0l4.589-4.493a.508.508 0 0 1 .709 0l4.589 4.493c.05.048.128.048.178 0l4.589-4.493a.507.507 0 0 1 .708 0Z"/></svg>'

/** The WalletConnect connector (SPEC §3 "Connector": id, name, type, chain, imageUrl; SPEC §9: first in the Connect view). */
const WALLET_CONNECT_CONNECTOR = {
  id: WALLET_CONNECT_ID,
  name: 'WalletConnect',
  type: 'walletConnect',
  chain: 'eip155',
  imageUrl: `data:image/svg+xml,${encodeURIComponent(LOGO)}`,
} as const

/**
 * Makes WalletConnect one of the connectors when it is configured (a project id): the Connect view's WalletConnect
 * entry, said at start with the wallets the page announces (so the click that opens the modal has nothing more to
 * fold). Once in the log it is not repeated; its code (the sign-client) does not load until a connect or a restore
 * needs it.
 */
export const announceWalletConnect: Effect<GatehouseState> = (_event$, state$, deps): Observable<EventInput> =>
  !deps.walletConnect
    ? EMPTY
    : state$.pipe(
        take(1),
        filter((state) => {
          const known = state.wallets.connectors.byId[WALLET_CONNECT_ID]
          // Said again when what the log holds differs (a log from before the connector had its logo).
          return !(
            known?.type === 'walletConnect' &&
            known.name === WALLET_CONNECT_CONNECTOR.name &&
            known.imageUrl === WALLET_CONNECT_CONNECTOR.imageUrl
          )
        }),
        map(() => createEvent('ConnectorsDiscovered', { connectors: [{ ...WALLET_CONNECT_CONNECTOR }] })),
      )
