// The quote of the Buy form (SPEC §3 "Onramp quote"): what the visitor gets, the fees and the total; SPEC §8's
// mocked quote is headed and explained as an estimate.
import type { ReactNode } from 'react'
import { ONRAMP_FEE_PERCENT, type OnrampAmount, type OnrampQuote } from '../../../src/domain/onramp.js'
import { formatMessage, MESSAGES } from '../../messages.js'

/** A decimal amount without the trailing zeros of its fraction ('49.250000' → '49.25'); other text as it is. */
function trimAmount(amount: string): string {
  return /^\d+\.\d+$/.test(amount) ? amount.replace(/\.?0+$/, '') : amount
}

/** An amount with its currency ('1.50 USD'). */
export function formatAmount(a: OnrampAmount): string {
  return `${a.amount} ${a.currency}`
}

/** What the visitor gets: the crypto amount, or, in an estimate without a price, the crypto's worth in the payment currency. */
function youGet(quote: OnrampQuote, symbol: string, estimate: boolean): string {
  const p = quote.purchaseAmount
  if (p.currency !== symbol) return formatMessage('buyWorth', { symbol, amount: formatAmount(p) })
  const amount = `${trimAmount(p.amount)} ${p.currency}`
  return estimate ? formatMessage('buyAbout', { amount }) : amount
}

/** The quote as a list of label and amount. */
export function QuoteSummary(props: { quote: OnrampQuote; estimate: boolean; symbol: string }): ReactNode {
  const { quote, estimate, symbol } = props
  const rows: [string, string][] = [
    [MESSAGES.buyYouGet, youGet(quote, symbol, estimate)],
    [
      formatMessage('buyProviderFee', { min: ONRAMP_FEE_PERCENT.min, max: ONRAMP_FEE_PERCENT.max }),
      formatAmount(quote.coinbaseFee),
    ],
    [MESSAGES.buyNetworkFee, formatAmount(quote.networkFee)],
    [MESSAGES.buySubtotal, formatAmount(quote.paymentSubtotal)],
    [MESSAGES.buyTotal, formatAmount(quote.paymentTotal)],
  ]
  return (
    <section className="gh-stack" aria-labelledby="gh-buy-quote" data-testid="buy-quote">
      <h3 id="gh-buy-quote" className="gh-section-title">
        {estimate ? MESSAGES.buyEstimateTitle : MESSAGES.buyQuoteTitle}
      </h3>
      {estimate ? (
        <p className="gh-muted">{formatMessage('buyEstimateNote', { fee: ONRAMP_FEE_PERCENT.max })}</p>
      ) : null}
      <ul className="gh-message gh-list">
        {rows.map(([label, value]) => (
          <li key={label} className="gh-row">
            <span className="gh-muted">{label}</span>
            <span>{value}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
