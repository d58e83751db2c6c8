// ConnectingWalletConnect (SPEC §2): the pairing link as a QR code, a copy button, the wallet's
// deep link on mobile widths, retry after an expiry or a rejection, and a live-region status.
// The link itself comes from the walletConnect read model (never the log). The QR code is drawn
// by ui/components/QrCode.tsx (one SVG path, presentation attributes only: strict CSP).
import { type ReactNode } from 'react'
import { formatMessage, localizeText, MESSAGES } from '../messages.js'
import { displayName } from '../displayName.js'
import type { GatehouseState } from '../../projections/index.js'
import {
  selectChosenWalletConnectWallet,
  walletDeepLink,
} from '../../projections/walletConnect/walletConnect.selectors.js'
import { useEmit, useReadModel } from '../core/hooks.js'
import { ItemIcon, Spinner } from '../components/common.js'
import { QrCode } from '../components/QrCode.js'
import { useMobileWidth } from '../components/useMobileWidth.js'

/** The WalletConnect connector's id. */
const WALLET_CONNECT_ID = 'walletConnect'
/** EIP-1193: the user rejected the request. */
const USER_REJECTED = 4001
const selectPairing = (state: GatehouseState) => state.walletConnect.pairing
const selectOffered = (state: GatehouseState) => state.walletConnect.offered
const selectEip155 = (state: GatehouseState) => state.connection.byNamespace.eip155 ?? null
const selectRecent = (state: GatehouseState) => state.wallets.recent[0] ?? null
const selectDeepLink = (state: GatehouseState) => state.wallets.deepLink

/** The pairing panel shared by ConnectingWalletConnect and ConnectingWalletConnectBasic. */
export function WalletConnectPairing(props: { basic: boolean }): ReactNode {
  const emit = useEmit()
  const pairing = useReadModel(selectPairing)
  const offered = useReadModel(selectOffered)
  const connection = useReadModel(selectEip155)
  const chosen = useReadModel(selectChosenWalletConnectWallet)
  const recent = useReadModel(selectRecent)
  const recordedDeepLink = useReadModel(selectDeepLink)
  const mobile = useMobileWidth()

  const viaWalletConnect =
    connection !== null && connection.status !== 'disconnected' && connection.connectorId === WALLET_CONNECT_ID
  const connected = viaWalletConnect && connection.status === 'connected'
  const connect = () =>
    emit({ type: 'ConnectRequested', data: { connectorId: WALLET_CONNECT_ID, namespace: 'eip155' } })

  // The router starts the pairing when it shows this view, and closes the modal once connected (embedded: back to Account).

  const failed = connection?.status === 'disconnected' && connection.lastError !== null ? connection.lastError : null
  const declined = failed !== null && failed.code === USER_REJECTED
  const expired = failed !== null && failed.name === 'PairingExpiredError'
  const uri = failed === null ? (pairing?.uri ?? null) : null

  const copy = () => {
    if (uri === null) return
    void navigator.clipboard?.writeText(uri).then(
      () => emit({ type: 'MessageRequested', data: { message: MESSAGES.wcLinkCopied, variant: 'success' } }),
      () => undefined,
    )
  }

  // The wallet the visitor picked, else the last one connected, opened with the link (SPEC §4: records the deep link).
  const mobileLink = chosen?.mobile_link ?? (chosen === null ? recordedDeepLink : null)
  const walletName = chosen?.name ?? recent?.name ?? null
  const deepLink = mobile && uri !== null && mobileLink ? walletDeepLink(mobileLink, uri) : null

  let status: string
  if (failed !== null)
    status = declined ? MESSAGES.connectionDeclined : expired ? MESSAGES.wcPairingExpired : MESSAGES.connectionFailed
  else if (connected) status = ''
  else if (uri === null) status = MESSAGES.wcPreparing
  else status = offered > 1 ? `${MESSAGES.wcQrRefreshed}. ${MESSAGES.wcWaiting}` : MESSAGES.wcWaiting

  if (failed !== null) {
    return (
      <div className="gh-center">
        {chosen ? <ItemIcon name={chosen.name} imageUrl={chosen.imageUrl ?? null} big /> : null}
        <p className="gh-error" role="alert">
          <strong>{status}</strong>
        </p>
        <p className="gh-muted">
          {declined
            ? MESSAGES.connectionDeclinedDetails
            : expired
              ? MESSAGES.wcPairingExpiredDetails
              : localizeText(failed.shortMessage)}
        </p>
        <button type="button" className="gh-button" data-primary="" data-autofocus="" onClick={connect}>
          {MESSAGES.tryAgain}
        </button>
      </div>
    )
  }
  return (
    <div className="gh-center" data-wc-uri={uri ?? undefined}>
      <p className="gh-muted">{props.basic ? MESSAGES.wcScanQrBasic : MESSAGES.wcScanQr}</p>
      {uri !== null ? <QrCode text={uri} label={MESSAGES.wcQrLabel} /> : <Spinner />}
      {deepLink !== null ? (
        <a className="gh-button" data-primary="" href={deepLink} rel="noopener noreferrer">
          {walletName ? formatMessage('wcOpenWallet', { name: displayName(walletName).text }) : MESSAGES.wcOpenInWallet}
        </a>
      ) : null}
      <div className="gh-row">
        <button type="button" className="gh-button" onClick={copy} disabled={uri === null}>
          {MESSAGES.wcCopyLink}
        </button>
        {props.basic ? (
          <button
            type="button"
            className="gh-button"
            onClick={() => emit({ type: 'NavigateRequested', data: { mode: 'push', view: 'AllWallets' } })}
          >
            {MESSAGES.allWallets}
          </button>
        ) : null}
      </div>
      <p className="gh-live" role="status">
        {status}
      </p>
    </div>
  )
}

/** The ConnectingWalletConnect view. */
export default function ConnectingWalletConnectView(): ReactNode {
  return <WalletConnectPairing basic={false} />
}
