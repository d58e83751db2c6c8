import { describe, expect, it } from 'vitest'
import { createEvent, type Stamped } from '../../src/events/index.js'
import { createTestGatehouse } from '../../src/testing/helpers.js'
import { fakeFrame, type FrameHandler, frameUser } from '../../test/helpers/fakeFrame.js'
import { settle } from '../../test/helpers/fakeWallets.js'
import { FrameError } from './errors.js'
import { loginWithEmail } from './loginWithEmail.js'
import { submitOtp } from './submitOtp.js'

const USER = frameUser()
const SIGNED_IN: Record<string, FrameHandler> = {
  GET_USER: () => USER,
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({ smartAccountEnabledNetworks: [] }),
}

/** A frame answer the test gives later. */
function later() {
  let answer: (value: unknown) => void = () => undefined
  const promise = new Promise<unknown>((resolve) => (answer = resolve))
  return { handler: () => promise, answer }
}

async function setup(handlers: Record<string, FrameHandler> | null) {
  const frame = handlers ? fakeFrame(handlers) : null
  const g = createTestGatehouse({
    effects: { loginWithEmail, submitOtp },
    deps: frame ? { frameMessenger: frame.messenger } : {},
  })
  await g.ready
  const seen: Stamped[] = []
  g.events$.subscribe((e) => seen.push(e))
  const emit = (...args: Parameters<typeof createEvent>) => {
    g.emit(createEvent(...args))
    return seen.findLast((e) => e.type === args[0])!
  }
  return { g, seen, emit, calls: () => frame?.calls ?? [], types: () => seen.map((e) => e.type) }
}

describe('loginWithEmail', () => {
  it('behavior: CONNECT_EMAIL gets the address; VERIFY_OTP → EmailOtpRequired caused by the request', async () => {
    const { g, emit, calls, seen } = await setup({ CONNECT_EMAIL: () => ({ action: 'VERIFY_OTP' }) })
    const asked = emit('EmailLoginRequested', { email: 'a@example.com' })
    await settle()
    expect(calls()).toEqual([{ type: 'CONNECT_EMAIL', payload: { email: 'a@example.com' } }])
    expect(seen.at(-1)).toMatchObject({
      type: 'EmailOtpRequired',
      causationId: asked.id,
      data: { email: 'a@example.com' },
    })
    await g.dispose()
  })

  it('behavior: CONNECT (a session the frame knows) → the user is read and connected without a code', async () => {
    const { g, emit, calls } = await setup({ CONNECT_EMAIL: () => ({ action: 'CONNECT' }), ...SIGNED_IN })
    emit('EmailLoginRequested', { email: 'a@example.com' })
    await settle()
    expect(calls().map((c) => c.type)).toEqual(['CONNECT_EMAIL', 'GET_USER', 'GET_SMART_ACCOUNT_ENABLED_NETWORKS'])
    expect(g.getState().auth).toMatchObject({ step: 'connected', user: { email: 'a@example.com' } })
    await g.dispose()
  })

  it('error: a device approval that fails → AuthFailed at step "device"', async () => {
    const { g, emit, seen } = await setup({
      CONNECT_EMAIL: () => ({ action: 'VERIFY_DEVICE' }),
      CONNECT_DEVICE: () => {
        throw new FrameError('Device not approved')
      },
    })
    const asked = emit('EmailLoginRequested', { email: 'a@example.com' })
    await settle()
    expect(seen.at(-1)).toMatchObject({
      type: 'AuthFailed',
      causationId: asked.id,
      data: { step: 'device', error: { name: 'FrameError', shortMessage: 'Device not approved' } },
    })
    await g.dispose()
  })

  it('error: no frame configured → AuthFailed "Unable to load email login dependency" without loading one', async () => {
    const { g, emit, seen } = await setup(null)
    const asked = emit('EmailLoginRequested', { email: 'a@example.com' })
    await settle()
    expect(seen.at(-1)).toMatchObject({
      type: 'AuthFailed',
      causationId: asked.id,
      data: { step: 'email', error: { name: 'CatalogueError', shortMessage: 'Unable to load email login dependency' } },
    })
    await g.dispose()
  })

  it('error: an address that is not an email → AuthFailed "Invalid input" and no frame call', async () => {
    const { g, emit, seen, calls } = await setup({ CONNECT_EMAIL: () => ({ action: 'VERIFY_OTP' }) })
    emit('EmailLoginRequested', { email: 'not-an-email' })
    await settle()
    expect(seen.at(-1)).toMatchObject({
      type: 'AuthFailed',
      data: { step: 'email', error: { shortMessage: 'Invalid input' } },
    })
    expect(calls()).toEqual([])
    await g.dispose()
  })

  it('behavior: AuthCancelRequested abandons a login the frame has not answered yet', async () => {
    const pending = later()
    const { g, emit, types } = await setup({ CONNECT_EMAIL: pending.handler })
    emit('EmailLoginRequested', { email: 'a@example.com' })
    await settle()
    emit('AuthCancelRequested', {})
    pending.answer({ action: 'VERIFY_OTP' })
    await settle()
    expect(types()).not.toContain('EmailOtpRequired')
    await g.dispose()
  })
})

describe('submitOtp', () => {
  it('error: a ticket with no code → AuthFailed (otp) caused by the submission', async () => {
    const { g, emit, seen, calls } = await setup(SIGNED_IN)
    const submitted = emit('OtpSubmitted', { ticket: 'unknown' })
    await settle()
    expect(seen.at(-1)).toMatchObject({
      type: 'AuthFailed',
      causationId: submitted.id,
      data: { step: 'otp', error: { shortMessage: 'Invalid input' } },
    })
    expect(calls()).toEqual([])
    await g.dispose()
  })

  it('behavior: AuthCancelRequested abandons a code the frame has not answered yet', async () => {
    const pending = later()
    const { g, emit, calls } = await setup({ CONNECT_OTP: pending.handler, ...SIGNED_IN })
    emit('OtpSubmitted', { ticket: g.secrets!.put('123456') })
    await settle()
    emit('AuthCancelRequested', {})
    pending.answer({})
    await settle()
    expect(calls().map((c) => c.type)).toEqual(['CONNECT_OTP'])
    expect(g.getState().connection.byNamespace.eip155?.status).not.toBe('connected')
    await g.dispose()
  })
})
