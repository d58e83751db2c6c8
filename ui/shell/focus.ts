// Keyboard handling of the modal shell: the focus trap (Tab and Shift+Tab stay
// inside the dialog) and the first focus. Plain DOM, no React, so the unit tests
// drive it directly. Arrow keys in the views' lists: ui/components/roving.ts.

const TABBABLE =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]'

/** Whether Tab reaches `el` (an element of TABBABLE that is not taken out with tabindex -1 or hidden). */
const reachable = (el: HTMLElement): boolean =>
  el.tabIndex >= 0 && el.getAttribute('tabindex') !== '-1' && !el.closest('[hidden], [inert]')

/** The elements Tab reaches inside `container`, in document order (tabindex -1 and hidden ones excluded). */
export function tabbables(container: ParentNode): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(TABBABLE)].filter(reachable)
}

/** The focused element inside the shadow root (or document) that holds `node`. */
export function activeElementOf(node: Node): Element | null {
  const root = node.getRootNode() as Document | ShadowRoot
  return root.activeElement ?? null
}

/**
 * Keeps Tab inside `container`: from the last tabbable Tab goes to the first,
 * from the first Shift+Tab goes to the last, and from outside either goes in.
 * Returns true when it moved focus (the caller then prevents the default).
 */
export function trapTab(container: HTMLElement, shiftKey: boolean): boolean {
  const list = tabbables(container)
  if (list.length === 0) {
    container.focus()
    return true
  }
  const first = list[0] as HTMLElement
  const last = list[list.length - 1] as HTMLElement
  const active = activeElementOf(container)
  const inside = active !== null && container.contains(active)
  if (!inside) {
    ;(shiftKey ? last : first).focus()
    return true
  }
  if (shiftKey && (active === first || active === container)) {
    last.focus()
    return true
  }
  if (!shiftKey && active === last) {
    first.focus()
    return true
  }
  return false
}

/**
 * Moves focus into `container`: its `[data-autofocus]` element when it can take focus, else the first
 * tabbable of its `[data-focus-scope]` part (the view, before the header's
 * buttons), else its first tabbable, else itself.
 */
export function focusInitial(container: HTMLElement): void {
  // A `[data-autofocus]` control that cannot take focus yet (SIWX's Sign, disabled until the message is built) is
  // passed over: focusing it would leave focus outside the dialog, where Escape and the Tab trap do not reach.
  const preferred = [...container.querySelectorAll<HTMLElement>('[data-autofocus]')].find(
    (el) => el.matches(TABBABLE) && reachable(el),
  )
  const scope = container.querySelector<HTMLElement>('[data-focus-scope]')
  const target = preferred ?? (scope ? tabbables(scope)[0] : undefined) ?? tabbables(container)[0] ?? container
  // Marked until focus goes anywhere else (the visitor moved it): lazy views read it (ui/components/refocus.ts).
  target.setAttribute(CHOSEN, '')
  target.addEventListener('focusout', () => target.removeAttribute(CHOSEN), { once: true })
  target.focus()
}

/** The attribute of the control focusInitial focused, while it keeps the focus. */
export const CHOSEN = 'data-focus-chosen'
