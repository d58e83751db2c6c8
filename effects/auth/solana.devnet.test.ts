// The embedded wallet's Solana account end to end against the devnet's own pieces: the devnet's secure
// frame server (test/devnet/frame) and its local Solana chain (litesvm behind JSON-RPC). The frame page's
// part (frame.js: relay to the server with the session token) is played by an HTTP messenger here, as
// the page does it; everything after that is real: the key the frame derives, its ed25519 signature, a
// transaction the app builds unsigned, approved in the modal, signed and sent by the frame, landing on
// the chain and moving exactly its amount.
import { fileURLToPath } from 'node:url'
import { ed25519 } from '@noble/curves/ed25519'
import { base58, base64 } from '@scure/base'
import { LAMPORTS_PER_SOL, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEvent, type Stamped } from '../../src/events/index.js'
import type { FrameMessenger } from '../../src/frame.js'
import { createTestGatehouse } from '../../src/testing/helpers.js'
import { settle } from '../../test/helpers/fakeWallets.js'
import { DEV_ACCOUNTS } from '../../test/devnet/accounts.js'
import { startFrameServer, type FrameServer } from '../../test/devnet/frame/server.js'
import { SOLANA_DEV_ACCOUNTS } from '../../test/devnet/solana/accounts.js'
import {
  LAMPORTS_PER_SIGNATURE,
  SOLANA_DEVNET_CAIP_NETWORK_ID,
  startSolanaChain,
  type SolanaChain,
} from '../../test/devnet/solana/server.js'
import { connectWallet } from '../connection/connectWallet.js'
import { requestWallet } from '../connection/requestWallet.js'
import { authAdapter } from '../connectors/auth.js'
import { FrameError } from './errors.js'

const EMAIL = 'embedded-solana@example.com'
const RECIPIENT = SOLANA_DEV_ACCOUNTS[5]!.address

let chain: SolanaChain
let frame: FrameServer
let token: string

async function post(path: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(`${frame.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return (await response.json()) as Record<string, unknown>
}

/** What frame.js does for these calls: the server's answer with the session token the page keeps. */
const messenger: FrameMessenger = {
  async call(type, payload) {
    switch (type) {
      case 'IS_CONNECTED':
        return { isConnected: Boolean((await post('/api/session', { token, chainId: 1 })).user) }
      case 'GET_USER':
        return (await post('/api/session', { token, chainId: 1 })).user
      case 'GET_SMART_ACCOUNT_ENABLED_NETWORKS':
        return await (await fetch(`${frame.url}/api/account/networks`)).json()
      case 'RPC_REQUEST': {
        const answer = (await post('/api/rpc', { token, ...payload })) as {
          result?: unknown
          rpcError?: { code: number; message: string }
        }
        if (answer.rpcError) throw new FrameError(answer.rpcError.message, { code: answer.rpcError.code })
        return { result: answer.result }
      }
      default:
        throw new FrameError(null)
    }
  },
  openPopup: () => null,
}

beforeAll(async () => {
  chain = await startSolanaChain({ onError: () => undefined })
  frame = await startFrameServer({
    accounts: DEV_ACCOUNTS.slice(0, 9),
    assetsDir: fileURLToPath(new URL('../../test/devnet/frame/', import.meta.url)),
    solana: { rpcUrl: chain.rpcUrl },
    onError: () => undefined,
  })
  await post('/api/email/start', { email: EMAIL, deviceId: 'd' })
  const code = frame
    .messages()
    .filter((m) => m.to === EMAIL && m.kind === 'otp')
    .at(-1)!.code
  token = String((await post('/api/email/otp', { email: EMAIL, otp: code, deviceId: 'd' })).token)
}, 30_000)

afterAll(async () => {
  await frame?.close()
  await chain?.close()
})

async function start() {
  const g = createTestGatehouse({
    effects: { connectWallet: connectWallet([authAdapter]), requestWallet: requestWallet([authAdapter]) },
    deps: { frameMessenger: messenger },
  })
  await g.ready
  const seen: Stamped[] = []
  g.events$.subscribe((e) => seen.push(e))
  return { g, seen }
}

/** Waits (real time: the chain and the frame are real servers) until `check` holds. */
async function until(check: () => boolean, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out')
    await settle()
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

describe('embedded wallet on the devnet’s Solana chain', () => {
  it('behavior: the signed-in user connects eip155 and solana; a message it signs through the frame verifies (ed25519); a 0.1 SOL send lands exactly', async () => {
    const { g, seen } = await start()
    g.emit(createEvent('ConnectRequested', { connectorId: 'auth', namespace: 'eip155' }))
    await until(() => g.getState().connection.byNamespace.solana?.status === 'connected')
    const solana = g.getState().connection.byNamespace.solana as { address: string; chainId: string }
    expect(solana.chainId).toBe(SOLANA_DEVNET_CAIP_NETWORK_ID)
    expect(g.getState().connection.byNamespace.eip155).toMatchObject({ status: 'connected', connectorId: 'auth' })
    expect(g.getState().network.activeNamespace).toBe('eip155')
    // Funded at sign-in.
    expect(chain.getBalance(solana.address)).toBeGreaterThan(0n)

    // SIWX-style message signing, as effects/connection/signMessage.ts sends it.
    const text = new TextEncoder().encode('Sign in to Gatehouse with Solana')
    g.emit(
      createEvent('TxQueued', {
        requestId: 'sign',
        chainId: SOLANA_DEVNET_CAIP_NETWORK_ID,
        namespace: 'solana',
        method: 'solana_signMessage',
        params: { message: base58.encode(text), pubkey: solana.address },
      }),
    )
    g.emit(createEvent('TxApproved', { requestId: 'sign' }))
    await until(() => seen.some((e) => e.type === 'TxSucceeded' || e.type === 'TxFailed'))
    const signed = seen.find((e) => e.type === 'TxSucceeded')?.data as { result: { signature: string } }
    expect(ed25519.verify(base58.decode(signed.result.signature), text, base58.decode(solana.address))).toBe(true)

    // Send SOL, as effects/send/prepareTransfer.ts queues it: the unsigned wire transaction in base64.
    const latest = (await (
      await fetch(chain.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getLatestBlockhash', params: [] }),
      })
    ).json()) as { result: { value: { blockhash: string } } }
    const { blockhash } = latest.result.value
    const lamports = LAMPORTS_PER_SOL / 10
    const from = new PublicKey(solana.address)
    const tx = new Transaction({ feePayer: from, recentBlockhash: blockhash }).add(
      SystemProgram.transfer({ fromPubkey: from, toPubkey: new PublicKey(RECIPIENT), lamports }),
    )
    const before = { user: chain.getBalance(solana.address), recipient: chain.getBalance(RECIPIENT) }
    g.emit(
      createEvent('TxQueued', {
        requestId: 'send',
        chainId: SOLANA_DEVNET_CAIP_NETWORK_ID,
        namespace: 'solana',
        method: 'solana_signAndSendTransaction',
        params: { transaction: base64.encode(tx.serialize({ requireAllSignatures: false, verifySignatures: false })) },
      }),
    )
    await settle()
    // Unsafe (SPEC §6): nothing moves before the visitor approves.
    expect(chain.getBalance(RECIPIENT)).toBe(before.recipient)
    g.emit(createEvent('TxApproved', { requestId: 'send' }))
    await until(() => seen.filter((e) => e.type === 'TxSucceeded' || e.type === 'TxFailed').length === 2)
    const sent = seen.filter((e) => e.type === 'TxSucceeded').at(-1)?.data as {
      requestId: string
      result: { signature: string }
    }
    expect(sent.requestId).toBe('send')
    expect(base58.decode(sent.result.signature)).toHaveLength(64)
    expect(chain.getBalance(RECIPIENT) - before.recipient).toBe(BigInt(lamports))
    expect(before.user - chain.getBalance(solana.address)).toBe(BigInt(lamports + LAMPORTS_PER_SIGNATURE))
    await g.dispose()
  })

  it('error: a transaction of another account is refused by the frame (4100, typed) and nothing moves', async () => {
    const { g, seen } = await start()
    g.emit(createEvent('ConnectRequested', { connectorId: 'auth', namespace: 'eip155' }))
    await until(() => g.getState().connection.byNamespace.solana?.status === 'connected')
    const other = new PublicKey(SOLANA_DEV_ACCOUNTS[0]!.address)
    const tx = new Transaction({ feePayer: other, recentBlockhash: base58.encode(new Uint8Array(32).fill(7)) }).add(
      SystemProgram.transfer({ fromPubkey: other, toPubkey: new PublicKey(RECIPIENT), lamports: 1 }),
    )
    const before = chain.getBalance(RECIPIENT)
    g.emit(
      createEvent('TxQueued', {
        requestId: 'theirs',
        chainId: SOLANA_DEVNET_CAIP_NETWORK_ID,
        namespace: 'solana',
        method: 'solana_signAndSendTransaction',
        params: { transaction: base64.encode(tx.serialize({ requireAllSignatures: false, verifySignatures: false })) },
      }),
    )
    g.emit(createEvent('TxApproved', { requestId: 'theirs' }))
    await until(() => seen.some((e) => e.type === 'TxFailed'))
    expect(seen.find((e) => e.type === 'TxFailed')?.data).toMatchObject({
      requestId: 'theirs',
      error: { code: 4100, name: 'UnauthorizedProviderError' },
    })
    expect(chain.getBalance(RECIPIENT)).toBe(before)
    await g.dispose()
  })
})
