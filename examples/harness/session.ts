// The harness's model, no React: a loaded log (replayed once), the position in it, and the
// read-only Gatehouse the real modal renders from. Pure apart from the cache of states.
import { defaultProjections, type GatehouseState } from '../../projections/index.js'
import { GatehouseError } from '../../src/errors/GatehouseError.js'
import { LOG_FORMAT_VERSION, parseExportedLog, type ExportedLog } from '../../src/log/exported.js'
import type { Stamped } from '../../src/events/index.js'
import type { QuarantineEntry } from '../../src/log/records.js'
import { replay, type Replay } from '../../src/replay.js'
import { foldAll, immerFor, type ReducerErrorHandler } from '../../src/store/fold.js'

/** A log loaded into the harness. */
export interface Session {
  /** The file's name (or what the caller calls it). */
  name: string
  replay: Replay<GatehouseState>
  /** Records the log had quarantined already, and those found bad now, in log order. */
  quarantined: readonly QuarantineEntry[]
  /** Seq of the event with this id, to show a causation id as the event it answers. */
  seqOfId: ReadonlyMap<string, number>
}

/** What loading a file gave: a session, or a message that says what is wrong and where. */
export type LoadResult = { ok: true; session: Session; warning: string | null } | { ok: false; message: string }

/** Describes a quarantine entry for people: where it is, what it was, why it was set aside. */
export function describeQuarantined(entry: QuarantineEntry): string {
  const where = entry.key.startsWith('[')
    ? `record ${entry.key.replace(/^\["events",(\d+)\]$/, 'events[$1]')}`
    : `record ${entry.key}`
  const what = [entry.seq !== null ? `seq ${entry.seq}` : null, entry.eventType].filter(Boolean).join(', ')
  return `${where}${what ? ` (${what})` : ''}: ${entry.reason}: ${entry.detail}`
}

/**
 * Reads an exported log from a file's text. A file that is not JSON, not a Gatehouse
 * log, or of a newer format is refused with a message naming the first bad field; a bad
 * record inside a good log is quarantined (listed by the harness) and the rest replays.
 */
export function loadSession(text: string, name = 'log'): LoadResult {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    return { ok: false, message: `${name} is not JSON: ${error instanceof Error ? error.message : String(error)}` }
  }
  let log: ExportedLog
  try {
    log = parseExportedLog(value)
  } catch (error) {
    const e = error instanceof GatehouseError ? error : null
    const reason = e ? [e.shortMessage, e.details].filter(Boolean).join(': ') : String(error)
    return {
      ok: false,
      message: `${name} cannot be replayed: ${reason}. This harness reads format version ${LOG_FORMAT_VERSION}.`,
    }
  }
  // The stepper keeps its own checkpoints (structurally shared, see Stepper): the replay's own, each a private
  // copy of every read model, would take seconds to build for a long log and are not used here.
  const replayed = replay(log, { checkpointEvery: log.events.length + 1 })
  const seqOfId = new Map<string, number>()
  for (const e of replayed.events) seqOfId.set(e.id, e.seq)
  const quarantined = replayed.quarantined
  const first = quarantined[0]
  const warning = first
    ? `${quarantined.length} record${quarantined.length === 1 ? ' was' : 's were'} quarantined and ${quarantined.length === 1 ? 'is' : 'are'} not replayed; the first: ${describeQuarantined(first)}`
    : null
  return { ok: true, session: { name, replay: replayed, quarantined, seqOfId }, warning }
}

/** Events between two of the stepper's checkpoints. */
export const CHECKPOINT_EVERY = 512

// Reducer failures were reported by the live bus; a replay keeps the state from before the failing event, as live did.
const ignore: ReducerErrorHandler = () => {}
const drafts = immerFor(false)

/** Folds `events` onto `state` through drafts: what they do not touch keeps its identity. */
function foldOnto(state: GatehouseState, events: readonly Stamped[]): GatehouseState {
  return foldAll(
    drafts,
    defaultProjections,
    state as unknown as Record<string, object>,
    events,
    ignore,
  ) as unknown as GatehouseState
}

/**
 * A position in a replayed log and the read models there. Index i means "after the first i
 * events" (0: the base state). Stepping forward folds one event onto the current state;
 * stepping back and jumping fold from the nearest checkpoint before; recent states are cached.
 *
 * The checkpoints (every `checkpointEvery` events, built when the stepper is made) are folded
 * through immer drafts, so each shares with the one before whatever its events did not touch,
 * and a jump costs the events after its checkpoint, not a copy of every read model: a read
 * model that only grows (a wallet listing of thousands) is not copied on every jump.
 */
export class Stepper {
  #index = 0
  #state: GatehouseState
  readonly #replay: Replay<GatehouseState>
  readonly #every: number
  readonly #checkpoints: GatehouseState[]
  readonly #cache = new Map<number, GatehouseState>()

  constructor(replayed: Replay<GatehouseState>, index = 0, options: { checkpointEvery?: number } = {}) {
    this.#replay = replayed
    this.#every = Math.max(1, Math.floor(options.checkpointEvery ?? CHECKPOINT_EVERY))
    const { events } = replayed
    let state = replayed.stateAt(0)
    this.#checkpoints = [state]
    for (let i = this.#every; i <= events.length; i += this.#every) {
      state = foldOnto(state, events.slice(i - this.#every, i))
      this.#checkpoints.push(state)
    }
    this.#index = this.#clamp(index)
    this.#state = this.#fold(this.#index)
  }

  /** Number of events. */
  get length(): number {
    return this.#replay.length
  }
  /** Events applied so far. */
  get index(): number {
    return this.#index
  }
  /** The read models after `index` events. */
  get state(): GatehouseState {
    return this.#state
  }
  /** The read models before the current event (the base state at index 0). */
  get previous(): GatehouseState {
    return this.#index === 0 ? this.#state : this.stateAt(this.#index - 1)
  }

  #clamp(i: number): number {
    return Math.max(0, Math.min(this.#replay.length, Math.floor(i)))
  }

  #remember(i: number, state: GatehouseState): void {
    this.#cache.set(i, state)
    if (this.#cache.size > 64) this.#cache.delete(this.#cache.keys().next().value as number)
  }

  /** The read models after `n` events (clamped), from the nearest checkpoint at or before. */
  #fold(n: number): GatehouseState {
    const c = Math.floor(n / this.#every)
    const from = this.#checkpoints[c]!
    return n === c * this.#every ? from : foldOnto(from, this.#replay.events.slice(c * this.#every, n))
  }

  /** The read models after `i` events, from the cache or the checkpoints. */
  stateAt(i: number): GatehouseState {
    const n = this.#clamp(i)
    if (n === this.#index) return this.#state
    const cached = this.#cache.get(n)
    if (cached) return cached
    const state = this.#fold(n)
    this.#remember(n, state)
    return state
  }

  /** One event forward (no-op at the end). */
  forward(): GatehouseState {
    if (this.#index >= this.#replay.length) return this.#state
    const event = this.#replay.events[this.#index]!
    const next = this.#cache.get(this.#index + 1) ?? foldOnto(this.#state, [event])
    this.#remember(this.#index, this.#state)
    this.#index += 1
    this.#state = next
    return next
  }

  /** One event back (no-op at the start). */
  back(): GatehouseState {
    if (this.#index === 0) return this.#state
    return this.jump(this.#index - 1)
  }

  /** To the read models after `i` events. */
  jump(i: number): GatehouseState {
    const n = this.#clamp(i)
    if (n === this.#index) return this.#state
    // The harness shows the diff against the previous event too: fold once to n - 1 and add one event,
    // rather than folding from the checkpoint twice.
    const cached = this.#cache.get(n)
    let state: GatehouseState
    if (cached !== undefined || n === 0) state = cached ?? this.stateAt(n)
    else {
      const before = this.stateAt(n - 1)
      this.#remember(n - 1, before)
      state = foldOnto(before, [this.#replay.events[n - 1]!])
    }
    this.#remember(this.#index, this.#state)
    this.#index = n
    this.#state = state
    return state
  }
}
