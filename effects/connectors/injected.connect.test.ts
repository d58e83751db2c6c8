import { TestScheduler } from 'rxjs/testing'
import { describe, expect, it } from 'vitest'
import { createEvent, type Stamped } from '../../src/events/index.js'
import { createTestGatehouse } from '../../src/testing/helpers.js'
import {
  ADDRESS_0,
  announcement,
  fakeDiscovery,
  fakeProvider,
  grantingProvider,
  rpcError,
  settle,
  type FakeProvider,
} from '../../test/helpers/fakeWallets.js'
import { discoverInjectedWallets } from '../injected/discoverInjectedWallets.js'
import { connectWallet } from '../connection/connectWallet.js'
import { injectedAdapter } from './injected.js'

const ADAPTERS = [injectedAdapter]

async function setup(provider: unknown) {
  const scheduler = new TestScheduler((a, b) => expect(a).toEqual(b))
  const eip6963 = fakeDiscovery()
  eip6963.announce(announcement(provider))
  const g = createTestGatehouse({
    effects: { discoverInjectedWallets, connectWallet: connectWallet(ADAPTERS) },
    deps: { scheduler, eip6963 },
  })
  await g.ready
  const seen: Stamped[] = []
  g.events$.subscribe((e) => seen.push(e))
  const connect = () =>
    g.emit(createEvent('ConnectRequested', { connectorId: 'com.example.fake', namespace: 'eip155' }))
  return { g, seen, connect, types: () => seen.map((e) => e.type) }
}

describe('connectWallet over injectedAdapter', () => {
  it('behavior: eth_requestAccounts then eth_chainId → Connected (checksummed, CAIP-2) and the recent wallet', async () => {
    const provider = grantingProvider('0x2105')
    const { g, seen, connect, types } = await setup(provider)
    const id = connect()
    await settle()
    expect(provider.calls.map((c) => c.method)).toEqual(['eth_requestAccounts', 'eth_chainId'])
    expect(types()).toEqual(['ConnectRequested', 'Connected', 'RecentWalletRecorded'])
    expect(seen[1]).toMatchObject({
      data: {
        connectorId: 'com.example.fake',
        namespace: 'eip155',
        chainId: 'eip155:8453',
        address: ADDRESS_0,
        walletName: 'Fake Wallet',
      },
      causationId: id,
      source: 'effect:connectWallet',
    })
    expect(g.getState().connection.byNamespace.eip155).toMatchObject({
      status: 'connected',
      address: ADDRESS_0,
      chainId: 'eip155:8453',
    })
    expect(g.getState().wallets.recent[0]).toMatchObject({ id: 'com.example.fake', name: 'Fake Wallet' })
    await g.dispose()
  })

  it('behavior: a wallet on a network the app does not know → Connected, then NetworkUnsupported', async () => {
    const { g, connect, types } = await setup(grantingProvider('0x7a69'))
    connect()
    await settle()
    expect(types()).toEqual(['ConnectRequested', 'Connected', 'RecentWalletRecorded', 'NetworkUnsupported'])
    expect(g.getState().network.byNamespace.eip155).toEqual({ chainId: 'eip155:31337', unsupported: true })
    await g.dispose()
  })

  it('behavior: a connect that names another chain than the wallet’s then asks to switch to it', async () => {
    const { g, seen, types } = await setup(grantingProvider('0x1'))
    const id = g.emit(
      createEvent('ConnectRequested', { connectorId: 'com.example.fake', namespace: 'eip155', chainId: 'eip155:8453' }),
    )
    await settle()
    expect(types()).toEqual(['ConnectRequested', 'Connected', 'RecentWalletRecorded', 'NetworkSwitchRequested'])
    expect(seen.at(-1)).toMatchObject({ data: { chainId: 'eip155:8453' }, causationId: id })
    await g.dispose()
  })

  it('behavior: a connect that names the chain the wallet is already on asks no switch', async () => {
    const { g, types } = await setup(grantingProvider('0x2105'))
    g.emit(
      createEvent('ConnectRequested', { connectorId: 'com.example.fake', namespace: 'eip155', chainId: 'eip155:8453' }),
    )
    await settle()
    expect(types()).toEqual(['ConnectRequested', 'Connected', 'RecentWalletRecorded'])
    await g.dispose()
  })

  it('error: 4001 in the wallet → ConnectFailed with UserRejectedRequestError; retry connects', async () => {
    const provider = grantingProvider()
    provider.handlers.eth_requestAccounts = () => {
      throw rpcError(4001, 'User rejected the request.')
    }
    const { g, seen, connect, types } = await setup(provider)
    connect()
    await settle()
    expect(seen.at(-1)).toMatchObject({
      type: 'ConnectFailed',
      data: {
        connectorId: 'com.example.fake',
        namespace: 'eip155',
        error: { name: 'UserRejectedRequestError', shortMessage: 'User rejected the request.', code: 4001 },
      },
    })
    expect(g.getState().connection.byNamespace.eip155).toMatchObject({
      status: 'disconnected',
      lastError: { code: 4001 },
    })
    provider.handlers.eth_requestAccounts = () => [ADDRESS_0]
    connect()
    await settle()
    expect(types().slice(-3)).toEqual(['ConnectRequested', 'Connected', 'RecentWalletRecorded'])
    await g.dispose()
  })

  it('behavior: a second request while the prompt is open is ignored (exhaustMap)', async () => {
    let answer: (value: unknown) => void = () => undefined
    const provider = grantingProvider()
    provider.handlers.eth_requestAccounts = () => new Promise((resolve) => (answer = resolve))
    const { g, connect, types } = await setup(provider)
    connect()
    connect()
    await settle()
    answer([ADDRESS_0])
    await settle()
    expect(provider.calls.filter((c) => c.method === 'eth_requestAccounts')).toHaveLength(1)
    expect(types().filter((t) => t === 'Connected')).toHaveLength(1)
    await g.dispose()
  })

  const garbage: Array<[string, (p: FakeProvider) => void, string]> = [
    ['accounts not a list', (p) => (p.handlers.eth_requestAccounts = () => 'nope'), 'InvalidAddressError'],
    ['no account', (p) => (p.handlers.eth_requestAccounts = () => []), 'InvalidAddressError'],
    [
      'an account that is no address',
      (p) => (p.handlers.eth_requestAccounts = () => [{ evil: true }]),
      'InvalidAddressError',
    ],
    ['a chain id that is no chain id', (p) => (p.handlers.eth_chainId = () => '0xnope'), 'CaipUndefinedError'],
    ['a thrown string', (p) => (p.handlers.eth_requestAccounts = () => Promise.reject('boom')), 'UnknownRpcError'],
    [
      'a thrown object with getters that throw',
      (p) =>
        (p.handlers.eth_requestAccounts = () =>
          Promise.reject(
            new Proxy(
              {},
              {
                get: () => {
                  throw new Error('trap')
                },
              },
            ),
          )),
      'UnknownRpcError',
    ],
    ['a thrown null', (p) => (p.handlers.eth_requestAccounts = () => Promise.reject(null)), 'UnknownRpcError'],
    [
      'a non-standard code',
      (p) => (p.handlers.eth_requestAccounts = () => Promise.reject(rpcError(12345))),
      'UnknownRpcError',
    ],
  ]
  for (const [what, spoil, name] of garbage) {
    it(`error: a wallet answering ${what} → ConnectFailed ${name}, never a crash`, async () => {
      const provider = grantingProvider()
      spoil(provider)
      const { g, seen, connect } = await setup(provider)
      connect()
      await settle()
      expect(seen.at(-1)).toMatchObject({ type: 'ConnectFailed', data: { error: { name } } })
      expect(seen.some((e) => e.type === 'EffectFailed')).toBe(false)
      await g.dispose()
    })
  }

  it('error: a provider whose request throws synchronously → ConnectFailed', async () => {
    const provider = {
      request() {
        throw rpcError(-32603, 'sync')
      },
    }
    const { g, seen, connect } = await setup(provider)
    connect()
    await settle()
    expect(seen.at(-1)).toMatchObject({
      type: 'ConnectFailed',
      data: { error: { name: 'InternalRpcError', code: -32603 } },
    })
    await g.dispose()
  })

  it('error: a connector known from an earlier page but not announced now → ConnectFailed (Adapter not found)', async () => {
    const { g, seen } = await setup(fakeProvider())
    g.emit(
      createEvent('ConnectorsDiscovered', {
        connectors: [{ id: 'io.gone', name: 'Gone', type: 'announced', chain: 'eip155' }],
      }),
    )
    g.emit(createEvent('ConnectRequested', { connectorId: 'io.gone', namespace: 'eip155' }))
    await settle()
    expect(seen.at(-1)).toMatchObject({
      type: 'ConnectFailed',
      data: { connectorId: 'io.gone', error: { name: 'AdapterNotFoundError', shortMessage: 'Adapter not found' } },
    })
    await g.dispose()
  })

  it('behavior: requests for other connectors or namespaces are not this effect’s', async () => {
    const provider = grantingProvider()
    const { g, types } = await setup(provider)
    g.emit(createEvent('ConnectRequested', { connectorId: 'walletConnect', namespace: 'eip155' }))
    g.emit(createEvent('ConnectRequested', { connectorId: 'com.example.fake', namespace: 'solana' }))
    await settle()
    expect(types()).toEqual(['ConnectRequested', 'ConnectRequested'])
    expect(provider.calls).toEqual([])
    await g.dispose()
  })
})
