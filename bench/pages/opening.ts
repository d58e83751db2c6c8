// Shared by the pages of bench/open.bench.ts (Gatehouse's and the plain React dialog's): what a person sees after
// the click on the app's button. From the click, every animation frame is checked: the first in which the dialog's
// content (not a loading state) is rendered on screen with non-zero opacity ends the measure, taken when that
// frame's rendering is done (a task posted from its requestAnimationFrame callback runs after the paint). A frame in
// which only a loading dialog is on screen is counted as the loading state. The JS fetched by then is every script
// resource whose response ended before that frame.

/** One click, measured in the page. */
export interface OpenSample {
  /** Click (the event's timestamp) → the end of the first frame whose dialog content is visible. */
  ms: number
  /** Which animation frame after the click that was (1: the first). */
  frame: number
  /** How long a loading dialog was on screen before the content (0: none shown). */
  loadingMs: number
  /** The script files fetched by then and requested before the click (paths on the page's origin). */
  scripts: string[]
  /** The script files the click itself requested that had arrived by then too (chunks for the steps after it). */
  clickScripts: string[]
}

declare global {
  interface Window {
    openBench: { ready: boolean; samples: OpenSample[]; cspViolations: string[] }
  }
}

/** What a frame shows: the dialog's content, a loading dialog, or nothing yet. */
export type Shown = 'content' | 'loading' | 'none'

/** Whether `el` is painted: in the viewport, and every element up to the document (through shadow hosts) has opacity > 0. */
export function painted(el: Element): boolean {
  const box = el.getBoundingClientRect()
  if (box.width === 0 || box.height === 0 || box.bottom <= 0 || box.top >= innerHeight) return false
  let node: Node | null = el
  while (node) {
    if (node instanceof Element) {
      const style = getComputedStyle(node)
      if (Number(style.opacity) === 0 || style.visibility === 'hidden' || style.display === 'none') return false
    }
    node = node instanceof ShadowRoot ? node.host : node.parentNode
  }
  return true
}

/** Starts the page's measure: the app's button is `#connect`; `shown()` says what the current frame shows. */
export function measureClicks(shown: () => Shown): Window['openBench'] {
  const state: Window['openBench'] = { ready: false, samples: [], cspViolations: [] }
  window.openBench = state
  document.addEventListener('securitypolicyviolation', (e) =>
    state.cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`),
  )
  // Capture on the window: before the app's own handler, so the first frame after the click is never missed.
  window.addEventListener(
    'click',
    (event) => {
      if (!(event.target instanceof Element) || event.target.id !== 'connect') return
      const start = event.timeStamp
      let frame = 0
      let loadingSince = -1
      const check = () => {
        frame++
        const now = shown()
        if (now === 'loading' && loadingSince < 0) loadingSince = performance.now()
        if (now !== 'content') {
          requestAnimationFrame(check)
          return
        }
        const channel = new MessageChannel()
        channel.port1.onmessage = () => {
          const end = performance.now()
          const fetched = performance
            .getEntriesByType('resource')
            .filter((r) => r.name.endsWith('.js') && (r as PerformanceResourceTiming).responseEnd <= end)
          const path = (r: PerformanceEntry) => new URL(r.name).pathname
          state.samples.push({
            ms: end - start,
            frame,
            loadingMs: loadingSince < 0 ? 0 : end - loadingSince,
            scripts: fetched.filter((r) => r.startTime < start).map(path),
            clickScripts: fetched.filter((r) => r.startTime >= start).map(path),
          })
        }
        channel.port2.postMessage(null)
      }
      requestAnimationFrame(check)
    },
    true,
  )
  return state
}
