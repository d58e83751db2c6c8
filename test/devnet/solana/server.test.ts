// The local Solana chain through an unmodified @solana/web3.js v1 Connection (HTTP and
// WebSocket on one port), and its JSON-RPC errors for bad input.
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  Transaction,
  sendAndConfirmTransaction,
} from '@solana/web3.js'
import { base58, base64 } from '@scure/base'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { SOLANA_DEV_ACCOUNTS, SOLANA_DEV_FUNDING_LAMPORTS, solanaDevKeypair } from './accounts.js'
import { SOLANA_DEVNET_GENESIS_HASH, SOLANA_RPC_ERRORS, startSolanaChain, type SolanaChain } from './server.js'

let chain: SolanaChain
let connection: Connection

beforeAll(async () => {
  chain = await startSolanaChain({
    fund: { addresses: SOLANA_DEV_ACCOUNTS.map((a) => a.address), lamports: SOLANA_DEV_FUNDING_LAMPORTS },
    onError: (error) => {
      throw error
    },
  })
  connection = new Connection(chain.rpcUrl, { commitment: 'confirmed', wsEndpoint: chain.wsUrl })
})
afterAll(async () => {
  await chain?.close()
})

interface RpcReply {
  id?: unknown
  result?: unknown
  error: { code: number; message: string; data: { err?: unknown } }
}
/** The `value` of a reply's `{ context, value }` result. */
const valueOf = (reply: RpcReply) => (reply.result as { value: { err?: unknown } | boolean }).value

async function rpc(body: unknown, init: RequestInit = {}): Promise<{ status: number; json: RpcReply }> {
  const res = await fetch(chain.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...init,
  })
  const text = await res.text()
  return { status: res.status, json: text ? JSON.parse(text) : null }
}
const call = (method: string, params?: unknown) => rpc({ jsonrpc: '2.0', id: 1, method, params })

function transfer(from: Keypair, to: PublicKey, lamports: number, blockhash: string): Transaction {
  const tx = new Transaction({ feePayer: from.publicKey, recentBlockhash: blockhash }).add(
    SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to, lamports }),
  )
  tx.sign(from)
  return tx
}

describe('the local Solana chain through web3.js', () => {
  it('funds the ten dev accounts with 100 SOL and answers as Solana Devnet', async () => {
    expect(SOLANA_DEV_ACCOUNTS).toHaveLength(10)
    for (const account of SOLANA_DEV_ACCOUNTS)
      expect(await connection.getBalance(new PublicKey(account.address))).toBe(100 * LAMPORTS_PER_SOL)
    expect(await connection.getGenesisHash()).toBe(SOLANA_DEVNET_GENESIS_HASH)
    expect((await connection.getVersion())['solana-core']).toMatch(/^\d+\.\d+\.\d+$/)
    expect(await connection.getBlockHeight()).toBe(await connection.getSlot())
    const info = await connection.getAccountInfo(new PublicKey(SOLANA_DEV_ACCOUNTS[0]!.address))
    expect(info).toMatchObject({ lamports: 100 * LAMPORTS_PER_SOL, executable: false })
    expect(info!.owner.equals(SystemProgram.programId)).toBe(true)
    expect(await connection.getAccountInfo(Keypair.generate().publicKey)).toBeNull()
  })

  it('derives the same dev keys on every start', () => {
    const keypair = solanaDevKeypair(0)
    expect(keypair.publicKey.toBase58()).toBe(SOLANA_DEV_ACCOUNTS[0]!.address)
    expect(base58.decode(SOLANA_DEV_ACCOUNTS[0]!.secretKey)).toEqual(keypair.secretKey)
    expect(new Set(SOLANA_DEV_ACCOUNTS.map((a) => a.address)).size).toBe(10)
  })

  it('transfers 0.1 SOL: the receiver gains it exactly, the sender pays it and the fee getFeeForMessage quoted', async () => {
    const from = solanaDevKeypair(1)
    const to = new PublicKey(SOLANA_DEV_ACCOUNTS[2]!.address)
    const [before, toBefore] = await Promise.all([connection.getBalance(from.publicKey), connection.getBalance(to)])
    const { blockhash } = await connection.getLatestBlockhash()
    const tx = transfer(from, to, 0.1 * LAMPORTS_PER_SOL, blockhash)
    const fee = (await connection.getFeeForMessage(tx.compileMessage())).value
    expect(fee).toBe(5000)
    // sendAndConfirmTransaction waits on signatureSubscribe over the WebSocket.
    const signature = await sendAndConfirmTransaction(connection, tx, [from])
    expect(await connection.getBalance(to)).toBe(toBefore + 0.1 * LAMPORTS_PER_SOL)
    expect(await connection.getBalance(from.publicKey)).toBe(before - 0.1 * LAMPORTS_PER_SOL - fee!)
    const status = (await connection.getSignatureStatuses([signature])).value[0]
    expect(status).toMatchObject({ err: null, confirmationStatus: 'finalized' })
  })

  it('sends twice the same transfer in a row (web3.js needs a new blockhash for the second)', async () => {
    const from = solanaDevKeypair(3)
    const to = new PublicKey(SOLANA_DEV_ACCOUNTS[4]!.address)
    const toBefore = await connection.getBalance(to)
    for (let i = 0; i < 2; i++) {
      const tx = new Transaction().add(
        SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to, lamports: LAMPORTS_PER_SOL }),
      )
      await sendAndConfirmTransaction(connection, tx, [from])
    }
    expect(await connection.getBalance(to)).toBe(toBefore + 2 * LAMPORTS_PER_SOL)
  })

  it('sends base58 and base64 transactions, answers a replay and a transfer below rent exemption as a real cluster does', async () => {
    const from = solanaDevKeypair(5)
    const { blockhash } = await connection.getLatestBlockhash()
    const a = transfer(from, new PublicKey(SOLANA_DEV_ACCOUNTS[6]!.address), 1000, blockhash)
    const sent = await call('sendTransaction', [base58.encode(a.serialize())])
    expect(sent.json.result).toBe(base58.encode(a.signature!))
    const replay = await call('sendTransaction', [base64.encode(a.serialize()), { encoding: 'base64' }])
    expect(replay.json.error).toMatchObject({ code: SOLANA_RPC_ERRORS.sendTransactionPreflightFailure })
    expect(replay.json.error.message).toMatch(/already been processed/)
    const poor = transfer(from, Keypair.generate().publicKey, 1000, blockhash)
    const rent = await call('sendTransaction', [base64.encode(poor.serialize()), { encoding: 'base64' }])
    expect(rent.json.error.data.err).toEqual({ InsufficientFundsForRent: { account_index: 1 } })
    await expect(connection.sendRawTransaction(poor.serialize())).rejects.toThrow(/simulation failed/i)
  })

  it('simulates without a signature, lands a failing transaction with skipPreflight and reports its error', async () => {
    const from = solanaDevKeypair(7)
    const { blockhash } = await connection.getLatestBlockhash()
    const tooMuch = new Transaction({ feePayer: from.publicKey, recentBlockhash: blockhash }).add(
      SystemProgram.transfer({
        fromPubkey: from.publicKey,
        toPubkey: solanaDevKeypair(8).publicKey,
        lamports: 1000 * LAMPORTS_PER_SOL,
      }),
    )
    const unsigned = await call('simulateTransaction', [
      base64.encode(tooMuch.serialize({ requireAllSignatures: false, verifySignatures: false })),
      { encoding: 'base64', sigVerify: false },
    ])
    expect((valueOf(unsigned.json) as { err: unknown }).err).toEqual({ InstructionError: [0, { Custom: 1 }] })
    tooMuch.sign(from)
    const before = await connection.getBalance(from.publicKey)
    const signature = await connection.sendRawTransaction(tooMuch.serialize(), { skipPreflight: true })
    const status = (await connection.getSignatureStatuses([signature])).value[0]
    expect(status?.err).toEqual({ InstructionError: [0, { Custom: 1 }] })
    // It landed: the fee is paid, nothing moved.
    expect(await connection.getBalance(from.publicKey)).toBe(before - 5000)
  })

  it('airdrops through requestAirdrop and answers rent exemption', async () => {
    const someone = Keypair.generate().publicKey
    const signature = await connection.requestAirdrop(someone, 2 * LAMPORTS_PER_SOL)
    await connection.confirmTransaction({ signature, ...(await connection.getLatestBlockhash()) })
    expect(await connection.getBalance(someone)).toBe(2 * LAMPORTS_PER_SOL)
    expect(chain.getBalance(someone.toBase58())).toBe(2n * BigInt(LAMPORTS_PER_SOL))
    expect(await connection.getMinimumBalanceForRentExemption(0)).toBe(890880)
  })

  it('refuses an expired blockhash', async () => {
    const from = solanaDevKeypair(9)
    const { blockhash } = await connection.getLatestBlockhash()
    for (let i = 0; i < 151; i++) chain.airdrop(Keypair.generate().publicKey.toBase58(), 1_000_000_000n)
    const stale = transfer(from, solanaDevKeypair(0).publicKey, LAMPORTS_PER_SOL, blockhash)
    const reply = await call('sendTransaction', [base64.encode(stale.serialize()), { encoding: 'base64' }])
    expect(reply.json.error).toMatchObject({ code: -32002, data: { err: 'BlockhashNotFound' } })
    expect(valueOf((await call('isBlockhashValid', [blockhash])).json)).toBe(false)
  })
})

describe('bad JSON-RPC input', () => {
  it('answers each with its JSON-RPC error code', async () => {
    expect((await rpc('{nope')).json).toMatchObject({ id: null, error: { code: SOLANA_RPC_ERRORS.parse } })
    expect((await rpc({ id: 1, method: 'getSlot' })).json.error.code).toBe(SOLANA_RPC_ERRORS.invalidRequest)
    expect((await rpc([])).json.error.code).toBe(SOLANA_RPC_ERRORS.invalidRequest)
    expect((await call('eth_chainId')).json.error).toMatchObject({
      code: -32601,
      message: 'Method not found: eth_chainId',
    })
    expect((await call('getBalance', ['0x1234'])).json.error).toMatchObject({ code: -32602, message: /not base58/ })
    expect((await call('getBalance', ['1111'])).json.error.message).toMatch(/32-byte address/)
    expect((await call('getBalance', {})).json.error.message).toMatch(/must be an array/)
    expect((await call('getBalance', [])).json.error.code).toBe(-32602)
    expect((await call('sendTransaction', ['!!', { encoding: 'base64' }])).json.error.message).toMatch(/valid base64/)
    expect((await call('sendTransaction', ['AAAA', { encoding: 'base64' }])).json.error.message).toMatch(/deserialize/)
    expect((await call('sendTransaction', ['x', { encoding: 'hex' }])).json.error.code).toBe(-32602)
    expect((await call('requestAirdrop', [SOLANA_DEV_ACCOUNTS[0]!.address, -1])).json.error.code).toBe(-32602)
    expect((await call('getFeeForMessage', ['%%%'])).json.error.code).toBe(-32602)
    expect((await call('getSignatureStatuses', ['sig'])).json.error.code).toBe(-32602)
  })

  it('property: any JSON body gets a JSON-RPC answer (a result or a known error code), never a crash', async () => {
    const codes = new Set<number>(Object.values(SOLANA_RPC_ERRORS))
    const methods = ['getBalance', 'getAccountInfo', 'sendTransaction', 'simulateTransaction', 'getFeeForMessage']
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.jsonValue(),
          fc.record({
            jsonrpc: fc.constant('2.0'),
            id: fc.nat(),
            method: fc.constantFrom(...methods),
            params: fc.oneof(fc.array(fc.jsonValue(), { maxLength: 3 }), fc.array(fc.string(), { maxLength: 2 })),
          }),
        ),
        async (body) => {
          const { status, json } = await rpc(JSON.stringify(body))
          expect(status).toBe(200)
          const replies = (Array.isArray(json) ? json : [json]) as (RpcReply | null)[]
          for (const reply of replies) {
            if (reply === null) continue // a notification
            if (reply.error) expect(codes).toContain(reply.error.code)
            else expect(reply).toHaveProperty('result')
          }
        },
      ),
      { numRuns: 150 },
    )
  })

  it('property: getBalance takes exactly the base58 texts of 32 bytes', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.uint8Array({ minLength: 0, maxLength: 40 }).map((b) => base58.encode(b)),
          fc.string(),
        ),
        async (text) => {
          const { json } = await call('getBalance', [text])
          let bytes = -1
          try {
            bytes = base58.decode(text).length
          } catch {
            // not base58
          }
          if (bytes === 32) expect(json.result).toMatchObject({ value: expect.any(Number) })
          else expect(json.error.code).toBe(SOLANA_RPC_ERRORS.invalidParams)
        },
      ),
      { numRuns: 150 },
    )
  })

  it('answers a bad signature with -32003 and a batch request by request', async () => {
    const from = solanaDevKeypair(2)
    const { blockhash } = await connection.getLatestBlockhash()
    const wire = transfer(from, solanaDevKeypair(3).publicKey, LAMPORTS_PER_SOL, blockhash).serialize()
    wire[5] = wire[5]! ^ 1 // inside the signature
    const bad = await call('sendTransaction', [base64.encode(wire), { encoding: 'base64' }])
    expect(bad.json.error).toMatchObject({ code: -32003, message: 'Transaction signature verification failure' })
    const batch = await rpc([
      { jsonrpc: '2.0', id: 'a', method: 'getSlot' },
      { jsonrpc: '2.0', method: 'getSlot' },
      { jsonrpc: '2.0', id: 'b', method: 'nope' },
    ])
    const replies = batch.json as unknown as RpcReply[]
    expect(replies).toHaveLength(2)
    expect(replies[0]).toMatchObject({ id: 'a', result: expect.any(Number) })
    expect(replies[1]).toMatchObject({ id: 'b', error: { code: -32601 } })
  })

  it('allows a loopback page (with web3.js’ solana-client header) and no other origin; GET is 405', async () => {
    const preflight = await fetch(chain.rpcUrl, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,solana-client',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173')
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type,solana-client')
    const other = await fetch(chain.rpcUrl, { method: 'OPTIONS', headers: { origin: 'https://evil.example' } })
    expect(other.headers.get('access-control-allow-origin')).toBeNull()
    expect((await fetch(chain.rpcUrl)).status).toBe(405)
  })

  it('answers bad subscriptions over the WebSocket and unknown methods there too', async () => {
    const socket = new WebSocket(chain.wsUrl)
    await new Promise((resolve, reject) => {
      socket.onopen = resolve
      socket.onerror = reject
    })
    const next = () =>
      new Promise<unknown>((resolve) => {
        socket.onmessage = (event) => resolve(JSON.parse(String(event.data)))
      })
    const ask = async (body: unknown) => {
      const reply = next()
      socket.send(JSON.stringify(body))
      return reply
    }
    expect(await ask({ jsonrpc: '2.0', id: 1, method: 'signatureSubscribe', params: ['abc'] })).toMatchObject({
      error: { code: -32602 },
    })
    expect(await ask({ jsonrpc: '2.0', id: 2, method: 'accountSubscribe', params: [] })).toMatchObject({
      error: { code: -32601 },
    })
    const reply = next()
    socket.send('not json')
    expect(await reply).toMatchObject({ id: null, error: { code: -32700 } })
    socket.close()
  })
})
