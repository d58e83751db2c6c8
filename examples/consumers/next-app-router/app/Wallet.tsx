'use client'
// The modal and the connect button, a client component: rendered on the server (the read models' defaults, nothing
// that needs a browser), then hydrated. In its tests the fixture of gatehouse-modal/devnet/playwright sets
// window.gatehouseDevnet before the page's scripts run.
import { useState, useSyncExternalStore } from 'react'
import { createGatehouse, type GatehouseConfig } from 'gatehouse-modal'
import { devnetConfig, type DevnetUrls } from 'gatehouse-modal/devnet/config'
import { GatehouseModal, GatehouseProvider, useAccount, useModal } from 'gatehouse-modal/react'

declare global {
  interface Window {
    gatehouseDevnet?: DevnetUrls
  }
}

const metadata = { name: 'Next.js App Router consumer' }

function config(): GatehouseConfig {
  // The server knows no devnet (a test's browser gets its addresses): it renders the disconnected defaults, as the
  // browser's first render does.
  if (typeof window === 'undefined') return { metadata }
  const urls = window.gatehouseDevnet
  if (!urls) throw new Error('No devnet: open this page from a test that uses gatehouse-modal/devnet/playwright.')
  return { ...devnetConfig(urls), metadata }
}

const noSubscription = () => () => {}

function Account() {
  const { open, preload } = useModal()
  const { address } = useAccount()
  // False on the server and while hydrating, true once hydrated: the button is usable once it has its handlers.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
  return (
    <>
      <button type="button" disabled={!hydrated} onPointerEnter={preload} onFocus={preload} onClick={() => open()}>
        {address === null ? 'Connect' : 'Account'}
      </button>
      <p>
        Connected account: <output aria-label="Connected account">{address ?? 'none'}</output>
      </p>
    </>
  )
}

export function Wallet() {
  const [gatehouse] = useState(() => createGatehouse(config()))
  return (
    <GatehouseProvider gatehouse={gatehouse}>
      <Account />
      <GatehouseModal />
    </GatehouseProvider>
  )
}
