// The batch folds (replay, restore, snapshots): the same recipes as fold.ts's live path, on private deep copies
// instead of drafts. Apart from fold.ts because only lazy code folds in batches: the live path is start-up code.
import type { Draft } from 'immer'
import type { Stamped } from '../events/index.js'
import { deepFreeze } from '../json.js'
import { foldProjection, handles, immerFor, type ReducerErrorHandler } from './fold.js'
import type { AnyProjection } from './projection.js'

/**
 * Folds a long batch (replay, restore, snapshots) by running the same recipes
 * on a private deep copy instead of a draft: no proxy per access, so each
 * event costs plain JavaScript. Pure: `state` is never changed; a batch with
 * nothing for this projection returns `state` itself. If the reducer throws,
 * the batch is redone through `foldProjection` from the untouched `state`,
 * which isolates the failing events.
 */
export function foldProjectionBatch<S extends object>(
  projection: AnyProjection,
  state: S,
  events: readonly Stamped[],
  onError?: ReducerErrorHandler,
): S {
  if (!events.some((e) => handles(projection, e.type))) return state
  try {
    let work = structuredClone(state)
    for (let i = 0; i < events.length; i++) {
      if (!handles(projection, (events[i] as Stamped).type)) continue
      const replaced = projection.reduce(work as Draft<S>, events[i] as Stamped) as S | undefined
      if (replaced !== undefined && replaced !== work) work = structuredClone(replaced)
    }
    return work
  } catch {
    return foldProjection(immerFor(false), projection, state, events, onError)
  }
}

/**
 * Folds a long batch into the combined state of every projection (replay,
 * restore) in one pass over the events, each handed only to the projections
 * that handle its type, on private copies. A new state; `states` is untouched.
 * If a reducer throws, that projection is refolded through the draft path,
 * which isolates the failing events.
 */
export function foldAllBatch(
  projections: readonly AnyProjection[],
  states: Readonly<Record<string, object>>,
  events: readonly Stamped[],
  options: { onError?: ReducerErrorHandler; freeze?: boolean } = {},
): Record<string, object> {
  // Hot loop: projections by index, flags in typed arrays, one map lookup per event.
  const n = projections.length
  const byType = new Map<string, number[]>()
  projections.forEach((p, index) => {
    for (const type of p.handles) (byType.get(type) ?? byType.set(type, []).get(type))?.push(index)
  })
  const work: object[] = projections.map((p) => states[p.name] ?? p.initial)
  const copied = new Uint8Array(n)
  const failed = new Uint8Array(n)
  for (let i = 0; i < events.length; i++) {
    const event = events[i] as Stamped
    const answering = byType.get(event.type)
    if (answering === undefined) continue
    for (let j = 0; j < answering.length; j++) {
      const k = answering[j] as number
      if (failed[k] === 1) continue
      if (copied[k] === 0) {
        work[k] = structuredClone(work[k] as object)
        copied[k] = 1
      }
      try {
        const replaced = (projections[k] as AnyProjection).reduce(work[k] as Draft<object>, event) as object | undefined
        if (replaced !== undefined && replaced !== work[k]) work[k] = structuredClone(replaced)
      } catch {
        failed[k] = 1
      }
    }
  }
  const out: Record<string, object> = {}
  projections.forEach((p, k) => {
    out[p.name] =
      failed[k] === 1
        ? foldProjection(immerFor(false), p, states[p.name] ?? p.initial, events, options.onError)
        : (work[k] as object)
  })
  return options.freeze ? deepFreeze(out) : out
}
