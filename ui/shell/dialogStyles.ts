// The dialog's own styles (header, title, body and its height's transition, icon buttons, focus rings,
// banner, live regions, the shake, the bottom sheet on a phone's width): a constructable stylesheet
// adopted by the dialog (ui/shell/Dialog.tsx) after the shell's, in the dialog's lazy chunk. The shell's sheet (styles.ts, in the initial JS) holds the themes, the
// backdrop, the dialog's box and the spinner: what the loading dialog shows. The bottom sheet rises from just
// below its place, on screen from the first frame. Rendered ahead on the visitor's intent (data-hidden), the dialog is
// laid out but not seen, and its opening animation starts when the click reveals it.
import { ANIMATION_MS, SHAKE_MS } from '../../src/domain/constants.js'

/** The dialog's CSS (exported for the unit tests). */
export const DIALOG_CSS = `
.gh-root[data-hidden] { visibility: hidden; }
.gh-root[data-hidden] .gh-backdrop, .gh-root[data-hidden] .gh-dialog { animation: none; }
.gh-dialog[data-shake] { animation: gh-shake ${SHAKE_MS}ms ease-in-out; }
.gh-header { display: grid; grid-template-columns: 40px 1fr 40px; align-items: center; gap: 4px; padding: 14px 14px 6px; }
.gh-title { margin: 0; font-size: 16px; font-weight: 600; text-align: center; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.gh-body { padding: 8px 14px 16px; overflow-y: auto; min-height: 120px; transition: height ${ANIMATION_MS[1]}ms ease-out; }
.gh-root .gh-body-inner > * + *, .gh-root .gh-stack > * + * { margin-top: 12px; }
.gh-icon-button { width: 36px; height: 36px; border-radius: 12px; border: 1px solid transparent; background: transparent;
  color: var(--gh-fg); display: inline-flex; align-items: center; justify-content: center; cursor: pointer; padding: 0; font: inherit; }
.gh-icon-button:hover { background: var(--gh-surface-2); }
.gh-icon-button svg { width: 18px; height: 18px; }
.gh-root[dir="rtl"] .gh-mirror { transform: scaleX(-1); }
.gh-root [dir="auto"] { text-align: match-parent; text-align: -webkit-match-parent; }
.gh-root :focus { outline: none; }
.gh-root :focus-visible { outline: 2px solid var(--gh-accent); outline-offset: 2px; }
.gh-muted { color: var(--gh-muted); margin: 0; }
.gh-error { color: var(--gh-error); margin: 0; }
.gh-live { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0); border: 0; white-space: nowrap; }
.gh-banner { margin: 0 14px 10px; padding: 10px 12px; border-radius: 12px; background: var(--gh-surface-2); color: var(--gh-fg); }
.gh-banner[data-variant="error"] { color: var(--gh-error); }
.gh-visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
@media (max-width: 480px) {
  .gh-backdrop { align-items: flex-end; padding: 0; }
  .gh-backdrop > .gh-dialog { width: 100%; max-height: calc(100vh - 24px); border-radius: 24px 24px 0 0; border-bottom: 0; animation: gh-sheet ${ANIMATION_MS[1]}ms ease-out; }
  .gh-backdrop .gh-body { padding-bottom: max(16px, env(safe-area-inset-bottom)); }
}
@keyframes gh-sheet { from { transform: translateY(24px); } to { transform: none; } }
@keyframes gh-shake { 0%, 100% { transform: none; } 20%, 60% { transform: translateX(-8px); } 40%, 80% { transform: translateX(8px); } }
`

const sheets = new WeakMap<object, CSSStyleSheet>()

/** The dialog's stylesheet of a window, made once; null where constructable sheets are missing. */
export function dialogStyleSheet(view: (Window & typeof globalThis) | null): CSSStyleSheet | null {
  if (!view || typeof view.CSSStyleSheet !== 'function' || !('replaceSync' in view.CSSStyleSheet.prototype)) return null
  let sheet = sheets.get(view)
  if (!sheet) {
    sheet = new view.CSSStyleSheet()
    sheet.replaceSync(DIALOG_CSS)
    sheets.set(view, sheet)
  }
  return sheet
}
