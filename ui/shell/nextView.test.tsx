// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestGatehouse } from '../../src/testing/helpers.js'
import { GatehouseProvider } from '../core/context.js'
import { useModal } from '../core/modal.js'
import * as dialog from './Dialog.js'
import { GatehouseModal } from './GatehouseModal.js'
import { preloadModal, viewsOnIntent } from './preload.js'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let root: Root | undefined
let container: HTMLElement | undefined
afterEach(() => {
  act(() => root?.unmount())
  container?.remove()
})

describe('the view after the one the modal opens to', () => {
  it("behavior: the wallet's connect that follows Connect is fetched once Connect is on screen, not on the intent", async () => {
    const g = createTestGatehouse()
    await g.ready
    function Opener() {
      const modal = useModal()
      return (
        <button type="button" id="opener" onFocus={modal.preload} onClick={() => modal.open()}>
          Connect
        </button>
      )
    }
    container = document.createElement('div')
    document.body.append(container)
    const r = createRoot(container)
    root = r
    act(() =>
      r.render(
        <GatehouseProvider gatehouse={g}>
          <Opener />
          <GatehouseModal />
        </GatehouseProvider>,
      ),
    )
    // What the intent loads: the dialog and Connect, not the step after it.
    await act(() => preloadModal(viewsOnIntent(g.getState())))
    expect(dialog.viewReady('Connect')).toBe(true)
    expect(dialog.viewReady('ConnectingExternal')).toBe(false)
    act(() => document.getElementById('opener')?.click())
    const shadow = document.querySelector('[data-gatehouse-modal]')?.shadowRoot as ShadowRoot
    expect(shadow.querySelector('#gh-title')?.textContent).toBe('Connect Wallet')
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
