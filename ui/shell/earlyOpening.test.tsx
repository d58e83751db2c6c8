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

/**
 * The app with its Connect button wired as the README says, its Gatehouse created and not ready yet: a fresh page,
 * or with `copy`, a page whose first-paint copy (written as the last page went) shows the visitor's read models.
 */
async function mount(copy: boolean | { modal: object } = false) {
  const { createTestGatehouse } = await import('../../src/testing/helpers.js')
  const { defaultProjections } = await import('../../projections/index.js')
  const { initialStates } = await import('../../src/store/fold.js')
  const { firstPaintKey } = await import('../../src/log/firstPaint.js')
  const { writeFirstPaint } = await import('../../src/log/firstPaintWrite.js')
  const stored = new Map<string, string>()
  const storage = {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
    removeItem: (key: string) => void stored.delete(key),
  }
  if (copy !== false) {
    // The read models of a page that went: the modal as `copy` says (its last history, open or not).
    const states = initialStates(defaultProjections)
    const modal = { ...states.modal, ...(copy === true ? {} : copy.modal) }
    writeFirstPaint(storage, firstPaintKey('gatehouse:default'), defaultProjections, 1, { ...states, modal })
  }
  const g = createTestGatehouse({ log: { firstPaint: storage } })
  expect(g.firstPaint === null).toBe(copy === false)
  const { shadow, opener } = await mountOpener(g)
  const title = () => shadow()?.querySelector('#gh-title')?.textContent ?? null
  const loading = () => shadow()?.querySelector('.gh-dialog[data-loading]') ?? null
  // Until the dialog shows what `shows` looks for (the dialog's and Connect's code arrive meanwhile).
  const until = (shows: () => unknown) =>
    vi.waitFor(
      async () => {
        await act(async () => {})
        expect(shows()).toBeTruthy()
      },
      { timeout: 15_000 },
    )
  // The click, then the code it requested arriving.
  const clickAndWait = async (shows: () => unknown) => {
    act(() => opener.click())
    await until(shows)
  }
  const becomeReady = async () => {
    hold.arrive()
    await act(async () => {
      await g.ready
    })
  }
  return { g, shadow, title, loading, until, clickAndWait, becomeReady }
}

describe('a click before Gatehouse is ready', () => {
  it("behavior: on a page with the visitor's first-paint copy, shows the dialog with its content on the view the router will open to, before the runtime is in, without the copy's last history (no Back); once ready, the router opens the modal there and the dialog stays", async () => {
    const m = await mount({ modal: { history: ['Connect', 'AllWallets'], view: 'AllWallets' } })
    await m.clickAndWait(() => m.title() === 'Connect Wallet')
    // Not ready: the read models have not opened it, the bus holds the intent.
    expect(m.g.getState().modal.open).toBe(false)
    expect(m.shadow().querySelector('.gh-root[data-hidden]')).toBeNull()
    expect(m.shadow().querySelector('.gh-body-inner > :not(.gh-center)')).not.toBeNull()
    expect(m.shadow().querySelector('button[aria-label="Back"]')).toBeNull()
    await m.becomeReady()
    expect(m.g.getState().modal).toMatchObject({ open: true, view: 'Connect' })
    expect(m.title()).toBe('Connect Wallet')
  })

  it('behavior: on a fresh page (read models without the configuration or the wallets found), shows the loading dialog at once, never a view over them; once ready, the view with its content', async () => {
    const m = await mount()
    await m.clickAndWait(() => m.loading())
    // Long enough for the dialog's and Connect's code to have arrived: still the loading dialog, no view.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 300))
    })
    expect(m.loading()).not.toBeNull()
    expect(m.title()).toBeNull()
    expect(m.g.getState().modal.open).toBe(false)
    await m.becomeReady()
    await m.until(() => m.title() === 'Connect Wallet')
    expect(m.loading()).toBeNull()
    expect(m.g.getState().modal.open).toBe(true)
  })

  it('behavior: a first-paint copy written while the modal was open does not show it before ready (a reload never reopens the modal); once ready it is closed', async () => {
    const m = await mount({ modal: { open: true, view: 'Connect', history: ['Connect'] } })
    expect(m.g.getState().modal.open).toBe(true)
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 300))
    })
    expect(m.shadow().querySelector('.gh-dialog')).toBeNull()
    await m.becomeReady()
    expect(m.g.getState().modal.open).toBe(false)
    expect(m.shadow().querySelector('.gh-dialog')).toBeNull()
  })

  for (const copy of [true, false])
    it(`behavior: closed before it is ready (${copy ? "the dialog's Close" : "Escape on a fresh page's loading dialog"}), the dialog goes at once; once ready the modal is closed, its opening and closing answered in order`, async () => {
      const m = await mount(copy)
      await m.clickAndWait(() => (copy ? m.title() : m.loading()))
      if (copy) act(() => (m.shadow().querySelector('button[aria-label="Close"]') as HTMLButtonElement).click())
      else act(() => void document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' })))
      expect(m.shadow().querySelector('.gh-dialog')).toBeNull()
      const seen: string[] = []
      m.g.events$.subscribe((e) => seen.push(e.type))
      await m.becomeReady()
      expect(seen.filter((type) => ['ModalOpened', 'ModalClosed'].includes(type))).toEqual([
        'ModalOpened',
        'ModalClosed',
      ])
      expect(m.g.getState().modal.open).toBe(false)
      expect(m.shadow().querySelector('.gh-dialog')).toBeNull()
    })
})
