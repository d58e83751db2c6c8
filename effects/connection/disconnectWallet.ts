import {
  catchError,
  concat,
  defer,
  EMPTY,
  from,
  ignoreElements,
  map,
  merge,
  mergeMap,
  of,
  timer,
  toArray,
  withLatestFrom,
  type Observable,
} from 'rxjs'
import type { Effect } from '../../src/bus/effects.js'
import type { ChainNamespace } from '../../src/domain/caip.js'
import { CatalogueError } from '../../src/errors/catalogue.js'
import { toErrorData } from '../../src/errors/GatehouseError.js'
import { createEvent, ofType, type EventInput } from '../../src/events/index.js'
import { selectNamespacesToDisconnect } from '../../projections/connection/connection.selectors.js'
import type { GatehouseState } from '../../projections/index.js'
import type { ConnectorAdapter } from '../connectors/adapter.js'
import { connectionsByConnector, findAdapter } from './adapters.js'

/**
 * SPEC §8 'Failed to disconnect'. Named as the catalogue's class, and made here: the catalogue's
 * classes that only lazy code uses would otherwise join the start-up chunk.
 */
class DisconnectFailedError extends CatalogueError {
  override name = 'DisconnectFailedError'
  constructor(details: string) {
    super('failedToDisconnect', { details })
  }
}

/**
 * Disconnects (DisconnectRequested, SPEC §4): one namespace also takes down the namespaces sharing
 * its WalletConnect or auth connector; none takes down every namespace. Disconnected (reason
 * 'user') for each at once, so the modal never waits on a wallet; then, in a later task (the
 * wallet's own answer, an accountsChanged([]), then finds nothing left to say), each connector's
 * adapter tells its wallet, side by side. Their failures are settled together and joined into one
 * 'Failed to disconnect' (EffectFailed, outcome 'continued'): the app's connection has ended anyway.
 * Connections through a connector no adapter owns (a family the app left out) are not this effect's.
 */
export function disconnectWallet(adapters: readonly ConnectorAdapter[]): Effect<GatehouseState> {
  return (event$, state$, deps): Observable<EventInput> =>
    event$.pipe(
      ofType('DisconnectRequested'),
      withLatestFrom(state$),
      mergeMap(([event, state]) => {
        const cause = { causationId: event.id }
        const targets = selectNamespacesToDisconnect(state, event.data.namespace)
        const groups = [...connectionsByConnector(state, () => true)]
          .map(([connectorId, namespaces]) => [connectorId, namespaces.filter((ns) => targets.includes(ns))] as const)
          .filter(
            ([connectorId, namespaces]) =>
              namespaces.length > 0 &&
              findAdapter(adapters, { connectorId, namespace: namespaces[0] as ChainNamespace }, state),
          )
        if (groups.length === 0) return EMPTY
        const disconnected = from(
          groups.flatMap(([, namespaces]) =>
            namespaces.map((namespace) => createEvent('Disconnected', { namespace, reason: 'user' }, cause)),
          ),
        )
        // The wallets are told with the read models of the intent, which still hold the addresses their sessions serve.
        const tell = (connectorId: string, namespace: ChainNamespace): Observable<string | null> => {
          const adapter = findAdapter(adapters, { connectorId, namespace }, state) as ConnectorAdapter
          return defer(() =>
            adapter.disconnect({ connectorId, namespace }, { state, deps, causationId: event.id }),
          ).pipe(
            ignoreElements(),
            catchError((error: unknown) => of(`${connectorId}: ${toErrorData(error).shortMessage}`)),
          )
        }
        const settled = timer(0, deps.scheduler).pipe(
          mergeMap(() =>
            merge(...groups.map(([connectorId, namespaces]) => tell(connectorId, namespaces[0] as ChainNamespace))),
          ),
          toArray(),
          map((answers) => answers.filter((a): a is string => a !== null)),
          mergeMap((failures) =>
            failures.length === 0
              ? EMPTY
              : [
                  createEvent(
                    'EffectFailed',
                    {
                      effect: 'disconnectWallet',
                      error: new DisconnectFailedError(failures.join('; ')).toData(),
                      outcome: 'continued',
                    },
                    cause,
                  ),
                ],
          ),
        )
        return concat(disconnected, settled)
      }),
    )
}
