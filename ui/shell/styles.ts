// The modal shell's styles: a constructable stylesheet adopted by the shadow root
// (`new CSSStyleSheet()` + `replaceSync`), so they work under a strict CSP with
// no 'unsafe-inline' (no <style> element, no style attribute) and load no fonts.
import { ANIMATION_MS, FRAME_Z_INDEX, MODAL_WIDTH_PX } from '../../src/domain/constants.js'

/**
 * The modal sits just under the secure frame (SPEC §9: frame z-index 999999),
 * which must cover it while the visitor logs in by email or social.
 */
const MODAL_Z_INDEX = FRAME_Z_INDEX - 1

// Colours chosen for WCAG AA: text ≥ 4.5:1 on every surface it sits on, focus rings and borders ≥ 3:1.
const DARK = `
  --gh-bg: #141416; --gh-surface: #1e1f24; --gh-surface-2: #2a2b31; --gh-fg: #e8e9ee; --gh-muted: #a1a4ad;
  --gh-border: #6b6e79; --gh-accent: #8fa2ff; --gh-accent-fill: #4358e8; --gh-on-accent: #ffffff; --gh-error: #ff8a8a;
  --gh-backdrop: rgb(0 0 0 / 0.6); color-scheme: dark;`
const LIGHT = `
  --gh-bg: #ffffff; --gh-surface: #f2f3f6; --gh-surface-2: #e6e8ee; --gh-fg: #141416; --gh-muted: #5c5f6b;
  --gh-border: #8a8d99; --gh-accent: #3347d6; --gh-accent-fill: #3347d6; --gh-on-accent: #ffffff; --gh-error: #c62828;
  --gh-backdrop: rgb(0 0 0 / 0.4); color-scheme: light;`

// The opening animation starts from a visible state: the dialog is painted whole in the first frame after the click
// (it only settles into place), and the backdrop fades its colour, never its opacity, which would hide the dialog
// inside it. Under reduced motion nothing moves.

/**
 * The shell's CSS (exported for the unit tests): the themes, the dialog, its
 * header, the live region and the loading state, all the app loads at start.
 * The views' rules are a second sheet in a lazy chunk (viewStyles.ts).
 */
export const MODAL_CSS = `
:host { all: initial; display: contents; }
.gh-root { all: initial; display: block; ${DARK}
  font-family: var(--gh-font-family, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif); font-size: var(--gh-font-size, 15px); line-height: 1.4;
  color: var(--gh-fg); -webkit-font-smoothing: antialiased; }
.gh-root[data-theme="light"] { ${LIGHT} }
@media (prefers-color-scheme: light) { .gh-root[data-theme="system"] { ${LIGHT} } }
.gh-root *, .gh-root *::before, .gh-root *::after { box-sizing: border-box; }
.gh-backdrop { position: fixed; inset: 0; z-index: var(--gh-z-index, ${MODAL_Z_INDEX}); background: var(--gh-backdrop);
  display: flex; align-items: center; justify-content: center; padding: 16px; animation: gh-fade ${ANIMATION_MS[1]}ms ease-out; }
.gh-dialog { width: ${MODAL_WIDTH_PX}px; max-width: 100%; max-height: calc(100vh - 32px); display: flex; flex-direction: column;
  background: var(--gh-bg); color: var(--gh-fg); border: 1px solid var(--gh-border); border-radius: var(--gh-radius, 24px);
  box-shadow: var(--gh-shadow, 0 12px 40px rgb(0 0 0 / 0.35)); overflow: hidden; animation: gh-rise ${ANIMATION_MS[1]}ms ease-out; }
.gh-root[data-embedded] .gh-dialog { box-shadow: none; max-height: none; }
.gh-center { display: flex; flex-direction: column; align-items: center; text-align: center; gap: 10px; padding: 12px 0; }
.gh-spinner { width: 28px; height: 28px; border-radius: 50%; border: 3px solid var(--gh-surface-2); border-top-color: var(--gh-accent);
  animation: gh-spin 800ms linear infinite; }
@keyframes gh-fade { from { background-color: transparent; } }
@keyframes gh-rise { from { transform: translateY(8px) scale(0.98); } to { transform: none; } }
@keyframes gh-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) {
  .gh-root *, .gh-root *::before, .gh-root *::after { animation-duration: 1ms !important; animation-iteration-count: 1 !important; transition: none !important; }
  .gh-spinner { border-top-color: var(--gh-accent); }
  .gh-root .gh-backdrop, .gh-root .gh-dialog { animation: none !important; }
}
`

const sheets = new WeakMap<object, CSSStyleSheet>()

/**
 * The modal stylesheet of a window, made once (a constructable sheet belongs to
 * the document it was made for); null where constructable sheets are missing.
 */
export function modalStyleSheet(view: (Window & typeof globalThis) | null): CSSStyleSheet | null {
  if (!view || typeof view.CSSStyleSheet !== 'function' || !('replaceSync' in view.CSSStyleSheet.prototype)) return null
  let sheet = sheets.get(view)
  if (!sheet) {
    sheet = new view.CSSStyleSheet()
    sheet.replaceSync(MODAL_CSS)
    sheets.set(view, sheet)
  }
  return sheet
}
