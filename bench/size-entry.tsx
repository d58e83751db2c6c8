// Size budget entry (bench/size.mjs): the smallest real app, a Gatehouse
// behind <GatehouseProvider> and one component reading a read model.
import { createRoot } from 'react-dom/client'
import { createGatehouse } from 'gatehouse-modal'
import { GatehouseProvider, useReadModel } from 'gatehouse-modal/react'

function ModalStatus() {
  const open = useReadModel((state) => state.modal.open)
  return <p>{open ? 'open' : 'closed'}</p>
}

const gatehouse = createGatehouse({ projectId: 'size' })
createRoot(document.body).render(
  <GatehouseProvider gatehouse={gatehouse}>
    <ModalStatus />
  </GatehouseProvider>,
)
