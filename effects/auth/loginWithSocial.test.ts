import { describe, expect, it } from 'vitest'
import { createEvent, type Stamped } from '../../src/events/index.js'
import type { FramePopup } from '../../src/frame.js'
import { createTestGatehouse } from '../../src/testing/helpers.js'
import { fakeFrame, type FrameHandler, frameUser } from '../../test/helpers/fakeFrame.js'
import { settle } from '../../test/helpers/fakeWallets.js'
import { FrameError, SocialLoginCancelledError } from './errors.js'
import { loginWithSocial } from './loginWithSocial.js'

const USER = { ...frameUser('gh@devnet.test'), userName: 'gh' }

// A login window whose result the test settles by hand, recording what was done to it.
function fakePopup(navigateTo?: (url: string) => void) {
  const log: string[] = []
  let settle: { resolve(uri: string): void; reject(error: unknown): void } | null = null
  let signal: AbortSignal | null = null
  const popup: FramePopup = {
    navigate: (url) => {
      log.push(`navigate ${url}`)
      navigateTo?.(url)
    },
    result: (s) => {
      signal = s
      return new Promise<string>((resolve, reject) => (settle = { resolve, reject }))
    },
    close: () => void log.push('close'),
  }
  return {
    popup,
    log,
    resolve: (uri: string) => settle!.resolve(uri),
    reject: (error: unknown) => settle!.reject(error),
    signal: () => signal,
  }
}

const handlers: Record<string, FrameHandler> = {
  GET_SOCIAL_REDIRECT_URI: () => ({ uri: 'http://frame.test/provider/github' }),
  CONNECT_SOCIAL: () => USER,
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({ smartAccountEnabledNetworks: [] }),
}

async function setup(frame: ReturnType<typeof fakeFrame> | null) {
  const g = createTestGatehouse({
    effects: { loginWithSocial },
    deps: frame ? { frameMessenger: frame.messenger } : {},
  })
  await g.ready
  const seen: Stamped[] = []
  g.events$.subscribe((e) => seen.push(e))
  const request = () => {
    g.emit(createEvent('SocialLoginRequested', { provider: 'github' }))
    return seen.find((e) => e.type === 'SocialLoginRequested')!
  }
  return { g, seen, request, failed: () => seen.find((e) => e.type === 'AuthFailed') }
}

describe('loginWithSocial', () => {
  it('behavior: asks the frame for the provider’s redirect, and the result URI becomes CONNECT_SOCIAL', async () => {
    const win = fakePopup()
    const frame = fakeFrame(handlers, win.popup)
    const { g, request } = await setup(frame)
    request()
    await settle()
    expect(frame.calls).toEqual([{ type: 'GET_SOCIAL_REDIRECT_URI', payload: { provider: 'github' } }])
    win.resolve('http://frame.test/provider/result?code=c')
    await settle()
    expect(frame.calls[1]).toEqual({
      type: 'CONNECT_SOCIAL',
      payload: { uri: 'http://frame.test/provider/result?code=c' },
    })
    expect(g.getState().auth).toMatchObject({ step: 'connected', provider: 'github' })
    await g.dispose()
  })

  it('error: without a frame → AuthFailed (social, SocialLoginCancelledError) caused by the request', async () => {
    const { g, request, failed } = await setup(null)
    const asked = request()
    await settle()
    expect(failed()).toMatchObject({
      causationId: asked.id,
      data: { step: 'social', error: { name: 'SocialLoginCancelledError' } },
    })
    await g.dispose()
  })

  it('error: the redirect fails in the frame → AuthFailed, and the window opened for it is closed', async () => {
    const win = fakePopup()
    const { g, request, failed } = await setup(fakeFrame({}, win.popup))
    const asked = request()
    await settle()
    expect(failed()).toMatchObject({ causationId: asked.id, data: { step: 'social', error: { name: 'FrameError' } } })
    expect(win.log).toEqual(['close'])
    await g.dispose()
  })

  it('error: a redirect the window refuses to load → AuthFailed with that error; CONNECT_SOCIAL is never called', async () => {
    const win = fakePopup(() => {
      throw new FrameError(null, { details: 'The social redirect is not on the frame origin' })
    })
    const frame = fakeFrame(handlers, win.popup)
    const { g, request, failed } = await setup(frame)
    request()
    await settle()
    expect(failed()).toMatchObject({ data: { step: 'social', error: { name: 'FrameError' } } })
    expect(frame.calls.map((c) => c.type)).toEqual(['GET_SOCIAL_REDIRECT_URI'])
    expect(win.log).toContain('close')
    await g.dispose()
  })

  it('error: the visitor closes the window → AuthFailed (SocialLoginCancelledError)', async () => {
    const win = fakePopup()
    const { g, request, failed } = await setup(fakeFrame(handlers, win.popup))
    request()
    await settle()
    win.reject(new SocialLoginCancelledError({ details: 'The login window was closed' }))
    await settle()
    expect(failed()).toMatchObject({ data: { step: 'social', error: { name: 'SocialLoginCancelledError' } } })
    await g.dispose()
  })

  it('behavior: AuthCancelRequested abandons the wait: the window’s result is aborted and the window closed', async () => {
    const win = fakePopup()
    const frame = fakeFrame(handlers, win.popup)
    const { g, request, seen } = await setup(frame)
    request()
    await settle()
    expect(win.signal()?.aborted).toBe(false)
    g.emit(createEvent('AuthCancelRequested', {}))
    await settle()
    expect(win.signal()?.aborted).toBe(true)
    expect(win.log[0]).toBe('navigate http://frame.test/provider/github')
    expect(win.log).toContain('close')
    win.resolve('http://frame.test/provider/result?code=c')
    await settle()
    expect(frame.calls.map((c) => c.type)).toEqual(['GET_SOCIAL_REDIRECT_URI'])
    expect(seen.map((e) => e.type)).not.toContain('AuthFailed')
    await g.dispose()
  })
})
