// The network list with switching: the app's requested networks of the
// namespace shown (every known network of it when the app requested none).
import { useMemo, type ReactNode } from 'react'
import { namespaceOf, type CaipNetworkId, type ChainNamespace } from '../../src/domain/caip.js'
import { findNetwork, NETWORKS } from '../../src/domain/networks.js'
import { formatMessage, localizeText, MESSAGES } from '../messages.js'
import type { GatehouseState } from '../../projections/index.js'
import { selectActiveNetwork } from '../../projections/network/network.selectors.js'
import { useEmit, useReadModel } from '../core/hooks.js'
import { selectActiveNamespace } from '../../projections/connection/connection.selectors.js'
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

/** The list of networks; choosing one emits `NetworkSwitchRequested`; a failed switch shows under it with a retry. */
export function NetworkList(): ReactNode {
  const emit = useEmit()
  const requested = useReadModel((state: GatehouseState) => state.config.networks.requested)
  const namespace = useReadModel(selectActiveNamespace)
  const active = useReadModel(selectActiveNetwork)
  const ids = useMemo(() => networksFor(requested, namespace), [requested, namespace])
  return (
    <>
      <RovingList label={MESSAGES.selectNetwork}>
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
      <SwitchFailure />
    </>
  )
}
