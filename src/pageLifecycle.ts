// The page lifecycle of a Gatehouse: a page being closed or hidden (mobile browsers may discard a hidden page
// without another event) persists what is queued at once.

/** Calls `persist` when the page is hidden or goes; returns the function that stops listening. Nothing without a page. */
export function watchPageLifecycle(persist: () => void): () => void {
  if (typeof window === 'undefined' || typeof document === 'undefined') return () => {}
  const persistIfHidden = () => {
    if (document.visibilityState === 'hidden') persist()
  }
  window.addEventListener('pagehide', persist)
  document.addEventListener('visibilitychange', persistIfHidden)
  return () => {
    window.removeEventListener('pagehide', persist)
    document.removeEventListener('visibilitychange', persistIfHidden)
  }
}
