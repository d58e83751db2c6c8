// The fault campaign's channels: forged and hostile messages to the secure frame's real messenger
// (effects/auth/iframeMessenger.ts over a page that holds only what it touches), a frame silent at Disconnect,
// and WalletConnect relay drops
// around a request (the real `whileRelayUp` of effects/walletConnect/signClient.ts over a relayer whose socket
// the case takes down and brings back). Every case must end in what it expects (a forgery in nothing: the call
// times out, typed), and every error must be typed. Used by test/integration/channelFaults.test.ts and
// bench/faults.bench.ts.
import { EventEmitter } from 'node:events'
import { firstValueFrom } from 'rxjs'
import type { Deps } from '../../src/deps.js'
import { GatehouseError } from '../../src/errors/GatehouseError.js'
import { createEvent } from '../../src/events/index.js'
import { createTestGatehouse } from '../../src/testing/helpers.js'
import type { GatehouseState } from '../../projections/index.js'
import { disconnectWallet } from '../../effects/connection/disconnectWallet.js'
import { authAdapter } from '../../effects/connectors/auth.js'
import { AUTH_CONNECTOR_ID } from '../../effects/auth/connected.js'
import { MAX_FRAME_MESSAGE_LENGTH } from '../../effects/auth/errors.js'
import { callFrame } from '../../effects/auth/frame.js'
import { wcErrorData } from '../../effects/walletConnect/client.js'
import { whileRelayUp } from '../../effects/walletConnect/signClient.js'
import { fakeFramePage, type Sender } from './fakeFramePage.js'

/** One message the app window receives during a case; `answer` stands for the pending call's id. */
interface Message {
  from: Sender
  data: unknown
}

/** One case over the frame channel: a GET_USER call, these messages, then the call's 30 s run out. */
export interface FrameFault {
  name: string
  /** Whether the frame says READY (from itself) first; a forged READY is one of the messages. */
  ready?: boolean
  messages: (id: string) => Message[]
  /** What the call must end in: 'ok', or an error's name ('FrameTimeoutError': the messages changed nothing). */
  expect: string
  /** For a FrameError: its shortMessage (or a test of it). */
  shortMessage?: string | ((text: string) => boolean)
  /** Whether the call may have been sent to the frame at all (a forged READY must not open the channel). */
  sent?: boolean
}

const user = { email: 'a@b.co', address: '0x00000000000000000000000000000000000000aa', chainId: 1 }
const success = (id: string, payload: unknown = user): unknown => ({
  id,
  type: '@gatehouse-frame/GET_USER_SUCCESS',
  payload,
})
const failure = (id: string, payload: unknown): unknown => ({ id, type: '@gatehouse-frame/GET_USER_ERROR', payload })
const frame = (data: unknown): Message => ({ from: 'frame', data })

/** The forged and hostile frame messages. */
export const FRAME_FAULTS: readonly FrameFault[] = [
  { name: 'the answer, from the frame (control)', messages: (id) => [frame(success(id))], expect: 'ok' },
  {
    name: 'forged: READY from another origin (the channel stays shut)',
    ready: false,
    messages: () => [{ from: 'otherOrigin', data: { type: '@gatehouse-frame/READY' } }],
    expect: 'FrameTimeoutError',
    sent: false,
  },
  {
    name: 'forged: READY from another window of the frame’s origin',
    ready: false,
    messages: () => [{ from: 'otherWindow', data: { type: '@gatehouse-frame/READY' } }],
    expect: 'FrameTimeoutError',
    sent: false,
  },
  {
    name: 'forged: the answer from another origin',
    messages: (id) => [{ from: 'otherOrigin', data: success(id) }],
    expect: 'FrameTimeoutError',
  },
  {
    name: 'forged: the answer from the frame’s window but another origin (navigated away)',
    messages: (id) => [{ from: 'otherOriginFrameWindow', data: success(id) }],
    expect: 'FrameTimeoutError',
  },
  {
    name: 'forged: the answer from another window of the frame’s origin (a popup, a second iframe)',
    messages: (id) => [{ from: 'otherWindow', data: success(id) }],
    expect: 'FrameTimeoutError',
  },
  {
    name: 'forged: an error from another origin',
    messages: (id) => [{ from: 'otherOrigin', data: failure(id, { message: 'Pay here: evil.example', code: 4001 }) }],
    expect: 'FrameTimeoutError',
  },
  { name: 'an answer with an unknown id', messages: () => [frame(success('guessed-id'))], expect: 'FrameTimeoutError' },
  {
    name: 'an answer with no id',
    messages: () => [frame({ type: '@gatehouse-frame/GET_USER_SUCCESS', payload: user })],
    expect: 'FrameTimeoutError',
  },
  {
    name: 'an answer of another call type under the right id',
    messages: (id) => [frame({ id, type: '@gatehouse-frame/RPC_REQUEST_SUCCESS', payload: { result: '0x1' } })],
    expect: 'FrameTimeoutError',
  },
  {
    name: 'the app’s own message echoed back (app prefix)',
    messages: (id) => [frame({ id, type: '@gatehouse-app/GET_USER_SUCCESS', payload: user })],
    expect: 'FrameTimeoutError',
  },
  {
    name: 'messages that are not objects: a string, null, a number, an array, a Blob',
    messages: (id) =>
      [`{"id":"${id}","type":"@gatehouse-frame/GET_USER_SUCCESS"}`, null, 7, [id], new Blob(['x'])].map(frame),
    expect: 'FrameTimeoutError',
  },
  {
    name: 'a type that is not a string, an id that is not a string',
    messages: (id) => [frame({ id, type: 5 }), frame({ id: [id], type: '@gatehouse-frame/GET_USER_SUCCESS' })],
    expect: 'FrameTimeoutError',
  },
  {
    name: 'an answer of the wrong shape',
    messages: (id) => [frame(success(id, { address: 5, chainId: {} }))],
    expect: 'InvalidResponseError',
  },
  {
    name: 'an answer with a 2 MB user name',
    messages: (id) => [frame(success(id, { ...user, userName: 'n'.repeat(2_000_000) }))],
    expect: 'InvalidResponseError',
  },
  {
    name: 'an answer with a 2 MB email',
    messages: (id) => [frame(success(id, { ...user, email: `${'e'.repeat(2_000_000)}@b.co` }))],
    expect: 'InvalidResponseError',
  },
  {
    name: 'a prototype-polluting answer (parsed JSON)',
    messages: (id) => [frame(success(id, JSON.parse(`{"__proto__":{"polluted":1},${JSON.stringify(user).slice(1)}`)))],
    expect: 'ok',
  },
  {
    name: 'an error with a 2 MB message (cut, bidi controls removed)',
    messages: (id) => [frame(failure(id, { message: `\u202E${'m'.repeat(2_000_000)}` }))],
    expect: 'FrameError',
    shortMessage: (text) => text.length <= MAX_FRAME_MESSAGE_LENGTH && !text.includes('\u202E'),
  },
  {
    name: 'an error whose message is an object, code a string',
    messages: (id) => [frame(failure(id, { message: { toString: 'x' }, code: '4100' }))],
    expect: 'FrameError',
    shortMessage: 'An error occurred',
  },
  {
    name: 'an error with no payload at all',
    messages: (id) => [frame({ id, type: '@gatehouse-frame/GET_USER_ERROR' })],
    expect: 'FrameError',
    shortMessage: 'An error occurred',
  },
  {
    name: 'two answers to one call (the first wins, the replay is ignored)',
    messages: (id) => [frame(success(id)), frame(failure(id, { message: 'replayed' }))],
    expect: 'ok',
  },
  {
    name: 'a flood of 10,000 forged answers, then the real one',
    messages: (id) => [
      ...Array.from({ length: 10_000 }, (_, i) => ({ from: 'otherOrigin' as const, data: failure(`${id}`, { i }) })),
      frame(success(id)),
    ],
    expect: 'ok',
  },
]

/** What one channel case showed. */
export interface ChannelFaultOutcome {
  name: string
  /** 'ok', or the error's name. */
  ended: string
  typed: boolean
  /** The case ended as it must (its expected end, message and channel state). */
  held: boolean
  /** Exceptions out of the page's message listener (none may escape to the page). */
  untyped: string[]
}

/** Runs one frame case over the real messenger in a page of fakes; never throws. */
export async function runFrameFault(fault: FrameFault): Promise<ChannelFaultOutcome> {
  const page = fakeFramePage('call')
  const { messenger, sent } = page
  const untyped: string[] = []
  const post = (from: Sender, data: unknown) => {
    try {
      page.post(from, data)
    } catch (error) {
      untyped.push(`message listener: ${String(error)}`.slice(0, 300))
    }
  }
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0))
  if (fault.ready !== false) {
    post('frame', { type: '@gatehouse-frame/READY' })
    page.runTimers() // SPEC §9: 500 ms after READY
  }
  const deps = { frameMessenger: messenger } as unknown as Deps
  const outcome = firstValueFrom(callFrame(deps, {} as GatehouseState, 'GET_USER')).then(
    () => ({ ended: 'ok', typed: true, text: '' }),
    (error: unknown) => ({
      ended: error instanceof Error ? error.name : typeof error,
      typed: error instanceof GatehouseError,
      text: error instanceof GatehouseError ? error.shortMessage : '',
    }),
  )
  await flush()
  for (const m of fault.messages('call-1')) post(m.from, m.data)
  page.runTimers() // the READY delay of a forged READY, then the call's 30 s
  await flush()
  page.runTimers()
  const end = await outcome
  const polluted = (Object.prototype as Record<string, unknown>).polluted !== undefined
  const text = fault.shortMessage
  const held =
    end.ended === fault.expect &&
    !polluted &&
    (fault.sent === undefined || fault.sent === sent.length > 0) &&
    (text === undefined || (typeof text === 'string' ? end.text === text : text(end.text)))
  return { name: `frame: ${fault.name}`, ended: end.ended, typed: end.typed, held, untyped }
}

/** One relay case: what the relay socket does while a request waits, and when (if ever) the wallet answers. */
export interface RelayFault {
  name: string
  /** Whether the socket is up when the request is made. */
  upAtStart: boolean
  /** Steps, each after `afterMs`: the socket goes down or comes back, or the wallet answers or fails. */
  steps: Array<{ afterMs: number; do: 'drop' | 'back' | 'answer' | 'reject' }>
  /** 'ok', or the typed error's name the request's failure maps to (wcErrorData). */
  expect: string
}

/** The relay timeout the cases run with, standing for SPEC §9's 10 s RPC timeout. */
export const RELAY_TIMEOUT_MS = 200

/** The relay drops. */
export const RELAY_FAULTS: readonly RelayFault[] = [
  {
    name: 'relay up, the wallet answers (control)',
    upAtStart: true,
    steps: [{ afterMs: 20, do: 'answer' }],
    expect: 'ok',
  },
  {
    name: 'relay down before the request, never back',
    upAtStart: false,
    steps: [],
    expect: 'ProviderDisconnectedError',
  },
  {
    name: 'relay drops mid-request, never back',
    upAtStart: true,
    steps: [{ afterMs: 30, do: 'drop' }],
    expect: 'ProviderDisconnectedError',
  },
  {
    name: 'relay drops and comes back within the timeout, then the wallet answers',
    upAtStart: true,
    steps: [
      { afterMs: 20, do: 'drop' },
      { afterMs: 100, do: 'back' },
      { afterMs: 300, do: 'answer' },
    ],
    expect: 'ok',
  },
  {
    name: 'relay flaps (down 150 ms, up 20 ms, four times): each outage shorter than the timeout',
    upAtStart: true,
    steps: [
      ...[0, 1, 2, 3].flatMap(() => [
        { afterMs: 20, do: 'drop' as const },
        { afterMs: 150, do: 'back' as const },
      ]),
      { afterMs: 20, do: 'answer' },
    ],
    expect: 'ok',
  },
  {
    name: 'relay down at the request, back in time, the wallet declines',
    upAtStart: false,
    steps: [
      { afterMs: 50, do: 'back' },
      { afterMs: 50, do: 'reject' },
    ],
    expect: 'UserRejectedRequestError',
  },
  {
    name: 'relay drops after a while up, then stays down past the timeout',
    upAtStart: true,
    steps: [
      { afterMs: 300, do: 'drop' },
      { afterMs: 50, do: 'back' },
      { afterMs: 10, do: 'drop' },
    ],
    expect: 'ProviderDisconnectedError',
  },
]

/** Runs one relay case with real timers (RELAY_TIMEOUT_MS); never throws. */
export async function runRelayFault(fault: RelayFault): Promise<ChannelFaultOutcome & { ms: number }> {
  const events = new EventEmitter()
  const relayer = {
    connected: fault.upAtStart,
    on: (event: string, l: (...args: unknown[]) => void) => events.on(event, l),
    off: (event: string, l: (...args: unknown[]) => void) => events.off(event, l),
  }
  let answer: (value: unknown) => void = () => undefined
  let decline: (error: unknown) => void = () => undefined
  const wallet = new Promise<unknown>((resolve, reject) => ((answer = resolve), (decline = reject)))
  const t0 = performance.now()
  const request = whileRelayUp(relayer as never, wallet, RELAY_TIMEOUT_MS).then(
    () => ({ ended: 'ok', typed: true }),
    (error: unknown) => ({ ended: wcErrorData(error).name, typed: true }),
  )
  let done = false
  void request.then(() => (done = true))
  for (const step of fault.steps) {
    await new Promise((resolve) => setTimeout(resolve, step.afterMs))
    if (done) break
    if (step.do === 'drop') {
      relayer.connected = false
      events.emit('relayer_disconnect')
    } else if (step.do === 'back') {
      relayer.connected = true
      events.emit('relayer_connect')
    } else if (step.do === 'answer') answer('0xsigned')
    else decline(Object.assign(new Error('User rejected the request.'), { code: 4001 }))
  }
  // A case whose steps end with the request still open: the wallet never answers; the relay's state decides.
  const end = await Promise.race([
    request,
    new Promise<{ ended: string; typed: boolean }>((resolve) =>
      setTimeout(() => resolve({ ended: 'no answer and no error', typed: false }), RELAY_TIMEOUT_MS * 3),
    ),
  ])
  const ms = performance.now() - t0
  const listeners = events.listenerCount('relayer_connect') + events.listenerCount('relayer_disconnect')
  return {
    name: `relay: ${fault.name}`,
    ended: end.ended,
    typed: end.typed,
    held: end.ended === fault.expect && listeners === 0,
    untyped: [],
    ms,
  }
}

/**
 * A frame that never answers at Disconnect (the "Disconnect takes effect only after 30.4 s"): the real
 * disconnect effect over the real embedded-wallet adapter, whose SIGN_OUT the frame never answers. Disconnected must
 * come in the task of the request, not after the frame's 30 s.
 */
export async function runSilentFrameDisconnect(): Promise<ChannelFaultOutcome & { ms: number }> {
  const asked: string[] = []
  const silent = {
    call: (type: string) => (asked.push(type), new Promise<never>(() => undefined)),
    openPopup: () => null,
  }
  const g = createTestGatehouse({
    effects: { disconnectWallet: disconnectWallet([authAdapter]) },
    deps: { frameMessenger: silent },
  })
  await g.ready
  g.emit(
    createEvent('Connected', {
      connectorId: AUTH_CONNECTOR_ID,
      namespace: 'eip155',
      chainId: 'eip155:1',
      address: '0x00000000000000000000000000000000000000aa',
    }),
  )
  const t0 = performance.now()
  g.emit(createEvent('DisconnectRequested', { namespace: 'eip155' }))
  let ms = Number.POSITIVE_INFINITY
  for (let i = 0; i < 100 && ms === Number.POSITIVE_INFINITY; i++) {
    if (g.getState().connection.byNamespace.eip155?.status === 'disconnected') ms = performance.now() - t0
    else await new Promise((resolve) => setTimeout(resolve, 10))
  }
  await new Promise((resolve) => setTimeout(resolve, 20)) // the frame is told afterwards
  await g.dispose()
  const ended = ms < Number.POSITIVE_INFINITY ? 'disconnected' : 'still connected after 1 s'
  return {
    name: 'frame: silent at Disconnect (SIGN_OUT never answered): disconnected locally at once, the frame told after',
    ended,
    typed: true,
    held: ms < 100 && asked.includes('SIGN_OUT'),
    untyped: [],
    ms,
  }
}
