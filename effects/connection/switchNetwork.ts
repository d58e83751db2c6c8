import { catchError, concatMap, EMPTY, filter, of, switchMap, take, withLatestFrom, type Observable } from 'rxjs'
import type { Effect } from '../../src/bus/effects.js'
import { toErrorData } from '../../src/errors/GatehouseError.js'
import { createEvent, ofType, type EventInput } from '../../src/events/index.js'
import type { GatehouseState } from '../../projections/index.js'
import type { ConnectorAdapter } from '../connectors/adapter.js'
import { findAdapter, namespaceOf, networkFacts } from './adapters.js'

/**
 * Switches the connected wallet's network (NetworkSwitchRequested while the chain's namespace is
 * connected) through the adapter that owns the connection (an EVM wallet adds the chain on 4902,
 * 5000 or 32603, SPEC §8). The chain the wallet is then on is NetworkSwitched, or
 * NetworkUnsupported for a network the app does not know, unless the wallet's own chainChanged
 * already told the read models; a failure is NetworkSwitchFailed with the typed error (4001 the
 * person rejected, 'Network not found', 'Chain is not supported'). The latest request wins.
 * Requests for a namespace not connected, or connected through a connector no adapter owns, are
 * not this effect's.
 */
export function switchNetwork(adapters: readonly ConnectorAdapter[]): Effect<GatehouseState> {
  return (event$, state$, deps): Observable<EventInput> =>
    event$.pipe(
      ofType('NetworkSwitchRequested'),
      withLatestFrom(state$),
      filter(([event, state]) => state.connection.byNamespace[namespaceOf(event.data.chainId)]?.status === 'connected'),
      switchMap(([event, state]) => {
        const { chainId } = event.data
        const namespace = namespaceOf(chainId)
        const c = state.connection.byNamespace[namespace]
        const connectorId = c?.status === 'connected' ? c.connectorId : ''
        const adapter = findAdapter(adapters, { connectorId, namespace }, state)
        if (!adapter) return EMPTY
        const cause = { causationId: event.id }
        return adapter
          .switchNetwork({ connectorId, namespace, chainId }, { state, state$, deps, causationId: event.id })
          .pipe(
            take(1),
            // The read models as they are now: the wallet's chainChanged may have told them already.
            concatMap((on) =>
              state$.pipe(
                take(1),
                concatMap((now) => networkFacts(now, deps, on, cause)),
              ),
            ),
            catchError((error: unknown) =>
              of(createEvent('NetworkSwitchFailed', { chainId, error: toErrorData(error) }, cause)),
            ),
          )
      }),
    )
}
