import { TestScheduler } from 'rxjs/testing'
import { describe, expect, it } from 'vitest'
import { createEvent, type Stamped } from '../../src/events/index.js'
import { createTestGatehouse } from '../../src/testing/helpers.js'
import {
  ADDRESS_0,
  ADDRESS_1,
  announcement,
  fakeDiscovery,
  grantingProvider,
  settle,
} from '../../test/helpers/fakeWallets.js'
import { discoverInjectedWallets } from '../injected/discoverInjectedWallets.js'
import { connectWallet } from '../connection/connectWallet.js'
import { watchWallet } from '../connection/watchWallet.js'
import { injectedAdapter } from './injected.js'

const ADAPTERS = [injectedAdapter]

async function connected() {
  const scheduler = new TestScheduler((a, b) => expect(a).toEqual(b))
  const provider = grantingProvider()
  const eip6963 = fakeDiscovery()
  eip6963.announce(announcement(provider))
  const g = createTestGatehouse({
    effects: { discoverInjectedWallets, connectWallet: connectWallet(ADAPTERS), watchWallet: watchWallet(ADAPTERS) },
    deps: { scheduler, eip6963 },
  })
  await g.ready
  g.emit(createEvent('ConnectRequested', { connectorId: 'com.example.fake', namespace: 'eip155' }))
  await settle()
  expect(g.getState().connection.byNamespace.eip155?.status).toBe('connected')
  const seen: Stamped[] = []
  g.events$.subscribe((e) => seen.push(e))
  return { g, provider, seen, types: () => seen.map((e) => e.type) }
}

describe('watchWallet over injectedAdapter', () => {
  it('behavior: accountsChanged to another account → AccountChanged (checksummed); the same account → nothing', async () => {
    const { g, provider, seen, types } = await connected()
    provider.emit('accountsChanged', [ADDRESS_0.toLowerCase()])
    expect(types()).toEqual([])
    provider.emit('accountsChanged', [ADDRESS_1.toLowerCase()])
    expect(seen).toMatchObject([
      { type: 'AccountChanged', data: { namespace: 'eip155', address: ADDRESS_1 }, source: 'effect:watchWallet' },
    ])
    expect(g.getState().account.byNamespace.eip155).toMatchObject({
      status: 'connected',
      address: ADDRESS_1,
      caipAddress: `eip155:1:${ADDRESS_1}`,
    })
    await g.dispose()
  })

  it('behavior: chainChanged → NetworkSwitched; to a network the app does not know → NetworkUnsupported; the current one → nothing', async () => {
    const { g, provider, seen, types } = await connected()
    provider.emit('chainChanged', '0x1')
    expect(types()).toEqual([])
    provider.emit('chainChanged', '0x2105')
    provider.emit('chainChanged', '0x7a69')
    expect(seen.map((e) => [e.type, e.data])).toEqual([
      ['NetworkSwitched', { chainId: 'eip155:8453' }],
      ['NetworkUnsupported', { chainId: 'eip155:31337' }],
    ])
    expect(g.getState().network.byNamespace.eip155).toEqual({ chainId: 'eip155:31337', unsupported: true })
    await g.dispose()
  })

  it('behavior: accountsChanged([]) and disconnect → Disconnected (reason wallet), after which the wallet is no longer followed', async () => {
    const { g, provider, seen } = await connected()
    provider.emit('accountsChanged', [])
    expect(seen).toMatchObject([{ type: 'Disconnected', data: { namespace: 'eip155', reason: 'wallet' } }])
    expect(provider.listenerCount('accountsChanged')).toBe(0)
    provider.emit('disconnect', { code: 4900 })
    expect(seen).toHaveLength(1)
    await g.dispose()
  })

  it('behavior: the provider’s disconnect event → Disconnected', async () => {
    const { g, provider, seen } = await connected()
    provider.emit('disconnect', { code: 4900, message: 'gone' })
    expect(seen).toMatchObject([{ type: 'Disconnected', data: { reason: 'wallet' } }])
    expect(g.getState().connection.byNamespace.eip155?.status).toBe('disconnected')
    await g.dispose()
  })

  it('error: events whose payload cannot be read change nothing, never a crash', async () => {
    const { g, provider, types } = await connected()
    for (const payload of [undefined, null, 'x', 42, [{}], ['0x12'], {}]) provider.emit('accountsChanged', payload)
    for (const payload of [undefined, null, '1', '0x', -1, 0, 1.5, {}, '0xzz']) provider.emit('chainChanged', payload)
    expect(types()).toEqual([])
    expect(g.getState().connection.byNamespace.eip155?.status).toBe('connected')
    await g.dispose()
  })

  it('behavior: a disconnect requested elsewhere stops the listening', async () => {
    const { g, provider } = await connected()
    expect(provider.listenerCount('chainChanged')).toBe(1)
    g.emit(createEvent('Disconnected', { namespace: 'eip155', reason: 'user' }))
    expect(provider.listenerCount('chainChanged')).toBe(0)
    await g.dispose()
  })
})
