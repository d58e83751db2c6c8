import { useAccount, useModal, useReadModel } from 'gatehouse-modal/react'
import type { GatehouseState } from 'gatehouse-modal'
import { selectActiveNetwork } from 'gatehouse-modal/selectors'
import { devnet } from './devnet.js'

/** `0x1234…abcd`: an address as a button has room for it. */
const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`

/**
 * The demo's connect button, written as an app writes one with the public hooks: Connect opens the modal
 * (useModal); once connected (or restored after a reload) it is the account: its name, address and balance
 * (useAccount), and it opens the modal on Account.
 */
export function ConnectButton() {
  const { open, preload } = useModal()
  const { address, profileName, balance, balanceSymbol } = useAccount()
  if (address === null) {
    return (
      <button
        type="button"
        className="primary"
        data-testid="connect-button"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => open()}
      >
        Connect
      </button>
    )
  }
  return (
    <button
      type="button"
      className="account-button"
      data-testid="connect-button"
      title={address}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => open()}
    >
      <span className="account-avatar" aria-hidden="true" />
      <span className="account-who">
        {profileName !== null ? <span className="account-name">{profileName}</span> : null}{' '}
        <span className="mono">{short(address)}</span>
      </span>{' '}
      <span className="account-balance">{balance !== null ? `${balance} ${balanceSymbol ?? ''}`.trim() : '…'}</span>
    </button>
  )
}

const selectConnected = (state: GatehouseState) =>
  (['eip155', 'solana', 'bip122'] as const)
    .filter((ns) => state.connection.byNamespace[ns]?.status === 'connected')
    .join(' ')

/**
 * Once a wallet is connected, another namespace's wallet beside it (a Solana or Bitcoin wallet next to an EVM one):
 * the modal opened on Connect for that namespace offers its wallets (`open({ view: 'Connect', namespace })`).
 */
export function AddNamespace() {
  const { open } = useModal()
  const connected = useReadModel(selectConnected).split(' ').filter(Boolean)
  if (connected.length === 0) return null
  const names = { eip155: 'an EVM', solana: 'a Solana', bip122: 'a Bitcoin' } as const
  const missing = (['eip155', 'solana', 'bip122'] as const).filter((ns) => !connected.includes(ns))
  if (missing.length === 0) return null
  return (
    <div className="actions">
      {missing.map((ns) => (
        <button key={ns} type="button" onClick={() => open({ view: 'Connect', namespace: ns })}>
          Add {names[ns]} wallet
        </button>
      ))}
    </div>
  )
}

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
          Solana <span className="mono">{devnet.solana.caipNetworkId}</span>{' '}
          <span className="mono muted">{devnet.solana.rpcUrl}</span>
        </li>
        <li>
          Bitcoin <span className="mono">{devnet.bitcoin.caipNetworkId}</span>{' '}
          <span className="mono muted">{devnet.bitcoin.apiUrl}</span> (<code>POST /mine</code> makes a block)
        </li>
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
          <a href={devnet.mailbox} target="_blank" rel="noreferrer">
            Mailbox
          </a>{' '}
          (the email login's codes)
        </li>
        <li>
          <a href={`${devnet.walletConnect.phoneWallet}/`} target="_blank" rel="noreferrer">
            Phone wallet
          </a>{' '}
          (paste a WalletConnect link, approve) on the relay{' '}
          <span className="mono muted">{devnet.walletConnect.relayUrl}</span>
        </li>
        <li>
          <a href={devnet.frame} target="_blank" rel="noreferrer">
            Secure frame
          </a>{' '}
          (email, social and Farcaster login)
        </li>
        <li>
          Dev account 0 <span className="mono muted">{devnet.accounts[0]?.address}</span>
        </li>
      </ul>
    </details>
  )
}
