import type { ConfigState } from './config.projection.js'

/** The configuration read model. */
export const selectConfig = (state: { config: ConfigState }): ConfigState => state.config

/** Whether the modal is embedded in place (SPEC §1). */
export const selectEmbedded = (state: { config: ConfigState }): boolean => state.config.modal.embedded
