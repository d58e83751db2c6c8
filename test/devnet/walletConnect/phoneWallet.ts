// The devnet's test phone wallet: a real @walletconnect/sign-client (the version the
// product uses) running in Node against the devnet relay, signing with anvil's dev keys
// (viem accounts) and, when a proposal asks for Solana, with a fixed Solana dev key
// (ed25519, node:crypto). It pairs from a URI, approves or rejects proposals and signing
// requests on command (or at once with autoApprove), answers wallet_switchEthereumChain
// and wallet_addEthereumChain, sends accountsChanged and chainChanged, pings and
// disconnects. No outbound call: telemetry off, in-memory storage, its own storage prefix.
import {
  createHash,
  createPrivateKey,
  createPublicKey,
  randomUUID,
  sign as signBytes,
  type KeyObject,
} from 'node:crypto'
import { base58 } from '@scure/base'
import { SignClient } from '@walletconnect/sign-client'
import type { IKeyValueStorage } from '@walletconnect/keyvaluestorage'
import type { ProposalTypes, SessionTypes, SignClientTypes } from '@walletconnect/types'
import { createWalletClient, getAddress, hexToBigInt, http, isAddress, isHex, type Hex } from 'viem'
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import type { DevnetInfo } from '../info.js'

/** Options of {@link startPhoneWallet}. */
export interface PhoneWalletOptions {
  /** The devnet relay (ws://127.0.0.1:PORT). */
  relayUrl: string
  /** anvil's dev accounts; index 0 is the first selected. */
  accounts: DevnetInfo['accounts']
  /** The chains it knows at start (wallet_addEthereumChain adds more). */
  chains: DevnetInfo['chains']
  /** Approve every proposal and signing request at once (default false: they wait in pending()). */
  autoApprove?: boolean
  /** Sent as the relay's projectId query (the client does not check it; default 'devnet'). */
  projectId?: string
  /** sign-client's log level (default 'silent'). */
  logLevel?: 'silent' | 'error' | 'warn' | 'info' | 'debug'
}

/** Something waiting for the person's answer. */
export type PendingItem =
  | {
      kind: 'proposal'
      id: number
      peer: { name: string; url: string }
      requiredNamespaces: ProposalTypes.RequiredNamespaces
      optionalNamespaces: ProposalTypes.OptionalNamespaces
    }
  | { kind: 'request'; id: number; topic: string; method: string; chainId: string; params: unknown }

/** A session as the wallet sees it. */
export interface PhoneWalletSession {
  topic: string
  peer: { name: string; url: string }
  namespaces: SessionTypes.Namespaces
  expiry: number
}

/** What GET /state shows. */
export interface PhoneWalletState {
  relayUrl: string
  connected: boolean
  autoApprove: boolean
  account: { index: number; address: `0x${string}` }
  chainId: string
  chains: string[]
  solanaAddress: string
  sessions: PhoneWalletSession[]
  pending: PendingItem[]
  /** The last 50 things that happened, newest last. */
  log: { at: number; event: string; detail?: string }[]
}

/** A running test phone wallet. */
export interface PhoneWallet {
  /** The underlying sign-client (for tests that need the raw client). */
  readonly client: InstanceType<typeof SignClient>
  /** Pairs with a `wc:` URI; the proposal then arrives (see pending()). Rejects on an invalid or expired URI. */
  pair(uri: string): Promise<void>
  /** Approves the oldest pending proposal or request (or the one with this id); returns what was approved. */
  approve(id?: number): Promise<PendingItem>
  /** Rejects the oldest pending proposal or request (or the one with this id) as the user (4001 / USER_REJECTED). */
  reject(id?: number): Promise<PendingItem>
  /** Proposals and requests waiting for an answer, oldest first. */
  pending(): PendingItem[]
  /** Resolves with the next pending item (or the oldest one already waiting). */
  nextPending(): Promise<PendingItem>
  /** Selects dev account `index` and sends accountsChanged to every session. */
  setAccount(index: number): Promise<void>
  /** Selects a known chain (CAIP-2, e.g. 'eip155:8453') and sends chainChanged to every session. */
  switchChain(caip2: string): Promise<void>
  /** Pings every session's peer; resolves when each answered. */
  ping(): Promise<void>
  /** Ends every session (the dapp sees session_delete). */
  disconnect(): Promise<void>
  state(): PhoneWalletState
  /** Sets autoApprove. */
  setAutoApprove(on: boolean): void
  /** Subscribes to state changes; returns the unsubscribe function. */
  onChange(listener: () => void): () => void
  /** Stops the client's socket and timers. */
  close(): Promise<void>
}

/** A wallet-side error answered to the dapp (EIP-1193 codes). */
export class PhoneWalletError extends Error {
  override name = 'PhoneWalletError'
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

const EIP155_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'eth_accounts',
  'eth_requestAccounts',
  'eth_chainId',
]
const SOLANA_METHODS = ['solana_signMessage', 'solana_getAccounts', 'solana_requestAccounts']
const EVENTS = { eip155: ['accountsChanged', 'chainChanged'], solana: [] as string[] }
// SDK error codes (sign-client's getSdkError): USER_REJECTED, UNSUPPORTED_CHAINS, UNSUPPORTED_METHODS, USER_DISCONNECTED.
const USER_REJECTED = { code: 5000, message: 'User rejected.' }
const UNSUPPORTED_CHAINS = (detail: string) => ({ code: 5100, message: `Unsupported chains. ${detail}` })
const UNSUPPORTED_METHODS = (detail: string) => ({ code: 5101, message: `Unsupported methods. ${detail}` })
const USER_DISCONNECTED = { code: 6000, message: 'User disconnected.' }

/** The Solana dev key: a fixed ed25519 seed (devnet only, public knowledge like anvil's keys). */
const SOLANA_DEV_SEED = createHash('sha256').update('gatehouse devnet solana dev key 0').digest()
const PKCS8_ED25519_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex')

/** The Solana dev key pair: its base58 address and a signer. */
export function solanaDevKey(): { address: string; sign(message: Uint8Array): Uint8Array } {
  const privateKey: KeyObject = createPrivateKey({
    key: Buffer.concat([PKCS8_ED25519_PREFIX, SOLANA_DEV_SEED]),
    format: 'der',
    type: 'pkcs8',
  })
  const jwk = createPublicKey(privateKey).export({ format: 'jwk' })
  const publicKey = Buffer.from(String(jwk.x), 'base64url')
  return { address: base58.encode(publicKey), sign: (message) => new Uint8Array(signBytes(null, message, privateKey)) }
}

/** In-memory key-value storage for the client (nothing on disk, nothing shared between wallets). */
class MemoryStorage implements IKeyValueStorage {
  private readonly map = new Map<string, unknown>()
  getKeys = async () => [...this.map.keys()]
  getEntries = async <T = unknown>() => [...this.map.entries()] as [string, T][]
  getItem = async <T = unknown>(key: string) => this.map.get(key) as T | undefined
  setItem = async <T = unknown>(key: string, value: T) => {
    this.map.set(key, value)
  }
  removeItem = async (key: string) => {
    this.map.delete(key)
  }
}

const namespaceOf = (key: string) => key.split(':')[0]!
const hexChainId = (caip2: string) => `0x${Number(caip2.split(':')[1]).toString(16)}`

interface Waiting {
  item: PendingItem
  proposal?: SignClientTypes.EventArguments['session_proposal']
}

/** Starts a test phone wallet connected to the relay (it opens its socket once it has a topic). */
export async function startPhoneWallet(options: PhoneWalletOptions): Promise<PhoneWallet> {
  if (options.accounts.length === 0)
    throw new TypeError('startPhoneWallet: accounts is empty; pass the devnet accounts.')
  if (options.chains.length === 0) throw new TypeError('startPhoneWallet: chains is empty; pass the devnet chains.')
  const accounts: PrivateKeyAccount[] = options.accounts.map((a) => privateKeyToAccount(a.privateKey))
  const chains = new Map<string, string>(options.chains.map((c) => [c.caipNetworkId, c.name]))
  const rpcUrls = new Map<string, string>(options.chains.map((c) => [c.caipNetworkId, c.rpcUrl]))
  const solana = solanaDevKey()
  let accountIndex = 0
  let chainId: string = options.chains[0]!.caipNetworkId
  let autoApprove = options.autoApprove ?? false
  const waiting: Waiting[] = []
  const waiters: ((item: PendingItem) => void)[] = []
  const listeners = new Set<() => void>()
  const log: PhoneWalletState['log'] = []
  const changed = (event: string, detail?: string) => {
    log.push({ at: Date.now(), event, ...(detail === undefined ? {} : { detail }) })
    if (log.length > 50) log.shift()
    for (const listener of listeners) listener()
  }

  const client = await SignClient.init({
    projectId: options.projectId ?? 'devnet',
    relayUrl: options.relayUrl,
    metadata: {
      name: 'Gatehouse Test Phone Wallet',
      description: 'The devnet phone wallet (a sign-client in Node).',
      url: 'http://127.0.0.1',
      icons: [],
    },
    telemetryEnabled: false,
    // Distinct per wallet: the library shares one core per prefix in a process (FIELD-NOTES).
    customStoragePrefix: `gatehouse-phone-wallet-${randomUUID()}`,
    storage: new MemoryStorage(),
    logger: options.logLevel ?? 'silent',
    // Each request is emitted when it arrives (the library's queue otherwise holds the next one 1 s after each answer);
    // the client still drops duplicates by id.
    signConfig: { disableRequestQueue: true },
  })

  const account = () => accounts[accountIndex]!
  const sessions = () => client.session.getAll()

  const enqueue = (entry: Waiting) => {
    if (autoApprove) {
      void answer(entry, true).catch((error: unknown) =>
        changed('auto-approve failed', String((error as Error)?.message ?? error)),
      )
      return
    }
    waiting.push(entry)
    changed(
      entry.item.kind === 'proposal' ? 'proposal' : 'request',
      entry.item.kind === 'request' ? entry.item.method : entry.item.peer.name,
    )
    const waiter = waiters.shift()
    if (waiter) waiter(entry.item)
  }

  /** The namespaces to approve a proposal with, or the reason it cannot be. */
  const buildNamespaces = (
    proposal: ProposalTypes.Struct,
  ): { namespaces: SessionTypes.Namespaces } | { reject: { code: number; message: string } } => {
    const requested = new Map<string, { chains: Set<string>; methods: Set<string>; required: boolean }>()
    const add = (all: ProposalTypes.RequiredNamespaces, required: boolean) => {
      for (const [key, ns] of Object.entries(all ?? {})) {
        const name = namespaceOf(key)
        const entry = requested.get(name) ?? { chains: new Set<string>(), methods: new Set<string>(), required: false }
        entry.required ||= required
        for (const c of key.includes(':') ? [key] : (ns.chains ?? [])) entry.chains.add(c)
        for (const m of ns.methods ?? []) entry.methods.add(m)
        requested.set(name, entry)
      }
    }
    add(proposal.requiredNamespaces, true)
    add(proposal.optionalNamespaces, false)
    const namespaces: SessionTypes.Namespaces = {}
    for (const [name, entry] of requested) {
      const supportedMethods = name === 'eip155' ? EIP155_METHODS : name === 'solana' ? SOLANA_METHODS : []
      if (name !== 'eip155' && name !== 'solana') {
        if (entry.required) return { reject: UNSUPPORTED_CHAINS(`The wallet has no ${name} accounts.`) }
        continue
      }
      const known =
        name === 'eip155'
          ? [...entry.chains].filter((c) => chains.has(c))
          : [...entry.chains].filter((c) => /^solana:[1-9A-HJ-NP-Za-km-z]{32}$/.test(c))
      if (entry.required) {
        const missing = [...entry.chains].filter((c) => !known.includes(c))
        if (missing.length > 0) return { reject: UNSUPPORTED_CHAINS(`The wallet does not know ${missing.join(', ')}.`) }
        const missingMethods = [...entry.methods].filter((m) => !supportedMethods.includes(m))
        if (missingMethods.length > 0)
          return { reject: UNSUPPORTED_METHODS(`The wallet does not support ${missingMethods.join(', ')}.`) }
      }
      const offered = name === 'eip155' && entry.chains.size === 0 ? [...chains.keys()] : known
      if (offered.length === 0) continue
      const address = name === 'eip155' ? account().address : solana.address
      namespaces[name] = {
        chains: offered,
        methods: [...new Set([...supportedMethods, ...[...entry.methods].filter((m) => supportedMethods.includes(m))])],
        events: EVENTS[name],
        accounts: offered.map((c) => `${c}:${address}`),
      }
    }
    if (Object.keys(namespaces).length === 0)
      return { reject: UNSUPPORTED_CHAINS('The proposal asks for no chain the wallet knows.') }
    return { namespaces }
  }

  /** Carries out one signing or wallet request; throws PhoneWalletError for an answer with an error. */
  const perform = async (request: Extract<PendingItem, { kind: 'request' }>): Promise<unknown> => {
    const params = request.params
    switch (request.method) {
      case 'personal_sign': {
        if (!Array.isArray(params) || typeof params[0] !== 'string')
          throw new PhoneWalletError(-32602, 'personal_sign expects [message, address].')
        const [message, address] = params as [string, unknown]
        if (typeof address === 'string' && isAddress(address) && getAddress(address) !== account().address) {
          throw new PhoneWalletError(4100, `The address ${address} is not the wallet's selected account.`)
        }
        return account().signMessage({ message: isHex(message) ? { raw: message as Hex } : message })
      }
      case 'solana_signMessage': {
        const p = params as { message?: unknown; pubkey?: unknown } | null
        if (!p || typeof p.message !== 'string')
          throw new PhoneWalletError(-32602, 'solana_signMessage expects { message, pubkey }.')
        if (p.pubkey !== undefined && p.pubkey !== solana.address)
          throw new PhoneWalletError(4100, `The key ${String(p.pubkey)} is not the wallet's.`)
        let bytes: Uint8Array
        try {
          bytes = base58.decode(p.message)
        } catch {
          throw new PhoneWalletError(-32602, 'solana_signMessage: message is not base58.')
        }
        return { signature: base58.encode(solana.sign(bytes)) }
      }
      case 'eth_signTypedData_v4': {
        const [address, data] = (Array.isArray(params) ? params : []) as [unknown, unknown]
        if (typeof address !== 'string' || !isAddress(address) || getAddress(address) !== account().address) {
          throw new PhoneWalletError(4100, `The address ${String(address)} is not the wallet's selected account.`)
        }
        let typed: Parameters<PrivateKeyAccount['signTypedData']>[0]
        try {
          typed = (typeof data === 'string' ? JSON.parse(data) : data) as typeof typed
        } catch {
          throw new PhoneWalletError(-32602, 'eth_signTypedData_v4 expects [address, typedData JSON].')
        }
        return account().signTypedData(typed)
      }
      case 'eth_sendTransaction': {
        const tx = (Array.isArray(params) ? params[0] : undefined) as
          { from?: unknown; to?: unknown; value?: unknown; data?: unknown; gas?: unknown } | undefined
        if (!tx || (tx.to !== undefined && (typeof tx.to !== 'string' || !isAddress(tx.to))))
          throw new PhoneWalletError(-32602, 'eth_sendTransaction expects [{ from, to, value, data }].')
        if (typeof tx.from === 'string' && (!isAddress(tx.from) || getAddress(tx.from) !== account().address)) {
          throw new PhoneWalletError(4100, `The address ${tx.from} is not the wallet's selected account.`)
        }
        const rpcUrl = rpcUrls.get(request.chainId)
        if (!rpcUrl) throw new PhoneWalletError(4901, `The wallet has no RPC for ${request.chainId}.`)
        const quantity = (v: unknown) => (typeof v === 'string' && isHex(v) ? hexToBigInt(v) : undefined)
        // Filled (nonce, gas, fees) and signed here, then sent raw to the devnet chain: the key never leaves the wallet.
        const wallet = createWalletClient({ account: account(), transport: http(rpcUrl) })
        return wallet.sendTransaction({
          chain: null,
          ...(typeof tx.to === 'string' ? { to: tx.to as Hex } : {}),
          ...(quantity(tx.value) !== undefined ? { value: quantity(tx.value) } : {}),
          ...(typeof tx.data === 'string' && isHex(tx.data) ? { data: tx.data } : {}),
          ...(quantity(tx.gas) !== undefined ? { gas: quantity(tx.gas) } : {}),
        })
      }
      default:
        throw new PhoneWalletError(4200, `The wallet does not support the method ${request.method}.`)
    }
  }

  const answer = async (entry: Waiting, approve: boolean): Promise<PendingItem> => {
    const { item } = entry
    if (item.kind === 'proposal') {
      const proposal = entry.proposal!.params
      if (!approve) {
        await client.reject({ id: item.id, reason: USER_REJECTED })
        changed('proposal rejected', item.peer.name)
        return item
      }
      const built = buildNamespaces(proposal)
      if ('reject' in built) {
        await client.reject({ id: item.id, reason: built.reject })
        changed('proposal refused', built.reject.message)
        throw new PhoneWalletError(built.reject.code, built.reject.message)
      }
      const { namespaces } = built
      // The selected chain follows the dapp's first eip155 chain when the wallet knows it.
      const first = namespaces.eip155?.chains?.[0]
      if (first) chainId = first
      const { acknowledged } = await client.approve({ id: item.id, namespaces })
      changed('session approved', item.peer.name)
      void acknowledged().then(
        () => changed('session acknowledged', item.peer.name),
        () => undefined,
      )
      return item
    }
    if (!approve) {
      await client.respond({
        topic: item.topic,
        response: { id: item.id, jsonrpc: '2.0', error: { code: 4001, message: 'User rejected the request.' } },
      })
      changed('request rejected', item.method)
      return item
    }
    try {
      const result = await perform(item)
      await client.respond({ topic: item.topic, response: { id: item.id, jsonrpc: '2.0', result } })
      changed('request approved', item.method)
    } catch (error) {
      const code = error instanceof PhoneWalletError ? error.code : -32603
      await client.respond({
        topic: item.topic,
        response: { id: item.id, jsonrpc: '2.0', error: { code, message: (error as Error).message } },
      })
      changed('request failed', `${item.method}: ${(error as Error).message}`)
    }
    return item
  }

  /** Sends chainChanged (and a session update when the session lacks the chain) to every session with an eip155 namespace. */
  const announceChain = async () => {
    const number = Number(chainId.split(':')[1])
    for (const session of sessions()) {
      if (!session.namespaces.eip155) continue
      if (!session.namespaces.eip155.chains?.includes(chainId)) await updateEip155(session)
      await client.emit({ topic: session.topic, chainId, event: { name: 'chainChanged', data: number } })
    }
  }

  /** Rewrites a session's eip155 namespace to the wallet's chains and selected account. */
  const updateEip155 = async (session: SessionTypes.Struct) => {
    const ns = session.namespaces.eip155!
    const sessionChains = [...new Set([...(ns.chains ?? []), chainId])].filter((c) => chains.has(c))
    const namespaces = {
      ...session.namespaces,
      eip155: { ...ns, chains: sessionChains, accounts: sessionChains.map((c) => `${c}:${account().address}`) },
    }
    const { acknowledged } = await client.update({ topic: session.topic, namespaces })
    void acknowledged().catch(() => undefined)
  }

  /** Answers the requests a wallet answers without asking (chain switch and add, account queries). */
  const answerAtOnce = async (event: SignClientTypes.EventArguments['session_request']): Promise<boolean> => {
    const { topic, id } = event
    const { method, params } = event.params.request
    const respond = (result: unknown) => client.respond({ topic, response: { id, jsonrpc: '2.0', result } })
    const fail = (code: number, message: string) =>
      client.respond({ topic, response: { id, jsonrpc: '2.0', error: { code, message } } })
    switch (method) {
      case 'eth_accounts':
      case 'eth_requestAccounts':
        await respond([account().address])
        return true
      case 'eth_chainId':
        await respond(hexChainId(chainId))
        return true
      case 'solana_getAccounts':
      case 'solana_requestAccounts':
        await respond([{ pubkey: solana.address }])
        return true
      case 'wallet_switchEthereumChain': {
        const hex = (
          Array.isArray(params) ? (params[0] as { chainId?: unknown } | undefined)?.chainId : undefined
        ) as unknown
        if (typeof hex !== 'string' || !/^0x[0-9a-fA-F]+$/.test(hex)) {
          await fail(-32602, 'wallet_switchEthereumChain expects [{ chainId: "0x…" }].')
          return true
        }
        const target = `eip155:${BigInt(hex).toString()}`
        if (!chains.has(target)) {
          await fail(4902, `Unrecognized chain ID "${hex}". Try adding the chain using wallet_addEthereumChain first.`)
          return true
        }
        chainId = target
        await respond(null)
        changed('chain switched', chainId)
        await announceChain()
        return true
      }
      case 'wallet_addEthereumChain': {
        const spec = (Array.isArray(params) ? params[0] : undefined) as
          { chainId?: unknown; chainName?: unknown; rpcUrls?: unknown } | undefined
        if (
          !spec ||
          typeof spec.chainId !== 'string' ||
          !/^0x[0-9a-fA-F]+$/.test(spec.chainId) ||
          !Array.isArray(spec.rpcUrls) ||
          spec.rpcUrls.length === 0
        ) {
          await fail(-32602, 'wallet_addEthereumChain expects [{ chainId: "0x…", chainName, rpcUrls: [...] }].')
          return true
        }
        const target = `eip155:${BigInt(spec.chainId).toString()}`
        chains.set(target, typeof spec.chainName === 'string' ? spec.chainName : target)
        chainId = target
        await respond(null)
        changed('chain added', target)
        await announceChain()
        return true
      }
      default:
        return false
    }
  }

  client.on('session_proposal', (proposal) => {
    const { params } = proposal
    enqueue({
      item: {
        kind: 'proposal',
        id: proposal.id,
        peer: { name: params.proposer.metadata.name, url: params.proposer.metadata.url },
        requiredNamespaces: params.requiredNamespaces,
        optionalNamespaces: params.optionalNamespaces,
      },
      proposal,
    })
  })
  client.on('session_request', (event) => {
    void (async () => {
      try {
        if (await answerAtOnce(event)) return
        const { method, params } = event.params.request
        enqueue({
          item: { kind: 'request', id: event.id, topic: event.topic, method, chainId: event.params.chainId, params },
        })
      } catch (error) {
        changed('request failed', String((error as Error)?.message ?? error))
      }
    })()
  })
  client.on('session_delete', ({ topic }) => {
    for (let i = waiting.length - 1; i >= 0; i--) {
      const item = waiting[i]!.item
      if (item.kind === 'request' && item.topic === topic) waiting.splice(i, 1)
    }
    changed('session deleted by the dapp')
  })
  client.on('session_ping', () => changed('pinged by the dapp'))
  client.on('proposal_expire', ({ id }) => {
    const i = waiting.findIndex((w) => w.item.kind === 'proposal' && w.item.id === id)
    if (i >= 0) waiting.splice(i, 1)
    changed('proposal expired')
  })
  client.on('session_request_expire', ({ id }) => {
    const i = waiting.findIndex((w) => w.item.kind === 'request' && w.item.id === id)
    if (i >= 0) waiting.splice(i, 1)
    changed('request expired')
  })

  const take = (id?: number): Waiting => {
    const i = id === undefined ? 0 : waiting.findIndex((w) => w.item.id === id)
    const entry = i >= 0 ? waiting[i] : undefined
    if (!entry)
      throw new PhoneWalletError(
        404,
        id === undefined ? 'Nothing is waiting for an answer.' : `Nothing with id ${id} is waiting for an answer.`,
      )
    waiting.splice(i, 1)
    return entry
  }

  let closed: Promise<void> | undefined
  return {
    client,
    async pair(uri) {
      if (typeof uri !== 'string' || !uri.startsWith('wc:'))
        throw new PhoneWalletError(400, 'Expected a WalletConnect URI starting with "wc:".')
      await client.pair({ uri })
      changed('paired')
    },
    approve: (id) => answer(take(id), true),
    reject: (id) => answer(take(id), false),
    pending: () => waiting.map((w) => w.item),
    nextPending: () =>
      waiting[0] ? Promise.resolve(waiting[0].item) : new Promise((resolve) => waiters.push(resolve)),
    async setAccount(index) {
      if (!Number.isInteger(index) || index < 0 || index >= accounts.length) {
        throw new PhoneWalletError(400, `Account index must be a whole number from 0 to ${accounts.length - 1}.`)
      }
      accountIndex = index
      changed('account selected', account().address)
      for (const session of sessions()) {
        if (!session.namespaces.eip155) continue
        await updateEip155(session)
        await client.emit({
          topic: session.topic,
          chainId,
          event: { name: 'accountsChanged', data: [account().address] },
        })
      }
    },
    async switchChain(caip2) {
      if (!chains.has(caip2))
        throw new PhoneWalletError(400, `Unknown chain ${caip2}; the wallet knows ${[...chains.keys()].join(', ')}.`)
      chainId = caip2
      changed('chain switched', chainId)
      await announceChain()
    },
    async ping() {
      await Promise.all(sessions().map((s) => client.ping({ topic: s.topic })))
      changed('pinged the dapp')
    },
    async disconnect() {
      await Promise.all(sessions().map((s) => client.disconnect({ topic: s.topic, reason: USER_DISCONNECTED })))
      changed('disconnected')
    },
    state: () => ({
      relayUrl: options.relayUrl,
      connected: client.core.relayer.connected,
      autoApprove,
      account: { index: accountIndex, address: account().address },
      chainId,
      chains: [...chains.keys()],
      solanaAddress: solana.address,
      sessions: sessions().map((s) => ({
        topic: s.topic,
        peer: { name: s.peer.metadata.name, url: s.peer.metadata.url },
        namespaces: s.namespaces,
        expiry: s.expiry,
      })),
      pending: waiting.map((w) => w.item),
      log: [...log],
    }),
    setAutoApprove(on) {
      autoApprove = on
      changed(on ? 'auto-approve on' : 'auto-approve off')
    },
    onChange(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    close: () =>
      (closed ??= (async () => {
        client.core.heartbeat.stop()
        await client.core.relayer.transportClose().catch(() => undefined)
        listeners.clear()
      })()),
  }
}
