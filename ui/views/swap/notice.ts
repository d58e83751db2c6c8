// What the Swap view tells the visitor about the form as it is, in one place: the network, the failure of the
// last step (by its error's name and code, never its text), the amount, the balance. A pure function of the
// derived form, so the view renders it and the tests check it without a page.
import { MAX_SLIPPAGE_PERCENT } from '../../../src/domain/swap.js'
import type { SwapForm } from '../../../projections/swap/swap.selectors.js'
import { formatMessage, MESSAGES } from '../../messages.js'

/** A message for the visitor: `alert` for failures (role alert), `retry` when trying the fetch again may help. */
export interface SwapNotice {
  text: string
  alert: boolean
  retry: boolean
}

const notice = (text: string, alert = true, retry = false): SwapNotice => ({ text, alert, retry })

/** The notice of a failed step. */
function failureNotice(form: SwapForm): SwapNotice | null {
  const { error, step } = form
  if (!error) return null
  if (error.name === 'SwapsNetworkNotSupportedError') return notice(MESSAGES.networkNotSupportedForSwaps)
  if (error.name === 'InsufficientLiquidityError') return notice(MESSAGES.swapInsufficientLiquidity)
  const reason = { reason: error.shortMessage || error.name }
  switch (step) {
    case 'tokens':
      return notice(formatMessage('swapTokensFailed', reason), true, true)
    case 'quote':
      return notice(formatMessage('swapQuoteFailed', reason), true, true)
    case 'approve':
      return notice(error.code === 4001 ? MESSAGES.swapDeclined : formatMessage('swapApproveFailed', reason))
    default:
      return notice(error.code === 4001 ? MESSAGES.swapDeclined : formatMessage('swapFailed', reason))
  }
}

/** The notice the Swap view shows, or null when there is nothing to say. */
export function swapNotice(form: SwapForm): SwapNotice | null {
  // SPEC §8 'Network not supported for Swaps' off SPEC §9's swap networks.
  if (!form.supported) return notice(MESSAGES.networkNotSupportedForSwaps)
  if (form.address === null) return notice(MESSAGES.swapConnect, false)
  const failure = failureNotice(form)
  if (failure) return failure
  if (form.amount.trim() !== '' && form.units === null) return notice(MESSAGES.swapInvalidAmount)
  if (!form.slippageValid) return notice(formatMessage('swapSlippageInvalid', { max: MAX_SLIPPAGE_PERCENT }))
  if (form.from && form.to && form.from.address === form.to.address) return notice(MESSAGES.swapSameToken)
  if (form.from && form.units !== null && form.balance !== null && form.units > form.balance) {
    return notice(formatMessage('swapInsufficientBalance', { symbol: form.from.symbol }))
  }
  return null
}

/** Whether the submit button may be pressed: a quote for the form, nothing in the way, no step under way. */
export function canSubmit(form: SwapForm): boolean {
  if (form.quote === null || form.action === 'submit' || !form.slippageValid) return false
  const shown = swapNotice(form)
  // A failed approval or swap leaves the button to try again.
  return shown === null || (form.error !== null && (form.step === 'approve' || form.step === 'swap'))
}
