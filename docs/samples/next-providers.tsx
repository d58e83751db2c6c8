'use client'
// app/providers.tsx in a Next.js App Router app: wrap the layout's children with <Providers>.
import { useState, type ReactNode } from 'react'
import { createGatehouse } from 'gatehouse-modal'
import { GatehouseModal, GatehouseProvider } from 'gatehouse-modal/react'

export function Providers({ children }: { children: ReactNode }) {
  // One Gatehouse per browser page (and per server render), created on the first render.
  const [gatehouse] = useState(() => createGatehouse({ projectId: 'my-app' }))
  return (
    <GatehouseProvider gatehouse={gatehouse}>
      {children}
      <GatehouseModal />
    </GatehouseProvider>
  )
}
