// A window onto a long list of fixed-height rows (the event list, the read-model tree): only the
// rows in view, and a few around them, are rendered. Heights and the window's offset go into a
// constructable stylesheet (the strict CSP allows no style attribute). A step renders once and
// reads no layout: the offset that keeps the focused row in view is worked out while rendering,
// from the box's inner height as last measured (ResizeObserver), and then written to the box.
import { useLayoutEffect, useRef, useState, type RefObject, type UIEvent } from 'react'
import { flushSync } from 'react-dom'
import { useDynamicCss } from './dynamicCss.js'

/**
 * Rows drawn above and below the visible ones. Few: every row of a jump is new text to shape and lay out
 * (8 a side cost ~5 ms of CPU a jump in the 100k benchmark), and a visitor's scroll renders at once (onScroll).
 */
const OVERSCAN = 3

export interface VirtualWindow {
  /** The scrolling box (give it the class `${prefix}`, and `${prefix}-inner` / `${prefix}-window` inside). */
  box: RefObject<HTMLDivElement | null>
  /** First and last row to render (inclusive). */
  first: number
  last: number
  /** Rows that fit in the box. */
  perView: number
  /** For the box's onScroll. */
  onScroll(event: UIEvent<HTMLElement>): void
}

/**
 * Windows `rows` rows of `rowHeight` px in a box `viewHeight` px high (class names from `prefix`),
 * keeping row `focus` in view whenever it changes.
 */
export function useVirtualWindow(
  prefix: string,
  rows: number,
  rowHeight: number,
  viewHeight: number,
  focus: number,
): VirtualWindow {
  const box = useRef<HTMLDivElement>(null)
  const [clientHeight, setClientHeight] = useState(viewHeight)
  // The offset the rows are drawn for, and the one the box has as far as we know (set here or seen in onScroll).
  const [scrollTop, setScrollTop] = useState(0)
  const boxScrollTop = useRef(0)
  const [followed, setFollowed] = useState(focus)
  let top = Math.max(0, Math.min(scrollTop, rows * rowHeight - clientHeight))
  if (followed !== focus) {
    const rowTop = focus * rowHeight
    if (rowTop < top) top = rowTop
    else if (rowTop + rowHeight > top + clientHeight) top = rowTop + rowHeight - clientHeight
    setFollowed(focus)
    if (top !== scrollTop) setScrollTop(top)
  }
  const perView = Math.max(1, Math.ceil(clientHeight / rowHeight))
  const first = Math.max(0, Math.floor(top / rowHeight) - OVERSCAN)
  const last = Math.min(rows - 1, Math.floor(top / rowHeight) + perView + OVERSCAN)

  useDynamicCss(
    `.${prefix} { height: ${viewHeight}px; } .${prefix}-inner { height: ${rows * rowHeight}px; } .${prefix}-window { transform: translateY(${first * rowHeight}px); }`,
  )

  useLayoutEffect(() => {
    const el = box.current
    if (!el) return
    setClientHeight(el.clientHeight)
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => setClientHeight(el.clientHeight))
    observer.observe(el)
    return () => observer.disconnect()
  }, [])

  // A write only; the scroll event it causes finds the offset it already has.
  useLayoutEffect(() => {
    const el = box.current
    if (!el || boxScrollTop.current === scrollTop) return
    boxScrollTop.current = scrollTop
    el.scrollTop = scrollTop
  }, [scrollTop])

  return {
    box,
    first,
    last,
    perView,
    onScroll(event) {
      // The scroll event of our own write (it arrives a frame later) changes nothing. Left as a pending
      // update, it would be rebased over the next step's render-phase offset and put the old rows back.
      const y = event.currentTarget.scrollTop
      if (y === boxScrollTop.current) return
      boxScrollTop.current = y
      // A visitor's scroll renders at once, so no update of a lower priority waits to be rebased over a step.
      flushSync(() => setScrollTop(y))
    },
  }
}
