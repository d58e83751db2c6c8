// The WalletReceive view (SPEC §2, §9: wallet feature order: onramp, swaps, receive, send): the account's address
// as text and as a QR code, a copy button, and the networks on which the account can receive.
import type { ReactNode } from 'react'
import { MESSAGES } from '../messages.js'
import type { GatehouseState } from '../../projections/index.js'
import { selectSender } from '../../projections/send/sender.selectors.js'
import { useEmit, useReadModel } from '../core/hooks.js'
import { selectActiveNamespace } from '../../projections/connection/connection.selectors.js'
import { ItemIcon } from '../components/common.js'
import { networkLogo } from '../components/logos/networks.js'
import { networkName, networksFor } from '../components/NetworkList.js'
import { QrCode } from '../components/QrCode.js'

const selectRequested = (state: GatehouseState) => state.config.networks.requested

/** The WalletReceive view. */
export default function WalletReceiveView(): ReactNode {
  const emit = useEmit()
  const sender = useReadModel(selectSender)
  const requested = useReadModel(selectRequested)
  const namespace = useReadModel(selectActiveNamespace)
  if (sender === null) return null
  const { address } = sender
  const copy = () => {
    void navigator.clipboard?.writeText(address).then(
      () => emit({ type: 'MessageRequested', data: { message: MESSAGES.addressCopied, variant: 'success' } }),
      () => undefined,
    )
  }
  // The app's networks of the account's namespace: the same address receives on each of them.
  const networks = networksFor(requested, namespace)
  return (
    <div className="gh-stack">
      <div className="gh-center">
        <p className="gh-muted">{MESSAGES.receiveIntro}</p>
        <QrCode text={address} label={MESSAGES.receiveQr} />
        <p className="gh-summary" aria-label={MESSAGES.receiveAddress}>
          {address}
        </p>
        <button type="button" className="gh-button" data-primary="" onClick={copy}>
          {MESSAGES.copyAddress}
        </button>
      </div>
      <h3 className="gh-section-title" id="gh-receive-networks">
        {MESSAGES.receiveNetworks}
      </h3>
      <ul className="gh-list" aria-labelledby="gh-receive-networks">
        {networks.map((id) => (
          <li key={id} className="gh-item">
            <ItemIcon name={networkName(id)} icon={networkLogo(id)} />
            <span className="gh-item-name">{networkName(id)}</span>
          </li>
        ))}
      </ul>
    </div>
  )
}
