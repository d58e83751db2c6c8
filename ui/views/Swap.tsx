// The Swap view (SPEC §2, §7, §9): from and to tokens of the active network, the amount, the quote (rate, price
// impact, network fee in USD, minimum received) and the slippage; then the approval when the exchange's allowance
// is short, and the swap, each sent through the request pipeline by the swap effects. Off SPEC §9's swap networks
// it says 'Network not supported for Swaps'. Everything shown is the swap read model (projections/swap); every
// action is an intent (SwapFormEdited, SwapRequested).
import type { ReactNode } from 'react'
import type { SwapToken } from '../../projections/swap/swap.projection.js'
import { selectSwapForm } from '../../projections/swap/swap.selectors.js'
import { Spinner } from '../components/common.js'
import { useEmit, useReadModel } from '../core/hooks.js'
import { formatMessage, MESSAGES } from '../messages.js'
import { DecimalField } from './swap/DecimalField.js'
import { formatAmount } from './swap/format.js'
import { canSubmit, swapNotice } from './swap/notice.js'
import { QuoteDetails } from './swap/QuoteDetails.js'
import { TokenPicker } from './swap/TokenField.js'

/** The Swap view. */
export default function SwapView(): ReactNode {
  const emit = useEmit()
  const form = useReadModel(selectSwapForm)
  const { from, to, tokens } = form
  const busy = form.action === 'submit'
  const notice = swapNotice(form)
  const usable = form.supported && form.address !== null
  const quoting =
    usable &&
    !busy &&
    form.error === null &&
    form.quote === null &&
    form.units !== null &&
    form.units > 0n &&
    from !== null &&
    to !== null &&
    from.address !== to.address
  const loadingTokens = usable && tokens.length === 0 && form.error === null

  // Picking the token the other side holds swaps the two sides.
  const pick = (side: 'from' | 'to', token: SwapToken) => {
    const data =
      side === 'from'
        ? token.address === to?.address
          ? { from: token, to: from }
          : { from: token }
        : token.address === from?.address
          ? { to: token, from: to }
          : { to: token }
    emit({ type: 'SwapFormEdited', data })
  }

  const submitLabel = form.approvalNeeded
    ? formatMessage(busy ? 'swapApproving' : 'swapApprove', { symbol: from?.symbol ?? '' })
    : busy
      ? MESSAGES.swapSwapping
      : MESSAGES.swapSubmit

  return (
    <form
      className="gh-stack"
      aria-label={MESSAGES.titleSwap}
      onSubmit={(e) => {
        e.preventDefault()
        if (canSubmit(form)) emit({ type: 'SwapRequested', data: { action: 'submit' } })
      }}
    >
      <fieldset className="gh-stack" disabled={!usable}>
        <legend className="gh-muted">{MESSAGES.swapFrom}</legend>
        {tokens.length > 0 && (
          <TokenPicker
            label={MESSAGES.swapFromToken}
            tokens={tokens}
            value={from}
            disabled={busy}
            onPick={(t) => pick('from', t)}
          />
        )}
        <DecimalField
          label={MESSAGES.swapAmount}
          hideLabel
          field="amount"
          placeholder="0.0"
          value={form.amount}
          invalid={form.amount.trim() !== '' && form.units === null}
          disabled={busy}
        />
        {from && form.balance !== null && (
          <p className="gh-muted" data-testid="swap-balance">
            {formatMessage('swapBalance', { amount: formatAmount(form.balance, from.decimals), symbol: from.symbol })}
          </p>
        )}
      </fieldset>
      <button
        type="button"
        className="gh-button"
        disabled={busy || !usable}
        onClick={() => emit({ type: 'SwapFormEdited', data: { from: to, to: from } })}
      >
        {MESSAGES.swapFlip}
      </button>
      <fieldset className="gh-stack" disabled={!usable}>
        <legend className="gh-muted">{MESSAGES.swapTo}</legend>
        {tokens.length > 0 && (
          <TokenPicker
            label={MESSAGES.swapToToken}
            tokens={tokens}
            value={to}
            disabled={busy}
            onPick={(t) => pick('to', t)}
          />
        )}
      </fieldset>
      {usable && <QuoteDetails form={form} disabled={busy} />}
      <p className="gh-muted" role="status">
        {loadingTokens
          ? MESSAGES.swapLoadingTokens
          : quoting
            ? MESSAGES.swapQuoting
            : form.approvalNeeded && !busy
              ? formatMessage('swapApproveHint', { symbol: from?.symbol ?? '' })
              : ''}
      </p>
      {notice && (
        <div className="gh-stack">
          <p
            className={notice.alert ? 'gh-error' : 'gh-muted'}
            role={notice.alert ? 'alert' : undefined}
            data-testid="swap-notice"
          >
            {notice.text}
          </p>
          {notice.retry && (
            <button
              type="button"
              className="gh-button"
              onClick={() => emit({ type: 'SwapRequested', data: { action: 'retry' } })}
            >
              {MESSAGES.swapRetry}
            </button>
          )}
        </div>
      )}
      {usable && (
        <button type="submit" className="gh-button" data-primary="" disabled={!canSubmit(form)} aria-busy={busy}>
          {busy && <Spinner />}
          {form.units === null || form.units === 0n ? MESSAGES.swapEnterAmount : submitLabel}
        </button>
      )}
    </form>
  )
}
