// A page that frames the devnet's secure frame as the app's messenger does (the test server's blank page: a real
// loopback page, since Chromium lets only those reach the loopback frame), for tests that speak the frame's
// postMessage protocol directly: call an app event, read its answer, sign an email user in through the mailbox code.
import type { Page } from '@playwright/test'
import { readDevnetInfo } from '../devnet/playwright.js'
import { expect } from './fixtures.js'

/** A frame answer: its type and payload. */
export type Answer = { type: string; payload: Record<string, unknown> }

declare global {
  interface Window {
    frameCall(type: string, payload: Record<string, unknown>): Promise<Answer>
    framePosts: unknown[]
  }
}

/** The test server's blank page (a real loopback page: Chromium lets only those reach the loopback frame), framing the devnet frame and calling it as the app's messenger does. */
export async function frameHost(page: Page): Promise<void> {
  await page.goto('/blank.html')
  const url = new URL(readDevnetInfo().frame)
  for (const [k, v] of Object.entries({ projectId: 'e2e', chainId: '8453', version: '4', enableLogger: 'false' }))
    url.searchParams.set(k, v)
  await page.evaluate(async (src) => {
    const origin = new URL(src).origin
    const iframe = document.createElement('iframe')
    iframe.setAttribute('sandbox', 'allow-scripts allow-same-origin')
    const ready = new Promise<void>((resolve) =>
      window.addEventListener('message', (event) => {
        if (event.origin !== origin) return
        window.framePosts.push(event.data)
        if ((event.data as { type?: string }).type === '@gatehouse-frame/READY') resolve()
      }),
    )
    window.framePosts = []
    let n = 0
    window.frameCall = (type, payload) =>
      new Promise((resolve) => {
        const id = `call-${++n}`
        const onMessage = (event: MessageEvent) => {
          const data = event.data as { id?: string; type: string; payload: Record<string, unknown> }
          if (event.origin !== origin || data.id !== id) return
          window.removeEventListener('message', onMessage)
          resolve({ type: data.type, payload: data.payload })
        }
        window.addEventListener('message', onMessage)
        iframe.contentWindow!.postMessage({ id, type: `@gatehouse-app/${type}`, payload }, origin)
      })
    iframe.src = src
    document.body.appendChild(iframe)
    await ready
  }, url.href)
}

/** Sends app event `type` to the framed frame and resolves with its answer. */
export const call = (page: Page, type: string, payload: Record<string, unknown> = {}) =>
  page.evaluate(([t, p]) => window.frameCall(t, p), [type, payload] as const)

/** Signs `email` in through the frame: CONNECT_EMAIL, then the mailed code. */
export async function signInByEmail(page: Page, email: string): Promise<void> {
  expect(await call(page, 'CONNECT_EMAIL', { email })).toMatchObject({ type: '@gatehouse-frame/CONNECT_EMAIL_SUCCESS' })
  const { mailbox } = readDevnetInfo()
  const mail = (await (await page.request.get(`${mailbox}.json?to=${encodeURIComponent(email)}`)).json()) as {
    messages: Array<{ kind: string; code: string | null }>
  }
  const otp = mail.messages.find((m) => m.kind === 'otp')!.code!
  expect(await call(page, 'CONNECT_OTP', { otp })).toMatchObject({ type: '@gatehouse-frame/CONNECT_OTP_SUCCESS' })
}
