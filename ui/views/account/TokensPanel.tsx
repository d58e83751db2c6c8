// The Tokens tab of the Account view: the active namespace's token balances, each with its
// icon, quantity (SPEC §9: 2 decimals), USD value and price per unit (SPEC §3 token balance).
import type { ReactNode } from 'react'
import { formatTokenBalance } from '../../../src/domain/display.js'
import { formatUsdPrice, totalUsdCents, usdCents } from '../../../src/domain/usd.js'
import type { TokenBalance } from '../../../src/domain/accounts.js'
import { formatMessage, MESSAGES } from '../../messages.js'
import { formatUsdCents } from '../../format.js'
import type { GatehouseState } from '../../../projections/index.js'
import { useReadModel } from '../../core/hooks.js'
import { ItemIcon } from '../../components/common.js'
import { displayName } from '../../displayName.js'
import { ShownName } from '../../components/ShownName.js'

/** The token balances of the active namespace's account, or null before any were fetched. */
export const selectTokens = (state: GatehouseState): readonly TokenBalance[] | null => {
  const ns = state.network.activeNamespace
  return ns ? (state.account.byNamespace[ns]?.tokenBalance ?? null) : null
}

/** The portfolio's USD value in whole cents: the sum of the values the Tokens rows show (those with a price), or null with no tokens. */
export function portfolioCents(tokens: readonly TokenBalance[] | null): number | null {
  if (!tokens || tokens.length === 0) return null
  return totalUsdCents(tokens.filter((t) => formatUsdPrice(t.price) !== null).map((t) => t.value))
}

/** The Tokens tab. */
export function TokensPanel(): ReactNode {
  const tokens = useReadModel(selectTokens)
  if (!tokens || tokens.length === 0) return <p className="gh-muted">{MESSAGES.noTokens}</p>
  return (
    <ul className="gh-list">
      {tokens.map((t) => {
        const price = formatUsdPrice(t.price)
        const symbol = displayName(t.symbol, 12).text
        const amount = formatTokenBalance(t.quantity.numeric)
        return (
          <li key={`${t.chainId}:${t.address ?? t.symbol}`} className="gh-item">
            <ItemIcon name={t.symbol} imageUrl={t.iconUrl || null} />
            <span className="gh-cell">
              <ShownName value={t.name} className="gh-item-name" />
              {/* A long amount or symbol is cut by the row's width: the whole of both is in the title. */}
              <span className="gh-sub" title={`${amount} ${displayName(t.symbol).full}`}>
                {amount} <ShownName value={t.symbol} max={12} />
              </span>
            </span>
            {price !== null ? (
              <span className="gh-cell gh-cell-end">
                <span>{formatUsdCents(usdCents(t.value))}</span>
                <span className="gh-sub">{formatMessage('tokenPrice', { price, symbol })}</span>
              </span>
            ) : null}
          </li>
        )
      })}
    </ul>
  )
}
