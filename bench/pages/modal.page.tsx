// The page of bench/modal.bench.ts: an app with GatehouseProvider, GatehouseModal
// and a Connect button (production build). For each click it measures the
// main thread's work from the click until the dialog is on screen: the click
// task (the event's processing, React's synchronous render and commit) plus the
// rendering step of the next frame (rAF to the task after it), excluding the
// idle wait for the frame. No request is made: the Connect view comes from the read models.
import { createRoot } from 'react-dom/client'
import { createGatehouse } from '../../src/createGatehouse.js'
import { GatehouseProvider } from '../../ui/core/context.js'
import { useModal } from '../../ui/core/modal.js'
import { GatehouseModal } from '../../ui/shell/GatehouseModal.js'

/** One measured click. */
export interface ClickSample {
  /** Click task: event start to the end of its handlers (Event Timing processingEnd, else measured around it). */
  clickMs: number
  /** Rendering of the frame that shows the dialog: rAF callback to the next task. */
  frameMs: number
  /** Whether the dialog was in the shadow root and visible when the frame was done. */
  visible: boolean
  /** Requests of the page from the click until that frame was done (resource entries started and ended in that time): what the opening could have waited on. */
  requests: string[]
  /** When the click started (performance.now()). */
  at: number
}

declare global {
  interface Window {
    modalBench: { ready: boolean; samples: ClickSample[]; cspViolations: string[] }
  }
}

const state: Window['modalBench'] = { ready: false, samples: [], cspViolations: [] }
window.modalBench = state
document.addEventListener('securitypolicyviolation', (e) =>
  state.cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`),
)

const gatehouse = createGatehouse({
  projectId: 'bench-modal',
  log: { storage: 'memory' },
  dev: false,
  // The modal's own effects; the wallet, listing and analytics effects would reach for services this page has none of.
  effects: (defaults) =>
    Object.fromEntries(Object.entries(defaults).filter(([name]) => name === 'modalRouter' || name === 'showMessage')),
})
await gatehouse.ready
gatehouse.emit({
  type: 'ConnectorsDiscovered',
  data: {
    connectors: [
      { id: 'walletConnect', name: 'WalletConnect', type: 'walletConnect', chain: 'eip155' },
      { id: 'io.metamask', name: 'MetaMask', type: 'announced', chain: 'eip155' },
      { id: 'com.coinbase.wallet', name: 'Coinbase Wallet', type: 'announced', chain: 'eip155' },
    ],
  },
})

function Button() {
  const { open, preload } = useModal()
  return (
    <button type="button" id="connect" onPointerEnter={preload} onFocus={preload} onClick={() => open()}>
      Connect
    </button>
  )
}

let clickStart = 0
let clickEnd = 0
const button = () => document.getElementById('connect')
// Capture on the window: runs before React's listener on the root; the bubbling one on the window runs after it.
window.addEventListener(
  'click',
  (event) => {
    if (event.target !== button()) return
    clickStart = performance.now()
  },
  true,
)
window.addEventListener('click', (event) => {
  if (event.target !== button()) return
  clickEnd = performance.now()
  requestAnimationFrame(() => {
    const frameStart = performance.now()
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      const frameEnd = performance.now()
      const host = document.querySelector('[data-gatehouse-modal]')
      const dialog = host?.shadowRoot?.querySelector('[role="dialog"]')
      const visible =
        dialog instanceof HTMLElement &&
        dialog.getBoundingClientRect().width > 0 &&
        dialog.checkVisibility({ visibilityProperty: true })
      // Event start (the input's timestamp) to the end of the handlers: covers the work before the capture listener too.
      const eventStart = Math.min(clickStart, event.timeStamp)
      const requests = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime >= eventStart && entry.startTime <= frameEnd)
        .map((entry) => entry.name)
      state.samples.push({
        clickMs: clickEnd - eventStart,
        frameMs: frameEnd - frameStart,
        visible,
        requests,
        at: eventStart,
      })
    }
    channel.port2.postMessage(null)
  })
})

createRoot(document.getElementById('root') as HTMLElement).render(
  <GatehouseProvider gatehouse={gatehouse}>
    <Button />
    <GatehouseModal />
  </GatehouseProvider>,
)
state.ready = true
