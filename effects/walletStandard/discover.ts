// Wallet Standard discovery proper: a lazy chunk of its own (with the registry's code), loaded by the
// discoverStandardWallets effect (./index.ts) once a wallet has registered on the page.
import { combineLatest, distinctUntilChanged, filter, map, withLatestFrom, type Observable } from 'rxjs'
import type { Effect } from '../../src/bus/effects.js'
import type { Deps } from '../../src/deps.js'
import { NETWORKS } from '../../src/domain/networks.js'
import { createEvent, type EventInput } from '../../src/events/index.js'
import type { GatehouseState } from '../../projections/index.js'
import type { Connector } from '../../projections/wallets/wallets.projection.js'
import { connectorsOf, standardWallets, type StandardNamespace } from './wallets.js'

const sameConnector = (a: Connector | undefined, b: Connector): boolean =>
  a !== undefined && a.name === b.name && a.type === b.type && a.chain === b.chain && a.imageUrl === b.imageUrl

/**
 * Whether the app uses a namespace: an adapter for it (`adapters`), one of its networks among the app's networks,
 * and, when the app requested networks, one of them. A Solana wallet is not offered to an app without Solana.
 */
export function appServes(
  config: GatehouseState['config'],
  deps: Pick<Deps, 'networks'>,
  namespace: StandardNamespace,
): boolean {
  const mine = (id: string) => id.startsWith(`${namespace}:`)
  return (
    config.adapters.includes(namespace) &&
    (deps.networks ?? NETWORKS).some((n) => mine(n.caipNetworkId)) &&
    (config.networks.requested === null || config.networks.requested.some(mine))
  )
}

/**
 * Wallet Standard discovery: every registered wallet becomes a connector per namespace it serves and the app uses
 * (id `walletStandard:<namespace>:<name>`, type 'injected': the Connect view's installed group).
 * Only new or changed connectors are emitted, so a reload with the same wallets adds nothing to the log.
 */
export const discover: Effect<GatehouseState> = (_event$, state$, deps): Observable<EventInput> =>
  combineLatest([
    standardWallets(deps),
    state$.pipe(
      map((s) => s.config),
      distinctUntilChanged(),
    ),
  ]).pipe(
    map(([wallets, config]) =>
      wallets.flatMap(connectorsOf).filter((c) => appServes(config, deps, c.chain as StandardNamespace)),
    ),
    withLatestFrom(state$),
    map(([connectors, state]) => connectors.filter((c) => !sameConnector(state.wallets.connectors.byId[c.id], c))),
    filter((connectors) => connectors.length > 0),
    map((connectors) => createEvent('ConnectorsDiscovered', { connectors })),
  )
