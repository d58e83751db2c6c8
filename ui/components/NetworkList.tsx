// The network list with switching: the app's requested networks (every known one when the app requested none) of
// each connected namespace, grouped by namespace (all of them before anything is connected).
import { useMemo, type ReactNode } from 'react'
import { NAMESPACES, namespaceOf, type CaipNetworkId, type ChainNamespace } from '../../src/domain/caip.js'
import { createSelector } from '../../src/store/selector.js'
import { findNetwork, NETWORKS } from '../../src/domain/networks.js'
import { formatMessage, localizeText, MESSAGES } from '../messages.js'
import type { GatehouseState } from '../../projections/index.js'
import { selectActiveNetwork } from '../../projections/network/network.selectors.js'
import { useEmit, useReadModel } from '../core/hooks.js'
import { ItemIcon, RovingList, rovingTabIndex } from './common.js'
import { networkLogo } from './logos/networks.js'

/** The name of a network, or its CAIP-2 id when it is not a known one. */
export function networkName(chainId: CaipNetworkId): string {
  return findNetwork(NETWORKS, chainId)?.name ?? chainId
}

/** The networks to offer for a namespace: the requested ones of it, else every known one of it. */
export function networksFor(
  requested: readonly CaipNetworkId[] | null,
  namespace: ChainNamespace | null,
): CaipNetworkId[] {
  const all = requested ?? NETWORKS.map((n) => n.caipNetworkId)
  return all.filter((id) => namespace === null || namespaceOf(id) === namespace)
}

const selectSwitchFailure = (state: GatehouseState) => state.network.switchFailure

/**
 * A switch the wallet refused or that failed (NetworkSwitchFailed): what went
 * wrong, announced (role alert), and Try again, which asks for the same network.
 */
function SwitchFailure(): ReactNode {
  const emit = useEmit()
  const failure = useReadModel(selectSwitchFailure)
  if (failure === null) return null
  const retry = () => emit({ type: 'NetworkSwitchRequested', data: { chainId: failure.chainId } })
  return (
    <div className="gh-center">
      <p className="gh-error" role="alert">
        {formatMessage('networkSwitchFailed', { network: networkName(failure.chainId) })}:{' '}
        {localizeText(failure.error.shortMessage)}
      </p>
      <button type="button" className="gh-button" onClick={retry}>
        {MESSAGES.tryAgain}
      </button>
    </div>
  )
}

/** The names of the namespaces' groups (chain families: not translated). */
const NAMESPACE_NAMES: Readonly<Record<ChainNamespace, string>> = {
  eip155: 'EVM',
  solana: 'Solana',
  polkadot: 'Polkadot',
  bip122: 'Bitcoin',
}

const selectLiveNamespaces = createSelector([(state: GatehouseState) => state.connection], (connection): string =>
  NAMESPACES.filter((ns) => (connection.byNamespace[ns]?.status ?? 'disconnected') !== 'disconnected').join(' '),
)

/**
 * The list of networks, a group a namespace; choosing one emits `NetworkSwitchRequested` (a network of another
 * connected namespace makes that namespace active); a failed switch shows under it with a retry.
 */
export function NetworkList(): ReactNode {
  const emit = useEmit()
  const requested = useReadModel((state: GatehouseState) => state.config.networks.requested)
  const live = useReadModel(selectLiveNamespaces)
  const active = useReadModel(selectActiveNetwork)
  const groups = useMemo(() => {
    const shown = live === '' ? NAMESPACES : (live.split(' ') as ChainNamespace[])
    return shown
      .map((namespace) => ({ namespace, ids: networksFor(requested, namespace) }))
      .filter((group) => group.ids.length > 0)
  }, [requested, live])
  return (
    <>
      {groups.map(({ namespace, ids }) => (
        <RovingList
          key={namespace}
          label={
            groups.length > 1 ? `${MESSAGES.selectNetwork}: ${NAMESPACE_NAMES[namespace]}` : MESSAGES.selectNetwork
          }
        >
          {groups.length > 1 ? (
            <li className="gh-muted gh-group" aria-hidden="true">
              {NAMESPACE_NAMES[namespace]}
            </li>
          ) : null}
          {ids.map((id, index) => {
            const current = active !== null && active.unsupported !== true && active.chainId === id
            return (
              <li key={id}>
                <button
                  type="button"
                  className="gh-item"
                  data-roving=""
                  tabIndex={rovingTabIndex(index)}
                  aria-current={current ? 'true' : undefined}
                  onClick={() => emit({ type: 'NetworkSwitchRequested', data: { chainId: id } })}
                >
                  <ItemIcon name={networkName(id)} icon={networkLogo(id)} />
                  <span className="gh-item-name">{networkName(id)}</span>
                  {current ? <span className="gh-tag">{MESSAGES.currentNetwork}</span> : null}
                </button>
              </li>
            )
          })}
        </RovingList>
      ))}
      <SwitchFailure />
    </>
  )
}
