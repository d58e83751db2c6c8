import { describe, expect, it } from 'vitest'
import { createEvent } from '../../src/events/index.js'
import { connectedInjectedPage } from '../../test/helpers/fakeAdapter.js'
import { grantingProvider, rpcError, settle, type FakeProvider } from '../../test/helpers/fakeWallets.js'
import { disconnectWallet } from '../connection/disconnectWallet.js'
import { injectedAdapter } from './injected.js'

const ADAPTERS = [injectedAdapter]

const connected = (provider: FakeProvider) =>
  connectedInjectedPage(provider, { disconnectWallet: disconnectWallet(ADAPTERS) })

describe('disconnectWallet over injectedAdapter', () => {
  it('behavior: DisconnectRequested → Disconnected (user) at once, then wallet_revokePermissions; the wallet’s accountsChanged([]) adds no second Disconnected', async () => {
    const provider = grantingProvider()
    provider.handlers.wallet_revokePermissions = () => {
      provider.emit('accountsChanged', [])
      return null
    }
    const { g, seen, scheduler } = await connected(provider)
    const id = g.emit(createEvent('DisconnectRequested', {}))
    expect(seen.map((e) => e.type)).toEqual(['DisconnectRequested', 'Disconnected'])
    expect(seen[1]).toMatchObject({ data: { namespace: 'eip155', reason: 'user' }, causationId: id })
    expect(g.getState().connection.byNamespace.eip155?.status).toBe('disconnected')
    scheduler.flush()
    await settle()
    expect(provider.calls.at(-1)).toEqual({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
    expect(seen.map((e) => e.type)).toEqual(['DisconnectRequested', 'Disconnected'])
    await g.dispose()
  })

  it('error: a wallet without wallet_revokePermissions (4200) or that throws garbage is disconnected all the same', async () => {
    for (const revoke of [
      () => Promise.reject(rpcError(4200)),
      () => {
        throw 'garbage'
      },
    ]) {
      const provider = grantingProvider()
      provider.handlers.wallet_revokePermissions = revoke
      const { g, seen, scheduler } = await connected(provider)
      g.emit(createEvent('DisconnectRequested', { namespace: 'eip155' }))
      scheduler.flush()
      await settle()
      expect(seen.map((e) => e.type)).toEqual(['DisconnectRequested', 'Disconnected'])
      await g.dispose()
    }
  })

  it('behavior: a disconnect of another namespace, or of a connection through another connector, is not this effect’s', async () => {
    const provider = grantingProvider()
    const { g, seen, scheduler } = await connected(provider)
    g.emit(createEvent('DisconnectRequested', { namespace: 'solana' }))
    scheduler.flush()
    await settle()
    expect(seen.map((e) => e.type)).toEqual(['DisconnectRequested'])
    g.emit(
      createEvent('Connected', {
        connectorId: 'walletConnect',
        namespace: 'eip155',
        chainId: 'eip155:1',
        address: '0x0000000000000000000000000000000000000001',
      }),
    )
    g.emit(createEvent('DisconnectRequested', {}))
    expect(seen.map((e) => e.type)).toEqual(['DisconnectRequested', 'Connected', 'DisconnectRequested'])
    await g.dispose()
  })
})
