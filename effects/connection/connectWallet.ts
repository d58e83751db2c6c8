import {
  catchError,
  concat,
  concatMap,
  defer,
  EMPTY,
  filter,
  finalize,
  of,
  switchMap,
  withLatestFrom,
  type Observable,
} from 'rxjs'
import type { Effect } from '../../src/bus/effects.js'
import type { CaipNetworkId, ChainNamespace } from '../../src/domain/caip.js'
import type { Deps } from '../../src/deps.js'
import { NotConnectedError } from '../../src/errors/thrown.js'
import { toErrorData } from '../../src/errors/GatehouseError.js'
import { createEvent, ofType, type EventInput } from '../../src/events/index.js'
import type { GatehouseState } from '../../projections/index.js'
import type { AdapterStep, ConnectorAdapter } from '../connectors/adapter.js'
import { findAdapter, isKnownNetwork } from './adapters.js'

/** The facts of a `connected` step: Connected per namespace, the recent wallet (SPEC §4), unknown networks, and the switch the intent asked for. */
function connectedFacts(
  step: Extract<AdapterStep, { type: 'connected' }>,
  request: { connectorId: string; namespace: ChainNamespace; chainId?: CaipNetworkId | undefined },
  deps: Deps,
  cause: { causationId: string },
): EventInput[] {
  const { connectorId, namespace, chainId: wanted } = request
  const out: EventInput[] = step.connections.map((c) =>
    createEvent(
      'Connected',
      {
        connectorId,
        namespace: c.namespace,
        chainId: c.chainId,
        address: c.address,
        ...(c.walletName !== undefined ? { walletName: c.walletName } : {}),
      },
      cause,
    ),
  )
  if (step.recent)
    out.push(
      createEvent(
        'RecentWalletRecorded',
        {
          wallet: step.recent.wallet,
          ...(step.recent.deepLink !== undefined ? { deepLink: step.recent.deepLink } : {}),
        },
        cause,
      ),
    )
  // SPEC §4: a wallet on a network the app does not know puts the namespace on the 'unsupported' placeholder.
  for (const c of step.connections)
    if (!isKnownNetwork(deps, c.chainId)) out.push(createEvent('NetworkUnsupported', { chainId: c.chainId }, cause))
  // A connect that asked for a chain the wallet is not on then asks to switch (as wagmi's connectors do).
  const on = step.connections.find((c) => c.namespace === namespace)?.chainId
  if (wanted !== undefined && on !== undefined && wanted !== on && wanted.startsWith(`${namespace}:`))
    out.push(createEvent('NetworkSwitchRequested', { chainId: wanted }, cause))
  return out
}

/**
 * Connects through the adapter that owns the chosen connector (ConnectRequested): the adapter's
 * facts on the way (a WalletConnect pairing link), then Connected for each namespace the wallet
 * granted, the recent wallet, NetworkUnsupported for a network the app does not know, and
 * NetworkSwitchRequested when the intent named another chain. A rejection (4001) or any other
 * failure is ConnectFailed with the typed error. Repeats for the connector being connected are
 * ignored while its wallet is asked (exhaustMap: one prompt at a time); once the adapter has put
 * something on offer (a WalletConnect link), a repeat starts over with a fresh one, as a connect
 * for another connector ends the one in progress: a late answer of the old one changes nothing. Connectors no adapter owns are not
 * this effect's.
 */
export function connectWallet(adapters: readonly ConnectorAdapter[]): Effect<GatehouseState> {
  return (event$, state$, deps): Observable<EventInput> =>
    defer(() => {
      let running: { connectorId: string } | null = null
      return event$.pipe(
        ofType('ConnectRequested'),
        filter((event) => running?.connectorId !== event.data.connectorId),
        withLatestFrom(state$),
        switchMap(([event, state]) => {
          const { connectorId, namespace, chainId } = event.data
          const adapter = findAdapter(adapters, { connectorId, namespace }, state)
          if (!adapter) return EMPTY
          const run = { connectorId }
          running = run
          const cause = { causationId: event.id }
          const request = { connectorId, namespace, ...(chainId !== undefined ? { chainId } : {}) }
          let connected = false
          return concat(
            adapter.connect(request, { state, state$, deps, causationId: event.id }).pipe(
              concatMap((step) => {
                // Something on offer (a pairing link) is no prompt: a repeat now asks for a fresh one.
                if (running === run) running = null
                if (step.type === 'event') return [step.event]
                connected = true
                return connectedFacts(step, request, deps, cause)
              }),
            ),
            defer(() =>
              connected
                ? EMPTY
                : Promise.reject(new NotConnectedError({ details: `${connectorId} ended without a connection` })),
            ),
          ).pipe(
            catchError((error: unknown) =>
              of(createEvent('ConnectFailed', { connectorId, namespace, error: toErrorData(error) }, cause)),
            ),
            finalize(() => {
              if (running === run) running = null
            }),
          )
        }),
      )
    })
}
