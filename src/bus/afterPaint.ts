// Work that should not delay the next frame: run after it. In a page, the callback of the next animation frame
// posts a task, which the browser runs once that frame is painted. A page in the background paints no frames, and a
// frame may never come (no rendering), so a timer runs it anyway; where there are no frames at all, it runs at once.
// The work asked for before one paint waits on one frame callback and one timer: an event that makes a dozen lazy
// effects needed schedules one wait, not one each, in the task the visitor is waiting on.

import { callEach } from '../callEach.js'
import { HOLD_MAX_MS, heldLoads } from './heldLoads.js'

/** How long the page may take to paint before the work runs anyway (ms). */
const PAINT_WAIT_MS = 100

let nextPaint: (() => void)[] | null = null

/** Runs `run` once, after the page's next paint (or after PAINT_WAIT_MS without one); at once where nothing paints. */
export function afterNextPaint(run: () => void): void {
  if (typeof requestAnimationFrame !== 'function' || typeof document === 'undefined' || document.hidden) {
    run()
    return
  }
  if (nextPaint !== null) {
    nextPaint.push(run)
    return
  }
  const runs = [run]
  nextPaint = runs
  let done = false
  const once = () => {
    if (done) return
    done = true
    clearTimeout(timer)
    if (nextPaint === runs) nextPaint = null
    callEach(runs)
  }
  const timer = setTimeout(once, PAINT_WAIT_MS)
  requestAnimationFrame(() => setTimeout(once, 0))
}

let afterLoads: (() => void)[] | null = null

/**
 * Runs `run` once, after the next paint (as `afterNextPaint`); when loads are held then (`holdForLoad`), after the
 * paint that follows their settling (what they brought is rendered first), or after HOLD_MAX_MS.
 */
export function afterPaintAndLoads(run: () => void): void {
  if (afterLoads !== null) {
    afterLoads.push(run)
    return
  }
  const runs = [run]
  afterLoads = runs
  afterNextPaint(() => {
    if (afterLoads === runs) afterLoads = null
    const held = heldLoads()
    if (held.length === 0) {
      callEach(runs)
      return
    }
    let done = false
    const once = () => {
      if (done) return
      done = true
      clearTimeout(timer)
      callEach(runs)
    }
    const timer = setTimeout(once, HOLD_MAX_MS)
    void Promise.all(held).then(() => afterNextPaint(once))
  })
}
