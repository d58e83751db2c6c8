import type { ChainNamespace } from '../../src/domain/caip.js'
import type { View } from '../../src/domain/views.js'
import { defineProjection } from '../../src/store/projection.js'

/** Read model of the modal: whether it is open, on which view and namespace (SPEC §2 "Modal state"). */
export interface ModalState {
  open: boolean
  view: View | null
  namespace: ChainNamespace | null
  /** Envelope time of the last open, for animations and analytics. */
  openedAt: number | null
}

/** The modal read model. Loading, shake and embedded mode arrive with the read-model issue. */
export const modalProjection = defineProjection({
  name: 'modal',
  version: 1,
  handles: ['ModalOpened', 'ModalClosed', 'SessionRestored'],
  initial: { open: false, view: null, namespace: null, openedAt: null } as ModalState,
  reduce(draft, event) {
    switch (event.type) {
      case 'ModalOpened':
        draft.open = true
        draft.view = event.data.view
        draft.namespace = event.data.namespace ?? draft.namespace
        draft.openedAt = event.at
        return
      case 'ModalClosed':
        draft.open = false
        return
      case 'SessionRestored':
        // A reload never reopens the modal.
        draft.open = false
        return
      default:
        return
    }
  },
})
