// @vitest-environment happy-dom
import { act } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { createEvent } from '../../src/events/index.js'
import { mountModal } from '../../test/helpers/mountModal.js'

// The Receive view's chunk as the network serves it: while `down`, its import fails as a browser's does.
const network = vi.hoisted(() => ({ down: false, requests: 0 }))
vi.mock('../views/WalletReceive.js', async (original) => {
  network.requests++
  if (network.down) throw new TypeError('Failed to fetch dynamically imported module')
  return original()
})

// A module's first import is transformed then and there: slow on a loaded machine.
const WAIT = { timeout: 10_000 }
const ME = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const ACCOUNT = [
  createEvent('Connected', { connectorId: 'io.test', namespace: 'eip155', chainId: 'eip155:1', address: ME }),
  createEvent('ModalOpened', { view: 'Account' }),
]

describe('a view that cannot be shown', () => {
  it('error: a view whose chunk does not load says so in the dialog, with Try again, and the app around the modal stays mounted', async () => {
    network.down = true
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const m = await mountModal(ACCOUNT, (x) => x.button('Copy address'))
    act(() => void m.g.emit(createEvent('ModalOpened', { view: 'WalletReceive' })))
    await vi.waitFor(async () => {
      await act(async () => {})
      expect(m.shadow().querySelector('.gh-body [role="alert"]')?.textContent).toBe(
        'This screen could not be loaded.Try again',
      )
    }, WAIT)
    // The dialog is still there, its header and Close working; nothing left the modal.
    expect(m.shadow().querySelector('#gh-title')?.textContent).toBe('Receive')
    expect(document.querySelector('[data-gatehouse-modal]')).not.toBeNull()
    // Not silent: React reports the error its boundary caught.
    expect(logged).toHaveBeenCalled()
    logged.mockRestore()
  })

  it('behavior: Try again requests the chunk again and shows the view once the network is back', async () => {
    network.down = true
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const m = await mountModal(ACCOUNT, (x) => x.button('Copy address'))
    act(() => void m.g.emit(createEvent('ModalOpened', { view: 'WalletReceive' })))
    await vi.waitFor(async () => {
      await act(async () => {})
      expect(m.button('Try again')).toBeDefined()
    }, WAIT)
    const before = network.requests
    network.down = false
    act(() => m.button('Try again').click())
    await vi.waitFor(async () => {
      await act(async () => {})
      expect(m.shadow().querySelector('.gh-body [role="alert"]')).toBeNull()
      expect(m.text()).toContain('Receive')
      expect(m.button('Copy address')).toBeDefined()
    }, WAIT)
    expect(network.requests).toBe(before + 1)
    logged.mockRestore()
  })
})
