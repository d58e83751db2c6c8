// The shared WalletConnect pieces: the one client of a Gatehouse, the checks of what the wallet and the relay
// answer, the session the connections use, the session events and the error mapping. The client is the fake of
// test/helpers (the real sign-client against a local relay is in test/integration).
import { firstValueFrom } from 'rxjs'
import { describe, expect, it, vi } from 'vitest'
import type { WalletConnectClient, WalletConnectDeps } from '../../src/api/walletConnect.js'
import { GatehouseError } from '../../src/errors/GatehouseError.js'
import { NotConnectedError } from '../../src/errors/thrown.js'
import type { GatehouseState } from '../../projections/index.js'
import type { NamespaceConnection } from '../../projections/connection/connection.projection.js'
import {
  fakeWalletConnect,
  sessionFixture,
  topicOf,
  WC_ADDRESS_0,
  WC_ADDRESS_1,
  WC_SOLANA,
} from '../../test/helpers/fakeWalletConnect.js'
import {
  clientSessions,
  currentSession,
  InvalidWalletAnswerError,
  PairingExpiredError,
  pairingTopic,
  parseNamespaceAccounts,
  parseSession,
  parseSessionAccount,
  payloadTopic,
  sessionChain,
  sessionEvents,
  walletConnectClient,
  WalletConnectUnavailableError,
  walletConnectNamespaces,
  wcErrorData,
} from './client.js'

// The sign-client's own module, reached only when the app gives no createClient: a stand-in that says what it got.
const signClient = vi.hoisted(() => ({ settings: [] as unknown[] }))
vi.mock('./signClient.js', () => ({
  createSignClient: (settings: unknown) => {
    signClient.settings.push(settings)
    return Promise.resolve({ fromSignClient: true })
  },
}))

/** A state with these WalletConnect-relevant connections. */
function stateWith(byNamespace: Record<string, NamespaceConnection>): GatehouseState {
  return { connection: { byNamespace } } as unknown as GatehouseState
}
const connected = (address: string, connectorId = 'walletConnect'): NamespaceConnection => ({
  status: 'connected',
  connectorId,
  address,
  chainId: 'eip155:1',
  walletName: null,
})

/** A client whose sessions are these (everything else unused). */
const holding = (sessions: unknown[]) => ({ sessions: () => sessions }) as unknown as WalletConnectClient

describe('the WalletConnect errors', () => {
  it('default: each names itself and says the catalogue’s text', () => {
    expect(new PairingExpiredError().toData()).toEqual({
      name: 'PairingExpiredError',
      shortMessage: 'The connection link expired',
    })
    expect(new WalletConnectUnavailableError().toData()).toEqual({
      name: 'WalletConnectUnavailableError',
      shortMessage: 'The WalletConnect relay could not be reached',
    })
    expect(new InvalidWalletAnswerError().toData()).toEqual({
      name: 'InvalidWalletAnswerError',
      shortMessage: 'The wallet answered something that could not be read',
    })
  })
})

describe('walletConnectClient', () => {
  it('behavior: the client is started once, on the first subscription, and shared by every later one', async () => {
    const fake = fakeWalletConnect()
    const client$ = walletConnectClient({ walletConnect: fake.deps })
    expect(fake.created).toBe(0)
    const [a, b] = await Promise.all([firstValueFrom(client$), firstValueFrom(client$)])
    const c = await firstValueFrom(walletConnectClient({ walletConnect: fake.deps }))
    expect(fake.created).toBe(1)
    expect(a).toBe(fake.client)
    expect(b).toBe(fake.client)
    expect(c).toBe(fake.client)
  })

  it('behavior: two Gatehouses (two deps) have a client each', async () => {
    const one = fakeWalletConnect()
    const two = fakeWalletConnect()
    expect(await firstValueFrom(walletConnectClient({ walletConnect: one.deps }))).toBe(one.client)
    expect(await firstValueFrom(walletConnectClient({ walletConnect: two.deps }))).toBe(two.client)
    expect([one.created, two.created]).toEqual([1, 1])
  })

  it('error: without WalletConnect configured the client is WalletConnectUnavailableError saying so', async () => {
    for (const walletConnect of [null, undefined]) {
      const error = await firstValueFrom(walletConnectClient({ walletConnect })).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(WalletConnectUnavailableError)
      expect((error as GatehouseError).details).toBe('WalletConnect is not configured: set a project id')
    }
  })

  it('error: a start that fails is WalletConnectUnavailableError with the reason (300 characters at most), and the next subscription tries again', async () => {
    const cause = new Error(`relay down ${'x'.repeat(400)}`)
    let calls = 0
    const deps: WalletConnectDeps = {
      ...fakeWalletConnect().deps,
      createClient: () => {
        calls += 1
        if (calls === 1) throw cause // thrown, not rejected: still the typed error
        return Promise.resolve(holding([]))
      },
    }
    const error = await firstValueFrom(walletConnectClient({ walletConnect: deps })).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(WalletConnectUnavailableError)
    expect((error as GatehouseError).details).toBe(cause.message.slice(0, 300))
    expect((error as GatehouseError).cause).toBe(cause)
    await expect(firstValueFrom(walletConnectClient({ walletConnect: deps }))).resolves.toBeDefined()
    expect(calls).toBe(2)
  })

  it('error: a start failing with something that is not an Error has no details; a Gatehouse error passes as it is', async () => {
    for (const fail of [{ message: 42 }, { message: ['relay down'] }]) {
      const weird = fakeWalletConnect({ fail })
      const error = await firstValueFrom(walletConnectClient({ walletConnect: weird.deps })).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(WalletConnectUnavailableError)
      expect((error as GatehouseError).details).toBeUndefined()
    }
    const hostile = Object.defineProperty({}, 'message', {
      get: () => {
        throw new Error('getter')
      },
    })
    const viaGetter = await firstValueFrom(
      walletConnectClient({ walletConnect: fakeWalletConnect({ fail: hostile }).deps }),
    ).catch((e: unknown) => e)
    expect(viaGetter).toBeInstanceOf(WalletConnectUnavailableError)
    expect((viaGetter as GatehouseError).details).toBeUndefined()
    const typed = new NotConnectedError({ details: 'own' })
    const passed = await firstValueFrom(
      walletConnectClient({ walletConnect: fakeWalletConnect({ fail: typed }).deps }),
    ).catch((e: unknown) => e)
    expect(passed).toBe(typed)
  })

  it('behavior: without createClient the sign-client module starts it, with the app’s settings', async () => {
    const { settings } = fakeWalletConnect().deps
    const client = await firstValueFrom(walletConnectClient({ walletConnect: { settings } }))
    expect(client).toEqual({ fromSignClient: true })
    expect(signClient.settings).toEqual([settings])
  })
})

describe('parseSessionAccount', () => {
  it('behavior: an eip155 or solana CAIP-10 account with a valid address is the account, checksummed; anything else is null', () => {
    expect(parseSessionAccount(`eip155:8453:${WC_ADDRESS_1.toLowerCase()}`)).toEqual({
      namespace: 'eip155',
      chainId: 'eip155:8453',
      address: WC_ADDRESS_1,
    })
    const solanaChain = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
    expect(parseSessionAccount(`${solanaChain}:${WC_SOLANA}`)).toEqual({
      namespace: 'solana',
      chainId: solanaChain,
      address: WC_SOLANA,
    })
    expect(parseSessionAccount(`${solanaChain}:0OIl`)).toBeNull() // not base58
    expect(parseSessionAccount(`eip155:1:${WC_SOLANA}`)).toBeNull()
    expect(parseSessionAccount(`polkadot:91b171bb158e2d3848fa23a9f1c25182:${WC_SOLANA}`)).toBeNull()
    expect(parseSessionAccount(WC_ADDRESS_0)).toBeNull()
    expect(parseSessionAccount(42)).toBeNull()
  })
})

describe('parseNamespaceAccounts', () => {
  it('behavior: the readable accounts of every namespace, in order; unreadable ones and namespaces without a list are left out', () => {
    expect(
      parseNamespaceAccounts({
        eip155: { accounts: [`eip155:1:${WC_ADDRESS_0}`, 'garbage', `eip155:10:${WC_ADDRESS_1}`] },
        solana: { accounts: 'not a list' },
        other: null,
        more: 7,
      }),
    ).toEqual([
      { namespace: 'eip155', chainId: 'eip155:1', address: WC_ADDRESS_0 },
      { namespace: 'eip155', chainId: 'eip155:10', address: WC_ADDRESS_1 },
    ])
    expect(parseNamespaceAccounts(null)).toEqual([])
    expect(parseNamespaceAccounts('eip155')).toEqual([])
  })

  it('behavior: at most 200 accounts of a namespace are read', () => {
    const accounts = Array.from({ length: 201 }, (_, i) => `eip155:${i + 1}:${WC_ADDRESS_0}`)
    const parsed = parseNamespaceAccounts({ eip155: { accounts } })
    expect(parsed).toHaveLength(200)
    expect(parsed.at(-1)?.chainId).toBe('eip155:200')
  })

  it('error: a namespace whose accounts getter throws gives no accounts rather than a crash', () => {
    const hostile = {
      eip155: Object.defineProperty({}, 'accounts', {
        get: () => {
          throw new Error('getter')
        },
        enumerable: true,
      }),
    }
    expect(parseNamespaceAccounts(hostile)).toEqual([])
  })
})

describe('parseSession', () => {
  const base = (overrides: Record<string, unknown> = {}, metadata: Record<string, unknown> = {}) => ({
    topic: topicOf('A'),
    expiry: 1_800_000_000.9,
    namespaces: {
      eip155: { accounts: [`eip155:1:${WC_ADDRESS_0}`], methods: ['eth_sendTransaction', 'personal_sign'] },
      solana: { accounts: [], methods: ['solana_signMessage', 'personal_sign', 7, '', 'm'.repeat(101)] },
    },
    peer: {
      metadata: {
        name: ' Phone Wallet ',
        url: 'https://phone.example',
        icons: ['https://phone.example/icon.png', 'https://phone.example/other.png'],
        redirect: { native: 'phonewallet://', universal: 'https://phone.example/wc' },
        ...metadata,
      },
    },
    ...overrides,
  })

  it('default: a well-formed session is its topic, accounts, wallet, approved methods (once each) and expiry in whole seconds', () => {
    expect(parseSession(base())).toEqual({
      topic: topicOf('A'),
      accounts: [{ namespace: 'eip155', chainId: 'eip155:1', address: WC_ADDRESS_0 }],
      peer: {
        name: 'Phone Wallet',
        url: 'https://phone.example',
        icon: 'https://phone.example/icon.png',
        deepLink: 'phonewallet://',
      },
      methods: ['eth_sendTransaction', 'personal_sign', 'solana_signMessage'],
      expiry: 1_800_000_000,
    })
  })

  it('error: anything but an object with a 64-hex-digit topic is InvalidWalletAnswerError', () => {
    for (const value of [
      null,
      'session',
      base({ topic: undefined }),
      base({ topic: 'a'.repeat(63) }),
      base({ topic: 'g'.repeat(64) }),
      base({ topic: `${'a'.repeat(64)}0` }),
      base({ topic: '' }),
    ])
      expect(() => parseSession(value)).toThrow(InvalidWalletAnswerError)
    expect(() => parseSession(null)).toThrow(/not an object/)
    expect(() => parseSession('session')).toThrow(/not an object/)
    expect(() => parseSession(base({ topic: 'x' }))).toThrow(/no topic/)
  })

  it('error: a session whose getters throw is InvalidWalletAnswerError with the cause', () => {
    const cause = new Error('getter')
    const hostile = Object.defineProperty({ topic: topicOf('a') }, 'peer', {
      get: () => {
        throw cause
      },
    })
    let caught: unknown
    try {
      parseSession(hostile)
    } catch (error) {
      caught = error
    }
    expect(caught).toBeInstanceOf(InvalidWalletAnswerError)
    expect((caught as GatehouseError).details).toBe('The session could not be read')
    expect((caught as GatehouseError).cause).toBe(cause)
  })

  it('behavior: an expiry that is not a finite number is 0', () => {
    for (const expiry of ['1800000000', Number.POSITIVE_INFINITY, Number.NaN, undefined])
      expect(parseSession(base({ expiry })).expiry).toBe(0)
  })

  it('behavior: a wallet without metadata is "WalletConnect" with no url, icon or link; its accounts and methods still count', () => {
    for (const peer of [undefined, null, {}, { metadata: null }, { metadata: 'x' }]) {
      const s = parseSession(base({ peer }))
      expect(s.peer).toEqual({ name: 'WalletConnect', url: null, icon: null, deepLink: null })
      expect(s.accounts).toHaveLength(1)
    }
    expect(parseSession(base({ namespaces: null })).methods).toEqual([])
    expect(parseSession(base({ namespaces: { eip155: { methods: 'personal_sign' } } })).methods).toEqual([])
  })

  it('behavior: a name of more than 200 characters, or of spaces, is "WalletConnect"', () => {
    expect(parseSession(base({}, { name: 'n'.repeat(200) })).peer.name).toBe('n'.repeat(200))
    expect(parseSession(base({}, { name: 'n'.repeat(201) })).peer.name).toBe('WalletConnect')
    expect(parseSession(base({}, { name: '   ' })).peer.name).toBe('WalletConnect')
  })

  it('behavior: the wallet’s url must be http(s), its icon https or data:, else null', () => {
    const peer = (metadata: Record<string, unknown>) => parseSession(base({}, metadata)).peer
    expect(peer({ url: 'http://wallet.example' }).url).toBe('http://wallet.example')
    expect(peer({ url: 'javascript:alert(1)' }).url).toBeNull()
    expect(peer({ url: 'not a url' }).url).toBeNull()
    expect(peer({ url: `https://x.example/${'p'.repeat(2000)}` }).url).toBeNull()
    expect(peer({ icons: ['data:image/png;base64,AA'] }).icon).toBe('data:image/png;base64,AA')
    expect(peer({ icons: ['http://phone.example/icon.png'] }).icon).toBeNull()
    expect(peer({ icons: 'https://phone.example/icon.png' }).icon).toBeNull()
    expect(peer({ icons: [] }).icon).toBeNull()
  })

  it('behavior: the deep link is the native link unless it is a script, data or file scheme, else the https universal link', () => {
    const link = (redirect: unknown) => parseSession(base({}, { redirect })).peer.deepLink
    expect(link({ native: 'phonewallet://', universal: 'https://phone.example/wc' })).toBe('phonewallet://')
    expect(link({ universal: 'https://phone.example/wc' })).toBe('https://phone.example/wc')
    for (const native of [
      'javascript:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      'file:///etc/passwd',
      'JavaScript:x',
    ])
      expect(link({ native, universal: 'https://phone.example/wc' })).toBe('https://phone.example/wc')
    expect(link({ native: 'javascript:alert(1)' })).toBeNull()
    expect(link({ universal: 'http://phone.example/wc' })).toBeNull()
    expect(link('phonewallet://')).toBeNull()
    expect(link(null)).toBeNull()
  })

  it('behavior: at most 200 methods of a namespace are read, each of 1–100 characters', () => {
    const methods = Array.from({ length: 201 }, (_, i) => `m${i}`)
    const parsed = parseSession(base({ namespaces: { eip155: { accounts: [], methods } } })).methods
    expect(parsed).toHaveLength(200)
    expect(parsed).not.toContain('m200')
    const edge = parseSession(base({ namespaces: { a: { methods: ['x'.repeat(100), 'y'.repeat(101)] } } })).methods
    expect(edge).toEqual(['x'.repeat(100)])
  })

  it('error: methods whose getter throws are none, the session still read', () => {
    const hostile = {
      eip155: Object.defineProperty({ accounts: [`eip155:1:${WC_ADDRESS_0}`] }, 'methods', {
        get: () => {
          throw new Error('getter')
        },
        enumerable: true,
      }),
    }
    const s = parseSession(base({ namespaces: hostile }))
    expect(s.methods).toEqual([])
    expect(s.accounts).toHaveLength(1)
  })
})

describe('clientSessions', () => {
  it('behavior: the client’s readable sessions, the unreadable ones left out', () => {
    const sessions = clientSessions(holding([sessionFixture({ topic: topicOf('1') }), { topic: 'bad' }, null]))
    expect(sessions.map((s) => s.topic)).toEqual([topicOf('1')])
  })

  it('error: a client whose sessions() throws or is not a list holds none', () => {
    const throwing = {
      sessions: () => {
        throw new Error('storage')
      },
    } as unknown as WalletConnectClient
    expect(clientSessions(throwing)).toEqual([])
    for (const raw of ['x', 5, {}, null])
      expect(clientSessions({ sessions: () => raw } as unknown as WalletConnectClient)).toEqual([])
  })
})

describe('walletConnectNamespaces', () => {
  it('behavior: the namespaces connected or connecting through WalletConnect, not another connector’s nor a disconnected one', () => {
    expect(walletConnectNamespaces(stateWith({}))).toEqual([])
    expect(
      walletConnectNamespaces(
        stateWith({
          eip155: connected(WC_ADDRESS_0),
          solana: { status: 'connecting', connectorId: 'walletConnect', restoring: true, address: null, chainId: null },
        }),
      ),
    ).toEqual(['eip155', 'solana'])
    expect(walletConnectNamespaces(stateWith({ eip155: connected(WC_ADDRESS_0, 'io.metamask') }))).toEqual([])
    expect(
      walletConnectNamespaces(
        stateWith({ eip155: { status: 'disconnected', lastError: null, connectorId: 'walletConnect' } }),
      ),
    ).toEqual([])
    // bip122 is not WalletConnect's here, whoever says so.
    expect(walletConnectNamespaces(stateWith({ bip122: connected(WC_ADDRESS_0) }))).toEqual([])
  })
})

describe('currentSession', () => {
  const older = sessionFixture({ topic: topicOf('1'), expiry: 100, accounts: [`eip155:1:${WC_ADDRESS_0}`] })
  const newer = sessionFixture({ topic: topicOf('2'), expiry: 200, accounts: [`eip155:1:${WC_ADDRESS_1}`] })
  const newest = sessionFixture({ topic: topicOf('3'), expiry: 300, accounts: [`eip155:1:${WC_ADDRESS_1}`] })

  it('behavior: the newest session holding the connected address, whatever its case', () => {
    const client = holding([newest, older, newer])
    expect(currentSession(client, stateWith({ eip155: connected(WC_ADDRESS_1.toLowerCase()) }))?.topic).toBe(
      topicOf('3'),
    )
    expect(currentSession(client, stateWith({ eip155: connected(WC_ADDRESS_0) }))?.topic).toBe(topicOf('1'))
    expect(currentSession(holding([newer, newest]), stateWith({ eip155: connected(WC_ADDRESS_1) }))?.topic).toBe(
      topicOf('3'),
    )
  })

  it('behavior: a restoring connection’s stored address picks its session too', () => {
    const restoring: NamespaceConnection = {
      status: 'connecting',
      connectorId: 'walletConnect',
      restoring: true,
      address: WC_ADDRESS_0,
      chainId: 'eip155:1',
    }
    expect(currentSession(holding([older, newer]), stateWith({ eip155: restoring }))?.topic).toBe(topicOf('1'))
  })

  it('behavior: a session holds the address when any of its accounts is it', () => {
    const shared = sessionFixture({
      topic: topicOf('5'),
      expiry: 150,
      accounts: [`eip155:1:${WC_ADDRESS_1}`, `eip155:1:${WC_ADDRESS_0}`],
    })
    expect(
      currentSession(holding([older, shared, newest]), stateWith({ eip155: connected(WC_ADDRESS_0) }))?.topic,
    ).toBe(topicOf('5'))
  })

  it('behavior: with no session holding the address, the newest session of all', () => {
    const client = holding([newer, newest, older])
    const elsewhere = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
    expect(currentSession(client, stateWith({ eip155: connected(elsewhere) }))?.topic).toBe(topicOf('3'))
    expect(currentSession(holding([]), stateWith({ eip155: connected(elsewhere) }))).toBeNull()
  })

  it('behavior: an address is matched within its own namespace only', () => {
    const solanaSession = sessionFixture({
      topic: topicOf('4'),
      expiry: 50,
      accounts: [`solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${WC_SOLANA}`],
    })
    const client = holding([solanaSession, newer])
    expect(currentSession(client, stateWith({ solana: connected(WC_SOLANA) }))?.topic).toBe(topicOf('4'))
    expect(currentSession(client, stateWith({ eip155: connected(WC_SOLANA) }))?.topic).toBe(topicOf('2'))
  })

  it('behavior: without a WalletConnect connection, or with one that has no address yet, there is no session', () => {
    const client = holding([older, newer])
    expect(currentSession(client, stateWith({}))).toBeNull()
    expect(currentSession(client, stateWith({ eip155: connected(WC_ADDRESS_0, 'io.metamask') }))).toBeNull()
    const pending: NamespaceConnection = {
      status: 'connecting',
      connectorId: 'walletConnect',
      restoring: false,
      address: null,
      chainId: null,
    }
    expect(currentSession(client, stateWith({ eip155: pending }))).toBeNull()
  })
})

describe('sessionChain', () => {
  const session = parseSession(
    sessionFixture({
      accounts: [
        `eip155:8453:${WC_ADDRESS_0}`,
        `eip155:1:${WC_ADDRESS_0}`,
        `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${WC_SOLANA}`,
      ],
    }),
  )

  it('behavior: the wanted chain when the session has it in that namespace, else the namespace’s first, else null', () => {
    expect(sessionChain(session, 'eip155', 'eip155:1')).toBe('eip155:1')
    expect(sessionChain(session, 'eip155', 'eip155:10')).toBe('eip155:8453')
    expect(sessionChain(session, 'eip155', null)).toBe('eip155:8453')
    expect(sessionChain(session, 'eip155', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe('eip155:8453')
    expect(sessionChain(session, 'solana', undefined)).toBe('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    expect(sessionChain(session, 'bip122', 'eip155:1')).toBeNull()
  })
})

describe('sessionEvents', () => {
  it('behavior: the four session events while subscribed, each with its kind and payload; unsubscribing removes every listener', () => {
    const fake = fakeWalletConnect()
    const seen: unknown[] = []
    const sub = sessionEvents(fake.client).subscribe((e) => seen.push(e))
    const kinds = ['session_event', 'session_update', 'session_delete', 'session_expire'] as const
    for (const kind of kinds) expect(fake.listeners(kind)).toBe(1)
    for (const kind of kinds) fake.emit(kind, { topic: kind })
    expect(seen).toEqual(kinds.map((kind) => ({ kind, payload: { topic: kind } })))
    sub.unsubscribe()
    for (const kind of kinds) expect(fake.listeners(kind)).toBe(0)
  })

  it('error: a client whose on and off throw gives no events and no crash', () => {
    const client = {
      on: () => {
        throw new Error('on')
      },
      off: () => {
        throw new Error('off')
      },
    } as unknown as WalletConnectClient
    const sub = sessionEvents(client).subscribe()
    expect(() => sub.unsubscribe()).not.toThrow()
  })

  it('behavior: a client that cannot listen to one kind still reports the others', () => {
    const fake = fakeWalletConnect()
    const on = fake.client.on.bind(fake.client)
    fake.client.on = (kind, listener) => {
      if (kind === 'session_update') throw new Error('unsupported')
      on(kind, listener)
    }
    const seen: string[] = []
    const sub = sessionEvents(fake.client).subscribe((e) => seen.push(e.kind))
    fake.emit('session_delete', {})
    expect(seen).toEqual(['session_delete'])
    sub.unsubscribe()
  })
})

describe('wcErrorData', () => {
  it('behavior: WalletConnect’s rejection codes 5000–5003 and EIP-1193’s 4001 are UserRejectedRequestError 4001', () => {
    for (const code of [4001, 5000, 5001, 5002, 5003])
      expect(wcErrorData({ code, message: 'no' })).toEqual({
        name: 'UserRejectedRequestError',
        shortMessage: 'no',
        code: 4001,
      })
    expect(wcErrorData({ code: 5001 })).toEqual({
      name: 'UserRejectedRequestError',
      shortMessage: 'UserRejectedRequestError',
      code: 4001,
    })
    expect(wcErrorData({ code: 4999, message: 'x' }).code).toBe(4999)
    expect(wcErrorData({ code: 5004, message: 'x' }).code).toBe(5004)
  })

  it('behavior: another integer code keeps its code and its EIP-1193 name; without a message the name is the text', () => {
    expect(wcErrorData({ code: 4100, message: 'Unauthorized' })).toEqual({
      name: 'UnauthorizedProviderError',
      shortMessage: 'Unauthorized',
      code: 4100,
    })
    expect(wcErrorData({ code: 4900, message: '' })).toEqual({
      name: 'ProviderDisconnectedError',
      shortMessage: 'ProviderDisconnectedError',
      code: 4900,
    })
    expect(wcErrorData({ code: 1.5, message: 'x' })).toEqual({ name: 'UnknownRpcError', shortMessage: 'x' })
    expect(wcErrorData({ code: '4001', message: 'x' })).toEqual({ name: 'UnknownRpcError', shortMessage: 'x' })
  })

  it('behavior: the message (or a thrown string) is the text, cut at 300 characters; nothing readable is "Something went wrong"', () => {
    expect(wcErrorData(new Error('m'.repeat(400))).shortMessage).toBe('m'.repeat(300))
    expect(wcErrorData('s'.repeat(400))).toEqual({ name: 'UnknownRpcError', shortMessage: 's'.repeat(300) })
    expect(wcErrorData({ message: 5 })).toEqual({ name: 'UnknownRpcError', shortMessage: 'Something went wrong' })
    expect(wcErrorData(undefined)).toEqual({ name: 'UnknownRpcError', shortMessage: 'Something went wrong' })
    expect(wcErrorData(null)).toEqual({ name: 'UnknownRpcError', shortMessage: 'Something went wrong' })
    const hostile = Object.defineProperty({}, 'code', {
      get: () => {
        throw new Error('getter')
      },
    })
    expect(wcErrorData(hostile)).toEqual({ name: 'UnknownRpcError', shortMessage: 'Something went wrong' })
  })

  it('behavior: a Gatehouse error is its own data', () => {
    expect(wcErrorData(new PairingExpiredError({ code: 7 }))).toEqual({
      name: 'PairingExpiredError',
      shortMessage: 'The connection link expired',
      code: 7,
    })
  })
})

describe('pairingTopic', () => {
  it('behavior: the topic of a wc: link of version 2 with parameters, either case', () => {
    const uri = `wc:${'Ab'.repeat(32)}@2?relay-protocol=irn&symKey=${'c'.repeat(64)}`
    expect(pairingTopic(uri)).toBe('Ab'.repeat(32))
    expect(pairingTopic(`${uri}&x=${'y'.repeat(2000 - uri.length - 3)}`)).toBe('Ab'.repeat(32))
  })

  it('error: anything else is InvalidWalletAnswerError', () => {
    const topic = 'a'.repeat(64)
    for (const uri of [
      `wc:${topic}@1?relay-protocol=irn`,
      `wc:${topic}@2`,
      `xwc:${topic}@2?a`,
      `wc:${'a'.repeat(63)}@2?a`,
      `wc:${'g'.repeat(64)}@2?a`,
      `wc:${topic}@2?${'y'.repeat(2000)}`,
      42,
      undefined,
    ])
      expect(() => pairingTopic(uri)).toThrow(InvalidWalletAnswerError)
    expect(() => pairingTopic('')).toThrow(/The client gave no pairing link/)
  })
})

describe('payloadTopic', () => {
  it('behavior: the payload’s topic when it is a string of 1–200 characters, else undefined', () => {
    expect(payloadTopic({ topic: topicOf('a') })).toBe(topicOf('a'))
    expect(payloadTopic({ topic: 't'.repeat(200) })).toBe('t'.repeat(200))
    expect(payloadTopic({ topic: 't'.repeat(201) })).toBeUndefined()
    expect(payloadTopic({ topic: '' })).toBeUndefined()
    expect(payloadTopic({ topic: 1 })).toBeUndefined()
    expect(payloadTopic(null)).toBeUndefined()
  })
})
