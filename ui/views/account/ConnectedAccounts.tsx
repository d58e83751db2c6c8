// The accounts of every connected namespace, when there is more than one (a wallet on EVM and a Solana wallet at
// once): each with its network and address; choosing one makes it the account the modal shows.
import type { ReactNode } from 'react'
import { MESSAGES } from '../../messages.js'
import { selectConnectedAccounts } from '../../../projections/connection/accounts.selectors.js'
import { selectActiveNamespace } from '../../../projections/connection/connection.selectors.js'
import { useEmit, useReadModel } from '../../core/hooks.js'
import { networkName } from '../../components/NetworkList.js'
import { shortAddress } from '../../format.js'

/** One toggle button per connected namespace; nothing with a single one. */
export function ConnectedAccounts(): ReactNode {
  const emit = useEmit()
  const accounts = useReadModel(selectConnectedAccounts)
  const active = useReadModel(selectActiveNamespace)
  if (accounts.length < 2) return null
  return (
    <div className="gh-tabs" role="group" aria-label={MESSAGES.connectedAccounts}>
      {accounts.map((account) => (
        <button
          key={account.namespace}
          type="button"
          className="gh-tab"
          aria-pressed={account.namespace === active}
          title={account.address}
          onClick={() => emit({ type: 'ActiveNamespaceRequested', data: { namespace: account.namespace } })}
        >
          {networkName(account.chainId)}
          <span className="gh-muted"> · {shortAddress(account.address)}</span>
        </button>
      ))}
    </div>
  )
}
