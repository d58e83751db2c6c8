import type * as z from 'zod/mini'
import type { SocialProvider } from '../../src/domain/auth.js'
import type { AuthFailed, AuthUserSchema, FARCASTER_FAILURES } from '../../src/events/auth.js'
import type { ErrorData } from '../../src/errors/GatehouseError.js'
import { defineProjection } from '../../src/store/projection.js'

/** A frame user as the read model keeps it (SPEC §3; no session token). */
export type AuthUser = z.output<typeof AuthUserSchema>

/** Where the email or social login stands (SPEC §4 "Frame login": email, then device or OTP, then connected). */
export type AuthStep = 'idle' | 'sending' | 'device' | 'otp' | 'verifying' | 'social' | 'farcaster' | 'connected'

/** How the visitor signs in (or signed in) through the frame. */
export type AuthMethod = 'email' | 'social' | 'farcaster'

/** The Farcaster sign-in's own state (the ConnectingFarcaster view). */
export interface FarcasterState {
  /**
   * The sign-in URL on offer and when it expires (ms since the epoch), or null while the frame
   * prepares it. Built only from the ephemeral FarcasterUriCreated: never in a snapshot or an
   * exported log; a reload starts without it.
   */
  offer: { url: string; expiresAt: number } | null
  /** How the last Farcaster sign-in failed, until the next attempt. */
  failure: { reason: (typeof FARCASTER_FAILURES)[number]; error: ErrorData } | null
}

/** Read model of the embedded wallet's login. */
export interface AuthState {
  step: AuthStep
  /** The email of the login under way, or of the signed-in user. */
  email: string | null
  /** The social provider of the login under way, or of the signed-in user. */
  provider: SocialProvider | null
  /** When the frame last accepted an email login (ms, envelope time): SPEC §5's 30 s cooldown counts from here. */
  lastEmailLoginAt: number | null
  /** The last failure and its step, until the next attempt. */
  error: (ErrorData & { step: z.output<typeof AuthFailed.schema>['step'] }) | null
  user: AuthUser | null
  /** The method of the login under way or of the signed-in user. */
  method: AuthMethod | null
  farcaster: FarcasterState
}

const NO_FARCASTER: FarcasterState = { offer: null, failure: null }
const IDLE: AuthState = {
  step: 'idle',
  email: null,
  provider: null,
  lastEmailLoginAt: null,
  error: null,
  user: null,
  method: null,
  farcaster: NO_FARCASTER,
}

// The frame accepted the login: the cooldown starts (SPEC §5).
function accepted(draft: AuthState, event: { at: number; data: { email: string } }, step: 'otp' | 'device'): void {
  Object.assign(draft, { step, email: event.data.email, lastEmailLoginAt: event.at, error: null })
}

/** The auth read model: the email, OTP and social login steps and the frame user. */
export const authProjection = defineProjection({
  name: 'auth',
  version: 2,
  initial: IDLE,
  on: {
    EmailLoginRequested(draft, event) {
      // Asked from the code step (Resend), the code step stays while the new code is sent.
      Object.assign(draft, {
        step: draft.step === 'otp' ? 'otp' : 'sending',
        email: event.data.email,
        provider: null,
        error: null,
        method: 'email',
        farcaster: NO_FARCASTER,
      })
    },
    EmailOtpRequired: (draft, event) => accepted(draft, event, 'otp'),
    DeviceVerificationRequired: (draft, event) => accepted(draft, event, 'device'),
    OtpSubmitted(draft) {
      Object.assign(draft, { step: 'verifying', error: null })
    },
    SocialLoginRequested(draft, event) {
      Object.assign(draft, {
        step: 'social',
        email: null,
        provider: event.data.provider,
        error: null,
        method: 'social',
        farcaster: NO_FARCASTER,
      })
    },
    AuthCancelRequested(draft) {
      if (draft.step !== 'connected')
        Object.assign(draft, { step: 'idle', provider: null, error: null, method: null, farcaster: NO_FARCASTER })
    },
    AuthConnected(draft, event) {
      // A restore re-connects without a login under way: the method stays the one the user signed in with.
      Object.assign(draft, {
        step: 'connected',
        email: event.data.user.email,
        provider: event.data.provider,
        error: null,
        user: event.data.user,
        method: event.data.provider !== null ? 'social' : draft.method === 'farcaster' ? 'farcaster' : 'email',
        farcaster: NO_FARCASTER,
      })
    },
    AuthFailed(draft, event) {
      const { step, error } = event.data
      // A wrong code leaves the code field open; any other failure goes back to the start.
      const next =
        step === 'otp' && draft.step === 'verifying'
          ? 'otp'
          : draft.step === 'connected' && step === 'signOut'
            ? 'connected'
            : 'idle'
      Object.assign(draft, { step: next, error: { ...error, step } })
      if (next === 'idle')
        Object.assign(draft, {
          user: null,
          provider: step === 'social' ? draft.provider : null,
          method: step === 'social' ? 'social' : null,
          farcaster: NO_FARCASTER,
        })
    },
    FarcasterLoginRequested(draft) {
      // A repeat while one runs is ignored by the effect: its offer stays.
      if (draft.step === 'farcaster') return
      Object.assign(draft, {
        step: 'farcaster',
        email: null,
        provider: null,
        error: null,
        method: 'farcaster',
        farcaster: NO_FARCASTER,
      })
    },
    FarcasterUriCreated(draft, event) {
      if (draft.step === 'farcaster') draft.farcaster.offer = { url: event.data.url, expiresAt: event.data.expiresAt }
    },
    FarcasterLoginFailed(draft, event) {
      // Only the sign-in under way ends (a late answer after a cancel or another login changes nothing).
      if (draft.step === 'farcaster')
        Object.assign(draft, {
          step: 'idle',
          farcaster: { offer: null, failure: { reason: event.data.reason, error: event.data.error } },
        })
    },
    Disconnected(draft, event) {
      // The embedded wallet serves eip155 and solana (SPEC §6); its user goes with the connection.
      if (draft.step === 'connected' && (event.data.namespace === 'eip155' || event.data.namespace === 'solana')) {
        return { ...IDLE, lastEmailLoginAt: draft.lastEmailLoginAt }
      }
    },
    SessionRestored(draft) {
      // A login the reload cut off (a frame call under way, a code step left open) is over, its email with it; a
      // signed-in user is re-checked by the frame effect. SPEC §5's cooldown still counts.
      return draft.step === 'connected' ? undefined : { ...IDLE, lastEmailLoginAt: draft.lastEmailLoginAt }
    },
  },
})
