// WalletConnect's settings and the narrow client the effects use (deps.walletConnect). The
// client itself (@walletconnect/sign-client) is loaded by effects/walletConnect/signClient.ts
// through a dynamic import, so neither this file nor the app's initial JS holds it. Tests
// give a client of their own through `createClient`.
import { ConfigurationError } from '../errors/catalogue.js'

/** The public WalletConnect relay, used when the app configures none. */
export const DEFAULT_RELAY_URL = 'wss://relay.walletconnect.org'

/** The dapp as the wallet shows it (SPEC §1: metadata holds name, description, url, icons). */
export interface WalletConnectMetadata {
  name: string
  description: string
  url: string
  icons: string[]
}

/** What the sign-client is started with. */
export interface WalletConnectSettings {
  projectId: string
  /** ws:// or wss:// URL of the relay. */
  relayUrl: string
  metadata: WalletConnectMetadata
  /**
   * Whether the relay is the public one. Only then does the client ask the vendor's verify
   * service to attest each proposal and request (a hidden iframe that waits up to 5 s when it
   * cannot load); with a relay of the app's own there is nobody to attest to.
   */
  publicRelay: boolean
  /** Prefix of the client's own storage keys (two clients in one page need distinct ones). */
  storagePrefix?: string
}

/** One namespace a connect asks for (CAIP-25). */
export interface ProposalNamespace {
  chains: string[]
  methods: string[]
  events: string[]
}

/** A pending connect: the pairing link to show and the wallet's answer. */
export interface PendingConnect {
  uri: string
  /** Resolves with the settled session (untrusted: the effects check it), rejects on rejection or expiry. */
  approval: Promise<unknown>
}

/** A listener of the client's session events; the payload is untrusted. */
export type SessionListener = (payload: unknown) => void

/** The session events the effects follow. */
export type SessionEventName = 'session_event' | 'session_update' | 'session_delete' | 'session_expire'

/** The part of a WalletConnect sign-client the effects use. Every answer is untrusted. */
export interface WalletConnectClient {
  connect(namespaces: Record<string, ProposalNamespace>): Promise<PendingConnect>
  request(params: { topic: string; chainId: string; method: string; params: unknown }): Promise<unknown>
  ping(topic: string): Promise<void>
  disconnect(topic: string): Promise<void>
  /** The sessions the client holds (restored from its own storage after a reload). */
  sessions(): unknown[]
  on(event: SessionEventName, listener: SessionListener): void
  off(event: SessionEventName, listener: SessionListener): void
}

/** deps.walletConnect: the settings and, in tests, the client to use instead of the sign-client. */
export interface WalletConnectDeps {
  settings: WalletConnectSettings
  createClient?: (settings: WalletConnectSettings) => Promise<WalletConnectClient>
}

/** GatehouseConfig's `walletConnect`. */
export interface WalletConnectConfig {
  /** The relay (default: the public relay). The devnet and tests give theirs. */
  relayUrl?: string
  /** The dapp as wallets show it (default: the page's title and origin). */
  metadata?: Partial<WalletConnectMetadata>
}

/** Checks a relay URL: ws:// or wss://, nothing else; throws ConfigurationError naming the field. */
export function parseRelayUrl(value: unknown): string {
  let url: URL | undefined
  try {
    url = typeof value === 'string' ? new URL(value) : undefined
  } catch {
    url = undefined
  }
  if (!url || (url.protocol !== 'ws:' && url.protocol !== 'wss:') || url.username !== '' || url.password !== '') {
    throw new ConfigurationError('invalidInput', {
      details: 'walletConnect.relayUrl must be a ws:// or wss:// URL without credentials',
    })
  }
  return url.href.replace(/\/$/, '')
}

function pageMetadata(): WalletConnectMetadata {
  const hasPage = typeof document !== 'undefined' && typeof location !== 'undefined'
  const url = hasPage ? location.origin : 'http://localhost'
  return { name: hasPage && document.title ? document.title : 'Gatehouse', description: '', url, icons: [] }
}

/**
 * The WalletConnect settings of a configuration, checked now, or null without a project id
 * (SPEC §1: the project id must be set): then the WalletConnect effects stay idle.
 */
export function walletConnectSettings(
  projectId: string | undefined,
  config: WalletConnectConfig | undefined,
): WalletConnectSettings | null {
  if (config !== undefined && (typeof config !== 'object' || config === null)) {
    throw new ConfigurationError('invalidInput', { details: 'walletConnect must be an object' })
  }
  const relayUrl = config?.relayUrl === undefined ? DEFAULT_RELAY_URL : parseRelayUrl(config.relayUrl)
  const m = config?.metadata
  if (m !== undefined && (typeof m !== 'object' || m === null))
    throw new ConfigurationError('invalidInput', { details: 'walletConnect.metadata must be an object' })
  const page = pageMetadata()
  const text = (v: unknown, field: string, fallback: string) => {
    if (v === undefined) return fallback
    if (typeof v !== 'string' || v.length > 500)
      throw new ConfigurationError('invalidInput', { details: `walletConnect.metadata.${field} must be a string` })
    return v
  }
  const icons = m?.icons ?? page.icons
  if (!Array.isArray(icons) || !icons.every((i) => typeof i === 'string')) {
    throw new ConfigurationError('invalidInput', { details: 'walletConnect.metadata.icons must be a list of URLs' })
  }
  if (!projectId) return null
  return {
    projectId,
    relayUrl,
    publicRelay: relayUrl === DEFAULT_RELAY_URL,
    metadata: {
      name: text(m?.name, 'name', page.name),
      description: text(m?.description, 'description', page.description),
      url: text(m?.url, 'url', page.url),
      icons: [...icons],
    },
  }
}
