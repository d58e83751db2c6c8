// The test wallet's EIP-1193 provider, without any page: accounts from anvil's dev keys,
// signing with viem's local accounts, transactions signed here and sent with
// eth_sendRawTransaction to the current chain's RPC URL, read calls passed to that RPC,
// and what the person granted kept in storage (localStorage in a page) so that
// eth_accounts after a reload answers without a prompt, as real wallets do.
import { createWalletClient, defineChain, http, isAddress, isHex, type Hex } from 'viem'
import { estimateGas } from 'viem/actions'
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import type { DevnetInfo } from '../info.js'
import {
  chainDisconnected,
  disconnected,
  internalError,
  invalidParams,
  ProviderRpcError,
  unauthorized,
  unrecognizedChain,
  unsupportedMethod,
  userRejected,
} from './errors.js'

/** EIP-1193 request arguments. */
export interface RequestArguments {
  readonly method: string
  readonly params?: readonly unknown[] | object
}

/** The events an EIP-1193 provider emits. */
export type ProviderEvent = 'connect' | 'disconnect' | 'accountsChanged' | 'chainChanged' | 'message'

type Listener = (...args: unknown[]) => void

/** An EIP-1193 provider. */
export interface Eip1193Provider {
  request(args: RequestArguments): Promise<unknown>
  on(event: string, listener: Listener): Eip1193Provider
  removeListener(event: string, listener: Listener): Eip1193Provider
}

/** What a request that needs the person's consent asks. */
export interface ConsentRequest {
  /** Unique within a wallet. */
  id: number
  kind: 'connect' | 'signMessage' | 'signTypedData' | 'sendTransaction' | 'switchChain' | 'addChain'
  method: string
  origin: string
  /** The wallet's current account. */
  account: `0x${string}`
  /** The wallet's current chain id. */
  chainId: number
  /** One sentence for the prompt. */
  summary: string
}

/** A chain the wallet knows. */
export interface WalletChain {
  chainId: number
  name: string
  rpcUrl: string
}

/** Key-value storage for what the person granted (localStorage in a page). */
export interface WalletStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/** Options of {@link createTestWalletProvider}. */
export interface TestWalletProviderOptions {
  chains: readonly WalletChain[]
  accounts: DevnetInfo['accounts']
  /** Where the grant, current chain and account are kept; null keeps them in memory only. */
  storage: WalletStorage | null
  storageKey: string
  /** The origin that asks (shown in the prompt). */
  origin: string
  /** Asks the person; resolves true for approve, false for reject. */
  consent(request: ConsentRequest): Promise<boolean>
  fetch?: typeof fetch
}

/** The provider plus the controls a page or a test uses. */
export interface TestWalletProvider extends Eip1193Provider {
  readonly isGatehouseTestWallet: true
  /** The current account (also when not granted). */
  account(): `0x${string}`
  /** The current chain id. */
  chainId(): number
  /** Makes dev account `index` current; emits accountsChanged when the origin is granted. */
  setAccount(index: number): void
  /** Cuts the wallet off from every chain (EIP-1193 'disconnect', 4900) until {@link reconnect}. */
  disconnect(): void
  /** Ends {@link disconnect}: emits 'connect' again. */
  reconnect(): void
}

interface Persisted {
  granted: boolean
  chainId: number
  account: number
  added: WalletChain[]
}

// Sign and send methods the wallet does not implement; never passed to the RPC (a node would sign with its own keys).
const REFUSED = new Set([
  'eth_sign',
  'eth_signTransaction',
  'eth_signTypedData',
  'eth_signTypedData_v1',
  'eth_signTypedData_v3',
  'eth_sendUserOperation',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'eth_coinbase',
  'eth_mining',
])

const HEX_QUANTITY = /^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$/

const toHex = (n: number) => `0x${n.toString(16)}`

/** Parses a hex chain id (EIP-695 form, no leading zeros); undefined if it is not one. */
export function parseHexChainId(value: unknown): number | undefined {
  if (typeof value !== 'string' || !HEX_QUANTITY.test(value)) return undefined
  const n = Number.parseInt(value.slice(2), 16)
  return Number.isSafeInteger(n) && n > 0 ? n : undefined
}

function paramList(args: RequestArguments): readonly unknown[] {
  if (args.params === undefined) return []
  if (!Array.isArray(args.params)) throw invalidParams('expected an array of params')
  return args.params
}

function quantity(value: unknown, field: string): bigint | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string' || !HEX_QUANTITY.test(value)) throw invalidParams(`${field} must be a hex quantity`)
  return BigInt(value)
}

function httpUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:' ? value : undefined
  } catch {
    return undefined
  }
}

/** Creates the wallet's provider. Nothing is prompted or emitted until a request asks. */
export function createTestWalletProvider(options: TestWalletProviderOptions): TestWalletProvider {
  if (options.accounts.length === 0) throw new TypeError('installTestWallet needs at least one account')
  if (options.chains.length === 0) throw new TypeError('installTestWallet needs at least one chain')
  const accounts: PrivateKeyAccount[] = options.accounts.map((a) => privateKeyToAccount(a.privateKey))
  const fetchFn = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init))
  const listeners = new Map<string, Set<Listener>>()
  let nextId = 1
  let rpcId = 1
  let cutOff = false

  const initialChains = new Map(options.chains.map((c) => [c.chainId, { ...c }]))
  const state: Persisted = load()

  function load(): Persisted {
    const fallback: Persisted = { granted: false, chainId: options.chains[0]!.chainId, account: 0, added: [] }
    const raw = options.storage?.getItem(options.storageKey)
    if (!raw) return fallback
    try {
      const p = JSON.parse(raw) as Partial<Persisted>
      const added = Array.isArray(p.added)
        ? p.added.filter(
            (c): c is WalletChain =>
              typeof c === 'object' &&
              c !== null &&
              Number.isSafeInteger(c.chainId) &&
              typeof c.name === 'string' &&
              httpUrl(c.rpcUrl) !== undefined,
          )
        : []
      const known = new Set([...initialChains.keys(), ...added.map((c) => c.chainId)])
      return {
        granted: p.granted === true,
        chainId: typeof p.chainId === 'number' && known.has(p.chainId) ? p.chainId : fallback.chainId,
        account: typeof p.account === 'number' && p.account >= 0 && p.account < accounts.length ? p.account : 0,
        added,
      }
    } catch {
      return fallback
    }
  }

  function save() {
    options.storage?.setItem(options.storageKey, JSON.stringify(state))
  }

  function chains(): Map<number, WalletChain> {
    const all = new Map(initialChains)
    for (const c of state.added) all.set(c.chainId, c)
    return all
  }

  function currentChain(): WalletChain {
    return chains().get(state.chainId) ?? options.chains[0]!
  }

  const current = () => accounts[state.account]!

  function emit(event: ProviderEvent, ...args: unknown[]) {
    for (const listener of [...(listeners.get(event) ?? [])]) {
      try {
        listener(...args)
      } catch (error) {
        // A listener's bug is the app's, reported like any uncaught error, and never breaks the wallet.
        queueMicrotask(() => {
          throw error
        })
      }
    }
  }

  async function ask(kind: ConsentRequest['kind'], method: string, summary: string): Promise<void> {
    const approved = await options.consent({
      id: nextId++,
      kind,
      method,
      origin: options.origin,
      account: current().address,
      chainId: state.chainId,
      summary,
    })
    if (!approved) throw userRejected()
  }

  function requireGrant(address?: unknown) {
    if (!state.granted) throw unauthorized()
    if (address !== undefined) {
      if (typeof address !== 'string' || !isAddress(address, { strict: false }))
        throw invalidParams('expected an address')
      if (address.toLowerCase() !== current().address.toLowerCase())
        throw unauthorized(`The account ${address} is not authorized.`)
    }
  }

  async function rpc(method: string, params: unknown): Promise<unknown> {
    const chain = currentChain()
    let response: Response
    try {
      response = await fetchFn(chain.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: rpcId++, method, params: params ?? [] }),
      })
    } catch {
      throw chainDisconnected(chain.chainId)
    }
    let body: unknown
    try {
      body = await response.json()
    } catch {
      throw internalError(`chain ${chain.chainId} answered HTTP ${response.status} without JSON`)
    }
    const reply = body as { result?: unknown; error?: { code?: unknown; message?: unknown; data?: unknown } } | null
    if (reply && typeof reply === 'object' && reply.error) {
      const code = typeof reply.error.code === 'number' ? reply.error.code : -32603
      throw new ProviderRpcError(
        code,
        typeof reply.error.message === 'string' ? reply.error.message : 'RPC error',
        reply.error.data,
      )
    }
    if (!reply || typeof reply !== 'object' || !('result' in reply))
      throw internalError(`chain ${chain.chainId} answered without a result`)
    return reply.result
  }

  let connecting: Promise<`0x${string}`[]> | null = null

  async function requestAccounts(): Promise<`0x${string}`[]> {
    if (state.granted) return [current().address]
    connecting ??= ask('connect', 'eth_requestAccounts', `Connect ${options.origin} to account ${current().address}?`)
      .then(() => {
        state.granted = true
        save()
        emit('accountsChanged', [current().address])
        return [current().address]
      })
      .finally(() => {
        connecting = null
      })
    return connecting
  }

  async function switchChain(chainIdHex: unknown, method: string): Promise<null> {
    const id = parseHexChainId(chainIdHex)
    if (id === undefined) throw invalidParams('chainId must be a hex string without leading zeros')
    const chain = chains().get(id)
    if (!chain) throw unrecognizedChain(String(chainIdHex))
    if (id === state.chainId) return null
    await ask('switchChain', method, `Switch to ${chain.name} (chain ${id})?`)
    state.chainId = id
    save()
    emit('chainChanged', toHex(id))
    return null
  }

  async function addChain(param: unknown): Promise<null> {
    if (typeof param !== 'object' || param === null) throw invalidParams('expected an AddEthereumChainParameter')
    const p = param as { chainId?: unknown; chainName?: unknown; rpcUrls?: unknown; nativeCurrency?: unknown }
    const id = parseHexChainId(p.chainId)
    if (id === undefined) throw invalidParams('chainId must be a hex string without leading zeros')
    if (chains().has(id)) return switchChain(p.chainId, 'wallet_addEthereumChain')
    const rpcUrl = Array.isArray(p.rpcUrls) ? p.rpcUrls.map(httpUrl).find((u) => u !== undefined) : undefined
    if (rpcUrl === undefined) throw invalidParams('rpcUrls must hold an http(s) URL')
    if (typeof p.chainName !== 'string' || p.chainName.length === 0) throw invalidParams('chainName is required')
    const currency = p.nativeCurrency as { decimals?: unknown; symbol?: unknown } | undefined
    if (
      currency !== undefined &&
      (typeof currency !== 'object' ||
        currency === null ||
        currency.decimals !== 18 ||
        typeof currency.symbol !== 'string')
    ) {
      throw invalidParams('nativeCurrency must have a symbol and 18 decimals')
    }
    await ask('addChain', 'wallet_addEthereumChain', `Add ${p.chainName} (chain ${id}, ${rpcUrl}) and switch to it?`)
    state.added = [...state.added.filter((c) => c.chainId !== id), { chainId: id, name: p.chainName, rpcUrl }]
    state.chainId = id
    save()
    emit('chainChanged', toHex(id))
    return null
  }

  async function signMessage(params: readonly unknown[]): Promise<Hex> {
    const [message, address] = params
    if (typeof message !== 'string') throw invalidParams('personal_sign takes [message, address]')
    requireGrant(address)
    const text = isHex(message) ? (message as Hex) : undefined
    await ask('signMessage', 'personal_sign', `Sign a message as ${current().address}?`)
    return current().signMessage({ message: text !== undefined ? { raw: text } : message })
  }

  async function signTypedData(params: readonly unknown[]): Promise<Hex> {
    const [address, data] = params
    requireGrant(address)
    let typed: unknown = data
    if (typeof data === 'string') {
      try {
        typed = JSON.parse(data)
      } catch {
        throw invalidParams('typed data is not JSON')
      }
    }
    const t = typed as { domain?: unknown; types?: unknown; primaryType?: unknown; message?: unknown } | null
    if (
      !t ||
      typeof t !== 'object' ||
      typeof t.types !== 'object' ||
      t.types === null ||
      typeof t.primaryType !== 'string' ||
      typeof t.message !== 'object'
    ) {
      throw invalidParams('typed data needs types, primaryType and message')
    }
    await ask('signTypedData', 'eth_signTypedData_v4', `Sign typed data (${t.primaryType}) as ${current().address}?`)
    try {
      // Typed data from a page is only known at run time; viem checks it against its own types and throws on a mismatch.
      return await current().signTypedData({
        domain: t.domain ?? {},
        types: t.types,
        primaryType: t.primaryType,
        message: t.message,
      } as never)
    } catch (error) {
      throw invalidParams(error instanceof Error ? error.message.split('\n')[0]! : 'typed data cannot be signed')
    }
  }

  async function sendTransaction(params: readonly unknown[]): Promise<Hex> {
    const tx = params[0] as Record<string, unknown> | undefined
    if (!tx || typeof tx !== 'object') throw invalidParams('eth_sendTransaction takes [transaction]')
    requireGrant(tx.from)
    const to = tx.to
    if (to !== undefined && to !== null && (typeof to !== 'string' || !isAddress(to, { strict: false })))
      throw invalidParams('to must be an address')
    const data = tx.data ?? tx.input
    if (data !== undefined && data !== null && (typeof data !== 'string' || !isHex(data)))
      throw invalidParams('data must be hex')
    const fields = {
      value: quantity(tx.value, 'value'),
      gas: quantity(tx.gas, 'gas'),
      nonce: quantity(tx.nonce, 'nonce'),
      gasPrice: quantity(tx.gasPrice, 'gasPrice'),
      maxFeePerGas: quantity(tx.maxFeePerGas, 'maxFeePerGas'),
      maxPriorityFeePerGas: quantity(tx.maxPriorityFeePerGas, 'maxPriorityFeePerGas'),
    }
    const chain = currentChain()
    await ask(
      'sendTransaction',
      'eth_sendTransaction',
      `Send ${fields.value ?? 0n} wei to ${String(to ?? '(new contract)')} on chain ${chain.chainId}?`,
    )
    const client = createWalletClient({
      account: current(),
      chain: defineChain({
        id: chain.chainId,
        name: chain.name,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [chain.rpcUrl] } },
      }),
      transport: http(chain.rpcUrl, { fetchFn: fetchFn as typeof fetch, retryCount: 0 }),
    })
    try {
      // A contract call gets a gas limit with headroom, as the wallets people use give one (MetaMask pads by half):
      // the estimate runs on the latest block, and the block that mines the call can cost more (a Uniswap v2 pool's
      // first price-accumulator writes in a new second).
      const call = data && data !== '0x' ? (data as Hex) : undefined
      const gas =
        fields.gas ??
        (call && to
          ? ((await estimateGas(client, { account: current(), to: to as Hex, data: call, value: fields.value })) * 3n) /
            2n
          : undefined)
      // A local account: viem fills nonce, fees (and a plain send's gas) from the chain, signs here and calls
      // eth_sendRawTransaction.
      return await client.sendTransaction({
        to: (to ?? null) as `0x${string}` | null,
        data: (data ?? undefined) as Hex | undefined,
        value: fields.value,
        gas,
        nonce: fields.nonce === undefined ? undefined : Number(fields.nonce),
        ...(fields.gasPrice !== undefined
          ? { gasPrice: fields.gasPrice }
          : { maxFeePerGas: fields.maxFeePerGas, maxPriorityFeePerGas: fields.maxPriorityFeePerGas }),
      } as never)
    } catch (error) {
      const cause = error as { shortMessage?: unknown; message?: unknown; cause?: { code?: unknown } }
      const code = typeof cause.cause?.code === 'number' ? cause.cause.code : -32603
      const message = typeof cause.shortMessage === 'string' ? cause.shortMessage : String(cause.message ?? error)
      throw new ProviderRpcError(code, message)
    }
  }

  async function handle(args: RequestArguments): Promise<unknown> {
    const method = args.method
    switch (method) {
      case 'eth_requestAccounts':
        return requestAccounts()
      case 'eth_accounts':
        return state.granted ? [current().address] : []
      case 'eth_chainId':
        return toHex(state.chainId)
      case 'net_version':
        return String(state.chainId)
      case 'wallet_requestPermissions': {
        await requestAccounts()
        return [
          {
            parentCapability: 'eth_accounts',
            caveats: [{ type: 'restrictReturnedAccounts', value: [current().address] }],
          },
        ]
      }
      case 'wallet_getPermissions':
        return state.granted
          ? [
              {
                parentCapability: 'eth_accounts',
                caveats: [{ type: 'restrictReturnedAccounts', value: [current().address] }],
              },
            ]
          : []
      case 'wallet_revokePermissions':
        if (state.granted) {
          state.granted = false
          save()
          emit('accountsChanged', [])
        }
        return null
      case 'personal_sign':
        return signMessage(paramList(args))
      case 'eth_signTypedData_v4':
        return signTypedData(paramList(args))
      case 'eth_sendTransaction':
        return sendTransaction(paramList(args))
      case 'wallet_switchEthereumChain': {
        const [p] = paramList(args)
        if (typeof p !== 'object' || p === null) throw invalidParams('wallet_switchEthereumChain takes [{ chainId }]')
        return switchChain((p as { chainId?: unknown }).chainId, method)
      }
      case 'wallet_addEthereumChain':
        return addChain(paramList(args)[0])
      default:
        if (REFUSED.has(method)) throw unsupportedMethod(method)
        if (/^(eth|net|web3)_/.test(method)) return rpc(method, args.params)
        throw unsupportedMethod(method)
    }
  }

  const provider: TestWalletProvider = {
    isGatehouseTestWallet: true,
    async request(args: RequestArguments): Promise<unknown> {
      if (typeof args !== 'object' || args === null || typeof args.method !== 'string' || args.method.length === 0) {
        throw invalidParams('expected { method, params? }')
      }
      if (cutOff) throw disconnected()
      return handle(args)
    },
    on(event, listener) {
      if (typeof listener !== 'function') return provider
      let set = listeners.get(event)
      if (!set) listeners.set(event, (set = new Set()))
      set.add(listener)
      return provider
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
      return provider
    },
    account: () => current().address,
    chainId: () => state.chainId,
    setAccount(index) {
      if (!Number.isInteger(index) || index < 0 || index >= accounts.length) {
        throw new RangeError(`setAccount: index must be 0 to ${accounts.length - 1}`)
      }
      if (index === state.account) return
      state.account = index
      save()
      if (state.granted) emit('accountsChanged', [current().address])
    },
    disconnect() {
      if (cutOff) return
      cutOff = true
      emit('disconnect', disconnected())
    },
    reconnect() {
      if (!cutOff) return
      cutOff = false
      emit('connect', { chainId: toHex(state.chainId) })
    },
  }
  // EIP-1193: 'connect' once the provider can serve requests (listeners added in the same task hear it).
  queueMicrotask(() => {
    if (!cutOff) emit('connect', { chainId: toHex(state.chainId) })
  })
  return provider
}
