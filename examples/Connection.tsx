import { useAccount, useReadModel } from 'gatehouse/react'
import { selectActiveNetwork } from 'gatehouse/selectors'
import { devnet } from './devnet.js'

/**
 * The connected account and the active network, read from the read models. After a reload the restored
 * address shows at once, while the wallet re-syncs (useAccount's status 'reconnecting').
 */
export function Connection() {
  const { address, status } = useAccount()
  const network = useReadModel(selectActiveNetwork)
  const chain = network ? devnet.chains.find((c) => c.caipNetworkId === network.chainId) : undefined
  return (
    <dl className="facts">
      <dt>Account</dt>
      <dd className="mono" data-testid="connected-account">
        {address ?? <span className="muted">not connected</span>}
      </dd>
      <dt>Status</dt>
      <dd data-testid="account-status">{status}</dd>
      <dt>Network</dt>
      <dd data-testid="active-network">
        {network ? (
          <>
            {chain?.name ?? network.chainId} <span className="mono muted">{network.chainId}</span>
            {network.unsupported || chain?.supported === false ? <strong> (unsupported)</strong> : null}
          </>
        ) : (
          <span className="muted">none</span>
        )}
      </dd>
    </dl>
  )
}

/** What the demo runs against: the local chains and the reference servers (all on 127.0.0.1). */
export function DevnetPanel() {
  return (
    <details className="devnet">
      <summary>Devnet (local chains and servers)</summary>
      <ul>
        {devnet.chains.map((c) => (
          <li key={c.chainId}>
            {c.name} <span className="mono">{c.caipNetworkId}</span> <span className="mono muted">{c.rpcUrl}</span>
            {c.supported ? null : <em> not supported by the demo</em>}
          </li>
        ))}
        <li>
          Data API <span className="mono muted">{devnet.api}</span>
        </li>
        <li>
          Wallet listing <span className="mono muted">{devnet.wallets}</span>
        </li>
        <li>
          <a href={`${devnet.analytics}/`} target="_blank" rel="noreferrer">
            Analytics sink
          </a>{' '}
          (the events it received)
        </li>
        <li>
          Dev account 0 <span className="mono muted">{devnet.accounts[0]?.address}</span>
        </li>
      </ul>
    </details>
  )
}
