import { describe, expect, it } from 'vitest'
import { createEvent, type Stamped } from '../../src/events/index.js'
import { createTestGatehouse } from '../../src/testing/helpers.js'
import { openModal } from './openModal.js'

async function setup() {
  const g = createTestGatehouse({ effects: { openModal } })
  await g.ready
  const seen: Stamped[] = []
  g.events$.subscribe((e) => seen.push(e))
  return { g, seen }
}

describe('openModal', () => {
  it('behavior (SPEC §2 "a connected address leads to Account, else Connect"): opens on Connect when nothing is connected', async () => {
    const { g, seen } = await setup()
    const id = g.emit(createEvent('ModalOpenRequested', {}))
    expect(seen.at(-1)).toMatchObject({ type: 'ModalOpened', data: { view: 'Connect' }, causationId: id, source: 'effect:openModal' })
    expect(g.getState().modal).toMatchObject({ open: true, view: 'Connect' })
    await g.dispose()
  })

  it('behavior: opens on Account when an address is connected', async () => {
    const { g } = await setup()
    g.emit(createEvent('Connected', { connectorId: 'w', namespace: 'eip155', chainId: 'eip155:1', address: '0xabc' }))
    g.emit(createEvent('ModalOpenRequested', {}))
    expect(g.getState().modal.view).toBe('Account')
    await g.dispose()
  })

  it('behavior (SPEC §2 "a requested view wins"): the requested view and namespace are used', async () => {
    const { g } = await setup()
    g.emit(createEvent('Connected', { connectorId: 'w', namespace: 'eip155', chainId: 'eip155:1', address: '0xabc' }))
    g.emit(createEvent('ModalOpenRequested', { view: 'AllWallets', namespace: 'solana' }))
    expect(g.getState().modal).toMatchObject({ view: 'AllWallets', namespace: 'solana' })
    await g.dispose()
  })

  it('behavior: a close intent closes it, synchronously (no network wait)', async () => {
    const { g, seen } = await setup()
    g.emit(createEvent('ModalOpenRequested', {}))
    const id = g.emit(createEvent('ModalCloseRequested', {}))
    expect(g.getState().modal.open).toBe(false)
    expect(seen.at(-1)).toMatchObject({ type: 'ModalClosed', causationId: id })
    await g.dispose()
  })
})
