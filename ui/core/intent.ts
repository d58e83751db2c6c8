// The visitor's intent to open the modal (pointer over or focus on the app's connect button), and the opening and
// closing they asked for, handed from the app's hooks (useModal()) and the dialog to the modal's shell, which loads
// what the click will show and, until Gatehouse is ready to answer, shows it. The shell registers its
// handler while it is mounted; the hooks never import the shell, whose lazy chunks import the hooks.
import type { View } from '../../src/domain/views.js'
import type { GatehouseState } from '../../projections/index.js'

/**
 * What the visitor did: `'intent'` (pointer over or focus on the button: load, and lay the dialog out hidden), the
 * opening itself (`useModal().open()`, with the view it asked for, if any: load at once, and show the dialog before
 * Gatehouse is ready to answer it) or `'closing'` (a close asked for, from the app or the dialog: a dialog shown before
 * Gatehouse was ready goes at once).
 */
export type ModalIntent = 'intent' | 'closing' | { readonly opening: View | null }

type IntentHandler = (state: GatehouseState, intent: ModalIntent) => void
let handler: IntentHandler | null = null

/** Sets what the visitor's intent does (the mounted modal's shell); returns the function that removes it. */
export function onModalIntent(next: IntentHandler): () => void {
  handler = next
  return () => {
    if (handler === next) handler = null
  }
}

/** Says the visitor means to open the modal, with the read models of the moment; nothing without a mounted modal. */
export function signalModalIntent(state: GatehouseState, intent: ModalIntent = 'intent'): void {
  handler?.(state, intent)
}
