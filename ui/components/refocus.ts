// Focus for views whose controls show up after the view did: a lazy part (the email field, first
// in SPEC §1's order, whose chunk may land after the wallets) or a panel replacing the focused one
// (an answer that arrives). Lazy code only; the shell's focusInitial marks what it focused.
import { activeElementOf, CHOSEN, focusInitial } from '../shell/focus.js'

/**
 * Moves focus to the dialog's initial control (focusInitial: `[data-autofocus]`, else the view's
 * first control) when the visitor has not moved it: focus is still where focusInitial put it, or
 * it was lost (its control left the page) in the modal dialog. `from` is any element in the dialog.
 */
export function refocusInitial(from: Element | null): void {
  const dialog = from?.closest<HTMLElement>('.gh-dialog')
  if (!dialog) return
  const active = activeElementOf(dialog)
  if (
    (active !== null && active.hasAttribute(CHOSEN)) ||
    (active === null && dialog.getAttribute('aria-modal') === 'true')
  )
    focusInitial(dialog)
}
