// The devnet's local Solana chain: litesvm (a Solana VM in this process, FIELD-NOTES
// "Solana") behind a small JSON-RPC facade, HTTP and WebSocket on one 127.0.0.1 port,
// with CORS for loopback pages. It answers what an unmodified @solana/web3.js v1
// `Connection` (and the test wallet) calls to read balances, send a transfer and wait
// for its confirmation. It stands in for Solana Devnet: its genesis hash is Devnet's,
// so the CAIP-2 id the product configures is the real one.
//
// The chain model: every transaction (or airdrop) that lands makes a block of its own:
// the slot and block height go up by one and a new blockhash is issued. A blockhash
// stays usable for 150 blocks, as on a real cluster; litesvm itself only accepts its
// latest blockhash, so its own check is off and this file checks the recent ones.
// Everything that lands is final at once (one node, no forks): statuses say 'finalized'.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { PublicKey, VersionedMessage, VersionedTransaction } from '@solana/web3.js'
import { base58, base64 } from '@scure/base'
import { FailedTransactionMetadata, LiteSVM } from 'litesvm'
import { WebSocketServer, type RawData, type WebSocket } from 'ws'
import * as z from 'zod/mini'
import { isLoopbackOrigin } from '../server/http.js'
import { transactionErrorJson, type TransactionErrorJson } from './errors.js'

/** The CAIP-2 id of Solana Devnet, which the local chain stands in for. */
export const SOLANA_DEVNET_CAIP_NETWORK_ID = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
/** Solana Devnet's genesis hash (getGenesisHash answers it). */
export const SOLANA_DEVNET_GENESIS_HASH = 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG'
/** The fee of one signature in lamports (litesvm's, and a real cluster's base fee). */
export const LAMPORTS_PER_SIGNATURE = 5000
/** How many blocks a blockhash stays usable for (a real cluster's 150). */
export const BLOCKHASH_VALID_BLOCKS = 150

/** JSON-RPC error codes the facade answers with (the first five are JSON-RPC 2.0's, the others Solana's). */
export const SOLANA_RPC_ERRORS = {
  parse: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internal: -32603,
  /** Preflight simulation failed (sendTransaction without skipPreflight). */
  sendTransactionPreflightFailure: -32002,
  /** A signature does not verify (sendTransaction, simulateTransaction with sigVerify). */
  transactionSignatureVerificationFailure: -32003,
} as const

/** A JSON-RPC error: the facade answers it as `{ error: { code, message, data? } }`. */
export class SolanaRpcError extends Error {
  override name = 'SolanaRpcError'
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
  }
}

const invalidParams = (detail: string) =>
  new SolanaRpcError(SOLANA_RPC_ERRORS.invalidParams, `Invalid params: ${detail}`)

/** Options of {@link startSolanaChain}. */
export interface SolanaChainOptions {
  /** Port on 127.0.0.1 (0 or absent: a free one). */
  port?: number
  /** Accounts funded at start (base58 addresses) and with how many lamports each. */
  fund?: { addresses: readonly string[]; lamports: bigint }
  /** Whether an Origin may call (CORS). Default: loopback origins only. */
  allowOrigin?: (origin: string) => boolean
  /** Unexpected failures (default console.error). Bad requests are the caller's fault and are only answered. */
  onError?: (error: unknown) => void
}

/** A running local Solana chain. */
export interface SolanaChain {
  /** http://127.0.0.1:PORT, the JSON-RPC endpoint. */
  rpcUrl: string
  /** ws://127.0.0.1:PORT, the subscription endpoint (same port; pass it as `wsEndpoint`). */
  wsUrl: string
  port: number
  /** The balance in lamports (0 for an account that does not exist). */
  getBalance(address: string): bigint
  /** Credits lamports to an address in a block of its own; returns the signature (base58). */
  airdrop(address: string, lamports: bigint): string
  /** The current slot (= block height). */
  slot(): number
  /** Open WebSocket connections. */
  connections(): number
  /** Closes every socket and the server; safe to call twice. */
  close(): Promise<void>
}

interface SignatureStatus {
  slot: number
  err: TransactionErrorJson | null
}

const MAX_BODY_BYTES = 1024 * 1024
const GENESIS_SLOT = 1

/** The chain's state: litesvm plus the slot, the recent blockhashes and the statuses of what landed. */
class Ledger {
  readonly svm = new LiteSVM().withBlockhashCheck(false)
  slot = GENESIS_SLOT
  /** Blockhash → the last block height it may land in. */
  private readonly blockhashes = new Map<string, number>()
  readonly statuses = new Map<string, SignatureStatus>()
  private readonly landedListeners = new Set<(signature: string, status: SignatureStatus) => void>()

  constructor() {
    this.svm.warpToSlot(BigInt(this.slot))
    this.issueBlockhash()
  }

  get blockHeight(): number {
    return this.slot
  }

  latestBlockhash(): { blockhash: string; lastValidBlockHeight: number } {
    const blockhash = this.svm.latestBlockhash()
    return { blockhash, lastValidBlockHeight: this.blockhashes.get(blockhash)! }
  }

  isBlockhashValid(blockhash: string): boolean {
    const lastValid = this.blockhashes.get(blockhash)
    return lastValid !== undefined && this.blockHeight <= lastValid
  }

  onLanded(listener: (signature: string, status: SignatureStatus) => void): () => void {
    this.landedListeners.add(listener)
    return () => this.landedListeners.delete(listener)
  }

  private issueBlockhash() {
    this.blockhashes.set(this.svm.latestBlockhash(), this.blockHeight + BLOCKHASH_VALID_BLOCKS)
    // Forget the expired ones (the map would otherwise grow with every block).
    for (const [hash, lastValid] of this.blockhashes) if (lastValid < this.blockHeight) this.blockhashes.delete(hash)
  }

  /** Records what landed in the current slot and opens the next block. */
  private land(signature: string, err: TransactionErrorJson | null) {
    const status = { slot: this.slot, err }
    this.statuses.set(signature, status)
    this.slot += 1
    this.svm.warpToSlot(BigInt(this.slot))
    this.svm.expireBlockhash()
    this.issueBlockhash()
    for (const listener of this.landedListeners) listener(signature, status)
  }

  airdrop(address: PublicKey, lamports: bigint): string {
    const result = this.svm.airdrop(address, lamports)
    if (!result || result instanceof FailedTransactionMetadata)
      throw new SolanaRpcError(
        SOLANA_RPC_ERRORS.internal,
        `Airdrop failed: ${result ? String(result.err()) : 'no result'}`,
      )
    const signature = base58.encode(result.signature())
    this.land(signature, null)
    return signature
  }

  /** Runs the transaction; a failure that would keep it out of a block (bad blockhash or signature, a replay) throws. */
  send(tx: VersionedTransaction, preflight: boolean): string {
    const signature = base58.encode(tx.signatures[0] ?? new Uint8Array(64))
    if (preflight) {
      const simulated = this.simulate(tx, { sigVerify: true, replaceRecentBlockhash: false })
      if (simulated.err === 'SignatureFailure')
        throw new SolanaRpcError(
          SOLANA_RPC_ERRORS.transactionSignatureVerificationFailure,
          'Transaction signature verification failure',
        )
      if (simulated.err !== null)
        throw new SolanaRpcError(
          SOLANA_RPC_ERRORS.sendTransactionPreflightFailure,
          `Transaction simulation failed: ${describe(simulated.err)}`,
          { ...simulated, accounts: null, returnData: null, innerInstructions: null },
        )
    } else {
      this.checkBlockhash(tx)
    }
    const result = this.svm.sendTransaction(tx)
    if (result instanceof FailedTransactionMetadata) {
      const err = transactionErrorJson(result)
      if (err === 'SignatureFailure')
        throw new SolanaRpcError(
          SOLANA_RPC_ERRORS.transactionSignatureVerificationFailure,
          'Transaction signature verification failure',
        )
      // These never reach a block on a real cluster: no fee, no status.
      if (err === 'AlreadyProcessed' || err === 'BlockhashNotFound' || err === 'SanitizeFailure')
        throw new SolanaRpcError(
          SOLANA_RPC_ERRORS.sendTransactionPreflightFailure,
          `Transaction simulation failed: ${describe(err)}`,
          { err, logs: [], accounts: null, unitsConsumed: 0, returnData: null },
        )
      this.land(signature, err)
    } else {
      this.land(signature, null)
    }
    return signature
  }

  private checkBlockhash(tx: VersionedTransaction) {
    if (!this.isBlockhashValid(tx.message.recentBlockhash))
      throw new SolanaRpcError(
        SOLANA_RPC_ERRORS.sendTransactionPreflightFailure,
        'Transaction simulation failed: Blockhash not found',
        { err: 'BlockhashNotFound', logs: [], accounts: null, unitsConsumed: 0, returnData: null },
      )
  }

  simulate(
    tx: VersionedTransaction,
    options: { sigVerify: boolean; replaceRecentBlockhash: boolean },
  ): { err: TransactionErrorJson | null; logs: string[]; unitsConsumed: number; replacementBlockhash?: unknown } {
    let replacementBlockhash: { blockhash: string; lastValidBlockHeight: number } | undefined
    if (options.replaceRecentBlockhash) {
      replacementBlockhash = this.latestBlockhash()
      tx.message.recentBlockhash = replacementBlockhash.blockhash
    } else if (!this.isBlockhashValid(tx.message.recentBlockhash)) {
      return { err: 'BlockhashNotFound', logs: [], unitsConsumed: 0 }
    }
    const sigverify = this.svm.withSigverify(options.sigVerify)
    try {
      const result = sigverify.simulateTransaction(tx)
      const meta = result.meta()
      const base = { logs: meta.logs(), unitsConsumed: Number(meta.computeUnitsConsumed()) }
      const extra = replacementBlockhash ? { replacementBlockhash } : {}
      return result instanceof FailedTransactionMetadata
        ? { err: transactionErrorJson(result), ...base, ...extra }
        : { err: null, ...base, ...extra }
    } finally {
      this.svm.withSigverify(true)
    }
  }
}

function describe(err: TransactionErrorJson): string {
  if (err === 'BlockhashNotFound') return 'Blockhash not found'
  if (err === 'AlreadyProcessed') return 'This transaction has already been processed'
  if (err === 'InsufficientFundsForFee') return 'Insufficient funds for fee'
  if (err === 'AccountNotFound') return 'Attempt to debit an account but found no record of a prior credit.'
  return typeof err === 'string' ? err : JSON.stringify(err)
}

// --- params -----------------------------------------------------------------

const config = z.optional(
  z.looseObject({
    commitment: z.optional(z.enum(['processed', 'confirmed', 'finalized'])),
    encoding: z.optional(z.string()),
    minContextSlot: z.optional(z.number()),
  }),
)
const sendConfig = z.optional(
  z.looseObject({
    encoding: z.optional(z.enum(['base58', 'base64'])),
    skipPreflight: z.optional(z.boolean()),
    preflightCommitment: z.optional(z.enum(['processed', 'confirmed', 'finalized'])),
    maxRetries: z.optional(z.number()),
    minContextSlot: z.optional(z.number()),
  }),
)
const simulateConfig = z.optional(
  z.looseObject({
    encoding: z.optional(z.enum(['base58', 'base64'])),
    sigVerify: z.optional(z.boolean()),
    replaceRecentBlockhash: z.optional(z.boolean()),
    commitment: z.optional(z.enum(['processed', 'confirmed', 'finalized'])),
  }),
)
const u64 = z.number().check(z.int(), z.nonnegative(), z.lte(Number.MAX_SAFE_INTEGER))

const PARAMS = {
  getLatestBlockhash: z.tuple([config]),
  sendTransaction: z.tuple([z.string(), sendConfig]),
  simulateTransaction: z.tuple([z.string(), simulateConfig]),
  getSignatureStatuses: z.tuple([
    z.array(z.string()).check(z.maxLength(256)),
    z.optional(z.looseObject({ searchTransactionHistory: z.optional(z.boolean()) })),
  ]),
  getBalance: z.tuple([z.string(), config]),
  getAccountInfo: z.tuple([z.string(), config]),
  getMinimumBalanceForRentExemption: z.tuple([u64.check(z.lte(10 * 1024 * 1024)), config]),
  getFeeForMessage: z.tuple([z.string(), config]),
  requestAirdrop: z.tuple([z.string(), u64.check(z.positive()), config]),
  getVersion: z.tuple([]),
  getGenesisHash: z.tuple([]),
  getSlot: z.tuple([config]),
  getBlockHeight: z.tuple([config]),
  isBlockhashValid: z.tuple([z.string(), config]),
} as const

type Method = keyof typeof PARAMS

function parseParams<M extends Method>(method: M, params: unknown): z.infer<(typeof PARAMS)[M]> {
  const list = params === undefined || params === null ? [] : params
  if (!Array.isArray(list)) throw invalidParams('params must be an array.')
  const parsed = PARAMS[method].safeParse(list)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    throw invalidParams(`${issue.path.length > 0 ? `params[${issue.path.join('.')}]` : 'params'}: ${issue.message}`)
  }
  return parsed.data as z.infer<(typeof PARAMS)[M]>
}

function publicKey(value: string, what: string): PublicKey {
  let bytes: Uint8Array
  try {
    bytes = base58.decode(value)
  } catch {
    throw invalidParams(`${what} is not base58.`)
  }
  if (bytes.length !== 32) throw invalidParams(`${what} is not a 32-byte address (${bytes.length} bytes).`)
  return new PublicKey(bytes)
}

function decodeWire(value: string, encoding: 'base58' | 'base64', what: string): Uint8Array {
  try {
    const bytes = encoding === 'base64' ? base64.decode(value) : base58.decode(value)
    if (bytes.length === 0) throw new Error('empty')
    return bytes
  } catch {
    throw invalidParams(`${what} is not valid ${encoding}.`)
  }
}

function decodeTransaction(value: string, encoding: 'base58' | 'base64'): VersionedTransaction {
  const bytes = decodeWire(value, encoding, 'the transaction')
  try {
    // A legacy transaction deserializes as a VersionedTransaction with a legacy message.
    return VersionedTransaction.deserialize(bytes)
  } catch (error) {
    throw invalidParams(`failed to deserialize the transaction: ${(error as Error).message}`)
  }
}

// --- the methods --------------------------------------------------------------

function methods(ledger: Ledger): { [M in Method]: (params: unknown) => unknown } {
  const context = () => ({ slot: ledger.slot, apiVersion: '2.3.0' })
  return {
    getLatestBlockhash(params) {
      parseParams('getLatestBlockhash', params)
      return { context: context(), value: ledger.latestBlockhash() }
    },
    sendTransaction(params) {
      const [wire, options] = parseParams('sendTransaction', params)
      const tx = decodeTransaction(wire, options?.encoding ?? 'base58')
      return ledger.send(tx, options?.skipPreflight !== true)
    },
    simulateTransaction(params) {
      const [wire, options] = parseParams('simulateTransaction', params)
      const tx = decodeTransaction(wire, options?.encoding ?? 'base58')
      const sigVerify = options?.sigVerify === true
      const replaceRecentBlockhash = options?.replaceRecentBlockhash === true
      if (sigVerify && replaceRecentBlockhash)
        throw invalidParams('sigVerify may not be used with replaceRecentBlockhash.')
      const value = ledger.simulate(tx, { sigVerify, replaceRecentBlockhash })
      return { context: context(), value: { accounts: null, returnData: null, ...value } }
    },
    getSignatureStatuses(params) {
      const [signatures] = parseParams('getSignatureStatuses', params)
      return {
        context: context(),
        value: signatures.map((signature) => {
          const status = ledger.statuses.get(signature)
          if (!status) return null
          return {
            slot: status.slot,
            confirmations: null,
            err: status.err,
            status: status.err === null ? { Ok: null } : { Err: status.err },
            confirmationStatus: 'finalized',
          }
        }),
      }
    },
    getBalance(params) {
      const [address] = parseParams('getBalance', params)
      return { context: context(), value: Number(ledger.svm.getBalance(publicKey(address, 'params[0]')) ?? 0n) }
    },
    getAccountInfo(params) {
      const [address, options] = parseParams('getAccountInfo', params)
      const encoding = options?.encoding ?? 'base64'
      if (encoding !== 'base64' && encoding !== 'base58')
        throw invalidParams(`encoding ${encoding} is not served (base64 or base58).`)
      const account = ledger.svm.getAccount(publicKey(address, 'params[0]'))
      if (!account || (account.lamports === 0 && account.data.length === 0)) return { context: context(), value: null }
      return {
        context: context(),
        value: {
          data: [encoding === 'base64' ? base64.encode(account.data) : base58.encode(account.data), encoding],
          executable: account.executable,
          lamports: account.lamports,
          owner: account.owner.toBase58(),
          // u64::MAX as a real node writes it (a JSON number loses the low digits there too).
          rentEpoch: Number(account.rentEpoch ?? 0),
          space: account.data.length,
        },
      }
    },
    getMinimumBalanceForRentExemption(params) {
      const [dataLength] = parseParams('getMinimumBalanceForRentExemption', params)
      return Number(ledger.svm.minimumBalanceForRentExemption(BigInt(dataLength)))
    },
    getFeeForMessage(params) {
      const [wire] = parseParams('getFeeForMessage', params)
      let message: VersionedMessage
      try {
        message = VersionedMessage.deserialize(decodeWire(wire, 'base64', 'the message'))
      } catch (error) {
        if (error instanceof SolanaRpcError) throw error
        throw invalidParams(`failed to deserialize the message: ${(error as Error).message}`)
      }
      // A real node answers null for a message whose blockhash it no longer knows.
      const value = ledger.isBlockhashValid(message.recentBlockhash)
        ? message.header.numRequiredSignatures * LAMPORTS_PER_SIGNATURE
        : null
      return { context: context(), value }
    },
    requestAirdrop(params) {
      const [address, lamports] = parseParams('requestAirdrop', params)
      return ledger.airdrop(publicKey(address, 'params[0]'), BigInt(lamports))
    },
    getVersion(params) {
      parseParams('getVersion', params)
      return { 'solana-core': '2.3.0', 'feature-set': 0 }
    },
    getGenesisHash(params) {
      parseParams('getGenesisHash', params)
      return SOLANA_DEVNET_GENESIS_HASH
    },
    getSlot(params) {
      parseParams('getSlot', params)
      return ledger.slot
    },
    getBlockHeight(params) {
      parseParams('getBlockHeight', params)
      return ledger.blockHeight
    },
    isBlockhashValid(params) {
      const [blockhash] = parseParams('isBlockhashValid', params)
      return { context: context(), value: ledger.isBlockhashValid(blockhash) }
    },
  }
}

// --- JSON-RPC ---------------------------------------------------------------

type Id = string | number | null

interface Reply {
  jsonrpc: '2.0'
  id: Id
  result?: unknown
  error?: { code: number; message: string; data?: unknown }
}

const errorReply = (id: Id, error: SolanaRpcError): Reply => ({
  jsonrpc: '2.0',
  id,
  error: { code: error.code, message: error.message, ...(error.data === undefined ? {} : { data: error.data }) },
})

const requestSchema = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.optional(z.union([z.string(), z.number(), z.null()])),
  method: z.string().check(z.minLength(1)),
  params: z.optional(z.unknown()),
})

/** Answers one request object; null for a notification (no id), which gets no answer. */
function answer(
  request: unknown,
  handlers: Record<string, (params: unknown) => unknown>,
  onError: (error: unknown) => void,
): Reply | null {
  const rawId = (request as { id?: unknown } | null)?.id
  const id: Id = typeof rawId === 'string' || typeof rawId === 'number' ? rawId : null
  const parsed = requestSchema.safeParse(request)
  if (!parsed.success) return errorReply(id, new SolanaRpcError(SOLANA_RPC_ERRORS.invalidRequest, 'Invalid request'))
  const isNotification = parsed.data.id === undefined
  const handler = Object.hasOwn(handlers, parsed.data.method) ? handlers[parsed.data.method] : undefined
  if (!handler)
    return isNotification
      ? null
      : errorReply(id, new SolanaRpcError(SOLANA_RPC_ERRORS.methodNotFound, `Method not found: ${parsed.data.method}`))
  try {
    const result = handler(parsed.data.params)
    return isNotification ? null : { jsonrpc: '2.0', id, result }
  } catch (error) {
    if (error instanceof SolanaRpcError) return isNotification ? null : errorReply(id, error)
    onError(error)
    return isNotification
      ? null
      : errorReply(
          id,
          new SolanaRpcError(
            SOLANA_RPC_ERRORS.internal,
            `Internal error: ${(error as Error)?.message ?? String(error)}`,
          ),
        )
  }
}

/** Answers a request body (one request or a batch). */
function answerBody(
  text: string,
  handlers: Record<string, (params: unknown) => unknown>,
  onError: (error: unknown) => void,
): Reply | Reply[] | null {
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return errorReply(null, new SolanaRpcError(SOLANA_RPC_ERRORS.parse, 'Parse error'))
  }
  if (Array.isArray(body)) {
    if (body.length === 0)
      return errorReply(null, new SolanaRpcError(SOLANA_RPC_ERRORS.invalidRequest, 'Invalid request'))
    const replies = body.map((r) => answer(r, handlers, onError)).filter((r): r is Reply => r !== null)
    return replies.length > 0 ? replies : null
  }
  return answer(body, handlers, onError)
}

function readBody(req: IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_BODY_BYTES) {
        resolve(null)
        req.destroy()
        return
      }
      chunks.push(chunk)
    })
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}

/** Starts the chain and its facade; funds `options.fund` before it answers. */
export async function startSolanaChain(options: SolanaChainOptions = {}): Promise<SolanaChain> {
  const onError = options.onError ?? ((error: unknown) => console.error('[devnet solana]', error))
  const allowOrigin = options.allowOrigin ?? isLoopbackOrigin
  const ledger = new Ledger()
  for (const address of options.fund?.addresses ?? []) ledger.airdrop(new PublicKey(address), options.fund!.lamports)
  const http = methods(ledger) as Record<string, (params: unknown) => unknown>

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      onError(error)
      if (!res.headersSent) res.writeHead(500).end()
    })
  })
  const sockets = new Set<Socket>()
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const origin = req.headers.origin
    const cors: Record<string, string> = { vary: 'Origin' }
    if (origin && allowOrigin(origin)) {
      cors['access-control-allow-origin'] = origin
      cors['access-control-allow-methods'] = 'POST, OPTIONS'
      // web3.js sends its own 'solana-client' header besides content-type: allow what the page asks for.
      cors['access-control-allow-headers'] = req.headers['access-control-request-headers'] ?? 'content-type'
      cors['access-control-max-age'] = '600'
    }
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      const text = body === null ? '' : JSON.stringify(body)
      res.writeHead(status, {
        ...cors,
        ...headers,
        ...(text ? { 'content-type': 'application/json; charset=utf-8' } : {}),
        'content-length': String(Buffer.byteLength(text)),
      })
      res.end(text)
    }
    if (req.method === 'OPTIONS') return send(204, null, { allow: 'POST, OPTIONS' })
    if (req.method !== 'POST')
      return send(
        405,
        errorReply(null, new SolanaRpcError(SOLANA_RPC_ERRORS.invalidRequest, 'Use POST for JSON-RPC.')),
        {
          allow: 'POST, OPTIONS',
        },
      )
    const text = await readBody(req)
    if (text === null)
      return send(
        413,
        errorReply(
          null,
          new SolanaRpcError(SOLANA_RPC_ERRORS.invalidRequest, `Body larger than ${MAX_BODY_BYTES} bytes.`),
        ),
      )
    const reply = answerBody(text, http, onError)
    send(200, reply)
  }

  // --- WebSocket: signatureSubscribe / signatureUnsubscribe -------------------
  const wss = new WebSocketServer({ server, maxPayload: MAX_BODY_BYTES })
  let nextSubscription = 1
  const subscriptions = new Map<number, { socket: WebSocket; signature: string }>()
  const notify = (id: number, socket: WebSocket, status: SignatureStatus) => {
    subscriptions.delete(id)
    if (socket.readyState !== socket.OPEN) return
    socket.send(
      JSON.stringify({
        jsonrpc: '2.0',
        method: 'signatureNotification',
        params: { result: { context: { slot: status.slot }, value: { err: status.err } }, subscription: id },
      }),
    )
  }
  const stopListening = ledger.onLanded((signature, status) => {
    for (const [id, sub] of subscriptions) if (sub.signature === signature) notify(id, sub.socket, status)
  })
  wss.on('connection', (socket) => {
    // What to do after the reply is sent (a signature that already landed is notified at once, after its id).
    let after: (() => void) | null = null
    const ws: Record<string, (params: unknown) => unknown> = {
      signatureSubscribe(params) {
        const list = Array.isArray(params) ? (params as unknown[]) : []
        const signature = list[0]
        if (typeof signature !== 'string') throw invalidParams('params[0] must be a base58 signature.')
        let bytes: Uint8Array
        try {
          bytes = base58.decode(signature)
        } catch {
          throw invalidParams('params[0] is not base58.')
        }
        if (bytes.length !== 64) throw invalidParams('params[0] is not a 64-byte signature.')
        const id = nextSubscription++
        subscriptions.set(id, { socket, signature })
        const status = ledger.statuses.get(signature)
        if (status) after = () => notify(id, socket, status)
        return id
      },
      signatureUnsubscribe(params) {
        const id = Array.isArray(params) ? (params as unknown[])[0] : undefined
        if (typeof id !== 'number') throw invalidParams('params[0] must be a subscription id.')
        const sub = subscriptions.get(id)
        // A signature subscription ends by itself once notified; unsubscribing it then is not an error.
        if (sub && sub.socket !== socket) throw invalidParams(`Invalid subscription id ${id}.`)
        subscriptions.delete(id)
        return true
      },
    }
    socket.on('message', (data: RawData) => {
      const reply = answerBody(String(data), ws, onError)
      if (reply !== null) socket.send(JSON.stringify(reply))
      const then = after
      after = null
      then?.()
    })
    socket.on('close', () => {
      for (const [id, sub] of subscriptions) if (sub.socket === socket) subscriptions.delete(id)
    })
    socket.on('error', () => socket.terminate())
  })

  await new Promise<void>((resolve, reject) => {
    const onListenError = (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(
              `Port ${options.port} on 127.0.0.1 is already in use: the devnet Solana chain could not listen there.`,
            )
          : error,
      )
    server.once('error', onListenError)
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', onListenError)
      resolve()
    })
  })
  const port = (server.address() as AddressInfo).port
  let closed: Promise<void> | undefined
  return {
    rpcUrl: `http://127.0.0.1:${port}`,
    wsUrl: `ws://127.0.0.1:${port}`,
    port,
    getBalance: (address) => ledger.svm.getBalance(new PublicKey(address)) ?? 0n,
    airdrop: (address, lamports) => ledger.airdrop(new PublicKey(address), lamports),
    slot: () => ledger.slot,
    connections: () => wss.clients.size,
    close() {
      closed ??= new Promise<void>((resolve) => {
        stopListening()
        for (const client of wss.clients) client.terminate()
        wss.close()
        server.close(() => resolve())
        for (const socket of sockets) socket.destroy()
      })
      return closed
    },
  }
}
