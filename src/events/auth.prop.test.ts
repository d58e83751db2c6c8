// The secrets rule for the auth events (ARCHITECTURE "Events"): no auth event can carry an
// OTP code or a session token, whatever an app or an effect puts in it.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createSecretDrop } from '../frame.js'
import { InvalidEventError, SecretInEventError } from '../errors/core.js'
import { validateEventInput } from './index.js'
import { findSecretField, findSecretInSchema } from './secrets.js'
import * as auth from './auth.js'

const AUTH_EVENTS = Object.values(auth).filter(
  (d): d is Extract<(typeof auth)[keyof typeof auth], { version: number }> =>
    typeof d === 'object' && d !== null && 'version' in d && 'ephemeral' in d,
)
const SECRET_KEYS = [
  'otp',
  'OTP',
  'otpCode',
  'otp_code',
  'sessionToken',
  'session_token',
  'authToken',
  'jwt',
  'idToken',
]

const validData: Record<string, unknown> = {
  EmailLoginRequested: { email: 'a@example.com' },
  EmailOtpRequired: { email: 'a@example.com' },
  DeviceVerificationRequired: { email: 'a@example.com' },
  OtpSubmitted: { ticket: 't-1' },
  SocialLoginRequested: { provider: 'google' },
  AuthCancelRequested: {},
  AuthConnected: {
    user: { email: null, address: '0x1', chainId: 1, accounts: [], userName: null, smartAccountDeployed: false },
    provider: null,
  },
  AuthFailed: { step: 'otp', error: { name: 'FrameError', shortMessage: 'Invalid code' } },
  FarcasterLoginRequested: {},
  FarcasterUriCreated: { url: 'http://127.0.0.1:4013/farcaster/sign-in/abc', expiresAt: 1_700_000_000_000 },
  FarcasterLoginFailed: {
    reason: 'declined',
    error: { name: 'FarcasterDeclinedError', shortMessage: 'Sign-in declined in Farcaster' },
  },
}
// Ephemeral: reaches the read models of this page only (the sign-in URL), never the log.
const EPHEMERAL = ['FarcasterUriCreated']

describe('auth events and secrets', () => {
  it('default: no auth event schema declares a secret field, and each but the Farcaster sign-in URL is persisted (so the schema rule applies)', () => {
    expect(AUTH_EVENTS.map((d) => d.type).sort()).toEqual(Object.keys(validData).sort())
    for (const def of AUTH_EVENTS) {
      expect(findSecretInSchema(def.schema), def.type).toBeNull()
      expect(def.ephemeral, def.type).toBe(EPHEMERAL.includes(def.type))
    }
  })

  it('property: an auth event given a secret field anywhere is refused or comes out without it', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...AUTH_EVENTS.map((d) => d.type)),
        fc.constantFrom(...SECRET_KEYS),
        fc.string({ minLength: 1, maxLength: 12 }),
        fc.constantFrom('top', 'user', 'error'),
        (type, key, secret, where) => {
          const data = structuredClone(validData[type]) as Record<string, unknown>
          const nested =
            where === 'user'
              ? (data.user as Record<string, unknown> | undefined)
              : where === 'error'
                ? (data.error as Record<string, unknown> | undefined)
                : undefined
          ;(nested ?? data)[key] = secret
          let out: unknown = null
          try {
            out = validateEventInput({ type, data }).data
          } catch (error) {
            // Refused as a secret, or as data its strict schema does not allow: no other failure counts.
            expect(
              [SecretInEventError, InvalidEventError].some((E) => error instanceof E),
              String(error),
            ).toBe(true)
            return
          }
          expect(findSecretField(out)).toBeNull()
        },
      ),
      { numRuns: 500 },
    )
  })

  it('property: the secret drop gives a secret back once, for its own ticket only', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { minLength: 1, maxLength: 20 }), (secrets) => {
        let n = 0
        const drop = createSecretDrop(() => `t${++n}`)
        const tickets = secrets.map((s) => drop.put(s))
        expect(new Set(tickets).size).toBe(tickets.length)
        tickets.forEach((t, i) => expect(drop.take(t)).toBe(secrets[i]))
        tickets.forEach((t) => expect(drop.take(t)).toBeNull())
      }),
    )
  })
})
