// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mountOpener } from '../../test/helpers/mountOpener.js'

// The Connect view's chunk arrives when the test lets it (each test gets a fresh gate and fresh modules).
const gate = vi.hoisted(() => ({ open: Promise.resolve(), release: () => undefined as void }))
vi.mock('../views/Connect.js', async (original) => {
  await gate.open
  return original()
})

beforeEach(() => {
  vi.resetModules()
  gate.open = new Promise<void>((resolve) => {
    gate.release = resolve
  })
})
afterEach(async () => {
  gate.release()
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50))
  })
})

/** The app with its Connect button wired as the README says, on fresh modules: nothing of the modal loaded yet. */
async function mount(options: { withoutRouter?: boolean } = {}) {
  const { createTestGatehouse } = await import('../../src/testing/helpers.js')
  const preload = await import('./preload.js')
  // Without the router an opening intent stays unanswered, as a click before `ready` is until the runtime starts.
  const g = createTestGatehouse(
    options.withoutRouter
      ? {
          effects: (defaults) =>
            Object.fromEntries(Object.entries(defaults).filter(([name]) => name !== 'modalRouter')),
        }
      : {},
  )
  await g.ready
  const { shadow, opener } = await mountOpener(g)
  return { g, shadow, opener, preload }
}

describe('opening the modal', () => {
  it('behavior: a click before anything loaded shows the loading dialog until the dialog AND its view are in, never the dialog with a spinner', async () => {
    const m = await mount()
    act(() => m.opener.click())
    expect(m.shadow().querySelector('[data-loading]')).not.toBeNull()
    // The dialog's own chunk lands; the Connect view's is held back: still the loading dialog, no title.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 300))
    })
    expect(m.shadow().querySelector('[data-loading]')).not.toBeNull()
    expect(m.shadow().querySelector('#gh-title')).toBeNull()
    gate.release()
    await vi.waitFor(
      async () => {
        await act(async () => {})
        expect(m.shadow().querySelector('#gh-title')?.textContent).toBe('Connect Wallet')
      },
      { timeout: 15_000 },
    )
    expect(m.shadow().querySelector('[data-loading]')).toBeNull()
    expect(m.shadow().querySelector('.gh-spinner')).toBeNull()
    expect(m.shadow().querySelector('.gh-body-inner > :not(.gh-center)')).not.toBeNull()
  })

  it("behavior: the click itself requests the dialog's and its view's code, before the router answers (as before Gatehouse is ready), and renders nothing hidden for it", async () => {
    const m = await mount({ withoutRouter: true })
    gate.release()
    expect(m.preload.dialogReadyFor('Connect')).toBeNull()
    act(() => m.opener.click())
    await vi.waitFor(() => expect(m.preload.dialogReadyFor('Connect')).not.toBeNull(), { timeout: 15_000 })
    await act(async () => {})
    expect(m.g.getState().modal.open).toBe(false)
    expect(m.shadow().querySelector('.gh-dialog')).toBeNull()
  })

  it("behavior: while the modal's code is on its way, the effects' chunks an opening makes needed wait for it (afterPaintAndLoads, the runtime's afterPaint)", async () => {
    // A view no other test loads, held back until the test lets it arrive.
    let arrive = (): void => undefined
    const arrived = new Promise<void>((resolve) => {
      arrive = resolve
    })
    vi.doMock('../views/UnsupportedChain.js', async (original) => {
      await arrived
      return original()
    })
    gate.release()
    try {
      const m = await mount()
      const { afterPaintAndLoads } = await import('../../src/bus/afterPaint.js')
      const loading = m.preload.preloadModal(['UnsupportedChain'])
      const run = vi.fn()
      afterPaintAndLoads(run)
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 400))
      })
      expect(run).not.toHaveBeenCalled()
      arrive()
      await loading
      await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(1), { timeout: 5_000 })
    } finally {
      arrive()
      vi.doUnmock('../views/UnsupportedChain.js')
    }
  })

  it('default: viewOnOpen is Connect without a connection and Account with one; the intent loads that view only', async () => {
    const m = await mount()
    expect(m.preload.viewOnOpen(m.g.getState())).toBe('Connect')
    expect(m.preload.viewsOnIntent(m.g.getState())).toEqual(['Connect'])
    m.g.emit({
      type: 'Connected',
      data: {
        connectorId: 'io.metamask',
        namespace: 'eip155',
        chainId: 'eip155:1',
        address: '0x52908400098527886E0F7030069857D2E4169EE7',
      },
    })
    expect(m.preload.viewOnOpen(m.g.getState())).toBe('Account')
    expect(m.preload.viewsOnIntent(m.g.getState())).toEqual(['Account'])
  })

  it('behavior: the intent loads whichever view the click opens to, so the dialog is not ready for a view whose code is not in (UnsupportedChain, not only Connect and Account)', async () => {
    gate.release()
    const m = await mount()
    await m.preload.preloadModal(['Connect'])
    expect(m.preload.dialogReadyFor('Connect')).not.toBeNull()
    // Its code not loaded yet: the click would show the loading dialog, not the dialog with a spinner for the view.
    expect(m.preload.dialogReadyFor('UnsupportedChain')).toBeNull()
    await m.preload.preloadModal(['UnsupportedChain'])
    expect(m.preload.dialogReadyFor('UnsupportedChain')).not.toBeNull()
  })
})
