// gatehouse-modal/element: the modal for pages without React. React is inside this entry (the package builds it as one
// bundle with React), so a plain HTML page imports createGatehouse and the elements from here and nothing else.
// Explicit export list (STYLE §11). Nothing touches the DOM at import: the element classes are made when defined, so
// the entry also imports in Node (server rendering), where there is no HTMLElement to extend.
import { createElement, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import type { Gatehouse } from '../../src/createGatehouse.js'
import { GatehouseError } from '../../src/errors/GatehouseError.js'
import { GatehouseProvider } from '../core/context.js'
import { GatehouseModal } from '../shell/GatehouseModal.js'
import { BUTTON_CSS, ElementButton, constructSheet } from './button.js'

export { createGatehouse } from '../../src/createGatehouse.js'
export type { Gatehouse, GatehouseConfig } from '../../src/createGatehouse.js'

/** The custom elements' tag names. */
export const ELEMENT_TAGS = { modal: 'gatehouse-modal', button: 'gatehouse-button' } as const

/** What `mountGatehouse` gives back: unmounts the modal it mounted. */
export type Unmount = () => void

/** A page asked for the elements twice with two Gatehouse instances, or before the browser has custom elements. */
export class GatehouseElementError extends GatehouseError {
  override readonly name = 'GatehouseElementError'
}

function render(root: Root, gatehouse: Gatehouse<unknown>, child: ReactNode): void {
  root.render(createElement(GatehouseProvider, { gatehouse }, child))
}

/**
 * Mounts the modal of `gatehouse` in `element` (a React root of its own; the dialog itself is drawn in a shadow root
 * at the end of the body, as `<GatehouseModal>` does) and returns the function that unmounts it.
 */
export function mountGatehouse(element: Element, gatehouse: Gatehouse<unknown>): Unmount {
  const root = modalRoot(element, gatehouse)
  return () => root.unmount()
}

function modalRoot(element: Element, gatehouse: Gatehouse<unknown>): Root {
  const root = createRoot(element)
  render(root, gatehouse, createElement(GatehouseModal))
  return root
}

// Which instance a registry's tags belong to, so defining twice with one instance is harmless and with two an error.
const definedFor = new WeakMap<CustomElementRegistry, Gatehouse<unknown>>()

/**
 * Defines `<gatehouse-modal>` (the modal; put one on the page) and `<gatehouse-button>` (the connect button: its
 * text is the page's label, the account once connected) for `gatehouse`. Custom element names are global to the
 * page, so a second call with another instance throws GatehouseElementError; with the same instance it does nothing.
 */
export function defineGatehouseElements(gatehouse: Gatehouse<unknown>, registry?: CustomElementRegistry): void {
  const elements = registry ?? (typeof customElements === 'undefined' ? undefined : customElements)
  if (elements === undefined || typeof HTMLElement === 'undefined') {
    throw new GatehouseElementError('defineGatehouseElements() needs a browser with custom elements')
  }
  const owner = definedFor.get(elements)
  for (const tag of Object.values(ELEMENT_TAGS)) {
    if (owner !== undefined && owner !== gatehouse) {
      throw new GatehouseElementError(`<${tag}> is already defined for another Gatehouse instance on this page`)
    }
    if (elements.get(tag) !== undefined && owner === undefined) {
      throw new GatehouseElementError(`<${tag}> is already defined on this page by other code`)
    }
  }
  if (elements.get(ELEMENT_TAGS.modal) === undefined) elements.define(ELEMENT_TAGS.modal, modalElement(gatehouse))
  if (elements.get(ELEMENT_TAGS.button) === undefined) elements.define(ELEMENT_TAGS.button, buttonElement(gatehouse))
  definedFor.set(elements, gatehouse)
}

/**
 * An element that holds a React root while it is in the document. Moving it (removed and added in one task) keeps
 * the root: the unmount waits a microtask and is dropped if the element is back by then.
 */
function rootedElement(mount: (host: HTMLElement) => Root): CustomElementConstructor {
  return class extends HTMLElement {
    #root: Root | null = null
    connectedCallback(): void {
      this.#root ??= mount(this)
    }
    disconnectedCallback(): void {
      queueMicrotask(() => {
        if (this.isConnected || this.#root === null) return
        this.#root.unmount()
        this.#root = null
      })
    }
  }
}

function modalElement(gatehouse: Gatehouse<unknown>): CustomElementConstructor {
  return rootedElement((host) => modalRoot(host, gatehouse))
}

function buttonElement(gatehouse: Gatehouse<unknown>): CustomElementConstructor {
  return rootedElement((host) => {
    // A shadow root keeps the page's CSS off the button (the page styles it through ::part(button)); its stylesheet is
    // constructed, so a strict Content-Security-Policy without 'unsafe-inline' allows it.
    const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' })
    const sheet = constructSheet(host, BUTTON_CSS)
    if (sheet) shadow.adoptedStyleSheets = [sheet]
    const root = createRoot(shadow)
    render(root, gatehouse, createElement(ElementButton))
    return root
  })
}
