// An app that embeds Gatehouse: a Connect button, the connected address, and a form that sends ETH. In its tests the
// Playwright fixture of gatehouse-modal/devnet/playwright sets window.gatehouseDevnet before this runs; devnetConfig turns it
// into the createGatehouse options that point the modal at that devnet.
import { useState, type FormEvent } from 'react'
import { createRoot } from 'react-dom/client'
import { createGatehouse } from 'gatehouse-modal'
import { devnetConfig, type DevnetUrls } from 'gatehouse-modal/devnet/config'
import { GatehouseModal, GatehouseProvider, useAccount, useModal, useSendTransaction } from 'gatehouse-modal/react'
import { isAddress, parseEther } from 'viem'

const urls = (window as { gatehouseDevnet?: DevnetUrls }).gatehouseDevnet
if (!urls) throw new Error('No devnet: open this page from a test that uses gatehouse-modal/devnet/playwright.')
const gatehouse = createGatehouse({ ...devnetConfig(urls), metadata: { name: 'Devnet example' } })

function Send() {
  const { sendTransaction, status, hash, error } = useSendTransaction()
  const [problem, setProblem] = useState<string | null>(null)
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const to = String(form.get('to'))
    const amount = String(form.get('amount'))
    if (!isAddress(to)) return setProblem('Enter a 0x address.')
    let value: bigint
    try {
      value = parseEther(amount)
    } catch {
      return setProblem('Enter an amount in ETH.')
    }
    setProblem(null)
    void sendTransaction({ to, value })
  }
  return (
    <form onSubmit={submit} aria-label="Send ETH">
      <label>
        Recipient <input name="to" autoComplete="off" />
      </label>
      <label>
        Amount in ETH <input name="amount" inputMode="decimal" autoComplete="off" />
      </label>
      <button type="submit">Send</button>
      <p role="status">
        {problem ??
          (status === 'success' ? `Sent ${hash}` : status === 'error' ? `Not sent: ${error?.message ?? ''}` : '')}
      </p>
    </form>
  )
}

function App() {
  const { open } = useModal()
  const { address } = useAccount()
  return (
    <main>
      <h1>Devnet example</h1>
      <button type="button" onClick={() => open()}>
        {address === null ? 'Connect' : 'Account'}
      </button>
      <p>
        Connected account: <output aria-label="Connected account">{address ?? 'none'}</output>
      </p>
      {address !== null && <Send />}
      <GatehouseModal />
    </main>
  )
}

createRoot(document.getElementById('root')!).render(
  <GatehouseProvider gatehouse={gatehouse}>
    <App />
  </GatehouseProvider>,
)
