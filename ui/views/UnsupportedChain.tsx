// UnsupportedChain (SPEC §2): the wallet is on a network the app does not
// support; the visitor switches to a supported one or disconnects.
import type { ReactNode } from 'react'
import { MESSAGES } from '../messages.js'
import { useDisconnect } from '../core/modal.js'
import { NetworkList } from '../components/NetworkList.js'

/** The UnsupportedChain view. */
export default function UnsupportedChainView(): ReactNode {
  const { disconnect } = useDisconnect()
  return (
    <>
      <p className="gh-muted">{MESSAGES.unsupportedChainDetails}</p>
      <NetworkList />
      <div className="gh-row">
        <button type="button" className="gh-button" onClick={() => disconnect()}>
          {MESSAGES.disconnect}
        </button>
      </div>
    </>
  )
}
