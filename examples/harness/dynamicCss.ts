// Sizes that change at run time (the virtual list's height and offset) without a style
// attribute, which the strict CSP forbids: one constructable stylesheet a caller, rewritten.
import { useLayoutEffect, useState } from 'react'

/**
 * Keeps `css` in a constructable stylesheet adopted by the document while the component is mounted.
 * Written in a layout effect: before any later layout effect reads or writes layout (one layout a step).
 */
export function useDynamicCss(css: string): void {
  const [sheet] = useState(() => (typeof CSSStyleSheet === 'undefined' ? null : new CSSStyleSheet()))
  useLayoutEffect(() => {
    if (!sheet) return
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
    return () => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet)
    }
  }, [sheet])
  useLayoutEffect(() => {
    sheet?.replaceSync(css)
  }, [sheet, css])
}
