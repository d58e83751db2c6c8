// SIWXSignMessage (SPEC §2, §4): the app asks the connected account to sign in.
// Shows who asks (the message's domain), the account, the network, the statement
// and until when the session holds, then Sign (the wallet signs; 'Authenticating...'
// while it does) and Cancel. The message itself is built by effects/siwx.
import * as _core from '../../src/index.js' // size: lazy entries share the start-up chunk (see src/index.ts)
import * as _react from '../index.js'
import { useEffect, useRef, type ReactNode } from 'react'
import { findNetwork, NETWORKS } from '../../src/domain/networks.js'
import { formatMessage, MESSAGES } from '../messages.js'
import type { GatehouseState } from '../../projections/index.js'
import { useEmit, useReadModel } from '../core/hooks.js'
import { ItemIcon, Spinner } from '../components/common.js'
import { refocusInitial } from '../components/refocus.js'
import { shortAddress } from '../format.js'

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
          <ItemIcon name={appName} big />
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
                <time dateTime={data.expirationTime}>{new Date(data.expirationTime).toLocaleString()}</time>
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
