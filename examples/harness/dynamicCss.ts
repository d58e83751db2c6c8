// Sizes that change at run time (the virtual list's height and offset) without a style
// attribute, which the strict CSP forbids: one constructable stylesheet a caller, rewritten.
import { useInsertionEffect, useState } from 'react'

/**
 * Keeps `css` in a constructable stylesheet adopted by the document while the component is mounted.
 * Written in an insertion effect, which React runs before every layout effect of the commit: the
 * first layout effect that reads or writes layout (a list's scrollTop) then finds every sheet of the
 * step written, and the step costs one style and layout pass, not one per sheet written after it.
 */
export function useDynamicCss(css: string): void {
  const [sheet] = useState(() => (typeof CSSStyleSheet === 'undefined' ? null : new CSSStyleSheet()))
  useInsertionEffect(() => {
    if (!sheet) return
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
    return () => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet)
    }
  }, [sheet])
  useInsertionEffect(() => {
    sheet?.replaceSync(css)
  }, [sheet, css])
}
