// @vitest-environment happy-dom
// Hydration: the page's HTML as a server rendered it, hydrated in the browser with hydrateRoot, as Next.js and Remix
// do. React reports a mismatch through onRecoverableError and console.error; neither may be called.
import { act, type ReactNode } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestGatehouse } from '../../src/testing/helpers.js'
import { GatehouseModal, GatehouseProvider, useAccount, useModal, useReadModel } from '../../ui/index.js'
import { preloadModal } from '../../ui/shell/GatehouseModal.js'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let root: Root | undefined
afterEach(async () => {
  await act(async () => {
    await preloadModal()
  })
  act(() => root?.unmount())
  root = undefined
  document.body.replaceChildren()
  vi.restoreAllMocks()
})

function App(): ReactNode {
  const { open, isOpen } = useModal()
  const account = useAccount()
  const embedded = useReadModel((state) => state.modal.embedded)
  return (
    <button type="button" id="opener" onClick={() => open()}>
      {`${isOpen ? 'open' : 'closed'} ${account.address ?? 'Connect'} ${embedded ? 'embedded' : 'appended'}`}
    </button>
  )
}

const page = (gatehouse: ReturnType<typeof createTestGatehouse>) => (
  <GatehouseProvider gatehouse={gatehouse}>
    <App />
    <GatehouseModal />
  </GatehouseProvider>
)

/** Server-renders the page, puts the HTML in the document and hydrates it; returns what React reported. */
async function hydrated(
  config: Parameters<typeof createTestGatehouse>[0],
  before?: (g: ReturnType<typeof createTestGatehouse>) => void,
) {
  const server = createTestGatehouse(config)
  const html = renderToString(page(server))
  server.dispose()
  const container = document.body.appendChild(document.createElement('div'))
  container.innerHTML = html
  const serverButton = container.querySelector('#opener')
  const gatehouse = createTestGatehouse(config)
  await gatehouse.ready
  await preloadModal()
  before?.(gatehouse)
  const errors = vi.spyOn(console, 'error')
  const recoverable: unknown[] = []
  await act(async () => {
    root = hydrateRoot(container, page(gatehouse), { onRecoverableError: (error) => recoverable.push(error) })
  })
  return { container, gatehouse, html, errors, recoverable, serverButton }
}

const host = () => document.querySelector<HTMLElement>('[data-gatehouse-modal]')
const dialog = () => host()?.shadowRoot?.querySelector<HTMLElement>('.gh-dialog:not([data-loading])') ?? null

describe('hydrating a server-rendered page', () => {
  it("default: no mismatch, the server's DOM is kept, and the modal is appended to the body after hydration", async () => {
    const { container, html, errors, recoverable, serverButton } = await hydrated({})
    expect(html).toBe('<button type="button" id="opener">closed Connect appended</button>')
    expect(recoverable).toEqual([])
    expect(errors).not.toHaveBeenCalled()
    // Hydrated, not re-created: the server's button is the one in the page.
    expect(container.querySelector('#opener')).toBe(serverButton)
    expect(host()?.parentElement).toBe(document.body)
    await act(async () => (container.querySelector('#opener') as HTMLButtonElement).click())
    for (let i = 0; i < 20 && !dialog(); i++) await act(() => new Promise((r) => setTimeout(r, 10)))
    expect(dialog()).not.toBeNull()
    expect(container.querySelector('#opener')?.textContent).toBe('open Connect appended')
  })

  it('behavior: an embedded modal hydrates without a mismatch and then shows itself in place', async () => {
    const { container, errors, recoverable } = await hydrated({ modal: { embedded: true } })
    expect(recoverable).toEqual([])
    expect(errors).not.toHaveBeenCalled()
    expect(host()?.parentElement).toBe(container)
    for (let i = 0; i < 20 && !dialog(); i++) await act(() => new Promise((r) => setTimeout(r, 10)))
    expect(dialog()?.getAttribute('role')).toBe('region')
  })

  it('behavior: read models that moved on before hydration (an open modal) hydrate without a mismatch, then show', async () => {
    const { container, errors, recoverable } = await hydrated({}, (g) => {
      g.emit({ type: 'ModalOpenRequested', data: {} })
    })
    expect(recoverable).toEqual([])
    expect(errors).not.toHaveBeenCalled()
    expect(container.querySelector('#opener')?.textContent).toBe('open Connect appended')
    for (let i = 0; i < 20 && !dialog(); i++) await act(() => new Promise((r) => setTimeout(r, 10)))
    expect(dialog()).not.toBeNull()
  })
})
