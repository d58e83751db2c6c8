import {
  catchError,
  distinctUntilChanged,
  EMPTY,
  map,
  merge,
  mergeMap,
  switchMap,
  withLatestFrom,
  type Observable,
} from 'rxjs'
import type { Effect } from '../../src/bus/effects.js'
import type { ChainNamespace } from '../../src/domain/caip.js'
import type { Deps } from '../../src/deps.js'
import { NAMESPACES } from '../../src/domain/caip.js'
import { createEvent, type EventInput } from '../../src/events/index.js'
import type { GatehouseState } from '../../projections/index.js'
import type { ConnectorAdapter, WalletEvent } from '../connectors/adapter.js'
import { connectionsByConnector, findAdapter, networkFacts } from './adapters.js'

/** The facts a wallet event of `connectorId` makes, leaving out what the read models already say. */
function answer(event: WalletEvent, state: GatehouseState, connectorId: string, deps: Deps): EventInput[] {
  const mine = (ns: ChainNamespace) => {
    const c = state.connection.byNamespace[ns]
    return c?.status === 'connected' && c.connectorId === connectorId ? c : null
  }
  switch (event.type) {
    case 'accountsChanged': {
      const c = mine(event.namespace)
      if (!c) return []
      // An empty list of accounts is the wallet letting the page go.
      if (event.address === null) return [createEvent('Disconnected', { namespace: event.namespace, reason: 'wallet' })]
      return event.address.toLowerCase() === c.address.toLowerCase()
        ? []
        : [createEvent('AccountChanged', { namespace: event.namespace, address: event.address })]
    }
    case 'chainChanged':
      return mine(event.namespace) ? networkFacts(state, deps, event.chainId) : []
    case 'disconnect': {
      const namespaces =
        event.namespace === null ? NAMESPACES.filter((ns) => mine(ns)) : mine(event.namespace) ? [event.namespace] : []
      return namespaces.map((namespace) => createEvent('Disconnected', { namespace, reason: 'wallet' }))
    }
  }
}

/**
 * Follows the wallets of the connected namespaces (SPEC §4 "account and chain changes are
 * forwarded"; a session update or delete): each connector's adapter reports its wallet's events
 * while the connection lasts. Another account is AccountChanged (none left: Disconnected, reason
 * 'wallet'); another chain is NetworkSwitched, or NetworkUnsupported for a network the app does
 * not know; a wallet that disconnects is Disconnected (reason 'wallet') for every namespace it
 * served. Facts already in the read models are not repeated; an adapter whose events fail stops
 * being followed until the connections change.
 */
export function watchWallet(adapters: readonly ConnectorAdapter[]): Effect<GatehouseState> {
  return (_event$, state$, deps): Observable<EventInput> =>
    state$.pipe(
      map((state) => {
        const groups = [...connectionsByConnector(state, (status) => status === 'connected')]
        const watched = groups.flatMap(([connectorId, namespaces]) => {
          const namespace = namespaces[0] as ChainNamespace
          const adapter = findAdapter(adapters, { connectorId, namespace }, state)
          return adapter ? [{ adapter, connectorId, namespace }] : []
        })
        return { key: watched.map((w) => `${w.connectorId}:${w.namespace}`).join(' '), watched }
      }),
      distinctUntilChanged((a, b) => a.key === b.key),
      switchMap(({ watched }) =>
        merge(
          ...watched.map(({ adapter, connectorId, namespace }) =>
            adapter.events({ connectorId, namespace }, { deps, state$ }).pipe(
              map((event) => ({ event, connectorId })),
              catchError(() => EMPTY),
            ),
          ),
        ),
      ),
      withLatestFrom(state$),
      mergeMap(([{ event, connectorId }, state]) => answer(event, state, connectorId, deps)),
    )
}
