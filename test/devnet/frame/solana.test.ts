// The devnet frame's Solana side against the real local Solana chain (litesvm behind its
// JSON-RPC facade): a signed-in user has a Solana account, funded at sign-in; its message
// signatures verify (ed25519) for that account; a transaction it signs and sends lands and
// moves exactly its amount plus the fee; and the signer refuses anything not the user's.
import { fileURLToPath } from 'node:url'
import { ed25519 } from '@noble/curves/ed25519'
import { base58, base64 } from '@scure/base'
import {
  Connection,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEV_ACCOUNTS } from '../accounts.js'
import { SOLANA_DEV_ACCOUNTS } from '../solana/accounts.js'
import {
  LAMPORTS_PER_SIGNATURE,
  SOLANA_DEVNET_CAIP_NETWORK_ID,
  startSolanaChain,
  type SolanaChain,
} from '../solana/server.js'
import { accountForEmail, startFrameServer, type FrameServer } from './server.js'
import { FRAME_SOLANA_CAIP_NETWORK_ID, FRAME_SOLANA_FUNDING_LAMPORTS, frameSolanaKeypair } from './solana.js'

const accounts = DEV_ACCOUNTS.slice(0, 9)
const EMAIL = 'solana-user@example.com'
const RECIPIENT = SOLANA_DEV_ACCOUNTS[3]!.address

let chain: SolanaChain
let frame: FrameServer
let evmOnly: FrameServer
let connection: Connection
let token: string
let address: string

async function post(server: FrameServer, path: string, body: unknown) {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: response.status, json: (await response.json()) as Record<string, unknown> }
}

async function signIn(server: FrameServer, email: string): Promise<string> {
  await post(server, '/api/email/start', { email, deviceId: 'd' })
  const code = server
    .messages()
    .filter((m) => m.to === email && m.kind === 'otp')
    .at(-1)!.code
  return String((await post(server, '/api/email/otp', { email, otp: code, deviceId: 'd' })).json.token)
}

type RpcAnswer = { result?: Record<string, string>; rpcError?: { code: number; message: string } }
async function rpc(method: string, params: unknown, options: { chainId?: string | number; server?: FrameServer } = {}) {
  const { status, json } = await post(options.server ?? frame, '/api/rpc', {
    token,
    chainId: options.chainId ?? FRAME_SOLANA_CAIP_NETWORK_ID,
    method,
    params,
  })
  expect(status).toBe(200)
  return json as RpcAnswer
}

/** An unsigned legacy transfer of `lamports` from `from`, as the app's send form builds it (base64 wire bytes). */
async function unsignedTransfer(from: string, lamports: number): Promise<string> {
  const { blockhash } = await connection.getLatestBlockhash()
  const tx = new Transaction({ feePayer: new PublicKey(from), recentBlockhash: blockhash }).add(
    SystemProgram.transfer({ fromPubkey: new PublicKey(from), toPubkey: new PublicKey(RECIPIENT), lamports }),
  )
  return base64.encode(tx.serialize({ requireAllSignatures: false, verifySignatures: false }))
}

beforeAll(async () => {
  chain = await startSolanaChain({ onError: () => undefined })
  connection = new Connection(chain.rpcUrl, { commitment: 'confirmed', wsEndpoint: chain.wsUrl })
  const common = { accounts, chains: [], assetsDir: fileURLToPath(new URL('./', import.meta.url)) }
  frame = await startFrameServer({ ...common, solana: { rpcUrl: chain.rpcUrl }, onError: () => undefined })
  evmOnly = await startFrameServer({ ...common, onError: () => undefined })
  token = await signIn(frame, EMAIL)
  const { json } = await post(frame, '/api/session', { token, chainId: 1 })
  address = (json.user as { solana: { address: string } }).solana.address
}, 30_000)

afterAll(async () => {
  await Promise.all([frame?.close(), evmOnly?.close()])
  await chain?.close()
})

describe('devnet secure frame: Solana', () => {
  it('behavior: the user names its Solana account (derived from its EVM dev key) and chain, funded at sign-in', async () => {
    const owner = accountForEmail(EMAIL, accounts)
    const key = accounts.find((a) => a.address === owner)!.privateKey
    const { json } = await post(frame, '/api/session', { token, chainId: 1 })
    expect((json.user as Record<string, unknown>).solana).toEqual({
      address: frameSolanaKeypair(key).publicKey.toBase58(),
      chainId: SOLANA_DEVNET_CAIP_NETWORK_ID,
    })
    expect(FRAME_SOLANA_CAIP_NETWORK_ID).toBe(SOLANA_DEVNET_CAIP_NETWORK_ID)
    expect(chain.getBalance(address)).toBe(FRAME_SOLANA_FUNDING_LAMPORTS)
    // Deterministic: the same key gives the same address every time (and every devnet start).
    expect(frameSolanaKeypair(key).publicKey.toBase58()).toBe(address)
  })

  it('behavior: solana_signMessage signs the UTF-8 bytes with ed25519; the signature verifies for the account only', async () => {
    const text = new TextEncoder().encode('Sign in to Gatehouse on Solana')
    const { result } = await rpc('solana_signMessage', { message: base58.encode(text), pubkey: address })
    const signature = base58.decode(result!.signature!)
    expect(signature).toHaveLength(64)
    expect(ed25519.verify(signature, text, base58.decode(address))).toBe(true)
    expect(ed25519.verify(signature, new TextEncoder().encode('other'), base58.decode(address))).toBe(false)
    expect(ed25519.verify(signature, text, base58.decode(RECIPIENT))).toBe(false)
  })

  it('behavior: solana_signAndSendTransaction lands the transfer: the recipient gains exactly 0.1 SOL, the user pays it and the fee', async () => {
    const before = { user: chain.getBalance(address), recipient: chain.getBalance(RECIPIENT) }
    const lamports = LAMPORTS_PER_SOL / 10
    const { result, rpcError } = await rpc('solana_signAndSendTransaction', {
      transaction: await unsignedTransfer(address, lamports),
    })
    expect(rpcError).toBeUndefined()
    expect(base58.decode(result!.signature!)).toHaveLength(64)
    const status = (await connection.getSignatureStatuses([result!.signature!])).value[0]
    expect(status?.err).toBeNull()
    expect(chain.getBalance(RECIPIENT) - before.recipient).toBe(BigInt(lamports))
    expect(before.user - chain.getBalance(address)).toBe(BigInt(lamports + LAMPORTS_PER_SIGNATURE))
  })

  it('behavior: solana_signTransaction signs a v0 transaction without sending it; the signature verifies', async () => {
    const { blockhash } = await connection.getLatestBlockhash()
    const message = new TransactionMessage({
      payerKey: new PublicKey(address),
      recentBlockhash: blockhash,
      instructions: [
        SystemProgram.transfer({ fromPubkey: new PublicKey(address), toPubkey: new PublicKey(RECIPIENT), lamports: 1 }),
      ],
    }).compileToV0Message()
    const before = chain.getBalance(RECIPIENT)
    const { result } = await rpc('solana_signTransaction', {
      transaction: base64.encode(new VersionedTransaction(message).serialize()),
    })
    const signed = VersionedTransaction.deserialize(base64.decode(result!.transaction!))
    expect(ed25519.verify(signed.signatures[0]!, signed.message.serialize(), base58.decode(address))).toBe(true)
    expect(chain.getBalance(RECIPIENT)).toBe(before)
  })

  it('behavior: the signer refuses what is not the user’s: another account (4100), bad params (-32602), another chain (4901), other methods (4200)', async () => {
    const other = SOLANA_DEV_ACCOUNTS[0]!.address
    expect((await rpc('solana_signMessage', { message: '2NEpo7TZRRrLZSi2U', pubkey: other })).rpcError?.code).toBe(4100)
    const theirs = await rpc('solana_signAndSendTransaction', { transaction: await unsignedTransfer(other, 1) })
    expect(theirs.rpcError?.code).toBe(4100)
    expect((await rpc('solana_signMessage', { message: '0OIl' })).rpcError?.code).toBe(-32602)
    expect((await rpc('solana_signTransaction', { transaction: 'AAAA' })).rpcError?.code).toBe(-32602)
    expect((await rpc('solana_signTransaction', {})).rpcError?.code).toBe(-32602)
    const mainnet = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
    expect(
      (await rpc('solana_signMessage', { message: '2NEpo7TZRRrLZSi2U' }, { chainId: mainnet })).rpcError?.code,
    ).toBe(4901)
    expect((await rpc('solana_signAllTransactions', { transactions: [] })).rpcError?.code).toBe(4200)
    // A frame without a Solana chain: the user has no Solana account and every solana request fails with 4901.
    token = await signIn(evmOnly, EMAIL)
    const { json } = await post(evmOnly, '/api/session', { token, chainId: 1 })
    expect(json.user).not.toHaveProperty('solana')
    expect(
      (await rpc('solana_signMessage', { message: '2NEpo7TZRRrLZSi2U' }, { server: evmOnly })).rpcError?.code,
    ).toBe(4901)
  })
})
