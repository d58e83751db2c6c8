import { afterEach, describe, expect, it, vi } from 'vitest'
import { createEvent, type Stamped } from '../../src/events/index.js'
import { createTestGatehouse } from '../../src/testing/helpers.js'
import { fakeFrame, type FrameHandler } from '../../test/helpers/fakeFrame.js'
import { settle } from '../../test/helpers/fakeWallets.js'
import { SDK_TYPE, SDK_VERSION } from '../../src/api/paths.js'
import type { Deps } from '../../src/deps.js'
import { FrameError } from './errors.js'
import { loginWithEmail } from './loginWithEmail.js'
import { syncFrame } from './syncFrame.js'

const METADATA = {
  name: 'Acme Swap',
  description: 'Swaps',
  url: 'https://acme.example',
  icons: ['https://acme.example/i.png'],
}

const handlers = (overrides: Record<string, FrameHandler> = {}): Record<string, FrameHandler> => ({
  CONNECT_EMAIL: () => ({ action: 'VERIFY_OTP' }),
  SYNC_THEME: () => ({}),
  SYNC_DAPP_DATA: () => ({}),
  ...overrides,
})

const WALLET_CONNECT = {
  settings: { projectId: 'p1', relayUrl: 'wss://relay.example', publicRelay: false, metadata: METADATA },
}

async function setup(
  frameHandlers: Record<string, FrameHandler>,
  deps: Partial<Deps> = { walletConnect: WALLET_CONNECT },
) {
  const frame = fakeFrame(frameHandlers)
  const g = createTestGatehouse({
    effects: { syncFrame, loginWithEmail },
    deps: { frameMessenger: frame.messenger, ...deps },
  })
  await g.ready
  const seen: Stamped[] = []
  g.events$.subscribe((e) => seen.push(e))
  await settle()
  const syncs = () => frame.calls.filter((c) => c.type.startsWith('SYNC_'))
  const useFrame = async () => {
    g.emit(createEvent('EmailLoginRequested', { email: 'a@example.com' }))
    await settle()
  }
  return { g, frame, seen, syncs, useFrame }
}

/** A page whose prefers-color-scheme the test sets and changes. */
function stubColorScheme(light: boolean) {
  const listeners = new Set<() => void>()
  const list = {
    matches: light,
    // Only 'change' is the media query's change event.
    addEventListener: (type: string, fn: () => void) => type === 'change' && listeners.add(fn),
    removeEventListener: (type: string, fn: () => void) => type === 'change' && listeners.delete(fn),
  }
  vi.stubGlobal('matchMedia', (query: string) => {
    expect(query).toBe('(prefers-color-scheme: light)')
    return list
  })
  return {
    listeners,
    change(next: boolean) {
      list.matches = next
      for (const fn of [...listeners]) fn()
    },
  }
}

afterEach(() => vi.unstubAllGlobals())

describe('syncFrame', () => {
  it('default: nothing before a flow uses the frame; then SYNC_DAPP_DATA with the metadata, SDK and project, and SYNC_THEME dark', async () => {
    const { g, syncs, useFrame } = await setup(handlers())
    expect(syncs()).toEqual([])
    await useFrame()
    expect(syncs()).toEqual([
      {
        type: 'SYNC_DAPP_DATA',
        payload: { ...METADATA, sdkVersion: SDK_VERSION, sdkType: SDK_TYPE, projectId: 'p1' },
      },
      { type: 'SYNC_THEME', payload: { themeMode: 'dark', themeVariables: {} } },
    ])
    await g.dispose()
  })

  it('behavior: the app’s own metadata (createGatehouse’s `metadata`) is sent without WalletConnect, and wins over WalletConnect’s', async () => {
    const own = {
      name: 'Own app',
      description: 'Ours',
      url: 'https://own.example',
      icons: ['https://own.example/o.png'],
    }
    const frameSettings = { url: 'https://frame.example/', projectId: 'p2', version: '4', enableLogger: false }
    for (const deps of [
      { walletConnect: null, frame: { ...frameSettings, metadata: own } },
      { walletConnect: WALLET_CONNECT, frame: { ...frameSettings, metadata: { name: 'Own app' } } },
    ]) {
      const { g, syncs, useFrame } = await setup(handlers(), deps)
      await useFrame()
      const expected = deps.walletConnect === null ? own : { ...METADATA, name: 'Own app' }
      expect(syncs()[0]).toEqual({
        type: 'SYNC_DAPP_DATA',
        payload: { ...expected, sdkVersion: SDK_VERSION, sdkType: SDK_TYPE, projectId: 'p2' },
      })
      await g.dispose()
    }
  })

  it('behavior: a theme change (ThemeUpdated) is sent again; the same theme again is not', async () => {
    const { g, syncs, useFrame } = await setup(handlers())
    await useFrame()
    g.emit(createEvent('ThemeUpdated', { themeMode: 'light', themeVariables: { '--gh-accent': '#ff0000' } }))
    await settle()
    g.emit(createEvent('ThemeUpdated', { themeMode: 'light' }))
    await settle()
    expect(
      syncs()
        .filter((c) => c.type === 'SYNC_THEME')
        .map((c) => c.payload),
    ).toEqual([
      { themeMode: 'dark', themeVariables: {} },
      { themeMode: 'light', themeVariables: { '--gh-accent': '#ff0000' } },
    ])
    await g.dispose()
  })

  it("behavior: 'system' is sent as the page's prefers-color-scheme now, again when it changes, and no longer once the mode is fixed", async () => {
    const page = stubColorScheme(true)
    const { g, syncs, useFrame } = await setup(handlers())
    g.emit(createEvent('ThemeUpdated', { themeMode: 'system' }))
    await useFrame()
    page.change(false)
    await settle()
    g.emit(createEvent('ThemeUpdated', { themeMode: 'light' }))
    await settle()
    expect(page.listeners.size).toBe(0)
    page.change(true)
    await settle()
    expect(
      syncs()
        .filter((c) => c.type === 'SYNC_THEME')
        .map((c) => c.payload.themeMode),
    ).toEqual(['light', 'dark', 'light'])
    await g.dispose()
  })

  it("behavior: 'system' on a page without matchMedia is dark", async () => {
    expect(typeof globalThis.matchMedia).toBe('undefined')
    const { g, syncs, useFrame } = await setup(handlers())
    g.emit(createEvent('ThemeUpdated', { themeMode: 'system' }))
    await useFrame()
    expect(syncs().filter((c) => c.type === 'SYNC_THEME')).toEqual([
      { type: 'SYNC_THEME', payload: { themeMode: 'dark', themeVariables: {} } },
    ])
    await g.dispose()
  })

  it("behavior: a theme that resolves to what the frame has is not sent again ('system' now dark, then 'dark')", async () => {
    const page = stubColorScheme(false)
    const { g, syncs, useFrame } = await setup(handlers())
    g.emit(createEvent('ThemeUpdated', { themeMode: 'system' }))
    await useFrame()
    page.change(false)
    g.emit(createEvent('ThemeUpdated', { themeMode: 'dark' }))
    await settle()
    expect(syncs().filter((c) => c.type === 'SYNC_THEME')).toHaveLength(1)
    await g.dispose()
  })

  it('default: without any metadata the dapp data is the page’s title and origin; without a page "Gatehouse" on localhost', async () => {
    const sent = async () => {
      const { g, syncs, useFrame } = await setup(handlers(), { walletConnect: null })
      await useFrame()
      await g.dispose()
      return syncs()[0]?.payload
    }
    const base = { description: '', icons: [], sdkVersion: SDK_VERSION, sdkType: SDK_TYPE, projectId: '' }
    expect(await sent()).toEqual({ ...base, name: 'Gatehouse', url: 'http://localhost' })
    // A location without a document, or a document without a location, is no page either.
    vi.stubGlobal('location', { origin: 'https://page.example' })
    expect(await sent()).toEqual({ ...base, name: 'Gatehouse', url: 'http://localhost' })
    vi.unstubAllGlobals()
    vi.stubGlobal('document', { title: 'Page title' })
    expect(await sent()).toEqual({ ...base, name: 'Gatehouse', url: 'http://localhost' })
    vi.stubGlobal('location', { origin: 'https://page.example' })
    expect(await sent()).toEqual({ ...base, name: 'Page title', url: 'https://page.example' })
    vi.stubGlobal('document', { title: '' })
    expect(await sent()).toEqual({ ...base, name: 'Gatehouse', url: 'https://page.example' })
  })

  it('error: a frame _ERROR for a sync is EffectFailed (continued), the login goes on, and the next theme is still sent', async () => {
    let fail = true
    const { g, seen, syncs, useFrame } = await setup(
      handlers({
        SYNC_THEME: () => {
          if (fail) throw new FrameError('Bad theme')
          return {}
        },
      }),
    )
    await useFrame()
    expect(g.getState().auth.step).toBe('otp')
    expect(g.getState().auth.error).toBeNull()
    expect(seen.filter((e) => e.type === 'EffectFailed').map((e) => e.data)).toEqual([
      expect.objectContaining({
        effect: 'syncFrame',
        outcome: 'continued',
        error: expect.objectContaining({ shortMessage: 'Bad theme' }),
      }),
    ])
    fail = false
    g.emit(createEvent('ThemeUpdated', { themeMode: 'light' }))
    await settle()
    expect(syncs().map((c) => c.type)).toEqual(['SYNC_DAPP_DATA', 'SYNC_THEME', 'SYNC_THEME'])
    expect(seen.filter((e) => e.type === 'EffectFailed')).toHaveLength(1)
    await g.dispose()
  })

  it('error: a malformed answer is InvalidResponseError, reported the same way', async () => {
    const { g, seen, useFrame } = await setup(handlers({ SYNC_DAPP_DATA: () => 'ok' }))
    await useFrame()
    expect(seen.find((e) => e.type === 'EffectFailed')?.data).toMatchObject({
      effect: 'syncFrame',
      error: { name: 'InvalidResponseError' },
    })
    await g.dispose()
  })
})
