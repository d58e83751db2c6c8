// The secure frame's logins (email, OTP, device, social and Farcaster), loaded as one lazy chunk by
// effects/index.ts; each stays idle without a frame. Restore, sign-out, switch and requests are the
// generic effects over effects/connectors/auth.ts.
import { merge } from 'rxjs'
import type { Effect } from '../../src/bus/effects.js'
import type { GatehouseState } from '../../projections/index.js'
import { announceAuthConnector as announce } from './announceAuthConnector.js'
import { loginWithFarcaster } from './loginWithFarcaster.js'
import { loginWithSocial as loginWithProvider } from './loginWithSocial.js'
import { switchAccountType } from './switchAccountType.js'
import { syncFrame } from './syncFrame.js'
import { watchSmartAccountDeployment } from './watchSmartAccountDeployment.js'

export { loginWithEmail } from './loginWithEmail.js'
export { submitOtp } from './submitOtp.js'
export { releaseFrame } from './releaseFrame.js'
export { loginWithFarcaster }

/**
 * The social logins (SPEC §1's default socials, farcaster among them): a provider's login in a
 * popup, and Farcaster's sign-in by QR code. One name in effects/index.ts's AUTH_EFFECTS, whose
 * list is in the initial JS (nothing may add to it); each runs as its own effect file.
 */
export const loginWithSocial: Effect<GatehouseState> = (event$, state$, deps) =>
  merge(loginWithProvider(event$, state$, deps), loginWithFarcaster(event$, state$, deps))

/**
 * The auth connector's announcement, SPEC §7's theme and dapp data sync with its frame, and its smart account (the
 * switch to the EOA and back, the deployment after the first transaction): one name in AUTH_EFFECTS (see
 * loginWithSocial), each its own effect file.
 */
export const announceAuthConnector: Effect<GatehouseState> = (event$, state$, deps) =>
  merge(
    announce(event$, state$, deps),
    syncFrame(event$, state$, deps),
    switchAccountType(event$, state$, deps),
    watchSmartAccountDeployment(event$, state$, deps),
  )
