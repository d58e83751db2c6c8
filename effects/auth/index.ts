// The secure frame's logins (email, OTP, device, social and Farcaster), loaded as one lazy chunk by
// effects/index.ts; each stays idle without a frame. Restore, sign-out, switch and requests are the
// generic effects over effects/connectors/auth.ts.
import { merge } from 'rxjs'
import type { Effect } from '../../src/bus/effects.js'
import type { GatehouseState } from '../../projections/index.js'
import { announceAuthConnector as announce } from './announceAuthConnector.js'
import { loginWithFarcaster } from './loginWithFarcaster.js'
import { loginWithSocial as loginWithProvider } from './loginWithSocial.js'
import { syncFrame } from './syncFrame.js'

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

/**
 * The auth connector's announcement and SPEC §7's theme and dapp data sync with its frame: one name in AUTH_EFFECTS
 * (see loginWithSocial), each its own effect file.
 */
export const announceAuthConnector: Effect<GatehouseState> = (event$, state$, deps) =>
  merge(announce(event$, state$, deps), syncFrame(event$, state$, deps))
