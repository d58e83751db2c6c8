// The app as the README wires it, in a DOM unit test: its own Connect button (useModal(): preload on focus, open on
// click) and GatehouseModal, under a GatehouseProvider of `gatehouse`. The UI's modules are imported when it is
// called, so a test that reset its modules (vi.resetModules, to start with nothing of the modal loaded) gets the
// same fresh ones it imported itself. Unmounted when the test finishes.
import { act } from 'react'
import { onTestFinished } from 'vitest'
import type { Gatehouse } from '../../src/createGatehouse.js'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

/** The mounted app: the modal's shadow root and the app's button. */
export interface MountedOpener {
  shadow(): ShadowRoot
  opener: HTMLButtonElement
}

/** Renders the app's Connect button and the modal over `gatehouse`. */
export async function mountOpener(gatehouse: Gatehouse<unknown>): Promise<MountedOpener> {
  const { createRoot } = await import('react-dom/client')
  const { GatehouseProvider } = await import('../../ui/core/context.js')
  const { useModal } = await import('../../ui/core/modal.js')
  const { GatehouseModal } = await import('../../ui/shell/GatehouseModal.js')
  function Opener() {
    const modal = useModal()
    return (
      <button type="button" id="opener" onFocus={modal.preload} onClick={() => modal.open()}>
        Connect
      </button>
    )
  }
  const container = document.createElement('div')
  document.body.append(container)
  const root = createRoot(container)
  onTestFinished(() => {
    act(() => root.unmount())
    container.remove()
  })
  act(() =>
    root.render(
      <GatehouseProvider gatehouse={gatehouse}>
        <Opener />
        <GatehouseModal />
      </GatehouseProvider>,
    ),
  )
  return {
    shadow: () => document.querySelector('[data-gatehouse-modal]')?.shadowRoot as ShadowRoot,
    opener: container.querySelector('#opener') as HTMLButtonElement,
  }
}
