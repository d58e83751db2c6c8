import { EventEmitter } from 'node:events'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { WalletConnectSettings } from '../../src/api/walletConnect.js'
import { LOG_BUFFER_BYTES, LOG_LEVEL, RPC_TIMEOUT_MS } from '../../src/domain/constants.js'
import { createSignClient, whileRelayUp } from './signClient.js'

// The sign-client and its logger at the boundary: what createSignClient starts them with and asks of them.
const sdk = vi.hoisted(() => ({
  init: [] as Array<Record<string, unknown>>,
  client: null as unknown,
  loggerArgs: [] as unknown[],
  defaultOptionsArgs: [] as unknown[],
}))
vi.mock('@walletconnect/sign-client', () => ({
  SignClient: {
    init: (options: Record<string, unknown>) => {
      sdk.init.push(options)
      return Promise.resolve(sdk.client)
    },
  },
}))
vi.mock('@walletconnect/logger', () => ({
  getDefaultLoggerOptions: (options: unknown) => {
    sdk.defaultOptionsArgs.push(options)
    return { fromDefaults: options }
  },
  generatePlatformLogger: (args: unknown) => {
    sdk.loggerArgs.push(args)
    return { logger: { isLogger: true } }
  },
}))

/** A relayer as whileRelayUp sees it: its connected flag and its connect/disconnect events. */
function fakeRelayer(connected: boolean) {
  const events = new EventEmitter()
  const relayer = {
    connected,
    on: (event: string, listener: (...args: unknown[]) => void) => events.on(event, listener),
    off: (event: string, listener: (...args: unknown[]) => void) => events.off(event, listener),
    drop() {
      relayer.connected = false
      events.emit('relayer_disconnect')
    },
    back() {
      relayer.connected = true
      events.emit('relayer_connect')
    },
    listeners: () => events.listenerCount('relayer_connect') + events.listenerCount('relayer_disconnect'),
  }
  return relayer
}

/** A promise and its resolve, to settle the wallet's answer when the test says. */
function answer<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((r) => (resolve = r))
  return { promise, resolve }
}

describe('whileRelayUp', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('behavior: with the relay up the wait for the wallet has no limit', async () => {
    const relayer = fakeRelayer(true)
    const wallet = answer<string>()
    const result = whileRelayUp(relayer, wallet.promise, 10_000)
    await vi.advanceTimersByTimeAsync(60_000)
    wallet.resolve('0xsig')
    await expect(result).resolves.toBe('0xsig')
    expect(relayer.listeners()).toBe(0)
  })

  it('error: the relay down for the timeout fails the request as 4900', async () => {
    const relayer = fakeRelayer(true)
    const result = whileRelayUp(relayer, answer<string>().promise, 10_000)
    const outcome = result.catch((error: unknown) => error)
    relayer.drop()
    await vi.advanceTimersByTimeAsync(9_999)
    expect(await Promise.race([outcome, Promise.resolve('pending')])).toBe('pending')
    await vi.advanceTimersByTimeAsync(1)
    expect(await outcome).toMatchObject({ code: 4900, message: 'The WalletConnect relay cannot be reached' })
    expect(relayer.listeners()).toBe(0)
  })

  it('error: a request made while the relay is already down fails after the timeout', async () => {
    const relayer = fakeRelayer(false)
    const outcome = whileRelayUp(relayer, answer<string>().promise, 10_000).catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(await outcome).toMatchObject({ code: 4900 })
  })

  it('behavior: a relay back before the timeout lets the answer through, and a later drop starts a new timeout', async () => {
    const relayer = fakeRelayer(true)
    const wallet = answer<string>()
    const result = whileRelayUp(relayer, wallet.promise, 10_000)
    relayer.drop()
    await vi.advanceTimersByTimeAsync(9_000)
    relayer.back()
    await vi.advanceTimersByTimeAsync(5_000)
    relayer.drop()
    await vi.advanceTimersByTimeAsync(9_000)
    wallet.resolve('0xsig')
    await expect(result).resolves.toBe('0xsig')
  })

  it('behavior: the relay said down twice and then up again lets the answer through (one timeout, cleared)', async () => {
    const relayer = fakeRelayer(true)
    const wallet = answer<string>()
    const result = whileRelayUp(relayer, wallet.promise, 10_000)
    relayer.drop()
    await vi.advanceTimersByTimeAsync(1_000)
    relayer.drop()
    await vi.advanceTimersByTimeAsync(1_000)
    relayer.back()
    await vi.advanceTimersByTimeAsync(20_000)
    wallet.resolve('0xsig')
    await expect(result).resolves.toBe('0xsig')
  })

  it('error: the wallet’s own error passes through as it is', async () => {
    const relayer = fakeRelayer(true)
    const rejected = Object.assign(new Error('User rejected.'), { code: 5000 })
    await expect(whileRelayUp(relayer, Promise.reject(rejected), 10_000)).rejects.toBe(rejected)
    expect(relayer.listeners()).toBe(0)
  })
})

const SETTINGS: WalletConnectSettings = {
  projectId: 'p1',
  relayUrl: 'ws://127.0.0.1:9',
  publicRelay: false,
  metadata: { name: 'App', description: 'd', url: 'http://127.0.0.1', icons: [] },
}

/** A sign-client as SignClient.init gives it, recording the calls createSignClient's client makes. */
function fakeSdkClient(relayer = fakeRelayer(true)) {
  const calls: Array<[string, unknown]> = []
  const verify = {
    core: 'core',
    logger: 'logger',
    store: 'store',
    context: 'context',
    register: () => Promise.resolve('attestation'),
    resolve: () => Promise.resolve({ origin: 'https://verify.example' }),
  }
  let approval: Promise<unknown> = Promise.resolve('session')
  const client = {
    core: { verify, relayer },
    connect: (args: unknown) => {
      calls.push(['connect', args])
      return Promise.resolve({ uri: client.uri, approval: () => approval })
    },
    uri: 'wc:abc@2?x' as string | undefined,
    setApproval: (p: Promise<unknown>) => (approval = p),
    request: (args: unknown) => {
      calls.push(['request', args])
      return client.answer
    },
    answer: Promise.resolve<unknown>('0xresult'),
    ping: (args: unknown) => (calls.push(['ping', args]), Promise.resolve()),
    disconnect: (args: unknown) => (calls.push(['disconnect', args]), Promise.resolve()),
    session: { getAll: () => ['s1', 's2'] },
    on: (event: unknown, listener: unknown) => (calls.push(['on', [event, listener]]), client),
    off: (event: unknown, listener: unknown) => (calls.push(['off', [event, listener]]), client),
  }
  sdk.client = client
  return { client, calls, verify }
}

describe('createSignClient', () => {
  beforeEach(() => {
    sdk.init.length = 0
    sdk.loggerArgs.length = 0
    sdk.defaultOptionsArgs.length = 0
  })

  it('default: starts the sign-client with the app’s project, relay and metadata, telemetry off, SPEC §9’s log level and buffer', async () => {
    fakeSdkClient()
    await createSignClient(SETTINGS)
    expect(sdk.init).toEqual([
      {
        projectId: 'p1',
        relayUrl: 'ws://127.0.0.1:9',
        metadata: SETTINGS.metadata,
        telemetryEnabled: false,
        logger: { isLogger: true },
      },
    ])
    expect(sdk.defaultOptionsArgs).toEqual([{ level: LOG_LEVEL, browser: { serialize: true } }])
    expect(sdk.loggerArgs).toEqual([
      { opts: { fromDefaults: { level: LOG_LEVEL, browser: { serialize: true } } }, maxSizeInBytes: LOG_BUFFER_BYTES },
    ])
  })

  it('behavior: a storage prefix and a storage of the caller’s are passed on', async () => {
    fakeSdkClient()
    const storage = { getItem: vi.fn() } as never
    await createSignClient({ ...SETTINGS, storagePrefix: 'gh2' }, { storage })
    expect(sdk.init[0]).toMatchObject({ customStoragePrefix: 'gh2', storage })
  })

  it('behavior: with a relay of the app’s own, verify attests nothing at once and keeps the core’s members; the public relay keeps the vendor’s', async () => {
    const own = fakeSdkClient()
    await createSignClient(SETTINGS)
    const verify = own.client.core.verify as typeof own.verify
    expect(verify).not.toBe(own.verify)
    expect(verify).toMatchObject({ core: 'core', logger: 'logger', store: 'store', context: 'context' })
    await expect(verify.register()).resolves.toBe('')
    await expect(verify.resolve()).resolves.toBeUndefined()
    const pub = fakeSdkClient()
    await createSignClient({ ...SETTINGS, publicRelay: true })
    expect(pub.client.core.verify).toBe(pub.verify)
  })

  it('behavior: connect asks for the namespaces as optional and gives the link and the wallet’s answer; no link is ""', async () => {
    const { client, calls } = fakeSdkClient()
    const wc = await createSignClient(SETTINGS)
    const namespaces = { eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: [] } }
    const pending = await wc.connect(namespaces)
    expect(calls).toEqual([['connect', { optionalNamespaces: namespaces }]])
    expect(pending.uri).toBe('wc:abc@2?x')
    await expect(pending.approval).resolves.toBe('session')
    client.uri = undefined
    expect((await wc.connect(namespaces)).uri).toBe('')
  })

  it('behavior: a pairing given up (its answer rejected and never awaited) is no unhandled rejection; awaited, it still rejects', async () => {
    const { client } = fakeSdkClient()
    const wc = await createSignClient(SETTINGS)
    const unhandled: unknown[] = []
    const onUnhandled = (reason: unknown) => unhandled.push(reason)
    process.on('unhandledRejection', onUnhandled)
    try {
      const expired = new Error('Proposal expired')
      client.setApproval(Promise.reject(expired))
      const pending = await wc.connect({})
      await new Promise((resolve) => setTimeout(resolve, 20))
      expect(unhandled).toEqual([])
      await expect(pending.approval).rejects.toBe(expired)
    } finally {
      process.off('unhandledRejection', onUnhandled)
    }
  })

  it('behavior: request, ping and disconnect reach the client with the topic, chain, method and the disconnect reason USER_DISCONNECTED', async () => {
    const { calls } = fakeSdkClient()
    const wc = await createSignClient(SETTINGS)
    await expect(
      wc.request({ topic: 't', chainId: 'eip155:1', method: 'personal_sign', params: ['0x1', '0x2'] }),
    ).resolves.toBe('0xresult')
    await wc.ping('t')
    await wc.disconnect('t')
    expect(calls).toEqual([
      ['request', { topic: 't', chainId: 'eip155:1', request: { method: 'personal_sign', params: ['0x1', '0x2'] } }],
      ['ping', { topic: 't' }],
      ['disconnect', { topic: 't', reason: { code: 6000, message: 'User disconnected.' } }],
    ])
  })

  it('behavior: sessions are the client’s; on and off forward the listener and return nothing', async () => {
    const { calls } = fakeSdkClient()
    const wc = await createSignClient(SETTINGS)
    const listener = () => undefined
    expect(wc.sessions()).toEqual(['s1', 's2'])
    expect(wc.on('session_delete', listener)).toBeUndefined()
    expect(wc.off('session_delete', listener)).toBeUndefined()
    expect(calls).toEqual([
      ['on', ['session_delete', listener]],
      ['off', ['session_delete', listener]],
    ])
  })

  describe('with the relay down', () => {
    beforeEach(() => vi.useFakeTimers())
    afterEach(() => vi.useRealTimers())

    it('error: a request while the client’s relay is down fails as 4900 after SPEC §9’s RPC timeout', async () => {
      const { client } = fakeSdkClient(fakeRelayer(false))
      client.answer = new Promise(() => undefined)
      const wc = await createSignClient(SETTINGS)
      const outcome = wc
        .request({ topic: 't', chainId: 'eip155:1', method: 'personal_sign', params: [] })
        .catch((error: unknown) => error)
      await vi.advanceTimersByTimeAsync(RPC_TIMEOUT_MS - 1)
      expect(await Promise.race([outcome, Promise.resolve('pending')])).toBe('pending')
      await vi.advanceTimersByTimeAsync(1)
      expect(await outcome).toMatchObject({ code: 4900 })
    })
  })
})
