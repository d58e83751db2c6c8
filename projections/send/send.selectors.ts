import type { SendState } from './send.projection.js'

/** The send form. */
export const selectSendForm = (state: { send: SendState }): SendState => state.send
