import type { AlertKind } from '../../src/errors/catalogue.js'
import type { AlertsState, Banner } from './alerts.projection.js'

/** Whether an alert kind still has to be reported (SPEC §8: each reported once per kind). */
export const selectShouldReportAlert = (state: { alerts: AlertsState }, kind: AlertKind): boolean =>
  !(kind in state.alerts.reported)

/** The open banner message, or null. */
export const selectBanner = (state: { alerts: AlertsState }): Banner | null => state.alerts.banner
