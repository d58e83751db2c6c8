/**
 * Wraps a loader (a lazy chunk, a shared request) so that it runs once and every caller shares its promise; a
 * failed load is forgotten, so the next call tries again. The arguments of the call that starts a load are the
 * ones it runs with.
 */
export function loadOnce<A extends unknown[], T>(load: (...args: A) => Promise<T>): (...args: A) => Promise<T> {
  let loading: Promise<T> | null = null
  return (...args) =>
    (loading ??= load(...args).catch((error: unknown) => {
      // A chunk the network failed, or a request that failed, is no reason to fail every later caller.
      loading = null
      throw error
    }))
}
