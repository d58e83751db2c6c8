// What the modal needs to open, loaded on the visitor's intent (pointer over or focus on the app's connect button:
// useModal().preload) instead of at idle: the dialog's chunk, the views' CSS and the code of the view the click will
// open to, so that the click finds them and the dialog shows its
// content in the first frame. Nothing else is loaded ahead: a visitor who never reaches for the button loads none of it.
import type { View } from '../../src/domain/views.js'
import { holdForLoad } from '../../src/bus/heldLoads.js'
import { OPENING_EVENTS, prepareEvents } from '../../src/events/index.js'
import { loadOnce } from '../../src/loadOnce.js'
import type { GatehouseState } from '../../projections/index.js'
import { selectViewOnOpen } from '../../projections/modal/open.selectors.js'

type DialogModule = typeof import('./Dialog.js')
let dialog: DialogModule | null = null
/** The dialog's chunk, loaded once (a failed load is tried again). */
const loadDialog = loadOnce(() => import('./Dialog.js').then((module) => (dialog = module)))

/** The view a click on the app's button opens to: the open modal's, else the one the router will open. */
export function viewOnOpen(state: GatehouseState): View {
  return state.modal.view ?? selectViewOnOpen(state)
}

/**
 * The views the visitor's intent loads: the one the click opens to. (The wallet's connect that follows Connect is
 * fetched once Connect is on screen: ui/shell/Dialog.tsx.)
 */
export function viewsOnIntent(state: GatehouseState): View[] {
  return [viewOnOpen(state)]
}

/**
 * Loads the dialog and the views' CSS with `views` (default: every view that can be loaded ahead, as tests
 * want); resolves once they are all here.
 */
export function preloadModal(views?: readonly (View | null)[]): Promise<unknown> {
  const loading = loadDialog().then((module) =>
    module.preloadViews((views ?? module.PRELOADABLE_VIEWS).filter((v): v is View => v !== null)),
  )
  // The effects' chunks the opening makes needed are fetched after this (src/bus/afterPaint.ts).
  holdForLoad(loading)
  prepareEvents(OPENING_EVENTS)
  return loading
}

/** The dialog's module when it can show `view` at once (its chunk, the views' CSS and the view's code are here), else null. */
export function dialogReadyFor(view: View | null): DialogModule | null {
  return dialog !== null && dialog.viewReady(view) ? dialog : null
}
