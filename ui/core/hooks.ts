import { useCallback, useEffect, useRef } from 'react'
import { useSyncExternalStoreWithSelector } from './selectStore.js'
import { ofType, type EventInput, type EventOfType, type EventType, type Stamped } from '../../src/events/index.js'
import type { GatehouseState } from '../../projections/index.js'
import { useGatehouse } from './context.js'

/**
 * A value selected from the read models; re-renders only when it changes
 * (by reference, or by `isEqual`). Server rendering and hydration use the
 * read models as they were before restore.
 */
export function useReadModel<R, S = GatehouseState>(selector: (state: S) => R, isEqual?: (a: R, b: R) => boolean): R {
  const gatehouse = useGatehouse<S>()
  return useSyncExternalStoreWithSelector(
    gatehouse.subscribe,
    gatehouse.getState,
    gatehouse.getInitialState,
    selector,
    isEqual,
  )
}

/** A stable function that emits an intent event from the UI (source `ui`). */
export function useEmit(): (event: EventInput) => string {
  const gatehouse = useGatehouse()
  return useCallback((event: EventInput) => gatehouse.emit(event, { source: 'ui' }), [gatehouse])
}

/** Calls `handler` for every event of the given type(s) while the component is mounted. */
export function useEvents<T extends EventType>(
  types: T | readonly T[],
  handler: (event: Stamped<EventOfType<T>>) => void,
): void {
  const gatehouse = useGatehouse()
  const latest = useRef(handler)
  useEffect(() => {
    latest.current = handler
  })
  const key = typeof types === 'string' ? types : types.join('\u0000')
  useEffect(() => {
    const list = (typeof types === 'string' ? [types] : [...types]) as T[]
    const subscription = gatehouse.events$.pipe(ofType(...list)).subscribe((event) => latest.current(event))
    return () => subscription.unsubscribe()
    // `key` stands for `types`, so an inline array does not resubscribe on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [gatehouse, key])
}

/** Every event as it happens, for a live list (the demo's event panel, an app's analytics). */
export function useAllEvents(handler: (event: Stamped) => void): void {
  const gatehouse = useGatehouse()
  const latest = useRef(handler)
  useEffect(() => {
    latest.current = handler
  })
  useEffect(() => {
    const subscription = gatehouse.events$.subscribe((event) => latest.current(event))
    return () => subscription.unsubscribe()
  }, [gatehouse])
}
