import { describe, expect, it } from 'vitest'
import { createEvent } from '../../src/events/index.js'
import { settle } from '../../test/helpers/fakeWallets.js'
import { fakeAdapter, withEffects } from '../../test/helpers/fakeAdapter.js'
import { WalletRequestError } from '../connectors/walletError.js'
import { switchNetwork } from './switchNetwork.js'

const A = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const connected = createEvent('Connected', {
  connectorId: 'fake',
  namespace: 'eip155',
  chainId: 'eip155:1',
  address: A,
})

describe('switchNetwork', () => {
  it('default: the chain the wallet is on is NetworkSwitched, or NetworkUnsupported for a network the app does not know', async () => {
    const adapter = fakeAdapter()
    const { g, seen, types } = await withEffects({ switchNetwork: switchNetwork([adapter]) })
    g.emit(connected)
    const id = g.emit(createEvent('NetworkSwitchRequested', { chainId: 'eip155:8453' }))
    await settle()
    expect(seen.at(-1)).toMatchObject({
      type: 'NetworkSwitched',
      data: { chainId: 'eip155:8453' },
      causationId: id,
      source: 'effect:switchNetwork',
    })
    expect(adapter.calls).toEqual([
      { method: 'switchNetwork', args: { connectorId: 'fake', namespace: 'eip155', chainId: 'eip155:8453' } },
    ])
    g.emit(createEvent('NetworkSwitchRequested', { chainId: 'eip155:31337' }))
    await settle()
    expect(types().at(-1)).toBe('NetworkUnsupported')
    await g.dispose()
  })

  it('behavior: a chain the read models already show (the wallet’s chainChanged said it) is not said again', async () => {
    const { g, types } = await withEffects({ switchNetwork: switchNetwork([fakeAdapter()]) })
    g.emit(connected)
    g.emit(createEvent('NetworkSwitched', { chainId: 'eip155:8453' }))
    g.emit(createEvent('NetworkSwitchRequested', { chainId: 'eip155:8453' }))
    await settle()
    expect(types().at(-1)).toBe('NetworkSwitchRequested')
    await g.dispose()
  })

  it('error: the adapter’s typed error is NetworkSwitchFailed', async () => {
    const adapter = fakeAdapter({
      switchNetwork: new WalletRequestError({ name: 'UserRejectedRequestError', shortMessage: 'no', code: 4001 }),
    })
    const { g, seen } = await withEffects({ switchNetwork: switchNetwork([adapter]) })
    g.emit(connected)
    g.emit(createEvent('NetworkSwitchRequested', { chainId: 'eip155:8453' }))
    await settle()
    expect(seen.at(-1)).toMatchObject({
      type: 'NetworkSwitchFailed',
      data: { chainId: 'eip155:8453', error: { name: 'UserRejectedRequestError', code: 4001 } },
    })
    await g.dispose()
  })

  it('behavior (virtual time): the latest request wins; a namespace not connected is not this effect’s', async () => {
    const adapter = fakeAdapter({ delay: 100 })
    const { g, seen, scheduler, types } = await withEffects({ switchNetwork: switchNetwork([adapter]) })
    g.emit(createEvent('NetworkSwitchRequested', { chainId: 'eip155:8453' }))
    expect(adapter.calls).toEqual([])
    g.emit(connected)
    g.emit(createEvent('NetworkSwitchRequested', { chainId: 'eip155:8453' }))
    g.emit(createEvent('NetworkSwitchRequested', { chainId: 'eip155:42161' }))
    scheduler.flush()
    await settle()
    expect(types().filter((t) => t === 'NetworkSwitched')).toEqual(['NetworkSwitched'])
    expect(seen.at(-1)).toMatchObject({ data: { chainId: 'eip155:42161' } })
    await g.dispose()
  })
})
