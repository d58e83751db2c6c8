import { describe, expect, it } from 'vitest'
import { createEvent, type Stamped } from '../../src/events/index.js'
import { findSecretField } from '../../src/events/secrets.js'
import type { FrameCallOptions, FrameMessenger } from '../../src/frame.js'
import { createTestGatehouse } from '../../src/testing/helpers.js'
import { settle } from '../../test/helpers/fakeWallets.js'
import { FrameError } from './errors.js'
import { disconnectWallet } from '../connection/disconnectWallet.js'
import { restoreWallet } from '../connection/restoreWallet.js'
import { authAdapter } from '../connectors/auth.js'
// The announcement alone: the theme and dapp data sync merged into the same name has its own tests (syncFrame.test.ts).
import { announceAuthConnector } from './announceAuthConnector.js'
import { loginWithSocial } from './index.js'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const URL_1 = 'http://frame.test/farcaster/one'
const NOW = Date.UTC(2026, 0, 1)
const FARCASTER_USER = {
  email: null,
  address: ADDRESS,
  chainId: '1',
  accounts: [{ address: ADDRESS, type: 'eoa' }],
  userName: 'devnet-farcaster',
  smartAccountDeployed: false,
  preferredAccountType: 'eoa',
}

interface Call {
  type: string
  payload: Record<string, unknown>
  options: FrameCallOptions | undefined
  answer(value: unknown): void
  fail(error: unknown): void
}

/** A frame whose calls wait until the test answers them (the visitor answers on their Farcaster app meanwhile). */
function manualFrame() {
  const calls: Call[] = []
  const messenger: FrameMessenger = {
    call(type, payload, options) {
      return new Promise((resolve, reject) => {
        calls.push({ type, payload, options, answer: resolve, fail: reject })
        options?.signal?.addEventListener('abort', () => reject(new Error('aborted')))
      })
    },
    openPopup: () => null,
  }
  return { messenger, calls }
}

const effects = {
  announceAuthConnector,
  loginWithSocial,
  restoreWallet: restoreWallet([authAdapter]),
  disconnectWallet: disconnectWallet([authAdapter]),
}

async function setup() {
  const frame = manualFrame()
  const g = createTestGatehouse({ effects, deps: { frameMessenger: frame.messenger, now: () => NOW } })
  await g.ready
  const seen: Stamped[] = []
  g.events$.subscribe((e) => seen.push(e))
  await settle()
  return { g, frame, seen, types: () => seen.map((e) => e.type) }
}

describe('loginWithFarcaster', () => {
  it('behavior: the frame opens a sign-in (its URL for the QR code), waits until it expires and 30 s more, and the approved user is connected through the auth connector; no token in any event', async () => {
    const { g, frame, seen, types } = await setup()
    g.emit(createEvent('FarcasterLoginRequested', {}))
    await settle()
    expect(g.getState().auth).toMatchObject({
      step: 'farcaster',
      method: 'farcaster',
      farcaster: { offer: null, failure: null },
    })
    expect(frame.calls.map((c) => [c.type, c.payload])).toEqual([['CONNECT_FARCASTER', {}]])
    // SPEC §9's 30 s applies to opening the sign-in (the messenger's default).
    expect(frame.calls[0]!.options?.timeoutMs).toBeUndefined()
    frame.calls[0]!.answer({ status: 'pending', url: URL_1, expiresInMs: 300_000 })
    await settle()
    const offer = g.getState().auth.farcaster.offer
    expect(offer?.url).toBe(URL_1)
    expect(offer!.expiresAt).toBe(NOW + 300_000)
    expect(frame.calls[1]).toMatchObject({
      type: 'CONNECT_FARCASTER',
      payload: { url: URL_1 },
      options: { timeoutMs: 330_000 },
    })
    // A second choice of Farcaster while one runs is ignored, and the offer stays.
    g.emit(createEvent('FarcasterLoginRequested', {}))
    await settle()
    expect(frame.calls).toHaveLength(2)
    expect(g.getState().auth.farcaster.offer?.url).toBe(URL_1)

    frame.calls[1]!.answer({ status: 'approved', user: FARCASTER_USER })
    await settle()
    // Then the smart account networks (none here: the user stays the EOA the frame gave).
    expect(frame.calls[2]?.type).toBe('GET_SMART_ACCOUNT_ENABLED_NETWORKS')
    frame.calls[2]!.answer({ smartAccountEnabledNetworks: [] })
    await settle()
    expect(types()).toEqual(
      expect.arrayContaining(['FarcasterUriCreated', 'AuthConnected', 'Connected', 'AuthUserFetched']),
    )
    expect(g.getState().connection.byNamespace.eip155).toMatchObject({
      status: 'connected',
      connectorId: 'auth',
      address: ADDRESS,
    })
    expect(g.getState().auth).toMatchObject({
      step: 'connected',
      method: 'farcaster',
      provider: null,
      user: { userName: 'devnet-farcaster' },
      farcaster: { offer: null },
    })
    for (const e of seen) expect(findSecretField(e.data)).toBeNull()
    // The sign-in URL is ephemeral: never in the exported log.
    expect(JSON.stringify(await g.exportLog())).not.toContain(URL_1)
    await g.dispose()
  })

  it('error: declined in the app, expired, a frame error and an unreadable answer are FarcasterLoginFailed with a typed error; Try again starts a new sign-in', async () => {
    const { g, frame } = await setup()
    const cases: Array<[unknown, string, string]> = [
      [{ status: 'declined' }, 'declined', 'FarcasterDeclinedError'],
      [{ status: 'expired' }, 'expired', 'FarcasterExpiredError'],
      [new FrameError(null), 'failed', 'FrameError'],
      [{ status: 'approved', user: { address: '' } }, 'failed', 'InvalidResponseError'],
      [{ status: 'pending', url: 'http://frame.test/farcaster/two', expiresInMs: 1 }, 'failed', 'InvalidResponseError'],
    ]
    for (const [outcome, reason, name] of cases) {
      g.emit(createEvent('FarcasterLoginRequested', {}))
      await settle()
      frame.calls.at(-1)!.answer({ status: 'pending', url: URL_1, expiresInMs: 60_000 })
      await settle()
      const wait = frame.calls.at(-1)!
      expect(wait.payload).toEqual({ url: URL_1 })
      if (outcome instanceof Error) wait.fail(outcome)
      else wait.answer(outcome)
      await settle()
      expect(g.getState().auth, name).toMatchObject({
        step: 'idle',
        farcaster: { offer: null, failure: { reason, error: { name } } },
      })
    }
    expect(g.getState().auth.farcaster.failure?.error.shortMessage).not.toBe('')
    expect(g.getState().connection.byNamespace.eip155?.status ?? 'disconnected').toBe('disconnected')
    // The frame's first answer must open a sign-in.
    g.emit(createEvent('FarcasterLoginRequested', {}))
    await settle()
    frame.calls.at(-1)!.answer({ status: 'declined' })
    await settle()
    expect(g.getState().auth.farcaster.failure).toMatchObject({
      reason: 'failed',
      error: { name: 'InvalidResponseError' },
    })
    await g.dispose()
  })

  it('behavior: AuthCancelRequested abandons the wait (the call is aborted) and a late answer changes nothing', async () => {
    const { g, frame } = await setup()
    g.emit(createEvent('FarcasterLoginRequested', {}))
    await settle()
    frame.calls[0]!.answer({ status: 'pending', url: URL_1, expiresInMs: 60_000 })
    await settle()
    g.emit(createEvent('AuthCancelRequested', {}))
    await settle()
    expect(g.getState().auth).toMatchObject({ step: 'idle', method: null, farcaster: { offer: null, failure: null } })
    frame.calls[1]!.answer({ status: 'approved', user: FARCASTER_USER })
    await settle()
    expect(g.getState().auth.step).toBe('idle')
    expect(g.getState().connection.byNamespace.eip155?.status ?? 'disconnected').toBe('disconnected')
    await g.dispose()
  })

  it('error: without a secure frame the sign-in fails at once with a typed error', async () => {
    const g = createTestGatehouse({ effects: { loginWithSocial } })
    await g.ready
    g.emit(createEvent('FarcasterLoginRequested', {}))
    await settle()
    expect(g.getState().auth.farcaster.failure).toMatchObject({
      reason: 'failed',
      error: { name: 'EmailDependencyError' },
    })
    await g.dispose()
  })
})
