// Renders a piece of UI under a GatehouseProvider into a fresh element of the test's document (happy-dom), as the
// view tests do; what it rendered is unmounted and removed when the test ends.
import { act, type ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import { onTestFinished } from 'vitest'
import type { Gatehouse } from '../../src/createGatehouse.js'
import { GatehouseProvider } from '../../ui/core/context.js'

/** Renders `ui` with `gatehouse` into a new container in `document.body`; returns the container. */
export function renderWithGatehouse(gatehouse: Gatehouse<unknown>, ui: ReactNode): HTMLElement {
  const container = document.createElement('div')
  document.body.append(container)
  const root = createRoot(container)
  act(() => root.render(<GatehouseProvider gatehouse={gatehouse}>{ui}</GatehouseProvider>))
  onTestFinished(() => {
    act(() => root.unmount())
    container.remove()
  })
  return container
}
