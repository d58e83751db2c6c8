// The wallet features of the Account view, in SPEC §9's order: onramp, swaps, receive, send.
import type { ReactNode } from 'react'
import type { View } from '../../../src/domain/views.js'
import { MESSAGES } from '../../messages.js'
import { useEmit } from '../../core/hooks.js'

const FEATURES: readonly { view: View; label: string }[] = [
  { view: 'OnRamp', label: MESSAGES.titleBuy },
  { view: 'Swap', label: MESSAGES.titleSwap },
  { view: 'WalletReceive', label: MESSAGES.titleReceive },
  { view: 'WalletSend', label: MESSAGES.titleSend },
]

/** A button per wallet feature; each asks the router for its view. */
export function WalletFeatures(): ReactNode {
  const emit = useEmit()
  return (
    <div className="gh-row" role="group" aria-label={MESSAGES.account}>
      {FEATURES.map((f) => (
        <button key={f.view} type="button" className="gh-button" onClick={() => emit({ type: 'NavigateRequested', data: { mode: 'push', view: f.view } })}>
          {f.label}
        </button>
      ))}
    </div>
  )
}
