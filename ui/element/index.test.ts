// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestGatehouse } from '../../src/testing/helpers.js'
import { BUTTON_CSS } from './button.js'
import { ELEMENT_TAGS, GatehouseElementError, defineGatehouseElements, mountGatehouse } from './index.js'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7'

// Custom element names are global to a window: one Gatehouse owns the tags for every test in this file.
const owner = createTestGatehouse()

afterEach(() => {
  document.body.replaceChildren()
})

async function add(html: string): Promise<void> {
  await act(async () => {
    document.body.insertAdjacentHTML('beforeend', html)
  })
}

const button = () => document.querySelector(ELEMENT_TAGS.button)!.shadowRoot!.querySelector('button')!

describe('gatehouse-modal/element', () => {
  it("default: <gatehouse-button> is a button in its own shadow root whose label is the page's text, the modal's title when the page gives none", async () => {
    await owner.ready
    defineGatehouseElements(owner)
    await add('<gatehouse-button>Sign in</gatehouse-button><gatehouse-button></gatehouse-button>')
    const [withText, bare] = [...document.querySelectorAll(ELEMENT_TAGS.button)]
    for (const host of [withText, bare]) {
      const shadowButton = host!.shadowRoot!.querySelector('button')!
      expect(shadowButton.getAttribute('type')).toBe('button')
      expect(shadowButton.getAttribute('part')).toBe('button')
      expect(shadowButton.getAttribute('aria-haspopup')).toBe('dialog')
      expect(shadowButton.querySelector('slot')).not.toBeNull()
    }
    expect(withText!.textContent).toBe('Sign in')
    expect(bare!.shadowRoot!.querySelector('slot')!.textContent).toBe('Connect Wallet')
  })

  it("behavior: a click opens the modal, and once connected the button shows the account's short address with the full one in its title", async () => {
    defineGatehouseElements(owner)
    await add('<gatehouse-button></gatehouse-button>')
    await act(async () => button().click())
    expect(owner.getState().modal.open).toBe(true)
    await act(async () => {
      owner.emit({
        type: 'Connected',
        data: {
          connectorId: 'io.metamask',
          namespace: 'eip155',
          chainId: 'eip155:1',
          address: ADDRESS,
          walletName: 'MetaMask',
        },
      })
    })
    expect(button().textContent).toBe('0x5290…9EE7')
    expect(button().title).toBe(ADDRESS)
  })

  it('behavior: <gatehouse-modal> mounts the modal while it is in the page, keeps it when moved, and unmounts it when removed', async () => {
    defineGatehouseElements(owner)
    await add('<section id="a"><gatehouse-modal></gatehouse-modal></section><section id="b"></section>')
    const element = document.querySelector(ELEMENT_TAGS.modal)!
    const hosts = () => [...document.querySelectorAll('[data-gatehouse-modal]')]
    const [mounted] = hosts()
    expect(mounted).toBeDefined()
    await act(async () => {
      document.getElementById('b')!.append(element)
      await Promise.resolve()
    })
    // The same modal, not a new one: a move keeps the React root and whatever the dialog held.
    expect(hosts()).toEqual([mounted])
    await act(async () => {
      element.remove()
      await Promise.resolve()
    })
    expect(hosts()).toEqual([])
  })

  it('behavior: mountGatehouse mounts the modal in an element of the page and gives back its unmount', async () => {
    const container = document.createElement('div')
    document.body.append(container)
    let unmount: () => void = () => undefined
    await act(async () => {
      unmount = mountGatehouse(container, owner)
    })
    expect(document.querySelectorAll('[data-gatehouse-modal]')).toHaveLength(1)
    act(() => unmount())
    expect(document.querySelectorAll('[data-gatehouse-modal]')).toHaveLength(0)
  })

  it('behavior: defining again for the same Gatehouse does nothing', () => {
    defineGatehouseElements(owner)
    expect(() => defineGatehouseElements(owner)).not.toThrow()
  })

  it('error: defining for a second Gatehouse on the page throws GatehouseElementError naming the tag', () => {
    defineGatehouseElements(owner)
    const other = createTestGatehouse()
    expect(() => defineGatehouseElements(other)).toThrow(GatehouseElementError)
    expect(() => defineGatehouseElements(other)).toThrow(
      '<gatehouse-modal> is already defined for another Gatehouse instance on this page',
    )
  })

  it('error: a tag another script took first is not silently reused', () => {
    // Another script's registry entry for the modal's tag (a window has one registry, which this file's owner holds).
    const theirs = class extends HTMLElement {}
    const registry = {
      get: (tag: string) => (tag === ELEMENT_TAGS.modal ? theirs : undefined),
      define: () => undefined,
    } as unknown as CustomElementRegistry
    const other = createTestGatehouse()
    expect(() => defineGatehouseElements(other, registry)).toThrow(
      '<gatehouse-modal> is already defined on this page by other code',
    )
  })

  it("default: the button's stylesheet has no rule a strict CSP refuses, and its colours are fallbacks the app overrides", () => {
    expect(BUTTON_CSS).not.toMatch(/@import|url\(/)
    for (const fill of BUTTON_CSS.match(/--gh-b-fill: [^;]+;/g) ?? []) expect(fill).toMatch(/var\(--gh-accent-fill, #/)
  })
})
