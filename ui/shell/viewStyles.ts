// The views' styles (lists, buttons, tabs, inputs, the wallet grid): a second
// constructable sheet adopted by the shadow root after the shell's, in a lazy
// chunk the shell preloads when Gatehouse is ready (GatehouseModal.tsx), so the
// app's initial JS carries only the shell's CSS.

/** The views' CSS (exported for the unit tests). */
export const VIEW_CSS = `
.gh-list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 6px; }
.gh-group { padding: 6px 4px 0; font-size: 13px; font-weight: 600; }
.gh-item { width: 100%; display: flex; align-items: center; gap: 12px; min-height: 52px; padding: 8px 12px;
  border-radius: var(--gh-button-radius, 16px); border: 1px solid transparent; background: var(--gh-surface); color: var(--gh-fg);
  font: inherit; text-align: start; cursor: pointer; }
.gh-item:hover { background: var(--gh-surface-2); }
.gh-item[disabled] { cursor: default; color: var(--gh-muted); }
.gh-legal { display: flex; gap: 8px; align-items: flex-start; margin: 0 4px 12px; font-size: 13px; color: var(--gh-muted); }
.gh-legal a { color: var(--gh-accent); }
.gh-item[aria-current="true"] { border-color: var(--gh-accent); }
.gh-item-name { flex: 1; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.gh-tag { font-size: 12px; padding: 2px 8px; border-radius: 8px; background: var(--gh-surface-2); color: var(--gh-fg); }
.gh-icon { width: 36px; height: 36px; border-radius: 10px; flex: none; object-fit: cover; background: var(--gh-surface-2);
  display: inline-flex; align-items: center; justify-content: center; font-weight: 600; color: var(--gh-fg); }
.gh-section-title { margin: 14px 4px 8px; font-size: 13px; font-weight: 600; color: var(--gh-muted); }
.gh-button { display: inline-flex; align-items: center; justify-content: center; gap: 8px; min-height: 44px; padding: 8px 16px;
  border-radius: var(--gh-button-radius, 14px); border: 1px solid var(--gh-border); background: var(--gh-surface); color: var(--gh-fg);
  font: inherit; font-weight: 600; cursor: pointer; }
.gh-button:hover { background: var(--gh-surface-2); }
.gh-button[data-primary] { background: var(--gh-accent-fill); border-color: var(--gh-accent-fill); color: var(--gh-on-accent); }
.gh-button[disabled] { cursor: default; opacity: 1; color: var(--gh-muted); }
.gh-row { display: flex; gap: 8px; }
.gh-row > * { flex: 1; }
/* The wallet features: four equal columns that fit the dialog's width (as a flex row, Send ran past its edge). */
.gh-features { display: grid; grid-template-columns: repeat(auto-fit, minmax(64px, 1fr)); gap: 8px; }
.gh-features > .gh-button { min-width: 0; padding-inline: 6px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.gh-summary { align-self: stretch; text-align: start; overflow-wrap: anywhere; }
.gh-message { align-self: stretch; margin: 0; padding: 10px 12px; border-radius: 12px; background: var(--gh-surface); color: var(--gh-fg);
  font: inherit; text-align: start; white-space: pre-wrap; overflow-wrap: anywhere; max-height: 160px; overflow: auto; }
.gh-big-icon { width: 72px; height: 72px; border-radius: 22px; font-size: 28px; }
.gh-icon { overflow: hidden; }
.gh-icon > svg { width: 100%; height: 100%; display: block; }
.gh-nfts { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 8px; }
.gh-nft { margin: 0; display: flex; flex-direction: column; gap: 6px; min-width: 0; }
.gh-nft-image { width: 100%; aspect-ratio: 1; border-radius: 14px; object-fit: cover; background: var(--gh-surface-2); display: block; }
.gh-nft figcaption { font-size: 13px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.gh-address { font-size: 20px; font-weight: 600; margin: 0; }
.gh-balance, .gh-total { font-size: 15px; margin: 0; color: var(--gh-muted); }
.gh-input { width: 100%; min-height: 44px; padding: 8px 12px; border-radius: 14px; border: 1px solid var(--gh-border);
  background: var(--gh-surface); color: var(--gh-fg); font: inherit; }
.gh-input::placeholder { color: var(--gh-muted); opacity: 1; }
.gh-tabs { display: flex; gap: 4px; padding: 4px; border-radius: 14px; background: var(--gh-surface); margin: 14px 0 10px; }
.gh-tab { flex: 1; min-height: 36px; border-radius: 10px; border: 0; background: transparent; color: var(--gh-muted); font: inherit; font-weight: 600; cursor: pointer; }
.gh-tab[aria-selected="true"], .gh-tab[aria-pressed="true"] { background: var(--gh-surface-2); color: var(--gh-fg); }
.gh-grid { display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); gap: 6px; }
.gh-grid > li { min-width: 0; }
.gh-grid .gh-item { flex-direction: column; gap: 6px; min-height: 88px; padding: 8px 4px; text-align: center; font-size: 12px; }
.gh-grid .gh-item-name { width: 100%; flex: none; }
.gh-grid .gh-tag { font-size: 11px; padding: 1px 6px; }
.gh-sentinel { height: 1px; }
.gh-cell { flex: 1; min-width: 0; display: flex; flex-direction: column; gap: 2px; }
.gh-cell-end { flex: none; max-width: 50%; align-items: flex-end; text-align: end; overflow-wrap: anywhere; }
.gh-sub { font-size: 13px; color: var(--gh-muted); white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.gh-sub.gh-error { color: var(--gh-error); }
.gh-link-icon { flex: none; width: 32px; height: 32px; margin-inline-end: -6px; border-radius: 10px; color: var(--gh-accent);
  display: inline-flex; align-items: center; justify-content: center; }
.gh-link-icon:hover { background: var(--gh-surface-2); }
.gh-root .gh-spinner { display: inline-block; flex: none; }
.gh-status { display: flex; align-items: center; gap: 10px; }
`

const sheets = new WeakMap<object, CSSStyleSheet>()

/** The views' stylesheet of a window, made once; null where constructable sheets are missing. */
export function viewStyleSheet(view: (Window & typeof globalThis) | null): CSSStyleSheet | null {
  if (!view || typeof view.CSSStyleSheet !== 'function' || !('replaceSync' in view.CSSStyleSheet.prototype)) return null
  let sheet = sheets.get(view)
  if (!sheet) {
    sheet = new view.CSSStyleSheet()
    sheet.replaceSync(VIEW_CSS)
    sheets.set(view, sheet)
  }
  return sheet
}
