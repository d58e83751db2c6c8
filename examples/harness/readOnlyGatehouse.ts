// A Gatehouse that only shows read models: what the harness gives GatehouseProvider so the real
// GatehouseModal renders a recorded point of a session. Its emit records nothing and reaches no
// effect (a click in the replayed modal changes nothing); there is no log and no event stream.
import { BehaviorSubject, EMPTY, type Observable } from 'rxjs'
import type { GatehouseState } from '../../projections/index.js'
import type { Gatehouse } from '../../src/createGatehouse.js'
import { GatehouseError } from '../../src/errors/GatehouseError.js'

/** A read-only Gatehouse whose state the owner sets. */
export interface ReadOnlyGatehouse extends Gatehouse<GatehouseState> {
  /** Shows `state` (listeners are told when it is another object). */
  show(state: GatehouseState): void
  /** How many events the modal tried to emit (they are dropped; the count is for tests and the UI). */
  readonly dropped: number
}

/** A read-only Gatehouse showing `initial`. */
export function createReadOnlyGatehouse(initial: GatehouseState): ReadOnlyGatehouse {
  const state$ = new BehaviorSubject<GatehouseState>(initial)
  const listeners = new Set<() => void>()
  let dropped = 0
  // Built as a value, then returned: the Gatehouse interface grows members (firstPaint, secrets) a replay has no use for.
  const gatehouse = {
    emit() {
      dropped += 1
      return ''
    },
    // A replay shows the recorded theme (or the harness's choice): the app's setTheme changes nothing.
    setTheme() {
      dropped += 1
    },
    getState: () => state$.getValue(),
    getInitialState: () => initial,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    events$: EMPTY as Observable<never>,
    state$: state$.asObservable(),
    ready: Promise.resolve(),
    firstPaint: null,
    // A replay speaks the locale the visitor saw (its LocaleChanged events): a change asked here is dropped like an emit.
    setLocale() {
      dropped += 1
    },
    getProvider: () => {
      throw new GatehouseError('A replayed session has no connection of its own')
    },
    exportLog: () =>
      Promise.reject(new GatehouseError('A replayed session has no log of its own: export the original')),
    dispose: async () => {
      state$.complete()
      listeners.clear()
    },
    show(state: GatehouseState) {
      if (state === state$.getValue()) return
      state$.next(state)
      for (const listener of [...listeners]) listener()
    },
    get dropped() {
      return dropped
    },
  }
  return gatehouse
}

/** forDisplay's results by recorded state and theme: the same point shows the same object, so `show` tells no one. */
const displayed = new WeakMap<GatehouseState, Partial<Record<'recorded' | 'light' | 'dark', GatehouseState>>>()

/**
 * The state the harness renders the modal from: the recorded read models with the modal
 * embedded in the page (in place, not over it, and without taking the focus) and, when
 * chosen, another theme. Everything else is as recorded. The same state and theme give
 * the same object.
 */
export function forDisplay(state: GatehouseState, theme: 'recorded' | 'light' | 'dark'): GatehouseState {
  let byTheme = displayed.get(state)
  if (byTheme === undefined) displayed.set(state, (byTheme = {}))
  return (byTheme[theme] ??= {
    ...state,
    modal: { ...state.modal, embedded: true },
    theme: theme === 'recorded' ? state.theme : { ...state.theme, themeMode: theme },
  })
}
