// One model of a wallet connection, three wallet families: connect, reload (restore), switch,
// request (a message signature) and disconnect, in random order, against the injected,
// WalletConnect and auth adapters with fake wallet sides, must give the same event sequences
// (the facts every family shares; each family's own facts on the way, such as a pairing link or
// the frame's user, left aside) and the same connection read model.
import fc from 'fast-check'
import { TestScheduler } from 'rxjs/testing'
import { describe, expect, it } from 'vitest'
import type { defaultProjections } from '../../projections/index.js'
import type { CaipNetworkId } from '../../src/domain/caip.js'
import { createEvent, type Stamped } from '../../src/events/index.js'
import type { FrameMessenger } from '../../src/frame.js'
import { createTestGatehouse } from '../../src/testing/helpers.js'
import { ADDRESS_0, announcement, fakeDiscovery, fakeProvider, settle } from '../../test/helpers/fakeWallets.js'
import { fakeWalletConnect, sessionFixture } from '../../test/helpers/fakeWalletConnect.js'
import type { ConnectorAdapter } from '../connectors/adapter.js'
import { authAdapter } from '../connectors/auth.js'
import { injectedAdapter } from '../connectors/injected.js'
import { walletConnectAdapter } from '../connectors/walletConnect.js'
import { discoverInjectedWallets } from '../injected/discoverInjectedWallets.js'
import { connectWallet } from './connectWallet.js'
import { disconnectWallet } from './disconnectWallet.js'
import { restoreWallet } from './restoreWallet.js'
import { signMessage } from './signMessage.js'
import { switchNetwork } from './switchNetwork.js'
import { watchWallet } from './watchWallet.js'

const SIGNATURE = `0x${'ab'.repeat(65)}`
/** Facts only one family reports on the way; the model compares what every family shares. */
const FAMILY_FACTS = new Set([
  'PairingStarted',
  'WalletConnectUriCreated',
  'PairingConnected',
  'AuthConnected',
  'AccountsListed',
  'AuthUserFetched',
  'RecentWalletRecorded',
])

/** A wallet family with its fake wallet side: how to start a page on it, and what the visitor does in the wallet. */
interface Family {
  name: string
  connectorId: string
  adapter: ConnectorAdapter
  deps(): Record<string, unknown>
  /** What the visitor does before the connect intent (signs in through the frame's own login). */
  beforeConnect(): void
  /** What the wallet side does after the connect intent (the phone approves the pairing). */
  answerConnect(): void
  /** Whether the visitor is known to the wallet, as it tells a reloaded page. */
  setGranted(granted: boolean): void
  /**
   * The chain the next connection opens on after a disconnect, or null when the wallet stays on its own chain. A new
   * WalletConnect session opens on the app's active network, which a disconnect clears (SPEC §4 reset): it then takes
   * the session's first account, on eip155:1 in the fixture.
   */
  chainAfterDisconnect: CaipNetworkId | null
}

function injected(): Family {
  let chain = 1
  let granted = false
  const provider = fakeProvider({
    eth_requestAccounts: () => ((granted = true), [ADDRESS_0]),
    eth_accounts: () => (granted ? [ADDRESS_0] : []),
    eth_chainId: () => `0x${chain.toString(16)}`,
    wallet_switchEthereumChain: (params) => (
      (chain = Number.parseInt((params as Array<{ chainId: string }>)[0]!.chainId, 16)),
      null
    ),
    wallet_revokePermissions: () => ((granted = false), null),
    personal_sign: () => SIGNATURE,
  })
  const eip6963 = fakeDiscovery()
  eip6963.announce(announcement(provider))
  return {
    name: 'injected',
    chainAfterDisconnect: null,
    connectorId: 'com.example.fake',
    adapter: injectedAdapter,
    deps: () => ({ eip6963 }),
    beforeConnect: () => undefined,
    answerConnect: () => undefined,
    setGranted: (g) => (granted = g),
  }
}

function walletConnect(): Family {
  const fake = fakeWalletConnect()
  fake.handlers.wallet_switchEthereumChain = () => null
  fake.handlers.personal_sign = () => SIGNATURE
  return {
    name: 'walletConnect',
    chainAfterDisconnect: 'eip155:1',
    connectorId: 'walletConnect',
    adapter: walletConnectAdapter,
    deps: () => ({ walletConnect: fake.deps }),
    beforeConnect: () => undefined,
    answerConnect: () =>
      fake.approve(sessionFixture({ accounts: [`eip155:1:${ADDRESS_0}`, `eip155:8453:${ADDRESS_0}`] })),
    setGranted: (g) => {
      if (!g) fake.sessions = []
    },
  }
}

function auth(): Family {
  let chain = 1
  let signedIn = true
  const messenger: FrameMessenger = {
    async call(type, payload) {
      switch (type) {
        case 'IS_CONNECTED':
          return { isConnected: signedIn }
        case 'GET_USER':
          return {
            email: 'a@example.com',
            address: ADDRESS_0,
            chainId: chain,
            accounts: [{ address: ADDRESS_0, type: 'eoa' }],
            userName: null,
            smartAccountDeployed: false,
          }
        // No smart accounts here: the user stays the EOA (effects/auth/smartAccount.test.ts has them).
        case 'GET_SMART_ACCOUNT_ENABLED_NETWORKS':
          return { smartAccountEnabledNetworks: [] }
        case 'SIGN_OUT':
          signedIn = false
          return {}
        case 'SWITCH_NETWORK':
          chain = Number(payload.chainId)
          return { chainId: chain }
        case 'RPC_REQUEST':
          return { result: payload.method === 'personal_sign' ? SIGNATURE : null }
        default:
          throw new Error(`unexpected ${type}`)
      }
    },
    openPopup: () => null,
  }
  return {
    name: 'auth',
    chainAfterDisconnect: null,
    connectorId: 'auth',
    adapter: authAdapter,
    deps: () => ({ frameMessenger: messenger }),
    // The visitor signs in through the frame's own login (email, social, Farcaster) before the connect.
    beforeConnect: () => (signedIn = true),
    answerConnect: () => undefined,
    setGranted: (g) => (signedIn = g),
  }
}

/** The model: connected or not, and on which chain. */
interface Model {
  connected: boolean
  chain: CaipNetworkId
}

/** A page of the app on a family: its Gatehouse (replaced on reload), and the shared facts since the last look. */
interface Page {
  family: Family
  g: ReturnType<typeof createTestGatehouse<typeof defaultProjections>>
  scheduler: TestScheduler
  seen: Stamped[]
}

async function open(family: Family, db?: ReturnType<typeof createTestGatehouse>['db']): Promise<Page> {
  const scheduler = new TestScheduler(() => undefined)
  const adapters = [family.adapter]
  const g = createTestGatehouse({
    ...(db ? { db } : {}),
    effects: {
      discoverInjectedWallets,
      connectWallet: connectWallet(adapters),
      restoreWallet: restoreWallet(adapters),
      disconnectWallet: disconnectWallet(adapters),
      switchNetwork: switchNetwork(adapters),
      watchWallet: watchWallet(adapters),
      signMessage: signMessage(adapters),
    },
    deps: { scheduler, ...family.deps() },
  })
  const seen: Stamped[] = []
  g.events$.subscribe((e) => seen.push(e))
  await g.ready
  await settle(60)
  return { family, g, scheduler, seen }
}

/** Lets the fakes answer and the later tasks run, then gives the shared facts seen since the last call. */
async function look(page: Page): Promise<string[]> {
  await settle(60)
  page.scheduler.flush()
  await settle(60)
  const types = page.seen.filter((e) => !FAMILY_FACTS.has(e.type)).map((e) => e.type)
  page.seen.length = 0
  return types
}

type Command = fc.AsyncCommand<Model, { page: Page }>

class Connect implements Command {
  check = (m: Readonly<Model>) => !m.connected
  async run(m: Model, r: { page: Page }) {
    r.page.family.beforeConnect()
    r.page.g.emit(createEvent('ConnectRequested', { connectorId: r.page.family.connectorId, namespace: 'eip155' }))
    await settle(60)
    r.page.family.answerConnect()
    expect(await look(r.page)).toEqual(['ConnectRequested', 'Connected'])
    // The wallet is where it was last switched to, or where a disconnect left the family (chainAfterDisconnect).
    m.connected = true
  }
  toString = () => 'connect'
}

class Reload implements Command {
  check = () => true
  async run(m: Model, r: { page: Page }) {
    const db = r.page.g.db
    await r.page.g.dispose()
    r.page = await open(r.page.family, db)
    expect(await look(r.page)).toEqual(m.connected ? ['SessionRestored', 'Connected'] : ['SessionRestored'])
  }
  toString = () => 'reload'
}

class Switch implements Command {
  constructor(readonly chain: CaipNetworkId) {}
  check = () => true
  async run(m: Model, r: { page: Page }) {
    r.page.g.emit(createEvent('NetworkSwitchRequested', { chainId: this.chain }))
    const moved = m.connected && m.chain !== this.chain
    expect(await look(r.page)).toEqual(
      moved ? ['NetworkSwitchRequested', 'NetworkSwitched'] : ['NetworkSwitchRequested'],
    )
    if (m.connected) m.chain = this.chain
  }
  toString = () => `switch ${this.chain}`
}

class Sign implements Command {
  check = () => true
  async run(m: Model, r: { page: Page }) {
    r.page.g.emit(
      createEvent('SignMessageRequested', {
        requestId: 'r',
        namespace: 'eip155',
        address: ADDRESS_0,
        chainId: m.chain,
        message: 'hello',
      }),
    )
    expect(await look(r.page)).toEqual(
      m.connected ? ['SignMessageRequested', 'MessageSigned'] : ['SignMessageRequested'],
    )
  }
  toString = () => 'request personal_sign'
}

class Disconnect implements Command {
  check = () => true
  async run(m: Model, r: { page: Page }) {
    r.page.g.emit(createEvent('DisconnectRequested', {}))
    expect(await look(r.page)).toEqual(m.connected ? ['DisconnectRequested', 'Disconnected'] : ['DisconnectRequested'])
    if (m.connected) m.chain = r.page.family.chainAfterDisconnect ?? m.chain
    m.connected = false
  }
  toString = () => 'disconnect'
}

const commands = [
  fc.constant(new Connect()),
  fc.constant(new Reload()),
  fc.constantFrom<CaipNetworkId>('eip155:1', 'eip155:8453').map((chain) => new Switch(chain)),
  fc.constant(new Sign()),
  fc.constant(new Disconnect()),
]

describe('the three adapters under one model', () => {
  for (const make of [injected, walletConnect, auth]) {
    it(`property: connect, reload, switch, request and disconnect in any order give the model's event sequences and connection (${make().name})`, async () => {
      await fc.assert(
        fc.asyncProperty(fc.commands(commands, { maxCommands: 8 }), async (cmds) => {
          const family = make()
          family.setGranted(family.name === 'auth')
          const real = { page: await open(family) }
          await look(real.page)
          const model: Model = { connected: false, chain: 'eip155:1' }
          try {
            await fc.asyncModelRun(() => ({ model, real }), cmds)
            const c = real.page.g.getState().connection.byNamespace.eip155
            expect(c?.status ?? 'disconnected').toBe(model.connected ? 'connected' : 'disconnected')
            if (model.connected) {
              expect(c).toMatchObject({ connectorId: family.connectorId, address: ADDRESS_0 })
              expect(real.page.g.getState().network.byNamespace.eip155?.chainId).toBe(model.chain)
            }
          } finally {
            await real.page.g.dispose()
          }
        }),
        { numRuns: 15 },
      )
    }, 120_000)
  }
})
