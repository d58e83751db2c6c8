import type * as z from 'zod/mini'
import type { SocialProvider } from '../../src/domain/auth.js'
import type { AuthFailed, AuthUserSchema } from '../../src/events/auth.js'
import type { ErrorData } from '../../src/errors/GatehouseError.js'
import { defineProjection } from '../../src/store/projection.js'

/** A frame user as the read model keeps it (SPEC §3; no session token). */
export type AuthUser = z.output<typeof AuthUserSchema>

/** Where the email or social login stands (SPEC §4 "Frame login": email, then device or OTP, then connected). */
export type AuthStep = 'idle' | 'sending' | 'device' | 'otp' | 'verifying' | 'social' | 'connected'

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
}

const IDLE: AuthState = { step: 'idle', email: null, provider: null, lastEmailLoginAt: null, error: null, user: null }

/** The auth read model: the email, OTP and social login steps and the frame user. */
export const authProjection = defineProjection({
  name: 'auth',
  version: 1,
  handles: [
    'EmailLoginRequested',
    'EmailOtpRequired',
    'DeviceVerificationRequired',
    'OtpSubmitted',
    'SocialLoginRequested',
    'AuthCancelRequested',
    'AuthConnected',
    'AuthFailed',
    'Disconnected',
    'SessionRestored',
  ],
  initial: IDLE,
  reduce(draft, event) {
    switch (event.type) {
      case 'EmailLoginRequested':
        Object.assign(draft, { step: 'sending', email: event.data.email, provider: null, error: null })
        return
      case 'EmailOtpRequired':
      case 'DeviceVerificationRequired':
        // The frame accepted the login: the cooldown starts (SPEC §5).
        Object.assign(draft, { step: event.type === 'EmailOtpRequired' ? 'otp' : 'device', email: event.data.email, lastEmailLoginAt: event.at, error: null })
        return
      case 'OtpSubmitted':
        Object.assign(draft, { step: 'verifying', error: null })
        return
      case 'SocialLoginRequested':
        Object.assign(draft, { step: 'social', email: null, provider: event.data.provider, error: null })
        return
      case 'AuthCancelRequested':
        if (draft.step !== 'connected') Object.assign(draft, { step: 'idle', provider: null, error: null })
        return
      case 'AuthConnected':
        Object.assign(draft, { step: 'connected', email: event.data.user.email, provider: event.data.provider, error: null, user: event.data.user })
        return
      case 'AuthFailed': {
        const { step, error } = event.data
        // A wrong code leaves the code field open; any other failure goes back to the start.
        const next = step === 'otp' && draft.step === 'verifying' ? 'otp' : draft.step === 'connected' && step === 'signOut' ? 'connected' : 'idle'
        Object.assign(draft, { step: next, error: { ...error, step } })
        if (next === 'idle') Object.assign(draft, { user: null, provider: step === 'social' ? draft.provider : null })
        return
      }
      case 'Disconnected':
        // The embedded wallet serves eip155 and solana (SPEC §6); its user goes with the connection.
        if (draft.step === 'connected' && (event.data.namespace === 'eip155' || event.data.namespace === 'solana')) {
          return { ...IDLE, lastEmailLoginAt: draft.lastEmailLoginAt }
        }
        return
      case 'SessionRestored':
        // A frame call cut off by the reload is over; a signed-in user is re-checked by the frame effect.
        if (draft.step === 'sending' || draft.step === 'verifying' || draft.step === 'social' || draft.step === 'device') {
          Object.assign(draft, { step: 'idle', error: null })
        }
        return
      default:
        return
    }
  },
})
