// @vitest-environment happy-dom
// A file of its own: the catalogue's parts are module state, and this test needs the screen's texts not loaded yet.
import { act } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { createEvent } from '../../src/events/index.js'
import { mountModal } from '../../test/helpers/mountModal.js'

// The English texts of Send and Receive (their part of the catalogue) as the network serves them: while `textsDown`,
// their import fails as a browser's does.
const network = vi.hoisted(() => ({ textsDown: false, textRequests: 0 }))
vi.mock('../locales/en/send.js', async (original) => {
  network.textRequests++
  if (network.textsDown) throw new TypeError('Failed to fetch dynamically imported module')
  return original()
})

// A module's first import is transformed then and there: slow on a loaded machine.
const WAIT = { timeout: 10_000 }
const ME = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const ACCOUNT = [
  createEvent('Connected', { connectorId: 'io.test', namespace: 'eip155', chainId: 'eip155:1', address: ME }),
  createEvent('ModalOpened', { view: 'Account' }),
]

describe('a screen whose texts cannot be loaded', () => {
  it('error: a screen whose English texts do not load says so, never a screen without its words; Try again requests them again and shows it', async () => {
    network.textsDown = true
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const m = await mountModal(ACCOUNT, (x) => x.button('Copy address'))
    act(() => void m.g.emit(createEvent('ModalOpened', { view: 'WalletReceive' })))
    await vi.waitFor(async () => {
      await act(async () => {})
      expect(m.shadow().querySelector('.gh-body [role="alert"]')?.textContent).toBe(
        'This screen could not be loaded.Try again',
      )
    }, WAIT)
    expect(m.text()).not.toContain('Your address')
    const before = network.textRequests
    network.textsDown = false
    act(() => m.button('Try again').click())
    await vi.waitFor(async () => {
      await act(async () => {})
      expect(m.shadow().querySelector('.gh-body [role="alert"]')).toBeNull()
      expect(m.text()).toContain('Send tokens to this address on one of the networks below.')
    }, WAIT)
    expect(network.textRequests).toBe(before + 1)
    logged.mockRestore()
  })
})
