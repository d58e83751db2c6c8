import { describe, expect, it } from 'vitest'
import { createEvent } from '../../src/events/index.js'
import { settle } from '../../test/helpers/fakeWallets.js'
import { fakeAdapter, withEffects } from '../../test/helpers/fakeAdapter.js'
import { WalletRequestError } from '../connectors/walletError.js'
import { disconnectWallet } from './disconnectWallet.js'

const A = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const SOL = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'
const eip155 = (connectorId: string) =>
  createEvent('Connected', { connectorId, namespace: 'eip155', chainId: 'eip155:1', address: A })
const solana = (connectorId: string) =>
  createEvent('Connected', {
    connectorId,
    namespace: 'solana',
    chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    address: SOL,
  })

describe('disconnectWallet', () => {
  it('behavior (SPEC §4): one namespace of a shared connector takes the others along; Disconnected at once, the wallet told in a later task', async () => {
    const shared = fakeAdapter({ connectorIds: ['walletConnect'] })
    const { g, seen, scheduler, types } = await withEffects({ disconnectWallet: disconnectWallet([shared]) })
    g.emit(eip155('walletConnect'))
    g.emit(solana('walletConnect'))
    const id = g.emit(createEvent('DisconnectRequested', { namespace: 'solana' }))
    await settle()
    expect(types().slice(-2)).toEqual(['Disconnected', 'Disconnected'])
    expect(seen.slice(-2).map((e) => e.data)).toEqual([
      { namespace: 'eip155', reason: 'user' },
      { namespace: 'solana', reason: 'user' },
    ])
    expect(seen.at(-1)).toMatchObject({ causationId: id, source: 'effect:disconnectWallet' })
    expect(shared.calls).toEqual([])
    scheduler.flush()
    await settle()
    expect(shared.calls).toEqual([
      { method: 'disconnect', args: { connectorId: 'walletConnect', namespace: 'eip155' } },
    ])
    await g.dispose()
  })

  it('behavior: one namespace of a connector of its own goes alone; none given, every connection goes, each wallet told', async () => {
    const injected = fakeAdapter({ connectorIds: ['io.metamask'], namespaces: ['eip155'] })
    const phantom = fakeAdapter({ connectorIds: ['app.phantom'], namespaces: ['solana'] })
    const { g, scheduler, types } = await withEffects({ disconnectWallet: disconnectWallet([injected, phantom]) })
    g.emit(eip155('io.metamask'))
    g.emit(solana('app.phantom'))
    g.emit(createEvent('DisconnectRequested', { namespace: 'eip155' }))
    scheduler.flush()
    await settle()
    expect(g.getState().connection.byNamespace.solana?.status).toBe('connected')
    g.emit(createEvent('DisconnectRequested', {}))
    scheduler.flush()
    await settle()
    expect(types().filter((t) => t === 'Disconnected')).toHaveLength(2)
    expect([...injected.calls, ...phantom.calls].map((c) => c.args.namespace)).toEqual(['eip155', 'solana'])
    await g.dispose()
  })

  it('error (SPEC §4 "failures are joined into one error"): every wallet that fails is in one Failed to disconnect', async () => {
    const a = fakeAdapter({
      connectorIds: ['io.metamask'],
      namespaces: ['eip155'],
      disconnect: new WalletRequestError({ name: 'X', shortMessage: 'relay down' }),
    })
    const b = fakeAdapter({
      connectorIds: ['app.phantom'],
      namespaces: ['solana'],
      disconnect: new WalletRequestError({ name: 'Y', shortMessage: 'frame gone' }),
    })
    const { g, seen, scheduler } = await withEffects({ disconnectWallet: disconnectWallet([a, b]) })
    g.emit(eip155('io.metamask'))
    g.emit(solana('app.phantom'))
    g.emit(createEvent('DisconnectRequested', {}))
    scheduler.flush()
    await settle()
    const failed = seen.filter((e) => e.type === 'EffectFailed')
    expect(failed).toHaveLength(1)
    expect(failed[0]).toMatchObject({
      data: {
        effect: 'disconnectWallet',
        outcome: 'continued',
        error: { name: 'DisconnectFailedError', shortMessage: 'Failed to disconnect' },
      },
    })
    expect(g.getState().connection.byNamespace.eip155?.status).toBe('disconnected')
    await g.dispose()
  })

  it('behavior: nothing connected, or a connector no adapter owns, is not this effect’s', async () => {
    const { g, types } = await withEffects({ disconnectWallet: disconnectWallet([fakeAdapter()]) })
    g.emit(createEvent('DisconnectRequested', {}))
    g.emit(eip155('io.nobody'))
    g.emit(createEvent('DisconnectRequested', {}))
    await settle()
    expect(types()).toEqual(['DisconnectRequested', 'Connected', 'DisconnectRequested'])
    await g.dispose()
  })
})
