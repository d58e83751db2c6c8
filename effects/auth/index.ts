// The secure frame's logins (email, OTP, device, social and Farcaster), loaded as one lazy chunk by
// effects/index.ts; each stays idle without a frame. Restore, sign-out, switch and requests are the
// generic effects over effects/connectors/auth.ts.
import { merge } from 'rxjs'
import type { Effect } from '../../src/bus/effects.js'
import type { GatehouseState } from '../../projections/index.js'
import { loginWithFarcaster } from './loginWithFarcaster.js'
import { loginWithSocial as loginWithProvider } from './loginWithSocial.js'

export { announceAuthConnector } from './announceAuthConnector.js'
export { loginWithEmail } from './loginWithEmail.js'
export { submitOtp } from './submitOtp.js'
export { loginWithFarcaster }

/**
 * The social logins (SPEC §1's default socials, farcaster among them): a provider's login in a
 * popup, and Farcaster's sign-in by QR code. One name in effects/index.ts's AUTH_EFFECTS, whose
 * list is in the initial JS (nothing may add to it); each runs as its own effect file.
 */
export const loginWithSocial: Effect<GatehouseState> = (event$, state$, deps) =>
  merge(loginWithProvider(event$, state$, deps), loginWithFarcaster(event$, state$, deps))
