import { createRoot } from 'react-dom/client'
import { createGatehouse } from 'gatehouse-modal'
import { GatehouseModal, GatehouseProvider, useAccount, useModal } from 'gatehouse-modal/react'

// One Gatehouse for the page, created once, outside any component. Render at once: the first render already shows
// a restored session; awaiting `gatehouse.ready` first would only delay the first paint.
export const gatehouse = createGatehouse({ projectId: 'my-app' })

export function ConnectButton() {
  const { open, preload } = useModal()
  const account = useAccount()
  // Hovering or focusing the button loads what the click will show, so the click opens the modal with its content.
  return (
    <button type="button" onPointerEnter={preload} onFocus={preload} onClick={() => open()}>
      {account.address ?? 'Connect'}
    </button>
  )
}

export function App() {
  return (
    <GatehouseProvider gatehouse={gatehouse}>
      <ConnectButton />
      <GatehouseModal />
    </GatehouseProvider>
  )
}

createRoot(document.getElementById('root')!).render(<App />)
