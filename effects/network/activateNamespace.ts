import { filter, map, withLatestFrom, type Observable } from 'rxjs'
import type { Effect } from '../../src/bus/effects.js'
import { createEvent, ofType, type EventInput } from '../../src/events/index.js'
import type { GatehouseState } from '../../projections/index.js'

/**
 * The visitor chose another connected namespace (ActiveNamespaceRequested): its wallet is already on its network,
 * so that network becomes the active one (NetworkSwitched, or NetworkUnsupported for the 'unsupported' placeholder;
 * SPEC §4: switching the active network sets the namespace and clears the send form) without asking the wallet.
 * A namespace not connected, or already active, is nothing to do.
 */
export const activateNamespace: Effect<GatehouseState> = (event$, state$): Observable<EventInput> =>
  event$.pipe(
    ofType('ActiveNamespaceRequested'),
    withLatestFrom(state$),
    map(([event, state]) => {
      const { namespace } = event.data
      const network = state.network.byNamespace[namespace]
      const connected = state.connection.byNamespace[namespace]?.status === 'connected'
      if (!connected || network === undefined || state.network.activeNamespace === namespace) return null
      const cause = { causationId: event.id }
      return network.unsupported === true
        ? createEvent('NetworkUnsupported', { chainId: network.chainId }, cause)
        : createEvent('NetworkSwitched', { chainId: network.chainId }, cause)
    }),
    filter((e): e is NonNullable<typeof e> => e !== null),
  )
