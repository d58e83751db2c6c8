/** A function from the combined read model to a value. */
export type Selector<S, R> = (state: S) => R

type Results<S, T extends readonly Selector<S, unknown>[]> = { [K in keyof T]: T[K] extends Selector<S, infer R> ? R : never }

/**
 * A memoised selector: `combine` runs again only when one of `inputs` returns a
 * different reference, so the result keeps its identity while its inputs do
 * (what `useSyncExternalStore` needs to avoid re-rendering).
 */
export function createSelector<S, const T extends readonly Selector<S, unknown>[], R>(
  inputs: T,
  combine: (...values: Results<S, T>) => R,
): Selector<S, R> {
  let lastArgs: unknown[] | null = null
  let lastResult: R
  return (state: S) => {
    const args = inputs.map((input) => input(state))
    if (lastArgs !== null && args.every((arg, i) => Object.is(arg, (lastArgs as unknown[])[i]))) return lastResult
    lastArgs = args
    lastResult = combine(...(args as Results<S, T>))
    return lastResult
  }
}
