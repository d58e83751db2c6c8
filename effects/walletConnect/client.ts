// Shared by the WalletConnect effects (not an effect): the one sign-client of a Gatehouse,
// loaded on first use; the checks that turn the wallet's and the relay's answers into typed
// data (every field of every answer is checked: a session is a foreign object); the session
// events as an Observable; the error mapping. The sign-client's code is in signClient.ts,
// which only a dynamic import reaches.
import { defer, Observable } from 'rxjs'
import type { WalletConnectClient, WalletConnectDeps, SessionEventName } from '../../src/api/walletConnect.js'
import type { Deps } from '../../src/deps.js'
import {
  checkEvmAddress as validateEvmAddress,
  checkSolanaAddress as validateSolanaAddress,
} from '../../src/domain/addressChecks.js'
import { stripBidiControls } from '../../src/domain/bidi.js'
import type { CaipNetworkId, ChainNamespace } from '../../src/domain/caip.js'
import { parseCaipAddress } from '../../src/domain/caipIds.js'
import { CatalogueError } from '../../src/errors/catalogue.js'
import { rpcErrorName } from '../../src/errors/thrown.js'
import { GatehouseError, type ErrorData, type GatehouseErrorOptions } from '../../src/errors/GatehouseError.js'
import { CORE_MESSAGES } from '../../src/errors/messages.js'
import { loadOnce } from '../../src/loadOnce.js'
import type { GatehouseState } from '../../projections/index.js'
import { WALLET_CONNECT_ID } from '../../projections/walletConnect/walletConnect.projection.js'

export { WALLET_CONNECT_ID }

/** The namespaces a WalletConnect session may serve here (SPEC §7: its calls are eip155's and solana_signMessage). */
export const WALLET_CONNECT_NAMESPACES = ['eip155', 'solana'] as const
/** A namespace a WalletConnect session serves. */
export type WalletConnectNamespace = (typeof WALLET_CONNECT_NAMESPACES)[number]

/** The pairing link expired before a wallet answered (ours: SPEC §9 gives the 4 minutes, no text). */
export class PairingExpiredError extends CatalogueError {
  override name = 'PairingExpiredError'
  constructor(options: GatehouseErrorOptions = {}) {
    super('wcPairingExpired', options)
  }
}

/** The sign-client could not be loaded or could not reach its relay. */
export class WalletConnectUnavailableError extends CatalogueError {
  override name = 'WalletConnectUnavailableError'
  constructor(options: GatehouseErrorOptions = {}) {
    super('wcRelayUnavailable', options)
  }
}

/** The wallet (or the relay) answered something that is not of the protocol's shape. */
export class InvalidWalletAnswerError extends CatalogueError {
  override name = 'InvalidWalletAnswerError'
  constructor(options: GatehouseErrorOptions = {}) {
    super('wcInvalidWalletAnswer', options)
  }
}

const clients = new WeakMap<WalletConnectDeps, () => Promise<WalletConnectClient>>()

/**
 * The Gatehouse's sign-client, started on the first call (its code loads then) and shared by
 * every WalletConnect effect. A failed start is WalletConnectUnavailableError, and the next
 * call tries again.
 */
export function walletConnectClient(deps: Pick<Deps, 'walletConnect'>): Observable<WalletConnectClient> {
  return defer(() => {
    const wc = deps.walletConnect
    if (!wc) return Promise.reject(new WalletConnectUnavailableError({ details: CORE_MESSAGES.wcNotConfigured }))
    let client = clients.get(wc)
    if (!client) {
      const create =
        wc.createClient ?? ((settings) => import('./signClient.js').then((m) => m.createSignClient(settings)))
      client = loadOnce(() =>
        Promise.resolve()
          .then(() => create(wc.settings))
          .catch((error: unknown) => {
            throw error instanceof GatehouseError
              ? error
              : new WalletConnectUnavailableError({ details: errorText(error), cause: error })
          }),
      )
      clients.set(wc, client)
    }
    return client()
  })
}

function errorText(error: unknown): string | undefined {
  try {
    const m = (error as { message?: unknown } | null)?.message
    return typeof m === 'string' ? m.slice(0, 300) : undefined
  } catch {
    return undefined
  }
}

/** One account of a session, checked: CAIP-10 with a valid address for its namespace. */
export interface SessionAccount {
  namespace: WalletConnectNamespace
  chainId: CaipNetworkId
  address: string
}

/** A settled session, checked. */
export interface WalletConnectSession {
  topic: string
  accounts: SessionAccount[]
  peer: { name: string; url: string | null; icon: string | null; deepLink: string | null }
  /** The methods the wallet approved, over all its namespaces (requests for others are refused by the client). */
  methods: string[]
  /** Seconds since the epoch (the protocol's unit). */
  expiry: number
}

function str(value: unknown, max: number): string | undefined {
  return typeof value === 'string' && value.length > 0 && value.length <= max ? value : undefined
}

function safeUrl(value: unknown, schemes: RegExp): string | null {
  const s = str(value, 2000)
  if (s === undefined) return null
  try {
    return schemes.test(new URL(s).protocol) ? s : null
  } catch {
    return null
  }
}

/** One CAIP-10 account of a session in a namespace served here, with its address checked; null otherwise. */
export function parseSessionAccount(value: unknown): SessionAccount | null {
  const parsed = parseCaipAddress(value)
  if (!parsed.ok) return null
  const { namespace, reference, address } = parsed.value
  const chainId = `${namespace}:${reference}` as CaipNetworkId
  if (namespace === 'eip155') {
    const a = validateEvmAddress(address)
    return a.ok ? { namespace, chainId, address: a.value } : null
  }
  if (namespace === 'solana') {
    const a = validateSolanaAddress(address)
    return a.ok ? { namespace, chainId, address: a.value } : null
  }
  return null
}

/** The accounts of a session's namespaces (`{ [ns]: { accounts } }`), the ones that cannot be read left out. Never throws. */
export function parseNamespaceAccounts(namespaces: unknown): SessionAccount[] {
  try {
    if (typeof namespaces !== 'object' || namespaces === null) return []
    const out: SessionAccount[] = []
    for (const ns of Object.values(namespaces as Record<string, unknown>)) {
      const accounts = typeof ns === 'object' && ns !== null ? (ns as { accounts?: unknown }).accounts : undefined
      if (!Array.isArray(accounts)) continue
      for (const a of accounts.slice(0, 200)) {
        const account = parseSessionAccount(a)
        if (account) out.push(account)
      }
    }
    return out
  } catch {
    return []
  }
}

/** The methods of a session's namespaces (`{ [ns]: { methods } }`), the ones that cannot be read left out. Never throws. */
function namespaceMethods(namespaces: unknown): string[] {
  try {
    if (typeof namespaces !== 'object' || namespaces === null) return []
    const out = new Set<string>()
    for (const ns of Object.values(namespaces as Record<string, unknown>)) {
      const methods = typeof ns === 'object' && ns !== null ? (ns as { methods?: unknown }).methods : undefined
      if (!Array.isArray(methods)) continue
      for (const m of methods.slice(0, 200)) if (str(m, 100) !== undefined) out.add(m as string)
    }
    return [...out]
  } catch {
    return []
  }
}

/** A settled session as the client gives it, checked; throws InvalidWalletAnswerError for anything else. */
export function parseSession(value: unknown): WalletConnectSession {
  try {
    if (typeof value !== 'object' || value === null)
      throw new InvalidWalletAnswerError({ details: 'The session is not an object' })
    const v = value as { topic?: unknown; namespaces?: unknown; peer?: unknown; expiry?: unknown }
    const topic = str(v.topic, 200)
    if (topic === undefined || !/^[0-9a-f]{64}$/i.test(topic))
      throw new InvalidWalletAnswerError({ details: 'The session has no topic' })
    const expiry = typeof v.expiry === 'number' && Number.isFinite(v.expiry) ? Math.floor(v.expiry) : 0
    const metadata =
      (typeof v.peer === 'object' && v.peer !== null ? (v.peer as { metadata?: unknown }).metadata : undefined) ?? {}
    const m = (typeof metadata === 'object' && metadata !== null ? metadata : {}) as {
      name?: unknown
      url?: unknown
      icons?: unknown
      redirect?: unknown
    }
    const redirect = (typeof m.redirect === 'object' && m.redirect !== null ? m.redirect : {}) as {
      native?: unknown
      universal?: unknown
    }
    const icon = Array.isArray(m.icons) ? safeUrl(m.icons[0], /^(https:|data:)$/) : null
    const deepLink =
      safeUrl(redirect.native, /^(?!javascript:|data:|vbscript:|file:)[a-z][a-z0-9+.-]*:$/i) ??
      safeUrl(redirect.universal, /^https:$/)
    return {
      topic,
      accounts: parseNamespaceAccounts(v.namespaces),
      peer: {
        // Shown in the recent wallets and the dialog's title: bidi controls go before the log.
        name: stripBidiControls(str(m.name, 200) ?? '').trim() || 'WalletConnect',
        url: safeUrl(m.url, /^https?:$/),
        icon,
        deepLink,
      },
      methods: namespaceMethods(v.namespaces),
      expiry,
    }
  } catch (error) {
    if (error instanceof GatehouseError) throw error
    throw new InvalidWalletAnswerError({ details: 'The session could not be read', cause: error })
  }
}

/** The sessions the client holds, the ones that cannot be read left out. Never throws. */
export function clientSessions(client: WalletConnectClient): WalletConnectSession[] {
  let raw: unknown
  try {
    raw = client.sessions()
  } catch {
    return []
  }
  if (!Array.isArray(raw)) return []
  const out: WalletConnectSession[] = []
  for (const s of raw) {
    try {
      out.push(parseSession(s))
    } catch {
      // A session that cannot be read serves nobody.
    }
  }
  return out
}

/** The namespaces connected through WalletConnect now. */
export function walletConnectNamespaces(state: GatehouseState): WalletConnectNamespace[] {
  return WALLET_CONNECT_NAMESPACES.filter((ns) => {
    const c = state.connection.byNamespace[ns]
    return c !== undefined && c.status !== 'disconnected' && c.connectorId === WALLET_CONNECT_ID
  })
}

/**
 * The session serving the WalletConnect connections of `state`: the newest one whose accounts
 * hold a connected (or restoring) address, else the newest one; null without a WalletConnect connection.
 */
export function currentSession(client: WalletConnectClient, state: GatehouseState): WalletConnectSession | null {
  const addresses = new Set<string>()
  for (const ns of walletConnectNamespaces(state)) {
    const c = state.connection.byNamespace[ns]
    const address = c?.status === 'connected' ? c.address : c?.status === 'connecting' ? c.address : null
    if (address) addresses.add(`${ns}:${address.toLowerCase()}`)
  }
  if (addresses.size === 0) return null
  // The newest session holding a connected address; else (the wallet moved to an account it has
  // not listed in the session yet) the newest session of all.
  let best: WalletConnectSession | null = null
  let newest: WalletConnectSession | null = null
  for (const s of clientSessions(client)) {
    if (newest === null || s.expiry > newest.expiry) newest = s
    if (!s.accounts.some((a) => addresses.has(`${a.namespace}:${a.address.toLowerCase()}`))) continue
    if (best === null || s.expiry > best.expiry) best = s
  }
  return best ?? newest
}

/** The chain a namespace's requests go to: `wanted` if the session has it, else the first of the session's. */
export function sessionChain(
  session: WalletConnectSession,
  namespace: ChainNamespace,
  wanted: string | null | undefined,
): CaipNetworkId | null {
  const chains = session.accounts.filter((a) => a.namespace === namespace).map((a) => a.chainId)
  if (wanted && chains.includes(wanted as CaipNetworkId)) return wanted as CaipNetworkId
  return chains[0] ?? null
}

/** A session event the client reported. */
export interface SessionEvent {
  kind: SessionEventName
  payload: unknown
}

/** The client's session events while subscribed; a client whose `on` throws gives none. */
export function sessionEvents(client: WalletConnectClient): Observable<SessionEvent> {
  return new Observable<SessionEvent>((subscriber) => {
    const kinds: SessionEventName[] = ['session_event', 'session_update', 'session_delete', 'session_expire']
    const listeners = kinds.map((kind) => [kind, (payload: unknown) => subscriber.next({ kind, payload })] as const)
    for (const [kind, listener] of listeners) {
      try {
        client.on(kind, listener)
      } catch {
        // Nothing to follow on a client that cannot be listened to.
      }
    }
    return () => {
      for (const [kind, listener] of listeners) {
        try {
          client.off(kind, listener)
        } catch {
          // Nothing more to do.
        }
      }
    }
  })
}

/** WalletConnect's SDK codes for a person's rejection (USER_REJECTED, _CHAINS, _METHODS, _EVENTS). */
const SDK_USER_REJECTED = [5000, 5001, 5002, 5003]

/**
 * The wallet's or the client's error as event data (STYLE §7). A rejection, whether the
 * wallet's EIP-1193 4001 or WalletConnect's 5000–5003, is the catalogue's
 * UserRejectedRequestError with code 4001, so every view tells it the same way. Never throws.
 */
export function wcErrorData(error: unknown): ErrorData {
  try {
    if (error instanceof GatehouseError) return error.toData()
    const e = typeof error === 'object' && error !== null ? (error as { code?: unknown; message?: unknown }) : {}
    const code = typeof e.code === 'number' && Number.isInteger(e.code) ? e.code : undefined
    const message =
      typeof e.message === 'string' && e.message.length > 0
        ? e.message.slice(0, 300)
        : typeof error === 'string'
          ? error.slice(0, 300)
          : undefined
    if (code !== undefined && SDK_USER_REJECTED.includes(code))
      return { name: rpcErrorName(4001), shortMessage: message ?? rpcErrorName(4001), code: 4001 }
    if (code !== undefined) return { name: rpcErrorName(code), shortMessage: message ?? rpcErrorName(code), code }
    return { name: 'UnknownRpcError', shortMessage: message ?? CORE_MESSAGES.somethingWentWrong }
  } catch {
    return { name: 'UnknownRpcError', shortMessage: CORE_MESSAGES.somethingWentWrong }
  }
}

/** The topic of a pairing link `wc:{topic}@2?…`; throws InvalidWalletAnswerError for anything else. */
export function pairingTopic(uri: unknown): string {
  const match = typeof uri === 'string' && uri.length <= 2000 ? /^wc:([0-9a-f]{64})@2\?/i.exec(uri) : null
  if (!match) throw new InvalidWalletAnswerError({ details: 'The client gave no pairing link' })
  return match[1] as string
}

/** The topic of a session event's payload, or undefined. Never throws. */
export function payloadTopic(payload: unknown): string | undefined {
  try {
    return str((payload as { topic?: unknown } | null)?.topic, 200)
  } catch {
    return undefined
  }
}
