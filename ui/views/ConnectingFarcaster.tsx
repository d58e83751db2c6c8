// ConnectingFarcaster (SPEC §2): the Farcaster sign-in. The frame's sign-in URL as a QR code to
// scan with the phone's Farcaster app (on a phone's width: Open Farcaster), Copy link, and a live
// status while the visitor approves there; declined, expired or failed, the typed error and Try
// again. Signed in, the account is connected through the auth connector (as after a social login)
// and the modal closes. The URL comes from the auth read model (an ephemeral event: never the
// log); the tokens stay in the frame.
import { useEffect, useRef, type ReactNode } from 'react'
import { formatMessage, localizeText, MESSAGES, type MessageId } from '../messages.js'
import type { AuthState } from '../../projections/auth/auth.projection.js'
import type { GatehouseState } from '../../projections/index.js'
import { useEmit, useReadModel } from '../core/hooks.js'
import { Spinner } from '../components/common.js'
import { QrCode } from '../components/QrCode.js'
import { refocusInitial } from '../components/refocus.js'
import { useMobileWidth } from '../components/useMobileWidth.js'

const selectAuth = (state: GatehouseState): AuthState => state.auth

const FAILURE_TITLES: Record<NonNullable<AuthState['farcaster']['failure']>['reason'], MessageId> = {
  declined: 'farcasterDeclined',
  expired: 'farcasterExpired',
  failed: 'farcasterFailed',
}

/** The ConnectingFarcaster view. */
export default function ConnectingFarcasterView(): ReactNode {
  const emit = useEmit()
  const auth = useReadModel(selectAuth)
  const mobile = useMobileWidth()
  const request = () => emit({ type: 'FarcasterLoginRequested', data: {} })

  // The router starts the sign-in when it shows this view, and closes the modal once signed in (embedded: Account).
  const signedIn = auth.step === 'connected' && auth.method === 'farcaster'

  const { offer, failure } = auth.farcaster
  const failed = failure !== null && auth.step !== 'farcaster'
  const offered = auth.step === 'farcaster' && offer !== null
  // A panel that replaced the focused one (Try again, Copy link once there is a link) takes the focus, unless the visitor moved it.
  const root = useRef<HTMLDivElement>(null)
  useEffect(() => refocusInitial(root.current), [failed, offered])

  if (failed) {
    return (
      <div className="gh-center" ref={root}>
        <p className="gh-error" role="alert">
          <strong>{MESSAGES[FAILURE_TITLES[failure.reason]]}</strong>
        </p>
        <p className="gh-muted">
          {failure.reason === 'declined'
            ? MESSAGES.farcasterDeclinedDetails
            : failure.reason === 'expired'
              ? MESSAGES.farcasterExpiredDetails
              : localizeText(failure.error.shortMessage)}
        </p>
        <button type="button" className="gh-button" data-primary="" data-autofocus="" onClick={request}>
          {MESSAGES.tryAgain}
        </button>
      </div>
    )
  }

  const url = auth.step === 'farcaster' ? (offer?.url ?? null) : null
  const copy = () => {
    if (url === null) return
    void navigator.clipboard?.writeText(url).then(
      () => emit({ type: 'MessageRequested', data: { message: MESSAGES.wcLinkCopied, variant: 'success' } }),
      () => undefined,
    )
  }
  return (
    <div className="gh-center" ref={root} data-farcaster-url={url ?? undefined}>
      <p className="gh-muted">{MESSAGES.farcasterScanQr}</p>
      {url !== null ? <QrCode text={url} label={MESSAGES.farcasterQrLabel} /> : <Spinner />}
      {/* On a phone (which cannot scan its own screen) the sign-in link opens the Farcaster app. */}
      {mobile && url !== null ? (
        <a className="gh-button" data-primary="" href={url} target="_blank" rel="noopener noreferrer">
          {formatMessage('wcOpenWallet', { name: MESSAGES.titleFarcaster })}
        </a>
      ) : null}
      <div className="gh-row">
        <button type="button" className="gh-button" onClick={copy} disabled={url === null}>
          {MESSAGES.wcCopyLink}
        </button>
      </div>
      <p className="gh-muted gh-status" role="status">
        {signedIn ? null : (
          <>
            <Spinner /> {url === null ? MESSAGES.farcasterPreparing : MESSAGES.farcasterWaiting}
          </>
        )}
      </p>
    </div>
  )
}
