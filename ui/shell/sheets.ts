// The modal's constructable stylesheets in the shadow root, by role, in cascade order: the shell's
// (at start), the dialog's (with its chunk), the views' (with theirs), the dialog's measured size,
// then the app's theme variables, which win.

/** Gives a stylesheet for the window of the shadow root it is adopted into (null: none there). */
export type SheetFor = (view: (Window & typeof globalThis) | null) => CSSStyleSheet | null

/** A stylesheet's place in the shadow root. */
export type SheetRole = 'shell' | 'dialog' | 'views' | 'size' | 'theme'

/** Adopts the stylesheet `sheetFor` gives for the shadow root's window, in `role`'s place. */
export type AdoptSheet = (role: 'dialog' | 'views' | 'size', sheetFor: SheetFor) => void

const ORDER: readonly SheetRole[] = ['shell', 'dialog', 'views', 'size', 'theme']

/** The adopted sheets in cascade order. */
export function sheetsInOrder(sheets: Partial<Record<SheetRole, CSSStyleSheet>>): CSSStyleSheet[] {
  return ORDER.flatMap((role) => (sheets[role] ? [sheets[role]] : []))
}

/** Whether a window can make constructable stylesheets (`new CSSStyleSheet()` with `replaceSync`). */
export function constructableSheets(view: (Window & typeof globalThis) | null): view is Window & typeof globalThis {
  return view !== null && typeof view.CSSStyleSheet === 'function' && 'replaceSync' in view.CSSStyleSheet.prototype
}
