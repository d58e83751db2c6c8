// The Solana test wallet as a Wallet Standard wallet object: one chain ('solana:devnet', the
// devnet's local chain), the devnet's ten dev keys, connect / disconnect / events and the
// three Solana features (@solana/wallet-standard-features 1.3.0). Every request a person
// would see goes through `consent` (the page's approval prompt); a refusal is the EIP-1193
// style error the EVM test wallet gives (4001 'User rejected the request.'), so the
// product's wallet-error mapping reads both wallets alike.
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import {
  SolanaSignAndSendTransaction,
  SolanaSignMessage,
  SolanaSignTransaction,
  type SolanaSignAndSendTransactionFeature,
  type SolanaSignAndSendTransactionInput,
  type SolanaSignMessageFeature,
  type SolanaSignMessageInput,
  type SolanaSignTransactionFeature,
  type SolanaSignTransactionInput,
} from '@solana/wallet-standard-features'
import { Connection, Keypair, SystemProgram, VersionedTransaction } from '@solana/web3.js'
import type { Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base'
import {
  StandardConnect,
  StandardDisconnect,
  StandardEvents,
  type StandardConnectFeature,
  type StandardDisconnectFeature,
  type StandardEventsFeature,
  type StandardEventsListeners,
} from '@wallet-standard/features'
import { ReadonlyWalletAccount } from '@wallet-standard/wallet'
import type { DevnetInfo } from '../info.js'
import {
  disconnected,
  internalError,
  invalidParams,
  ProviderRpcError,
  unauthorized,
  userRejected,
} from '../wallet/errors.js'
import type { PromptRequest } from '../wallet/prompt.js'

/** The Wallet Standard chain the wallet serves: the devnet's local chain stands in for Solana Devnet. */
export const SOLANA_TEST_WALLET_CHAIN = 'solana:devnet'

/** Every feature of the wallet, as the Wallet Standard types them. */
export type SolanaTestWalletFeatures = StandardConnectFeature &
  StandardDisconnectFeature &
  StandardEventsFeature &
  SolanaSignMessageFeature &
  SolanaSignTransactionFeature &
  SolanaSignAndSendTransactionFeature

/** A request for the person, without its id (the wallet numbers them). */
export type SolanaConsent = Omit<PromptRequest, 'id'>

/** Where the grant is kept (localStorage in a page). */
export interface SolanaWalletStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/** Options of {@link createSolanaTestWallet}. */
export interface SolanaTestWalletCoreOptions {
  solana: DevnetInfo['solana']
  name: string
  icon: WalletIcon
  origin: string
  /** Asks the person; resolves true when approved. */
  consent(request: PromptRequest): Promise<boolean>
  storage: SolanaWalletStorage | null
  storageKey: string
}

/** The wallet object plus the controls the page's handle uses. */
export interface SolanaTestWalletCore {
  readonly wallet: Wallet & { readonly features: SolanaTestWalletFeatures }
  /** Makes dev account `index` current ('change' with the new account when connected). */
  setAccount(index: number): void
  /** The wallet stops answering (every feature fails with 4900) and says it has no accounts. */
  shutDown(): void
}

interface Grant {
  connected: boolean
  account: number
}

const FEATURES = [SolanaSignMessage, SolanaSignTransaction, SolanaSignAndSendTransaction] as const

/** Creates the wallet object; registering it is the caller's (index.ts). */
export function createSolanaTestWallet(options: SolanaTestWalletCoreOptions): SolanaTestWalletCore {
  const keypairs = options.solana.accounts.map((a) => Keypair.fromSecretKey(base58.decode(a.secretKey)))
  if (keypairs.length === 0) throw new TypeError('The Solana test wallet needs at least one account.')
  const accounts = keypairs.map(
    (k) =>
      new ReadonlyWalletAccount({
        address: k.publicKey.toBase58(),
        publicKey: k.publicKey.toBytes(),
        chains: [SOLANA_TEST_WALLET_CHAIN],
        features: FEATURES,
      }),
  )
  const listeners = new Set<StandardEventsListeners['change']>()
  let nextId = 1
  let down = false
  let connection: Connection | null = null

  const readGrant = (): Grant => {
    try {
      const raw = options.storage?.getItem(options.storageKey)
      const parsed = raw ? (JSON.parse(raw) as Partial<Grant>) : {}
      const account =
        Number.isInteger(parsed.account) && parsed.account! >= 0 && parsed.account! < accounts.length
          ? parsed.account!
          : 0
      return { connected: parsed.connected === true, account }
    } catch {
      // A grant that does not parse is no grant.
      return { connected: false, account: 0 }
    }
  }
  // The page's grant survives a reload (as a real wallet remembers a site); without storage it lives with the page.
  let grant = readGrant()
  const writeGrant = (next: Grant) => {
    grant = next
    try {
      options.storage?.setItem(options.storageKey, JSON.stringify(next))
    } catch {
      // Storage refused: the grant lives as long as the page.
    }
  }
  const current = () => accounts[grant.account]!
  const visible = (): readonly WalletAccount[] => (grant.connected && !down ? [current()] : [])
  const emit = () => {
    const properties = { accounts: visible() }
    for (const listener of [...listeners]) listener(properties)
  }

  const ask = async (request: SolanaConsent) => {
    if (!(await options.consent({ id: nextId++, ...request }))) throw userRejected()
  }
  const live = () => {
    if (down) throw disconnected()
  }
  /** The keypair of an input's account: it must be the connected one. */
  const signerOf = (account: WalletAccount | undefined, chain?: string) => {
    live()
    if (!account || typeof account.address !== 'string') throw invalidParams('each input needs its account.')
    if (chain !== undefined && chain !== SOLANA_TEST_WALLET_CHAIN)
      throw invalidParams(`the wallet serves ${SOLANA_TEST_WALLET_CHAIN} only, not ${chain}.`)
    if (!grant.connected || account.address !== current().address)
      throw unauthorized(`The account ${account.address} is not connected to this page.`)
    return keypairs[grant.account]!
  }
  const transactionOf = (bytes: unknown) => {
    if (!(bytes instanceof Uint8Array)) throw invalidParams('transaction must be a Uint8Array.')
    try {
      return VersionedTransaction.deserialize(bytes)
    } catch (error) {
      throw invalidParams(`the transaction does not deserialize: ${(error as Error).message}`)
    }
  }
  const rpc = () =>
    (connection ??= new Connection(options.solana.rpcUrl, {
      commitment: 'confirmed',
      wsEndpoint: options.solana.wsUrl,
    }))

  const connect: SolanaTestWalletFeatures[typeof StandardConnect]['connect'] = async (input) => {
    live()
    if (!grant.connected) {
      // silent: answer what is already granted, never ask (the app restores a session this way).
      if (input?.silent) return { accounts: [] }
      await ask({
        kind: 'connect',
        method: StandardConnect,
        origin: options.origin,
        summary: `Connect ${current().address} on Solana Devnet.`,
      })
      writeGrant({ ...grant, connected: true })
      emit()
    }
    return { accounts: visible() }
  }

  const signMessage = async (...inputs: readonly SolanaSignMessageInput[]) => {
    if (inputs.length === 0) return []
    const signers = inputs.map((input) => {
      if (!(input?.message instanceof Uint8Array)) throw invalidParams('message must be a Uint8Array.')
      return signerOf(input.account)
    })
    await ask({
      kind: 'signMessage',
      method: SolanaSignMessage,
      origin: options.origin,
      summary: `Sign ${inputs.length === 1 ? 'this message' : `${inputs.length} messages`}: ${inputs.map((i) => messageText(i.message)).join(' · ')}`,
    })
    live()
    return inputs.map((input, i) => ({
      signedMessage: input.message,
      signature: ed25519.sign(input.message, signers[i]!.secretKey.slice(0, 32)),
      signatureType: 'ed25519' as const,
    }))
  }

  const sign = (inputs: readonly SolanaSignTransactionInput[]) =>
    inputs.map((input) => {
      const signer = signerOf(input?.account, input?.chain)
      const transaction = transactionOf(input.transaction)
      const index = transaction.message.staticAccountKeys
        .slice(0, transaction.message.header.numRequiredSignatures)
        .findIndex((key) => key.equals(signer.publicKey))
      if (index < 0) throw invalidParams(`the transaction does not ask ${signer.publicKey.toBase58()} to sign.`)
      return { signer, transaction }
    })
  const signAll = (prepared: ReturnType<typeof sign>) =>
    prepared.map(({ signer, transaction }) => {
      transaction.sign([signer])
      return transaction
    })

  const signTransaction = async (...inputs: readonly SolanaSignTransactionInput[]) => {
    if (inputs.length === 0) return []
    const prepared = sign(inputs)
    await ask({
      kind: 'sendTransaction',
      method: SolanaSignTransaction,
      origin: options.origin,
      summary: `Sign: ${prepared.map((p) => describeTransaction(p.transaction)).join(' · ')}`,
    })
    live()
    return signAll(prepared).map((transaction) => ({ signedTransaction: transaction.serialize() }))
  }

  const signAndSendTransaction = async (...inputs: readonly SolanaSignAndSendTransactionInput[]) => {
    if (inputs.length === 0) return []
    const prepared = sign(inputs)
    await ask({
      kind: 'sendTransaction',
      method: SolanaSignAndSendTransaction,
      origin: options.origin,
      summary: `Send on Solana Devnet: ${prepared.map((p) => describeTransaction(p.transaction)).join(' · ')}`,
    })
    live()
    const outputs: { signature: Uint8Array }[] = []
    // One after another: a later transaction may spend what an earlier one moved.
    for (const [i, transaction] of signAll(prepared).entries()) {
      const settings = inputs[i]!.options
      const commitment = settings?.commitment ?? 'confirmed'
      try {
        const signature = await rpc().sendRawTransaction(transaction.serialize(), {
          skipPreflight: settings?.skipPreflight ?? false,
          preflightCommitment: settings?.preflightCommitment ?? commitment,
          ...(settings?.maxRetries === undefined ? {} : { maxRetries: settings.maxRetries }),
        })
        // The blockhash's last valid height is not in the transaction: the newest one is never earlier.
        const { lastValidBlockHeight } = await rpc().getLatestBlockhash(commitment)
        const { value } = await rpc().confirmTransaction(
          { signature, blockhash: transaction.message.recentBlockhash, lastValidBlockHeight },
          commitment,
        )
        if (value.err) throw internalError(`the transaction failed: ${JSON.stringify(value.err)}`, value.err)
        outputs.push({ signature: base58.decode(signature) })
      } catch (error) {
        if (error instanceof ProviderRpcError) throw error
        throw internalError((error as Error)?.message ?? String(error), error)
      }
    }
    return outputs
  }

  const wallet: SolanaTestWalletCore['wallet'] = {
    version: '1.0.0',
    name: options.name,
    icon: options.icon,
    chains: [SOLANA_TEST_WALLET_CHAIN],
    get accounts() {
      return visible()
    },
    features: {
      [StandardConnect]: { version: '1.0.0', connect },
      [StandardDisconnect]: {
        version: '1.0.0',
        disconnect: async () => {
          if (!grant.connected) return
          writeGrant({ ...grant, connected: false })
          emit()
        },
      },
      [StandardEvents]: {
        version: '1.0.0',
        on: (event, listener) => {
          if (event !== 'change') return () => {}
          const change = listener as StandardEventsListeners['change']
          listeners.add(change)
          return () => listeners.delete(change)
        },
      },
      [SolanaSignMessage]: { version: '1.1.0', signMessage },
      [SolanaSignTransaction]: { version: '1.0.0', supportedTransactionVersions: ['legacy', 0], signTransaction },
      [SolanaSignAndSendTransaction]: {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signAndSendTransaction,
      },
    },
  }

  return {
    wallet,
    setAccount(index) {
      if (!Number.isInteger(index) || index < 0 || index >= accounts.length)
        throw new RangeError(`No account ${index}: the wallet has accounts 0 to ${accounts.length - 1}.`)
      if (index === grant.account) return
      writeGrant({ ...grant, account: index })
      if (grant.connected) emit()
    },
    shutDown() {
      if (down) return
      down = true
      emit()
      listeners.clear()
    },
  }
}

/** A message for the prompt: its text when it is UTF-8 without control characters, else its hex. */
function messageText(message: Uint8Array): string {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(message)
    // eslint-disable-next-line no-control-regex
    if (!/[\u0000-\u0008\u000e-\u001f\u007f]/.test(text)) return `“${text}”`
  } catch {
    // Not UTF-8: shown as hex below.
  }
  return `0x${[...message].map((b) => b.toString(16).padStart(2, '0')).join('')}`
}

/** One line for the prompt: the SOL transfers a transaction makes, or how many instructions it has. */
function describeTransaction(transaction: VersionedTransaction): string {
  const keys = transaction.message.staticAccountKeys
  const parts = transaction.message.compiledInstructions.map((ix) => {
    const program = keys[ix.programIdIndex]
    const data = ix.data
    // System program Transfer: u32 2, then the lamports as u64, little-endian.
    if (program?.equals(SystemProgram.programId) && data.length === 12 && data[0] === 2 && data[1] === 0) {
      const lamports = new DataView(data.buffer, data.byteOffset, data.byteLength).getBigUint64(4, true)
      const to = keys[ix.accountKeyIndexes[1]!]?.toBase58() ?? '?'
      return `${formatSol(lamports)} SOL to ${to}`
    }
    return `a call to ${program?.toBase58() ?? '?'}`
  })
  return parts.length > 0 ? parts.join(', ') : 'a transaction with no instruction'
}

function formatSol(lamports: bigint): string {
  const whole = lamports / 1_000_000_000n
  const fraction = (lamports % 1_000_000_000n).toString().padStart(9, '0').replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : String(whole)
}
