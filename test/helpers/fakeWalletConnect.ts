// A fake WalletConnect client for the WalletConnect effects' unit tests: it records what the
// effects ask, offers pairing links, and answers as the test says (approve, reject, garbage).
// The real client against the devnet relay is in test/integration and test/e2e.
import type {
  PendingConnect,
  ProposalNamespace,
  SessionEventName,
  SessionListener,
  WalletConnectClient,
  WalletConnectDeps,
} from '../../src/api/walletConnect.js'

/** anvil's first two dev addresses and a Solana address. */
export const WC_ADDRESS_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
export const WC_ADDRESS_1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
export const WC_SOLANA = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'

/** A topic made of one hex digit repeated. */
export const topicOf = (digit: string): string => digit.repeat(64)

/** A settled session as the sign-client gives it. */
export function sessionFixture(
  options: { topic?: string; accounts?: string[]; name?: string; expiry?: number; redirect?: unknown } = {},
): Record<string, unknown> {
  const accounts = options.accounts ?? [`eip155:1:${WC_ADDRESS_0}`, `eip155:8453:${WC_ADDRESS_0}`]
  const byNs: Record<string, { accounts: string[]; methods: string[]; events: string[] }> = {}
  for (const a of accounts) {
    const ns = a.split(':')[0] as string
    ;(byNs[ns] ??= { accounts: [], methods: [], events: [] }).accounts.push(a)
  }
  return {
    topic: options.topic ?? topicOf('a'),
    namespaces: byNs,
    expiry: options.expiry ?? 1_800_000_000,
    peer: {
      publicKey: 'b'.repeat(64),
      metadata: {
        name: options.name ?? 'Phone Wallet',
        description: '',
        url: 'https://phone.example',
        icons: ['https://phone.example/icon.png'],
        redirect: options.redirect ?? { native: 'phonewallet://' },
      },
    },
  }
}

/** What a test drives. */
export interface FakeWalletConnect {
  deps: WalletConnectDeps
  client: WalletConnectClient
  created: number
  /** Each connect the effects made, with its link and namespaces. */
  connects: Array<{
    uri: string
    namespaces: Record<string, ProposalNamespace>
    resolve(session: unknown): void
    reject(error: unknown): void
  }>
  requests: Array<{ topic: string; chainId: string; method: string; params: unknown }>
  pings: string[]
  disconnects: string[]
  sessions: unknown[]
  /** Answers of request() by method (a function may throw or return a promise). */
  handlers: Record<string, (params: unknown) => unknown>
  /** Resolves the latest connect with the session and keeps it. */
  approve(session?: Record<string, unknown>): void
  emit(kind: SessionEventName, payload: unknown): void
  listeners(kind: SessionEventName): number
}

/** A fake client; `fail` makes creating it fail. */
export function fakeWalletConnect(options: { fail?: unknown } = {}): FakeWalletConnect {
  const listeners = new Map<SessionEventName, Set<SessionListener>>()
  let n = 0
  const fake: FakeWalletConnect = {
    created: 0,
    connects: [],
    requests: [],
    pings: [],
    disconnects: [],
    sessions: [],
    handlers: {},
    deps: {
      settings: {
        projectId: 'test',
        relayUrl: 'ws://127.0.0.1:1',
        publicRelay: false,
        metadata: { name: 'Test', description: '', url: 'http://127.0.0.1', icons: [] },
      },
      createClient: async () => {
        if (options.fail !== undefined) throw options.fail
        fake.created += 1
        return fake.client
      },
    },
    client: {
      async connect(namespaces): Promise<PendingConnect> {
        const topic = (++n).toString(16).padStart(64, '0')
        const uri = `wc:${topic}@2?relay-protocol=irn&symKey=${'c'.repeat(64)}&expiryTimestamp=1800000000`
        let resolve: (session: unknown) => void = () => undefined
        let reject: (error: unknown) => void = () => undefined
        const approval = new Promise<unknown>((res, rej) => {
          resolve = res
          reject = rej
        })
        approval.catch(() => undefined)
        fake.connects.push({ uri, namespaces, resolve, reject })
        return { uri, approval }
      },
      async request(params) {
        fake.requests.push(params)
        const handler = fake.handlers[params.method]
        if (!handler) throw Object.assign(new Error('Method not supported'), { code: 5101 })
        return handler(params.params)
      },
      async ping(topic) {
        fake.pings.push(topic)
      },
      async disconnect(topic) {
        fake.disconnects.push(topic)
        fake.sessions = fake.sessions.filter((s) => (s as { topic: string }).topic !== topic)
      },
      sessions: () => fake.sessions,
      on(kind, listener) {
        let set = listeners.get(kind)
        if (!set) listeners.set(kind, (set = new Set()))
        set.add(listener)
      },
      off(kind, listener) {
        listeners.get(kind)?.delete(listener)
      },
    },
    approve(session = sessionFixture()) {
      fake.sessions.push(session)
      fake.connects.at(-1)?.resolve(session)
    },
    emit(kind, payload) {
      for (const l of [...(listeners.get(kind) ?? [])]) l(payload)
    },
    listeners: (kind) => listeners.get(kind)?.size ?? 0,
  }
  return fake
}
