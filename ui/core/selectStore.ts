// useSyncExternalStoreWithSelector: React's own algorithm (use-sync-external-store/with-selector, MIT,
// Meta Platforms), written here on React's built-in useSyncExternalStore (React 18 and 19). Why not the
// package: it ships only CommonJS, and a Vite build of the modal app pays for its wrapper and the CommonJS
// interop in the initial JS: 44.0 → 44.8 KiB gzip of a 45 KiB budget (`npm run size`, measured with the
// import swapped). What pins this copy to the package: selectStore.test.tsx renders both (the package is
// a dev dependency) under the same updates and requires the same renders and the same references.
import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react'

/**
 * The store's snapshot through `selector`, memoized: the selection is recomputed only for a new
 * snapshot, and kept (the same reference) when `isEqual` says the new one equals it, so the
 * component re-renders only when the selection changes.
 */
export function useSyncExternalStoreWithSelector<Snapshot, Selection>(
  subscribe: (onStoreChange: () => void) => () => void,
  getSnapshot: () => Snapshot,
  getServerSnapshot: undefined | null | (() => Snapshot),
  selector: (snapshot: Snapshot) => Selection,
  isEqual?: (a: Selection, b: Selection) => boolean,
): Selection {
  // What this component last rendered, for isEqual on the first selection after a new selector.
  const rendered = useRef<{ hasValue: boolean; value: Selection }>({ hasValue: false, value: undefined as Selection })
  const [getSelection, getServerSelection] = useMemo(() => {
    // The last snapshot and its selection, for this selector and snapshot source.
    const memo: { has: boolean; snapshot?: Snapshot; selection?: Selection } = { has: false }
    const memoizedSelector = (nextSnapshot: Snapshot): Selection => {
      if (!memo.has) {
        memo.has = true
        memo.snapshot = nextSnapshot
        const nextSelection = selector(nextSnapshot)
        const last = rendered.current
        if (isEqual !== undefined && last.hasValue && isEqual(last.value, nextSelection))
          return (memo.selection = last.value)
        return (memo.selection = nextSelection)
      }
      const currentSelection = memo.selection as Selection
      if (Object.is(memo.snapshot, nextSnapshot)) return currentSelection
      const nextSelection = selector(nextSnapshot)
      if (isEqual !== undefined && isEqual(currentSelection, nextSelection)) {
        memo.snapshot = nextSnapshot
        return currentSelection
      }
      memo.snapshot = nextSnapshot
      return (memo.selection = nextSelection)
    }
    const serverSnapshot = getServerSnapshot ?? null
    return [
      () => memoizedSelector(getSnapshot()),
      serverSnapshot === null ? undefined : () => memoizedSelector(serverSnapshot()),
    ]
  }, [getSnapshot, getServerSnapshot, selector, isEqual])
  const value = useSyncExternalStore(subscribe, getSelection, getServerSelection)
  useEffect(() => {
    rendered.current = { hasValue: true, value }
  }, [value])
  return value
}
