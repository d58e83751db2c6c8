// The modal in a DOM unit test (happy-dom or jsdom): a test Gatehouse without effects, the given events emitted
// (the facts the router and the effects would emit), and GatehouseModal rendered until its lazy view shows.
// Unmounted when the test finishes.
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { expect, onTestFinished, vi } from 'vitest'
import type { GatehouseConfig } from '../../src/createGatehouse.js'
import type { EventInput, Stamped } from '../../src/events/index.js'
import { createTestGatehouse } from '../../src/testing/helpers.js'
import { GatehouseProvider } from '../../ui/core/context.js'
import { GatehouseModal, preloadModal } from '../../ui/shell/GatehouseModal.js'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

/** The modal as a test reads it. */
export interface MountedModal {
  g: ReturnType<typeof createTestGatehouse>
  /** Every event dispatched since the Gatehouse was ready. */
  seen: Stamped[]
  shadow(): ShadowRoot
  /** The button whose text is `name`. */
  button(name: string): HTMLButtonElement
  /** The dialog's text. */
  text(): string
  /** Unmounts the modal now (it is unmounted when the test finishes anyway). */
  unmount(): void
}

/** Renders the modal after `events`, and waits (15 s at most) until `ready` holds, e.g. the view's first control is there. */
export async function mountModal(
  events: readonly EventInput[],
  ready: (m: MountedModal) => unknown,
  config: Omit<GatehouseConfig, 'effects'> = {},
): Promise<MountedModal> {
  const g = createTestGatehouse({ ...config, effects: {} })
  await g.ready
  await preloadModal()
  const seen: Stamped[] = []
  g.events$.subscribe((e) => seen.push(e))
  for (const e of events) g.emit(e)
  const container = document.createElement('div')
  document.body.append(container)
  const root = createRoot(container)
  let mounted = true
  const unmount = () => {
    if (!mounted) return
    mounted = false
    act(() => root.unmount())
    container.remove()
  }
  onTestFinished(unmount)
  act(() =>
    root.render(
      <GatehouseProvider gatehouse={g}>
        <GatehouseModal />
      </GatehouseProvider>,
    ),
  )
  const shadow = () => (document.querySelector('[data-gatehouse-modal]') as HTMLElement).shadowRoot as ShadowRoot
  const m: MountedModal = {
    g,
    seen,
    shadow,
    button: (name) => [...shadow().querySelectorAll('button')].find((b) => b.textContent === name) as HTMLButtonElement,
    text: () => shadow().querySelector('[role="dialog"]')?.textContent ?? '',
    unmount,
  }
  await vi.waitFor(
    async () => {
      await act(async () => {})
      expect(ready(m)).toBeTruthy()
    },
    { timeout: 15_000 },
  )
  return m
}
