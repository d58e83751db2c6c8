// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import { openReceiveUntilFailure, silenceCaughtErrors, tryAgainUntil } from '../../test/helpers/viewFailure.js'

// The Receive view's chunk as the network serves it: while `down`, its import fails as a browser's does.
const network = vi.hoisted(() => ({ down: false, requests: 0 }))
vi.mock('../views/WalletReceive.js', async (original) => {
  network.requests++
  if (network.down) throw new TypeError('Failed to fetch dynamically imported module')
  return original()
})

describe('a view that cannot be shown', () => {
  it('error: a view whose chunk does not load says so in the dialog, with Try again, and the app around the modal stays mounted', async () => {
    network.down = true
    const logged = silenceCaughtErrors()
    const m = await openReceiveUntilFailure()
    // The dialog is still there, its header and Close working; nothing left the modal.
    expect(m.shadow().querySelector('#gh-title')?.textContent).toBe('Receive')
    expect(document.querySelector('[data-gatehouse-modal]')).not.toBeNull()
    // Not silent: React reports the error its boundary caught.
    expect(logged).toHaveBeenCalled()
    logged.mockRestore()
  })

  it('behavior: Try again requests the chunk again and shows the view once the network is back', async () => {
    network.down = true
    const logged = silenceCaughtErrors()
    const m = await openReceiveUntilFailure()
    const before = network.requests
    network.down = false
    await tryAgainUntil(m, () => expect(m.button('Copy address')).toBeDefined())
    expect(network.requests).toBe(before + 1)
    logged.mockRestore()
  })
})
