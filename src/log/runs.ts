// How events are stored: in runs, arrays of consecutive events under one key.
import type { Stamped } from '../events/index.js'
import type { StorageTx } from './storageTx.js'

/**
 * Events one stored record holds at most. A write stores its events as runs, arrays of consecutive events
 * keyed ['e', last seq], rather than a record each: each IndexedDB put costs the page about as much for one
 * small event as for a hundred (measured in Chromium, 10,000 events written in transactions of 1,000: 431 ms
 * a record each, 31 ms in runs of 100), and so does each record read back. Runs end where a write ends, so a
 * snapshot, taken at the head after a write, never falls inside one.
 */
export const RUN = 100

export /**
 * Puts `events` as runs of up to RUN, numbered on from `after` (each keyed by its last seq); returns whether any
 * event had to be given another seq than the one it came with.
 */
function putRuns(tx: StorageTx, events: readonly Stamped[], after: number): boolean {
  let renumbered = false
  for (let i = 0; i < events.length; i += RUN) {
    const run = events.slice(i, i + RUN).map((event, j) => {
      const seq = after + 1 + i + j
      if (event.seq === seq) return event
      renumbered = true
      return { ...event, seq }
    })
    tx.put(['e', after + i + run.length], run)
  }
  return renumbered
}
