/** A function from the combined read model to a value. */
export type Selector<S, R> = (state: S) => R

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnySelector = (state: any) => unknown
type Results<T extends readonly AnySelector[]> = { [K in keyof T]: T[K] extends (state: never) => infer R ? R : never }
type InputState<T extends readonly AnySelector[]> = T[0] extends (state: infer S) => unknown ? S : never

/**
 * A memoised selector: `combine` runs again only when one of `inputs` returns a
 * different reference, so the result keeps its identity while its inputs do
 * (what `useSyncExternalStore` needs to avoid re-rendering).
 */
export function createSelector<const T extends readonly AnySelector[], R>(
  inputs: T,
  combine: (...values: Results<T>) => R,
): Selector<InputState<T>, R> {
  let lastArgs: unknown[] | null = null
  let lastResult: R
  return (state) => {
    const args = inputs.map((input) => input(state))
    if (lastArgs !== null && args.every((arg, i) => Object.is(arg, (lastArgs as unknown[])[i]))) return lastResult
    lastArgs = args
    lastResult = combine(...(args as Results<T>))
    return lastResult
  }
}
