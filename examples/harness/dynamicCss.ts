// Sizes that change at run time (the virtual list's height and offset) without a style
// attribute, which the strict CSP forbids: one constructable stylesheet a caller, rewritten.
import { useEffect, useState } from 'react'

/** Keeps `css` in a constructable stylesheet adopted by the document while the component is mounted. */
export function useDynamicCss(css: string): void {
  const [sheet] = useState(() => (typeof CSSStyleSheet === 'undefined' ? null : new CSSStyleSheet()))
  useEffect(() => {
    if (!sheet) return
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
    return () => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet)
    }
  }, [sheet])
  useEffect(() => {
    sheet?.replaceSync(css)
  }, [sheet, css])
}
