import { renderToString } from 'react-dom/server'
import { createGatehouse } from 'gatehouse-modal'
import { GatehouseModal, GatehouseProvider, useAccount } from 'gatehouse-modal/react'

function AccountLabel() {
  const { address } = useAccount()
  return <span>{address ?? 'Not connected'}</span>
}

// On the server nothing touches window or document: the page renders the read models' defaults, and the browser
// hydrates from the same defaults before it shows the restored session.
export function renderPage(): string {
  const gatehouse = createGatehouse({ projectId: 'my-app' })
  return renderToString(
    <GatehouseProvider gatehouse={gatehouse}>
      <AccountLabel />
      <GatehouseModal />
    </GatehouseProvider>,
  )
}
