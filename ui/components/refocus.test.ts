// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { CHOSEN, focusInitial } from '../shell/focus.js'
import { refocusInitial } from './refocus.js'

let host: HTMLElement
afterEach(() => host?.remove())

/** The modal as the shell renders it, in a shadow root: the view's first control is a wallet until the email field lands. */
function modal() {
  host = document.createElement('div')
  document.body.append(host)
  const root = host.attachShadow({ mode: 'open' })
  root.innerHTML = `
    <div class="gh-dialog" role="dialog" aria-modal="true" tabindex="-1">
      <button aria-label="Close">×</button>
      <div data-focus-scope>
        <div id="auth"></div>
        <button aria-label="Wallet">W</button>
        <button aria-label="All Wallets">All</button>
      </div>
    </div>`
  const dialog = root.querySelector<HTMLElement>('.gh-dialog') as HTMLElement
  const get = (label: string) => root.querySelector<HTMLElement>(`[aria-label="${label}"]`) as HTMLElement
  /** The lazy email entries land before the wallets. */
  const landEmail = () => {
    const input = document.createElement('input')
    input.setAttribute('aria-label', 'Email')
    root.getElementById('auth')!.append(input)
    return input
  }
  return { root, dialog, get, landEmail }
}

describe('refocusInitial', () => {
  it('behavior: focus still where focusInitial put it moves to the view first control that landed later', () => {
    const m = modal()
    focusInitial(m.dialog)
    expect(m.root.activeElement).toBe(m.get('Wallet'))
    expect(m.get('Wallet').hasAttribute(CHOSEN)).toBe(true)
    const email = m.landEmail()
    refocusInitial(email)
    expect(m.root.activeElement).toBe(email)
    expect(m.get('Wallet').hasAttribute(CHOSEN)).toBe(false)
  })

  it('behavior: focus the visitor moved stays where it is', () => {
    const m = modal()
    focusInitial(m.dialog)
    m.get('All Wallets').focus()
    expect(m.get('Wallet').hasAttribute(CHOSEN)).toBe(false)
    const email = m.landEmail()
    refocusInitial(email)
    expect(m.root.activeElement).toBe(m.get('All Wallets'))
  })

  it('behavior: focus lost with its control (a panel replaced it) goes to the [data-autofocus] control of the modal dialog; not in an embedded region', () => {
    const m = modal()
    m.get('All Wallets').focus()
    const retry = document.createElement('button')
    retry.setAttribute('data-autofocus', '')
    m.get('All Wallets').replaceWith(retry)
    expect(m.root.activeElement).toBeNull()
    refocusInitial(retry)
    expect(m.root.activeElement).toBe(retry)

    const e = modal()
    e.dialog.setAttribute('role', 'region')
    e.dialog.removeAttribute('aria-modal')
    e.get('Wallet').focus()
    e.get('Wallet').remove()
    refocusInitial(e.get('All Wallets'))
    expect(e.root.activeElement).toBeNull()
  })

  it('error: an element outside any dialog, or none, changes nothing', () => {
    const outside = document.createElement('button')
    document.body.append(outside)
    outside.focus()
    refocusInitial(outside)
    refocusInitial(null)
    expect(document.activeElement).toBe(outside)
    outside.remove()
  })
})
