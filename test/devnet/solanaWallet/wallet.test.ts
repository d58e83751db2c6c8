// @vitest-environment happy-dom
// The Solana test wallet in a page: found through the Wallet Standard, connected and
// asked to sign through its prompt, sending to a real local chain (litesvm facade).
import { ed25519 } from '@noble/curves/ed25519'
import {
  Connection,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import { base58 } from '@scure/base'
import { getWallets } from '@wallet-standard/app'
import type { WalletAccount } from '@wallet-standard/base'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { DevnetInfo } from '../info.js'
import { SOLANA_DEV_ACCOUNTS, SOLANA_DEV_FUNDING_LAMPORTS } from '../solana/accounts.js'
import { SOLANA_DEVNET_CAIP_NETWORK_ID, startSolanaChain, type SolanaChain } from '../solana/server.js'
import { installSolanaTestWallet, ProviderRpcError, type SolanaTestWallet } from './index.js'

let chain: SolanaChain
let solana: DevnetInfo['solana']
let connection: Connection
beforeAll(async () => {
  chain = await startSolanaChain({
    fund: { addresses: SOLANA_DEV_ACCOUNTS.map((a) => a.address), lamports: SOLANA_DEV_FUNDING_LAMPORTS },
  })
  solana = {
    caipNetworkId: SOLANA_DEVNET_CAIP_NETWORK_ID,
    rpcUrl: chain.rpcUrl,
    wsUrl: chain.wsUrl,
    accounts: [...SOLANA_DEV_ACCOUNTS],
  }
  connection = new Connection(chain.rpcUrl, { commitment: 'confirmed', wsEndpoint: chain.wsUrl })
})
afterAll(async () => {
  await chain?.close()
})

let installed: SolanaTestWallet[] = []
function install(options: { autoApprove?: boolean } = {}): SolanaTestWallet {
  const w = installSolanaTestWallet({ solana, ...options })
  installed.push(w)
  return w
}
afterEach(() => {
  for (const w of installed) w.uninstall()
  installed = []
  localStorage.clear()
})

const A0 = SOLANA_DEV_ACCOUNTS[0]!.address
const A1 = SOLANA_DEV_ACCOUNTS[1]!.address
const features = (w: SolanaTestWallet) => w.wallet.features

async function connected(w: SolanaTestWallet): Promise<WalletAccount> {
  const pending = features(w)['standard:connect'].connect()
  await w.waitForRequest()
  w.approve()
  return (await pending).accounts[0]!
}

async function transfer(from: string, to: string, lamports: number): Promise<Uint8Array> {
  const { blockhash } = await connection.getLatestBlockhash()
  const tx = new Transaction({ feePayer: new PublicKey(from), recentBlockhash: blockhash }).add(
    SystemProgram.transfer({ fromPubkey: new PublicKey(from), toPubkey: new PublicKey(to), lamports }),
  )
  return tx.serialize({ requireAllSignatures: false, verifySignatures: false })
}

describe('the Solana test wallet', () => {
  it('registers through the Wallet Standard with its name, chain and features, and sets the page handle', () => {
    const w = install()
    const found = getWallets()
      .get()
      .filter((x) => x === w.wallet)
    expect(found).toHaveLength(1)
    expect(w.wallet.name).toBe('Gatehouse Solana Wallet')
    expect(w.wallet.chains).toEqual(['solana:devnet'])
    expect(w.wallet.icon).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(Object.keys(w.wallet.features).sort()).toEqual([
      'solana:signAndSendTransaction',
      'solana:signMessage',
      'solana:signTransaction',
      'standard:connect',
      'standard:disconnect',
      'standard:events',
    ])
    expect(window.gatehouseSolanaWallet).toBe(w)
    expect(w.wallet.accounts).toEqual([])
  })

  it('connects after the person approves in the prompt; silent connect asks nothing; the grant survives a reload', async () => {
    const w = install()
    expect(await features(w)['standard:connect'].connect({ silent: true })).toEqual({ accounts: [] })
    expect(w.pending()).toEqual([])
    const changes: unknown[] = []
    features(w)['standard:events'].on('change', (p) => changes.push(p.accounts?.map((a) => a.address)))
    const pending = features(w)['standard:connect'].connect()
    const request = await w.waitForRequest()
    expect(request).toMatchObject({ kind: 'connect', method: 'standard:connect' })
    const prompt = document.querySelector('gatehouse-test-wallet-prompt')!
    expect(prompt.shadowRoot!.textContent).toContain('Gatehouse Solana Wallet: Connection request')
    expect(prompt.shadowRoot!.textContent).toContain(A0)
    w.approve()
    const { accounts } = await pending
    expect(accounts.map((a) => a.address)).toEqual([A0])
    expect(accounts[0]!.chains).toEqual(['solana:devnet'])
    expect(new PublicKey(accounts[0]!.publicKey).toBase58()).toBe(A0)
    expect(changes).toEqual([[A0]])
    expect(document.querySelector('gatehouse-test-wallet-prompt')).toBeNull()

    // A reload: a new wallet on the same page storage answers silently.
    w.uninstall()
    const again = install()
    const silent = await features(again)['standard:connect'].connect({ silent: true })
    expect(silent.accounts.map((a) => a.address)).toEqual([A0])
  })

  it('signs a message with ed25519 that verifies against the account public key', async () => {
    const w = install()
    const account = await connected(w)
    const message = new TextEncoder().encode('Sign in to Gatehouse')
    const pending = features(w)['solana:signMessage'].signMessage({ account, message })
    const request = await w.waitForRequest()
    expect(request).toMatchObject({ kind: 'signMessage', summary: expect.stringContaining('Sign in to Gatehouse') })
    w.approve()
    const [output] = await pending
    expect(output!.signedMessage).toEqual(message)
    expect(output!.signatureType).toBe('ed25519')
    expect(ed25519.verify(output!.signature, message, account.publicKey as Uint8Array)).toBe(true)
    expect(ed25519.verify(output!.signature, new TextEncoder().encode('other'), account.publicKey as Uint8Array)).toBe(
      false,
    )
    // Two messages in one call: one prompt, two signatures; none at all: nothing to ask.
    const two = features(w)['solana:signMessage'].signMessage(
      { account, message: new Uint8Array([1]) },
      { account, message: new Uint8Array([0xff, 0x00]) },
    )
    expect((await w.waitForRequest()).summary).toContain('2 messages')
    expect(w.pending()).toHaveLength(1)
    w.approve()
    const outputs = await two
    expect(outputs.map((o) => ed25519.verify(o.signature, o.signedMessage, account.publicKey as Uint8Array))).toEqual([
      true,
      true,
    ])
    expect(await features(w)['solana:signMessage'].signMessage()).toEqual([])
    expect(w.pending()).toEqual([])
  })

  it('signs and sends 0.1 SOL: the receiver gains it exactly, the sender pays it and the fee', async () => {
    const w = install()
    const account = await connected(w)
    const [before, toBefore] = await Promise.all([
      connection.getBalance(new PublicKey(A0)),
      connection.getBalance(new PublicKey(A1)),
    ])
    const transaction = await transfer(A0, A1, 0.1 * LAMPORTS_PER_SOL)
    const pending = features(w)['solana:signAndSendTransaction'].signAndSendTransaction({
      account,
      transaction,
      chain: 'solana:devnet',
    })
    const request = await w.waitForRequest()
    expect(request).toMatchObject({ kind: 'sendTransaction', summary: `Send on Solana Devnet: 0.1 SOL to ${A1}` })
    w.approve()
    const [output] = await pending
    expect(output!.signature).toHaveLength(64)
    const [status] = (await connection.getSignatureStatuses([base58.encode(output!.signature)])).value
    expect(status).toMatchObject({ err: null, confirmationStatus: 'finalized' })
    expect(await connection.getBalance(new PublicKey(A1))).toBe(toBefore + 0.1 * LAMPORTS_PER_SOL)
    expect(await connection.getBalance(new PublicKey(A0))).toBe(before - 0.1 * LAMPORTS_PER_SOL - 5000)
  })

  it('signs a v0 transaction without sending it; the app can send it', async () => {
    const w = install({ autoApprove: true })
    const account = (await features(w)['standard:connect'].connect()).accounts[0]!
    const { blockhash } = await connection.getLatestBlockhash()
    const message = new TransactionMessage({
      payerKey: new PublicKey(A0),
      recentBlockhash: blockhash,
      instructions: [
        SystemProgram.transfer({ fromPubkey: new PublicKey(A0), toPubkey: new PublicKey(A1), lamports: 1_000_000 }),
      ],
    }).compileToV0Message()
    const transaction = new VersionedTransaction(message).serialize()
    const toBefore = await connection.getBalance(new PublicKey(A1))
    const [output] = await features(w)['solana:signTransaction'].signTransaction({ account, transaction })
    const signed = VersionedTransaction.deserialize(output!.signedTransaction)
    expect(signed.version).toBe(0)
    expect(await connection.getBalance(new PublicKey(A1))).toBe(toBefore)
    const signature = await connection.sendRawTransaction(output!.signedTransaction)
    await connection.confirmTransaction({ signature, ...(await connection.getLatestBlockhash()) })
    expect(await connection.getBalance(new PublicKey(A1))).toBe(toBefore + 1_000_000)
  })

  it('rejects with 4001 "User rejected the request." when the person rejects, and nothing is sent', async () => {
    const w = install()
    const rejectedConnect = features(w)['standard:connect'].connect()
    await w.waitForRequest()
    w.reject()
    await expect(rejectedConnect).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' })
    await expect(rejectedConnect).rejects.toBeInstanceOf(ProviderRpcError)
    expect(w.wallet.accounts).toEqual([])

    const account = await connected(w)
    const toBefore = await connection.getBalance(new PublicKey(A1))
    const send = features(w)['solana:signAndSendTransaction'].signAndSendTransaction({
      account,
      transaction: await transfer(A0, A1, LAMPORTS_PER_SOL),
      chain: 'solana:devnet',
    })
    await w.waitForRequest()
    w.reject()
    await expect(send).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' })
    const sign = features(w)['solana:signMessage'].signMessage({ account, message: new Uint8Array([1, 2]) })
    await w.waitForRequest()
    w.reject()
    await expect(sign).rejects.toMatchObject({ code: 4001 })
    expect(await connection.getBalance(new PublicKey(A1))).toBe(toBefore)
  })

  it('refuses typed: an account not connected (4100), a foreign chain or bad bytes (-32602), after uninstall (4900)', async () => {
    const w = install({ autoApprove: true })
    const account = (await features(w)['standard:connect'].connect()).accounts[0]!
    const changes: unknown[] = []
    features(w)['standard:events'].on('change', (p) => changes.push(p.accounts?.map((a) => a.address)))
    w.setAccount(1)
    expect(changes).toEqual([[A1]])
    expect(() => w.setAccount(10)).toThrow(RangeError)
    const message = new Uint8Array([1])
    await expect(features(w)['solana:signMessage'].signMessage({ account, message })).rejects.toMatchObject({
      code: 4100,
    })
    const a1 = w.wallet.accounts[0]!
    await expect(
      features(w)['solana:signTransaction'].signTransaction({
        account: a1,
        transaction: await transfer(A1, A0, 1),
        chain: 'solana:mainnet',
      }),
    ).rejects.toMatchObject({ code: -32602 })
    await expect(
      features(w)['solana:signTransaction'].signTransaction({ account: a1, transaction: new Uint8Array([1, 2, 3]) }),
    ).rejects.toMatchObject({ code: -32602, message: /does not deserialize/ })
    // A transaction A1 does not sign.
    await expect(
      features(w)['solana:signTransaction'].signTransaction({ account: a1, transaction: await transfer(A0, A1, 1) }),
    ).rejects.toMatchObject({ code: -32602, message: /does not ask/ })

    await features(w)['standard:disconnect'].disconnect()
    expect(changes.at(-1)).toEqual([])
    expect(w.wallet.accounts).toEqual([])
    await expect(features(w)['solana:signMessage'].signMessage({ account: a1, message })).rejects.toMatchObject({
      code: 4100,
    })

    w.uninstall()
    expect(window.gatehouseSolanaWallet).toBeUndefined()
    await expect(features(w)['standard:connect'].connect()).rejects.toMatchObject({ code: 4900 })
  })

  it('a send the chain refuses is a -32603 error with the reason', async () => {
    const w = install({ autoApprove: true })
    const account = (await features(w)['standard:connect'].connect()).accounts[0]!
    await expect(
      features(w)['solana:signAndSendTransaction'].signAndSendTransaction({
        account,
        transaction: await transfer(A0, A1, 1000 * LAMPORTS_PER_SOL),
        chain: 'solana:devnet',
      }),
    ).rejects.toMatchObject({ code: -32603, message: /simulation failed/i })
  })
})
