// Shared by the generic connection effects (not an effect): which adapter answers for a
// connection, and the network fact a chain the wallet is on makes, unless the read models say it.
import type { Deps } from '../../src/deps.js'
import type { CaipNetworkId, ChainNamespace } from '../../src/domain/caip.js'
import { findNetwork, NETWORKS } from '../../src/domain/networks.js'
import { NAMESPACES } from '../../src/domain/caip.js'
import { createEvent, type EventInput } from '../../src/events/index.js'
import type { GatehouseState } from '../../projections/index.js'
import type { AdapterTarget, ConnectorAdapter } from '../connectors/adapter.js'

/** The adapter that answers for `target`, as the read models know its connector; undefined for none. */
export function findAdapter(
  adapters: readonly ConnectorAdapter[],
  target: AdapterTarget,
  state: GatehouseState,
): ConnectorAdapter | undefined {
  return adapters.find((a) => a.namespaces.includes(target.namespace) && a.owns(target, state))
}

/** The namespace of a CAIP-2 chain id. */
export const namespaceOf = (chainId: CaipNetworkId): ChainNamespace =>
  chainId.slice(0, chainId.indexOf(':')) as ChainNamespace

/** Whether the app knows the network; a wallet on any other is on the 'unsupported' placeholder (SPEC §4). */
export function isKnownNetwork(deps: Pick<Deps, 'networks'>, chainId: CaipNetworkId): boolean {
  return findNetwork(deps.networks ?? NETWORKS, chainId) !== undefined
}

/** NetworkSwitched (or NetworkUnsupported for a network the app does not know) for a wallet now on `chainId`; none when the read models say so already. */
export function networkFacts(
  state: GatehouseState,
  deps: Pick<Deps, 'networks'>,
  chainId: CaipNetworkId,
  cause: { causationId?: string } = {},
): EventInput[] {
  const active = state.network.byNamespace[namespaceOf(chainId)]
  const known = isKnownNetwork(deps, chainId)
  if (active?.chainId === chainId && (active.unsupported === true) === !known) return []
  return [
    known ? createEvent('NetworkSwitched', { chainId }, cause) : createEvent('NetworkUnsupported', { chainId }, cause),
  ]
}

/** The live connections (connecting or connected) grouped by connector, in SPEC §3's namespace order: one group a connection a wallet serves. */
export function connectionsByConnector(
  state: GatehouseState,
  keep: (status: 'connecting' | 'connected', restoring: boolean) => boolean,
): Map<string, ChainNamespace[]> {
  const out = new Map<string, ChainNamespace[]>()
  for (const ns of NAMESPACES) {
    const c = state.connection.byNamespace[ns]
    if (c === undefined || c.status === 'disconnected' || !keep(c.status, c.status === 'connecting' && c.restoring))
      continue
    const group = out.get(c.connectorId)
    if (group) group.push(ns)
    else out.set(c.connectorId, [ns])
  }
  return out
}
