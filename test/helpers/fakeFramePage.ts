// A page with just what the secure frame's real messenger touches (effects/auth/iframeMessenger.ts): one iframe
// whose window records what it is sent, another window, a message listener the test posts to as any window of any
// origin, and timers run by hand. Used by the messenger's tests and the fault campaign's frame cases.
import type { FrameMessenger } from '../../src/frame.js'
import { createIframeMessenger } from '../../effects/auth/iframeMessenger.js'

/** The frame's origin in the fake page. */
export const FRAME_ORIGIN = 'http://127.0.0.1:4013'

/** Who posts a message to the app window: the frame, another window of its origin, or a window of another origin. */
export type Sender = 'frame' | 'otherWindow' | 'otherOrigin' | 'otherOriginFrameWindow'

/** A page of fakes and the real messenger over it; ids are `{idPrefix}-1`, `-2`, … */
export function fakeFramePage(idPrefix = 'id') {
  const sent: Array<{ message: { id: string; type: string; payload: unknown }; origin: string }> = []
  const frameWindow = {
    postMessage: (message: { id: string; type: string; payload: unknown }, origin: string) =>
      sent.push({ message, origin }),
  }
  const otherWindow = { postMessage: () => undefined }
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
  const messenger: FrameMessenger = createIframeMessenger(
    { url: `${FRAME_ORIGIN}/frame`, projectId: 'p', version: '4', enableLogger: false },
    {
      window,
      chainId: 1,
      newId: () => `${idPrefix}-${++n}`,
      setTimeout: (fn) => timers.push(fn),
      clearTimeout: () => undefined,
    },
  )
  /** Delivers `data` to the app window's listener as `from` would post it (a throw out of the listener included). */
  const post = (from: Sender, data: unknown) => {
    const origin = from === 'otherOrigin' || from === 'otherOriginFrameWindow' ? 'https://evil.example' : FRAME_ORIGIN
    const source = from === 'frame' || from === 'otherOriginFrameWindow' ? frameWindow : otherWindow
    onMessage({ origin, source, data } as unknown as MessageEvent)
  }
  return {
    messenger,
    sent,
    post,
    fromFrame: (data: unknown) => post('frame', data),
    runTimers: () => timers.splice(0).forEach((fn) => fn()),
  }
}
