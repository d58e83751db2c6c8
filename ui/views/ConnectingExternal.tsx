// ConnectingExternal (SPEC §2): waiting for the wallet, declined with retry, or failed.
import * as _core from '../../src/index.js' // size: lazy entries share the start-up chunk (see src/index.ts)
import * as _react from '../index.js'
import { useEffect, type ReactNode } from 'react'
import { formatMessage, MESSAGES } from '../messages.js'
import type { GatehouseState } from '../../projections/index.js'
import { selectConnection } from '../../projections/connection/connection.selectors.js'
import { useGatehouse } from '../core/context.js'
import { useEmit, useReadModel } from '../core/hooks.js'
import { ItemIcon, Spinner } from '../components/common.js'
import { useModalUi } from '../shell/context.js'
import { UnavailableView } from './Unavailable.js'

/** EIP-1193: the user rejected the request. */
const USER_REJECTED = 4001

/** The ConnectingExternal view. */
export default function ConnectingExternalView(): ReactNode {
  const { chosen, connect } = useModalUi()
  const emit = useEmit()
  const gatehouse = useGatehouse<GatehouseState>()
  const connection = useReadModel((state: GatehouseState) => (chosen ? selectConnection(state, chosen.namespace) : null))
  const connected = connection?.status === 'connected'

  // Connected: the modal's work is done; the router closes it (embedded: back to Account), unless it moved on already.
  useEffect(() => {
    if (connected && gatehouse.getState().modal.view === 'ConnectingExternal') emit({ type: 'ModalCloseRequested', data: {} })
  }, [connected, emit, gatehouse])

  // Opened on this view without a wallet chosen in this modal (a requested view): nothing to wait for.
  if (chosen === null || connection === null) return <UnavailableView />
  const failed = connection.status === 'disconnected' && connection.lastError !== null ? connection.lastError : null
  const declined = failed !== null && failed.code === USER_REJECTED
  return (
    <div className="gh-center">
      <ItemIcon name={chosen.name} imageUrl={chosen.imageUrl} big />
      {failed === null ? (
        <>
          <p>
            <strong>{formatMessage('continueInWallet', { name: chosen.name })}</strong>
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
          <p className="gh-muted">{declined ? MESSAGES.connectionDeclinedDetails : failed.shortMessage}</p>
          <button type="button" className="gh-button" data-primary="" data-autofocus="" onClick={() => connect(chosen)}>
            {MESSAGES.tryAgain}
          </button>
        </>
      )}
    </div>
  )
}
