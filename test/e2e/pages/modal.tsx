// A page with the modal: a Connect button (useModal) and <GatehouseModal />, the
// Gatehouse handed to the test as window.e2e. ?embedded=1 embeds the modal in
// place; ?project= names the log, in memory unless ?log=indexeddb (then with its first-paint copy, as an app's).
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createEvent, createGatehouse, replay, type Stamped } from 'gatehouse-modal'
import { GatehouseModal, GatehouseProvider, useAccount, useModal } from 'gatehouse-modal/react'
import type { E2ePage } from './restore.js'

const params = new URLSearchParams(location.search)
const embedded = params.get('embedded') === '1'
const projectId = params.get('project') ?? 'e2e-modal'
// ?relay= a WalletConnect relay (the devnet's): the WalletConnect effects and the generic connection
// effects (which drive its adapter) run too, against it.
const CONNECTION_EFFECTS = [
  'connectWallet',
  'restoreWallet',
  'disconnectWallet',
  'switchNetwork',
  'watchWallet',
  'signMessage',
]
const relay = params.get('relay')
// ?effect=name (repeatable): a default effect of the test's choosing runs too (faults.spec.ts: the real EIP-6963 discovery).
const chosen = new Set(params.getAll('effect'))
// ?locale= the `locale` option; ?picker=1 puts a language picker on the page (gatehouse.setLocale), outside the modal.
const locale = params.get('locale')
const picker = params.get('picker') === '1'

const started = performance.now()
const gatehouse = createGatehouse({
  projectId,
  log: { storage: params.get('log') === 'indexeddb' ? 'indexeddb' : 'memory' },
  // Only the modal's own effects: the test plays the wallet and the services by emitting their facts.
  effects: (defaults) =>
    Object.fromEntries(
      Object.entries(defaults).filter(
        ([name]) =>
          name === 'modalRouter' ||
          name === 'showMessage' ||
          chosen.has(name) ||
          (relay !== null && (name.includes('WalletConnect') || CONNECTION_EFFECTS.includes(name))),
      ),
    ),
  ...(relay !== null ? { walletConnect: { relayUrl: relay } } : {}),
  modal: { embedded },
  ...(locale !== null ? { locale } : {}),
  networks: { requested: ['eip155:1', 'eip155:8453', 'eip155:42161'] },
})
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

/** A language picker, as an app offers one: it changes the modal's locale at run time. */
function LanguagePicker() {
  return (
    <label>
      Language{' '}
      <select defaultValue={locale ?? 'en'} onChange={(event) => gatehouse.setLocale(event.target.value)}>
        <option value="en">English</option>
        <option value="de">Deutsch</option>
        <option value="fr">Français</option>
        <option value="ar">العربية</option>
      </select>
    </label>
  )
}

// ?early=1 renders the app at once, before Gatehouse is ready (as most apps do); by default only once it is.
const whenReady = gatehouse.ready.then(() => {
  e2e.readyMs = performance.now() - started
})
if (params.get('early') !== '1') await whenReady
createRoot(document.getElementById(embedded ? 'embedded' : 'app') as HTMLElement).render(
  // StrictMode, as the demo: effects and ref callbacks run twice on mount.
  <StrictMode>
    <GatehouseProvider gatehouse={gatehouse}>
      {embedded ? null : <ConnectButton />}
      {picker ? <LanguagePicker /> : null}
      <GatehouseModal />
    </GatehouseProvider>
  </StrictMode>,
)
