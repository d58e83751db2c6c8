// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { moveInList } from '../components/roving.js'
import { focusInitial, tabbables, trapTab } from './focus.js'

let host: HTMLElement
afterEach(() => host?.remove())

/** A dialog in a shadow root, as the shell renders it: header buttons, a roving list, a button. */
function dialog(): { root: ShadowRoot; dialog: HTMLElement; get: (label: string) => HTMLElement } {
  host = document.createElement('div')
  document.body.append(host)
  const root = host.attachShadow({ mode: 'open' })
  root.innerHTML = `
    <div role="dialog" tabindex="-1">
      <button aria-label="Back">‹</button>
      <button aria-label="Close">×</button>
      <div data-focus-scope>
        <ul>
          <li><button data-roving tabindex="0" aria-label="A">A</button></li>
          <li><button data-roving tabindex="-1" aria-label="B">B</button></li>
          <li><button data-roving tabindex="-1" aria-label="C">C</button></li>
        </ul>
        <button disabled aria-label="Disabled">no</button>
        <div hidden><button aria-label="Hidden">no</button></div>
        <button aria-label="All">All</button>
      </div>
    </div>`
  const el = root.querySelector<HTMLElement>('[role="dialog"]') as HTMLElement
  return { root, dialog: el, get: (label) => root.querySelector<HTMLElement>(`[aria-label="${label}"]`) as HTMLElement }
}

describe('focus trap', () => {
  it('default: the tabbables skip disabled, hidden and tabindex -1 elements', () => {
    const d = dialog()
    expect(tabbables(d.dialog).map((el) => el.getAttribute('aria-label'))).toEqual(['Back', 'Close', 'A', 'All'])
  })

  it('behavior: focus moves in on the first control of the view, before the header buttons', () => {
    const d = dialog()
    focusInitial(d.dialog)
    expect(d.root.activeElement).toBe(d.get('A'))
  })

  it('behavior: a [data-autofocus] element wins', () => {
    const d = dialog()
    d.get('All').setAttribute('data-autofocus', '')
    focusInitial(d.dialog)
    expect(d.root.activeElement).toBe(d.get('All'))
  })

  it('edge: a [data-autofocus] element that cannot take focus (disabled, hidden) is passed over: focus still goes in', () => {
    const d = dialog()
    d.get('Disabled').setAttribute('data-autofocus', '')
    d.get('Hidden').setAttribute('data-autofocus', '')
    focusInitial(d.dialog)
    expect(d.root.activeElement).toBe(d.get('A'))
    d.get('Disabled').removeAttribute('disabled')
    focusInitial(d.dialog)
    expect(d.root.activeElement).toBe(d.get('Disabled'))
  })

  it('behavior: Tab on the last control wraps to the first, Shift+Tab on the first wraps to the last', () => {
    const d = dialog()
    d.get('All').focus()
    expect(trapTab(d.dialog, false)).toBe(true)
    expect(d.root.activeElement).toBe(d.get('Back'))
    expect(trapTab(d.dialog, true)).toBe(true)
    expect(d.root.activeElement).toBe(d.get('All'))
  })

  it('behavior: Tab in the middle is left to the browser', () => {
    const d = dialog()
    d.get('Close').focus()
    expect(trapTab(d.dialog, false)).toBe(false)
    expect(trapTab(d.dialog, true)).toBe(false)
    expect(d.root.activeElement).toBe(d.get('Close'))
  })

  it('behavior: Tab from outside the dialog goes in (first, or last with Shift)', () => {
    const d = dialog()
    const outside = document.createElement('button')
    document.body.append(outside)
    outside.focus()
    expect(trapTab(d.dialog, false)).toBe(true)
    expect(d.root.activeElement).toBe(d.get('Back'))
    outside.focus()
    expect(trapTab(d.dialog, true)).toBe(true)
    expect(d.root.activeElement).toBe(d.get('All'))
    outside.remove()
  })

  it('behavior: Shift+Tab on the dialog itself goes to the last control', () => {
    const d = dialog()
    d.dialog.focus()
    expect(trapTab(d.dialog, true)).toBe(true)
    expect(d.root.activeElement).toBe(d.get('All'))
  })

  it('edge: a dialog without controls keeps focus on itself', () => {
    host = document.createElement('div')
    document.body.append(host)
    const root = host.attachShadow({ mode: 'open' })
    root.innerHTML = '<div role="dialog" tabindex="-1"><p>text</p></div>'
    const el = root.querySelector<HTMLElement>('[role="dialog"]') as HTMLElement
    expect(trapTab(el, false)).toBe(true)
    expect(root.activeElement).toBe(el)
  })
})

describe('lists with arrow keys', () => {
  it('behavior: ArrowDown and ArrowUp move one item, without wrapping; the focused item is the only Tab stop', () => {
    const d = dialog()
    const list = d.root.querySelector('ul') as HTMLElement
    d.get('A').focus()
    expect(moveInList(list, 'ArrowDown')).toBe(d.get('B'))
    expect(d.root.activeElement).toBe(d.get('B'))
    expect([d.get('A').tabIndex, d.get('B').tabIndex, d.get('C').tabIndex]).toEqual([-1, 0, -1])
    moveInList(list, 'ArrowDown')
    moveInList(list, 'ArrowDown')
    expect(d.root.activeElement).toBe(d.get('C'))
    moveInList(list, 'ArrowUp')
    expect(d.root.activeElement).toBe(d.get('B'))
  })

  it('behavior: Home and End jump to the first and last item', () => {
    const d = dialog()
    const list = d.root.querySelector('ul') as HTMLElement
    d.get('A').focus()
    moveInList(list, 'End')
    expect(d.root.activeElement).toBe(d.get('C'))
    moveInList(list, 'Home')
    expect(d.root.activeElement).toBe(d.get('A'))
  })

  it('behavior: in a grid, ArrowDown moves a row and ArrowRight an item', () => {
    const d = dialog()
    const list = d.root.querySelector('ul') as HTMLElement
    d.get('A').focus()
    moveInList(list, 'ArrowDown', 2)
    expect(d.root.activeElement).toBe(d.get('C'))
    moveInList(list, 'ArrowLeft', 2)
    expect(d.root.activeElement).toBe(d.get('B'))
  })

  it('edge: other keys are not handled', () => {
    const d = dialog()
    const list = d.root.querySelector('ul') as HTMLElement
    d.get('A').focus()
    expect(moveInList(list, 'a')).toBeNull()
    expect(moveInList(list, 'Enter')).toBeNull()
    expect(d.root.activeElement).toBe(d.get('A'))
  })
})
