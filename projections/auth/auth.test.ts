import { describe, expect, it } from 'vitest'
import { runProjection, stampEvents } from '../../src/testing/helpers.js'
import type { EventInput } from '../../src/events/index.js'
import { authProjection } from './auth.projection.js'

const USER = { email: 'a@example.com', address: '0x1', chainId: 1, accounts: [], userName: null, smartAccountDeployed: false }
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

  it('behavior: a refused code keeps the code step with the error; another failure goes back to the start', () => {
    const refused = run([
      { type: 'EmailOtpRequired', data: { email: 'a@example.com' } },
      { type: 'OtpSubmitted', data: { ticket: 't' } },
      { type: 'AuthFailed', data: { step: 'otp', error: { name: 'FrameError', shortMessage: 'Invalid code' } } },
    ])
    expect(refused).toMatchObject({ step: 'otp', error: { step: 'otp', shortMessage: 'Invalid code' } })
    const failed = run([
      { type: 'EmailLoginRequested', data: { email: 'a@example.com' } },
      { type: 'AuthFailed', data: { step: 'email', error: { name: 'FrameTimeoutError', shortMessage: 'The request timed out' } } },
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
})
