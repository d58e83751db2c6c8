import { describe, expect, it } from 'vitest'
import { FrameError, MAX_FRAME_MESSAGE_LENGTH } from './errors.js'
import { createIframeMessenger } from './iframeMessenger.js'

const ORIGIN = 'http://127.0.0.1:4013'

/** A page with just what the messenger touches: one iframe whose window records what it is sent, timers run by hand. */
function fakePage() {
  const sent: Array<{ message: { id: string; type: string; payload: unknown }; origin: string }> = []
  const frameWindow = {
    postMessage: (message: { id: string; type: string; payload: unknown }, origin: string) =>
      sent.push({ message, origin }),
  }
  const iframe = {
    style: {},
    dataset: {},
    setAttribute: () => undefined,
    contentWindow: frameWindow,
  } as unknown as HTMLIFrameElement
  let onMessage: (event: MessageEvent) => void = () => undefined
  const timers: Array<() => void> = []
  const window = {
    document: { createElement: () => iframe, body: { appendChild: () => undefined } },
    addEventListener: (_type: string, listener: (event: MessageEvent) => void) => (onMessage = listener),
  } as unknown as Window
  let n = 0
  const messenger = createIframeMessenger(
    { url: `${ORIGIN}/frame`, projectId: 'p', version: '4', enableLogger: false },
    {
      window,
      chainId: 1,
      newId: () => `id-${++n}`,
      setTimeout: (fn) => timers.push(fn),
      clearTimeout: () => undefined,
    },
  )
  const fromFrame = (data: unknown) =>
    onMessage({ origin: ORIGIN, source: frameWindow, data } as unknown as MessageEvent)
  return { messenger, sent, fromFrame, runTimers: () => timers.splice(0).forEach((fn) => fn()) }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('iframeMessenger', () => {
  it('behavior: RPC_REQUEST goes to the frame’s origin after READY; _SUCCESS resolves with its payload', async () => {
    const page = fakePage()
    page.fromFrame({ type: '@gatehouse-frame/READY' })
    page.runTimers() // SPEC §9: 500 ms after READY
    const answer = page.messenger.call('RPC_REQUEST', { chainId: 1, method: 'eth_chainId' })
    await settle()
    expect(page.sent).toEqual([
      {
        message: { id: 'id-1', type: '@gatehouse-app/RPC_REQUEST', payload: { chainId: 1, method: 'eth_chainId' } },
        origin: ORIGIN,
      },
    ])
    page.fromFrame({ id: 'id-1', type: '@gatehouse-frame/RPC_REQUEST_SUCCESS', payload: { result: '0x1' } })
    expect(await answer).toEqual({ result: '0x1' })
  })

  it('error: _ERROR { message, code } rejects with a FrameError carrying the code; without a message it is "An error occurred"', async () => {
    const page = fakePage()
    page.fromFrame({ type: '@gatehouse-frame/READY' })
    page.runTimers()
    const refused = page.messenger.call('RPC_REQUEST', { chainId: 1, method: 'personal_sign', params: ['hi', '0x0'] })
    const bare = page.messenger.call('RPC_REQUEST', { chainId: 1, method: 'eth_accounts' })
    await settle()
    page.fromFrame({
      id: 'id-1',
      type: '@gatehouse-frame/RPC_REQUEST_ERROR',
      payload: { message: 'Not your address.', code: 4100 },
    })
    page.fromFrame({ id: 'id-2', type: '@gatehouse-frame/RPC_REQUEST_ERROR', payload: {} })
    const [one, two] = await Promise.allSettled([refused, bare])
    expect(one).toMatchObject({ status: 'rejected', reason: expect.any(FrameError) })
    expect((one as PromiseRejectedResult).reason.toData()).toEqual({
      name: 'FrameError',
      shortMessage: 'Not your address.',
      code: 4100,
    })
    expect((two as PromiseRejectedResult).reason.toData()).toEqual({
      name: 'FrameError',
      shortMessage: 'An error occurred',
    })
  })
  it('error: a 2 MB _ERROR message is cut to MAX_FRAME_MESSAGE_LENGTH characters, bidi controls removed, whole length in the details', async () => {
    const page = fakePage()
    page.fromFrame({ type: '@gatehouse-frame/READY' })
    page.runTimers()
    const call = page.messenger.call('CONNECT_OTP', { otp: '123456' })
    await settle()
    const huge = `\u202E${'x'.repeat(2_000_000)}`
    page.fromFrame({ id: 'id-1', type: '@gatehouse-frame/CONNECT_OTP_ERROR', payload: { message: huge } })
    const error = (await call.catch((e: unknown) => e)) as FrameError
    expect(error).toBeInstanceOf(FrameError)
    expect(error.shortMessage).toBe(`${'x'.repeat(MAX_FRAME_MESSAGE_LENGTH - 1)}…`)
    expect(error.message.length).toBeLessThan(MAX_FRAME_MESSAGE_LENGTH + 200)
    expect(error.details).toContain('2000001 characters')
    expect(JSON.stringify(error.toData()).length).toBeLessThan(MAX_FRAME_MESSAGE_LENGTH + 100)
  })
})
