// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { useSyncExternalStoreWithSelector as reference } from 'use-sync-external-store/with-selector'
import { afterEach, describe, expect, it } from 'vitest'
import { useSyncExternalStoreWithSelector as ours } from './selectStore.js'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

type State = { count: number; items: number[]; other: string }
type Hook = typeof ours

function store(initial: State) {
  let state = initial
  const listeners = new Set<() => void>()
  return {
    get: () => state,
    set(next: State) {
      state = next
      for (const l of listeners) l()
    },
    subscribe(l: () => void) {
      listeners.add(l)
      return () => listeners.delete(l)
    },
  }
}

const roots: Root[] = []
afterEach(() => {
  for (const r of roots.splice(0)) act(() => r.unmount())
})

/** Renders a component reading `select` through `hook`; records every rendered selection. */
function run(
  hook: Hook,
  steps: ((s: ReturnType<typeof store>) => void)[],
  select: (s: State) => unknown,
  isEqual?: (a: unknown, b: unknown) => boolean,
) {
  const s = store({ count: 0, items: [1], other: 'a' })
  const rendered: unknown[] = []
  function Reader() {
    rendered.push(hook(s.subscribe, s.get, s.get, select, isEqual))
    return null
  }
  const root = createRoot(document.createElement('div'))
  roots.push(root)
  act(() => root.render(<Reader />))
  for (const step of steps) act(() => step(s))
  return rendered
}

const STEPS: ((s: ReturnType<typeof store>) => void)[] = [
  (s) => s.set({ ...s.get(), other: 'b' }), // a new snapshot, the same selection
  (s) => s.set({ ...s.get(), count: 1 }),
  (s) => s.set(s.get()), // the same snapshot
  (s) => s.set({ ...s.get(), items: [1] }), // an equal but new array
  (s) => s.set({ ...s.get(), items: [1, 2] }),
]

const sameItems = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

describe('useSyncExternalStoreWithSelector', () => {
  it('behavior: renders what use-sync-external-store/with-selector renders, as often, for the same updates', () => {
    for (const [select, isEqual] of [
      [(s: State) => s.count, undefined],
      [(s: State) => s.items, undefined],
      [(s: State) => s.items, sameItems],
      [(s: State) => ({ count: s.count }), sameItems],
    ] as const) {
      const a = run(ours, STEPS, select, isEqual)
      const b = run(reference as Hook, STEPS, select, isEqual)
      expect(a).toEqual(b)
      expect(a.length).toBeGreaterThan(1)
    }
  })

  it('behavior: with isEqual, an equal new selection keeps the rendered reference and does not re-render', () => {
    const rendered = run(
      ours,
      [(s) => s.set({ ...s.get(), items: [1] }), (s) => s.set({ ...s.get(), items: [1, 2] })],
      (s) => s.items,
      sameItems,
    )
    expect(rendered).toHaveLength(2)
    expect(rendered[1]).toEqual([1, 2])
    const without = run(ours, [(s) => s.set({ ...s.get(), items: [1] })], (s) => s.items)
    expect(without).toHaveLength(2)
    expect(without[0]).not.toBe(without[1])
  })
})
