// A page with the modal configured by the test: ?config= is JSON spread into createGatehouse's configuration
// (features, legal links, socials, themeMode, themeVariables…); only the modal's own effects run, the test plays the
// wallets by emitting their facts. The Gatehouse is handed to the test as window.e2e.
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createEvent, createGatehouse, replay, type GatehouseConfig, type Stamped } from 'gatehouse-modal'
import { GatehouseModal, GatehouseProvider, useModal } from 'gatehouse-modal/react'
import type { E2ePage } from './restore.js'

const params = new URLSearchParams(location.search)
const config = JSON.parse(params.get('config') ?? '{}') as GatehouseConfig
// ?effect=name (repeatable): a default effect of the test's choosing runs too (locales.spec.ts: the secure frame's).
const chosen = new Set(params.getAll('effect'))

const started = performance.now()
const gatehouse = createGatehouse({
  projectId: params.get('project') ?? 'e2e-config',
  log: { storage: 'memory' },
  effects: (defaults) =>
    Object.fromEntries(
      Object.entries(defaults).filter(([name]) => name === 'modalRouter' || name === 'showMessage' || chosen.has(name)),
    ),
  networks: { requested: ['eip155:1'] },
  ...config,
})
const seen: Stamped[] = []
gatehouse.events$.subscribe((event) => seen.push(event))
const e2e: E2ePage = { gatehouse, createEvent, replay, seen, readyMs: null }
window.e2e = e2e

function ConnectButton() {
  const { open } = useModal()
  return (
    <button type="button" onClick={() => open()}>
      Connect
    </button>
  )
}

await gatehouse.ready
e2e.readyMs = performance.now() - started
createRoot(document.getElementById('app') as HTMLElement).render(
  <StrictMode>
    <GatehouseProvider gatehouse={gatehouse}>
      <ConnectButton />
      <GatehouseModal />
    </GatehouseProvider>
  </StrictMode>,
)
