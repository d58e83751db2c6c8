// The loads the page shows next (the modal's own code, requested by the visitor's intent or click), which background
// work waits for (src/bus/afterPaint.ts's afterPaintAndLoads). A module of its own: the modal's shell, in an app's
// initial JS, only says what it loads; the waiting is the runtime's.

/** How long background work waits for the loads held by `holdForLoad` at most (ms): a stalled request holds no longer. */
export const HOLD_MAX_MS = 1000

const held = new Set<Promise<void>>()

/**
 * Says `loading` is what the page shows next: work queued with `afterPaintAndLoads` waits until it settles. A page's
 * browser fetches a few files at a time from one server, and evaluates what arrives in order; the connection and
 * services chunks that an opening makes needed would otherwise go before the dialog's and its view's, and a click
 * before the preload would show its loading dialog for as long as they take.
 */
export function holdForLoad(loading: Promise<unknown>): void {
  const settled = loading.then(
    () => undefined,
    () => undefined,
  )
  held.add(settled)
  void settled.then(() => held.delete(settled))
}

/** The loads held now, each settling (never rejecting) when its load does. */
export function heldLoads(): Promise<void>[] {
  return [...held]
}
