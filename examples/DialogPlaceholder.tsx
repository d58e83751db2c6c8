import { useId, useLayoutEffect, useRef } from 'react'
import { useEmit, useReadModel } from 'gatehouse/react'
import { selectActiveChainId, selectConnectorGroups, type View } from 'gatehouse'
import { devnet } from './devnet.js'

/**
 * Stands in for the modal while `state.modal.open`: a native modal dialog
 * (focus moves in, the page behind is inert, focus returns on close). Close
 * and Escape only emit `ModalCloseRequested`; the read model closes it.
 */
export function DialogPlaceholder({ view }: { view: View }) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const emit = useEmit()
  const requestClose = () => emit({ type: 'ModalCloseRequested', data: {} })

  useLayoutEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    dialog.showModal()
    return () => dialog.close()
  }, [])

  return (
    <dialog
      ref={ref}
      className="dialog"
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: ask, and let the read model decide.
        event.preventDefault()
        requestClose()
      }}
      onClose={() => {
        // The browser may close a dialog without a cancel event (repeated Escape); keep the read model in step.
        if (ref.current && !ref.current.open) requestClose()
      }}
    >
      <p className="dialog-kicker">Core demo placeholder</p>
      <h2 id={titleId}>{view}</h2>
      <p>
        The read model says the modal is open on the <strong>{view}</strong> view. The real modal (wallet list, QR code,
        account view) comes in a later issue; this dialog only shows that opening and closing go through events.
      </p>
      {view === 'Connect' ? <InjectedWallets /> : null}
      {view === 'Account' ? <AccountActions /> : null}
      <div className="actions">
        <button type="button" className="primary" onClick={requestClose} autoFocus>
          Close
        </button>
      </div>
    </dialog>
  )
}

/**
 * Until the modal's Connect view exists: one plain button a wallet found over EIP-6963
 * (the wallets read model's injected group) that emits the connect intent.
 */
function InjectedWallets() {
  const groups = useReadModel(selectConnectorGroups)
  const emit = useEmit()
  const injected = groups.find((g) => g.kind === 'injected')
  const connectors = injected && 'connectors' in injected ? injected.connectors : []
  if (connectors.length === 0) return <p>No browser wallet was found on this page.</p>
  return (
    <div className="actions">
      {connectors.map((c) => (
        <button key={c.id} type="button" onClick={() => emit({ type: 'ConnectRequested', data: { connectorId: c.id, namespace: c.chain } })}>
          Connect {c.name}
        </button>
      ))}
    </div>
  )
}

/** Until the modal's Account view exists: switch to another supported devnet chain, or disconnect, as intents. */
function AccountActions() {
  const emit = useEmit()
  const active = useReadModel(selectActiveChainId)
  return (
    <div className="actions">
      {devnet.chains
        .filter((c) => c.supported && c.caipNetworkId !== active)
        .map((c) => (
          <button key={c.chainId} type="button" onClick={() => emit({ type: 'NetworkSwitchRequested', data: { chainId: c.caipNetworkId } })}>
            Switch to {c.name}
          </button>
        ))}
      <button type="button" onClick={() => emit({ type: 'DisconnectRequested', data: {} })}>
        Disconnect
      </button>
    </div>
  )
}
