// The demo's composition root: one Gatehouse, restored from IndexedDB before the first render.
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createGatehouse } from 'gatehouse'
import { GatehouseProvider } from 'gatehouse/react'
import { App } from './App.js'

const gatehouse = createGatehouse({ projectId: 'demo' })
await gatehouse.ready

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

createRoot(root).render(
  <StrictMode>
    <GatehouseProvider gatehouse={gatehouse}>
      <App />
    </GatehouseProvider>
  </StrictMode>,
)
