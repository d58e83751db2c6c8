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

const handled = new WeakMap<AnyProjection, ReadonlySet<string>>()

/** Whether `projection` answers events of `type` (its `handles` list, as a set). */
export function handles(projection: AnyProjection, type: string): boolean {
  let set = handled.get(projection)
  if (!set) handled.set(projection, (set = new Set(projection.handles)))
  return set.has(type)
}

function relevant(projection: AnyProjection, events: readonly Stamped[]): readonly Stamped[] {
  let i = 0
  while (i < events.length && !handles(projection, (events[i] as Stamped).type)) i++
  if (i === events.length) return []
  return events.length === 1 ? events : events.filter((e) => handles(projection, e.type))
}

function foldDraft<S extends object>(immer: Immer, projection: AnyProjection, state: S, all: readonly Stamped[]): S {
  const events = relevant(projection, all)
  if (events.length === 0) return state
  let draft = immer.createDraft(state) as Draft<S>
  for (let i = 0; i < events.length; i++) {
    const replaced = projection.reduce(draft, events[i] as Stamped) as S | undefined
    if (replaced !== undefined && replaced !== (draft as unknown)) draft = immer.createDraft(replaced) as Draft<S>
  }
  return immer.finishDraft(draft) as S
}

/**
 * Folds `events` into one projection's `state` through an immer draft, with
 * structural sharing: what did not change keeps its identity (the live path,
 * which React reads). Pure. If the reducer throws, the batch is refolded event
 * by event, skipping (and reporting) each event it throws on.
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
    return foldDraft(immer, projection, state, events)
  } catch {
    let current = state
    for (const event of events) {
      try {
        current = foldDraft(immer, projection, current, [event])
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
 * Folds events into the combined state of every projection through drafts.
 * Returns the same object when no read model changed, so its identity is
 * stable between events (the live path).
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
