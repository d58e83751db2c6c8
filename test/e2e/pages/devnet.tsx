// A page with the modal and every default effect against the running devnet, with its test
// browser wallet installed (no auto-approve: tests answer its prompt), the Gatehouse handed to
// the test as window.e2e, so a test can also set the theme. ?devnet= is the devnet's info
// (test/devnet/playwright.ts readDevnetInfo(), JSON); ?listing=off leaves the wallet-listing service out, as an app
// that configures none.
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createEvent, createGatehouse, replay, type Stamped } from 'gatehouse-modal'
import { GatehouseModal, GatehouseProvider, useAccount, useModal } from 'gatehouse-modal/react'
import { parseDevnetInfo } from '../../devnet/info.js'
import { installTestWallet } from '../../devnet/wallet/index.js'
import { devnetPageConfig } from './devnetConfig.js'
import type { E2ePage } from './restore.js'

const params = new URLSearchParams(location.search)
const devnet = parseDevnetInfo(JSON.parse(params.get('devnet') ?? 'null'))
installTestWallet({ chains: devnet.chains, accounts: devnet.accounts })

const started = performance.now()
const gatehouse = createGatehouse(devnetPageConfig(devnet, { listing: params.get('listing') !== 'off' }))
const seen: Stamped[] = []
gatehouse.events$.subscribe((event) => seen.push(event))
const e2e: E2ePage = { gatehouse, createEvent, replay, seen, readyMs: null }
window.e2e = e2e

function ConnectButton() {
  const { open, preload } = useModal()
  const account = useAccount()
  return (
    <button type="button" onPointerEnter={preload} onFocus={preload} onClick={() => open()}>
      {account.isConnected ? account.address : 'Connect'}
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
