// The send form's amount, with Max (the whole balance less the native token's fee; on Bitcoin, ui/views/send/model.ts
// says which outputs) and its value in USD.
import type { ReactNode } from 'react'
import { formatMessage, MESSAGES } from '../../messages.js'
import { useEmit } from '../../core/hooks.js'
import type { SendModel } from './model.js'
import { formatUsd } from './format.js'

/** The text of an amount problem, or null when there is none to show. */
function amountMessage(model: SendModel, shown: boolean): string | null {
  const symbol = model.token?.symbol ?? ''
  switch (model.amountIssue) {
    case 'decimals':
      return formatMessage('sendAmountDecimals', { symbol, n: model.token?.decimals ?? 0 })
    case 'exceeds':
      return formatMessage('sendAmountExceeds', { symbol })
    case 'invalid':
      return shown ? MESSAGES.sendAmountInvalid : null
    default:
      return null
  }
}

/** The amount field; what the visitor types is the form's amount (SPEC §3: Send state: sendTokenAmount). */
export function AmountField(props: {
  model: SendModel
  disabled: boolean
  showIssues: boolean
  onBlur: () => void
}): ReactNode {
  const emit = useEmit()
  const { model } = props
  const message = amountMessage(model, props.showIssues)
  const edit = (amount: string) => emit({ type: 'SendFormEdited', data: { amount: amount === '' ? null : amount } })
  return (
    <div className="gh-stack">
      <label htmlFor="gh-send-amount">{MESSAGES.sendAmount}</label>
      <div className="gh-row">
        <input
          id="gh-send-amount"
          className="gh-input"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          placeholder="0"
          value={model.amountText}
          disabled={props.disabled}
          aria-invalid={message !== null ? true : undefined}
          aria-describedby={
            message !== null ? 'gh-send-amount-message' : model.amountUsd !== null ? 'gh-send-amount-usd' : undefined
          }
          onChange={(event) => edit(event.target.value.trim().replace(',', '.'))}
          onBlur={props.onBlur}
        />
        <button
          type="button"
          className="gh-button"
          disabled={props.disabled || model.max === null}
          onClick={() => model.max !== null && edit(model.max)}
        >
          {MESSAGES.sendMax}
        </button>
      </div>
      {message !== null ? (
        <p id="gh-send-amount-message" className="gh-error">
          {message}
        </p>
      ) : model.amountUsd !== null ? (
        <p id="gh-send-amount-usd" className="gh-muted">
          {formatMessage('sendAmountUsd', { usd: formatUsd(model.amountUsd) })}
        </p>
      ) : null}
    </div>
  )
}
