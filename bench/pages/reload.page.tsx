// The page of bench/reload.bench.ts: an app that restores its Gatehouse from the
// IndexedDB log, renders at once as the README says (the first-paint copy shows the restored state):
// GatehouseProvider, GatehouseModal and an element with useAccount()'s address
// (production build). On each load it records the time from the first line of
// the app script (reload-start.ts: the first chunk evaluated marks it) until the
// address is in the DOM, and every value the element showed before that, so a
// flash of the disconnected state would be seen.
import { useLayoutEffect } from 'react'
import { createRoot } from 'react-dom/client'
import { createGatehouse } from '../../src/index.js'
import { GatehouseModal, GatehouseProvider, useAccount } from '../../ui/index.js'
import { NOT_CONNECTED, scriptStart } from './reload-start.js'

/** One page load that found a connected account in the log. */
export interface LoadSample {
  /** Navigation start to the first line of the app script. */
  scriptStartMs: number
  /** Script start until `gatehouse.ready` resolved (the log restored). */
  readyMs: number
  /** Script start until the address was in the DOM (MutationObserver on the root). */
  addressMs: number
  /** Script start until the frame after that was rendered (rAF, then the next task): the address on screen. */
  paintedMs: number
  /** Everything the account element showed, in order, up to and including the address (`status:text`). */
  shown: string[]
  /** The address and account status shown. */
  address: string
  status: string
}

declare global {
  interface Window {
    reloadBench: {
      ready: boolean
      sample: LoadSample | null
      cspViolations: string[]
      connect(address: string): Promise<void>
    }
  }
}

const shown: string[] = []
let readyAt = 0
const state: Window['reloadBench'] = { ready: false, sample: null, cspViolations: [], connect }
window.reloadBench = state
document.addEventListener('securitypolicyviolation', (e) =>
  state.cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`),
)

const root = document.getElementById('root') as HTMLElement
// Watches the DOM, independently of React: every value the element takes, and the moment the address is there.
const observer = new MutationObserver(() => {
  const el = document.getElementById('account')
  if (!el) return
  const text = el.textContent ?? ''
  const entry = `${el.dataset.status ?? '?'}:${text}`
  if (shown[shown.length - 1] !== entry) shown.push(entry)
  if (text === NOT_CONNECTED || text === '') return
  const addressAt = performance.now()
  observer.disconnect()
  requestAnimationFrame(() => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      state.sample = {
        scriptStartMs: scriptStart,
        readyMs: readyAt - scriptStart,
        addressMs: addressAt - scriptStart,
        paintedMs: performance.now() - scriptStart,
        shown: [...shown],
        address: text,
        status: el.dataset.status ?? '?',
      }
    }
    channel.port2.postMessage(null)
  })
})
observer.observe(root, { childList: true, subtree: true, characterData: true, attributes: true })

const gatehouse = createGatehouse({
  projectId: 'bench-reload',
  log: { storage: 'indexeddb' },
  dev: false,
  // The router and the UI's effects; the wallet and network effects (lazy chunks) would re-sync with a wallet this page has not.
  effects: (defaults) =>
    Object.fromEntries(
      Object.entries(defaults).filter(([name]) =>
        ['modalRouter', 'rejectRequestsOnClose', 'showMessage'].includes(name),
      ),
    ),
})

/** What a real connect puts in the log (the wallet's effects are not needed for it); resolves once it is written. */
async function connect(address: string): Promise<void> {
  gatehouse.emit({
    type: 'ConnectRequested',
    data: { connectorId: 'io.metamask', namespace: 'eip155', chainId: 'eip155:1' },
  })
  gatehouse.emit({
    type: 'Connected',
    data: { connectorId: 'io.metamask', namespace: 'eip155', chainId: 'eip155:1', address, walletName: 'MetaMask' },
  })
  await gatehouse.exportLog()
}

function Account() {
  const { address, status } = useAccount()
  // React's side of the record: a render without the address after one with it would show here too.
  useLayoutEffect(() => {
    const entry = `${status}:${address ?? NOT_CONNECTED}`
    if (state.sample === null && shown[shown.length - 1] !== entry && address === null) shown.push(entry)
  }, [address, status])
  return (
    <output id="account" data-status={status}>
      {address ?? NOT_CONNECTED}
    </output>
  )
}

// The first render shows the restored state at once (the first-paint copy, read synchronously); `ready` follows
// with the final state once the log has restored and the effects run.
createRoot(root).render(
  <GatehouseProvider gatehouse={gatehouse}>
    <Account />
    <GatehouseModal />
  </GatehouseProvider>,
)
await gatehouse.ready
readyAt = performance.now()
state.ready = true
