// @vitest-environment happy-dom
import { act } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { createTestGatehouse } from '../../src/testing/helpers.js'
import { mountOpener } from '../../test/helpers/mountOpener.js'
import * as dialog from './Dialog.js'
import { preloadModal, viewsOnIntent } from './preload.js'

describe('the view after the one the modal opens to', () => {
  it("behavior: the wallet's connect that follows Connect is fetched once Connect is on screen, not on the intent", async () => {
    const g = createTestGatehouse()
    await g.ready
    const m = await mountOpener(g)
    // What the intent loads: the dialog and Connect, not the step after it.
    await act(() => preloadModal(viewsOnIntent(g.getState())))
    expect(dialog.viewReady('Connect')).toBe(true)
    expect(dialog.viewReady('ConnectingExternal')).toBe(false)
    act(() => m.opener.click())
    expect(m.shadow().querySelector('#gh-title')?.textContent).toBe('Connect Wallet')
    await vi.waitFor(
      async () => {
        await act(async () => {})
        expect(dialog.viewReady('ConnectingExternal')).toBe(true)
      },
      { timeout: 15_000 },
    )
    await g.dispose()
  })
})
