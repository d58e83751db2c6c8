// Waits until a page's network is quiet (the benchmarks and the e2e tests): no request in flight for a while.
// Playwright's waitForLoadState('networkidle') resolves at once once the page has reached that state after its
// load, so it cannot wait for requests a later action (the pointer over a button) starts.
import type { Page } from 'playwright-core'

/** Resolves once `page` has had no request in flight for `quietMs` (requests counted from this call on). */
export async function networkQuiet(page: Page, quietMs = 100): Promise<void> {
  let inFlight = 0
  let last = Date.now()
  const started = () => {
    inFlight++
  }
  const ended = () => {
    inFlight--
    last = Date.now()
  }
  page.on('request', started)
  page.on('requestfinished', ended)
  page.on('requestfailed', ended)
  try {
    // Requests the action started may not have been seen yet: give them a moment to begin.
    await page.waitForTimeout(quietMs)
    while (inFlight > 0 || Date.now() - last < quietMs) await page.waitForTimeout(10)
  } finally {
    page.off('request', started)
    page.off('requestfinished', ended)
    page.off('requestfailed', ended)
  }
}
