// The start of the reload page's app script, and what it shows while disconnected.
// bench/run.mjs builds the page with splitting, so React and Gatehouse sit in shared
// chunks that are evaluated before the entry's own code; its banner puts
// `globalThis.__benchScriptStart ??= performance.now()` at the top of every chunk,
// so the first chunk evaluated records the moment the app script starts.

/** performance.now() when the app script started running (the banner's mark; now, if the page was built without it). */
export const scriptStart: number =
  (globalThis as { __benchScriptStart?: number }).__benchScriptStart ?? performance.now()

/** What the page's account element shows while no address is known (shared with bench/reload.bench.ts). */
export const NOT_CONNECTED = 'not connected'
