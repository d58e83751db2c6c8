import type { ConfigState } from './config.projection.js'

/** The configuration read model. */
export const selectConfig = (state: { config: ConfigState }): ConfigState => state.config

/** Whether the modal is embedded in place (SPEC §1). */
export const selectEmbedded = (state: { config: ConfigState }): boolean => state.config.modal.embedded

/** Whether SIWX is enabled and whether it is required (SPEC §4, §6). */
export const selectSiwxConfig = (state: { config: ConfigState }): ConfigState['siwx'] => state.config.siwx
