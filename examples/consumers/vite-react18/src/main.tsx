// An app made with Vite and React 18 that embeds Gatehouse: a Connect button and the connected address. In its tests
// the fixture of gatehouse-modal/devnet/playwright sets window.gatehouseDevnet before this runs.
import { StrictMode, version } from 'react'
import { createRoot } from 'react-dom/client'
import { createGatehouse } from 'gatehouse-modal'
import { devnetConfig, type DevnetUrls } from 'gatehouse-modal/devnet/config'
import { GatehouseModal, GatehouseProvider, useAccount, useModal } from 'gatehouse-modal/react'

declare global {
  interface Window {
    gatehouseDevnet?: DevnetUrls
  }
}

const urls = window.gatehouseDevnet
if (!urls) throw new Error('No devnet: open this page from a test that uses gatehouse-modal/devnet/playwright.')
const gatehouse = createGatehouse({ ...devnetConfig(urls), metadata: { name: 'Vite + React 18 consumer' } })

function App() {
  const { open, preload } = useModal()
  const { address } = useAccount()
  return (
    <main>
      <h1>Vite + React 18 consumer</h1>
      <p>React {version}</p>
      <button type="button" onPointerEnter={preload} onFocus={preload} onClick={() => open()}>
        {address === null ? 'Connect' : 'Account'}
      </button>
      <p>
        Connected account: <output aria-label="Connected account">{address ?? 'none'}</output>
      </p>
      <GatehouseModal />
    </main>
  )
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <GatehouseProvider gatehouse={gatehouse}>
      <App />
    </GatehouseProvider>
  </StrictMode>,
)
