// The Gatehouse page of bench/open.bench.ts: a minimal app (createGatehouse with a project id and nothing else,
// GatehouseProvider, GatehouseModal, the app's own Connect button), production build, code-split.
import { createRoot } from 'react-dom/client'
import { createGatehouse } from '../../src/createGatehouse.js'
import { GatehouseProvider } from '../../ui/core/context.js'
import { useModal } from '../../ui/core/modal.js'
import { GatehouseModal } from '../../ui/shell/GatehouseModal.js'
import { measureClicks, painted, type Shown } from './opening.js'

const state = measureClicks((): Shown => {
  const root = document.querySelector('[data-gatehouse-modal]')?.shadowRoot
  const dialog = root?.querySelector('.gh-dialog')
  if (!(dialog instanceof HTMLElement) || !painted(dialog)) return 'none'
  // The dialog's content: its title and a view's first element, no spinner in its body.
  const title = dialog.querySelector('#gh-title')
  const content = dialog.querySelector('.gh-body-inner > :not(.gh-center)')
  if (dialog.hasAttribute('data-loading') || !title || !content || dialog.querySelector('.gh-body .gh-spinner'))
    return 'loading'
  return painted(title) && painted(content) ? 'content' : 'loading'
})

const gatehouse = createGatehouse({ projectId: 'bench-open' })

function ConnectButton() {
  const { open, preload } = useModal()
  return (
    <button type="button" id="connect" onPointerEnter={preload} onFocus={preload} onClick={() => open()}>
      Connect
    </button>
  )
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <GatehouseProvider gatehouse={gatehouse}>
    <ConnectButton />
    <GatehouseModal />
  </GatehouseProvider>,
)
void gatehouse.ready.then(() => {
  state.ready = true
})
