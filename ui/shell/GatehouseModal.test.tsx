// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Stamped } from '../../src/events/index.js'
import { createTestGatehouse } from '../../src/testing/helpers.js'
import { GatehouseProvider } from '../core/context.js'
import { useModal } from '../core/modal.js'
import { GatehouseModal, preloadModal } from './GatehouseModal.js'
import { DIALOG_CSS } from './dialogStyles.js'
import { MODAL_CSS } from './styles.js'
import { themeVariablesCss } from './theme.js'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let container: HTMLElement
let root: Root
afterEach(async () => {
  // The lazy chunks a test started (the dialog, its views, their sheet) finish loading inside act before the unmount:
  // arriving later, React reports them on the console after the file's environment is gone (vitest: an unhandled
  // EnvironmentTeardownError that failed a CI run).
  await act(async () => {
    await preloadModal()
  })
  act(() => root?.unmount())
  container?.remove()
})

function Opener() {
  const { open, isOpen } = useModal()
  return (
    <button type="button" id="opener" onClick={() => open()}>
      {isOpen ? 'open' : 'closed'}
    </button>
  )
}

/** Mounts the app with the modal; the dialog's chunk is loaded first, as the shell does at idle after `ready` (unless `preload` is false). */
async function mount(config: Parameters<typeof createTestGatehouse>[0] = {}, preload = true) {
  const g = createTestGatehouse(config)
  await g.ready
  if (preload) await preloadModal()
  const seen: Stamped[] = []
  g.events$.subscribe((e) => seen.push(e))
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  act(() =>
    root.render(
      <GatehouseProvider gatehouse={g}>
        <Opener />
        <GatehouseModal />
      </GatehouseProvider>,
    ),
  )
  const host = () => document.querySelector<HTMLElement>('[data-gatehouse-modal]') as HTMLElement
  const shadow = () => host().shadowRoot as ShadowRoot
  const dialog = () => shadow().querySelector<HTMLElement>('[role="dialog"]')
  const opener = document.getElementById('opener') as HTMLButtonElement
  const key = (key: string, init: KeyboardEventInit = {}) =>
    act(() => {
      const target = (shadow().activeElement as HTMLElement | null) ?? (dialog() as HTMLElement)
      target.dispatchEvent(
        new KeyboardEvent('keydown', { key, bubbles: true, composed: true, cancelable: true, ...init }),
      )
    })
  return { g, seen, host, shadow, dialog, opener, key }
}

describe('GatehouseModal shell', () => {
  // First in the file: the dialog's chunk is not loaded yet (the later tests load it first).
  it('behavior: a click before the dialog chunk is loaded shows the loading dialog at once, then the dialog', async () => {
    const m = await mount({}, false)
    m.opener.focus()
    act(() => m.opener.click())
    // At once: the loading dialog of the initial JS (labelled, busy), the focus left on the opener.
    const loading = m.dialog() as HTMLElement
    expect(loading).not.toBeNull()
    expect(loading.getAttribute('aria-label')).toBe('Loading')
    expect(loading.getAttribute('aria-busy')).toBe('true')
    expect(document.activeElement).toBe(m.opener)
    await vi.waitFor(
      async () => {
        await act(async () => {})
        expect(m.dialog()?.getAttribute('aria-labelledby')).toBe('gh-title')
      },
      { timeout: 15_000 },
    )
    // The dialog took the focus, and gives it back to the opener on close.
    m.key('Escape')
    await act(async () => {})
    expect(m.dialog()).toBeNull()
    expect(document.activeElement).toBe(m.opener)
  })

  it('default: closed, it renders an empty shadow root appended to the page', async () => {
    const m = await mount()
    expect(m.host().parentElement).toBe(document.body)
    expect(m.shadow()).not.toBeNull()
    expect(m.dialog()).toBeNull()
  })

  it('behavior: open() shows a labelled modal dialog in the shadow root and moves focus in', async () => {
    const m = await mount()
    m.opener.focus()
    act(() => m.opener.click())
    const dialog = m.dialog() as HTMLElement
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    const title = m.shadow().getElementById(dialog.getAttribute('aria-labelledby') as string)
    expect(title?.textContent).toBe('Connect Wallet')
    expect(dialog.contains(m.shadow().activeElement)).toBe(true)
    // Nothing of it is in the light DOM: the host page's CSS cannot match it.
    expect(document.querySelector('[role="dialog"]')).toBeNull()
  })

  it('behavior: Escape emits ModalCloseRequested; the dialog closes and focus returns to the opener', async () => {
    const m = await mount()
    m.opener.focus()
    act(() => m.opener.click())
    m.key('Escape')
    expect(m.seen.filter((e) => e.type === 'ModalCloseRequested')).toHaveLength(1)
    expect(m.dialog()).toBeNull()
    expect(document.activeElement).toBe(m.opener)
  })

  it('behavior: the close button emits ModalCloseRequested', async () => {
    const m = await mount()
    act(() => m.opener.click())
    const close = m.shadow().querySelector<HTMLButtonElement>('button[aria-label="Close"]') as HTMLButtonElement
    act(() => close.click())
    expect(m.seen.map((e) => e.type)).toContain('ModalCloseRequested')
    expect(m.dialog()).toBeNull()
  })

  it('behavior: Tab and Shift+Tab stay inside the dialog', async () => {
    const m = await mount()
    act(() => m.opener.click())
    const buttons = [...m.shadow().querySelectorAll<HTMLButtonElement>('[role="dialog"] button')].filter(
      (b) => b.tabIndex >= 0,
    )
    const last = buttons[buttons.length - 1] as HTMLButtonElement
    act(() => last.focus())
    m.key('Tab')
    expect(m.shadow().activeElement).toBe(buttons[0])
    m.key('Tab', { shiftKey: true })
    expect(m.shadow().activeElement).toBe(last)
  })

  it('behavior: the SIWX gate keeps it open on Escape (the router shakes it instead)', async () => {
    const m = await mount({ siwx: { required: true } })
    act(() => void m.g.emit({ type: 'ModalOpenRequested', data: { view: 'SIWXSignMessage' } }))
    // The loading dialog until the view's code is in, then the dialog with it.
    await vi.waitFor(async () => {
      await act(async () => {})
      expect(m.shadow().getElementById('gh-title')?.textContent).toBe('Sign In')
    })
    m.key('Escape')
    expect(m.seen.map((e) => e.type)).toContain('ModalShaken')
    expect(m.dialog()?.hasAttribute('data-shake')).toBe(true)
  })

  it('behavior: the theme read model sets data-theme; no style attribute or <style> element anywhere', async () => {
    const m = await mount()
    act(() => m.opener.click())
    act(() => void m.g.emit({ type: 'ThemeChanged', data: { themeMode: 'light' } }))
    expect(m.shadow().querySelector('.gh-root')?.getAttribute('data-theme')).toBe('light')
    expect(m.shadow().querySelectorAll('[style], style')).toHaveLength(0)
    expect(document.querySelectorAll('[style], style')).toHaveLength(0)
  })

  it("behavior: the views' stylesheet is adopted in the dialog's first commit when its chunk is already loaded", async () => {
    const { VIEW_CSS } = await import('./viewStyles.js')
    const sheetsWithViewCss = (m: Awaited<ReturnType<typeof mount>>) =>
      m
        .shadow()
        .adoptedStyleSheets.filter((sheet) => [...sheet.cssRules].some((rule) => rule.cssText.includes('.gh-list')))
        .length
    // First modal: it loads the views' chunk (or finds it loaded) and adopts the sheet.
    const first = await mount()
    act(() => first.opener.click())
    expect(VIEW_CSS).toContain('.gh-list')
    await vi.waitFor(
      async () => {
        await act(async () => {})
        expect(sheetsWithViewCss(first)).toBe(1)
      },
      { timeout: 15_000 },
    )
    act(() => root.unmount())
    container.remove()
    // A second modal opened after the chunk is there renders the sheet in the dialog's first commit.
    const second = await mount()
    act(() => second.opener.click())
    // The shell's, the dialog's, the views', the dialog's size and the theme's.
    expect(second.shadow().adoptedStyleSheets.length).toBe(5)
    expect(sheetsWithViewCss(second)).toBe(1)
  })

  it('behavior: embedded, it renders in place as a region (no aria-modal) and opens itself', async () => {
    const m = await mount({ modal: { embedded: true } })
    expect(container.contains(m.host())).toBe(true)
    const region = m.shadow().querySelector('[role="region"]')
    expect(region).not.toBeNull()
    expect(region?.hasAttribute('aria-modal')).toBe(false)
    expect(m.seen.map((e) => e.type)).toContain('ModalOpened')
  })
})

describe('styles', () => {
  it('behavior: wallet names from outside show with bidi controls neutralised, a long one cut and whole in its title', async () => {
    const m = await mount()
    // As the log may hold them (stored before the effects removed the controls): the view neutralises them itself.
    const long = `Wallet ${'w'.repeat(120)}`
    m.g.emit({
      type: 'ConnectorsDiscovered',
      data: {
        connectors: [
          { id: 'io.evil', name: '\u202Ehte.live', type: 'announced', chain: 'eip155' },
          { id: 'io.long', name: long, type: 'announced', chain: 'eip155' },
        ],
      },
    })
    await act(async () => {
      m.opener.click()
      await preloadModal()
    })
    const names = [...m.shadow().querySelectorAll<HTMLElement>('.gh-item-name')]
    expect(names.find((n) => n.textContent?.includes('hte.live'))?.textContent).toBe('hte.live')
    const cut = names.find((n) => n.textContent?.startsWith('Wallet w')) as HTMLElement
    expect(cut.textContent).toMatch(/^Wallet w+…$/)
    expect(cut.textContent!.length).toBeLessThanOrEqual(32)
    expect(cut.title).toBe(long)
    expect(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/.test(m.shadow().textContent ?? '')).toBe(false)
  })

  it('default: no remote fonts or imports in the stylesheet', () => {
    expect(MODAL_CSS).not.toMatch(/@import|@font-face|url\(/)
    expect(DIALOG_CSS).not.toMatch(/@import|@font-face|url\(/)
  })

  it('behavior: theme variables keep only --gh-* properties with safe values', () => {
    expect(
      themeVariablesCss({ '--gh-accent': '#ff0000', color: 'red', '--gh-fg': 'red; } body { x: y', '--other': 'x' }),
    ).toBe('.gh-root[data-theme] { --gh-accent: #ff0000; }')
    expect(themeVariablesCss({})).toBe('')
  })
})
