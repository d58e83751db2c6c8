// What an app does with the connection Gatehouse hands it: sign a message and send a transaction
// through `gatehouse.getProvider()` (an EIP-1193 provider over whichever wallet is connected), or
// through viem on that provider. Every request becomes an event of the log (the list on the right),
// and an email or social user approves it in the modal's ApproveTransaction view.
import { useId, useState, type FormEvent } from 'react'
import { selectConnectedAddress, selectActiveNetwork } from 'gatehouse-modal/selectors'
import { useGatehouse, useReadModel } from 'gatehouse-modal/react'
import { devnet } from './devnet.js'

type Outcome =
  | { kind: 'idle' }
  | { kind: 'pending'; text: string }
  | { kind: 'done'; text: string; detail?: string }
  | { kind: 'error'; text: string }

/** An error from the provider as the visitor reads it: the EIP-1193 code and the message. */
function describe(error: unknown): string {
  const e = (error ?? {}) as { code?: unknown; shortMessage?: unknown; message?: unknown }
  const text =
    typeof e.shortMessage === 'string' ? e.shortMessage : typeof e.message === 'string' ? e.message : String(error)
  return typeof e.code === 'number' ? `${e.code}: ${text}` : text
}

function OutcomeLine({ outcome, testId }: { outcome: Outcome; testId: string }) {
  if (outcome.kind === 'idle') return <p className="status" role="status" data-testid={testId} />
  if (outcome.kind === 'error') {
    return (
      <p className="status error" role="alert" data-testid={testId}>
        {outcome.text}
      </p>
    )
  }
  return (
    <p className="status" role="status" data-testid={testId}>
      {outcome.text}
      {outcome.kind === 'done' && outcome.detail ? (
        <>
          {' '}
          <span className="mono break">{outcome.detail}</span>
        </>
      ) : null}
    </p>
  )
}

/** Sign a message and send ETH or a devnet token through the connected wallet, by getProvider() or viem. */
export function Requests() {
  const gatehouse = useGatehouse()
  const address = useReadModel(selectConnectedAddress)
  const network = useReadModel(selectActiveNetwork)
  const ids = { message: useId(), to: useId(), amount: useId(), token: useId(), via: useId() }
  const [message, setMessage] = useState('Hello from the Gatehouse demo')
  const [to, setTo] = useState<string>(devnet.accounts[8]?.address ?? '')
  const [amount, setAmount] = useState('0.01')
  const [token, setToken] = useState('ETH')
  const [via, setVia] = useState<'provider' | 'viem'>('provider')
  const [signed, setSigned] = useState<Outcome>({ kind: 'idle' })
  const [sent, setSent] = useState<Outcome>({ kind: 'idle' })

  const chainId = network ? Number(network.chainId.split(':')[1]) : null
  const tokens = devnet.tokens.filter((t) => t.chainId === chainId)

  if (!address || !network || !network.chainId.startsWith('eip155:')) {
    return (
      <section className="requests" aria-labelledby="requests-title">
        <h3 id="requests-title">Wallet requests</h3>
        <p className="note">Connect a wallet to sign a message and send a transaction through it.</p>
      </section>
    )
  }

  const sign = async (event: FormEvent) => {
    event.preventDefault()
    setSigned({ kind: 'pending', text: 'Waiting for the wallet…' })
    try {
      const provider = gatehouse.getProvider()
      const hex = `0x${Array.from(new TextEncoder().encode(message), (b) => b.toString(16).padStart(2, '0')).join('')}`
      const signature = (await provider.request({ method: 'personal_sign', params: [hex, address] })) as `0x${string}`
      const { recoverMessageAddress } = await import('viem')
      const signer = await recoverMessageAddress({ message, signature })
      const ok = signer.toLowerCase() === address.toLowerCase()
      setSigned({
        kind: ok ? 'done' : 'error',
        text: ok ? `Signed by ${signer} (checked with viem):` : `The signature is of ${signer}, not ${address}`,
        detail: signature,
      })
    } catch (error) {
      setSigned({ kind: 'error', text: describe(error) })
    }
  }

  const send = async (event: FormEvent) => {
    event.preventDefault()
    setSent({ kind: 'pending', text: 'Waiting for the wallet…' })
    try {
      const viem = await import('viem')
      if (!viem.isAddress(to)) throw new Error('Address is invalid')
      const provider = gatehouse.getProvider()
      const erc20 = tokens.find((t) => t.symbol === token)
      const call = erc20
        ? {
            to: erc20.address,
            data: viem.encodeFunctionData({
              abi: viem.erc20Abi,
              functionName: 'transfer',
              args: [to, viem.parseUnits(amount, erc20.decimals)],
            }),
            value: 0n,
          }
        : { to: to as `0x${string}`, value: viem.parseEther(amount) }
      const transport = viem.custom(provider)
      let hash: `0x${string}`
      if (via === 'viem') {
        const wallet = viem.createWalletClient({ account: address as `0x${string}`, transport })
        hash = await wallet.sendTransaction({ ...call, chain: null })
      } else {
        hash = (await provider.request({
          method: 'eth_sendTransaction',
          params: [
            {
              from: address,
              to: call.to,
              value: viem.toHex(call.value),
              ...('data' in call ? { data: call.data } : {}),
            },
          ],
        })) as `0x${string}`
      }
      setSent({ kind: 'pending', text: `Sent, waiting for the block:` })
      const client = viem.createPublicClient({ transport, pollingInterval: 250 })
      const receipt = await client.waitForTransactionReceipt({ hash })
      setSent({
        kind: receipt.status === 'success' ? 'done' : 'error',
        text: `${receipt.status === 'success' ? 'Mined' : 'Reverted'} in block ${receipt.blockNumber}:`,
        detail: hash,
      })
    } catch (error) {
      setSent({ kind: 'error', text: describe(error) })
    }
  }

  return (
    <section className="requests" aria-labelledby="requests-title">
      <h3 id="requests-title">Wallet requests</h3>
      <form onSubmit={(e) => void sign(e)} className="request-form">
        <label htmlFor={ids.message}>Message</label>
        <input id={ids.message} value={message} onChange={(e) => setMessage(e.target.value)} required />
        <button type="submit" disabled={signed.kind === 'pending'}>
          Sign message
        </button>
        <OutcomeLine outcome={signed} testId="sign-outcome" />
      </form>
      <form onSubmit={(e) => void send(e)} className="request-form">
        <label htmlFor={ids.to}>To</label>
        <input
          id={ids.to}
          className="mono"
          value={to}
          onChange={(e) => setTo(e.target.value)}
          required
          spellCheck={false}
        />
        <label htmlFor={ids.amount}>Amount</label>
        <input
          id={ids.amount}
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          inputMode="decimal"
          required
        />
        <label htmlFor={ids.token}>Token</label>
        <select id={ids.token} value={token} onChange={(e) => setToken(e.target.value)}>
          <option value="ETH">ETH</option>
          {tokens.map((t) => (
            <option key={t.address} value={t.symbol}>
              {t.symbol}
            </option>
          ))}
        </select>
        <label htmlFor={ids.via}>Through</label>
        <select id={ids.via} value={via} onChange={(e) => setVia(e.target.value as 'provider' | 'viem')}>
          <option value="provider">getProvider().request</option>
          <option value="viem">viem walletClient</option>
        </select>
        <button type="submit" disabled={sent.kind === 'pending'}>
          Send
        </button>
        <OutcomeLine outcome={sent} testId="send-outcome" />
      </form>
    </section>
  )
}
