import { EMPTY, filter, map, take, type Observable } from 'rxjs'
import type { Effect } from '../../src/bus/effects.js'
import { createEvent, type EventInput } from '../../src/events/index.js'
import type { GatehouseState } from '../../projections/index.js'
import { AUTH_CONNECTOR_ID } from './connected.js'
import { hasFrame } from './frame.js'

/**
 * Announces the auth (embedded wallet) connector when a secure frame is configured, once
 * (ConnectorsDiscovered; a restored read model that has it adds nothing): the Connect view
 * shows the email field and the social buttons for it (SPEC §1: email, social, wallet).
 */
export const announceAuthConnector: Effect<GatehouseState> = (_event$, state$, deps): Observable<EventInput> =>
  !hasFrame(deps)
    ? EMPTY
    : state$.pipe(
        take(1),
        filter((state) => state.wallets.connectors.byId[AUTH_CONNECTOR_ID] === undefined),
        map(() =>
          createEvent('ConnectorsDiscovered', {
            connectors: [{ id: AUTH_CONNECTOR_ID, name: 'Email', type: 'auth', chain: 'eip155' }],
          }),
        ),
      )
