import { defaultProjections } from '../projections/index.js'
import type { Stamped } from './events/index.js'
import { parseExportedLog, type ExportedLog } from './log/exported.js'
import { quarantineEntry, readRecord, type QuarantineEntry } from './log/records.js'
import { deepFreeze } from './json.js'
import { initialStates, type ReducerErrorHandler } from './store/fold.js'
import { foldAllBatch } from './store/foldBatch.js'
import type { AnyProjection, StateOf } from './store/projection.js'

/** Options of `replay`. */
export interface ReplayOptions<P extends readonly AnyProjection[]> {
  /** Read models to rebuild (default: every read model of the modal). */
  projections?: P
  /** Keep a checkpoint every this many events so that `stateAt` is fast anywhere (default 1024). */
  checkpointEvery?: number
  /** Freeze the states (default false). */
  freeze?: boolean
}

/** A replayed log: its valid events, what was set aside, and the read models at any point. */
export interface Replay<S> {
  /** The valid events, upcast to the current versions, in log order. */
  readonly events: readonly Stamped[]
  /** Records of the log that were already quarantined, and those found bad now. */
  readonly quarantined: readonly QuarantineEntry[]
  /** Number of events (`stateAt(length)` is the final state). */
  readonly length: number
  /** The read models after the first `index` events (0: the base state). */
  stateAt(index: number): S
  /** The read models after every event. */
  readonly state: S
}

/**
 * Rebuilds every read model from an exported log. Pure: the same log gives the
 * same states. Throws `InvalidLogError` when `log` is not a Gatehouse log; a bad
 * record inside one is quarantined and the rest replays.
 */
export function replay<P extends readonly AnyProjection[] = typeof defaultProjections>(
  log: ExportedLog | unknown,
  options: ReplayOptions<P> = {},
): Replay<StateOf<P>> {
  type S = StateOf<P>
  const exported = parseExportedLog(log)
  const projections = (options.projections ?? defaultProjections) as readonly AnyProjection[]
  const every = Math.max(1, options.checkpointEvery ?? 1024)
  const freeze = options.freeze ?? false

  const base = initialStates(projections)
  if (exported.base) {
    for (const p of projections) {
      const entry = exported.base.projections[p.name]
      if (entry && entry.version === p.version && typeof entry.state === 'object' && entry.state !== null) {
        base[p.name] = entry.state as object
      }
    }
  }

  const events: Stamped[] = []
  const quarantined: QuarantineEntry[] = [...exported.quarantined]
  exported.events.forEach((raw, i) => {
    const result = readRecord(raw)
    if (result.ok) events.push(result.event)
    else quarantined.push(quarantineEntry(['events', i], raw, result))
  })

  // Reducer failures are reported by the live bus; a replay keeps the state from before the failing event, as live did.
  const ignore: ReducerErrorHandler = () => {}
  const final = foldAllBatch(projections, base, events, { onError: ignore, freeze }) as S

  // Checkpoints for stepping are built on the first `stateAt`, so a replay that only wants the end pays for one fold.
  let checkpoints: Array<Record<string, object>> | null = null
  const buildCheckpoints = (): Array<Record<string, object>> => {
    const out: Array<Record<string, object>> = [deepFreeze(structuredClone(base))]
    let state: Record<string, object> = base
    for (let i = every; i <= events.length; i += every) {
      state = foldAllBatch(projections, state, events.slice(i - every, i), { onError: ignore, freeze: true })
      out.push(state)
    }
    return out
  }

  return {
    events,
    quarantined,
    length: events.length,
    state: final,
    stateAt(index) {
      const n = Math.max(0, Math.min(events.length, Math.floor(index)))
      if (n === events.length) return final
      checkpoints ??= buildCheckpoints()
      const c = Math.floor(n / every)
      const from = checkpoints[c] as Record<string, object>
      if (n === c * every) return from as S
      return foldAllBatch(projections, from, events.slice(c * every, n), { onError: ignore, freeze }) as S
    },
  }
}
