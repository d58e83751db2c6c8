// The connect button of <gatehouse-button>: the visitor's way into the modal on a page without React. It speaks the
// page's language through its slot (the app's own label) and shows the account once connected, as the modal does.
import { useEffect, useRef, type ReactNode, type RefObject } from 'react'
import type { GatehouseState } from '../../projections/index.js'
import { useReadModel } from '../core/hooks.js'
import { useAccount, useModal } from '../core/modal.js'
import { displayName } from '../displayName.js'
import { themeVariablesCss } from '../shell/theme.js'

// The label when the page gives none: the modal's own title. The page's text in the slot is how an app says it in its
// visitors' language (the catalogue stays out of the page's start-up code).
const DEFAULT_LABEL = 'Connect Wallet'

/** `0x1234…abcd`: an address as a button has room for it. */
const short = (address: string): string =>
  address.length > 12 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address

// The modal themes' accent colours (ui/shell/styles.ts), so the button matches the dialog it opens. Each is a
// fallback: `--gh-*` variables the page sets on the element (or above it), the app's theme variables (a sheet
// adopted after this one) and `::part(button)` rules on the page win.
const DARK_FILL = 'var(--gh-accent-fill, #4358e8)'
const LIGHT_FILL = 'var(--gh-accent-fill, #3347d6)'
const LIGHT_RING = 'var(--gh-accent, #3347d6)'

/** The button's stylesheet (exported for the unit tests). */
export const BUTTON_CSS = `
:host { display: inline-block; }
.gh-button { --gh-b-fill: ${DARK_FILL}; --gh-b-ring: var(--gh-accent, #8fa2ff);
  display: inline-flex; align-items: center; gap: 8px; min-height: 40px; padding: 0 16px; border: 0;
  border-radius: var(--gh-radius, 12px); cursor: pointer; background: var(--gh-b-fill); color: var(--gh-on-accent, #ffffff);
  font-family: var(--gh-font-family, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif);
  font-size: var(--gh-font-size, 15px); font-weight: 600; line-height: 1.2; }
.gh-button[data-theme="light"] { --gh-b-fill: ${LIGHT_FILL}; --gh-b-ring: ${LIGHT_RING}; }
@media (prefers-color-scheme: light) { .gh-button[data-theme="system"] { --gh-b-fill: ${LIGHT_FILL}; --gh-b-ring: ${LIGHT_RING}; } }
.gh-button:focus-visible { outline: 2px solid var(--gh-b-ring); outline-offset: 2px; }
.gh-button .gh-mono { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; }
`

/** A constructed stylesheet of `css` for `node`'s window (allowed under a strict CSP), or null where there is none. */
export function constructSheet(node: Node, css: string): CSSStyleSheet | null {
  const view = node.ownerDocument?.defaultView
  if (!view || !('replaceSync' in view.CSSStyleSheet.prototype)) return null
  const sheet = new view.CSSStyleSheet()
  sheet.replaceSync(css)
  return sheet
}

/** Adopts the app's theme variables (SPEC §3 "themeVariables") after the button's own sheet in its shadow root. */
function useThemeVariables(button: RefObject<HTMLButtonElement | null>, variables: Record<string, string>): void {
  const sheet = useRef<CSSStyleSheet | null>(null)
  useEffect(() => {
    const root = button.current?.getRootNode()
    if (!(root instanceof ShadowRoot)) return
    const css = themeVariablesCss(variables)
    if (sheet.current === null) {
      sheet.current = constructSheet(root, css)
      if (sheet.current) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet.current]
    } else sheet.current.replaceSync(css)
  }, [button, variables])
}

/**
 * Connect (the slot's text; "Connect Wallet" when the page gives none) while disconnected; the account's name or short
 * address once connected. Pointer over or focus loads what the modal opens to; a click opens it.
 */
export function ElementButton(): ReactNode {
  const { open, preload } = useModal()
  const { address, profileName } = useAccount()
  const themeMode = useReadModel((state: GatehouseState) => state.theme.themeMode)
  const themeVariables = useReadModel((state: GatehouseState) => state.theme.themeVariables)
  const ref = useRef<HTMLButtonElement>(null)
  useThemeVariables(ref, themeVariables)
  const name = profileName === null ? null : displayName(profileName)
  return (
    <button
      ref={ref}
      type="button"
      part="button"
      className="gh-button gh-root"
      data-theme={themeMode}
      aria-haspopup="dialog"
      title={address === null ? undefined : name !== null ? `${name.full} (${address})` : address}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => open()}
    >
      {address === null ? (
        <slot>{DEFAULT_LABEL}</slot>
      ) : name !== null ? (
        <span dir="auto">{name.text}</span>
      ) : (
        <span className="gh-mono">{short(address)}</span>
      )}
    </button>
  )
}
