import { TestScheduler } from 'rxjs/testing'
import { describe, expect, it } from 'vitest'
import { PAIRING_EXPIRY_MS } from '../../src/domain/constants.js'
import type { GatehouseConfig } from '../../src/createGatehouse.js'
import { createEvent, type Stamped } from '../../src/events/index.js'
import { createTestGatehouse } from '../../src/testing/helpers.js'
import { settle } from '../../test/helpers/fakeWallets.js'
import {
  fakeWalletConnect,
  sessionFixture,
  WC_ADDRESS_0,
  WC_SOLANA,
  type FakeWalletConnect,
} from '../../test/helpers/fakeWalletConnect.js'
import { selectWalletConnectUri } from '../../projections/walletConnect/walletConnect.selectors.js'
import { announceWalletConnect } from '../walletConnect/announceWalletConnect.js'
import { connectWallet } from '../connection/connectWallet.js'
import { walletConnectAdapter } from './walletConnect.js'

const ADAPTERS = [walletConnectAdapter]

async function setup(
  fake: FakeWalletConnect = fakeWalletConnect(),
  config: Pick<GatehouseConfig, 'adapters' | 'networks'> = {},
) {
  const scheduler = new TestScheduler((a, b) => expect(a).toEqual(b))
  const g = createTestGatehouse({
    ...config,
    effects: { announceWalletConnect, connectWallet: connectWallet(ADAPTERS) },
    deps: { scheduler, walletConnect: fake.deps },
  })
  await g.ready
  const seen: Stamped[] = []
  g.events$.subscribe((e) => seen.push(e))
  const connect = () => g.emit(createEvent('ConnectRequested', { connectorId: 'walletConnect', namespace: 'eip155' }))
  const open = () => g.emit(createEvent('ModalOpened', { view: 'ConnectingWalletConnect' }))
  return { g, fake, seen, connect, open, scheduler, types: () => seen.map((e) => e.type) }
}

describe('announceWalletConnect', () => {
  it('behavior: a configured WalletConnect is a connector from the start, said once (not again by the same log); its client does not start', async () => {
    const fake = fakeWalletConnect()
    const scheduler = new TestScheduler((a, b) => expect(a).toEqual(b))
    const g = createTestGatehouse({ effects: { announceWalletConnect }, deps: { scheduler, walletConnect: fake.deps } })
    await g.ready
    await settle()
    expect(g.getState().wallets.connectors.byId.walletConnect).toEqual({
      id: 'walletConnect',
      name: 'WalletConnect',
      type: 'walletConnect',
      chain: 'eip155',
      imageUrl: expect.stringMatching(/^data:image\/svg\+xml,%3Csvg%20/),
    })
    expect(fake.created).toBe(0)
    await g.dispose()
    // The same log again: nothing new to say, at start or when the modal opens.
    const again = createTestGatehouse({
      db: g.db,
      effects: { announceWalletConnect },
      deps: { scheduler, walletConnect: fake.deps },
    })
    const seen: Stamped[] = []
    again.events$.subscribe((e) => seen.push(e))
    await again.ready
    again.emit(createEvent('ModalOpenRequested', {}))
    await settle()
    expect(seen.map((e) => e.type)).not.toContain('ConnectorsDiscovered')
    expect(again.getState().wallets.connectors.byId.walletConnect?.name).toBe('WalletConnect')
    await again.dispose()
  })

  it('behavior: a log whose WalletConnect connector has no logo yet (an older version) gets it said again, with the logo', async () => {
    const fake = fakeWalletConnect()
    const old = createTestGatehouse({ effects: {}, deps: { walletConnect: fake.deps } })
    await old.ready
    old.emit(
      createEvent('ConnectorsDiscovered', {
        connectors: [{ id: 'walletConnect', name: 'WalletConnect', type: 'walletConnect', chain: 'eip155' }],
      }),
    )
    await old.dispose()
    const g = createTestGatehouse({
      db: old.db,
      effects: { announceWalletConnect },
      deps: { walletConnect: fake.deps },
    })
    await g.ready
    await settle()
    expect(g.getState().wallets.connectors.byId.walletConnect?.imageUrl).toMatch(/^data:image\/svg\+xml,/)
    await g.dispose()
  })

  it('behavior: without a project id (no deps.walletConnect) there is no WalletConnect connector', async () => {
    const g = createTestGatehouse({ effects: { announceWalletConnect }, deps: { walletConnect: null } })
    await g.ready
    g.emit(createEvent('ModalOpenRequested', {}))
    await settle()
    expect(g.getState().wallets.connectors.ids).toEqual([])
    await g.dispose()
  })
})

describe('connectWallet over walletConnectAdapter', () => {
  it('behavior: the pairing link is offered (PairingStarted, the link only ephemeral), the approval is Connected with the recent wallet', async () => {
    const { g, fake, seen, connect, types } = await setup()
    const id = connect()
    await settle()
    expect(fake.created).toBe(1)
    expect(fake.connects).toHaveLength(1)
    // SPEC: eip155 and solana with the app's networks, each namespace optional.
    expect(fake.connects[0]?.namespaces.eip155?.chains).toContain('eip155:1')
    expect(fake.connects[0]?.namespaces.eip155?.methods).toEqual(
      expect.arrayContaining(['personal_sign', 'wallet_switchEthereumChain', 'wallet_addEthereumChain']),
    )
    expect(fake.connects[0]?.namespaces.solana?.methods).toContain('solana_signMessage')
    expect(types()).toEqual(['ConnectRequested', 'PairingStarted', 'WalletConnectUriCreated'])
    const uriEvent = seen[2] as Stamped
    expect(uriEvent.ephemeral).toBe(true)
    expect(seen[1]?.ephemeral).toBe(false)
    expect(JSON.stringify(seen[1]?.data)).not.toContain('symKey')
    const uri = fake.connects[0]?.uri as string
    expect(selectWalletConnectUri(g.getState(), g.getState().wallets.pairing!.expiry - 60_000)).toBe(uri)
    // SPEC §9: 4 minutes.
    expect(g.getState().wallets.pairing?.expiry).toBe((uriEvent.data as { expiry: number }).expiry)

    fake.approve(
      sessionFixture({
        accounts: [`eip155:1:${WC_ADDRESS_0}`, `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${WC_SOLANA}`],
      }),
    )
    await settle()
    expect(types().slice(3)).toEqual(['PairingConnected', 'Connected', 'Connected', 'RecentWalletRecorded'])
    // Solana's connection first, the EVM one last: SPEC §9's default EVM namespace is the active one after.
    expect(seen[4]?.data).toMatchObject({ namespace: 'solana' })
    expect(g.getState().network.activeNamespace).toBe('eip155')
    expect(seen[5]).toMatchObject({
      data: {
        connectorId: 'walletConnect',
        namespace: 'eip155',
        chainId: 'eip155:1',
        address: WC_ADDRESS_0,
        walletName: 'Phone Wallet',
      },
      causationId: id,
      source: 'effect:connectWallet',
    })
    expect(g.getState().connection.byNamespace.solana).toMatchObject({ status: 'connected', address: WC_SOLANA })
    expect(g.getState().wallets.pairing?.status).toBe('connected')
    expect(g.getState().walletConnect.pairing).toBeNull()
    // SPEC §4: the deep link and the recent wallet.
    expect(g.getState().wallets.recent[0]).toEqual({
      id: 'walletConnect:phone.example',
      name: 'Phone Wallet',
      imageUrl: 'https://phone.example/icon.png',
    })
    expect(g.getState().wallets.deepLink).toBe('phonewallet://')
    // The exported log never holds the pairing link.
    expect(JSON.stringify(await g.exportLog())).not.toContain(uri)
    await g.dispose()
  })

  it('behavior: a listed wallet the visitor picked is the recent wallet, with its mobile link as deep link', async () => {
    const { g, fake, connect } = await setup()
    g.emit(
      createEvent('WalletsPageFetched', {
        list: 'featured',
        page: 1,
        count: 1,
        wallets: [{ id: 'w1', name: 'Rain', mobile_link: 'rain://' }],
      }),
    )
    g.emit(createEvent('WalletConnectWalletChosen', { walletId: 'w1' }))
    connect()
    await settle()
    fake.approve(sessionFixture({ redirect: {} }))
    await settle()
    expect(g.getState().wallets.recent[0]).toEqual({ id: 'w1', name: 'Rain', imageUrl: null })
    expect(g.getState().wallets.deepLink).toBe('rain://')
    await g.dispose()
  })

  it('behavior: the connect asks for the chain it names when the session has it, and a chain the app does not know is unsupported', async () => {
    const { g, fake, types } = await setup()
    g.emit(
      createEvent('ConnectRequested', { connectorId: 'walletConnect', namespace: 'eip155', chainId: 'eip155:8453' }),
    )
    await settle()
    fake.approve()
    await settle()
    expect(g.getState().connection.byNamespace.eip155).toMatchObject({ status: 'connected', chainId: 'eip155:8453' })
    g.emit(createEvent('ConnectRequested', { connectorId: 'walletConnect', namespace: 'eip155' }))
    await settle()
    fake.approve(sessionFixture({ topic: 'd'.repeat(64), accounts: [`eip155:31337:${WC_ADDRESS_0}`] }))
    await settle()
    expect(types().slice(-2)).toEqual(['RecentWalletRecorded', 'NetworkUnsupported'])
    expect(g.getState().network.byNamespace.eip155).toEqual({ chainId: 'eip155:31337', unsupported: true })
    await g.dispose()
  })

  it('error: the wallet rejects (WalletConnect 5000) → ConnectFailed with the user-rejected error (4001); retry offers a new link', async () => {
    const { g, fake, seen, connect, types } = await setup()
    connect()
    await settle()
    fake.connects[0]?.reject({ code: 5000, message: 'User rejected.' })
    await settle()
    expect(seen.at(-1)).toMatchObject({
      type: 'ConnectFailed',
      data: {
        connectorId: 'walletConnect',
        namespace: 'eip155',
        error: { name: 'UserRejectedRequestError', shortMessage: 'User rejected.', code: 4001 },
      },
    })
    expect(g.getState().connection.byNamespace.eip155).toMatchObject({
      status: 'disconnected',
      lastError: { code: 4001 },
    })
    expect(g.getState().walletConnect.pairing).toBeNull()
    connect()
    await settle()
    expect(fake.connects).toHaveLength(2)
    expect(fake.created).toBe(1) // one client for the Gatehouse
    expect(types().slice(-2)).toEqual(['PairingStarted', 'WalletConnectUriCreated'])
    await g.dispose()
  })

  it('behavior (SPEC §9: Pairing expiry 4 minutes; expired within 10 s): with the modal open a fresh link is offered at 3 min 50 s', async () => {
    const { g, fake, seen, connect, open, scheduler } = await setup()
    open()
    connect()
    await settle()
    const first = seen.find((e) => e.type === 'PairingStarted')!.data as { topic: string; expiry: number }
    scheduler.maxFrames = PAIRING_EXPIRY_MS - 10_000 - 1_000
    scheduler.flush()
    await settle()
    expect(fake.connects).toHaveLength(1)
    scheduler.maxFrames = PAIRING_EXPIRY_MS
    scheduler.flush()
    await settle()
    expect(fake.connects).toHaveLength(2)
    const second = seen.filter((e) => e.type === 'PairingStarted')[1]!.data as { topic: string }
    expect(second.topic).not.toBe(first.topic)
    expect(g.getState().walletConnect.pairing?.uri).toBe(fake.connects[1]?.uri)
    expect(g.getState().walletConnect.offered).toBe(2)
    // The wallet answers the fresh link.
    fake.approve()
    await settle()
    expect(g.getState().connection.byNamespace.eip155?.status).toBe('connected')
    await g.dispose()
  })

  it('error: the link expires while the modal is closed → ConnectFailed with PairingExpiredError, no fresh link', async () => {
    const { g, fake, seen, connect, scheduler } = await setup()
    connect()
    await settle()
    scheduler.maxFrames = PAIRING_EXPIRY_MS
    scheduler.flush()
    await settle()
    expect(fake.connects).toHaveLength(1)
    expect(seen.at(-1)).toMatchObject({
      type: 'ConnectFailed',
      data: { error: { name: 'PairingExpiredError', shortMessage: 'The connection link expired' } },
    })
    await g.dispose()
  })

  it.each([
    ['a session that is not an object', 42],
    ['a session without a topic', { ...sessionFixture(), topic: 'nope' }],
    [
      'a session whose accounts are all unreadable',
      sessionFixture({ accounts: ['eip155:1:0x12', 'cosmos:hub:abc', 'eip155:1'] }),
    ],
    [
      'a session whose getters throw',
      Object.defineProperty({}, 'topic', {
        get: () => {
          throw new Error('boom')
        },
      }),
    ],
  ])('error: %s → ConnectFailed with InvalidWalletAnswerError, never a crash', async (_name, session) => {
    const { g, fake, seen, connect } = await setup()
    connect()
    await settle()
    fake.connects[0]?.resolve(session)
    await settle()
    expect(seen.at(-1)).toMatchObject({ type: 'ConnectFailed', data: { error: { name: 'InvalidWalletAnswerError' } } })
    expect(g.getState().connection.byNamespace.eip155?.status).toBe('disconnected')
    await g.dispose()
  })

  it('error: a client that cannot start (relay unreachable) → ConnectFailed with WalletConnectUnavailableError; the next connect tries again', async () => {
    const fake = fakeWalletConnect({ fail: new Error('WebSocket connection failed') })
    const { g, seen, connect } = await setup(fake)
    connect()
    await settle()
    expect(seen.at(-1)).toMatchObject({
      type: 'ConnectFailed',
      data: {
        error: { name: 'WalletConnectUnavailableError', shortMessage: 'The WalletConnect relay could not be reached' },
      },
    })
    await g.dispose()
  })

  it('error: a client that gives no pairing link → ConnectFailed with InvalidWalletAnswerError', async () => {
    const fake = fakeWalletConnect()
    fake.client.connect = async () => ({ uri: 'https://not-a-pairing', approval: new Promise(() => undefined) })
    const { seen, connect, g } = await setup(fake)
    connect()
    await settle()
    expect(seen.at(-1)).toMatchObject({ type: 'ConnectFailed', data: { error: { name: 'InvalidWalletAnswerError' } } })
    await g.dispose()
  })

  it('behavior: a connect for another connector ends the pairing in progress; its late approval changes nothing', async () => {
    const { g, fake, connect, types } = await setup()
    connect()
    await settle()
    g.emit(createEvent('ConnectRequested', { connectorId: 'io.metamask', namespace: 'eip155' }))
    fake.approve()
    await settle()
    expect(types()).not.toContain('Connected')
    await g.dispose()
  })

  it('behavior: with adapters for eip155 only, solana is not proposed; requested networks narrow the chains', async () => {
    const { g, fake, connect } = await setup(fakeWalletConnect(), {
      adapters: ['eip155'],
      networks: { requested: ['eip155:8453'] },
    })
    connect()
    await settle()
    expect(fake.connects[0]?.namespaces).toEqual({ eip155: expect.objectContaining({ chains: ['eip155:8453'] }) })
    await g.dispose()
  })
})
