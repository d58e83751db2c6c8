// The Account view's way to RegisterAccountName (SPEC §2): an EVM account without a name may choose one
// (SPEC §9: names are eip155 only).
import type { ReactNode } from 'react'
import { NAME_NAMESPACES } from '../../../src/domain/constants.js'
import { MESSAGES } from '../../messages.js'
import { useEmit } from '../../core/hooks.js'
import type { AccountInfo } from '../../core/modal.js'

/** A "Choose a name" button for a connected EVM account without a profile name, else nothing. */
export function NameEntry(props: { account: AccountInfo }): ReactNode {
  const emit = useEmit()
  const { account } = props
  if (!account.isConnected || account.profileName !== null || account.namespace === null) return null
  if (!NAME_NAMESPACES.includes(account.namespace)) return null
  return (
    <button
      type="button"
      className="gh-button"
      onClick={() => emit({ type: 'NavigateRequested', data: { mode: 'push', view: 'RegisterAccountName' } })}
    >
      {MESSAGES.nameChoose}
    </button>
  )
}
