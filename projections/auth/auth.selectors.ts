import type { AuthState } from './auth.projection.js'

/** Whether an email login waits on its code (or the device approval from the email): the Connect view is its code step. */
export const selectEmailCodeStep = (state: { auth: AuthState }): boolean =>
  state.auth.step === 'otp' || state.auth.step === 'verifying' || state.auth.step === 'device'
