import { describe, expect, it } from 'vitest'
import { runProjection, stampEvents } from '../../src/testing/helpers.js'
import type { EventInput } from '../../src/events/index.js'
import { authProjection } from './auth.projection.js'
import { selectEmailCodeStep } from './auth.selectors.js'

const USER = {
  email: 'a@example.com',
  address: '0x1',
  chainId: 1,
  accounts: [],
  userName: null,
  smartAccountDeployed: false,
}
const run = (events: EventInput[]) => runProjection(authProjection, stampEvents(events, { start: 1_000 }))

describe('auth projection', () => {
  it('behavior: email → code → verifying → connected; the cooldown starts when the frame accepts the email', () => {
    const s = run([
      { type: 'EmailLoginRequested', data: { email: 'a@example.com' } },
      { type: 'EmailOtpRequired', data: { email: 'a@example.com' } },
      { type: 'OtpSubmitted', data: { ticket: 't' } },
      { type: 'AuthConnected', data: { user: USER, provider: null } },
    ])
    expect(s).toMatchObject({ step: 'connected', email: 'a@example.com', user: USER, error: null })
    expect(typeof s.lastEmailLoginAt).toBe('number')
  })

  it('behavior: a login asked from the code step (Resend) keeps the code step until the new code is sent', () => {
    const s = run([
      { type: 'EmailLoginRequested', data: { email: 'a@example.com' } },
      { type: 'EmailOtpRequired', data: { email: 'a@example.com' } },
      { type: 'EmailLoginRequested', data: { email: 'a@example.com' } },
    ])
    expect(s).toMatchObject({ step: 'otp', email: 'a@example.com', error: null })
  })

  it('behavior: a refused code keeps the code step with the error; another failure goes back to the start', () => {
    const refused = run([
      { type: 'EmailOtpRequired', data: { email: 'a@example.com' } },
      { type: 'OtpSubmitted', data: { ticket: 't' } },
      { type: 'AuthFailed', data: { step: 'otp', error: { name: 'FrameError', shortMessage: 'Invalid code' } } },
    ])
    expect(refused).toMatchObject({ step: 'otp', error: { step: 'otp', shortMessage: 'Invalid code' } })
    const failed = run([
      { type: 'EmailLoginRequested', data: { email: 'a@example.com' } },
      {
        type: 'AuthFailed',
        data: { step: 'email', error: { name: 'FrameTimeoutError', shortMessage: 'The request timed out' } },
      },
    ])
    expect(failed).toMatchObject({ step: 'idle', error: { step: 'email' }, lastEmailLoginAt: null })
  })

  it('behavior: a disconnect of the embedded wallet forgets the user, keeps the cooldown; a reload ends a step under way', () => {
    const s = run([
      { type: 'EmailOtpRequired', data: { email: 'a@example.com' } },
      { type: 'AuthConnected', data: { user: USER, provider: null } },
      { type: 'Disconnected', data: { namespace: 'eip155', reason: 'user' } },
    ])
    expect(s).toMatchObject({ step: 'idle', user: null, email: null })
    expect(s.lastEmailLoginAt).not.toBeNull()
    const restored = run([
      { type: 'SocialLoginRequested', data: { provider: 'x' } },
      { type: 'SessionRestored', data: { head: 1, snapshotSeq: 0, storage: 'memory' } },
    ])
    expect(restored.step).toBe('idle')
  })

  it('behavior: an email login left on its code step is over after a reload: the email field is empty again, the cooldown stays', () => {
    const left = run([
      { type: 'EmailLoginRequested', data: { email: 'old@example.com' } },
      { type: 'EmailOtpRequired', data: { email: 'old@example.com' } },
      { type: 'SessionRestored', data: { head: 2, snapshotSeq: 0, storage: 'memory' } },
    ])
    expect(left).toMatchObject({ step: 'idle', email: null, method: null, error: null })
    expect(typeof left.lastEmailLoginAt).toBe('number')
    // A signed-in user keeps the email they signed in with.
    const signedIn = run([
      { type: 'EmailLoginRequested', data: { email: 'a@example.com' } },
      { type: 'EmailOtpRequired', data: { email: 'a@example.com' } },
      { type: 'AuthConnected', data: { user: USER, provider: null } },
      { type: 'SessionRestored', data: { head: 3, snapshotSeq: 0, storage: 'memory' } },
    ])
    expect(signedIn).toMatchObject({ step: 'connected', email: 'a@example.com' })
  })

  it('behavior: Farcaster: requested → the offer → connected (method farcaster, offer gone); a repeat while one runs keeps the offer', () => {
    const offer = { url: 'http://frame.test/farcaster/a', expiresAt: 301_000 }
    const waiting = run([
      { type: 'FarcasterLoginRequested', data: {} },
      { type: 'FarcasterUriCreated', data: offer },
      { type: 'FarcasterLoginRequested', data: {} },
    ])
    expect(waiting).toMatchObject({ step: 'farcaster', method: 'farcaster', farcaster: { offer, failure: null } })
    const farcasterUser = { ...USER, email: null, userName: 'devnet-farcaster' }
    const connected = run([
      { type: 'FarcasterLoginRequested', data: {} },
      { type: 'FarcasterUriCreated', data: offer },
      { type: 'AuthConnected', data: { user: farcasterUser, provider: null } },
    ])
    expect(connected).toMatchObject({
      step: 'connected',
      method: 'farcaster',
      user: farcasterUser,
      farcaster: { offer: null, failure: null },
    })
    // A restore connects again without a login under way: still Farcaster's user.
    const restored = runProjection(
      authProjection,
      stampEvents([{ type: 'AuthConnected', data: { user: farcasterUser, provider: null } }], { start: 9_000 }),
      connected,
    )
    expect(restored.method).toBe('farcaster')
  })

  it('behavior: Farcaster: a failure ends the sign-in under way with its reason; a late one, a cancel or a reload leaves nothing pending', () => {
    const error = { name: 'FarcasterDeclinedError', shortMessage: 'Sign-in declined' }
    const failed = run([
      { type: 'FarcasterLoginRequested', data: {} },
      { type: 'FarcasterUriCreated', data: { url: 'http://frame.test/farcaster/a', expiresAt: 5 } },
      { type: 'FarcasterLoginFailed', data: { reason: 'declined', error } },
    ])
    expect(failed).toMatchObject({ step: 'idle', farcaster: { offer: null, failure: { reason: 'declined', error } } })
    // Try again clears the failure.
    expect(
      runProjection(
        authProjection,
        stampEvents([{ type: 'FarcasterLoginRequested', data: {} }], { start: 9_000 }),
        failed,
      ).farcaster.failure,
    ).toBeNull()
    // A failure arriving after another login started changes nothing.
    const late = run([
      { type: 'EmailLoginRequested', data: { email: 'a@example.com' } },
      { type: 'FarcasterLoginFailed', data: { reason: 'expired', error } },
    ])
    expect(late).toMatchObject({ step: 'sending', method: 'email', farcaster: { failure: null } })
    for (const end of [
      { type: 'AuthCancelRequested', data: {} },
      { type: 'SessionRestored', data: { head: 1, snapshotSeq: 0, storage: 'memory' } },
    ] as EventInput[]) {
      const s = run([
        { type: 'FarcasterLoginRequested', data: {} },
        { type: 'FarcasterUriCreated', data: { url: 'http://frame.test/farcaster/a', expiresAt: 5 } },
        end,
      ])
      expect(s, end.type).toMatchObject({ step: 'idle', farcaster: { offer: null, failure: null } })
    }
  })
})

describe('auth projection: social login, cancel and sign-out', () => {
  const failed = (step: 'email' | 'otp' | 'social' | 'signOut' | 'frame') => ({
    type: 'AuthFailed' as const,
    data: { step, error: { name: 'FrameError', shortMessage: 'An error occurred' } },
  })

  it('behavior: a social login: the provider and method social while it runs and once connected; an email one is method email', () => {
    const social = { type: 'SocialLoginRequested' as const, data: { provider: 'google' as const } }
    expect(run([social])).toMatchObject({ step: 'social', email: null, provider: 'google', method: 'social' })
    expect(run([social, { type: 'AuthConnected', data: { user: USER, provider: 'google' } }])).toMatchObject({
      step: 'connected',
      provider: 'google',
      method: 'social',
    })
    const email = run([
      { type: 'EmailLoginRequested', data: { email: 'a@example.com' } },
      { type: 'EmailOtpRequired', data: { email: 'a@example.com' } },
      { type: 'AuthConnected', data: { user: USER, provider: null } },
    ])
    expect(email).toMatchObject({ step: 'connected', provider: null, method: 'email' })
  })

  it('behavior: a failed social login goes back to the start keeping its provider (for Try again); another failure keeps none', () => {
    const social = { type: 'SocialLoginRequested' as const, data: { provider: 'github' as const } }
    expect(run([social, failed('social')])).toMatchObject({
      step: 'idle',
      provider: 'github',
      method: 'social',
      user: null,
      error: { step: 'social' },
    })
    expect(run([social, failed('frame')])).toMatchObject({ step: 'idle', provider: null, method: null })
  })

  it('behavior: a failure while a code is checked that is not about the code goes back to the start', () => {
    const s = run([
      { type: 'EmailOtpRequired', data: { email: 'a@example.com' } },
      { type: 'OtpSubmitted', data: { ticket: 't' } },
      failed('frame'),
    ])
    expect(s).toMatchObject({ step: 'idle', method: null, error: { step: 'frame' } })
  })

  it('behavior: a cancel ends a login under way, not a connected one', () => {
    const cancel = { type: 'AuthCancelRequested' as const, data: {} }
    expect(run([{ type: 'SocialLoginRequested', data: { provider: 'google' } }, cancel])).toMatchObject({
      step: 'idle',
      provider: null,
      method: null,
    })
    const connected = run([{ type: 'AuthConnected', data: { user: USER, provider: 'google' } }, cancel])
    expect(connected).toMatchObject({ step: 'connected', provider: 'google', user: USER })
  })

  it('behavior: a failed sign-out leaves the user connected, with the error; outside a connection it is a failure like another', () => {
    const s = run([{ type: 'AuthConnected', data: { user: USER, provider: null } }, failed('signOut')])
    expect(s).toMatchObject({ step: 'connected', user: USER, error: { step: 'signOut' } })
    expect(run([failed('signOut')])).toMatchObject({ step: 'idle', user: null })
  })

  it('behavior: only a disconnect of eip155 or solana (the embedded wallet’s) ends its session, and only a connected one', () => {
    const connected = { type: 'AuthConnected' as const, data: { user: USER, provider: null } }
    const disconnected = (namespace: 'eip155' | 'solana' | 'bip122' | 'polkadot') => ({
      type: 'Disconnected' as const,
      data: { namespace, reason: 'user' as const },
    })
    expect(run([connected, disconnected('bip122')])).toMatchObject({ step: 'connected', user: USER })
    expect(run([connected, disconnected('polkadot')])).toMatchObject({ step: 'connected', user: USER })
    expect(run([connected, disconnected('solana')])).toMatchObject({ step: 'idle', user: null })
    // Another eip155 wallet going while a login runs leaves the login alone.
    const social = { type: 'SocialLoginRequested' as const, data: { provider: 'google' as const } }
    expect(run([social, disconnected('eip155')])).toMatchObject({ step: 'social', provider: 'google' })
  })

  it('behavior: a Farcaster offer that comes after a cancel is not shown', () => {
    const s = run([
      { type: 'FarcasterLoginRequested', data: {} },
      { type: 'AuthCancelRequested', data: {} },
      { type: 'FarcasterUriCreated', data: { url: 'http://frame.test/farcaster/a', expiresAt: 301_000 } },
    ])
    expect(s).toMatchObject({ step: 'idle', farcaster: { offer: null } })
  })
})

describe('selectEmailCodeStep', () => {
  const email = { email: 'a@example.com' }
  const codeStep = (events: EventInput[]) => selectEmailCodeStep({ auth: run(events) })

  it('behavior: the code step while the code is awaited, checked, or the device approval from the email is awaited', () => {
    const otp = [
      { type: 'EmailLoginRequested' as const, data: email },
      { type: 'EmailOtpRequired' as const, data: email },
    ]
    expect(run(otp).step).toBe('otp')
    expect(codeStep(otp)).toBe(true)
    const verifying = [...otp, { type: 'OtpSubmitted' as const, data: { ticket: 't' } }]
    expect(run(verifying).step).toBe('verifying')
    expect(codeStep(verifying)).toBe(true)
    expect(run([{ type: 'DeviceVerificationRequired', data: email }]).step).toBe('device')
    expect(codeStep([{ type: 'DeviceVerificationRequired', data: email }])).toBe(true)
  })

  it('behavior: no code step before the email is sent, nor in a social or Farcaster login, nor once connected', () => {
    expect(codeStep([])).toBe(false)
    expect(codeStep([{ type: 'EmailLoginRequested', data: email }])).toBe(false)
    expect(codeStep([{ type: 'SocialLoginRequested', data: { provider: 'google' } }])).toBe(false)
    expect(codeStep([{ type: 'FarcasterLoginRequested', data: {} }])).toBe(false)
    expect(codeStep([{ type: 'AuthConnected', data: { user: USER, provider: null } }])).toBe(false)
  })
})
