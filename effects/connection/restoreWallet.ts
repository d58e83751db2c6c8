import {
  catchError,
  concat,
  concatMap,
  defer,
  EMPTY,
  filter,
  from,
  mergeMap,
  takeUntil,
  withLatestFrom,
  type Observable,
} from 'rxjs'
import type { Effect } from '../../src/bus/effects.js'
import type { ChainNamespace } from '../../src/domain/caip.js'
import { createEvent, ofType, type EventInput } from '../../src/events/index.js'
import type { GatehouseState } from '../../projections/index.js'
import type { ConnectorAdapter } from '../connectors/adapter.js'
import { connectionsByConnector, findAdapter, isKnownNetwork } from './adapters.js'

/**
 * Restore on reload without a new prompt (SPEC §4 "On load a stored connected status is shown as
 * connecting while the connection is re-synced"): after SessionRestored, each connector with
 * connections being restored is asked once (a WalletConnect session or the frame serves several
 * namespaces) through its adapter. What it reports is Connected again (NetworkUnsupported for a
 * network the app does not know); a namespace it did not report, or an adapter that fails, is
 * Disconnected (reason 'sync-failed'). Connectors restore side by side; a connector no adapter
 * owns is left as stored. A disconnect or another connect of one of its namespaces ends a re-sync.
 */
export function restoreWallet(adapters: readonly ConnectorAdapter[]): Effect<GatehouseState> {
  return (event$, state$, deps): Observable<EventInput> =>
    event$.pipe(
      ofType('SessionRestored'),
      withLatestFrom(state$),
      mergeMap(([event, state]) => {
        const cause = { causationId: event.id }
        const groups = [...connectionsByConnector(state, (status, restoring) => status === 'connecting' && restoring)]
        return from(groups).pipe(
          mergeMap(([connectorId, namespaces]) => {
            const restored = new Set<ChainNamespace>()
            const failed = defer(() =>
              from(
                namespaces
                  .filter((ns) => !restored.has(ns))
                  .map((namespace) => createEvent('Disconnected', { namespace, reason: 'sync-failed' }, cause)),
              ),
            )
            const namespace = namespaces[0] as ChainNamespace
            const adapter = findAdapter(adapters, { connectorId, namespace }, state)
            // A family whose adapter is not loaded here (an app that left it out) leaves its connection as stored.
            if (!adapter) return EMPTY
            const c = state.connection.byNamespace[namespace]
            const stored = c?.status === 'connecting' ? c : null
            const target = {
              connectorId,
              namespace,
              address: stored?.address ?? null,
              chainId: stored?.chainId ?? null,
            }
            const steps = adapter.restore(target, { state, state$, deps, causationId: event.id }).pipe(
              concatMap((step): EventInput[] => {
                if (step.type === 'event') return [step.event]
                const out: EventInput[] = []
                for (const conn of step.connections) {
                  if (!namespaces.includes(conn.namespace) || restored.has(conn.namespace)) continue
                  restored.add(conn.namespace)
                  out.push(
                    createEvent(
                      'Connected',
                      {
                        connectorId,
                        namespace: conn.namespace,
                        chainId: conn.chainId,
                        address: conn.address,
                        ...(conn.walletName !== undefined ? { walletName: conn.walletName } : {}),
                      },
                      cause,
                    ),
                  )
                  if (!isKnownNetwork(deps, conn.chainId))
                    out.push(createEvent('NetworkUnsupported', { chainId: conn.chainId }, cause))
                }
                return out
              }),
              catchError(() => EMPTY),
            )
            // The visitor may disconnect (or choose another wallet) while the re-sync is under way (the app shows the
            // restored account at once): the re-sync ends there, and its late answer does not connect again.
            const superseded = event$.pipe(
              ofType('Disconnected', 'ConnectRequested'),
              filter((e) => namespaces.includes(e.data.namespace)),
            )
            return concat(steps, failed).pipe(takeUntil(superseded))
          }),
        )
      }),
    )
}
