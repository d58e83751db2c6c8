// The quote of the Swap view: what the visitor receives, the rate, the price impact, the network fee in USD, the
// minimum received for the slippage, and the slippage itself (SPEC §9 default 1, editable).
import type { ReactNode } from 'react'
import { minAmountOut, networkFeeUsd, priceImpact, swapRate } from '../../../src/domain/swap.js'
import type { SwapForm } from '../../../projections/swap/swap.selectors.js'
import { formatMessage, MESSAGES } from '../../messages.js'
import { DecimalField } from './DecimalField.js'
import { formatAmount, formatNumber, formatPercent, formatUsd } from './format.js'

/** One line of the quote: a label and its value. */
function Line(props: { label: string; value: string; testId: string }): ReactNode {
  return (
    <li className="gh-row">
      <span className="gh-muted">{props.label}</span>
      <span data-testid={props.testId}>{props.value}</span>
    </li>
  )
}

/** The quote's figures and the slippage field. */
export function QuoteDetails(props: { form: SwapForm; disabled: boolean }): ReactNode {
  const { form } = props
  const { quote, from, to } = form
  const figures =
    quote && from && to
      ? (() => {
          const [fromUsd = 0, toUsd = 0, nativeUsd = 0] = quote.usd
          const amount = BigInt(quote.amount)
          const out = BigInt(quote.toAmount)
          const rate = swapRate(amount, from.decimals, out, to.decimals)
          const impact = priceImpact({
            fromAmount: amount,
            fromDecimals: from.decimals,
            fromPriceUsd: fromUsd,
            toAmount: out,
            toDecimals: to.decimals,
            toPriceUsd: toUsd,
          })
          const fee = nativeUsd > 0 ? networkFeeUsd(BigInt(quote.gas), BigInt(quote.gasPrice), nativeUsd) : null
          return {
            receive: `${formatAmount(out, to.decimals)} ${to.symbol}`,
            rate:
              rate === null
                ? MESSAGES.swapUnknown
                : formatMessage('swapRateValue', { from: from.symbol, rate: formatNumber(rate), to: to.symbol }),
            impact: impact === null ? MESSAGES.swapUnknown : formatPercent(impact),
            fee: fee === null ? MESSAGES.swapUnknown : formatUsd(fee),
            minimum: form.slippageValid
              ? `${formatAmount(minAmountOut(out, form.slippage), to.decimals)} ${to.symbol}`
              : MESSAGES.swapUnknown,
          }
        })()
      : null
  return (
    <>
      {figures && (
        <ul className="gh-list" aria-label={MESSAGES.swapReceive}>
          <Line label={MESSAGES.swapReceive} value={figures.receive} testId="swap-receive" />
          <Line label={MESSAGES.swapRate} value={figures.rate} testId="swap-rate" />
          <Line label={MESSAGES.swapPriceImpact} value={figures.impact} testId="swap-impact" />
          <Line label={MESSAGES.swapNetworkFee} value={figures.fee} testId="swap-fee" />
          <Line label={MESSAGES.swapMinimum} value={figures.minimum} testId="swap-minimum" />
        </ul>
      )}
      <DecimalField
        label={MESSAGES.swapSlippage}
        field="slippage"
        value={form.slippage}
        invalid={!form.slippageValid}
        disabled={props.disabled}
      />
    </>
  )
}
