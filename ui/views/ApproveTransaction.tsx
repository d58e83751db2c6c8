// ApproveTransaction (SPEC §2, §4, §6): a request for the embedded wallet that needs the visitor's approval.
// Shows in plain words what is being signed (ui/views/approve/describeRequest.ts), then Approve and Reject,
// which emit TxApproved / TxRejected; the request effect and the router do the rest. Once approved, the
// request waits for the wallet and the buttons are off.
import { useId, type ReactNode } from 'react'
import type { GatehouseState } from '../../projections/index.js'
import { requestNamespace, selectRequestToApprove } from '../../projections/transactions/approval.selectors.js'
import { useEmit, useReadModel } from '../core/hooks.js'
import { Spinner } from '../components/common.js'
import { MESSAGES } from '../messages.js'
import { describeRequest, type DescribedRow } from './approve/describeRequest.js'

const NO_TOKENS: readonly never[] = []

/** The token balances of the account the request is for (symbols, decimals and USD prices for the summary). */
function useTokens(namespace: ReturnType<typeof requestNamespace> | null) {
  return useReadModel((state: GatehouseState) =>
    namespace ? (state.account.byNamespace[namespace]?.tokenBalance ?? NO_TOKENS) : NO_TOKENS,
  )
}

function Rows(props: { rows: readonly DescribedRow[]; label: string }): ReactNode {
  return (
    <ul className="gh-list gh-summary" aria-label={props.label}>
      {props.rows.map((row, i) => (
        <li key={`${i}:${row.label}`}>
          <span className="gh-muted">{row.label}: </span>
          <span title={row.title}>{row.value}</span>
        </li>
      ))}
    </ul>
  )
}

/** The ApproveTransaction view. */
export default function ApproveTransactionView(): ReactNode {
  const emit = useEmit()
  const request = useReadModel(selectRequestToApprove)
  const tokens = useTokens(request ? requestNamespace(request) : null)
  // Described at each render, not memoized: its labels are catalogue texts, which a locale change replaces.
  const described = request ? describeRequest(request, { tokens }) : null
  const headingId = useId()
  const messageId = useId()
  if (!request || !described) return <p className="gh-muted">{MESSAGES.txNothing}</p>
  const pending = request.status === 'pending'
  const { requestId } = request
  return (
    <div className="gh-center" aria-busy={pending}>
      <p id={headingId}>
        <strong>{described.headline}</strong>
      </p>
      <Rows rows={described.rows} label={described.headline} />
      {described.message !== undefined ? (
        <>
          <p className="gh-muted" id={messageId}>
            {MESSAGES.txMessage}
          </p>
          {/* focusable: a long message scrolls, and keyboard users scroll it too */}
          <pre className="gh-message" role="region" aria-labelledby={messageId} tabIndex={0}>
            {described.message}
          </pre>
        </>
      ) : null}
      {described.fields !== undefined && described.fields.length > 0 ? (
        <Rows rows={described.fields} label={MESSAGES.txFields} />
      ) : null}
      <p className="gh-live" role="status">
        {pending ? MESSAGES.txWaiting : ''}
      </p>
      {pending ? <Spinner /> : null}
      <div className="gh-row">
        <button
          type="button"
          className="gh-button"
          data-autofocus=""
          disabled={pending}
          onClick={() => emit({ type: 'TxRejected', data: { requestId } })}
        >
          {MESSAGES.txReject}
        </button>
        <button
          type="button"
          className="gh-button"
          data-primary=""
          disabled={pending}
          aria-describedby={headingId}
          onClick={() => emit({ type: 'TxApproved', data: { requestId } })}
        >
          {MESSAGES.txApprove}
        </button>
      </div>
    </div>
  )
}
