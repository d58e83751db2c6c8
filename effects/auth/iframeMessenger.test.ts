import { describe, expect, it } from 'vitest'
import { RequestAbortedError } from '../../src/errors/catalogue.js'
import { FrameError, FrameTimeoutError, MAX_FRAME_MESSAGE_LENGTH, SocialLoginCancelledError } from './errors.js'
import { createIframeMessenger, frameUrl } from './iframeMessenger.js'
import { FRAME_ORIGIN, fakeFramePage } from '../../test/helpers/fakeFramePage.js'

const ORIGIN = FRAME_ORIGIN
const fakePage = () => fakeFramePage()

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

// A page that records what the messenger does to it: the element it creates, the listeners it adds and removes, the
// timers it sets (with their delays) and clears, the windows it opens.
function recordingPage(options: { popup?: 'open' | 'blocked' } = {}) {
  const sent: Array<{ message: unknown; origin: string }> = []
  const frameWindow = { postMessage: (message: unknown, origin: string) => void sent.push({ message, origin }) }
  const otherWindow = {}
  const attributes: Record<string, string> = {}
  const iframe = {
    src: '',
    title: '',
    tabIndex: 0,
    style: {},
    dataset: {},
    setAttribute: (name: string, value: string) => void (attributes[name] = value),
    contentWindow: frameWindow as typeof frameWindow | null,
    removed: 0,
    remove: () => void iframe.removed++,
  }
  const created: string[] = []
  const appended: unknown[] = []
  const listeners = new Map<string, Set<(event: MessageEvent) => void>>()
  const timers = new Map<number, { fn: () => void; ms: number }>()
  let timerId = 0
  const cleared: unknown[] = []
  const popupWindow = { closed: false, location: { href: '' }, closeCalls: 0, close: () => popupWindow.closeCalls++ }
  const opened: unknown[][] = []
  const window = {
    document: {
      createElement: (tag: string) => (created.push(tag), iframe),
      body: { appendChild: (node: unknown) => void appended.push(node) },
    },
    addEventListener: (type: string, fn: (event: MessageEvent) => void) =>
      void listeners.set(type, (listeners.get(type) ?? new Set()).add(fn)),
    removeEventListener: (type: string, fn: (event: MessageEvent) => void) => void listeners.get(type)?.delete(fn),
    open: (...args: unknown[]) => (opened.push(args), options.popup === 'blocked' ? null : popupWindow),
  } as unknown as Window
  let n = 0
  const messenger = createIframeMessenger(
    { url: `${FRAME_ORIGIN}/frame/index.html`, projectId: 'proj', version: '4', enableLogger: true },
    {
      window,
      chainId: 8453,
      newId: () => `id-${++n}`,
      setTimeout: (fn, ms) => (timers.set(++timerId, { fn, ms }), timerId),
      clearTimeout: (handle) => void (cleared.push(handle), timers.delete(handle as number)),
    },
  )
  const post = (origin: string, source: unknown, data: unknown) => {
    for (const fn of [...(listeners.get('message') ?? [])]) fn({ origin, source, data } as unknown as MessageEvent)
  }
  /** Runs the timers set for `ms` (those they set in turn wait for the next run). */
  const run = (ms: number) => {
    for (const [id, timer] of [...timers]) {
      if (timer.ms !== ms) continue
      timers.delete(id)
      timer.fn()
    }
  }
  const delays = () => [...timers.values()].map((t) => t.ms)
  const fromFrame = (data: unknown) => post(FRAME_ORIGIN, frameWindow, data)
  const ready = async () => {
    fromFrame({ type: '@gatehouse-frame/READY' })
    run(500)
    await settle()
  }
  return {
    messenger,
    iframe,
    attributes,
    created,
    appended,
    listeners,
    timers,
    cleared,
    delays,
    sent,
    opened,
    popupWindow,
    frameWindow,
    otherWindow,
    post,
    fromFrame,
    run,
    ready,
  }
}

const outcome = <T>(promise: Promise<T>) => {
  const seen: { value?: T; error?: unknown; settled: boolean } = { settled: false }
  promise.then(
    (value) => Object.assign(seen, { value, settled: true }),
    (error: unknown) => Object.assign(seen, { error, settled: true }),
  )
  return seen
}

describe('iframeMessenger: the iframe', () => {
  it('default: frameUrl carries projectId, chainId, version and enableLogger on the configured URL', () => {
    const url = frameUrl(
      { url: 'https://frame.example/x?keep=1', projectId: 'p1', version: '4', enableLogger: false },
      10,
    )
    expect(url.href).toBe('https://frame.example/x?keep=1&projectId=p1&chainId=10&version=4&enableLogger=false')
  })

  it('default: one hidden, sandboxed, unfocusable iframe on the frame URL is appended to the body', () => {
    const page = recordingPage()
    expect(page.created).toEqual(['iframe'])
    expect(page.appended).toEqual([page.iframe])
    expect(page.iframe.src).toBe(
      `${FRAME_ORIGIN}/frame/index.html?projectId=proj&chainId=8453&version=4&enableLogger=true`,
    )
    expect(page.iframe.title).toBe('Gatehouse secure frame')
    expect(page.attributes).toEqual({ sandbox: 'allow-scripts allow-same-origin', 'aria-hidden': 'true' })
    expect(page.iframe.tabIndex).toBe(-1)
    expect(page.iframe.dataset).toEqual({ gatehouseFrame: '' })
    expect(page.iframe.style).toEqual({ position: 'fixed', inset: '0', border: '0', zIndex: '999999', display: 'none' })
    expect([...page.listeners.keys()]).toEqual(['message'])
  })
})

describe('iframeMessenger: close', () => {
  it('behavior: close() takes the iframe and its message listener off the page; a waiting call is aborted, a later one refused, nothing posted; a second close changes nothing', async () => {
    const page = recordingPage()
    const waiting = outcome(page.messenger.call('GET_USER', {}))
    page.messenger.close?.()
    await settle()
    expect(page.iframe.removed).toBe(1)
    expect(page.listeners.get('message')?.size ?? 0).toBe(0)
    expect(waiting.error).toBeInstanceOf(RequestAbortedError)
    expect((waiting.error as RequestAbortedError).details).toBe('GET_USER was aborted: the secure frame was closed')
    expect(page.timers.size).toBe(0) // its 30 s timer cleared
    const later = outcome(page.messenger.call('IS_CONNECTED', {}))
    await settle()
    expect((later.error as RequestAbortedError).details).toBe('IS_CONNECTED was not sent: the secure frame was closed')
    page.messenger.close?.()
    expect(page.iframe.removed).toBe(1)
    await page.ready()
    expect(page.sent).toEqual([])
  })
})

describe('iframeMessenger: calls', () => {
  it('behavior: nothing is posted before READY; READY waits 500 ms; a second READY sets no second wait', async () => {
    const page = recordingPage()
    void page.messenger.call('GET_USER', {})
    expect(page.delays()).toEqual([30_000])
    page.fromFrame({ type: '@gatehouse-frame/READY' })
    page.fromFrame({ type: '@gatehouse-frame/READY' })
    expect(page.delays()).toEqual([30_000, 500])
    await settle()
    expect(page.sent).toEqual([])
    page.run(500)
    await settle()
    expect(page.sent).toEqual([
      { message: { id: 'id-1', type: '@gatehouse-app/GET_USER', payload: {} }, origin: FRAME_ORIGIN },
    ])
  })

  it('behavior: READY from another origin, even posted through the frame’s window, does not open the frame', async () => {
    const page = recordingPage()
    void page.messenger.call('GET_USER', {})
    page.post('https://evil.example', page.frameWindow, { type: '@gatehouse-frame/READY' })
    expect(page.delays()).toEqual([30_000])
  })

  it('behavior: READY from another window of the frame’s origin does not open the frame', async () => {
    const page = recordingPage()
    void page.messenger.call('GET_USER', {})
    page.post(FRAME_ORIGIN, page.otherWindow, { type: '@gatehouse-frame/READY' })
    expect(page.delays()).toEqual([30_000])
  })

  it('behavior: answers from another origin or another window are ignored; the frame’s own answer resolves the call', async () => {
    const page = recordingPage()
    await page.ready()
    const call = outcome(page.messenger.call('GET_USER', {}))
    await settle()
    const forged = { id: 'id-1', type: '@gatehouse-frame/GET_USER_SUCCESS', payload: { forged: true } }
    page.post('https://evil.example', page.frameWindow, forged)
    page.post(FRAME_ORIGIN, page.otherWindow, forged)
    await settle()
    expect(call.settled).toBe(false)
    page.fromFrame({ id: 'id-1', type: '@gatehouse-frame/GET_USER_SUCCESS', payload: { real: true } })
    await settle()
    expect(call.value).toEqual({ real: true })
  })

  it('behavior: malformed messages, unknown ids, id-less answers and answers of another call type are ignored', async () => {
    const page = recordingPage()
    await page.ready()
    const call = outcome(page.messenger.call('RPC_REQUEST', { method: 'eth_chainId' }))
    await settle()
    expect(() => {
      page.fromFrame(null)
      page.fromFrame({ type: 42, id: 'id-1' })
      page.fromFrame({ type: '@gatehouse-app/RPC_REQUEST_SUCCESS', id: 'id-1' })
      page.fromFrame({ id: 'id-9', type: '@gatehouse-frame/RPC_REQUEST_SUCCESS', payload: {} })
      page.fromFrame({ type: '@gatehouse-frame/RPC_REQUEST_SUCCESS', payload: {} })
      page.fromFrame({ id: 'id-1', type: '@gatehouse-frame/GET_USER_SUCCESS', payload: {} })
      page.fromFrame({ id: 'id-1', type: '@gatehouse-frame/RPC_REQUEST_PROGRESS', payload: {} })
    }).not.toThrow()
    await settle()
    expect(call.settled).toBe(false)
    page.fromFrame({ id: 'id-1', type: '@gatehouse-frame/RPC_REQUEST_SUCCESS' })
    await settle()
    // An answer without a payload is {}.
    expect(call.value).toEqual({})
  })

  it('error: _ERROR with an unreadable payload is "An error occurred", with the call type in the details', async () => {
    const page = recordingPage()
    await page.ready()
    const call = page.messenger.call('SIGN_OUT', {})
    await settle()
    page.fromFrame({ id: 'id-1', type: '@gatehouse-frame/SIGN_OUT_ERROR', payload: { message: 7, code: 'x' } })
    const error = (await call.catch((e: unknown) => e)) as FrameError
    expect(error).toBeInstanceOf(FrameError)
    expect(error.shortMessage).toBe('An error occurred')
    expect(error.details).toBe('SIGN_OUT failed in the frame')
    expect(error.toData()).toEqual({ name: 'FrameError', shortMessage: 'An error occurred' })
  })

  it('behavior: an answer clears the call’s timer and its abort listener; a later abort or answer changes nothing', async () => {
    const page = recordingPage()
    await page.ready()
    const controller = new AbortController()
    const call = outcome(page.messenger.call('GET_USER', {}, { signal: controller.signal }))
    await settle()
    page.fromFrame({ id: 'id-1', type: '@gatehouse-frame/GET_USER_SUCCESS', payload: { a: 1 } })
    await settle()
    expect(call.value).toEqual({ a: 1 })
    expect(page.timers.size).toBe(0)
    expect(page.cleared).toEqual([2])
    controller.abort()
    page.fromFrame({ id: 'id-1', type: '@gatehouse-frame/GET_USER_ERROR', payload: {} })
    await settle()
    expect(page.cleared).toEqual([2])
    expect(call.error).toBeUndefined()
  })

  it('error: a call aborted before it is sent rejects with RequestAbortedError and posts nothing, no timer set', async () => {
    const page = recordingPage()
    await page.ready()
    const controller = new AbortController()
    controller.abort()
    const error = (await page.messenger
      .call('GET_USER', {}, { signal: controller.signal })
      .catch((e: unknown) => e)) as RequestAbortedError
    expect(error).toBeInstanceOf(RequestAbortedError)
    expect(error.details).toBe('GET_USER was aborted before it was sent')
    await settle()
    expect(page.sent).toEqual([])
    expect(page.timers.size).toBe(0)
  })

  it('error: aborting a waiting call rejects it, clears its timer, and it is never posted once the frame is ready', async () => {
    const page = recordingPage()
    const controller = new AbortController()
    const call = outcome(page.messenger.call('GET_USER', {}, { signal: controller.signal }))
    controller.abort()
    await settle()
    expect(call.error).toBeInstanceOf(RequestAbortedError)
    expect((call.error as RequestAbortedError).details).toBe('GET_USER was aborted')
    expect(page.timers.size).toBe(0)
    await page.ready()
    expect(page.sent).toEqual([])
  })

  it('error: no answer within 30 s → FrameTimeoutError; the call is dropped: a late answer is ignored, nothing is posted later', async () => {
    const page = recordingPage()
    const controller = new AbortController()
    const call = outcome(page.messenger.call('CONNECT_EMAIL', { email: 'a@b.c' }, { signal: controller.signal }))
    expect(page.delays()).toEqual([30_000])
    page.run(30_000)
    await settle()
    expect(call.error).toBeInstanceOf(FrameTimeoutError)
    expect((call.error as FrameTimeoutError).details).toBe('The secure frame did not answer CONNECT_EMAIL within 30 s')
    await page.ready()
    expect(page.sent).toEqual([])
    page.fromFrame({ id: 'id-1', type: '@gatehouse-frame/CONNECT_EMAIL_SUCCESS', payload: {} })
    // The abort listener went with the call: aborting now clears nothing more.
    const clearedBefore = page.cleared.length
    controller.abort()
    expect(page.cleared.length).toBe(clearedBefore)
  })

  it('error: a frame whose window is gone (iframe removed) posts nothing and the call times out as usual', async () => {
    const page = recordingPage()
    const call = outcome(page.messenger.call('GET_USER', {}))
    page.fromFrame({ type: '@gatehouse-frame/READY' })
    page.iframe.contentWindow = null
    page.run(500)
    await settle()
    expect(call.settled).toBe(false)
    page.run(30_000)
    await settle()
    expect(call.error).toBeInstanceOf(FrameTimeoutError)
  })

  it('behavior: a call’s own timeoutMs replaces the 30 s', async () => {
    const page = recordingPage()
    const call = outcome(page.messenger.call('CONNECT_FARCASTER', {}, { timeoutMs: 90_000 }))
    expect(page.delays()).toEqual([90_000])
    page.run(90_000)
    await settle()
    expect((call.error as FrameTimeoutError).details).toBe(
      'The secure frame did not answer CONNECT_FARCASTER within 90 s',
    )
  })
})

describe('iframeMessenger: social login window', () => {
  const SOCIAL = { type: '@gatehouse-frame/SOCIAL_LOGIN_RESULT', resultUri: `${FRAME_ORIGIN}/result?code=c` }

  it('default: opens a named 480×640 popup; null when the browser blocks it', () => {
    const page = recordingPage()
    expect(page.messenger.openPopup()).not.toBeNull()
    expect(page.opened).toEqual([['', 'gatehouse-social-login', 'popup,width=480,height=640']])
    expect(recordingPage({ popup: 'blocked' }).messenger.openPopup()).toBeNull()
  })

  it('error: navigate goes to a URL on the frame origin only; another origin throws FrameError and leaves the window', () => {
    const page = recordingPage()
    const popup = page.messenger.openPopup()!
    expect(() => popup.navigate('https://evil.example/provider')).toThrow(FrameError)
    expect(() => popup.navigate('https://evil.example/provider')).toThrow(
      'The social redirect is not on the frame origin',
    )
    expect(page.popupWindow.location.href).toBe('')
    popup.navigate(`${FRAME_ORIGIN}/provider/github`)
    expect(page.popupWindow.location.href).toBe(`${FRAME_ORIGIN}/provider/github`)
    popup.close()
    expect(page.popupWindow.closeCalls).toBe(1)
  })

  it('behavior: the result is taken only from the popup on the frame origin; then its listeners and poll are gone', async () => {
    const page = recordingPage()
    const popup = page.messenger.openPopup()!
    const controller = new AbortController()
    const result = outcome(popup.result(controller.signal))
    expect(page.listeners.get('message')?.size).toBe(2)
    expect(page.delays()).toEqual([500])
    page.post('https://evil.example', page.popupWindow, SOCIAL)
    page.post(FRAME_ORIGIN, page.frameWindow, SOCIAL)
    page.post(FRAME_ORIGIN, page.popupWindow, { ...SOCIAL, resultUri: '' })
    page.post(FRAME_ORIGIN, page.popupWindow, { type: '@gatehouse-frame/READY' })
    await settle()
    expect(result.settled).toBe(false)
    expect(page.listeners.get('message')?.size).toBe(2)
    page.post(FRAME_ORIGIN, page.popupWindow, SOCIAL)
    await settle()
    expect(result.value).toBe(SOCIAL.resultUri)
    expect(page.listeners.get('message')?.size).toBe(1)
    expect(page.timers.size).toBe(0)
    // The abort listener went too: aborting now clears nothing more.
    const clearedBefore = page.cleared.length
    controller.abort()
    expect(page.cleared.length).toBe(clearedBefore)
  })

  it('error: a closed window is noticed by the 500 ms poll → SocialLoginCancelledError; an open one is checked again', async () => {
    const page = recordingPage()
    const popup = page.messenger.openPopup()!
    const result = outcome(popup.result(new AbortController().signal))
    page.run(500)
    await settle()
    expect(result.settled).toBe(false)
    expect(page.delays()).toEqual([500])
    page.popupWindow.closed = true
    page.run(500)
    await settle()
    expect(result.error).toBeInstanceOf(SocialLoginCancelledError)
    expect((result.error as SocialLoginCancelledError).details).toBe('The login window was closed')
    expect(page.listeners.get('message')?.size).toBe(1)
    expect(page.timers.size).toBe(0)
  })

  it('error: aborting the wait rejects with RequestAbortedError and removes its listener and poll', async () => {
    const page = recordingPage()
    const popup = page.messenger.openPopup()!
    const controller = new AbortController()
    const result = outcome(popup.result(controller.signal))
    controller.abort()
    await settle()
    expect(result.error).toBeInstanceOf(RequestAbortedError)
    expect((result.error as RequestAbortedError).details).toBe('The social login was abandoned')
    expect(page.listeners.get('message')?.size).toBe(1)
    expect(page.timers.size).toBe(0)
    page.post(FRAME_ORIGIN, page.popupWindow, SOCIAL)
    await settle()
    expect(result.value).toBeUndefined()
  })
})
