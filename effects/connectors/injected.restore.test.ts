import { TestScheduler } from 'rxjs/testing'
import { describe, expect, it } from 'vitest'
import { createEvent, type Stamped } from '../../src/events/index.js'
import { createTestGatehouse } from '../../src/testing/helpers.js'
import {
  ADDRESS_0,
  announcement,
  fakeDiscovery,
  grantingProvider,
  rpcError,
  settle,
  type FakeProvider,
} from '../../test/helpers/fakeWallets.js'
import { discoverInjectedWallets } from '../injected/discoverInjectedWallets.js'
import { INJECTED_RESTORE_WAIT_MS } from './injected.js'
import { connectWallet } from '../connection/connectWallet.js'
import { restoreWallet } from '../connection/restoreWallet.js'
import { injectedAdapter } from './injected.js'

const ADAPTERS = [injectedAdapter]
const effects = {
  discoverInjectedWallets,
  connectWallet: connectWallet(ADAPTERS),
  restoreWallet: restoreWallet(ADAPTERS),
}

/** A page that connected the fake wallet, then a reload with `next` announced (or none) on the new page. */
async function reload(next: FakeProvider | null, options: { announceLate?: boolean } = {}) {
  const first = fakeDiscovery()
  first.announce(announcement(grantingProvider()))
  const before = createTestGatehouse({ effects, deps: { eip6963: first } })
  await before.ready
  before.emit(createEvent('ConnectRequested', { connectorId: 'com.example.fake', namespace: 'eip155' }))
  await settle()
  expect(before.getState().connection.byNamespace.eip155?.status).toBe('connected')
  await before.dispose()

  const scheduler = new TestScheduler((a, b) => expect(a).toEqual(b))
  const eip6963 = fakeDiscovery()
  if (next && !options.announceLate) eip6963.announce(announcement(next, { uuid: 'a-new-uuid-on-the-new-page' }))
  const g = createTestGatehouse({ db: before.db, effects, deps: { scheduler, eip6963 } })
  const seen: Array<[number, Stamped]> = []
  g.events$.subscribe((e) => seen.push([scheduler.now(), e]))
  await g.ready
  return {
    g,
    seen,
    scheduler,
    eip6963,
    types: () => seen.map(([, e]) => e.type).filter((t) => t !== 'SessionRestored' && t !== 'Configured'),
  }
}

describe('restoreWallet over injectedAdapter', () => {
  it('behavior (restore without a prompt): restoring → eth_accounts (never eth_requestAccounts) → Connected again', async () => {
    const provider = grantingProvider('0x2105')
    const { g, seen, types } = await reload(provider)
    await settle()
    expect(provider.calls.map((c) => c.method)).toEqual(['eth_accounts', 'eth_chainId'])
    expect(types()).toEqual(['Connected'])
    // Shown as connecting (SPEC §4) until the wallet answered: SessionRestored came first.
    expect(seen.map(([, e]) => e.type).filter((t) => t !== 'Configured')).toEqual(['SessionRestored', 'Connected'])
    const restored = seen.find(([, e]) => e.type === 'SessionRestored')![1]
    expect(seen.find(([, e]) => e.type === 'Connected')![1]).toMatchObject({
      data: { address: ADDRESS_0, chainId: 'eip155:8453', walletName: 'Fake Wallet' },
      causationId: restored.id,
    })
    expect(g.getState().connection.byNamespace.eip155).toMatchObject({ status: 'connected', address: ADDRESS_0 })
    await g.dispose()
  })

  it('behavior: the wallet no longer grants the page (eth_accounts []) → Disconnected (sync-failed)', async () => {
    const provider = grantingProvider()
    provider.handlers.eth_accounts = () => []
    const { g, seen, types } = await reload(provider)
    await settle()
    expect(types()).toEqual(['Disconnected'])
    expect(seen.at(-1)![1]).toMatchObject({ data: { namespace: 'eip155', reason: 'sync-failed' } })
    expect(g.getState().connection.byNamespace.eip155?.status).toBe('disconnected')
    await g.dispose()
  })

  it('error: a wallet that errs or answers garbage → Disconnected (sync-failed), never a crash', async () => {
    for (const spoil of [
      () => Promise.reject(rpcError(4100)),
      () => 'garbage',
      () => {
        throw null
      },
      () => [42],
    ]) {
      const provider = grantingProvider()
      provider.handlers.eth_accounts = spoil
      const { g, types } = await reload(provider)
      await settle()
      expect(types()).toEqual(['Disconnected'])
      await g.dispose()
    }
  })

  it(`behavior: a wallet that announces late is waited for; none within ${INJECTED_RESTORE_WAIT_MS} ms (virtual time) → Disconnected (sync-failed)`, async () => {
    const late = grantingProvider()
    const one = await reload(late, { announceLate: true })
    one.scheduler.maxFrames = INJECTED_RESTORE_WAIT_MS - 1
    one.scheduler.flush()
    expect(one.types()).toEqual([])
    one.eip6963.announce(announcement(late))
    await settle()
    expect(one.types()).toEqual(['Connected'])
    one.scheduler.maxFrames = Infinity
    one.scheduler.flush()
    expect(one.types()).toEqual(['Connected'])
    await one.g.dispose()

    const two = await reload(null)
    await settle()
    expect(two.types()).toEqual([])
    two.scheduler.maxFrames = Infinity // TestScheduler stops at 750 frames by default
    two.scheduler.flush()
    expect(two.seen.filter(([, e]) => e.type === 'Disconnected').map(([t, e]) => [t, e.data])).toEqual([
      [INJECTED_RESTORE_WAIT_MS, { namespace: 'eip155', reason: 'sync-failed' }],
    ])
    await two.g.dispose()
  })

  it('behavior: without a window, or for a connector that is no EIP-6963 wallet, nothing happens (the connection stays restoring)', async () => {
    const none = createTestGatehouse({ effects, deps: { eip6963: null } })
    await none.ready
    none.emit(
      createEvent('Connected', {
        connectorId: 'com.example.fake',
        namespace: 'eip155',
        chainId: 'eip155:1',
        address: ADDRESS_0,
      }),
    )
    await none.dispose()
    const again = createTestGatehouse({ db: none.db, effects, deps: { eip6963: null } })
    await again.ready
    await settle()
    expect(again.getState().connection.byNamespace.eip155).toMatchObject({ status: 'connecting', restoring: true })
    await again.dispose()

    const wc = createTestGatehouse({ effects, deps: { eip6963: fakeDiscovery() } })
    await wc.ready
    wc.emit(
      createEvent('Connected', {
        connectorId: 'walletConnect',
        namespace: 'eip155',
        chainId: 'eip155:1',
        address: ADDRESS_0,
      }),
    )
    await wc.dispose()
    const scheduler = new TestScheduler((a, b) => expect(a).toEqual(b))
    const wcAgain = createTestGatehouse({ db: wc.db, effects, deps: { eip6963: fakeDiscovery(), scheduler } })
    await wcAgain.ready
    scheduler.maxFrames = Infinity
    scheduler.flush()
    await settle()
    expect(wcAgain.getState().connection.byNamespace.eip155).toMatchObject({ status: 'connecting', restoring: true })
    await wcAgain.dispose()
  })
})
