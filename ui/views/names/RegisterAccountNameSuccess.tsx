// RegisterAccountNameSuccess (SPEC §2, §4): shown as soon as the visitor registers a name; while the wallet signs the
// registration message and the registry records it, the wait; then the name, now the account's (Account and
// `useAccount()` show it), and Done back to Account. A failure takes the router back to RegisterAccountName.
import type { ReactNode } from 'react'
import { formatMessage, MESSAGES } from '../../messages.js'
import type { GatehouseState } from '../../../projections/index.js'
import { useEmit, useReadModel } from '../../core/hooks.js'
import { ItemIcon, Spinner } from '../../components/common.js'
import { displayName } from '../../displayName.js'

const selectRegistration = (state: GatehouseState) => state.names.registration
const selectSuffix = (state: GatehouseState) => state.names.suffix

/** The RegisterAccountNameSuccess view. */
export default function RegisterAccountNameSuccessView(): ReactNode {
  const emit = useEmit()
  const registration = useReadModel(selectRegistration)
  const suffix = useReadModel(selectSuffix)
  if (registration?.status === 'registered') {
    const name = displayName(registration.name).text
    return (
      <div className="gh-center">
        <ItemIcon name={name} big />
        <p role="status">
          <strong>{formatMessage('nameRegistered', { name })}</strong>
        </p>
        <button
          type="button"
          className="gh-button"
          data-primary=""
          data-autofocus=""
          onClick={() => emit({ type: 'NavigateRequested', data: { mode: 'reset', view: 'Account' } })}
        >
          {MESSAGES.nameDone}
        </button>
      </div>
    )
  }
  const asked =
    registration === null ? '' : `${registration.name}${registration.status === 'registering' ? suffix : ''}`
  return (
    <div className="gh-center">
      <Spinner />
      <p className="gh-muted" role="status">
        {formatMessage('nameSigning', { name: asked })}
      </p>
    </div>
  )
}
