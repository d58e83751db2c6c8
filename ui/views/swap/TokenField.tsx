// A token picker of the Swap view: the network's swappable tokens as a grid of buttons (one Tab stop, the arrow
// keys move in it), the chosen one pressed.
import type { ReactNode } from 'react'
import type { SwapToken } from '../../../projections/swap/swap.projection.js'
import { ItemIcon, RovingList } from '../../components/common.js'
import { ShownName } from '../../components/ShownName.js'

/** The tokens to pick from; `onPick` gets the token chosen. */
export function TokenPicker(props: {
  label: string
  tokens: readonly SwapToken[]
  value: SwapToken | null
  disabled: boolean
  onPick: (token: SwapToken) => void
}): ReactNode {
  const { tokens, value } = props
  const chosen = Math.max(
    0,
    tokens.findIndex((t) => t.address === value?.address),
  )
  return (
    <RovingList label={props.label} columns={4} className="gh-list gh-grid">
      {tokens.map((t, i) => {
        const pressed = t.address === value?.address
        return (
          <li key={t.address}>
            <button
              type="button"
              className="gh-item"
              data-roving=""
              tabIndex={i === chosen ? 0 : -1}
              aria-pressed={pressed}
              aria-current={pressed ? 'true' : undefined}
              disabled={props.disabled}
              onClick={() => props.onPick(t)}
            >
              <ItemIcon name={t.symbol} imageUrl={t.logoUri ?? null} />
              <ShownName value={t.symbol} className="gh-item-name" />
            </button>
          </li>
        )
      })}
    </RovingList>
  )
}
