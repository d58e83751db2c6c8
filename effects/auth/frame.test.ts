import { afterEach, describe, expect, it, vi } from 'vitest'
import { firstValueFrom } from 'rxjs'
import type { Deps } from '../../src/deps.js'
import { InvalidResponseError } from '../../src/errors/thrown.js'
import type { GatehouseState } from '../../projections/index.js'
import { createEvent, type Stamped } from '../../src/events/index.js'
import { findSecretField } from '../../src/events/secrets.js'
import type { FrameMessenger, FramePopup } from '../../src/frame.js'
import { createTestGatehouse } from '../../src/testing/helpers.js'
import { fakeFrame, type FrameHandler, FRAME_ADDRESS, frameUser } from '../../test/helpers/fakeFrame.js'
import { settle } from '../../test/helpers/fakeWallets.js'
import { EmailDependencyError, FrameError, FrameTimeoutError } from './errors.js'
import { disconnectWallet } from '../connection/disconnectWallet.js'
import { restoreWallet } from '../connection/restoreWallet.js'
import { switchNetwork } from '../connection/switchNetwork.js'
import { authAdapter } from '../connectors/auth.js'
// The announcement alone: the theme and dapp data sync merged into the same name has its own tests (syncFrame.test.ts).
import { announceAuthConnector } from './announceAuthConnector.js'
import { loginWithEmail, loginWithSocial, releaseFrame, submitOtp } from './index.js'
import { callFrame, closeFrame, frameChainId, frameInUse, frameMessenger } from './frame.js'

const ADDRESS = FRAME_ADDRESS
const USER = frameUser()

const effects = {
  announceAuthConnector,
  loginWithEmail,
  submitOtp,
  loginWithSocial,
  restoreWallet: restoreWallet([authAdapter]),
  disconnectWallet: disconnectWallet([authAdapter]),
  switchNetwork: switchNetwork([authAdapter]),
}

async function setup(messenger: FrameMessenger, db?: ReturnType<typeof createTestGatehouse>['db']) {
  const g = createTestGatehouse({ effects, deps: { frameMessenger: messenger }, ...(db ? { db } : {}) })
  await g.ready
  const seen: Stamped[] = []
  g.events$.subscribe((e) => seen.push(e))
  await settle()
  return { g, seen, types: () => seen.map((e) => e.type) }
}

const emailHandlers = (code = '123456'): Record<string, FrameHandler> => ({
  CONNECT_EMAIL: () => ({ action: 'VERIFY_OTP' }),
  CONNECT_OTP: (p) => {
    if (p.otp !== code) throw new FrameError('Invalid code')
    return {}
  },
  GET_USER: () => USER,
  // A frame without smart accounts: the user stays the EOA it gave (preferredAccount.test.ts has the smart account).
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({ smartAccountEnabledNetworks: [] }),
  IS_CONNECTED: () => ({ isConnected: true }),
  SIGN_OUT: () => ({}),
  SWITCH_NETWORK: (p) => ({ chainId: p.chainId }),
})

describe('frame effects', () => {
  it('behavior: the frame starts on the active network; after the last wallet left an unsupported chain, on the default chain 1', async () => {
    const g = createTestGatehouse({ effects: {} })
    await g.ready
    g.emit(
      createEvent('Connected', {
        connectorId: 'walletConnect',
        namespace: 'eip155',
        chainId: 'eip155:8453',
        address: ADDRESS,
      }),
    )
    expect(frameChainId(g.getState())).toBe('8453')
    g.emit(createEvent('NetworkUnsupported', { chainId: 'eip155:31337' }))
    expect(frameChainId(g.getState())).toBe('31337')
    g.emit(createEvent('Disconnected', { namespace: 'eip155', reason: 'wallet' }))
    expect(frameChainId(g.getState())).toBe('1')
    await g.dispose()
  })

  it('behavior: email → VERIFY_OTP → the code through the secret drop → connected through the auth connector; no code in any event', async () => {
    const frame = fakeFrame(emailHandlers())
    const { g, seen, types } = await setup(frame.messenger)
    expect(g.getState().wallets.connectors.byId.auth).toMatchObject({ type: 'auth' })
    g.emit(createEvent('EmailLoginRequested', { email: 'a@example.com' }))
    await settle()
    expect(g.getState().auth.step).toBe('otp')
    g.emit(createEvent('OtpSubmitted', { ticket: g.secrets!.put('000000') }))
    await settle()
    expect(g.getState().auth).toMatchObject({ step: 'otp', error: { step: 'otp', shortMessage: 'Invalid code' } })
    g.emit(createEvent('OtpSubmitted', { ticket: g.secrets!.put('123456') }))
    await settle()
    expect(frame.calls.map((c) => c.type)).toEqual([
      'CONNECT_EMAIL',
      'CONNECT_OTP',
      'CONNECT_OTP',
      'GET_USER',
      'GET_SMART_ACCOUNT_ENABLED_NETWORKS',
    ])
    expect(frame.calls[2]!.payload).toEqual({ otp: '123456' })
    expect(types()).toContain('AuthConnected')
    expect(g.getState().connection.byNamespace.eip155).toMatchObject({
      status: 'connected',
      connectorId: 'auth',
      address: ADDRESS,
      chainId: 'eip155:1',
    })
    expect(g.getState().auth).toMatchObject({ step: 'connected', user: { email: 'a@example.com' } })
    for (const e of seen) {
      expect(JSON.stringify(e.data)).not.toContain('123456')
      expect(findSecretField(e.data)).toBeNull()
    }
    // A ticket is used once.
    await g.dispose()
  })

  it('error: a second email login within 30 s → "Please try again after {n} seconds" and no frame call', async () => {
    const frame = fakeFrame(emailHandlers())
    const { g } = await setup(frame.messenger)
    g.emit(createEvent('EmailLoginRequested', { email: 'a@example.com' }))
    await settle()
    g.emit(createEvent('AuthCancelRequested', {}))
    g.emit(createEvent('EmailLoginRequested', { email: 'b@example.com' }))
    await settle()
    expect(frame.calls.map((c) => c.type)).toEqual(['CONNECT_EMAIL'])
    expect(g.getState().auth.error).toMatchObject({
      step: 'email',
      name: 'EmailCooldownError',
      shortMessage: expect.stringMatching(/^Please try again after (29|30) seconds$/),
    })
    await g.dispose()
  })

  it('error: a frame error without a message is "An error occurred"; a timeout is typed; a ticket that was taken is refused', async () => {
    const frame = fakeFrame({
      CONNECT_EMAIL: () => {
        throw new FrameError(null)
      },
    })
    const { g } = await setup(frame.messenger)
    g.emit(createEvent('EmailLoginRequested', { email: 'a@example.com' }))
    await settle()
    expect(g.getState().auth).toMatchObject({
      step: 'idle',
      error: { step: 'email', name: 'FrameError', shortMessage: 'An error occurred' },
    })
    expect(new FrameTimeoutError().toData()).toEqual({
      name: 'FrameTimeoutError',
      shortMessage: 'The request timed out',
    })
    const ticket = g.secrets!.put('1')
    expect(g.secrets!.take(ticket)).toBe('1')
    g.emit(createEvent('OtpSubmitted', { ticket }))
    await settle()
    expect(g.getState().auth.error).toMatchObject({ step: 'otp', shortMessage: 'Invalid input' })
    await g.dispose()
  })

  it('behavior: VERIFY_DEVICE → DeviceVerificationRequired, CONNECT_DEVICE, then the code step', async () => {
    const frame = fakeFrame({
      ...emailHandlers(),
      CONNECT_EMAIL: () => ({ action: 'VERIFY_DEVICE' }),
      CONNECT_DEVICE: () => ({}),
    })
    const { g, types } = await setup(frame.messenger)
    g.emit(createEvent('EmailLoginRequested', { email: 'a+device@example.com' }))
    await settle()
    expect(types().slice(-3)).toEqual(['EmailLoginRequested', 'DeviceVerificationRequired', 'EmailOtpRequired'])
    expect(g.getState().auth.step).toBe('otp')
    await g.dispose()
  })

  it('behavior: social login opens the window, sends it to the redirect URI, and connects with the result', async () => {
    const opened: string[] = []
    let closed = false
    const popup: FramePopup = {
      navigate: (u) => void opened.push(u),
      result: async () => 'http://frame.test/provider/result?code=c',
      close: () => void (closed = true),
    }
    const frame = fakeFrame(
      {
        GET_SOCIAL_REDIRECT_URI: () => ({ uri: 'http://frame.test/provider/github' }),
        CONNECT_SOCIAL: () => ({ ...USER, email: 'gh@devnet.test', userName: 'gh' }),
        GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({ smartAccountEnabledNetworks: [] }),
      },
      popup,
    )
    const { g } = await setup(frame.messenger)
    g.emit(createEvent('SocialLoginRequested', { provider: 'github' }))
    await settle(60)
    expect(opened).toEqual(['http://frame.test/provider/github'])
    expect(frame.calls.at(-2)).toEqual({
      type: 'CONNECT_SOCIAL',
      payload: { uri: 'http://frame.test/provider/result?code=c' },
    })
    expect(closed).toBe(true)
    expect(g.getState().auth).toMatchObject({ step: 'connected', provider: 'github' })
    await g.dispose()
  })

  it('error: a blocked login window → AuthFailed (social)', async () => {
    const { g } = await setup(fakeFrame({}, null).messenger)
    g.emit(createEvent('SocialLoginRequested', { provider: 'google' }))
    await settle(60)
    expect(g.getState().auth).toMatchObject({
      step: 'idle',
      error: { step: 'social', name: 'SocialLoginCancelledError' },
    })
    await g.dispose()
  })

  it('behavior: reload → IS_CONNECTED true → connected again; then disconnect signs out of the frame', async () => {
    const frame = fakeFrame(emailHandlers())
    const first = await setup(frame.messenger)
    first.g.emit(createEvent('EmailLoginRequested', { email: 'a@example.com' }))
    await settle()
    first.g.emit(createEvent('OtpSubmitted', { ticket: first.g.secrets!.put('123456') }))
    await settle()
    await first.g.dispose()
    const again = await setup(frame.messenger, first.g.db)
    await settle(40)
    expect(again.g.getState().connection.byNamespace.eip155).toMatchObject({ status: 'connected', connectorId: 'auth' })
    expect(frame.calls.map((c) => c.type).slice(-3)).toEqual([
      'IS_CONNECTED',
      'GET_USER',
      'GET_SMART_ACCOUNT_ENABLED_NETWORKS',
    ])
    again.g.emit(createEvent('NetworkSwitchRequested', { chainId: 'eip155:8453' }))
    await settle()
    expect(frame.calls.at(-1)).toEqual({ type: 'SWITCH_NETWORK', payload: { chainId: 8453 } })
    again.g.emit(createEvent('DisconnectRequested', {}))
    // Disconnected at once; the frame is told in a later task.
    await new Promise((resolve) => setTimeout(resolve, 0))
    await settle()
    expect(frame.calls.at(-1)?.type).toBe('SIGN_OUT')
    expect(again.g.getState().connection.byNamespace.eip155?.status).toBe('disconnected')
    expect(again.g.getState().auth.step).toBe('idle')
    await again.g.dispose()
  })

  it('behavior: reload with a frame that reports not connected → Disconnected (sync-failed)', async () => {
    const frame = fakeFrame(emailHandlers())
    const first = await setup(frame.messenger)
    first.g.emit(createEvent('EmailLoginRequested', { email: 'a@example.com' }))
    await settle()
    first.g.emit(createEvent('OtpSubmitted', { ticket: first.g.secrets!.put('123456') }))
    await settle()
    await first.g.dispose()
    const gone = fakeFrame({ IS_CONNECTED: () => ({ isConnected: false }) })
    const again = await setup(gone.messenger, first.g.db)
    await settle(40)
    expect(again.seen.find((e) => e.type === 'Disconnected')).toMatchObject({
      data: { namespace: 'eip155', reason: 'sync-failed' },
    })
    await again.g.dispose()
  })

  it('default: without a frame nothing is announced and an email login says the dependency is missing', async () => {
    const g = createTestGatehouse({ effects })
    await g.ready
    await settle()
    expect(g.getState().wallets.connectors.byId.auth).toBeUndefined()
    g.emit(createEvent('EmailLoginRequested', { email: 'a@example.com' }))
    await settle()
    expect(g.getState().auth.error).toMatchObject({ shortMessage: 'Unable to load email login dependency' })
    await g.dispose()
  })
})

// Only what frame.ts reads of the state: the active network.
const onChain = (chainId: string | null) =>
  ({
    network: {
      activeNamespace: chainId?.split(':')[0] ?? null,
      byNamespace: chainId ? { [chainId.split(':')[0]!]: { chainId } } : {},
    },
  }) as unknown as GatehouseState

const SETTINGS = { url: 'https://frame.example/frame', projectId: 'p', version: '4', enableLogger: false }
const frameDeps = (more: Partial<Deps> = {}) =>
  ({ newId: () => 'id', setTimeout: () => 0, clearTimeout: () => undefined, ...more }) as unknown as Deps

// A page the real iframe messenger can be created in, counting the iframes made (and those removed) and the
// message listeners it holds.
function stubPage() {
  const iframes: Array<{ src: string; removed: boolean }> = []
  const listeners = new Set<unknown>()
  const page = {
    document: {
      createElement: () => {
        const iframe = {
          src: '',
          removed: false,
          style: {},
          dataset: {},
          setAttribute: () => undefined,
          contentWindow: {},
          remove: () => void (iframe.removed = true),
        }
        iframes.push(iframe)
        return iframe
      },
      body: { appendChild: () => undefined },
    },
    addEventListener: (_type: string, listener: unknown) => void listeners.add(listener),
    removeEventListener: (_type: string, listener: unknown) => void listeners.delete(listener),
  }
  vi.stubGlobal('window', page)
  // Not enumerable: the list still equals a plain list of iframes.
  return Object.defineProperty(iframes, 'listeners', { value: listeners }) as typeof iframes & {
    listeners: Set<unknown>
  }
}

describe('frame messenger of deps', () => {
  afterEach(() => void vi.unstubAllGlobals())

  it('behavior: the frame starts on the eip155 reference only; a Solana or no active network starts it on 1', () => {
    expect(frameChainId(onChain('eip155:10'))).toBe('10')
    expect(frameChainId(onChain('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'))).toBe('1')
    expect(frameChainId(onChain(null))).toBe('1')
  })

  it('error: no frame configured → EmailDependencyError, with or without a page', async () => {
    const none = (await frameMessenger(frameDeps(), onChain(null)).catch((e: unknown) => e)) as EmailDependencyError
    expect(none).toBeInstanceOf(EmailDependencyError)
    expect(none.details).toBe('No secure frame is configured (endpoints.frame)')
    const iframes = stubPage()
    const stillNone = (await frameMessenger(frameDeps({ frame: null }), onChain(null)).catch(
      (e: unknown) => e,
    )) as EmailDependencyError
    expect(stillNone.details).toBe('No secure frame is configured (endpoints.frame)')
    expect(iframes).toEqual([])
  })

  it('error: a frame configured but no page (server side) → EmailDependencyError "no page"', async () => {
    expect(typeof window).toBe('undefined')
    const error = (await frameMessenger(frameDeps({ frame: SETTINGS }), onChain(null)).catch(
      (e: unknown) => e,
    )) as EmailDependencyError
    expect(error).toBeInstanceOf(EmailDependencyError)
    expect(error.details).toBe('There is no page to load the secure frame in')
  })

  it('behavior: the first call creates one iframe on its state’s chain; later calls share it; frameInUse then resolves to it', async () => {
    const iframes = stubPage()
    const deps = frameDeps({ frame: SETTINGS })
    const first = await frameMessenger(deps, onChain('eip155:8453'))
    expect(typeof first.call).toBe('function')
    expect(iframes.map((f) => new URL(f.src).searchParams.get('chainId'))).toEqual(['8453'])
    expect(await frameMessenger(deps, onChain('eip155:10'))).toBe(first)
    expect(iframes).toHaveLength(1)
    expect(await frameInUse(deps)).toBe(first)
    // Another Gatehouse gets its own.
    await frameMessenger(frameDeps({ frame: SETTINGS }), onChain(null))
    expect(iframes.map((f) => new URL(f.src).searchParams.get('chainId'))).toEqual(['8453', '1'])
  })

  it('behavior: closeFrame takes the iframe made for deps and its listener off the page, and one whose code was still loading as it is made; deps’ own messenger is left to its owner', async () => {
    const iframes = stubPage()
    const deps = frameDeps({ frame: SETTINGS })
    await frameMessenger(deps, onChain(null))
    expect(iframes.listeners.size).toBe(1)
    closeFrame(deps)
    expect(iframes.map((f) => f.removed)).toEqual([true])
    expect(iframes.listeners.size).toBe(0)
    // Stopped while the messenger's code loads: made, then taken off at once.
    const late = frameDeps({ frame: SETTINGS })
    const making = frameMessenger(late, onChain(null))
    closeFrame(late)
    await making
    expect(iframes.map((f) => f.removed)).toEqual([true, true])
    expect(iframes.listeners.size).toBe(0)
    // Deps' own messenger is not closed.
    const own = { ...fakeFrame({}).messenger, close: vi.fn() }
    const ownDeps = frameDeps({ frame: SETTINGS, frameMessenger: own })
    await frameMessenger(ownDeps, onChain(null))
    closeFrame(ownDeps)
    expect(own.close).not.toHaveBeenCalled()
  })

  it('behavior: disposing a Gatehouse whose email login made the secure frame takes its iframe and listener off the page (releaseFrame)', async () => {
    const iframes = stubPage()
    const g = createTestGatehouse({ effects: { loginWithEmail, releaseFrame }, deps: { frame: SETTINGS } })
    await g.ready
    g.emit(createEvent('EmailLoginRequested', { email: 'a@example.com' }))
    await vi.waitFor(() => expect(iframes).toHaveLength(1))
    expect(iframes.listeners.size).toBe(1)
    await g.dispose()
    expect(iframes.map((f) => f.removed)).toEqual([true])
    expect(iframes.listeners.size).toBe(0)
  })

  it('behavior: deps’ own messenger is used as is, with no iframe', async () => {
    const iframes = stubPage()
    const own = fakeFrame({}).messenger
    expect(await frameMessenger(frameDeps({ frame: SETTINGS, frameMessenger: own }), onChain(null))).toBe(own)
    expect(iframes).toEqual([])
  })

  it('error: an answer that fails its schema → InvalidResponseError naming the call, the field path (or "(payload)") and the issue', async () => {
    const answers: unknown[] = [{ action: 'NOPE' }, null, { smartAccountEnabledNetworks: [1, -2] }]
    const messenger: FrameMessenger = { call: async () => answers.shift(), openPopup: () => null }
    const deps = frameDeps({ frameMessenger: messenger })
    const fail = async (type: 'CONNECT_EMAIL' | 'GET_SMART_ACCOUNT_ENABLED_NETWORKS') =>
      (await firstValueFrom(callFrame(deps, onChain(null), type)).catch((e: unknown) => e)) as InvalidResponseError
    const field = await fail('CONNECT_EMAIL')
    expect(field).toBeInstanceOf(InvalidResponseError)
    expect(field.details).toBe('CONNECT_EMAIL: action: Invalid input')
    expect((await fail('CONNECT_EMAIL')).details).toBe('CONNECT_EMAIL: (payload): Invalid input')
    expect((await fail('GET_SMART_ACCOUNT_ENABLED_NETWORKS')).details).toMatch(
      /^GET_SMART_ACCOUNT_ENABLED_NETWORKS: smartAccountEnabledNetworks\.1: ./,
    )
  })

  it('behavior: callFrame passes the payload and timeout, emits the parsed answer, and aborts the call when unsubscribed', async () => {
    const seen: Array<{ type: string; payload: unknown; signal?: AbortSignal; timeoutMs?: number }> = []
    const messenger: FrameMessenger = {
      call: (type, payload, options) => {
        seen.push({ type, payload, ...options })
        return type === 'IS_CONNECTED' ? Promise.resolve({ isConnected: true, extra: 1 }) : new Promise(() => undefined)
      },
      openPopup: () => null,
    }
    const deps = frameDeps({ frameMessenger: messenger })
    expect(await firstValueFrom(callFrame(deps, onChain(null), 'IS_CONNECTED'))).toEqual({ isConnected: true })
    const sub = callFrame(deps, onChain(null), 'CONNECT_FARCASTER', { url: 'u' }, { timeoutMs: 5 }).subscribe()
    await settle()
    expect(seen[1]).toMatchObject({ type: 'CONNECT_FARCASTER', payload: { url: 'u' }, timeoutMs: 5 })
    expect(seen[1]!.signal!.aborted).toBe(false)
    sub.unsubscribe()
    expect(seen[1]!.signal!.aborted).toBe(true)
  })
})
