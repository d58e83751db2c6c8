// ConnectingExternal (SPEC §2): waiting for the wallet, declined with retry, or failed.
import { useEffect, useMemo, useRef, type ReactNode } from 'react'
import { formatMessage, localizeText, MESSAGES } from '../messages.js'
import { displayName } from '../displayName.js'
import type { GatehouseState } from '../../projections/index.js'
import { selectConnection } from '../../projections/connection/connection.selectors.js'
import { useReadModel } from '../core/hooks.js'
import { ItemIcon, Spinner } from '../components/common.js'
import { refocusInitial } from '../components/refocus.js'
import { useModalUi, type ChosenWallet } from '../shell/context.js'
import type { ChainNamespace } from '../../src/domain/caip.js'
import { UnavailableView } from './Unavailable.js'

/** EIP-1193: the user rejected the request. */
const USER_REJECTED = 4001

/**
 * The namespace a wallet is being connected for, or whose connect just failed, from the connection read model (a
 * `ConnectRequested` not yet answered, not a restore; a `ConnectFailed`), or null. Lets the view show the wallet when
 * the modal did not choose it itself: a replayed session (the harness) or a view requested while a connection is under way.
 */
function selectConnectingNamespace(state: GatehouseState): ChainNamespace | null {
  for (const [namespace, c] of Object.entries(state.connection.byNamespace)) {
    if ((c?.status === 'connecting' && !c.restoring) || (c?.status === 'disconnected' && c.connectorId !== undefined))
      return namespace as ChainNamespace
  }
  return null
}

/** The ConnectingExternal view. */
export default function ConnectingExternalView(): ReactNode {
  const ui = useModalUi()
  const { connect } = ui
  const connectingNamespace = useReadModel(selectConnectingNamespace)
  const connectorId = useReadModel((state: GatehouseState) => {
    const c = connectingNamespace === null ? undefined : state.connection.byNamespace[connectingNamespace]
    return c?.status === 'connecting' || c?.status === 'disconnected' ? (c.connectorId ?? null) : null
  })
  const wallets = useReadModel((state: GatehouseState) => state.wallets)
  // The wallet the visitor chose in this modal; else the one the read models say is being connected.
  const fromLog = useMemo((): ChosenWallet | null => {
    if (connectorId === null || connectingNamespace === null) return null
    const connector = wallets.connectors.byId[connectorId]
    const recent = wallets.recent.find((w) => w.id === connectorId)
    const name = connector?.name ?? recent?.name ?? connectorId
    return {
      connectorId,
      namespace: connectingNamespace,
      name,
      imageUrl: connector?.imageUrl ?? recent?.imageUrl ?? null,
    }
  }, [connectorId, connectingNamespace, wallets])
  const chosen = ui.chosen ?? fromLog
  // Connected, the router closes the modal (embedded: back to Account).
  const connection = useReadModel((state: GatehouseState) =>
    chosen ? selectConnection(state, chosen.namespace) : null,
  )

  const failed = connection?.status === 'disconnected' && connection.lastError !== null ? connection.lastError : null
  // Try again replaced the wait: it takes the focus (often lost to the page with the wallet's prompt), unless the visitor moved it.
  const root = useRef<HTMLDivElement>(null)
  const hasFailed = failed !== null
  useEffect(() => {
    if (hasFailed) refocusInitial(root.current)
  }, [hasFailed])
  // Opened on this view without a wallet chosen in this modal (a requested view): nothing to wait for.
  if (chosen === null || connection === null) return <UnavailableView />
  const declined = failed !== null && failed.code === USER_REJECTED
  return (
    <div className="gh-center" ref={root}>
      <ItemIcon name={chosen.name} imageUrl={chosen.imageUrl} big />
      {failed === null ? (
        <>
          <p>
            <strong>{formatMessage('continueInWallet', { name: displayName(chosen.name).text })}</strong>
          </p>
          <p className="gh-muted">{MESSAGES.acceptInWallet}</p>
          <Spinner />
          <p className="gh-live" role="status">
            {connection.status === 'connecting' ? MESSAGES.acceptInWallet : ''}
          </p>
        </>
      ) : (
        <>
          <p className="gh-error" role="alert">
            <strong>{declined ? MESSAGES.connectionDeclined : MESSAGES.connectionFailed}</strong>
          </p>
          <p className="gh-muted">
            {declined ? MESSAGES.connectionDeclinedDetails : localizeText(failed.shortMessage)}
          </p>
          <button type="button" className="gh-button" data-primary="" data-autofocus="" onClick={() => connect(chosen)}>
            {MESSAGES.tryAgain}
          </button>
        </>
      )}
    </div>
  )
}
