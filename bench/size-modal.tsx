// Size budget entry (bench/size.mjs): an app that renders
// GatehouseProvider and GatehouseModal from gatehouse-modal/react and opens the
// modal from its own button, as a real app does. Views other than Connect are
// lazy chunks and not in the initial JS.
import { createRoot } from 'react-dom/client'
import { createGatehouse } from 'gatehouse-modal'
import { GatehouseModal, GatehouseProvider, useModal } from 'gatehouse-modal/react'

function ConnectButton() {
  const { open, preload } = useModal()
  return (
    <button type="button" onPointerEnter={preload} onFocus={preload} onClick={() => open()}>
      Connect
    </button>
  )
}

const gatehouse = createGatehouse({ projectId: 'size' })
createRoot(document.body).render(
  <GatehouseProvider gatehouse={gatehouse}>
    <ConnectButton />
    <GatehouseModal />
  </GatehouseProvider>,
)
