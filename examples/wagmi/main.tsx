// An app that connects with Gatehouse's modal and does everything else with wagmi (@wagmi/core, plain React):
// the gatehouse-modal/wagmi connector hands wagmi the connection; wagmi's sendTransaction goes through it, so it is
// an event in Gatehouse's log. After a reload, wagmi's reconnect finds the restored account without a prompt.
import { StrictMode, useState, useSyncExternalStore } from 'react'
import { createRoot } from 'react-dom/client'
import {
  connect,
  createConfig,
  createStorage,
  disconnect,
  getAccount,
  http,
  reconnect,
  sendTransaction,
  watchAccount,
} from '@wagmi/core'
import { parseEther, type Address } from 'viem'
import { base, mainnet } from 'viem/chains'
import { createGatehouse } from 'gatehouse-modal'
import { GatehouseModal, GatehouseProvider } from 'gatehouse-modal/react'
import { gatehouseConnector } from 'gatehouse-modal/wagmi'
import { devnet, devnetRpcUrls, evmNetworks } from '../devnet.js'
import { installTestWallet } from '../../test/devnet/wallet/index.js'

// The devnet's test browser wallet, announced over EIP-6963 before Gatehouse looks for wallets.
installTestWallet({ chains: devnet.chains, accounts: devnet.accounts })

const gatehouse = createGatehouse({
  projectId: devnet.projectId,
  // A log of its own: the demo on the same origin keeps its own.
  log: { name: `gatehouse:${devnet.projectId}:wagmi` },
  endpoints: { api: devnet.api, wallets: devnet.wallets, frame: devnet.frame },
  rpcUrls: devnetRpcUrls,
  networks: { requested: evmNetworks },
  walletConnect: { relayUrl: devnet.walletConnect.relayUrl },
})

// wagmi reads the chains from the devnet's RPC; the wallet side is Gatehouse's.
const rpcOf = (id: number) => devnet.chains.find((c) => c.chainId === id)!.rpcUrl
const config = createConfig({
  chains: [mainnet, base],
  connectors: [gatehouseConnector({ gatehouse })],
  transports: { [mainnet.id]: http(rpcOf(mainnet.id)), [base.id]: http(rpcOf(base.id)) },
  // Gatehouse is the only way in: wagmi does not list the page's EIP-6963 wallets itself.
  multiInjectedProviderDiscovery: false,
  storage: createStorage({ storage: localStorage, key: 'gatehouse-wagmi-example' }),
})
// After a reload: the connector says the restored connection is authorized, so this asks the visitor nothing.
void reconnect(config)

// getAccount() builds a new object each call: React reads the one watchAccount last gave.
let account = getAccount(config)
const subscribe = (onChange: () => void) =>
  watchAccount(config, {
    onChange(next) {
      account = next
      onChange()
    },
  })
const snapshot = () => account

function App() {
  const account = useSyncExternalStore(subscribe, snapshot)
  const [to, setTo] = useState<string>(devnet.accounts[7]!.address)
  const [hash, setHash] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const run = (task: () => Promise<unknown>) => () => {
    setError(null)
    task().catch((e: unknown) =>
      setError((e as { shortMessage?: string; message?: string }).shortMessage ?? String((e as Error).message ?? e)),
    )
  }
  return (
    <main className="layout">
      <section className="panel">
        <h1>
          Gatehouse <span className="badge">wagmi example</span>
        </h1>
        <dl className="facts">
          <dt>wagmi status</dt>
          <dd data-testid="wagmi-status">{account.status}</dd>
          <dt>Account</dt>
          <dd className="mono" data-testid="wagmi-account">
            {account.address ?? <span className="muted">none</span>}
          </dd>
          <dt>Chain</dt>
          <dd data-testid="wagmi-chain">{account.chainId ?? '—'}</dd>
        </dl>
        <div className="actions">
          {account.status === 'connected' ? (
            <button type="button" onClick={run(() => disconnect(config))}>
              Disconnect
            </button>
          ) : (
            <button
              type="button"
              className="primary"
              onClick={run(() => connect(config, { connector: config.connectors[0]! }))}
            >
              Connect
            </button>
          )}
        </div>
        <form
          className="actions"
          onSubmit={(e) => {
            e.preventDefault()
            run(async () => {
              setHash(null)
              setHash(await sendTransaction(config, { to: to as Address, value: parseEther('0.01') }))
            })()
          }}
        >
          <label>
            Recipient <input className="mono" name="to" value={to} onChange={(e) => setTo(e.target.value)} size={44} />
          </label>
          <button type="submit" disabled={account.status !== 'connected'}>
            Send 0.01 ETH
          </button>
        </form>
        {hash ? (
          <p>
            Transaction{' '}
            <span className="mono" data-testid="tx-hash">
              {hash}
            </span>
          </p>
        ) : null}
        {error ? (
          <p role="alert" data-testid="wagmi-error">
            {error}
          </p>
        ) : null}
      </section>
      <GatehouseModal />
    </main>
  )
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <GatehouseProvider gatehouse={gatehouse}>
      <App />
    </GatehouseProvider>
  </StrictMode>,
)
