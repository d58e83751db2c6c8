// @vitest-environment happy-dom
// The devnet frame page's sync theme and sync dapp data (frame.js, SPEC §7), driven as the app drives it: messages
// from the parent window and its origin, answers posted back to that origin.
import { beforeAll, describe, expect, it, vi } from 'vitest'

const APP_ORIGIN = 'https://app.example'
const posted: Array<{ message: { id?: string; type: string; payload?: unknown }; origin: string }> = []

beforeAll(async () => {
  Object.defineProperty(document, 'referrer', { value: `${APP_ORIGIN}/page`, configurable: true })
  // Here the parent window is this window (a top-level page): what the frame posts to it is recorded.
  vi.spyOn(window.parent, 'postMessage').mockImplementation(((message: never, origin: string) => {
    posted.push({ message, origin })
  }) as typeof window.postMessage)
  // @ts-expect-error: the page script has no types
  await import('./frame.js')
})

let next = 0
async function call(type: string, payload: unknown, origin = APP_ORIGIN) {
  const id = `call-${next++}`
  window.dispatchEvent(
    new MessageEvent('message', { data: { id, type: `@gatehouse-app/${type}`, payload }, origin, source: window }),
  )
  await vi.waitFor(() => expect(posted.some((p) => p.message.id === id)).toBe(true))
  return posted.find((p) => p.message.id === id)!
}

const DAPP = {
  name: 'Acme Swap',
  description: 'Swaps',
  url: 'https://acme.example',
  icons: ['https://acme.example/i.png'],
  sdkVersion: '0.1.0',
  sdkType: 'gatehouse',
  projectId: 'p1',
}

describe('devnet frame: sync theme and dapp data', () => {
  it('default: the page says READY to the parent origin', () => {
    expect(posted[0]).toEqual({ message: { type: '@gatehouse-frame/READY' }, origin: APP_ORIGIN })
  })

  it("behavior: SYNC_THEME is answered _SUCCESS and the page takes the mode and the app's --gh-* values", async () => {
    const answer = await call('SYNC_THEME', { themeMode: 'light', themeVariables: { '--gh-accent': 'rgb(255, 0, 0)' } })
    expect(answer.message.type).toBe('@gatehouse-frame/SYNC_THEME_SUCCESS')
    expect(answer.origin).toBe(APP_ORIGIN)
    const root = document.documentElement
    expect(root.dataset.theme).toBe('light')
    expect(root.style.getPropertyValue('--gh-accent')).toBe('rgb(255, 0, 0)')
    await call('SYNC_THEME', { themeMode: 'dark', themeVariables: {} })
    expect(root.dataset.theme).toBe('dark')
  })

  it("behavior: SYNC_DAPP_DATA is answered _SUCCESS and the frame's prompt names the app", async () => {
    const answer = await call('SYNC_DAPP_DATA', DAPP)
    expect(answer.message.type).toBe('@gatehouse-frame/SYNC_DAPP_DATA_SUCCESS')
    expect(document.querySelector('[data-prompt]')?.textContent).toBe('Sign in to Acme Swap with your Gatehouse wallet')
  })

  it('error: a malformed payload is _ERROR with a message, and changes nothing', async () => {
    const theme = await call('SYNC_THEME', { themeMode: 'system', themeVariables: {} })
    expect(theme.message).toMatchObject({
      type: '@gatehouse-frame/SYNC_THEME_ERROR',
      payload: { message: expect.stringContaining('SYNC_THEME takes') },
    })
    expect(document.documentElement.dataset.theme).toBe('dark')
    const dapp = await call('SYNC_DAPP_DATA', { ...DAPP, name: 7, icons: 'x' })
    expect(dapp.message.type).toBe('@gatehouse-frame/SYNC_DAPP_DATA_ERROR')
    expect(document.querySelector('[data-prompt]')?.textContent).toContain('Acme Swap')
  })

  it('error: a message from another origin gets no answer', async () => {
    const before = posted.length
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { id: 'x', type: '@gatehouse-app/SYNC_THEME', payload: { themeMode: 'light', themeVariables: {} } },
        origin: 'https://evil.example',
        source: window,
      }),
    )
    await new Promise((r) => setTimeout(r, 20))
    expect(posted.length).toBe(before)
    expect(document.documentElement.dataset.theme).toBe('dark')
  })
})
