// WalletConnect end to end in Node: a dapp-side @walletconnect/sign-client and the
// devnet's test phone wallet (another sign-client) through the devnet relay. Pair,
// approve, sign (checked with viem's verifyMessage), account and chain events, ping,
// disconnect, expiry, rejection, and the relay dropping every socket with the session
// kept. A guard on net.Socket#connect and fetch records any connection that would
// leave 127.0.0.1; the last test asserts there was none.
import { createPublicKey, verify as verifyBytes } from 'node:crypto'
import net from 'node:net'
import { base58 } from '@scure/base'
import { SignClient } from '@walletconnect/sign-client'
import type { SessionTypes } from '@walletconnect/types'
import { verifyMessage, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEV_ACCOUNTS } from '../devnet/accounts.js'
import type { DevnetInfo } from '../devnet/info.js'
import { DEVNET_CHAINS } from '../devnet/start.js'
import { startPhoneWalletServer } from '../devnet/walletConnect/controlServer.js'
import { startPhoneWallet, type PhoneWallet } from '../devnet/walletConnect/phoneWallet.js'
import { startRelay, type Relay } from '../devnet/walletConnect/relay.js'

// -- the outbound guard --------------------------------------------------------------
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1', '[::1]'])
const outbound: string[] = []
const originalConnect = net.Socket.prototype.connect
const originalFetch = globalThis.fetch
beforeAll(() => {
  net.Socket.prototype.connect = function connect(this: net.Socket, ...args: unknown[]) {
    const [first, second] = args
    let host: string | undefined
    if (typeof first === 'object' && first !== null && !Array.isArray(first)) {
      const options = first as { host?: string; path?: string }
      host = options.path !== undefined ? undefined : (options.host ?? 'localhost')
    } else if (typeof first === 'number' || (typeof first === 'string' && /^\d+$/.test(first))) {
      host = typeof second === 'string' ? second : 'localhost'
    }
    if (host !== undefined && !LOOPBACK.has(host)) outbound.push(`net.connect ${host}`)
    return originalConnect.apply(this, args as never)
  } as typeof originalConnect
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url)
    if (!LOOPBACK.has(url.hostname)) {
      outbound.push(`fetch ${url.href}`)
      return Promise.reject(new TypeError(`wallet-connect.test: outbound fetch refused: ${url.href}`))
    }
    return originalFetch(input, init)
  }
})
afterAll(() => {
  net.Socket.prototype.connect = originalConnect
  globalThis.fetch = originalFetch
})

// -- helpers -------------------------------------------------------------------------
const CHAINS: DevnetInfo['chains'] = DEVNET_CHAINS.map((c) => ({
  caipNetworkId: `eip155:${c.chainId}`,
  chainId: c.chainId,
  name: c.name,
  rpcUrl: `http://127.0.0.1:9/${c.key}`,
  supported: c.supported,
}))
const SOLANA_MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const NAMESPACES = {
  eip155: {
    chains: ['eip155:1', 'eip155:8453'],
    methods: ['personal_sign', 'wallet_switchEthereumChain', 'wallet_addEthereumChain'],
    events: ['accountsChanged', 'chainChanged'],
  },
  solana: { chains: [SOLANA_MAINNET], methods: ['solana_signMessage'], events: [] },
}

class MemoryStorage {
  private readonly map = new Map<string, unknown>()
  getKeys = async () => [...this.map.keys()]
  getEntries = async () => [...this.map.entries()] as [string, never][]
  getItem = async (key: string) => this.map.get(key) as never
  setItem = async (key: string, value: unknown) => void this.map.set(key, value)
  removeItem = async (key: string) => void this.map.delete(key)
}

let dappCount = 0
function startDapp(relayUrl: string) {
  return SignClient.init({
    projectId: 'devnet',
    relayUrl,
    metadata: { name: 'Gatehouse test dapp', description: 'dapp side', url: 'http://127.0.0.1:5173', icons: [] },
    telemetryEnabled: false,
    customStoragePrefix: `gatehouse-test-dapp-${process.pid}-${++dappCount}`,
    storage: new MemoryStorage() as never,
    logger: 'silent',
  })
}

type Dapp = Awaited<ReturnType<typeof startDapp>>
type DappEvents = Parameters<Dapp['on']>[0]

/** The next `name` event of the dapp client that matches, or a timeout error naming it. */
function nextEvent<E extends DappEvents>(
  dapp: Dapp,
  name: E,
  match: (payload: never) => boolean = () => true,
  timeoutMs = 10_000,
): Promise<never> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      dapp.off(name, listener as never)
      reject(new Error(`no ${String(name)} within ${timeoutMs} ms`))
    }, timeoutMs)
    const listener = (payload: never) => {
      if (!match(payload)) return
      clearTimeout(timer)
      dapp.off(name, listener as never)
      resolve(payload)
    }
    dapp.on(name, listener as never)
  })
}

function withTimeout<T>(promise: Promise<T>, what: string, timeoutMs = 10_000): Promise<T> {
  let timer: NodeJS.Timeout
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what}: no answer within ${timeoutMs} ms`)), timeoutMs)
    }),
  ])
}

async function connectSession(
  dapp: Dapp,
  wallet: PhoneWallet,
  namespaces: typeof NAMESPACES | Pick<typeof NAMESPACES, 'eip155'> = NAMESPACES,
) {
  const { uri, approval } = await dapp.connect({ optionalNamespaces: namespaces })
  await wallet.pair(uri!)
  const pending = await withTimeout(wallet.nextPending(), 'session proposal')
  expect(pending.kind).toBe('proposal')
  await wallet.approve(pending.id)
  return withTimeout(approval(), 'approval')
}

/** Sends a request from the dapp and approves it in the wallet when it waits there. */
async function requestApproved(
  dapp: Dapp,
  wallet: PhoneWallet,
  session: SessionTypes.Struct,
  chainId: string,
  request: { method: string; params: unknown },
) {
  const answer = dapp.request({ topic: session.topic, chainId, request })
  const pending = await withTimeout(wallet.nextPending(), request.method)
  expect(pending).toMatchObject({ kind: 'request', method: request.method, chainId })
  await wallet.approve(pending.id)
  return withTimeout(answer, request.method)
}

// -- the tests -----------------------------------------------------------------------
let shift = 0 // ms added to the relay's clock, to expire what it holds
let relay: Relay
let wallet: PhoneWallet
let dapp: Dapp
beforeAll(async () => {
  relay = await startRelay({ now: () => Date.now() + shift })
  ;[wallet, dapp] = await Promise.all([
    startPhoneWallet({ relayUrl: relay.url, accounts: DEV_ACCOUNTS, chains: CHAINS }),
    startDapp(relay.url),
  ])
}, 30_000)
afterAll(async () => {
  await wallet?.close()
  dapp?.core.heartbeat.stop()
  await dapp?.core.relayer.transportClose().catch(() => undefined)
  await relay?.close()
})

describe('WalletConnect through the devnet relay', () => {
  let session: SessionTypes.Struct

  it('default: pair, approve with eip155 and solana accounts, sign with the dev key (verified with viem)', async () => {
    session = await connectSession(dapp, wallet)
    expect(session.namespaces.eip155!.accounts).toEqual([
      `eip155:1:${DEV_ACCOUNTS[0]!.address}`,
      `eip155:8453:${DEV_ACCOUNTS[0]!.address}`,
    ])
    expect(session.namespaces.solana!.accounts).toEqual([`${SOLANA_MAINNET}:${wallet.state().solanaAddress}`])
    expect(session.peer.metadata.name).toBe('Gatehouse Test Phone Wallet')

    const message = 'Sign in to Gatehouse'
    const signature = (await requestApproved(dapp, wallet, session, 'eip155:1', {
      method: 'personal_sign',
      params: [`0x${Buffer.from(message).toString('hex')}`, DEV_ACCOUNTS[0]!.address],
    })) as Hex
    expect(await verifyMessage({ address: DEV_ACCOUNTS[0]!.address, message, signature })).toBe(true)
    expect(await verifyMessage({ address: DEV_ACCOUNTS[1]!.address, message, signature })).toBe(false)
  })

  it('behavior: solana_signMessage is signed with the Solana dev key', async () => {
    const message = new TextEncoder().encode('hello solana')
    const solanaAddress = wallet.state().solanaAddress
    const { signature } = (await requestApproved(dapp, wallet, session, SOLANA_MAINNET, {
      method: 'solana_signMessage',
      params: { message: base58.encode(message), pubkey: solanaAddress },
    })) as { signature: string }
    const publicKey = createPublicKey({
      key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(base58.decode(solanaAddress)).toString('base64url') },
      format: 'jwk',
    })
    expect(verifyBytes(null, message, publicKey, base58.decode(signature))).toBe(true)
    expect(verifyBytes(null, new TextEncoder().encode('other'), publicKey, base58.decode(signature))).toBe(false)
  })

  it('behavior: a rejected signature is 4001 at the dapp; a chain switch is answered without asking', async () => {
    const answer = dapp.request({
      topic: session.topic,
      chainId: 'eip155:1',
      request: { method: 'personal_sign', params: ['0x68', DEV_ACCOUNTS[0]!.address] },
    })
    const pending = await withTimeout(wallet.nextPending(), 'request')
    await wallet.reject(pending.id)
    await expect(answer).rejects.toMatchObject({ code: 4001 })
    await expect(
      withTimeout(
        dapp.request({
          topic: session.topic,
          chainId: 'eip155:1',
          request: { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a69' }] },
        }),
        'switch',
      ),
    ).resolves.toBeNull()
    expect(wallet.pending()).toEqual([])
  })

  it('behavior: account and chain changes reach the dapp as events (with a session update for a new chain)', async () => {
    const accountsChanged = nextEvent(
      dapp,
      'session_event',
      (e: { params: { event: { name: string } } }) => e.params.event.name === 'accountsChanged',
    )
    const updated = nextEvent(dapp, 'session_update', (e: { params: { namespaces: SessionTypes.Namespaces } }) =>
      e.params.namespaces.eip155!.accounts.includes(`eip155:1:${DEV_ACCOUNTS[1]!.address}`),
    )
    await wallet.setAccount(1)
    const accountEvent = (await accountsChanged) as {
      topic: string
      params: { event: { data: unknown }; chainId: string }
    }
    expect(accountEvent.topic).toBe(session.topic)
    expect(accountEvent.params.event.data).toEqual([DEV_ACCOUNTS[1]!.address])
    expect(
      ((await updated) as { params: { namespaces: SessionTypes.Namespaces } }).params.namespaces.eip155!.accounts,
    ).toContain(`eip155:8453:${DEV_ACCOUNTS[1]!.address}`)

    const chainChanged = nextEvent(
      dapp,
      'session_event',
      (e: { params: { event: { name: string } } }) => e.params.event.name === 'chainChanged',
    )
    await wallet.switchChain('eip155:8453')
    expect(((await chainChanged) as { params: { event: { data: unknown }; chainId: string } }).params).toMatchObject({
      chainId: 'eip155:8453',
      event: { data: 8453 },
    })

    // The dapp asks: an unknown chain is 4902, added it becomes the wallet's chain and the session's.
    await expect(
      withTimeout(
        dapp.request({
          topic: session.topic,
          chainId: 'eip155:1',
          request: { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2105' }] },
        }),
        'switch',
      ),
    ).resolves.toBeNull()
    expect(wallet.state().chainId).toBe('eip155:8453')
    await expect(
      withTimeout(
        dapp.request({
          topic: session.topic,
          chainId: 'eip155:1',
          request: { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x539' }] },
        }),
        'switch',
      ),
    ).rejects.toMatchObject({ code: 4902 })
    const added = nextEvent(
      dapp,
      'session_event',
      (e: { params: { chainId: string } }) => e.params.chainId === 'eip155:1337',
    )
    await withTimeout(
      dapp.request({
        topic: session.topic,
        chainId: 'eip155:1',
        request: {
          method: 'wallet_addEthereumChain',
          params: [{ chainId: '0x539', chainName: 'Local 1337', rpcUrls: ['http://127.0.0.1:9/1337'] }],
        },
      }),
      'add chain',
    )
    await added
    expect(dapp.session.get(session.topic).namespaces.eip155!.chains).toContain('eip155:1337')
    await wallet.switchChain('eip155:1')
  })

  it('behavior: ping both ways', async () => {
    const pinged = nextEvent(dapp, 'session_ping')
    await withTimeout(wallet.ping(), 'wallet ping')
    expect(((await pinged) as { topic: string }).topic).toBe(session.topic)
    await withTimeout(dapp.ping({ topic: session.topic }), 'dapp ping')
    expect(wallet.state().log.some((l) => l.event === 'pinged by the dapp')).toBe(true)
  })

  it('behavior: the relay drops every socket; both clients reconnect and the session still signs', async () => {
    const reconnected = Promise.all(
      [dapp, wallet.client].map((c) =>
        withTimeout(
          new Promise<void>((resolve) => c.core.relayer.once('relayer_connect', () => resolve())),
          'reconnect',
        ),
      ),
    )
    expect(relay.dropConnections()).toBe(2)
    await reconnected
    expect(dapp.session.get(session.topic).topic).toBe(session.topic)
    const message = 'after the drop'
    const signature = (await requestApproved(dapp, wallet, session, 'eip155:1', {
      method: 'personal_sign',
      params: [`0x${Buffer.from(message).toString('hex')}`, DEV_ACCOUNTS[1]!.address],
    })) as Hex
    expect(await verifyMessage({ address: DEV_ACCOUNTS[1]!.address, message, signature })).toBe(true)
    expect(relay.connections()).toBe(2)
  })

  it('behavior: the wallet disconnects; the dapp sees session_delete', async () => {
    const deleted = nextEvent(dapp, 'session_delete')
    await wallet.disconnect()
    expect(((await deleted) as { topic: string }).topic).toBe(session.topic)
    expect(dapp.session.getAll()).toEqual([])
    expect(wallet.state().sessions).toEqual([])
  })

  it('error: a rejected proposal rejects the dapp approval with USER_REJECTED', async () => {
    const { uri, approval } = await dapp.connect({ optionalNamespaces: { eip155: NAMESPACES.eip155 } })
    await wallet.pair(uri!)
    const pending = await withTimeout(wallet.nextPending(), 'proposal')
    await wallet.reject(pending.id)
    await expect(withTimeout(approval(), 'approval')).rejects.toMatchObject({ code: 5000 })
  })

  it('error: a required chain the wallet does not know is refused (UNSUPPORTED_CHAINS)', async () => {
    const { uri, approval } = await dapp.connect({
      requiredNamespaces: { eip155: { chains: ['eip155:10'], methods: ['personal_sign'], events: [] } },
    })
    await wallet.pair(uri!)
    const pending = await withTimeout(wallet.nextPending(), 'proposal')
    await expect(wallet.approve(pending.id)).rejects.toMatchObject({ code: 5100 })
    await expect(withTimeout(approval(), 'approval')).rejects.toMatchObject({ code: 5100 })
  })

  it('error: an expired pairing URI is refused, and a proposal past its TTL is never delivered', async () => {
    const { uri } = await dapp.connect({ optionalNamespaces: { eip155: NAMESPACES.eip155 } })
    const expired = uri!.replace(/expiryTimestamp=\d+/, `expiryTimestamp=${Math.floor(Date.now() / 1000) - 1}`)
    await expect(wallet.pair(expired)).rejects.toThrow(/expired/i)

    // The relay's clock passes the proposal's 5-minute TTL before the wallet pairs.
    const topic = /^wc:([0-9a-f]{64})@/.exec(uri!)![1]!
    expect(relay.storedMessages(topic)).toBe(1)
    shift = 6 * 60_000
    try {
      expect(relay.storedMessages(topic)).toBe(0)
      await wallet.pair(uri!)
      // A pairing ping round trip on the same socket comes after any delivery the subscribe would have made.
      await withTimeout(wallet.client.core.pairing.ping({ topic }), 'pairing ping')
      expect(wallet.pending()).toEqual([])
    } finally {
      shift = 0
    }
  })

  it('behavior: the control server pairs and approves over HTTP, serves its page under a strict CSP, and answers bad input with 4xx', async () => {
    const server = await startPhoneWalletServer(wallet, { waitMs: 5_000 })
    try {
      const post = (path: string, body?: unknown) =>
        fetch(`${server.url}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        })
      const { uri, approval } = await dapp.connect({ optionalNamespaces: { eip155: NAMESPACES.eip155 } })
      expect((await post('/pair', { uri })).status).toBe(200)
      const approved = await post('/approve')
      expect(approved.status).toBe(200)
      const newSession = await withTimeout(approval(), 'approval')
      const state = (await (await fetch(`${server.url}/state`)).json()) as {
        sessions: { topic: string }[]
        account: { index: number }
      }
      expect(state.sessions.map((s) => s.topic)).toEqual([newSession.topic])

      expect((await post('/account', { index: 2 })).status).toBe(200)
      expect((await post('/account', { index: 99 })).status).toBe(400)
      expect((await post('/chain', { chainId: 8453 })).status).toBe(200)
      expect((await post('/chain', { chainId: 'eip155:10' })).status).toBe(400)
      expect((await post('/pair', { uri: 'https://example.com' })).status).toBe(400)
      expect((await post('/pair', { nope: 1 })).status).toBe(400)
      expect((await post('/approve', { id: 'x' })).status).toBe(400)
      const deleted = nextEvent(dapp, 'session_delete')
      expect((await post('/disconnect')).status).toBe(200)
      await deleted

      const page = await fetch(`${server.url}/`)
      expect(page.headers.get('content-security-policy')).toContain("script-src 'self'")
      const html = await page.text()
      expect(html).toContain('<label for="uri">WalletConnect URI</label>')
      expect(html).not.toMatch(/<script>|style=/)
      expect((await fetch(`${server.url}/page.js`)).status).toBe(200)
    } finally {
      await server.close()
    }
  })

  it('no connection left 127.0.0.1', () => {
    expect(outbound).toEqual([])
  })
})
