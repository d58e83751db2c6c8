// One side of the swap: a token picker (the network's swappable tokens) and, on the from side, the amount typed.
import type { ReactNode } from 'react'
import type { SwapToken } from '../../../projections/swap/swap.projection.js'
import { ItemIcon } from '../../components/common.js'

/** A token picker with its icon; `onPick` gets the token chosen. */
export function TokenPicker(props: { label: string; tokens: readonly SwapToken[]; value: SwapToken | null; disabled: boolean; onPick: (token: SwapToken) => void }): ReactNode {
  const { tokens, value } = props
  return (
    <label className="gh-row">
      <ItemIcon name={value?.symbol ?? '?'} imageUrl={value?.logoUri ?? null} />
      <span className="gh-visually-hidden">{props.label}</span>
      <select
        className="gh-input"
        value={value?.address ?? ''}
        disabled={props.disabled || tokens.length === 0}
        onChange={(e) => {
          const token = tokens.find((t) => t.address === e.currentTarget.value)
          if (token) props.onPick(token)
        }}
      >
        {value === null && <option value="">—</option>}
        {tokens.map((t) => (
          <option key={t.address} value={t.address}>
            {t.symbol}
          </option>
        ))}
      </select>
    </label>
  )
}
