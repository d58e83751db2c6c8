import { EMPTY, type Observable, take, concatMap, of } from 'rxjs'
import type { Effect } from '../../src/bus/effects.js'
import { createEvent, type EventInput } from '../../src/events/index.js'
import type { GatehouseState } from '../../projections/index.js'
import { WALLET_CONNECT_ID } from './client.js'

/** The WalletConnect connector (SPEC §3 "Connector"; SPEC §9: first in the Connect view). */
export const WALLET_CONNECT_CONNECTOR = { id: WALLET_CONNECT_ID, name: 'WalletConnect', type: 'walletConnect', chain: 'eip155' } as const

/**
 * Makes WalletConnect one of the connectors when it is configured (a project id): the Connect
 * view's WalletConnect entry. Once in the log it is not repeated; its code (the sign-client)
 * does not load until a connect or a restore needs it.
 */
export const announceWalletConnect: Effect<GatehouseState> = (_event$, state$, deps): Observable<EventInput> =>
  !deps.walletConnect
    ? EMPTY
    : state$.pipe(
        take(1),
        concatMap((state) => {
          const known = state.wallets.connectors.byId[WALLET_CONNECT_ID]
          if (known?.type === 'walletConnect' && known.name === WALLET_CONNECT_CONNECTOR.name) return EMPTY
          return of(createEvent('ConnectorsDiscovered', { connectors: [{ ...WALLET_CONNECT_CONNECTOR }] }))
        }),
      )
