// The floor of bench/open.bench.ts: a plain React dialog (useState, a fixed overlay, a heading and a list), the
// same production build; its JS is React's, subtracted from Gatehouse's page to give Gatehouse's own.
import { useState } from 'react'
import { createRoot } from 'react-dom/client'
import { measureClicks, painted, type Shown } from './opening.js'

const state = measureClicks((): Shown => {
  const dialog = document.querySelector('[role="dialog"]')
  return dialog && painted(dialog) ? 'content' : 'none'
})

function App() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" id="connect" onClick={() => setOpen(true)}>
        Connect
      </button>
      {open ? (
        <div className="backdrop">
          <div role="dialog" aria-modal="true" aria-labelledby="title" className="dialog">
            <h2 id="title">Connect Wallet</h2>
            <ul>
              <li>WalletConnect</li>
              <li>MetaMask</li>
            </ul>
            <button type="button" onClick={() => setOpen(false)}>
              Close
            </button>
          </div>
        </div>
      ) : null}
    </>
  )
}

createRoot(document.getElementById('root') as HTMLElement).render(<App />)
state.ready = true
