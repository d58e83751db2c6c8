import { Immer, type Draft } from 'immer'
import type { Stamped } from '../events/index.js'
import type { AnyProjection } from './projection.js'

/** Called when a reducer throws; the read model keeps its state from before that event. */
export type ReducerErrorHandler = (projection: AnyProjection, event: Stamped, error: unknown) => void

const frozen = new Immer({ autoFreeze: true })
const unfrozen = new Immer({ autoFreeze: false })

/** The immer instance to use: frozen results in development and tests (STYLE §5). */
export function immerFor(freeze: boolean): Immer {
  return freeze ? frozen : unfrozen
}

function foldBatch<S extends object>(immer: Immer, projection: AnyProjection, state: S, events: readonly Stamped[]): S {
  // One draft for the whole batch: immer's per-call cost is paid once, not per event.
  let draft = immer.createDraft(state) as Draft<S>
  for (let i = 0; i < events.length; i++) {
    const replaced = projection.reduce(draft, events[i] as Stamped) as S | undefined
    if (replaced !== undefined && replaced !== (draft as unknown)) draft = immer.createDraft(replaced) as Draft<S>
  }
  return immer.finishDraft(draft) as S
}

/**
 * Folds `events` into one projection's `state`. Pure. If the reducer throws,
 * the batch is refolded event by event, skipping (and reporting) each event the
 * reducer throws on, so one bad event never loses the others.
 */
export function foldProjection<S extends object>(
  immer: Immer,
  projection: AnyProjection,
  state: S,
  events: readonly Stamped[],
  onError?: ReducerErrorHandler,
): S {
  if (events.length === 0) return state
  try {
    return foldBatch(immer, projection, state, events)
  } catch {
    let current = state
    for (const event of events) {
      try {
        current = foldBatch(immer, projection, current, [event])
      } catch (error) {
        onError?.(projection, event, error)
      }
    }
    return current
  }
}

/** The combined initial state of a registry. */
export function initialStates(projections: readonly AnyProjection[]): Record<string, object> {
  const out: Record<string, object> = {}
  for (const p of projections) out[p.name] = p.initial
  return out
}

/**
 * Folds events into the combined state of every projection. Returns the same
 * object when no read model changed, so its identity is stable between events.
 */
export function foldAll(
  immer: Immer,
  projections: readonly AnyProjection[],
  states: Readonly<Record<string, object>>,
  events: readonly Stamped[],
  onError?: ReducerErrorHandler,
): Readonly<Record<string, object>> {
  let next: Record<string, object> | null = null
  for (const p of projections) {
    const before = states[p.name] ?? p.initial
    const after = foldProjection(immer, p, before, events, onError)
    if (after !== states[p.name]) {
      next ??= { ...states }
      next[p.name] = after
    }
  }
  if (next === null) return states
  return immer === frozen ? Object.freeze(next) : next
}
