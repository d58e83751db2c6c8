import type { AlertKind } from '../../src/errors/catalogue.js'
import { defineProjection } from '../../src/store/projection.js'

/** The banner message (SPEC §3 "Modal alert": message, variant, open, autoClose). */
export interface Banner {
  message: string
  variant: 'success' | 'loading' | 'error'
  autoClose: boolean
}

/** Read model of alerts (each kind reported once, SPEC §8) and of the banner message. */
export interface AlertsState {
  reported: Partial<Record<AlertKind, number>>
  /** The open banner, or null when closed. */
  banner: Banner | null
}

const closeBanner = (draft: AlertsState) => {
  draft.banner = null
}

/** The alerts read model. */
export const alertsProjection = defineProjection({
  name: 'alerts',
  version: 1,
  initial: { reported: {}, banner: null } as AlertsState,
  on: {
    AlertReported(draft, event) {
      // SPEC §8: each reported once per kind; the first report's time is kept.
      draft.reported[event.data.kind] ??= event.at
    },
    MessageShown(draft, event) {
      // SPEC §8: 'Authenticating...' is a loading message without auto-close; others close by default.
      draft.banner = {
        message: event.data.message,
        variant: event.data.variant,
        autoClose: event.data.autoClose ?? event.data.variant !== 'loading',
      }
    },
    // Banners are not persisted: one open when the page closed is gone after a reload (SessionRestored). A message
    // belongs to the view it was shown on ('Link copied' is the pairing view's): a view change, closing and opening
    // dismiss it. One shown in answer to what moved the view comes after the move.
    MessageHidden: closeBanner,
    SessionRestored: closeBanner,
    ViewPushed: closeBanner,
    ViewReplaced: closeBanner,
    ViewsReset: closeBanner,
    ViewPopped: closeBanner,
    ModalOpened: closeBanner,
    ModalClosed: closeBanner,
  },
})
