import { namespaceOf, type ChainNamespace } from '../../src/domain/caip.js'
import type { View } from '../../src/domain/views.js'
import { defineProjection } from '../../src/store/projection.js'

/**
 * Read model of the modal (SPEC §2 "Modal state: loading, open, shake,
 * namespace") and of its router: the view history as a stack, the current
 * view on top. The router's decisions (what open shows, whether close or back
 * is allowed) are made by effects/modal/modalRouter.ts; this reducer folds the
 * facts, each in O(1).
 */
export interface ModalState {
  open: boolean
  /** The view on top of `history`, or null before the first view. */
  view: View | null
  namespace: ChainNamespace | null
  /** The namespace the app opened the modal for (`open({ namespace })`: Connect offers its wallets), until it closes. */
  openedFor: ChainNamespace | null
  /** Envelope time of the last open, for animations and analytics. */
  openedAt: number | null
  /** SPEC §4: open() sets loading; `ModalLoaded` ends it. */
  loading: boolean
  /** SPEC §2/§9: the modal shakes for 500 ms when it refuses to close. */
  shake: boolean
  /** SPEC §1: embedded in place; closing goes to Account or Connect instead of hiding (SPEC §2). */
  embedded: boolean
  /** SPEC §2: the view history, a stack; the last entry is the current view. */
  history: View[]
}

function show(draft: ModalState, view: View): void {
  draft.history = [view]
  draft.view = view
}

/** The modal and router read model. */
export const modalProjection = defineProjection({
  name: 'modal',
  version: 3,
  initial: {
    open: false,
    view: null,
    namespace: null,
    openedFor: null,
    openedAt: null,
    loading: false,
    shake: false,
    embedded: false,
    history: [],
  } as ModalState,
  on: {
    ModalOpened(draft, event) {
      // SPEC §4: open() sets loading and resets the view.
      draft.open = true
      show(draft, event.data.view)
      draft.namespace = event.data.namespace ?? draft.namespace
      draft.openedFor = event.data.namespace ?? null
      draft.openedAt = event.at
      draft.loading = true
    },
    ModalLoaded(draft) {
      draft.loading = false
    },
    ModalClosed(draft) {
      draft.open = false
      draft.openedFor = null
      draft.loading = false
      draft.shake = false
    },
    ModalShaken(draft) {
      draft.shake = true
    },
    ModalShakeEnded(draft) {
      draft.shake = false
    },
    ViewPushed(draft, event) {
      // SPEC §2: push adds a view unless it is already current.
      if (draft.view !== event.data.view) {
        draft.history.push(event.data.view)
        draft.view = event.data.view
      }
    },
    ViewReplaced(draft, event) {
      // SPEC §2: replace swaps the top.
      if (draft.history.length === 0) draft.history.push(event.data.view)
      else draft.history[draft.history.length - 1] = event.data.view
      draft.view = event.data.view
    },
    ViewsReset(draft, event) {
      // SPEC §2: reset clears the history.
      show(draft, event.data.view)
    },
    ViewPopped(draft) {
      // The last entry is never popped: going back from it closes the modal instead (SPEC §2).
      if (draft.history.length > 1) {
        draft.history.pop()
        draft.view = draft.history[draft.history.length - 1] ?? null
      }
    },
    Configured(draft, event) {
      draft.embedded = event.data.modal.embedded
    },
    NetworkSwitched(draft, event) {
      // SPEC §4: switching the active network sets the namespace.
      draft.namespace = namespaceOf(event.data.chainId)
    },
    SessionRestored(draft) {
      // A reload never reopens the modal, nor keeps it loading or shaking.
      draft.open = false
      draft.loading = false
      draft.shake = false
    },
  },
})
