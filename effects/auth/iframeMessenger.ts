// The real secure frame (SPEC §1, §7, §9): a sandboxed, hidden iframe loaded from
// the configured URL with the query projectId, chainId, version and enableLogger;
// messages go to the frame's exact origin only and are accepted only from that
// origin and that iframe's window; READY, then 500 ms, then calls flow; each call
// gives up after 30 s. Loaded as its own chunk on the first frame call.
import { FRAME_CALL_TIMEOUT_MS, FRAME_INIT_DELAY_MS, FRAME_Z_INDEX } from '../../src/domain/constants.js'
import { RequestAbortedError } from '../../src/errors/catalogue.js'
import type { FrameMessenger, FramePopup, FrameSettings } from '../../src/frame.js'
import { FrameError, FrameTimeoutError, SocialLoginCancelledError } from './errors.js'
import {
  APP_PREFIX,
  FRAME_PREFIX,
  FRAME_READY,
  FrameErrorPayloadSchema,
  FrameMessageSchema,
  SocialResultSchema,
} from './protocol.js'

/** What the messenger takes from the page (the effects pass deps' timers and ids). */
export interface IframeEnv {
  window: Window
  /** The chain the frame starts on (its `chainId` query). */
  chainId: string | number
  newId(): string
  setTimeout(fn: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

/** How often a social login window is checked for having been closed by the visitor. */
export const POPUP_CLOSED_POLL_MS = 500

/** The frame's URL with SPEC §7's query. */
export function frameUrl(settings: FrameSettings, chainId: string | number): URL {
  const url = new URL(settings.url)
  url.searchParams.set('projectId', settings.projectId)
  url.searchParams.set('chainId', String(chainId))
  url.searchParams.set('version', settings.version)
  url.searchParams.set('enableLogger', String(settings.enableLogger))
  return url
}

interface Pending {
  type: string
  resolve(payload: unknown): void
  reject(error: unknown): void
}

/** Creates the iframe in `env.window`'s document and returns the messenger that talks to it. */
export function createIframeMessenger(settings: FrameSettings, env: IframeEnv): FrameMessenger {
  const url = frameUrl(settings, env.chainId)
  const origin = url.origin
  const doc = env.window.document
  const iframe = doc.createElement('iframe')
  iframe.src = url.href
  iframe.title = 'Gatehouse secure frame'
  // Its own origin (cross-origin to the app) keeps its storage; nothing more (no forms, no top navigation).
  iframe.setAttribute('sandbox', 'allow-scripts allow-same-origin')
  iframe.setAttribute('aria-hidden', 'true')
  iframe.tabIndex = -1
  iframe.dataset.gatehouseFrame = ''
  // CSSOM, not a style attribute: allowed under a strict CSP. Hidden until it must show something (SPEC §9: z-index 999999).
  Object.assign(iframe.style, {
    position: 'fixed',
    inset: '0',
    border: '0',
    zIndex: String(FRAME_Z_INDEX),
    display: 'none',
  })
  doc.body.appendChild(iframe)

  let markReady: () => void = () => undefined
  const ready = new Promise<void>((resolve) => (markReady = resolve))
  let readySeen = false
  let closed = false
  const pending = new Map<string, Pending>()

  const onMessage = (event: MessageEvent) => {
    if (event.origin !== origin || event.source !== iframe.contentWindow) return
    const parsed = FrameMessageSchema.safeParse(event.data)
    if (!parsed.success) return
    const { type, id, payload } = parsed.data
    if (type === FRAME_READY) {
      // SPEC §9: frame init waits 500 ms after READY.
      if (!readySeen) env.setTimeout(markReady, FRAME_INIT_DELAY_MS)
      readySeen = true
      return
    }
    const call = id === undefined ? undefined : pending.get(id)
    if (!call) return
    if (type === `${FRAME_PREFIX}${call.type}_SUCCESS`) call.resolve(payload ?? {})
    else if (type === `${FRAME_PREFIX}${call.type}_ERROR`) {
      const error = FrameErrorPayloadSchema.safeParse(payload)
      call.reject(
        new FrameError(error.success ? (error.data.message ?? null) : null, {
          details: `${call.type} failed in the frame`,
          code: error.success ? error.data.code : undefined,
        }),
      )
    }
  }
  env.window.addEventListener('message', onMessage)

  return {
    call(type, payload, options = {}) {
      return new Promise<unknown>((resolve, reject) => {
        const { signal } = options
        if (closed) {
          reject(new RequestAbortedError({ details: `${type} was not sent: the secure frame was closed` }))
          return
        }
        if (signal?.aborted) {
          reject(new RequestAbortedError({ details: `${type} was aborted before it was sent` }))
          return
        }
        const id = env.newId()
        const done = () => {
          pending.delete(id)
          env.clearTimeout(timer)
          signal?.removeEventListener('abort', onAbort)
        }
        const onAbort = () => {
          done()
          reject(new RequestAbortedError({ details: `${type} was aborted` }))
        }
        // SPEC §9: 30 s (unless the call says otherwise), counted from the call (waiting for the frame to load included); then the call is dropped.
        const timeoutMs = options.timeoutMs ?? FRAME_CALL_TIMEOUT_MS
        const timer = env.setTimeout(() => {
          done()
          reject(
            new FrameTimeoutError({ details: `The secure frame did not answer ${type} within ${timeoutMs / 1000} s` }),
          )
        }, timeoutMs)
        signal?.addEventListener('abort', onAbort)
        pending.set(id, {
          type,
          resolve: (value) => {
            done()
            resolve(value)
          },
          reject: (error) => {
            done()
            reject(error)
          },
        })
        void ready.then(() => {
          if (pending.has(id)) iframe.contentWindow?.postMessage({ id, type: `${APP_PREFIX}${type}`, payload }, origin)
        })
      })
    },
    openPopup(): FramePopup | null {
      const popup = env.window.open('', 'gatehouse-social-login', 'popup,width=480,height=640')
      if (!popup) return null
      return {
        navigate(to) {
          if (new URL(to).origin !== origin)
            throw new FrameError(null, { details: 'The social redirect is not on the frame origin' })
          popup.location.href = to
        },
        result(signal) {
          return new Promise<string>((resolve, reject) => {
            let poll: unknown = null
            const finish = () => {
              env.window.removeEventListener('message', onMessage)
              signal.removeEventListener('abort', onAbort)
              if (poll !== null) env.clearTimeout(poll)
            }
            const onMessage = (event: MessageEvent) => {
              if (event.origin !== origin || event.source !== popup) return
              const parsed = SocialResultSchema.safeParse(event.data)
              if (!parsed.success) return
              finish()
              resolve(parsed.data.resultUri)
            }
            const onAbort = () => {
              finish()
              reject(new RequestAbortedError({ details: 'The social login was abandoned' }))
            }
            const check = () => {
              if (popup.closed) {
                finish()
                reject(new SocialLoginCancelledError({ details: 'The login window was closed' }))
              } else poll = env.setTimeout(check, POPUP_CLOSED_POLL_MS)
            }
            env.window.addEventListener('message', onMessage)
            signal.addEventListener('abort', onAbort)
            poll = env.setTimeout(check, POPUP_CLOSED_POLL_MS)
          })
        },
        close() {
          popup.close()
        },
      }
    },
    close() {
      if (closed) return
      closed = true
      env.window.removeEventListener('message', onMessage)
      iframe.remove()
      for (const call of [...pending.values()])
        call.reject(new RequestAbortedError({ details: `${call.type} was aborted: the secure frame was closed` }))
    },
  }
}
