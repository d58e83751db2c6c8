// Paged rendering for the wallet lists (Connect, AllWallets): the first page of a list is rendered,
// and the next one when the end of what is rendered scrolls into view (infinite scroll) or the
// keyboard reaches it, so a list of thousands costs what one page costs until the visitor goes there.
// A list no longer than a page renders whole, as before.
import { useEffect, useRef, useState, type FocusEvent, type RefObject } from 'react'

/**
 * Entries rendered at first, and added each time the end comes near: a page of the listing (SPEC §7: 40 entries)
 * and the installed connectors before it render at once, so the next listing page is asked for as soon as its end shows.
 */
const RENDER_PAGE = 60

export interface PagedRendering {
  /** How many entries to render. */
  shown: number
  /** Put on an element just after the list (rendered only while `shown < total`). */
  sentinel: RefObject<HTMLDivElement | null>
  /** On the list's wrapper: focus reaching the last rows renders the next page. */
  onFocus(event: FocusEvent<HTMLElement>): void
}

/**
 * Renders `total` entries a page at a time. `resetKey` starts again from the first page when it changes
 * (another search); `embedded` says the modal does not scroll itself (the page does), so the sentinel is
 * watched against the viewport rather than the modal's body. `rows` is the number of entries on a row.
 */
export function usePagedRendering(
  total: number,
  options: { resetKey?: string; embedded?: boolean; rows?: number } = {},
): PagedRendering {
  const { resetKey = '', embedded = false, rows = 1 } = options
  const [paged, setPaged] = useState({ key: resetKey, shown: RENDER_PAGE })
  const shown = paged.key === resetKey ? paged.shown : RENDER_PAGE
  if (paged.key !== resetKey) setPaged({ key: resetKey, shown: RENDER_PAGE })
  const more = shown < total
  const sentinel = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const el = sentinel.current
    if (!el || !more || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return
        observer.disconnect()
        setPaged((p) => ({ key: p.key, shown: p.shown + RENDER_PAGE }))
      },
      { root: embedded ? null : el.closest('.gh-body'), rootMargin: '0px 0px 200px 0px' },
    )
    observer.observe(el)
    return () => observer.disconnect()
  }, [more, shown, embedded])

  return {
    shown: Math.min(shown, total),
    sentinel,
    onFocus(event) {
      if (!more) return
      const item = event.target.closest('li')
      const list = item?.parentElement
      if (!item || !list) return
      const index = Array.prototype.indexOf.call(list.children, item)
      if (index >= list.children.length - 2 * rows) setPaged((p) => ({ key: p.key, shown: p.shown + RENDER_PAGE }))
    },
  }
}
