import { filter, map, withLatestFrom, type Observable } from 'rxjs'
import type { Effect } from '../../src/bus/effects.js'
import { createEvent, type EventInput } from '../../src/events/index.js'
import type { GatehouseState } from '../../projections/index.js'
import type { Connector } from '../../projections/wallets/wallets.projection.js'
import { announcedWallets, connectorOf } from './announced.js'

const sameConnector = (a: Connector | undefined, b: Connector): boolean =>
  a !== undefined && a.name === b.name && a.type === b.type && a.chain === b.chain && a.imageUrl === b.imageUrl

/**
 * EIP-6963 discovery: every wallet announced on the page becomes a connector of the
 * wallets read model (id: its rdns). Only new or changed connectors are emitted, so a
 * reload with the same wallets adds nothing to the log. Nothing happens without a window.
 */
export const discoverInjectedWallets: Effect<GatehouseState> = (_event$, state$, deps): Observable<EventInput> =>
  announcedWallets(deps).pipe(
    withLatestFrom(state$),
    map(([wallets, state]) =>
      [...wallets.values()].map(connectorOf).filter((c) => !sameConnector(state.wallets.connectors.byId[c.id], c)),
    ),
    filter((connectors) => connectors.length > 0),
    map((connectors) => createEvent('ConnectorsDiscovered', { connectors })),
  )
