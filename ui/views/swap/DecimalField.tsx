// A field of the Swap view that takes a decimal number (the amount, the slippage): each keystroke is an edit of
// the swap form (SwapFormEdited), so the form keeps what was typed whatever happens to the quote.
import type { ReactNode } from 'react'
import { useEmit } from '../../core/hooks.js'

/** A labelled decimal input bound to the swap form's `field`; `hideLabel` keeps the label for screen readers only. */
export function DecimalField(props: {
  label: string
  field: 'amount' | 'slippage'
  value: string
  invalid: boolean
  disabled: boolean
  hideLabel?: boolean
  placeholder?: string
}): ReactNode {
  const emit = useEmit()
  const { field } = props
  return (
    <label>
      <span className={props.hideLabel ? 'gh-visually-hidden' : 'gh-muted'}>{props.label}</span>
      <input
        className="gh-input"
        inputMode="decimal"
        autoComplete="off"
        placeholder={props.placeholder}
        value={props.value}
        disabled={props.disabled}
        aria-invalid={props.invalid}
        onChange={(e) =>
          emit({
            type: 'SwapFormEdited',
            data: field === 'amount' ? { amount: e.currentTarget.value } : { slippage: e.currentTarget.value },
          })
        }
      />
    </label>
  )
}
