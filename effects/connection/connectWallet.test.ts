import { concat, NEVER, of } from 'rxjs'
import { describe, expect, it } from 'vitest'
import type { AdapterStep } from '../connectors/adapter.js'
import { WalletRequestError } from '../connectors/walletError.js'
import { createEvent } from '../../src/events/index.js'
import { settle } from '../../test/helpers/fakeWallets.js'
import { fakeAdapter, withEffects } from '../../test/helpers/fakeAdapter.js'
import { connectWallet } from './connectWallet.js'

const A = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const connected = (chainId: `${string}:${string}` = 'eip155:1'): AdapterStep => ({
  type: 'connected',
  connections: [{ namespace: 'eip155', chainId, address: A, walletName: 'Fake' }],
  recent: { wallet: { id: 'fake', name: 'Fake' } },
})
const request = (connectorId = 'fake', chainId?: `${string}:${string}`) =>
  createEvent('ConnectRequested', { connectorId, namespace: 'eip155', ...(chainId ? { chainId } : {}) })

describe('connectWallet', () => {
  it('default: the adapter’s facts, then Connected, the recent wallet, an unknown network and the switch the intent asked for', async () => {
    const adapter = fakeAdapter({
      connect: [
        { type: 'event', event: createEvent('PairingConnected', { topic: 'a'.repeat(64) }) },
        connected('eip155:31337'),
      ],
    })
    const { g, seen, types } = await withEffects({ connectWallet: connectWallet([adapter]) })
    const id = g.emit(request('fake', 'eip155:8453'))
    await settle()
    expect(types()).toEqual([
      'ConnectRequested',
      'PairingConnected',
      'Connected',
      'RecentWalletRecorded',
      'NetworkUnsupported',
      'NetworkSwitchRequested',
    ])
    expect(seen[2]).toMatchObject({
      data: { connectorId: 'fake', namespace: 'eip155', chainId: 'eip155:31337', address: A, walletName: 'Fake' },
      causationId: id,
      source: 'effect:connectWallet',
    })
    expect(seen.at(-1)).toMatchObject({ data: { chainId: 'eip155:8453' }, causationId: id })
    expect(adapter.calls).toMatchObject([
      { method: 'connect', args: { connectorId: 'fake', namespace: 'eip155', chainId: 'eip155:8453' } },
    ])
    await g.dispose()
  })

  it('error: the adapter’s typed error is ConnectFailed with its data; a connect that ends without a connection fails too', async () => {
    const rejected = fakeAdapter({
      connect: new WalletRequestError({
        name: 'UserRejectedRequestError',
        shortMessage: 'User rejected the request.',
        code: 4001,
      }),
    })
    const { g, seen } = await withEffects({ connectWallet: connectWallet([rejected]) })
    g.emit(request())
    await settle()
    expect(seen.at(-1)).toMatchObject({
      type: 'ConnectFailed',
      data: { connectorId: 'fake', namespace: 'eip155', error: { name: 'UserRejectedRequestError', code: 4001 } },
    })
    await g.dispose()
    const silent = await withEffects({ connectWallet: connectWallet([fakeAdapter({ connect: [] })]) })
    silent.g.emit(request())
    await settle()
    expect(silent.seen.at(-1)).toMatchObject({ type: 'ConnectFailed', data: { error: { name: 'NotConnectedError' } } })
    await silent.g.dispose()
  })

  it('behavior (virtual time): repeats for the connector being connected are ignored; another connector ends it and its late answer changes nothing', async () => {
    const slow = fakeAdapter({ connect: [connected()], delay: 1000 })
    const other = fakeAdapter({ connectorIds: ['other'], connect: [connected('eip155:8453')], delay: 10 })
    const { g, seen, scheduler, types } = await withEffects({ connectWallet: connectWallet([slow, other]) })
    g.emit(request())
    g.emit(request())
    expect(slow.calls).toHaveLength(1)
    g.emit(request('other'))
    scheduler.flush()
    await settle()
    expect(types().filter((t) => t === 'Connected')).toEqual(['Connected'])
    expect(seen.find((e) => e.type === 'Connected')).toMatchObject({
      data: { connectorId: 'other', chainId: 'eip155:8453' },
    })
    await g.dispose()
  })

  it('behavior: a connector no adapter owns is not this effect’s; a new family plugs in with no change here', async () => {
    const bitcoin = fakeAdapter({
      connectorIds: ['xverse'],
      namespaces: ['bip122'],
      connect: [
        {
          type: 'connected',
          connections: [
            {
              namespace: 'bip122',
              chainId: 'bip122:000000000019d6689c085ae165831e93',
              address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
            },
          ],
        },
      ],
    })
    const { g, types } = await withEffects({ connectWallet: connectWallet([bitcoin]) })
    g.emit(request('io.nobody'))
    await settle()
    expect(types()).toEqual(['ConnectRequested'])
    g.emit(createEvent('ConnectRequested', { connectorId: 'xverse', namespace: 'bip122' }))
    await settle()
    expect(types().slice(-1)).toEqual(['Connected'])
    expect(g.getState().connection.byNamespace.bip122).toMatchObject({ status: 'connected', connectorId: 'xverse' })
    await g.dispose()
  })

  it('behavior: once something is on offer (a pairing link), a repeat starts over with a fresh one', async () => {
    const adapter = fakeAdapter()
    adapter.connect = () =>
      concat(
        of({
          type: 'event',
          event: createEvent('PairingStarted', { topic: 'a'.repeat(64), expiry: Date.UTC(2030, 0, 1) }),
        } as const),
        NEVER,
      )
    const { g, types } = await withEffects({ connectWallet: connectWallet([adapter]) })
    g.emit(request())
    await settle()
    g.emit(request())
    await settle()
    expect(types()).toEqual(['ConnectRequested', 'PairingStarted', 'ConnectRequested', 'PairingStarted'])
    await g.dispose()
  })
})
