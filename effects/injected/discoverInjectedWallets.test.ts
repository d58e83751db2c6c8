// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import type { Connector } from '../../projections/wallets/wallets.projection.js'
import { createDeps, windowEip6963 } from '../../src/deps.js'
import { createEvent, type Stamped } from '../../src/events/index.js'
import { createTestGatehouse } from '../../src/testing/helpers.js'
import { announcement, fakeDiscovery, fakeProvider } from '../../test/helpers/fakeWallets.js'
import { discoverInjectedWallets } from './discoverInjectedWallets.js'

describe('discoverInjectedWallets', () => {
  it('behavior (EIP-6963): each announced wallet becomes an announced connector (id: rdns), in the Connect view’s injected group', async () => {
    const eip6963 = fakeDiscovery()
    eip6963.announce(announcement(fakeProvider()))
    const g = createTestGatehouse({ effects: { discoverInjectedWallets }, deps: { eip6963 } })
    await g.ready
    expect(g.getState().wallets.connectors.byId['com.example.fake']).toEqual({
      id: 'com.example.fake',
      name: 'Fake Wallet',
      type: 'announced',
      chain: 'eip155',
      imageUrl: 'data:image/svg+xml,<svg/>',
    })
    eip6963.announce(
      announcement(fakeProvider(), { rdns: 'io.other', name: 'Other', icon: 'https://tracker.example/icon.png' }),
    )
    expect(g.getState().wallets.connectors.byId['io.other']).toEqual({
      id: 'io.other',
      name: 'Other',
      type: 'announced',
      chain: 'eip155',
    })
    await g.dispose()
  })

  it('behavior: a reload with the same wallet adds nothing to the log; a renamed wallet is updated', async () => {
    const eip6963 = fakeDiscovery()
    const provider = fakeProvider()
    eip6963.announce(announcement(provider))
    const first = createTestGatehouse({ effects: { discoverInjectedWallets }, deps: { eip6963 } })
    await first.ready
    await first.dispose()
    const again = fakeDiscovery()
    again.announce(announcement(fakeProvider(), { uuid: 'another-uuid-of-the-new-page' }))
    const second = createTestGatehouse({ db: first.db, effects: { discoverInjectedWallets }, deps: { eip6963: again } })
    const seen: Stamped[] = []
    second.events$.subscribe((e) => seen.push(e))
    await second.ready
    expect(seen.map((e) => e.type)).not.toContain('ConnectorsDiscovered')
    again.announce(announcement(fakeProvider(), { name: 'Fake Wallet 2' }))
    expect(seen.filter((e) => e.type === 'ConnectorsDiscovered')).toHaveLength(1)
    expect(second.getState().wallets.connectors.byId['com.example.fake']?.name).toBe('Fake Wallet 2')
    await second.dispose()
  })

  it('behavior: bidi controls in an announced name are removed before the log; a name of controls only is no wallet', async () => {
    const eip6963 = fakeDiscovery()
    eip6963.announce(announcement(fakeProvider(), { name: '\u202Ekcabtem\u2066 \u200f' }))
    eip6963.announce(announcement(fakeProvider(), { rdns: 'io.blank', name: '\u202E\u202C' }))
    const g = createTestGatehouse({ effects: { discoverInjectedWallets }, deps: { eip6963 } })
    await g.ready
    expect(g.getState().wallets.connectors.byId['com.example.fake']?.name).toBe('kcabtem')
    expect(g.getState().wallets.connectors.byId['io.blank']).toBeUndefined()
    expect(JSON.stringify(await g.exportLog())).not.toMatch(/\u202e|\\u202e/i)
    await g.dispose()
  })

  it('error: garbage announcements are ignored, never a crash', async () => {
    const eip6963 = fakeDiscovery()
    const g = createTestGatehouse({ effects: { discoverInjectedWallets }, deps: { eip6963 } })
    await g.ready
    const trap = new Proxy(
      {},
      {
        get: () => {
          throw new Error('trap')
        },
      },
    )
    for (const detail of [
      undefined,
      null,
      'x',
      42,
      {},
      { info: {} },
      { info: { uuid: 'u', name: 'n', rdns: 'r', icon: '' }, provider: {} },
      { info: trap, provider: fakeProvider() },
      trap,
      { info: { uuid: 'u', name: '', rdns: 'r' }, provider: fakeProvider() },
    ]) {
      eip6963.announce(detail)
    }
    expect(g.getState().wallets.connectors.ids).toEqual([])
    expect(g.getState().system).toBeDefined()
    await g.dispose()
  })

  it('behavior: without a window there is no discovery source, and nothing happens', async () => {
    const g = createTestGatehouse({ effects: { discoverInjectedWallets }, deps: { eip6963: null } })
    await g.ready
    expect(g.getState().wallets.connectors.ids).toEqual([])
    await g.dispose()
  })

  it('behavior: the default source listens to the window’s eip6963:announceProvider and dispatches eip6963:requestProvider', async () => {
    expect(createDeps().eip6963).not.toBeNull()
    const provider = fakeProvider()
    const answer = () =>
      window.dispatchEvent(
        new CustomEvent('eip6963:announceProvider', { detail: announcement(provider, { rdns: 'dev.window' }) }),
      )
    window.addEventListener('eip6963:requestProvider', answer)
    const g = createTestGatehouse({ effects: { discoverInjectedWallets }, deps: { eip6963: windowEip6963() } })
    await g.ready
    window.removeEventListener('eip6963:requestProvider', answer)
    expect(g.getState().wallets.connectors.ids).toEqual(['dev.window'])
    await g.dispose()
  })

  it('behavior: a connector already known under the wallet’s rdns is replaced when its name, type, chain or icon differ', async () => {
    const known: Connector = { id: 'com.example.fake', name: 'Fake Wallet', type: 'announced', chain: 'eip155' }
    const icon = { imageUrl: 'data:image/svg+xml,<svg/>' }
    const changes: Array<Partial<Connector>> = [
      { name: 'Old name' },
      { type: 'injected' },
      { chain: 'solana' },
      { imageUrl: 'data:image/png;base64,AAAA' },
    ]
    for (const differs of changes) {
      const eip6963 = fakeDiscovery()
      const g = createTestGatehouse({ effects: { discoverInjectedWallets }, deps: { eip6963 } })
      await g.ready
      g.emit(createEvent('ConnectorsDiscovered', { connectors: [{ ...known, ...icon, ...differs }] }))
      eip6963.announce(announcement(fakeProvider()))
      expect(g.getState().wallets.connectors.byId['com.example.fake']).toEqual({ ...known, ...icon })
      await g.dispose()
    }
  })
})
