// The devnet frame's Solana side (SPEC §6: the embedded wallet serves eip155 and solana). Each
// signed-in user has one ed25519 key, derived from its EVM dev key (so the same user always has
// the same Solana address, across devnet starts), funded on the local Solana chain when it first
// signs in. The frame's server answers the user's solana_* requests with that key alone: it signs
// messages and transactions and sends them to the local chain, waiting until they land. The key
// never leaves the frame's server, as the EVM key does not.
import { ed25519 } from '@noble/curves/ed25519'
import { sha256 } from '@noble/hashes/sha2'
import { base58, base64 } from '@scure/base'
import { Connection, Keypair, PublicKey, VersionedTransaction } from '@solana/web3.js'
import * as z from 'zod/mini'
import { internalError, invalidParams, ProviderRpcError, unauthorized, unsupportedMethod } from '../wallet/errors.js'

/** The CAIP-2 id of the devnet's local Solana chain (SPEC's Solana Devnet). */
export const FRAME_SOLANA_CAIP_NETWORK_ID = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'

/** The text a user's Solana key is derived from, with its EVM dev key (seed = sha256(`${seed}/${evm key}`)). */
export const FRAME_SOLANA_SEED = 'gatehouse devnet frame solana'

/** What a user's Solana account is given at its first sign-in, in lamports (10 SOL). */
export const FRAME_SOLANA_FUNDING_LAMPORTS = 10n * 1_000_000_000n

/** The solana_* methods the frame answers. */
export const FRAME_SOLANA_METHODS: ReadonlySet<string> = new Set([
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAndSendTransaction',
])

// How long a sent transaction may take to land before the request fails (SPEC §9's 30 s for frame calls).
const CONFIRM_TIMEOUT_MS = 30_000
const CONFIRM_POLL_MS = 100

/** Options of the frame's Solana side. */
export interface FrameSolanaOptions {
  /** The local chain's JSON-RPC endpoint (http). */
  rpcUrl: string
  /** The chain's CAIP-2 id; default {@link FRAME_SOLANA_CAIP_NETWORK_ID}. */
  caipNetworkId?: string
  /** What a new user's account is given; default {@link FRAME_SOLANA_FUNDING_LAMPORTS}. */
  fundingLamports?: bigint
}

/** The user's Solana key: derived from its EVM dev key (a private key, 0x hex). */
export function frameSolanaKeypair(evmPrivateKey: string): Keypair {
  return Keypair.fromSeed(sha256(new TextEncoder().encode(`${FRAME_SOLANA_SEED}/${evmPrivateKey.toLowerCase()}`)))
}

const Base58 = z.string().check(
  z.minLength(1),
  z.maxLength(20_000),
  z.refine((s) => /^[1-9A-HJ-NP-Za-km-z]+$/.test(s), 'Expected base58'),
)
const Base64 = z.string().check(
  z.minLength(1),
  z.maxLength(20_000),
  z.refine((s) => /^[A-Za-z0-9+/]+={0,2}$/.test(s), 'Expected base64'),
)
const SignMessageParams = z.object({ message: Base58, pubkey: z.optional(Base58) })
const TransactionParams = z.object({ transaction: Base64 })

function parse<T>(schema: z.ZodMiniType<T>, method: string, params: unknown): T {
  const parsed = schema.safeParse(params)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw invalidParams(`${method}: ${issue ? `${issue.path.join('.') || 'params'}: ${issue.message}` : 'unreadable'}`)
  }
  return parsed.data
}

/** The wire transaction in `transaction`, which must ask `signer` to sign. */
function transactionFor(method: string, transaction: string, signer: PublicKey): VersionedTransaction {
  let tx: VersionedTransaction
  try {
    tx = VersionedTransaction.deserialize(base64.decode(transaction))
  } catch (error) {
    throw invalidParams(`${method}: transaction: not a wire transaction (${(error as Error).message})`)
  }
  const signers = tx.message.staticAccountKeys.slice(0, tx.message.header.numRequiredSignatures)
  // Only the user's own key signs here: a transaction for another account is not this user's to sign.
  if (!signers.some((key) => key.equals(signer)))
    throw unauthorized(`${method}: the transaction does not ask ${signer.toBase58()} to sign`)
  return tx
}

/** The frame's Solana side: the user's address, funding at sign-in, and the user's solana_* requests. */
export function createFrameSolana(options: FrameSolanaOptions) {
  const caipNetworkId = options.caipNetworkId ?? FRAME_SOLANA_CAIP_NETWORK_ID
  const connection = new Connection(options.rpcUrl, 'confirmed')
  const funded = new Map<string, Promise<void>>() // by address: the account's funding, once per server
  const lamports = options.fundingLamports ?? FRAME_SOLANA_FUNDING_LAMPORTS

  /** Waits until `signature` landed (confirmed); a failed transaction is an error with the chain's reason. */
  async function confirmed(signature: string): Promise<void> {
    const deadline = Date.now() + CONFIRM_TIMEOUT_MS
    for (;;) {
      const { value } = await connection.getSignatureStatuses([signature])
      const status = value[0]
      if (status?.err) throw internalError(`The transaction failed on the chain: ${JSON.stringify(status.err)}`)
      if (status && (status.confirmationStatus === 'confirmed' || status.confirmationStatus === 'finalized')) return
      if (Date.now() >= deadline) throw internalError(`The transaction ${signature} did not land within 30 s`)
      await new Promise((resolve) => setTimeout(resolve, CONFIRM_POLL_MS))
    }
  }

  /** Funds a user's account on its first sign-in (an account that already holds SOL is left as it is). */
  function fund(keypair: Keypair): Promise<void> {
    const address = keypair.publicKey.toBase58()
    let done = funded.get(address)
    if (!done) {
      done = (async () => {
        if ((await connection.getBalance(keypair.publicKey)) > 0) return
        await confirmed(await connection.requestAirdrop(keypair.publicKey, Number(lamports)))
      })()
      // A failed funding (the chain was down) is tried again at the next sign-in.
      done.catch(() => funded.delete(address))
      funded.set(address, done)
    }
    return done
  }

  /** One solana_* request of the user with `keypair`; the answer as the wallet adapters give it. */
  async function request(keypair: Keypair, chainId: string, method: string, params: unknown): Promise<unknown> {
    if (!FRAME_SOLANA_METHODS.has(method)) throw unsupportedMethod(method)
    if (chainId !== caipNetworkId) throw new ProviderRpcError(4901, `The secure frame cannot reach chain ${chainId}.`)
    const address = keypair.publicKey.toBase58()
    if (method === 'solana_signMessage') {
      const { message, pubkey } = parse(SignMessageParams, method, params)
      if (pubkey !== undefined && pubkey !== address)
        throw unauthorized(`${pubkey} is not the signed-in user's account.`)
      // The message is the bytes base58 names (effects/connection/signMessage.ts sends the UTF-8 text so).
      const signature = ed25519.sign(base58.decode(message), keypair.secretKey.slice(0, 32))
      return { signature: base58.encode(signature) }
    }
    const { transaction } = parse(TransactionParams, method, params)
    const tx = transactionFor(method, transaction, keypair.publicKey)
    tx.sign([keypair])
    if (method === 'solana_signTransaction') return { transaction: base64.encode(tx.serialize()) }
    let signature: string
    try {
      signature = await connection.sendRawTransaction(tx.serialize(), { skipPreflight: false })
    } catch (error) {
      // The chain refused it (a stale blockhash, too little SOL): the app shows the chain's reason.
      throw internalError(`The Solana chain refused the transaction: ${(error as Error).message}`)
    }
    await confirmed(signature)
    return { signature }
  }

  return { caipNetworkId, fund, request, address: (keypair: Keypair) => keypair.publicKey.toBase58() }
}

/** The frame's Solana side, as {@link createFrameSolana} makes it. */
export type FrameSolana = ReturnType<typeof createFrameSolana>
