import { catchError, concatMap, EMPTY, filter, from, mergeMap, type Observable, withLatestFrom } from 'rxjs'
import type { Effect } from '../../src/bus/effects.js'
import { createEvent, ofType, type EventInput } from '../../src/events/index.js'
import type { GatehouseState } from '../../projections/index.js'
import { findNetwork, NETWORKS } from '../../src/domain/networks.js'
import { clientSessions, walletConnectClient, WALLET_CONNECT_ID, WALLET_CONNECT_NAMESPACES, type WalletConnectNamespace } from './client.js'

/** The namespaces being restored through WalletConnect. */
function restoring(state: GatehouseState): WalletConnectNamespace[] {
  return WALLET_CONNECT_NAMESPACES.filter((ns) => {
    const c = state.connection.byNamespace[ns]
    return c?.status === 'connecting' && c.restoring && c.connectorId === WALLET_CONNECT_ID
  })
}

/**
 * Restore on reload without a new prompt (SPEC §4 "On load a stored connected status is shown as
 * connecting while the connection is re-synced"): after SessionRestored, each namespace being
 * restored through WalletConnect looks for a session the sign-client kept in its own storage
 * that holds the stored address (the sign-client's code loads now, and only now when a
 * WalletConnect connection is there to restore). Found: Connected again, on the stored chain if
 * the session still has it, else the session's first. No such session, or a client that cannot
 * start: Disconnected (reason 'sync-failed'). The modal shows the stored account meanwhile.
 */
export const restoreWalletConnect: Effect<GatehouseState> = (event$, state$, deps): Observable<EventInput> =>
  event$.pipe(
    ofType('SessionRestored'),
    withLatestFrom(state$),
    filter(([, state]) => restoring(state).length > 0),
    mergeMap(([event, state]) => {
      const cause = { causationId: event.id }
      const namespaces = restoring(state)
      const syncFailed = () => from(namespaces.map((namespace) => createEvent('Disconnected', { namespace, reason: 'sync-failed' }, cause)))
      return walletConnectClient(deps).pipe(
        concatMap((client) => {
          const sessions = clientSessions(client)
          const out: EventInput[] = []
          for (const ns of namespaces) {
            const c = state.connection.byNamespace[ns]
            const stored = c?.status === 'connecting' ? c : null
            const address = stored?.address?.toLowerCase()
            const accounts = sessions
              .sort((a, b) => b.expiry - a.expiry)
              .flatMap((s) => s.accounts.map((a) => ({ ...a, session: s })))
              .filter((a) => a.namespace === ns && a.address.toLowerCase() === address)
            const account = accounts.find((a) => a.chainId === stored?.chainId) ?? accounts[0]
            if (!account) {
              out.push(createEvent('Disconnected', { namespace: ns, reason: 'sync-failed' }, cause))
              continue
            }
            out.push(
              createEvent('Connected', { connectorId: WALLET_CONNECT_ID, namespace: ns, chainId: account.chainId, address: account.address, walletName: account.session.peer.name }, cause),
            )
            if (!findNetwork(deps.networks ?? NETWORKS, account.chainId)) out.push(createEvent('NetworkUnsupported', { chainId: account.chainId }, cause))
          }
          return from(out)
        }),
        catchError(() => syncFailed()),
      )
    }),
    catchError(() => EMPTY),
  )
