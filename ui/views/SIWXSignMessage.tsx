// SIWXSignMessage (SPEC §2, §4): the app asks the connected account to sign in.
// Shows who asks (the message's domain), the account, the network, the statement
// and until when the session holds, then Sign (the wallet signs; 'Authenticating...'
// while it does) and Cancel. The message itself is built by effects/siwx.
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { findNetwork, NETWORKS } from '../../src/domain/networks.js'
import { formatMessage, MESSAGES } from '../messages.js'
import type { GatehouseState } from '../../projections/index.js'
import { useEmit, useReadModel } from '../core/hooks.js'
import { ItemIcon, Spinner } from '../components/common.js'
import { refocusInitial } from '../components/refocus.js'
import { formatDate, shortAddress } from '../format.js'

/** The app's icon as visitors know it: the page's own (its `<link rel="icon">`), or null. */
function pageIcon(): string | null {
  return typeof document === 'undefined'
    ? null
    : (document.querySelector<HTMLLinkElement>('link[rel~="icon"]')?.href ?? null)
}

/**
 * Who asks: the page's icon; without one, the initial of a domain that is a name, else (an IP address,
 * whose first character says nothing) a globe. Decorative: the request's text names the domain.
 */
function AppIcon(props: { domain: string }): ReactNode {
  const [icon, setIcon] = useState(pageIcon)
  if (icon !== null)
    return <img className="gh-icon gh-big-icon" src={icon} alt="" aria-hidden="true" onError={() => setIcon(null)} />
  if (/^[a-z]/i.test(props.domain)) return <ItemIcon name={props.domain} big />
  return (
    <span className="gh-icon gh-big-icon" aria-hidden="true">
      <svg viewBox="0 0 24 24" width="32" height="32" focusable="false">
        <path
          d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 0c2.5 2.4 3.8 5.4 3.8 9s-1.3 6.6-3.8 9m0-18C9.5 5.4 8.2 8.4 8.2 12s1.3 6.6 3.8 9M3.5 9h17M3.5 15h17"
          stroke="currentColor"
          strokeWidth="1.6"
          fill="none"
        />
      </svg>
    </span>
  )
}

const selectPending = (state: GatehouseState) => state.siwx.pending
const selectSigning = (state: GatehouseState) => state.siwx.signing

/** The SIWXSignMessage view. */
export default function SIWXSignMessageView(): ReactNode {
  const emit = useEmit()
  const pending = useReadModel(selectPending)
  const signing = useReadModel(selectSigning)
  const data = pending?.data
  const appName = data?.domain ?? ''
  const network = data ? (findNetwork(NETWORKS, data.chainId)?.name ?? data.chainId) : ''
  // Sign takes focus once the message is there (disabled before, focus went to Cancel), unless the visitor moved it.
  const root = useRef<HTMLDivElement>(null)
  const prepared = data !== undefined
  useEffect(() => {
    if (prepared) refocusInitial(root.current)
  }, [prepared])
  return (
    <div className="gh-center" ref={root}>
      {data ? (
        <>
          <AppIcon domain={appName} />
          <p>
            <strong>{formatMessage('siwxRequest', { name: appName })}</strong>
          </p>
          {data.statement !== undefined ? <p className="gh-muted">{data.statement}</p> : null}
          <ul className="gh-list" aria-label={MESSAGES.titleSignIn}>
            <li>
              <span className="gh-muted">{MESSAGES.siwxAccount}: </span>
              <span title={data.accountAddress}>{shortAddress(data.accountAddress)}</span>
            </li>
            <li>
              <span className="gh-muted">{MESSAGES.siwxNetwork}: </span>
              {network}
            </li>
            {data.expirationTime !== undefined ? (
              <li>
                <span className="gh-muted">{MESSAGES.siwxExpires}: </span>
                <time dateTime={data.expirationTime}>{formatDate(data.expirationTime)}</time>
              </li>
            ) : null}
          </ul>
        </>
      ) : (
        <>
          <Spinner />
          <p className="gh-muted">{MESSAGES.siwxPreparing}</p>
        </>
      )}
      <p className="gh-live" role="status">
        {signing ? MESSAGES.authenticating : ''}
      </p>
      <div className="gh-row">
        <button type="button" className="gh-button" onClick={() => emit({ type: 'SiwxCancelRequested', data: {} })}>
          {MESSAGES.siwxCancel}
        </button>
        <button
          type="button"
          className="gh-button"
          data-primary=""
          data-autofocus=""
          disabled={!data || signing}
          aria-busy={signing}
          onClick={() => emit({ type: 'SiwxSignRequested', data: {} })}
        >
          {signing ? MESSAGES.authenticating : MESSAGES.siwxSign}
        </button>
      </div>
    </div>
  )
}
