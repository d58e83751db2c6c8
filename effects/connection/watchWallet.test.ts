import { describe, expect, it } from 'vitest'
import { createEvent } from '../../src/events/index.js'
import { settle } from '../../test/helpers/fakeWallets.js'
import { fakeAdapter, withEffects } from '../../test/helpers/fakeAdapter.js'
import { watchWallet } from './watchWallet.js'

const A = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const B = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const SOL = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'

async function watched() {
  const adapter = fakeAdapter()
  const w = await withEffects({ watchWallet: watchWallet([adapter]) })
  w.g.emit(createEvent('Connected', { connectorId: 'fake', namespace: 'eip155', chainId: 'eip155:1', address: A }))
  w.g.emit(
    createEvent('Connected', {
      connectorId: 'fake',
      namespace: 'solana',
      chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      address: SOL,
    }),
  )
  await settle()
  w.seen.length = 0
  return { ...w, adapter }
}

describe('watchWallet', () => {
  it('behavior: another account is AccountChanged, the same one nothing; another chain NetworkSwitched, an unknown one NetworkUnsupported, the current one nothing', async () => {
    const { g, seen, adapter } = await watched()
    adapter.wallet.next({ type: 'accountsChanged', namespace: 'eip155', address: A.toLowerCase() })
    adapter.wallet.next({ type: 'accountsChanged', namespace: 'eip155', address: B })
    adapter.wallet.next({ type: 'chainChanged', namespace: 'eip155', chainId: 'eip155:1' })
    adapter.wallet.next({ type: 'chainChanged', namespace: 'eip155', chainId: 'eip155:8453' })
    adapter.wallet.next({ type: 'chainChanged', namespace: 'eip155', chainId: 'eip155:31337' })
    await settle()
    expect(seen.map((e) => [e.type, e.data])).toEqual([
      ['AccountChanged', { namespace: 'eip155', address: B }],
      ['NetworkSwitched', { chainId: 'eip155:8453' }],
      ['NetworkUnsupported', { chainId: 'eip155:31337' }],
    ])
    expect(seen[0]).toMatchObject({ source: 'effect:watchWallet' })
    await g.dispose()
  })

  it('behavior: no accounts left is Disconnected (wallet) for that namespace; a disconnect of the whole wallet takes every namespace it served', async () => {
    const { g, types, adapter } = await watched()
    adapter.wallet.next({ type: 'accountsChanged', namespace: 'solana', address: null })
    await settle()
    expect(g.getState().connection.byNamespace.solana?.status).toBe('disconnected')
    expect(g.getState().connection.byNamespace.eip155?.status).toBe('connected')
    adapter.wallet.next({ type: 'disconnect', namespace: null })
    await settle()
    expect(types()).toEqual(['Disconnected', 'Disconnected'])
    expect(g.getState().connection.byNamespace.eip155?.status).toBe('disconnected')
    await g.dispose()
  })

  it('behavior: the wallet is followed while connected, and no longer once nothing is; events for a namespace not connected change nothing', async () => {
    const { g, adapter, types } = await watched()
    expect(adapter.listeners()).toBe(1)
    g.emit(createEvent('Disconnected', { namespace: 'solana', reason: 'user' }))
    await settle()
    adapter.wallet.next({ type: 'accountsChanged', namespace: 'solana', address: SOL })
    g.emit(createEvent('Disconnected', { namespace: 'eip155', reason: 'user' }))
    await settle()
    expect(adapter.listeners()).toBe(0)
    expect(types()).toEqual(['Disconnected', 'Disconnected'])
    await g.dispose()
  })
})
