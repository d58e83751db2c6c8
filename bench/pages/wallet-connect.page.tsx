// The page of bench/wallet-connect.bench.ts: Gatehouse with the WalletConnect effects and the real
// sign-client (production build, code-split: the sign-client is a lazy chunk), pointed at the
// devnet relay given as ?relay=. window.wcBench.connect() emits ConnectRequested and resolves
// with the pairing link; the bench has the phone wallet pair and approve, and reads the times.
import { createGatehouse } from '../../src/createGatehouse.js'
import { createEvent } from '../../src/events/index.js'

declare global {
  interface Window {
    wcBench: {
      ready: boolean
      /** Starts a connect; resolves with the pairing link and when it was offered (ms after the request). */
      connect(): Promise<{ uri: string; uriMs: number }>
      /** Resolves with ms from the link offered to Connected (the wallet's approval arriving and checked). */
      connected(): Promise<{ approvedMs: number; totalMs: number }>
      disconnect(): void
      cspViolations: string[]
    }
  }
}

const params = new URLSearchParams(location.search)
const relay = params.get('relay') as string
const gatehouse = createGatehouse({
  projectId: 'bench',
  log: { storage: 'memory' },
  effects: (defaults) =>
    Object.fromEntries(Object.entries(defaults).filter(([name]) => name.includes('WalletConnect'))),
  walletConnect: { relayUrl: relay },
})

let requestedAt = 0
let offeredAt = 0
const bench: Window['wcBench'] = {
  ready: false,
  cspViolations: [],
  connect() {
    return new Promise((resolve) => {
      const sub = gatehouse.events$.subscribe((e) => {
        if (e.type !== 'WalletConnectUriCreated') return
        offeredAt = performance.now()
        sub.unsubscribe()
        resolve({ uri: (e.data as { uri: string }).uri, uriMs: offeredAt - requestedAt })
      })
      gatehouse.emit(createEvent('ModalOpened', { view: 'ConnectingWalletConnect' }))
      requestedAt = performance.now()
      gatehouse.emit(createEvent('ConnectRequested', { connectorId: 'walletConnect', namespace: 'eip155' }))
    })
  },
  connected() {
    return new Promise((resolve) => {
      const done = () =>
        resolve({ approvedMs: performance.now() - offeredAt, totalMs: performance.now() - requestedAt })
      if (gatehouse.getState().connection.byNamespace.eip155?.status === 'connected') return done()
      const sub = gatehouse.events$.subscribe((e) => {
        if (e.type === 'Connected') {
          sub.unsubscribe()
          done()
        }
      })
    })
  },
  disconnect() {
    gatehouse.emit(createEvent('DisconnectRequested', {}))
  },
}
document.addEventListener('securitypolicyviolation', (e) =>
  bench.cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`),
)
window.wcBench = bench
await gatehouse.ready
bench.ready = true
