// The WalletConnect effects that serve a settled session: watch, restore, disconnect, switch, sign, ping.
import { TestScheduler } from 'rxjs/testing'
import { recoverMessageAddress } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { createEvent, type Stamped } from '../../src/events/index.js'
import { createTestGatehouse } from '../../src/testing/helpers.js'
import { settle } from '../../test/helpers/fakeWallets.js'
import {
  fakeWalletConnect,
  sessionFixture,
  topicOf,
  WC_ADDRESS_0,
  WC_ADDRESS_1,
  WC_SOLANA,
  type FakeWalletConnect,
} from '../../test/helpers/fakeWalletConnect.js'
import { pingWalletConnect } from '../walletConnect/pingWalletConnect.js'
import { utf8Hex } from '../connection/signMessage.js'
import { connectWallet } from '../connection/connectWallet.js'
import { disconnectWallet } from '../connection/disconnectWallet.js'
import { restoreWallet } from '../connection/restoreWallet.js'
import { signMessage } from '../connection/signMessage.js'
import { switchNetwork } from '../connection/switchNetwork.js'
import { watchWallet } from '../connection/watchWallet.js'
import { walletConnectAdapter } from './walletConnect.js'

const ADAPTERS = [walletConnectAdapter]
const effects = {
  connectWallet: connectWallet(ADAPTERS),
  watchWallet: watchWallet(ADAPTERS),
  restoreWallet: restoreWallet(ADAPTERS),
  disconnectWallet: disconnectWallet(ADAPTERS),
  switchNetwork: switchNetwork(ADAPTERS),
  signMessage: signMessage(ADAPTERS),
  pingWalletConnect,
}
// anvil's first dev key (the well-known test mnemonic), WC_ADDRESS_0's.
const KEY_0 = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'

/** A Gatehouse connected over the fake WalletConnect with `session`. */
async function connected(
  session = sessionFixture(),
  fake: FakeWalletConnect = fakeWalletConnect(),
  db?: ReturnType<typeof createTestGatehouse>['db'],
) {
  const scheduler = new TestScheduler((a, b) => expect(a).toEqual(b))
  const g = createTestGatehouse({ effects, deps: { scheduler, walletConnect: fake.deps }, ...(db ? { db } : {}) })
  await g.ready
  const seen: Stamped[] = []
  g.events$.subscribe((e) => seen.push(e))
  g.emit(createEvent('ConnectRequested', { connectorId: 'walletConnect', namespace: 'eip155' }))
  await settle()
  fake.approve(session)
  await settle()
  expect(g.getState().connection.byNamespace.eip155?.status).toBe('connected')
  seen.length = 0
  return { g, fake, seen, scheduler, types: () => seen.map((e) => e.type) }
}

const eventPayload = (name: string, data: unknown, chainId = 'eip155:1', topic = topicOf('a')) => ({
  id: 1,
  topic,
  params: { event: { name, data }, chainId },
})

describe('watchWallet over walletConnectAdapter', () => {
  it('behavior: the wallet’s accountsChanged and chainChanged are forwarded; repeats and garbage change nothing', async () => {
    const { g, fake, types } = await connected()
    expect(fake.listeners('session_event')).toBe(1)
    fake.emit('session_event', eventPayload('accountsChanged', [WC_ADDRESS_1]))
    fake.emit('session_event', eventPayload('accountsChanged', [`eip155:1:${WC_ADDRESS_1}`]))
    fake.emit('session_event', eventPayload('accountsChanged', ['0xnope']))
    fake.emit('session_event', eventPayload('chainChanged', 8453))
    fake.emit('session_event', eventPayload('chainChanged', '0x2105'))
    fake.emit('session_event', eventPayload('chainChanged', { evil: true }))
    fake.emit('session_event', eventPayload('chainChanged', 31337))
    fake.emit('session_event', null)
    fake.emit('session_event', eventPayload('somethingElse', 1))
    await settle()
    expect(types()).toEqual(['AccountChanged', 'NetworkSwitched', 'NetworkUnsupported'])
    expect(g.getState().connection.byNamespace.eip155).toMatchObject({ address: WC_ADDRESS_1 })
    expect(g.getState().network.byNamespace.eip155).toEqual({ chainId: 'eip155:31337', unsupported: true })
    await g.dispose()
  })

  it('behavior: events of another session are not ours', async () => {
    const { g, fake, types } = await connected()
    fake.emit('session_event', eventPayload('accountsChanged', [WC_ADDRESS_1], 'eip155:1', topicOf('f')))
    fake.emit('session_delete', { id: 2, topic: topicOf('f') })
    await settle()
    expect(types()).toEqual([])
    await g.dispose()
  })

  it('behavior: a session update that drops the connected account moves to another; one without eip155 accounts disconnects it', async () => {
    const { g, fake, types } = await connected()
    fake.emit('session_update', {
      id: 3,
      topic: topicOf('a'),
      params: { namespaces: { eip155: { accounts: [`eip155:1:${WC_ADDRESS_1}`] } } },
    })
    await settle()
    expect(types()).toEqual(['AccountChanged'])
    fake.emit('session_update', {
      id: 4,
      topic: topicOf('a'),
      params: { namespaces: { eip155: { accounts: [`eip155:1:${WC_ADDRESS_1}`] } } },
    })
    await settle()
    expect(types()).toEqual(['AccountChanged'])
    // The client's store now holds the new account (as the real one does after an update).
    fake.sessions = [sessionFixture({ accounts: [`eip155:1:${WC_ADDRESS_1}`] })]
    fake.emit('session_update', {
      id: 5,
      topic: topicOf('a'),
      params: { namespaces: { solana: { accounts: [`solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${WC_SOLANA}`] } } },
    })
    await settle()
    expect(types()).toEqual(['AccountChanged', 'Disconnected'])
    expect(g.getState().connection.byNamespace.eip155?.status).toBe('disconnected')
    await g.dispose()
  })

  it('behavior (SPEC §4: session delete (clean up and emit disconnect)): the wallet deletes the session → Disconnected (wallet) for every namespace it served; listeners removed', async () => {
    const { g, fake, seen } = await connected(
      sessionFixture({
        accounts: [`eip155:1:${WC_ADDRESS_0}`, `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${WC_SOLANA}`],
      }),
    )
    fake.sessions = [] // the client removes it before it tells
    fake.emit('session_delete', { id: 9, topic: topicOf('a') })
    await settle()
    expect(
      seen.map((e) => [e.type, (e.data as { namespace?: string }).namespace, (e.data as { reason?: string }).reason]),
    ).toEqual([
      ['Disconnected', 'eip155', 'wallet'],
      ['Disconnected', 'solana', 'wallet'],
    ])
    expect(fake.listeners('session_event')).toBe(0)
    await g.dispose()
  })
})

describe('signMessage over walletConnectAdapter', () => {
  it('behavior (contract §1): personal_sign with the message as UTF-8 hex → MessageSigned with the signature', async () => {
    const { g, fake, seen } = await connected()
    const account = privateKeyToAccount(KEY_0)
    fake.handlers.personal_sign = async (params) =>
      account.signMessage({ message: { raw: (params as [`0x${string}`])[0] } })
    const id = g.emit(
      createEvent('SignMessageRequested', {
        requestId: 'r1',
        namespace: 'eip155',
        address: WC_ADDRESS_0,
        chainId: 'eip155:8453',
        message: 'Héllo ✓',
      }),
    )
    await settle(60)
    expect(fake.requests[0]).toMatchObject({
      topic: topicOf('a'),
      chainId: 'eip155:8453',
      method: 'personal_sign',
      params: [utf8Hex('Héllo ✓'), WC_ADDRESS_0],
    })
    const signed = seen.find((e) => e.type === 'MessageSigned') as Stamped
    expect(signed).toMatchObject({ data: { requestId: 'r1' }, causationId: id, source: 'effect:signMessage' })
    expect(
      await recoverMessageAddress({
        message: 'Héllo ✓',
        signature: (signed.data as { signature: `0x${string}` }).signature,
      }),
    ).toBe(WC_ADDRESS_0)
    await g.dispose()
  })

  it.each([
    [
      'a rejection (5000)',
      () => Promise.reject({ code: 5000, message: 'User rejected.' }),
      { name: 'UserRejectedRequestError', code: 4001 },
    ],
    [
      'a rejection (4001)',
      () => Promise.reject({ code: 4001, message: 'no' }),
      { name: 'UserRejectedRequestError', code: 4001 },
    ],
    ['an answer that is no signature', () => '0x1234', { name: 'InvalidResponseError' }],
    ['an object', () => ({ signature: 1 }), { name: 'InvalidResponseError' }],
    ['a throw of garbage', () => Promise.reject(Symbol('x')), { name: 'UnknownRpcError' }],
  ])('error: %s → SignMessageFailed with a typed error', async (_name, handler, error) => {
    const { g, fake, seen } = await connected()
    fake.handlers.personal_sign = handler as () => unknown
    g.emit(
      createEvent('SignMessageRequested', {
        requestId: 'r2',
        namespace: 'eip155',
        address: WC_ADDRESS_0,
        chainId: 'eip155:1',
        message: 'hi',
      }),
    )
    await settle(60)
    expect(seen.at(-1)).toMatchObject({ type: 'SignMessageFailed', data: { requestId: 'r2', error } })
    await g.dispose()
  })

  it('behavior: solana_signMessage with the message as base58 → MessageSigned; a signature of the wrong length is refused', async () => {
    const { g, fake, seen } = await connected(
      sessionFixture({
        accounts: [`eip155:1:${WC_ADDRESS_0}`, `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${WC_SOLANA}`],
      }),
    )
    const sig64 = '5' + '1'.repeat(85) // not checked here as ed25519, only as 64 bytes of base58
    const { base58 } = await import('@scure/base')
    const good = base58.encode(new Uint8Array(64).fill(7))
    fake.handlers.solana_signMessage = () => ({ signature: good })
    g.emit(
      createEvent('SignMessageRequested', {
        requestId: 's1',
        namespace: 'solana',
        address: WC_SOLANA,
        chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        message: 'hi',
      }),
    )
    await settle(60)
    expect(fake.requests[0]).toMatchObject({
      method: 'solana_signMessage',
      params: { message: base58.encode(new TextEncoder().encode('hi')), pubkey: WC_SOLANA },
    })
    expect(seen.at(-1)).toMatchObject({ type: 'MessageSigned', data: { requestId: 's1', signature: good } })
    fake.handlers.solana_signMessage = () => ({ signature: sig64.slice(0, 10) })
    g.emit(
      createEvent('SignMessageRequested', {
        requestId: 's2',
        namespace: 'solana',
        address: WC_SOLANA,
        chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        message: 'hi',
      }),
    )
    await settle(60)
    expect(seen.at(-1)).toMatchObject({
      type: 'SignMessageFailed',
      data: { requestId: 's2', error: { name: 'InvalidResponseError' } },
    })
    await g.dispose()
  })

  it('behavior: a request for a namespace connected through another connector is not this effect’s', async () => {
    const { g, fake, seen } = await connected()
    g.emit(
      createEvent('Connected', {
        connectorId: 'io.metamask',
        namespace: 'eip155',
        chainId: 'eip155:1',
        address: WC_ADDRESS_0,
      }),
    )
    seen.length = 0
    g.emit(
      createEvent('SignMessageRequested', {
        requestId: 'r3',
        namespace: 'eip155',
        address: WC_ADDRESS_0,
        chainId: 'eip155:1',
        message: 'hi',
      }),
    )
    await settle(60)
    expect(fake.requests).toEqual([])
    expect(seen.map((e) => e.type)).toEqual(['SignMessageRequested'])
    await g.dispose()
  })
})

describe('switchNetwork over walletConnectAdapter', () => {
  it('behavior: wallet_switchEthereumChain over the session → NetworkSwitched', async () => {
    const { g, fake, types } = await connected()
    fake.handlers.wallet_switchEthereumChain = () => null
    g.emit(createEvent('NetworkSwitchRequested', { chainId: 'eip155:8453' }))
    await settle(60)
    expect(fake.requests.map((r) => [r.method, r.chainId, r.params])).toEqual([
      ['wallet_switchEthereumChain', 'eip155:1', [{ chainId: '0x2105' }]],
    ])
    expect(types()).toEqual(['NetworkSwitchRequested', 'NetworkSwitched'])
    await g.dispose()
  })

  it('behavior (SPEC §8: 4902 → add the chain): wallet_addEthereumChain with the app’s network data, then switch again', async () => {
    const { g, fake, types } = await connected()
    let tries = 0
    fake.handlers.wallet_switchEthereumChain = () =>
      tries++ === 0 ? Promise.reject({ code: 4902, message: 'Unrecognized chain' }) : null
    fake.handlers.wallet_addEthereumChain = () => null
    g.emit(createEvent('NetworkSwitchRequested', { chainId: 'eip155:8453' }))
    await settle(80)
    expect(fake.requests.map((r) => r.method)).toEqual([
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_switchEthereumChain',
    ])
    expect(fake.requests[1]?.params).toEqual([expect.objectContaining({ chainId: '0x2105', chainName: 'Base' })])
    expect(types()).toEqual(['NetworkSwitchRequested', 'NetworkSwitched'])
    await g.dispose()
  })

  it('error: a rejection → NetworkSwitchFailed (4001); adding that fails → Chain is not supported', async () => {
    const { g, fake, seen } = await connected()
    fake.handlers.wallet_switchEthereumChain = () => Promise.reject({ code: 4001, message: 'no' })
    g.emit(createEvent('NetworkSwitchRequested', { chainId: 'eip155:8453' }))
    await settle(60)
    expect(seen.at(-1)).toMatchObject({
      type: 'NetworkSwitchFailed',
      data: { chainId: 'eip155:8453', error: { code: 4001 } },
    })
    fake.handlers.wallet_switchEthereumChain = () => Promise.reject({ code: 4902, message: 'Unrecognized chain' })
    fake.handlers.wallet_addEthereumChain = () => Promise.reject({ code: -32603, message: 'nope' })
    g.emit(createEvent('NetworkSwitchRequested', { chainId: 'eip155:8453' }))
    await settle(80)
    expect(seen.at(-1)).toMatchObject({
      type: 'NetworkSwitchFailed',
      data: { error: { name: 'ChainNotSupportedError', shortMessage: 'Chain is not supported' } },
    })
    await g.dispose()
  })
})

describe('disconnectWallet over walletConnectAdapter', () => {
  it('behavior (SPEC §4): one namespace takes down the others on WalletConnect; Disconnected (user) at once, the session ended on the relay after', async () => {
    const { g, fake, seen, scheduler } = await connected(
      sessionFixture({
        accounts: [`eip155:1:${WC_ADDRESS_0}`, `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${WC_SOLANA}`],
      }),
    )
    g.emit(createEvent('DisconnectRequested', { namespace: 'solana' }))
    await settle()
    expect(seen.map((e) => [e.type, (e.data as { namespace?: string }).namespace])).toEqual([
      ['DisconnectRequested', 'solana'],
      ['Disconnected', 'eip155'],
      ['Disconnected', 'solana'],
    ])
    expect(fake.disconnects).toEqual([])
    scheduler.flush()
    await settle()
    expect(fake.disconnects).toEqual([topicOf('a')])
    await g.dispose()
  })

  it('error (SPEC §4 "failures are joined into one error"): a relay that fails the disconnect is one Failed to disconnect; the connection has ended all the same', async () => {
    const { g, fake, seen, types, scheduler } = await connected()
    fake.client.disconnect = () => Promise.reject(new Error('socket closed'))
    g.emit(createEvent('DisconnectRequested', {}))
    scheduler.flush()
    await settle()
    expect(types()).toEqual(['DisconnectRequested', 'Disconnected', 'EffectFailed'])
    expect(seen.at(-1)).toMatchObject({
      data: {
        effect: 'disconnectWallet',
        error: { name: 'DisconnectFailedError', shortMessage: 'Failed to disconnect' },
        outcome: 'continued',
      },
    })
    expect(g.getState().connection.byNamespace.eip155?.status).toBe('disconnected')
    await g.dispose()
  })
})

describe('restoreWallet over walletConnectAdapter', () => {
  it('behavior: after a reload the session the client kept is Connected again, without a new pairing', async () => {
    const fake = fakeWalletConnect()
    const first = await connected(sessionFixture(), fake)
    await first.g.dispose()
    const scheduler = new TestScheduler((a, b) => expect(a).toEqual(b))
    const g = createTestGatehouse({ db: first.g.db, effects, deps: { scheduler, walletConnect: fake.deps } })
    const seen: Stamped[] = []
    g.events$.subscribe((e) => seen.push(e))
    await g.ready
    await settle()
    expect(seen.map((e) => e.type)).toEqual(['SessionRestored', 'Connected'])
    expect(g.getState().connection.byNamespace.eip155).toMatchObject({
      status: 'connected',
      connectorId: 'walletConnect',
      address: WC_ADDRESS_0,
      chainId: 'eip155:1',
    })
    expect(fake.connects).toHaveLength(1)
    await g.dispose()
  })

  it('behavior: the chain comes from the session: a wallet that moved while the page was away (its chainChanged lost) is asked, and the app follows', async () => {
    const fake = fakeWalletConnect()
    const session = sessionFixture()
    ;(session.namespaces as Record<string, { methods: string[] }>).eip155!.methods = ['personal_sign', 'eth_chainId']
    const first = await connected(session, fake)
    expect(first.g.getState().network.byNamespace.eip155).toEqual({ chainId: 'eip155:1' })
    await first.g.dispose()
    // Meanwhile the phone moved to Base; the chainChanged it sent never reached a page.
    fake.handlers.eth_chainId = () => '0x2105'
    const g = createTestGatehouse({ db: first.g.db, effects, deps: { walletConnect: fake.deps } })
    await g.ready
    await settle()
    expect(fake.requests.at(-1)).toMatchObject({ topic: topicOf('a'), method: 'eth_chainId' })
    expect(g.getState().connection.byNamespace.eip155).toMatchObject({ status: 'connected' })
    expect(g.getState().network.byNamespace.eip155).toEqual({ chainId: 'eip155:8453' })
    await g.dispose()
  })

  it('error: no session holds the stored account, or the client cannot start → Disconnected (sync-failed)', async () => {
    const fake = fakeWalletConnect()
    const first = await connected(sessionFixture(), fake)
    await first.g.dispose()
    fake.sessions = [sessionFixture({ accounts: [`eip155:1:${WC_ADDRESS_1}`] })]
    const g = createTestGatehouse({ db: first.g.db, effects, deps: { walletConnect: fake.deps } })
    await g.ready
    await settle()
    expect(g.getState().connection.byNamespace.eip155).toMatchObject({ status: 'disconnected' })
    await g.dispose()

    const again = await connected(sessionFixture(), fakeWalletConnect())
    await again.g.dispose()
    const broken = fakeWalletConnect({ fail: new Error('no relay') })
    const h = createTestGatehouse({ db: again.g.db, effects, deps: { walletConnect: broken.deps } })
    const seen: Stamped[] = []
    h.events$.subscribe((e) => seen.push(e))
    await h.ready
    await settle()
    expect(seen.at(-1)).toMatchObject({ type: 'Disconnected', data: { namespace: 'eip155', reason: 'sync-failed' } })
    await h.dispose()
  })
})

describe('pingWalletConnect', () => {
  it('behavior: ping over the session → WalletConnectPinged ok; a failing ping is ok false with the error', async () => {
    const { g, fake, seen } = await connected()
    g.emit(createEvent('WalletConnectPingRequested', {}))
    await settle()
    expect(fake.pings).toEqual([topicOf('a')])
    expect(seen.at(-1)).toMatchObject({ type: 'WalletConnectPinged', data: { topic: topicOf('a'), ok: true } })
    fake.client.ping = () => Promise.reject(new Error('timeout'))
    g.emit(createEvent('WalletConnectPingRequested', {}))
    await settle()
    expect(seen.at(-1)).toMatchObject({
      type: 'WalletConnectPinged',
      data: { ok: false, error: { shortMessage: 'timeout' } },
    })
    await g.dispose()
  })
})
