// The account's purchases through the onramp on the active network (SPEC §3 coinbaseTransactions, from the history
// endpoint's `onramp` query), newest first; and the purchase that paid the checkout the visitor opened.
import type { ReactNode } from 'react'
import type { CaipNetworkId } from '../../../src/domain/caip.js'
import { formatActivityAmount } from '../../../src/domain/display.js'
import { ONRAMP_CLOCK_SLACK_MS } from '../../../src/domain/onramp.js'
import type { GatehouseState } from '../../../projections/index.js'
import type { HistoryTransaction } from '../../../projections/history/history.projection.js'
import { selectCoinbaseTransactions } from '../../../projections/onramp/onramp.selectors.js'
import { useReadModel } from '../../core/hooks.js'
import { formatMessage, MESSAGES } from '../../messages.js'
import { formatDate } from '../../format.js'

/** What a purchase brought in: '50.000 USDC' (SPEC §9: activity amounts 3 decimals). */
export function bought(tx: HistoryTransaction): string {
  const t = tx.transfers?.find((x) => x.direction === 'in') ?? tx.transfers?.[0]
  return `${formatActivityAmount(t?.quantity?.numeric ?? '0')} ${t?.fungible_info?.symbol ?? ''}`.trim()
}

const selectCheckout = (state: GatehouseState) => state.onramp.checkout

/** The purchases on `chainId`, newest first. */
function usePurchases(chainId: CaipNetworkId): HistoryTransaction[] {
  return useReadModel(selectCoinbaseTransactions).filter((tx) => tx.metadata.chain === chainId)
}

/** The purchase that paid the checkout the visitor opened, once the onramp history has it; else undefined. */
export function usePurchaseDone(chainId: CaipNetworkId): HistoryTransaction | undefined {
  const purchases = usePurchases(chainId)
  const checkout = useReadModel(selectCheckout)
  return checkout === undefined
    ? undefined
    : purchases.find((tx) => Date.parse(tx.metadata.minedAt) >= checkout - ONRAMP_CLOCK_SLACK_MS)
}

/** The purchases list. */
export function Purchases(props: { chainId: CaipNetworkId }): ReactNode {
  const purchases = usePurchases(props.chainId)
  if (purchases.length === 0) return null
  return (
    <section aria-labelledby="gh-buy-purchases">
      <h3 id="gh-buy-purchases" className="gh-section-title">
        {MESSAGES.buyPurchases}
      </h3>
      <ul className="gh-list">
        {purchases.map((tx) => (
          <li key={tx.id} className="gh-row">
            <span>{formatMessage('buyBought', { amount: bought(tx) })}</span>
            <span className="gh-muted">
              <time dateTime={tx.metadata.minedAt}>{formatDate(tx.metadata.minedAt)}</time>
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
