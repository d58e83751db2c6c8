import { concatMap, EMPTY, filter, type Observable, of, take, withLatestFrom } from 'rxjs'
import type { Effect } from '../../src/bus/effects.js'
import { createEvent, ofType, type EventInput } from '../../src/events/index.js'
import type { GatehouseState } from '../../projections/index.js'
import { WALLET_CONNECT_ID } from './client.js'

/** The WalletConnect connector (SPEC §3 "Connector"; SPEC §9: first in the Connect view). */
export const WALLET_CONNECT_CONNECTOR = { id: WALLET_CONNECT_ID, name: 'WalletConnect', type: 'walletConnect', chain: 'eip155' } as const

/**
 * Makes WalletConnect one of the connectors when it is configured (a project id): the Connect
 * view's WalletConnect entry, said when the modal is first asked to open (an app that never
 * opens it logs nothing for it). Once in the log it is not repeated; its code (the sign-client)
 * does not load until a connect or a restore needs it.
 */
export const announceWalletConnect: Effect<GatehouseState> = (event$, state$, deps): Observable<EventInput> =>
  !deps.walletConnect
    ? EMPTY
    : event$.pipe(
        ofType('ModalOpenRequested'),
        withLatestFrom(state$),
        filter(([, state]) => {
          const known = state.wallets.connectors.byId[WALLET_CONNECT_ID]
          return !(known?.type === 'walletConnect' && known.name === WALLET_CONNECT_CONNECTOR.name)
        }),
        take(1),
        concatMap(([event]) => of(createEvent('ConnectorsDiscovered', { connectors: [{ ...WALLET_CONNECT_CONNECTOR }] }, { causationId: event.id }))),
      )
