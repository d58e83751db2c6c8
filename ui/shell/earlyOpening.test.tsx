// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mountOpener } from '../../test/helpers/mountOpener.js'

// The runtime chunk held back, as on a page whose app script ran while the runtime is still on its way (each test
// gets a fresh hold and fresh modules; vi.doMock, since a vi.mock factory's module outlives vi.resetModules).
const hold = { arrive: (): void => undefined }

beforeEach(() => {
  vi.resetModules()
  const arrived = new Promise<void>((resolve) => {
    hold.arrive = resolve
  })
  vi.doMock('../../src/runtime.js', async (original) => {
    await arrived
    return original()
  })
})
afterEach(async () => {
  hold.arrive()
  vi.doUnmock('../../src/runtime.js')
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50))
  })
})

/** The app with its Connect button wired as the README says, its Gatehouse created and not ready yet. */
async function mount() {
  const { createTestGatehouse } = await import('../../src/testing/helpers.js')
  const g = createTestGatehouse()
  const { shadow, opener } = await mountOpener(g)
  const title = () => shadow()?.querySelector('#gh-title')?.textContent ?? null
  // The click, then the dialog's and Connect's code arriving (requested by the click).
  const clickAndWait = async () => {
    act(() => opener.click())
    await vi.waitFor(
      async () => {
        await act(async () => {})
        expect(title()).toBe('Connect Wallet')
      },
      { timeout: 15_000 },
    )
  }
  return { g, shadow, title, clickAndWait }
}

describe('a click before Gatehouse is ready', () => {
  it('behavior: shows the dialog with its content on the view the router will open to, before the runtime is in; once ready, the router opens the modal there and the dialog stays', async () => {
    const m = await mount()
    await m.clickAndWait()
    // Not ready: the read models have not opened it, the bus holds the intent.
    expect(m.g.getState().modal.open).toBe(false)
    expect(m.shadow().querySelector('.gh-root[data-hidden]')).toBeNull()
    expect(m.shadow().querySelector('.gh-body-inner > :not(.gh-center)')).not.toBeNull()
    hold.arrive()
    await act(async () => {
      await m.g.ready
    })
    expect(m.g.getState().modal).toMatchObject({ open: true, view: 'Connect' })
    expect(m.title()).toBe('Connect Wallet')
  })

  it("behavior: closed before it is ready (the dialog's Close), the dialog goes at once; once ready the modal is closed, its opening and closing answered in order", async () => {
    const m = await mount()
    await m.clickAndWait()
    act(() => (m.shadow().querySelector('button[aria-label="Close"]') as HTMLButtonElement).click())
    expect(m.shadow().querySelector('.gh-dialog')).toBeNull()
    const seen: string[] = []
    m.g.events$.subscribe((e) => seen.push(e.type))
    hold.arrive()
    await act(async () => {
      await m.g.ready
    })
    const modal = seen.filter((type) => ['ModalOpened', 'ModalClosed'].includes(type))
    expect(modal).toEqual(['ModalOpened', 'ModalClosed'])
    expect(m.g.getState().modal.open).toBe(false)
    expect(m.shadow().querySelector('.gh-dialog')).toBeNull()
  })
})
