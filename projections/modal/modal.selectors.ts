import type { View } from '../../src/domain/views.js'
import type { ModalState } from './modal.projection.js'

/** Whether the modal is open. */
export const selectModalOpen = (state: { modal: ModalState }): boolean => state.modal.open

/** The current view, or null when closed. */
export const selectModalView = (state: { modal: ModalState }) => (state.modal.open ? state.modal.view : null)

/** The view history, oldest first (SPEC §2: a stack). */
export const selectModalHistory = (state: { modal: ModalState }): readonly View[] => state.modal.history
