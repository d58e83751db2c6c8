// The wallet features of the Account view, in SPEC §9's order: onramp, swaps, receive, send; each hidden when the
// app turned its feature off (SPEC §1, the `features` option).
import type { ReactNode } from 'react'
import { isFeatureOn, type Feature } from '../../../src/domain/features.js'
import type { View } from '../../../src/domain/views.js'
import { MESSAGES, type MessageId } from '../../messages.js'
import type { GatehouseState } from '../../../projections/index.js'
import { useEmit, useReadModel } from '../../core/hooks.js'

// Labels by id, read as the buttons render, so they follow the active locale.
const FEATURES: readonly { view: View; feature: Feature; label: MessageId }[] = [
  { view: 'OnRamp', feature: 'onramp', label: 'titleBuy' },
  { view: 'Swap', feature: 'swaps', label: 'titleSwap' },
  { view: 'WalletReceive', feature: 'receive', label: 'titleReceive' },
  { view: 'WalletSend', feature: 'send', label: 'titleSend' },
]

const selectFeatures = (state: GatehouseState) => state.config.features

/** A button per wallet feature that is on; each asks the router for its view. */
export function WalletFeatures(): ReactNode {
  const emit = useEmit()
  const features = useReadModel(selectFeatures)
  const shown = FEATURES.filter((f) => isFeatureOn(features, f.feature))
  if (shown.length === 0) return null
  return (
    <div className="gh-features" role="group" aria-label={MESSAGES.walletFeatures}>
      {shown.map((f) => (
        <button
          key={f.view}
          type="button"
          className="gh-button"
          onClick={() => emit({ type: 'NavigateRequested', data: { mode: 'push', view: f.view } })}
        >
          {MESSAGES[f.label]}
        </button>
      ))}
    </div>
  )
}
