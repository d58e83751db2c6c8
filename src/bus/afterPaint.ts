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

/** How long background work waits for the loads held by `holdForLoad` at most (ms): a stalled request holds no longer. */
export const HOLD_MAX_MS = 1000

const held = new Set<Promise<void>>()

/**
 * Says `loading` is what the page shows next (the modal's own code, requested by the visitor's intent or click):
 * work queued with `afterPaintAndLoads` waits until it settles. A page's browser fetches a few files at a time from
 * one server, and evaluates what arrives in order; the connection and services chunks that an opening makes needed
 * would otherwise go before the dialog's and its view's, and a click before the preload would show its loading
 * dialog for as long as they take.
 */
export function holdForLoad(loading: Promise<unknown>): void {
  const settled = loading.then(
    () => undefined,
    () => undefined,
  )
  held.add(settled)
  void settled.then(() => held.delete(settled))
}

/**
 * Runs `run` once, after the next paint (as `afterNextPaint`); when loads are held then, after the paint that follows
 * their settling (what they brought is rendered first), or after HOLD_MAX_MS.
 */
export function afterPaintAndLoads(run: () => void): void {
  afterNextPaint(() => {
    if (held.size === 0) {
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
    const timer = setTimeout(once, HOLD_MAX_MS)
    void Promise.all(held).then(() => afterNextPaint(once))
  })
}
