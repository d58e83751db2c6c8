// Renders a piece of UI under a GatehouseProvider of a fresh test Gatehouse, for component tests in happy-dom.
import { act, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import type { EventInput, Stamped } from '../../src/events/index.js'
import { createTestGatehouse } from '../../src/testing/helpers.js'
import { GatehouseProvider } from '../../ui/core/context.js'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

/** What mountWithGatehouse gives: the Gatehouse, every event it dispatched, the container, and an unmount. */
export interface Mounted {
  g: ReturnType<typeof createTestGatehouse>
  seen: Stamped[]
  container: HTMLElement
  unmount(): void
}

/** A test Gatehouse without effects, `events` emitted, then `node` rendered under its provider in a new container. */
export async function mountWithGatehouse(node: ReactNode, events: readonly EventInput[] = []): Promise<Mounted> {
  const g = createTestGatehouse({ effects: {} })
  await g.ready
  const seen: Stamped[] = []
  g.events$.subscribe((e) => seen.push(e))
  for (const e of events) g.emit(e)
  const container = document.createElement('div')
  document.body.append(container)
  const root: Root = createRoot(container)
  act(() => root.render(<GatehouseProvider gatehouse={g}>{node}</GatehouseProvider>))
  return {
    g,
    seen,
    container,
    unmount: () => {
      act(() => root.unmount())
      container.remove()
    },
  }
}
