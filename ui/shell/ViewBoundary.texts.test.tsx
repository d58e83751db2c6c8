// @vitest-environment happy-dom
// A file of its own: the catalogue's parts are module state, and this test needs the screen's texts not loaded yet.
import { describe, expect, it, vi } from 'vitest'
import { openReceiveUntilFailure, silenceCaughtErrors, tryAgainUntil } from '../../test/helpers/viewFailure.js'

// The English texts of Send and Receive (their part of the catalogue) as the network serves them: while `textsDown`,
// their import fails as a browser's does.
const network = vi.hoisted(() => ({ textsDown: false, textRequests: 0 }))
vi.mock('../locales/en/send.js', async (original) => {
  network.textRequests++
  if (network.textsDown) throw new TypeError('Failed to fetch dynamically imported module')
  return original()
})

describe('a screen whose texts cannot be loaded', () => {
  it('error: a screen whose English texts do not load says so, never a screen without its words; Try again requests them again and shows it', async () => {
    network.textsDown = true
    const logged = silenceCaughtErrors()
    const m = await openReceiveUntilFailure()
    expect(m.text()).not.toContain('Your address')
    const before = network.textRequests
    network.textsDown = false
    await tryAgainUntil(m, () =>
      expect(m.text()).toContain('Send tokens to this address on one of the networks below.'),
    )
    expect(network.textRequests).toBe(before + 1)
    logged.mockRestore()
  })
})
