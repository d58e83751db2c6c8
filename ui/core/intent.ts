// The visitor's intent to open the modal (pointer over or focus on the app's connect button), handed from the app's
// hooks (useModal().preload) to the modal's shell, which loads what the click will show. The shell registers its
// handler while it is mounted; the hooks never import the shell, whose lazy chunks import the hooks.
import type { GatehouseState } from '../../projections/index.js'

type IntentHandler = (state: GatehouseState) => void
let handler: IntentHandler | null = null

/** Sets what the visitor's intent does (the mounted modal's shell); returns the function that removes it. */
export function onModalIntent(next: IntentHandler): () => void {
  handler = next
  return () => {
    if (handler === next) handler = null
  }
}

/** Says the visitor means to open the modal, with the read models of the moment; nothing without a mounted modal. */
export function signalModalIntent(state: GatehouseState): void {
  handler?.(state)
}
