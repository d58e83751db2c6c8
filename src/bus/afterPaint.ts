// Work that should not delay the next frame: run after it. In a page, the callback of the next animation frame
// posts a task, which the browser runs once that frame is painted. A page in the background paints no frames, and a
// frame may never come (no rendering), so a timer runs it anyway; where there are no frames at all, it runs at once.

/** How long the page may take to paint before the work runs anyway (ms). */
const PAINT_WAIT_MS = 100

/** Runs `run` once, after the page's next paint (or after PAINT_WAIT_MS without one); at once where nothing paints. */
export function afterNextPaint(run: () => void): void {
  if (typeof requestAnimationFrame !== 'function' || typeof document === 'undefined' || document.hidden) {
    run()
    return
  }
  let done = false
  const once = () => {
    if (done) return
    done = true
    clearTimeout(timer)
    run()
  }
  const timer = setTimeout(once, PAINT_WAIT_MS)
  requestAnimationFrame(() => setTimeout(once, 0))
}
