// The Account view's account type (SPEC §3 account types, preferredAccountTypes): a visitor whose embedded wallet has a
// smart account sees which account is connected (a smart account says whether its first transaction has deployed it
// yet) and switches between it and the EOA; the switch is an intent, the frame's answer moves the account.
import type { ReactNode } from 'react'
import type { GatehouseState } from '../../../projections/index.js'
import { MESSAGES } from '../../messages.js'
import { useEmit, useReadModel } from '../../core/hooks.js'
import type { AccountInfo } from '../../core/modal.js'

// Only the embedded wallet lists a smart account beside the EOA (effects/auth/connected.ts).
const selectHasSmartAccount = (state: GatehouseState): boolean =>
  state.account.byNamespace.eip155?.allAccounts.some((a) => a.type === 'smartAccount') ?? false

/** The connected EVM account's type and the switch to the other one, for an account that has a smart account; else nothing. */
export function AccountTypeSwitch(props: { account: AccountInfo }): ReactNode {
  const emit = useEmit()
  const hasSmartAccount = useReadModel(selectHasSmartAccount)
  const { account } = props
  if (!account.isConnected || account.namespace !== 'eip155' || !hasSmartAccount) return null
  const smart = account.accountType === 'smartAccount'
  const type = !smart
    ? MESSAGES.accountTypeEoa
    : account.smartAccountDeployed
      ? MESSAGES.accountTypeSmart
      : MESSAGES.accountTypeSmartNotDeployed
  return (
    <>
      <p className="gh-muted">{type}</p>
      <button
        type="button"
        className="gh-button"
        onClick={() =>
          emit({ type: 'AccountTypeRequested', data: { namespace: 'eip155', type: smart ? 'eoa' : 'smartAccount' } })
        }
      >
        {smart ? MESSAGES.switchToEoa : MESSAGES.switchToSmartAccount}
      </button>
    </>
  )
}
