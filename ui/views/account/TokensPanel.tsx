// The Tokens tab of the Account view: the active namespace's token balances.
import type { ReactNode } from 'react'
import { formatTokenBalance } from '../../../src/domain/display.js'
import { MESSAGES } from '../../messages.js'
import type { GatehouseState } from '../../../projections/index.js'
import { useReadModel } from '../../core/hooks.js'
import { ItemIcon } from '../../components/common.js'
import { displayName } from '../../displayName.js'

const selectTokens = (state: GatehouseState) => {
  const ns = state.network.activeNamespace
  return ns ? (state.account.byNamespace[ns]?.tokenBalance ?? null) : null
}

/** A name from outside, bidi controls neutralised and long ones cut, whole in the title (ui/displayName.ts). */
function Shown({ value, max, className }: { value: string; max?: number; className?: string }): ReactNode {
  const { text, full } = displayName(value, max)
  return (
    <span className={className} title={text === full ? undefined : full}>
      {text}
    </span>
  )
}

/** The Tokens tab. */
export function TokensPanel(): ReactNode {
  const tokens = useReadModel(selectTokens)
  if (!tokens || tokens.length === 0) return <p className="gh-muted">{MESSAGES.noTokens}</p>
  return (
    <ul className="gh-list">
      {tokens.map((t) => (
        <li key={`${t.chainId}:${t.address ?? t.symbol}`} className="gh-item">
          <ItemIcon name={t.symbol} />
          <Shown value={t.name} className="gh-item-name" />
          <span>
            {formatTokenBalance(t.quantity.numeric)} <Shown value={t.symbol} max={12} />
          </span>
        </li>
      ))}
    </ul>
  )
}

