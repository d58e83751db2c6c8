/**
 * Calls each function of `fns` (as the list is now) with `args`, in order. One that throws does not keep the others
 * from running, nor the caller's own work: its error is thrown again in a microtask, reported as uncaught.
 */
export function callEach<A extends unknown[]>(fns: Iterable<(...args: A) => void>, ...args: A): void {
  for (const fn of [...fns]) {
    try {
      fn(...args)
    } catch (error) {
      queueMicrotask(() => {
        throw error
      })
    }
  }
}
