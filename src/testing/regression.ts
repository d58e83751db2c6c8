// Recorded logs as regression tests: given the events of an exported log, the read
// models (or the part a selector picks) equal what was recorded. A log comes from `exportLog()`
// or the demo's "Export log" button; the expected value is written once with `readModelsOf`
// and reviewed, then checked on every run with `expectReplayEquals`.
import { GatehouseError } from '../errors/GatehouseError.js'
import type { ExportedLog } from '../log/log.js'
import { replay } from '../replay.js'
import type { GatehouseState } from '../../projections/index.js'
import { diffStates, type StateChange } from './diff.js'

/** Where in the log to look, and at which part of the read models. */
export interface RegressionOptions<R> {
  /** The read models after the event with this seq (default: after the last event). */
  atSeq?: number
  /** The part of the read models to compare (default: all of them). */
  select?: (state: GatehouseState) => R
}

/** Thrown by `expectReplayEquals` when the replayed read models differ from the expected ones. */
export class ReplayMismatchError extends GatehouseError {
  override name = 'ReplayMismatchError'
  /** Every difference found (expected → replayed). */
  readonly changes: readonly StateChange[]
  constructor(changes: readonly StateChange[], at: string) {
    const shown = changes
      .slice(0, 10)
      .map(
        (c) =>
          `  ${c.path || '(root)'}: ${c.kind === 'added' ? 'unexpected' : c.kind === 'removed' ? 'missing' : 'differs'} (expected ${JSON.stringify(c.before)}, got ${JSON.stringify(c.after)})`,
      )
    super(`The replayed read models differ from the expected ones ${at}`, {
      details: [...shown, ...(changes.length > 10 ? [`  … and ${changes.length - 10} more`] : [])].join('\n'),
    })
    this.changes = changes
  }
}

function stateOf<R>(log: ExportedLog | unknown, options: RegressionOptions<R>): { value: unknown; at: string } {
  const replayed = replay(log)
  let index = replayed.length
  let at = `after the last event (seq ${replayed.events[replayed.length - 1]?.seq ?? 0})`
  if (options.atSeq !== undefined) {
    const found = replayed.events.findIndex((e) => e.seq === options.atSeq)
    if (found < 0) throw new GatehouseError(`The log has no event with seq ${options.atSeq}`)
    index = found + 1
    at = `after seq ${options.atSeq}`
  }
  const state = replayed.stateAt(index) as GatehouseState
  const value = options.select ? options.select(state) : state
  // Compared as JSON, as it is stored in a fixture (bigint and undefined as JSON has them).
  return { value: JSON.parse(JSON.stringify(value ?? null)) as unknown, at }
}

/**
 * The read models (or `select`'s part of them) after replaying `log`, as plain JSON: write it
 * next to the log as the expected value of a regression test and review it once.
 */
export function readModelsOf<R = GatehouseState>(
  log: ExportedLog | unknown,
  options: RegressionOptions<R> = {},
): unknown {
  return stateOf(log, options).value
}

/** The differences between `expected` and the read models replayed from `log` (empty when they are equal). */
export function replayDifferences<R = GatehouseState>(
  log: ExportedLog | unknown,
  expected: unknown,
  options: RegressionOptions<R> = {},
): StateChange[] {
  return diffStates(expected, stateOf(log, options).value)
}

/**
 * Given the events of `log`, the read models (or `select`'s part) equal `expected`; throws
 * `ReplayMismatchError` listing the paths that differ. `InvalidLogError` when `log` is not a log.
 */
export function expectReplayEquals<R = GatehouseState>(
  log: ExportedLog | unknown,
  expected: unknown,
  options: RegressionOptions<R> = {},
): void {
  const { value, at } = stateOf(log, options)
  const changes = diffStates(expected, value)
  if (changes.length > 0) throw new ReplayMismatchError(changes, at)
}
