// @vitest-environment happy-dom
// The docs' browser samples, run as the pages show them.
import { describe, expect, it, vi } from 'vitest'
import { ConfigurationError } from 'gatehouse-modal'

describe('docs samples in a page', () => {
  it('quick-start.tsx renders the Connect button into #root, and its click opens the modal on Connect Wallet', async () => {
    const root = document.createElement('div')
    root.id = 'root'
    document.body.append(root)
    const { gatehouse } = await import('./quick-start.js')
    const button = await vi.waitFor(() => {
      const found = root.querySelector('button')
      expect(found?.textContent).toBe('Connect')
      return found!
    })
    button.click()
    await vi.waitFor(
      () => {
        const shadow = document.querySelector('[data-gatehouse-modal]')?.shadowRoot
        expect(shadow?.querySelector('[role="dialog"] #gh-title')?.textContent).toBe('Connect Wallet')
      },
      { timeout: 20_000 },
    )
    expect(gatehouse.getState().modal.open).toBe(true)
  })

  it('element.ts defines <gatehouse-button>, a dialog button whose click opens the modal', async () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      '<gatehouse-button>Connect</gatehouse-button><gatehouse-modal></gatehouse-modal>',
    )
    const { gatehouse } = await import('./element.js')
    const host = document.querySelector('gatehouse-button')!
    const button = await vi.waitFor(() => {
      const found = host.shadowRoot?.querySelector('button[aria-haspopup="dialog"]')
      expect(found).toBeInstanceOf(HTMLButtonElement)
      return found as HTMLButtonElement
    })
    button.click()
    await vi.waitFor(() => expect(gatehouse.getState().modal.open).toBe(true))
  })

  it('theming.ts starts light with the app’s variables, and followSystemTheme switches to system', async () => {
    const { gatehouse, followSystemTheme } = await import('./theming.js')
    await gatehouse.ready
    expect(gatehouse.getState().theme).toEqual({
      themeMode: 'light',
      themeVariables: { '--gh-accent': '#0f766e', '--gh-radius': '12px', '--gh-font-family': 'Inter, sans-serif' },
    })
    followSystemTheme()
    expect(gatehouse.getState().theme.themeMode).toBe('system')
  })

  it('locales.ts speaks Portuguese for pt-BR, switches to Arabic, and refuses a language without a catalogue', async () => {
    const { gatehouse, onLanguageChosen } = await import('./locales.js')
    await gatehouse.ready
    expect(gatehouse.getState().locale.locale).toBe('pt')
    onLanguageChosen('ar')
    expect(gatehouse.getState().locale.locale).toBe('ar')
    expect(() => onLanguageChosen('xx')).toThrow(ConfigurationError)
  })

  it('production.ts is a configuration createGatehouse accepts (its featured wallets in the read models), and a relay that is not ws(s) is refused by name', async () => {
    const { gatehouse, productionConfig } = await import('./production.js')
    await gatehouse.ready
    expect(gatehouse.getState().config.options.wallets.featured).toEqual(['io.metamask', 'com.coinbase.wallet'])
    const { createGatehouse } = await import('gatehouse-modal')
    const httpRelay = { ...productionConfig, walletConnect: { relayUrl: 'https://relay.my-services.example' } }
    expect(() => createGatehouse(httpRelay)).toThrow(ConfigurationError)
    expect(() => createGatehouse(httpRelay)).toThrow(/relayUrl/)
  })
})
