// The Buy form (SPEC §3, §7 quote body): what to buy on the active network, what to pay with, how much within
// SPEC §9's limits; the quote; and Continue, which opens the checkout in a new tab. Each edit is an
// OnrampFormEdited intent (the quote effect follows it); the inputs keep what the visitor typed.
import { useRef, useState, type FormEvent, type ReactNode } from 'react'
import { stripBidiControls } from '../../../src/domain/bidi.js'
import type { CaipNetworkId } from '../../../src/domain/caip.js'
import {
  checkAmount,
  limitsOf,
  purchaseCurrenciesOn,
  type AmountProblem,
  type OnrampOptions,
} from '../../../src/domain/onramp.js'
import type { GatehouseState } from '../../../projections/index.js'
import { selectOnrampQuote, selectOnrampUrl } from '../../../projections/onramp/onramp.selectors.js'
import { Spinner } from '../../components/common.js'
import { useEmit, useReadModel } from '../../core/hooks.js'
import { formatMessage, MESSAGES, type MessageId } from '../../messages.js'
import { bought, usePurchaseDone } from './Purchases.js'
import { QuoteSummary } from './QuoteSummary.js'

const PROBLEM_MESSAGES: Record<AmountProblem, MessageId> = {
  required: 'buyAmountRequired',
  format: 'buyAmountFormat',
  belowMin: 'buyAmountBelowMin',
  aboveMax: 'buyAmountAboveMax',
}

const selectForm = (state: GatehouseState) => state.onramp.form
const selectCheckout = (state: GatehouseState) => state.onramp.checkout

/** The checkout's progress once the visitor continued: opening, opened (with a link, should the tab have been refused), paid, or failed. */
function CheckoutStatus(props: { chainId: CaipNetworkId }): ReactNode {
  const checkout = useReadModel(selectCheckout)
  const url = useReadModel(selectOnrampUrl)
  const done = usePurchaseDone(props.chainId)
  if (url.status === 'failed') {
    return (
      <p className="gh-error" role="alert">
        {MESSAGES.buyCheckoutFailed}
      </p>
    )
  }
  if (checkout === undefined) return null
  if (done !== undefined) {
    return (
      <p className="gh-message" role="status">
        {formatMessage('buyPurchaseDone', { amount: bought(done) })}
      </p>
    )
  }
  if (url.status === 'idle') {
    return (
      <p className="gh-muted" role="status">
        <Spinner /> {MESSAGES.buyCheckoutOpening}
      </p>
    )
  }
  return (
    <div className="gh-stack">
      <p className="gh-muted" role="status">
        {MESSAGES.buyCheckoutOpened}
      </p>
      <a className="gh-button" href={url.value} target="_blank" rel="noopener noreferrer">
        {MESSAGES.buyCheckoutLink}
      </a>
    </div>
  )
}

/** The form, for options that offer something on the active network. */
export function BuyForm(props: { chainId: CaipNetworkId; networkName: string; options: OnrampOptions }): ReactNode {
  const { chainId, options } = props
  const emit = useEmit()
  const stored = useReadModel(selectForm)
  const quote = useReadModel(selectOnrampQuote)
  const amountInput = useRef<HTMLInputElement>(null)
  const currencies = purchaseCurrenciesOn(options, chainId)
  const [purchaseId, setPurchaseId] = useState(stored?.purchaseCurrency ?? '')
  const [paymentId, setPaymentId] = useState(stored?.paymentCurrency ?? '')
  const [amount, setAmount] = useState(stored?.amount ?? '')
  const [touched, setTouched] = useState(false)

  // What shows selected: the visitor's choice when the options offer it here, else the first offered.
  const purchase = currencies.find((c) => c.id === purchaseId) ?? currencies[0]
  const payment = options.paymentCurrencies.find((c) => c.id === paymentId) ?? options.paymentCurrencies[0]
  if (purchase === undefined || payment === undefined) {
    return <p className="gh-muted">{formatMessage('buyNothingOnNetwork', { network: props.networkName })}</p>
  }
  const limits = limitsOf(options, payment.id)
  const checked = limits ? checkAmount(amount, limits) : null
  // Too much is said at once; too little only once the visitor has left the field or pressed Continue.
  const problem = checked && !checked.ok && (touched || checked.problem === 'aboveMax') ? checked.problem : null
  const problemText =
    problem && limits
      ? formatMessage(PROBLEM_MESSAGES[problem], { min: limits.min, max: limits.max, currency: payment.id })
      : null

  const edit = (next: { purchaseCurrency?: string; paymentCurrency?: string; amount?: string }) => {
    const data = { purchaseCurrency: purchase.id, paymentCurrency: payment.id, amount, ...next }
    setPurchaseId(data.purchaseCurrency)
    setPaymentId(data.paymentCurrency)
    setAmount(data.amount)
    emit({ type: 'OnrampFormEdited', data })
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    setTouched(true)
    if (checked?.ok) emit({ type: 'OnrampCheckoutRequested', data: {} })
    else amountInput.current?.focus()
  }

  return (
    <form className="gh-stack" noValidate onSubmit={onSubmit}>
      <div>
        <label htmlFor="gh-buy-currency">{formatMessage('buyCurrency', { network: props.networkName })}</label>
        <select
          id="gh-buy-currency"
          className="gh-input"
          value={purchase.id}
          onChange={(e) => edit({ purchaseCurrency: e.target.value })}
        >
          {currencies.map((c) => (
            <option key={c.id} value={c.id}>
              {/* Names from the onramp service: bidi controls neutralised; the select itself fits a long one. */}
              {stripBidiControls(c.symbol === c.name ? c.symbol : `${c.symbol} · ${c.name}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="gh-buy-payment">{MESSAGES.buyPayWith}</label>
        <select
          id="gh-buy-payment"
          className="gh-input"
          value={payment.id}
          onChange={(e) => edit({ paymentCurrency: e.target.value })}
        >
          {options.paymentCurrencies.map((c) => (
            <option key={c.id} value={c.id}>
              {c.id}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="gh-buy-amount">{MESSAGES.buyAmount}</label>
        <input
          ref={amountInput}
          id="gh-buy-amount"
          className="gh-input"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          value={amount}
          aria-invalid={problemText !== null ? true : undefined}
          aria-describedby={problemText !== null ? 'gh-buy-limits gh-buy-problem' : 'gh-buy-limits'}
          onChange={(e) => edit({ amount: e.target.value })}
          onBlur={() => amount !== '' && setTouched(true)}
        />
      </div>
      {limits ? (
        <p id="gh-buy-limits" className="gh-muted">
          {formatMessage('buyLimits', { min: limits.min, max: limits.max, currency: payment.id })}
        </p>
      ) : null}
      {problemText !== null ? (
        <p id="gh-buy-problem" className="gh-error" role="alert">
          {problemText}
        </p>
      ) : null}
      {checked?.ok ? (
        quote.status === 'ready' ? (
          <QuoteSummary quote={quote.value} estimate={quote.fallback} symbol={purchase.symbol} />
        ) : (
          <p className="gh-muted" role="status">
            <Spinner /> {MESSAGES.buyQuoting}
          </p>
        )
      ) : null}
      <CheckoutStatus chainId={chainId} />
      <div className="gh-row">
        <button type="submit" className="gh-button" data-primary="">
          {MESSAGES.buyContinue}
        </button>
      </div>
    </form>
  )
}
