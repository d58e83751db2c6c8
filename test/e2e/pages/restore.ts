// A page that runs Gatehouse with its log in IndexedDB and hands it to the test as window.e2e.
import { createEvent, createGatehouse, replay, type Gatehouse, type Stamped } from 'gatehouse-modal'

/** What the page exposes to the test. */
export interface E2ePage {
  gatehouse: Gatehouse
  createEvent: typeof createEvent
  replay: typeof replay
  /** Every event the bus dispatched on this page, in order (from createGatehouse on). */
  seen: Stamped[]
  /** Milliseconds from createGatehouse() to ready, once ready. */
  readyMs: number | null
}

declare global {
  interface Window {
    e2e: E2ePage
  }
}

// ?project= names the database (`gatehouse:<project>`), so each test can use its own.
const projectId = new URLSearchParams(location.search).get('project') ?? 'e2e-restore'

const started = performance.now()
// The log's own tests: no WalletConnect, whose announce (with a projectId, the public relay by default) would add a
// ConnectorsDiscovered at a moment of its own, after its lazy chunk loads, between the events these tests count.
// Nor the request pipeline: the tests use TxQueued as the log's filler, and with no wallet connected the pipeline would
// answer each with a TxFailed of its own.
const gatehouse = createGatehouse({
  projectId,
  deps: { walletConnect: null },
  effects: (defaults) => Object.fromEntries(Object.entries(defaults).filter(([name]) => name !== 'requestWallet')),
})
const seen: Stamped[] = []
gatehouse.events$.subscribe((event) => seen.push(event))

const e2e: E2ePage = { gatehouse, createEvent, replay, seen, readyMs: null }
window.e2e = e2e
void gatehouse.ready.then(() => {
  e2e.readyMs = performance.now() - started
})
