import { describe, expect, it } from 'vitest'
import { createEvent } from '../../src/events/index.js'
import { effectHarness, services } from '../../test/helpers/fakeServices.js'
import { activateNamespace } from './activateNamespace.js'

const EVM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const SOL = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'
const SOLANA = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1' as const

describe('activateNamespace', () => {
  it("default: choosing the other connected namespace makes its wallet's network the active one, without asking the wallet; choosing the active one does nothing", async () => {
    const t = await effectHarness({ activateNamespace }, services({}))
    await t.emit(
      createEvent('Connected', { connectorId: 'w', namespace: 'eip155', chainId: 'eip155:8453', address: EVM }),
      createEvent('Connected', { connectorId: 's', namespace: 'solana', chainId: SOLANA, address: SOL }),
    )
    expect(t.g.getState().network.activeNamespace).toBe('solana')
    await t.emit(createEvent('ActiveNamespaceRequested', { namespace: 'eip155' }))
    expect(t.last('NetworkSwitched')?.data).toEqual({ chainId: 'eip155:8453' })
    expect(t.g.getState().network.activeNamespace).toBe('eip155')
    const before = t.seen.length
    await t.emit(createEvent('ActiveNamespaceRequested', { namespace: 'eip155' }))
    expect(t.seen.slice(before).map((e) => e.type)).toEqual(['ActiveNamespaceRequested'])
    await t.emit(createEvent('ActiveNamespaceRequested', { namespace: 'solana' }))
    expect(t.last('NetworkSwitched')?.data).toEqual({ chainId: SOLANA })
    await t.g.dispose()
  })

  it("behavior: a namespace not connected is nothing to do; one on a network the app does not know stays on the 'unsupported' placeholder", async () => {
    const t = await effectHarness({ activateNamespace }, services({}))
    await t.emit(
      createEvent('Connected', { connectorId: 'w', namespace: 'eip155', chainId: 'eip155:1', address: EVM }),
      createEvent('NetworkUnsupported', { chainId: 'eip155:999' }),
      createEvent('Connected', { connectorId: 's', namespace: 'solana', chainId: SOLANA, address: SOL }),
    )
    await t.emit(createEvent('ActiveNamespaceRequested', { namespace: 'bip122' }))
    expect(t.types()).not.toContain('NetworkSwitched')
    await t.emit(createEvent('ActiveNamespaceRequested', { namespace: 'eip155' }))
    expect(t.last('NetworkUnsupported')?.data).toEqual({ chainId: 'eip155:999' })
    expect(t.g.getState().network.activeNamespace).toBe('eip155')
    await t.g.dispose()
  })
})
